// Dwell selection for a pointer (head pointer, eye gaze, a head-mouse moving the cursor): resting on a target
// for dwellMs activates it, with a progress ring, a tolerance radius, a lock-out, and no repeat while resting.
import { assign, emit, setup } from 'xstate';

export interface DwellSettings {
  /** Time resting on a target before it is activated (300–3000 ms). */
  dwellMs: number;
  /** Movement within this many px of where the dwell started keeps it going (head and gaze jitter). */
  toleranceRadius: number;
  /** After an activation nothing dwells for this long. */
  lockoutMs: number;
  /** How often elapsed time and progress are updated for the ring. */
  tickMs: number;
  /** The ring shows only after this long (the inclusive mode: ring from 500 ms, click at 2000 ms). */
  ringDelayMs: number;
}

export const DEFAULT_DWELL_SETTINGS: DwellSettings = {
  dwellMs: 1000,
  toleranceRadius: 30,
  lockoutMs: 1000,
  tickMs: 50,
  ringDelayMs: 0,
};

export const DWELL_MIN_MS = 300;
export const DWELL_MAX_MS = 3000;

function within(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** Merges partial settings over a base and forces each value into its range; the ring starts before the click. */
export function normalizeDwellSettings(partial: Partial<DwellSettings> = {}, base = DEFAULT_DWELL_SETTINGS): DwellSettings {
  const s = { ...base, ...partial };
  const d = DEFAULT_DWELL_SETTINGS;
  const dwellMs = within(s.dwellMs, DWELL_MIN_MS, DWELL_MAX_MS, d.dwellMs);
  return {
    dwellMs,
    toleranceRadius: within(s.toleranceRadius, 0, Infinity, d.toleranceRadius),
    lockoutMs: within(s.lockoutMs, 0, Infinity, d.lockoutMs),
    tickMs: within(s.tickMs, 10, 1000, d.tickMs),
    ringDelayMs: within(s.ringDelayMs, 0, dwellMs - 1, d.ringDelayMs),
  };
}

export interface Point {
  x: number;
  y: number;
}

export interface DwellContext {
  settings: DwellSettings;
  /** The target being dwelt on; null when nothing is. */
  target: number | null;
  /** Where this dwell started: the tolerance radius is measured from here. */
  anchor: Point | null;
  elapsedMs: number;
  /** 0..1: how full the ring is (0 until ringDelayMs, then to 1 at dwellMs). */
  progress: number;
  /** True once elapsedMs has reached ringDelayMs: the UI draws the ring. */
  ringVisible: boolean;
  /** The last known pointer, so a dwell can start when the lock-out ends without waiting for a movement. */
  pointer: (Point & { target: number | null }) | null;
  /**
   * The last activation, until the pointer moves beyond the radius from where it rested: nothing under it is chosen
   * meanwhile — neither that target again, nor one that took its place on screen (a card that opened, a word that
   * replaced the chosen one), since a head or eye pointer user rests where the last choice was.
   */
  activated: { target: number; anchor: Point } | null;
}

export type DwellEvent =
  | { type: 'POINT'; x: number; y: number; target: number | null }
  | { type: 'POINT_LOST' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  /** Partial settings are merged over the current ones; they apply from the next dwell. */
  | { type: 'SETTINGS'; settings: Partial<DwellSettings> }
  /**
   * The activation opened a step rather than choosing (the magnifier showed the area enlarged): the lock-out after
   * a choice ends now, so the choice inside the step costs one dwell, not a lock-out and a dwell.
   */
  | { type: 'UNLOCK' };

export type DwellEmitted = { type: 'activate'; index: number };

export interface DwellInput {
  settings?: Partial<DwellSettings>;
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * How far the pointer must move from where it last chose before it may choose again, at most: a dwell whose
 * tolerance keeps any move within a target (gaze, the inclusive mode) would otherwise never count the pointer as
 * having moved away, and nothing could be chosen a second time.
 */
export const REARM_MAX_PX = 30;

/** True while the pointer rests where the last activation happened: whatever is under it must not activate yet. */
function onActivated(context: DwellContext, p: Point): boolean {
  const { activated } = context;
  return activated !== null && distance(p, activated.anchor) <= Math.min(context.settings.toleranceRadius, REARM_MAX_PX);
}

function progressAt(elapsedMs: number, { dwellMs, ringDelayMs }: DwellSettings): number {
  return Math.min(1, Math.max(0, (elapsedMs - ringDelayMs) / (dwellMs - ringDelayMs)));
}

const cleared = { target: null, anchor: null, elapsedMs: 0, progress: 0, ringVisible: false };

export const dwellMachine = setup({
  types: {
    context: {} as DwellContext,
    events: {} as DwellEvent,
    input: {} as DwellInput,
    emitted: {} as DwellEmitted,
  },
  actions: {
    trackPointer: assign(({ context, event }) => {
      if (event.type === 'POINT_LOST') return { pointer: null };
      if (event.type !== 'POINT') return {};
      const pointer = { x: event.x, y: event.y, target: event.target };
      return { pointer, activated: onActivated(context, pointer) ? context.activated : null };
    }),
    startDwell: assign(({ context }) => ({
      target: context.pointer?.target ?? null,
      anchor: context.pointer && { x: context.pointer.x, y: context.pointer.y },
      elapsedMs: 0,
      progress: 0,
      ringVisible: context.settings.ringDelayMs === 0,
    })),
    tick: assign(({ context: { settings, elapsedMs } }) => {
      const elapsed = Math.min(settings.dwellMs, elapsedMs + settings.tickMs);
      return { elapsedMs: elapsed, progress: progressAt(elapsed, settings), ringVisible: elapsed >= settings.ringDelayMs };
    }),
    markActivated: assign({
      activated: ({ context: { target, anchor } }) => (target === null || anchor === null ? null : { target, anchor }),
    }),
    emitActivate: emit(({ context }) => ({ type: 'activate' as const, index: context.target ?? -1 })),
    resetDwell: assign(cleared),
    setSettings: assign({
      settings: ({ context, event }) => (event.type === 'SETTINGS' ? normalizeDwellSettings(event.settings, context.settings) : context.settings),
    }),
  },
  guards: {
    pointsAtFreeTarget: ({ context, event }) => event.type === 'POINT' && event.target !== null && !onActivated(context, event),
    leftTargets: ({ event }) => event.type === 'POINT' && event.target === null,
    movedAway: ({ context, event }) =>
      event.type === 'POINT' &&
      (event.target !== context.target || context.anchor === null || distance(event, context.anchor) > context.settings.toleranceRadius),
    pointerOnFreeTarget: ({ context }) => context.pointer !== null && context.pointer.target !== null && !onActivated(context, context.pointer),
  },
  delays: {
    dwell: ({ context }) => context.settings.dwellMs,
    tick: ({ context }) => context.settings.tickMs,
    lockout: ({ context }) => context.settings.lockoutMs,
  },
}).createMachine({
  id: 'dwell',
  context: ({ input }) => ({ settings: normalizeDwellSettings(input?.settings), ...cleared, pointer: null, activated: null }),
  initial: 'idle',
  on: { SETTINGS: { actions: 'setSettings' } },
  states: {
    idle: {
      entry: 'resetDwell',
      on: {
        POINT: [
          { guard: 'pointsAtFreeTarget', target: 'dwelling', actions: 'trackPointer' },
          { actions: 'trackPointer', description: 'Off every target, or still resting where the last activation happened.' },
        ],
        POINT_LOST: { actions: 'trackPointer' },
        PAUSE: 'paused',
      },
    },
    dwelling: {
      entry: 'startDwell',
      after: { dwell: { target: 'lockedOut', actions: ['markActivated', 'emitActivate'] } },
      initial: 'ticking',
      states: {
        ticking: { after: { tick: { target: 'ticking', reenter: true, actions: 'tick' } } },
      },
      on: {
        POINT: [
          { guard: 'leftTargets', target: 'idle', actions: 'trackPointer' },
          {
            guard: 'movedAway',
            target: 'dwelling',
            reenter: true,
            actions: 'trackPointer',
            description: 'Onto another target, or beyond the tolerance radius: the dwell starts again from here.',
          },
          { actions: 'trackPointer' },
        ],
        POINT_LOST: { target: 'idle', actions: 'trackPointer' },
        PAUSE: 'paused',
      },
    },
    lockedOut: {
      description: 'Right after an activation nothing dwells; the pointer is still followed, to know whether it left.',
      entry: 'resetDwell',
      after: {
        lockout: [
          { guard: 'pointerOnFreeTarget', target: 'dwelling', description: 'Already resting on another target: dwell on it at once.' },
          { target: 'idle' },
        ],
      },
      on: {
        POINT: { actions: 'trackPointer' },
        POINT_LOST: { actions: 'trackPointer' },
        PAUSE: 'paused',
        UNLOCK: [{ guard: 'pointerOnFreeTarget', target: 'dwelling' }, { target: 'idle' }],
      },
    },
    paused: {
      description: 'The user rests: nothing dwells; RESUME waits for the next pointer movement.',
      entry: 'resetDwell',
      on: {
        POINT: { actions: 'trackPointer' },
        POINT_LOST: { actions: 'trackPointer' },
        RESUME: 'idle',
      },
    },
  },
});

export type DwellMachine = typeof dwellMachine;
