// Dwell selection for a pointer (head pointer, eye gaze, a head-mouse moving the cursor): resting on a target
// for dwellMs activates it, with a progress ring, a tolerance radius, a lock-out, and no repeat while resting.
import { assign, emit, not, setup } from 'xstate';

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
  /**
   * 0: a dwell is one unbroken rest on a target (moving off it starts again). Above 0 (a snapping camera pointer):
   * the time on each target adds up within this window, so a jitter onto a neighbour and back costs only the
   * moments spent there; the target that fills its dwell within the window is chosen.
   */
  accumulateMs: number;
}

export const DEFAULT_DWELL_SETTINGS: DwellSettings = {
  dwellMs: 1000,
  toleranceRadius: 30,
  lockoutMs: 1000,
  tickMs: 50,
  ringDelayMs: 0,
  accumulateMs: 0,
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
    accumulateMs: s.accumulateMs > 0 ? within(s.accumulateMs, dwellMs, 4 * dwellMs, d.accumulateMs) : 0,
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
  /** This dwell's time: the settings' dwell, or less where the target asked for less (the magnifier's area). */
  dwellMs: number;
  /** Where this dwell started: the tolerance radius is measured from here. */
  anchor: Point | null;
  elapsedMs: number;
  /** 0..1: how full the ring is (0 until ringDelayMs, then to 1 at dwellMs). */
  progress: number;
  /** True once elapsedMs has reached ringDelayMs: the UI draws the ring. */
  ringVisible: boolean;
  /** The last known pointer, so a dwell can start when the lock-out ends without waiting for a movement. */
  pointer: (Point & { target: number | null; dwellMs?: number }) | null;
  /**
   * The last activation, until the pointer moves beyond the radius from where it rested: nothing under it is chosen
   * meanwhile — neither that target again, nor one that took its place on screen (a card that opened, a word that
   * replaced the chosen one), since a head or eye pointer user rests where the last choice was.
   */
  activated: { target: number; anchor: Point } | null;
  /** Accumulating: the target under the pointer at each tick of the window, oldest first (null: none). */
  samples: (number | null)[];
}

export type DwellEvent =
  /** `dwellMs`: this target's own dwell, when shorter than the settings' (opening the magnifier is not a choice). */
  | { type: 'POINT'; x: number; y: number; target: number | null; dwellMs?: number }
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

function progressAt(elapsedMs: number, dwellMs: number, { ringDelayMs }: DwellSettings): number {
  const delay = Math.min(ringDelayMs, dwellMs - 1);
  return Math.min(1, Math.max(0, (elapsedMs - delay) / (dwellMs - delay)));
}

const cleared = { target: null, anchor: null, elapsedMs: 0, progress: 0, ringVisible: false, samples: [] as (number | null)[] };

/** This dwell's time for the pointer's target: the settings', or the shorter one the target asked for. */
function ownDwellMs({ settings, pointer }: DwellContext): number {
  return Math.min(settings.dwellMs, Math.max(DWELL_MIN_MS, pointer?.dwellMs ?? settings.dwellMs));
}

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
      const pointer = { x: event.x, y: event.y, target: event.target, dwellMs: event.dwellMs };
      return { pointer, activated: onActivated(context, pointer) ? context.activated : null };
    }),
    startDwell: assign(({ context }) => ({
      target: context.pointer?.target ?? null,
      dwellMs: ownDwellMs(context),
      samples: [],
      anchor: context.pointer && { x: context.pointer.x, y: context.pointer.y },
      elapsedMs: 0,
      progress: 0,
      ringVisible: context.settings.ringDelayMs === 0,
    })),
    tick: assign(({ context }) => {
      const { settings, elapsedMs, dwellMs } = context;
      if (settings.accumulateMs > 0) {
        const samples = [...context.samples, context.pointer?.target ?? null].slice(-Math.max(1, Math.round(settings.accumulateMs / settings.tickMs)));
        const target = context.pointer?.target ?? context.target;
        const own = ownDwellMs(context);
        const held = Math.min(own, target === null ? 0 : samples.filter((sample) => sample === target).length * settings.tickMs);
        return { samples, target, dwellMs: own, elapsedMs: held, progress: progressAt(held, own, settings), ringVisible: held >= Math.min(settings.ringDelayMs, own - 1) };
      }
      const elapsed = Math.min(dwellMs, elapsedMs + settings.tickMs);
      return { elapsedMs: elapsed, progress: progressAt(elapsed, dwellMs, settings), ringVisible: elapsed >= Math.min(settings.ringDelayMs, dwellMs - 1) };
    }),
    markActivated: assign({
      // Accumulating, the pointer wandered during the dwell: it rests where it was when the choice was made.
      activated: ({ context: { target, anchor, pointer, settings } }) => {
        const at = settings.accumulateMs > 0 && pointer ? { x: pointer.x, y: pointer.y } : anchor;
        return target === null || at === null ? null : { target, anchor: at };
      },
    }),
    emitActivate: emit(({ context }) => ({ type: 'activate' as const, index: context.target ?? -1 })),
    resetDwell: assign(cleared),
    setSettings: assign({
      settings: ({ context, event }) => (event.type === 'SETTINGS' ? normalizeDwellSettings(event.settings, context.settings) : context.settings),
    }),
  },
  guards: {
    pointsAtFreeTarget: ({ context, event }) => event.type === 'POINT' && event.target !== null && !onActivated(context, event),
    leftTargets: ({ context, event }) => event.type === 'POINT' && event.target === null && context.settings.accumulateMs === 0,
    movedAway: ({ context, event }) =>
      event.type === 'POINT' &&
      context.settings.accumulateMs === 0 &&
      (event.target !== context.target || context.anchor === null || distance(event, context.anchor) > context.settings.toleranceRadius),
    accumulating: ({ context }) => context.settings.accumulateMs > 0,
    heldLongEnough: ({ context }) => context.settings.accumulateMs > 0 && context.target !== null && context.elapsedMs >= context.dwellMs,
    heldNothing: ({ context }) =>
      context.settings.accumulateMs > 0 &&
      context.samples.length >= Math.round(context.settings.accumulateMs / context.settings.tickMs) &&
      context.samples.every((sample) => sample === null),
    pointerOnFreeTarget: ({ context }) => context.pointer !== null && context.pointer.target !== null && !onActivated(context, context.pointer),
  },
  delays: {
    dwell: ({ context }) => context.dwellMs,
    tick: ({ context }) => context.settings.tickMs,
    lockout: ({ context }) => context.settings.lockoutMs,
  },
}).createMachine({
  id: 'dwell',
  context: ({ input }) => {
    const settings = normalizeDwellSettings(input?.settings);
    return { settings, ...cleared, dwellMs: settings.dwellMs, pointer: null, activated: null };
  },
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
      after: { dwell: { guard: not('accumulating'), target: 'lockedOut', actions: ['markActivated', 'emitActivate'] } },
      always: [
        { guard: 'heldLongEnough', target: 'lockedOut', actions: ['markActivated', 'emitActivate'] },
        { guard: 'heldNothing', target: 'idle', description: 'Accumulating: off every target for the whole window.' },
      ],
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
