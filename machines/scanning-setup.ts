// The scanning machine's vocabulary: settings and their defaults, events, context, and every named action,
// guard and delay. The states live in scanning.ts (the scan) and scanning-switch.ts (one region per switch).
import { assign, enqueueActions, raise, setup } from 'xstate';
import type { SwitchId } from '../input-drivers/commands';
import {
  clampHighlight,
  enterRow,
  firstHighlight,
  isFirstOfPass,
  isLastInRow,
  nextHighlight,
  normalizeRows,
  passLength,
  rowHighlight,
  sameHighlight,
  totalItems,
  type ScanHighlight,
  type ScanPattern,
} from './scanning-layout';

export interface ScanSettings {
  /** auto: the highlight moves by itself and a press selects; step: the user moves it with a switch. */
  method: 'auto' | 'step';
  /** linear: every item in turn; rowColumn: rows in turn, then the items of the chosen row. */
  pattern: ScanPattern;
  intervalMs: number;
  /** The first highlight of a pass (and of a row's items) stays intervalMs × this, to give time to react. */
  firstItemFactor: number;
  /** Full passes with no selection before automatic scanning rests; the next press starts it again. */
  loops: number;
  /** A press starting this soon after the previous release is ignored (switch bounce, tremor). */
  debounceMs: number;
  /** A press counts only once held this long (0–300), so brushing the switch does nothing. */
  acceptanceMs: number;
  /** One-switch step scanning: a shorter press moves, holding this long selects. null = 400 ms there. */
  holdToSelectMs: number | null;
  /** Step scanning with 2: primary moves, secondary selects. With 1, the secondary switch is ignored. */
  switches: 1 | 2;
}

export const DEFAULT_SCAN_SETTINGS: ScanSettings = {
  method: 'auto',
  pattern: 'linear',
  intervalMs: 1000,
  firstItemFactor: 1.5,
  loops: 3,
  debounceMs: 250,
  acceptanceMs: 0,
  holdToSelectMs: null,
  switches: 1,
};

/** AsTeRICS Grid's hold time: used by one-switch step scanning when no hold time is set, so it can select. */
export const DEFAULT_HOLD_TO_SELECT_MS = 400;
/** A floor under the interval so a bad profile can never make the scan spin. */
export const MIN_SCAN_INTERVAL_MS = 100;
export const MAX_ACCEPTANCE_MS = 300;

function finiteAtLeast(value: unknown, min: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(min, value) : fallback;
}

/** Merges partial settings over a base and forces every value into its range: the machine never trusts input. */
export function normalizeScanSettings(partial: Partial<ScanSettings> = {}, base = DEFAULT_SCAN_SETTINGS): ScanSettings {
  const s = { ...base, ...partial };
  const d = DEFAULT_SCAN_SETTINGS;
  return {
    method: s.method === 'step' ? 'step' : 'auto',
    pattern: s.pattern === 'rowColumn' ? 'rowColumn' : 'linear',
    intervalMs: finiteAtLeast(s.intervalMs, MIN_SCAN_INTERVAL_MS, d.intervalMs),
    firstItemFactor: finiteAtLeast(s.firstItemFactor, 1, d.firstItemFactor),
    loops: Math.floor(finiteAtLeast(s.loops, 1, d.loops)),
    debounceMs: finiteAtLeast(s.debounceMs, 0, d.debounceMs),
    acceptanceMs: Math.min(MAX_ACCEPTANCE_MS, finiteAtLeast(s.acceptanceMs, 0, d.acceptanceMs)),
    holdToSelectMs: s.holdToSelectMs === null ? null : finiteAtLeast(s.holdToSelectMs, 1, DEFAULT_HOLD_TO_SELECT_MS),
    switches: s.switches === 2 ? 2 : 1,
  };
}

export interface ScanningInput {
  layout: { rows: number[] };
  settings?: Partial<ScanSettings>;
}

export interface ScanningContext {
  /** Items per row of the top layer's targets. */
  rows: number[];
  settings: ScanSettings;
  /** What the UI highlights; null while waiting, resting or paused. */
  highlight: ScanHighlight | null;
  /** Highlights shown at the current level since the scan (re)started there: counts the loops. */
  steps: number;
}

export type ScanningEvent =
  | { type: 'SWITCH_DOWN'; switchId: SwitchId }
  | { type: 'SWITCH_UP'; switchId: SwitchId }
  | { type: 'LAYOUT'; rows: number[] }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  /** Partial settings are merged over the current ones. */
  | { type: 'SETTINGS'; settings: Partial<ScanSettings> }
  | { type: 'RESET' };

/** Raised by the switch regions for the scan region once a press has passed debounce and acceptance. */
export type ScanIntent = { type: 'scan.press' } | { type: 'scan.move' } | { type: 'scan.select' };

export type ScanningEmitted =
  | { type: 'select'; index: number }
  | { type: 'highlight'; level: ScanHighlight['level']; row: number; index: number };

type Ctx = { context: ScanningContext };
type SwitchParams = { id: SwitchId };

function isSwitchEvent(event: ScanningEvent | ScanIntent, id: SwitchId): boolean {
  return (event.type === 'SWITCH_DOWN' || event.type === 'SWITCH_UP') && event.switchId === id;
}

