// Blink selection from per-frame eye aspect ratios: a double blink of both eyes selects, an optional long
// closure is its own gesture; short involuntary blinks, winks and a face leaving the frame never select.
import { and, assign, emit, setup } from 'xstate';

export interface BlinkSettings {
  /** An eye is closed once its EAR drops below this… */
  closedBelow: number;
  /** …and open again only once it rises above this (hysteresis against flicker). */
  openAbove: number;
  /** Shorter closures are involuntary blinks: ignored. */
  minClosureMs: number;
  /** Longer closures are not blinks (eyes resting, or a long blink). */
  maxClosureMs: number;
  /** Most time from the end of the first closure to the start of the second. */
  maxGapMs: number;
  /** Most time from the start of the first closure to the end of the second. */
  maxGestureMs: number;
  /** A closure this long emits longBlink once; null turns the long blink off. At least maxClosureMs. */
  longBlinkMs: number | null;
  /** After a select nothing counts for this long; the eyes must also be seen open again. */
  lockoutMs: number;
  /** True: a closure needs both eyes (a wink does not count). False: either eye is enough. */
  bothEyes: boolean;
}

/**
 * Thresholds measured with the real face mesh on the blink clip (tests/blink-engine.spec.ts), EAR with the frame's
 * aspect: open eyes read 0.30–0.38, closed 0.02–0.08. openAbove sits below the open band (0.3 was its very
 * edge: single open frames read 0.2998), keeping 0.05 of hysteresis above closedBelow.
 */
export const DEFAULT_BLINK_SETTINGS: BlinkSettings = {
  closedBelow: 0.2,
  openAbove: 0.25,
  minClosureMs: 200,
  maxClosureMs: 1000,
  maxGapMs: 600,
  maxGestureMs: 1500,
  longBlinkMs: null,
  lockoutMs: 1000,
  bothEyes: true,
};

