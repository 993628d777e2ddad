// Which elements the input runtime can choose: every enabled, visible control of the top layer (an open modal
// captures input), in reading order, grouped into rows by position for row–column scanning.
import { INPUT_ATTRIBUTES, SELECTORS } from './dom';
import { snapTarget } from './snap';

/** What can be chosen, before the visible and skipped checks (the pointer bench measures the same). */
export const CONTROLS = [
  'a[href]',
  'button:not([disabled])',
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[role="button"]:not([aria-disabled="true"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface Targets {
  layer: HTMLElement;
  /** Everything choosable, in document order. */
  all: HTMLElement[];
  /** The screen's own choices (cards), numbered 1–9 for the keyboard; all targets when a screen marks none. */
  choices: HTMLElement[];
  /** Items per row, in order, for row–column scanning. */
  rows: number[];
}

export type Visibility = (element: HTMLElement) => boolean;

const isRendered: Visibility = (element) => element.getClientRects().length > 0;

/** The layer that captures input: the last open modal dialog, else the page. */

export function topLayer(doc: Document = document, visible: Visibility = isRendered): HTMLElement {
  const modals = [...doc.querySelectorAll<HTMLElement>('[aria-modal="true"]')].filter(visible);
  return modals.at(-1) ?? doc.body;
}

export function collectTargets(doc: Document = document, visible: Visibility = isRendered): Targets {
  const layer = topLayer(doc, visible);
  const found = [...layer.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (element) => visible(element) && !element.closest(SELECTORS.skipped),
  );
  // A part marked to come first (the typing mode's suggestions and keys) is scanned before the page's header.
  const first = found.filter((element) => element.closest(SELECTORS.scanFirst));
  const all = first.length > 0 ? [...first, ...found.filter((element) => !element.closest(SELECTORS.scanFirst))] : found;
  // A layer with nothing to press (the full-screen card closes on any tap) is itself the one target.
  if (all.length === 0 && layer !== doc.body) all.push(layer);
  const marked = all.filter((element) => element.hasAttribute(INPUT_ATTRIBUTES.choice));
  return { layer, all, choices: marked.length > 0 ? marked : all, rows: rowsOf(all) };
}

/** Runs of consecutive targets whose tops line up (within half a target's height) form a row. */
export function rowsOf(elements: readonly HTMLElement[]): number[] {
  const rows: number[] = [];
  let rowTop: number | null = null;
  let tolerance = 0;
  for (const element of elements) {
    const rect = element.getBoundingClientRect();
    if (rowTop !== null && Math.abs(rect.top - rowTop) <= tolerance) {
      rows[rows.length - 1] = (rows.at(-1) ?? 0) + 1;
      continue;
    }
    rows.push(1);
    rowTop = rect.top;
    tolerance = Math.max(4, rect.height / 2);
  }
  return rows;
}

/** The accessible label of a target, for auditory scanning and captions. */
export function labelOf(element: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  const byId = labelledBy
    ?.split(/\s+/)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
  const text = element.getAttribute('aria-label') ?? byId ?? shownText(element);
  return text.replace(/\s+/g, ' ').trim();
}

/** The text a reader gets from an element: its own, without parts hidden from assistive technology (a key's "F2"). */
function shownText(element: HTMLElement): string {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const hidden = node.parentElement?.closest('[aria-hidden="true"]');
    if (!hidden || hidden === element || !element.contains(hidden)) text += node.textContent ?? '';
  }
  return text;
}

/** Index of the target under a viewport point, or null. */
export function targetAt(targets: readonly HTMLElement[], x: number, y: number, doc: Document = document): number | null {
  const hit = doc.elementFromPoint(x, y);
  if (!hit) return null;
  const index = targets.findIndex((target) => target === hit || target.contains(hit));
  return index >= 0 ? index : null;
}

/**
 * The target a pointer (mouse dwell, head, gaze) would press at x,y. Controls marked `data-dwell-skip` — the ones
 * that stop the camera or tracking — never are: resting the head on them would end the user's own hands-free
 * control with no way back. While resting, only the pause control answers.
 */
export function pointerTarget(targets: Targets, x: number, y: number, resting = false, doc: Document = document): number | null {
  const target = targetAt(targets.all, x, y, doc);
  if (target === null) return null;
  const element = targets.all[target];
  if (!element || element.closest(SELECTORS.dwellSkip)) return null;
  return resting && !element.hasAttribute(INPUT_ATTRIBUTES.pause) ? null : target;
}

/**
 * The target a snapping pointer would press at x,y (snap.ts): the nearest within reach, the one being dwelt on
 * kept through jitter; the same exclusions as pointerTarget.
 */
export function snappedTarget(targets: Targets, x: number, y: number, current: number | null, resting = false): number | null {
  const boxes = targets.all.map((element) => {
    if (element.closest(SELECTORS.dwellSkip) || (resting && !element.hasAttribute(INPUT_ATTRIBUTES.pause))) return null;
    const { left, top, width, height } = element.getBoundingClientRect();
    return { left, top, width, height };
  });
  return snapTarget(boxes, x, y, current);
}