function holdsToSelect(settings: ScanSettings, id: SwitchId): boolean {
  return settings.method === 'step' && settings.switches === 1 && id === 'primary';
}

function stepDelay({ context }: Ctx): number {
  const { settings, rows, highlight, steps } = context;
  const first = highlight !== null && (steps <= 1 || isFirstOfPass(rows, settings.pattern, highlight));
  return Math.round(settings.intervalMs * (first ? settings.firstItemFactor : 1));
}

function intentFor(settings: ScanSettings, id: SwitchId): ScanIntent {
  if (settings.method === 'auto') return { type: 'scan.press' };
  return id === 'primary' ? { type: 'scan.move' } : { type: 'scan.select' };
}

export const scanningSetup = setup({
  types: {
    context: {} as ScanningContext,
    events: {} as ScanningEvent | ScanIntent,
    input: {} as ScanningInput,
    emitted: {} as ScanningEmitted,
  },
  actions: {
    setLayout: assign({ rows: ({ context, event }) => (event.type === 'LAYOUT' ? normalizeRows(event.rows) : context.rows) }),
    applyLayout: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'LAYOUT') return;
      const rows = normalizeRows(event.rows);
      const highlight = clampHighlight(context.highlight, context.rows, rows, context.settings.pattern);
      enqueue.assign({ rows, highlight });
      if (highlight && !sameHighlight(highlight, context.highlight)) enqueue.emit({ type: 'highlight', ...highlight });
    }),
    setSettings: assign({
      settings: ({ context, event }) => (event.type === 'SETTINGS' ? normalizeScanSettings(event.settings, context.settings) : context.settings),
    }),
    startScan: assign({ highlight: ({ context }) => firstHighlight(context.rows, context.settings.pattern), steps: 1 }),
    advance: assign({
      highlight: ({ context: { rows, settings, highlight } }) => highlight && nextHighlight(rows, settings.pattern, highlight),
      steps: ({ context }) => context.steps + 1,
    }),
    enterRow: assign({ highlight: ({ context }) => context.highlight && enterRow(context.rows, context.highlight), steps: 1 }),
    leaveRow: assign({ highlight: ({ context }) => context.highlight && rowHighlight(context.rows, context.highlight.row), steps: 1 }),
    clearHighlight: assign({ highlight: null, steps: 0 }),
    emitHighlight: enqueueActions(({ context, enqueue }) => {
      if (context.highlight) enqueue.emit({ type: 'highlight', ...context.highlight });
    }),
    emitSelect: enqueueActions(({ context, enqueue }) => {
      if (context.highlight?.level === 'item') enqueue.emit({ type: 'select', index: context.highlight.index });
    }),
    raiseIntent: raise(({ context }, params: SwitchParams) => intentFor(context.settings, params.id)),
    raiseMove: raise({ type: 'scan.move' }),
    raiseSelect: raise({ type: 'scan.select' }),
  },
  guards: {
    noTargets: ({ context }) => totalItems(context.rows) === 0,
    layoutEmpty: ({ event }) => event.type === 'LAYOUT' && totalItems(normalizeRows(event.rows)) === 0,
    rowLost: ({ context: { highlight, settings }, event }) =>
      event.type === 'LAYOUT' &&
      settings.pattern === 'rowColumn' &&
      highlight?.level === 'item' &&
      !(normalizeRows(event.rows)[highlight.row]! > 0),
    stepRowColumn: ({ context }) => context.settings.method === 'step' && context.settings.pattern === 'rowColumn',
    step: ({ context }) => context.settings.method === 'step',
    rowColumn: ({ context }) => context.settings.pattern === 'rowColumn',
    scanPassesDone: ({ context: { rows, settings, highlight, steps } }) =>
      highlight !== null && steps >= settings.loops * passLength(rows, settings.pattern, highlight),
    rowPassDone: ({ context: { rows, settings, highlight, steps } }) =>
      settings.pattern === 'rowColumn' && highlight?.level === 'item' && steps >= passLength(rows, settings.pattern, highlight),
    atRowEnd: ({ context: { rows, settings, highlight } }) =>
      settings.pattern === 'rowColumn' && highlight !== null && isLastInRow(rows, highlight),
    isSwitch: ({ event }, params: SwitchParams) => isSwitchEvent(event, params.id),
    switchInUse: ({ context, event }, params: SwitchParams) =>
      isSwitchEvent(event, params.id) && (params.id === 'primary' || context.settings.switches === 2),
    holdsToSelect: ({ context }, params: SwitchParams) => holdsToSelect(context.settings, params.id),
    noAcceptanceTime: ({ context }) => context.settings.acceptanceMs === 0,
    noDebounceTime: ({ context }) => context.settings.debounceMs === 0,
  },
  delays: {
    scanStep: stepDelay,
    acceptance: ({ context }) => context.settings.acceptanceMs,
    holdRemaining: ({ context: { settings } }) =>
      Math.max(0, (settings.holdToSelectMs ?? DEFAULT_HOLD_TO_SELECT_MS) - settings.acceptanceMs),
    debounce: ({ context }) => context.settings.debounceMs,
  },
});
