// The marks the input runtime reads on the page, in one place: screens write them (through `inputMark`), the runtime
// reads them (through the selectors here), and neither spells a data-* name of its own.

/** The attributes and what each one means to the runtime. */
export const INPUT_ATTRIBUTES = {
  /** A screen's own choice (a card): numbered 1–9 for the keys, the only targets of the number keys. */
  choice: 'data-choice',
  /** Never a target of keys, scanning or dwell (a Cancel the eyes must not rest on while a calibration runs). */
  skip: 'data-input-skip',
  /** Never pressed by a pointer's dwell (controls that would end the user's own hands-free control). */
  dwellSkip: 'data-dwell-skip',
  /** The pause control: the one target that answers while resting. */
  pause: 'data-input-pause',
  /** A screen's control with a meaning for the runtime: `back` is what Escape and the back command press. */
  command: 'data-command',
  /** Drawn by the scanning on what it highlights now: `row` or `item`. */
  scanHighlight: 'data-scan-highlight',
  /** The target a snapping pointer's dwell is filling on. */
  snapTarget: 'data-snap-target',
  /** A pick-and-place area: with more than nine targets, one switch scans rows, then items. */
  pickArea: 'data-pick-area',
  /** A part of the page scanned (and numbered) before the rest: the typing mode's suggestions and keys come before its header. */
  scanFirst: 'data-scan-first',
  /** A screen whose controls fill the window (a keyboard): the head pointer reaches the whole window there. */
  wholeWindow: 'data-pointer-whole-window',
  /** On <html>: the drivers listening now (`keys scan dwell face`), for a caregiver's check or a test. */
  drivers: 'data-input-drivers',
} as const;

export type InputMark = 'choice' | 'skip' | 'dwellSkip' | 'pause' | 'scanFirst' | 'wholeWindow';

/** The props that put a mark on an element: `<button {...inputMark('choice')}>`. */
export function inputMark(mark: InputMark): Record<string, string> {
  return { [INPUT_ATTRIBUTES[mark]]: '' };
}

/** A screen's command control: `<Link {...commandMark('back')}>`. */
export function commandMark(command: 'back'): Record<string, string> {
  return { [INPUT_ATTRIBUTES.command]: command };
}

export const SELECTORS = {
  choice: `[${INPUT_ATTRIBUTES.choice}]`,
  skipped: `[inert], [hidden], [${INPUT_ATTRIBUTES.skip}]`,
  dwellSkip: `[${INPUT_ATTRIBUTES.dwellSkip}]`,
  pause: `[${INPUT_ATTRIBUTES.pause}]`,
  back: `[${INPUT_ATTRIBUTES.command}="back"]`,
  pickArea: `[${INPUT_ATTRIBUTES.pickArea}]`,
  scanFirst: `[${INPUT_ATTRIBUTES.scanFirst}]`,
  wholeWindow: `[${INPUT_ATTRIBUTES.wholeWindow}]`,
} as const;
