// The pointer-dwell driver: for head-mice and eye trackers that move the system cursor, the cursor's position
// becomes `point` commands (at most one a frame) and its leaving the page becomes `pointLost`. No click needed.
import type { InputDriver } from './commands';

export interface PointerDwellDriverOptions {
  /** Where the cursor is followed; the window by default. */
  target?: Window;
}

/*
 * Touch and plain mouse clicks need no driver: a native click already activates the button under the finger,
 * and the 1 s hold of pain cards is the Card's own use-long-press. A touch driver would only duplicate them.
 *
 * Only mouse-type pointers count: a finger or a pen resting on the screen is not dwelling. Moves are coalesced to
 * the latest position and emitted in the next animation frame, so a 1000 Hz mouse costs one command a frame.
 */
export function createPointerDwellDriver(options: PointerDwellDriverOptions = {}): InputDriver {
  return {
    id: 'pointer-dwell',
    start(emit) {
      const view = options.target ?? window;
      let latest: { x: number; y: number } | null = null;
      let frame: number | null = null;
      let present = false;

      const flush = () => {
        frame = null;
        if (!latest) return;
        present = true;
        emit({ type: 'point', x: latest.x, y: latest.y, source: 'mouse' });
        latest = null;
      };
      const lose = () => {
        if (frame !== null) cancelAnimationFrame(frame);
        frame = null;
        latest = null; // a position not yet emitted is dropped with the pointer
        if (!present) return;
        present = false;
        emit({ type: 'pointLost', source: 'mouse' });
      };

      const onMove = (event: PointerEvent) => {
        if (event.pointerType !== 'mouse') return;
        latest = { x: event.clientX, y: event.clientY };
        frame ??= requestAnimationFrame(flush);
      };
      // Leaving the window: the last pointerout has no element to go to.
      const onOut = (event: PointerEvent) => {
        if (event.pointerType === 'mouse' && event.relatedTarget === null) lose();
      };
      const onBlur = (event: Event) => {
        if (!(event.target instanceof Node)) lose(); // the window's own blur, not an element's
      };
      const onVisibility = () => {
        if (view.document.visibilityState === 'hidden') lose();
      };

      view.addEventListener('pointermove', onMove, { passive: true });
      view.addEventListener('pointerout', onOut);
      view.addEventListener('blur', onBlur);
      view.document.addEventListener('visibilitychange', onVisibility);
      return () => {
        view.removeEventListener('pointermove', onMove);
        view.removeEventListener('pointerout', onOut);
        view.removeEventListener('blur', onBlur);
        view.document.removeEventListener('visibilitychange', onVisibility);
        if (frame !== null) cancelAnimationFrame(frame);
        frame = null;
      };
    },
  };
}