function within(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** Merges partial settings over a base and forces each value into a range that keeps the rules consistent. */
export function normalizeBlinkSettings(partial: Partial<BlinkSettings> = {}, base = DEFAULT_BLINK_SETTINGS): BlinkSettings {
  const s = { ...base, ...partial };
  const d = DEFAULT_BLINK_SETTINGS;
  const closedBelow = within(s.closedBelow, 0.01, 0.99, d.closedBelow);
  const minClosureMs = within(s.minClosureMs, 0, 5000, d.minClosureMs);
  const maxClosureMs = within(s.maxClosureMs, minClosureMs + 1, 10000, Math.max(d.maxClosureMs, minClosureMs + 1));
  const long = s.longBlinkMs;
  return {
    closedBelow,
    openAbove: within(s.openAbove, closedBelow, 1, Math.max(d.openAbove, closedBelow)),
    minClosureMs,
    maxClosureMs,
    maxGapMs: within(s.maxGapMs, 0, 10000, d.maxGapMs),
    maxGestureMs: within(s.maxGestureMs, 0, 20000, d.maxGestureMs),
    longBlinkMs: long === null || typeof long !== 'number' || !Number.isFinite(long) ? null : within(long, maxClosureMs, 60000, maxClosureMs),
    lockoutMs: within(s.lockoutMs, 0, 60000, d.lockoutMs),
    bothEyes: typeof s.bothEyes === 'boolean' ? s.bothEyes : d.bothEyes,
  };
}

export type BlinkEvent =
  /** One camera frame: each eye's aspect ratio (NaN when no face) and the frame time in ms. */
  | { type: 'EAR'; left: number; right: number; at: number }
  | { type: 'FACE_LOST' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'SETTINGS'; settings: Partial<BlinkSettings> };

export type BlinkEmitted = { type: 'select'; at: number } | { type: 'longBlink'; at: number };

export interface BlinkContext {
  settings: BlinkSettings;
  /** Time of the last frame seen (also a frame without a face); null before any. */
  now: number | null;
  /** When the current closure started; null while the eyes are open. */
  closedAt: number | null;
  /** The first blink of a possible double blink. */
  first: { start: number; end: number } | null;
  /** Nothing counts before this time after a select. */
  lockoutUntil: number;
  longBlinkSent: boolean;
}

export interface BlinkInput {
  settings?: Partial<BlinkSettings>;
}

type Ear = Extract<BlinkEvent, { type: 'EAR' }>;
const ear = (event: BlinkEvent): Ear | null => (event.type === 'EAR' ? event : null);

function closed({ closedBelow, bothEyes }: BlinkSettings, e: Ear): boolean {
  return bothEyes ? e.left < closedBelow && e.right < closedBelow : e.left < closedBelow || e.right < closedBelow;
}

function opened({ openAbove, bothEyes }: BlinkSettings, e: Ear): boolean {
  return bothEyes ? e.left > openAbove || e.right > openAbove : e.left > openAbove && e.right > openAbove;
}

function closureMs(context: BlinkContext, e: Ear): number {
  return context.closedAt === null ? 0 : e.at - context.closedAt;
}

const noGesture = { closedAt: null, first: null, longBlinkSent: false };

export const blinkMachine = setup({
  types: {
    context: {} as BlinkContext,
    events: {} as BlinkEvent,
    input: {} as BlinkInput,
    emitted: {} as BlinkEmitted,
  },
  actions: {
    record: assign({
      now: ({ context, event }) => {
        const at = ear(event)?.at;
        return at !== undefined && Number.isFinite(at) ? at : context.now;
      },
    }),
    forgetGesture: assign(noGesture),
    startClosure: assign({ closedAt: ({ event }) => ear(event)?.at ?? null, longBlinkSent: false }),
    endClosure: assign({ closedAt: null }),
    forgetFirst: assign({ first: null }),
    rememberFirst: assign(({ context, event }) => ({
      first: context.closedAt === null ? null : { start: context.closedAt, end: ear(event)?.at ?? context.closedAt },
      closedAt: null,
    })),
    expireFirst: assign({
      first: ({ context, event }) => {
        const e = ear(event);
        return context.first && e && e.at - context.first.end > context.settings.maxGapMs ? null : context.first;
      },
    }),
    emitSelect: emit(({ event }) => ({ type: 'select' as const, at: ear(event)?.at ?? 0 })),
    startLockout: assign(({ context, event }) => ({ ...noGesture, lockoutUntil: (ear(event)?.at ?? 0) + context.settings.lockoutMs })),
    emitLongBlink: emit(({ context }) => ({ type: 'longBlink' as const, at: context.now ?? 0 })),
    markLongBlinkSent: assign({ longBlinkSent: true }),
    setSettings: assign({
      settings: ({ context, event }) => (event.type === 'SETTINGS' ? normalizeBlinkSettings(event.settings, context.settings) : context.settings),
    }),
  },
  guards: {
    trackingBroken: ({ context, event }) => {
      const e = ear(event);
      if (!e) return false;
      if (!Number.isFinite(e.left) || !Number.isFinite(e.right) || !Number.isFinite(e.at)) return true;
      return context.now !== null && (e.at < context.now || e.at - context.now > context.settings.maxGapMs);
    },
    eyesClose: ({ context, event }) => {
      const e = ear(event);
      return e !== null && closed(context.settings, e);
    },
    eyesOpen: ({ context, event }) => {
      const e = ear(event);
      return e !== null && opened(context.settings, e);
    },
    tooShort: ({ context, event }) => {
      const e = ear(event);
      return e !== null && closureMs(context, e) < context.settings.minClosureMs;
    },
    tooLong: ({ context, event }) => {
      const e = ear(event);
      return e !== null && closureMs(context, e) > context.settings.maxClosureMs;
    },
    completesDouble: ({ context, event }) => {
      const e = ear(event);
      const { first, closedAt, settings } = context;
      return e !== null && first !== null && closedAt !== null && closedAt - first.end <= settings.maxGapMs && e.at - first.start <= settings.maxGestureMs;
    },
    lockoutOver: ({ context, event }) => {
      const e = ear(event);
      return e !== null && e.at >= context.lockoutUntil;
    },
    longBlinkDue: ({ context: { settings, now, closedAt, longBlinkSent } }) =>
      !longBlinkSent && settings.longBlinkMs !== null && now !== null && closedAt !== null && now - closedAt >= settings.longBlinkMs,
  },
}).createMachine({
  id: 'blink',
  context: ({ input }) => ({ settings: normalizeBlinkSettings(input?.settings), now: null, lockoutUntil: -Infinity, ...noGesture }),
  initial: 'waitingOpen',
  on: {
    SETTINGS: { actions: 'setSettings' },
    PAUSE: { target: '.paused', actions: 'forgetGesture' },
    FACE_LOST: { target: '.waitingOpen', actions: 'forgetGesture', description: 'A face leaving the frame ends any gesture.' },
  },
  states: {
    waitingOpen: {
      description: 'The eyes must be seen open first: a face appearing with closed eyes is not a closure.',
      on: {
        EAR: [
          { guard: 'trackingBroken', actions: ['record', 'forgetGesture'] },
          { guard: 'eyesOpen', target: 'open', actions: 'record' },
          { actions: 'record' },
        ],
      },
    },
    open: {
      on: {
        EAR: [
          { guard: 'trackingBroken', target: 'waitingOpen', actions: ['record', 'forgetGesture'] },
          { guard: 'eyesClose', target: 'closed', actions: ['record', 'expireFirst', 'startClosure'] },
          { actions: ['record', 'expireFirst'] },
        ],
      },
    },
    closed: {
      on: {
        EAR: [
          { guard: 'trackingBroken', target: 'waitingOpen', actions: ['record', 'forgetGesture'] },
          {
            guard: and(['eyesOpen', 'tooShort']),
            target: 'open',
            actions: ['record', 'endClosure'],
            description: 'An involuntary blink: ignored, a pending first blink stays.',
          },
          { guard: and(['eyesOpen', 'tooLong']), target: 'open', actions: ['record', 'forgetGesture'] },
          { guard: 'tooLong', target: 'overlong', actions: ['record', 'forgetFirst'] },
          { guard: and(['eyesOpen', 'completesDouble']), target: 'lockedOut', actions: ['record', 'emitSelect', 'startLockout'] },
          { guard: 'eyesOpen', target: 'open', actions: ['record', 'rememberFirst'] },
          { actions: 'record' },
        ],
      },
    },
    overlong: {
      description: 'Closed past maxClosureMs: not a blink; a long blink if it lasts longBlinkMs.',
      always: { guard: 'longBlinkDue', actions: ['emitLongBlink', 'markLongBlinkSent'] },
      on: {
        EAR: [
          { guard: 'trackingBroken', target: 'waitingOpen', actions: ['record', 'forgetGesture'] },
          { guard: 'eyesOpen', target: 'open', actions: ['record', 'forgetGesture'] },
          { actions: 'record' },
        ],
      },
    },
    lockedOut: {
      description: 'After a select: nothing counts until lockoutMs has passed and the eyes are seen open.',
      on: {
        EAR: [
          { guard: 'trackingBroken', actions: 'record' },
          { guard: and(['lockoutOver', 'eyesOpen']), target: 'open', actions: 'record' },
          { actions: 'record' },
        ],
        FACE_LOST: { description: 'The lock-out keeps running while the face is away.' },
      },
    },
    paused: {
      on: {
        EAR: { actions: 'record' },
        RESUME: 'waitingOpen',
      },
    },
  },
});

export type BlinkMachine = typeof blinkMachine;
