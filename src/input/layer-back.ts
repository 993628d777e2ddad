// What "back" means on a layer that is not the page: a modal (the full-screen card, the first-time help, the gaze
// calibration, an editor dialog) registers its own way out here, and the input runtime's back (Escape, a back
// switch) calls it when that layer is on top. Something open on the page itself (a folded menu) registers as a
// popup: back closes the last one opened before it leaves the screen. Small and free of the runtime, so every
// component can import it.
import { useEffect, useRef, type RefObject } from 'react';

/** Open layers with their way back, in the order they opened: the last one still in the page is on top. */
const layers: { layer: Element; back: () => void }[] = [];

/** The way back of the top open layer that registered one, if any. */
export function topLayerBack(): { layer: Element; back: () => void } | undefined {
  for (let i = layers.length - 1; i >= 0; i--) if (layers[i]?.layer.isConnected) return layers[i];
  return undefined;
}

/** While `active`, back on the layer `ref` points to calls `onBack` (the latest one given). */
export function useLayerBack(ref: RefObject<HTMLElement | null>, onBack: () => void, active = true): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    const layer = ref.current;
    if (!active || !layer) return;
    const entry = { layer, back: () => latest.current() };
    layers.push(entry);
    return () => {
      const at = layers.indexOf(entry);
      if (at >= 0) layers.splice(at, 1);
    };
  }, [ref, active]);
}

const popups: (() => void)[] = [];

/** The close of the popup opened last on the page, taken off the list; undefined when none is open. */
export function takeLastPopup(): (() => void) | undefined {
  return popups.pop();
}

/** While `open`, back closes this popup (the latest `onClose` given) before anything else on the page. */
export function usePopupBack(onClose: () => void, open: boolean): void {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const close = () => latest.current();
    popups.push(close);
    return () => {
      const at = popups.indexOf(close);
      if (at >= 0) popups.splice(at, 1);
    };
  }, [open]);
}
