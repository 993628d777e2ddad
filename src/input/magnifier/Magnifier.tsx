// The magnifier's layer: the targets around where a dwell landed, enlarged over the window (lens.ts), each a big
// button that presses the page's own control (then the layer closes); a bar across the top closes it without a
// choice, as does back (Escape, a back switch). A modal layer, so the input runtime's dwell, snapping, scanning and
// keys all work on the enlarged targets alone while it is open.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { needTexts } from '@/i18n/i18n';
import { Icon } from '@/components/Icon';
import { useLayerBack } from '../layer-back';
import type { Box } from '../snap';
import { labelOf } from '../targets';
import { lensLayout, MAGNIFIER_BAR_PX } from './lens';
import './magnifier.css';

needTexts('magnifier');

export interface MagnifiedTarget {
  element: HTMLElement;
  /** Where the lens draws it. */
  box: Box;
}

/**
 * What the layer shows for a dwell that landed on `chosen` among `targets`: null when there is nothing to enlarge.
 * Boxes only (the dwell asks it whenever its target changes); labels and sizes are read when the layer draws.
 */
export function lookThrough(chosen: HTMLElement, targets: readonly (HTMLElement | null)[]): MagnifiedTarget[] | null {
  const boxes = targets.map((element) => {
    if (!element) return null;
    const { left, top, width, height } = element.getBoundingClientRect();
    return { left, top, width, height };
  });
  const shown = lensLayout(boxes, targets.indexOf(chosen), { width: innerWidth, height: innerHeight }).map(({ index, box }) => ({ element: targets[index]!, box }));
  // Only the chosen target in view: enlarging it would add a step and no choice.
  return shown.length > 1 ? shown : null;
}

/** The most the lens enlarges a target's text: a letter as big as a thumb, not as big as the button. */
const MAX_FONT_SCALE = 4;

/** An enlarged target's label, and a font up to 4× the page's, yet with its longest word fitting (about 0.6 em a letter). */
function drawn({ element, box }: MagnifiedTarget): { label: string; fontSize: number } {
  const size = Number.parseFloat(getComputedStyle(element).fontSize) || 16;
  const label = labelOf(element);
  const longest = Math.max(2, ...label.split(' ').map((word) => word.length));
  return { label, fontSize: Math.min(size * MAX_FONT_SCALE, box.height * 0.3, box.width / (longest * 0.6 + 0.5)) };
}

interface MagnifierProps {
  targets: readonly MagnifiedTarget[];
  /** Written on each enlarged target with its place in `targets`, for the dwell that chooses it. */
  indexAttribute: string;
  onChoose: (element: HTMLElement) => void;
  onClose: () => void;
}

export function Magnifier({ targets, indexAttribute, onChoose, onClose }: MagnifierProps) {
  const { t } = useTranslation('magnifier');
  const layer = useRef<HTMLDivElement>(null);
  useLayerBack(layer, onClose);
  const looks = useMemo(() => targets.map(drawn), [targets]);
  return createPortal(
    <div ref={layer} className="magnifier" role="dialog" aria-modal="true" aria-label={t('label')}>
      <button type="button" className="magnifier__close" style={{ height: MAGNIFIER_BAR_PX }} onClick={onClose}>
        <Icon emoji="✖️" />
        {t('close')}
      </button>
      {targets.map((target, index) => (
        <button
          key={index}
          type="button"
          className="magnifier__target"
          aria-label={looks[index]!.label}
          {...{ [indexAttribute]: index }}
          style={{ left: target.box.left, top: target.box.top, width: target.box.width, height: target.box.height, fontSize: looks[index]!.fontSize }}
          onClick={() => onChoose(target.element)}
        >
          <Picture of={target.element} />
          <span className="magnifier__label">{looks[index]!.label}</span>
        </button>
      ))}
    </div>,
    document.body,
  );
}

/** The control's own picture (a card's symbol or photo), copied in: the label alone would lose what a reader needs. */
function Picture({ of }: { of: HTMLElement }) {
  const holder = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const picture = of.querySelector('img, svg');
    const place = holder.current;
    if (!picture || !place) return;
    const copy = picture.cloneNode(true) as Element;
    copy.removeAttribute('id');
    copy.setAttribute('aria-hidden', 'true');
    place.replaceChildren(copy);
  }, [of]);
  return <span ref={holder} className="magnifier__picture" aria-hidden="true" />;
}
