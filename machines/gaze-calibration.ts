// The eye-gaze calibration, driven by the app without clicks: dots one by one (settle, then samples while the
// user looks), then validation dots where predictions are compared with the dot, then a score to accept or redo.
import { assign, setup } from 'xstate';

export interface Point {
  x: number;
  y: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface GazeCalibrationSettings {
  /** Time for the eyes to reach a new dot before anything is recorded. */
  settleMs: number;
  /** Calibration samples per dot, one every sampleEveryMs (the first at once). */
  samplesPerDot: number;
  sampleEveryMs: number;
  /** A switch press ends a dot's sampling early once it has this many samples. */
  minSamples: number;
  /** How long predictions are collected on each validation dot. */
  measureMs: number;
}

export const DEFAULT_CALIBRATION_SETTINGS: GazeCalibrationSettings = {
  settleMs: 800,
  samplesPerDot: 15,
  sampleEveryMs: 100,
  minSamples: 5,
  measureMs: 1000,
};

/** Where the dots go, as fractions of the viewport: a 3 × 3 grid with 10 % margins, row by row. */
export const CALIBRATION_DOTS: readonly Point[] = [0.1, 0.5, 0.9].flatMap((y) => [0.1, 0.5, 0.9].map((x) => ({ x, y })));
/** Validation dots sit between the calibration dots, so they test the mapping rather than the samples. */
export const VALIDATION_DOTS: readonly Point[] = [
  { x: 0.3, y: 0.3 },
  { x: 0.7, y: 0.3 },
  { x: 0.7, y: 0.7 },
  { x: 0.3, y: 0.7 },
];

export type Rating = 'good' | 'fair' | 'poor';

export interface CalibrationScore {
  /** Mean distance between each prediction and its dot, in px; null when no prediction came at all. */
  meanErrorPx: number | null;
  /** The same as a percentage of the viewport diagonal. */
  errorPercent: number | null;
  rating: Rating;
  /** Predictions compared, out of the validation time. */
  predictions: number;
}

/** Errors up to these percentages of the diagonal rate good and fair: a 3 × 3 grid cell is about 24 % wide. */
export const RATING_LIMITS = { good: 8, fair: 15 } as const;

export function toPx(dot: Point, viewport: Viewport): Point {
  return { x: Math.round(dot.x * viewport.width), y: Math.round(dot.y * viewport.height) };
}

/** Scores the validation: every prediction against the dot shown at that moment (predictions lost count for nothing). */
export function scoreCalibration(measured: readonly { dot: Point; gaze: readonly Point[] }[], viewport: Viewport): CalibrationScore {
  const errors = measured.flatMap(({ dot, gaze }) => gaze.map((g) => Math.hypot(g.x - dot.x, g.y - dot.y)));
  if (errors.length === 0) return { meanErrorPx: null, errorPercent: null, rating: 'poor', predictions: 0 };
  const meanErrorPx = errors.reduce((sum, e) => sum + e, 0) / errors.length;
  const errorPercent = (100 * meanErrorPx) / Math.hypot(viewport.width, viewport.height);
  const rating: Rating = errorPercent <= RATING_LIMITS.good ? 'good' : errorPercent <= RATING_LIMITS.fair ? 'fair' : 'poor';
  return { meanErrorPx, errorPercent, rating, predictions: errors.length };
}

export interface GazeCalibrationContext {
  settings: GazeCalibrationSettings;
  viewport: Viewport;
  /** The dot shown now, in its list (CALIBRATION_DOTS while calibrating, VALIDATION_DOTS while validating). */
  index: number;
  /** Samples recorded on the current calibration dot. */
  samples: number;
  /** Predictions collected on each validation dot so far (px). */
  measured: { dot: Point; gaze: Point[] }[];
  score: CalibrationScore | null;
}

export type GazeCalibrationEvent =
  /** A switch press: the user is looking at the dot now, or has looked long enough. */
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** One prediction of the engine (null: no face); used only on validation dots. */
  | { type: 'GAZE'; gaze: Point | null }
  | { type: 'RESIZE'; viewport: Viewport }
  | { type: 'REPEAT' }
  | { type: 'DONE' };

export interface GazeCalibrationInput {
  viewport: Viewport;
  settings?: Partial<GazeCalibrationSettings>;
}

/** The dot of the given phase to draw now, in px. */
export function currentDot(context: GazeCalibrationContext, phase: 'calibrating' | 'validating'): Point {
  const dots = phase === 'calibrating' ? CALIBRATION_DOTS : VALIDATION_DOTS;
  return toPx(dots[Math.min(context.index, dots.length - 1)]!, context.viewport);
}

const recordSample = { type: 'record', params: ({ context }: { context: GazeCalibrationContext }) => currentDot(context, 'calibrating') } as const;

export const gazeCalibrationMachine = setup({
  types: {
    context: {} as GazeCalibrationContext,
    events: {} as GazeCalibrationEvent,
    input: {} as GazeCalibrationInput,
  },
  actions: {
    // Provided by the app (the gaze engine's clear and record); no-ops here keep the machine free of the camera.
    clearSamples: () => {},
    record: (_, _dot: Point) => {},
    restart: assign({ index: 0, samples: 0, measured: [], score: null }),
    firstDot: assign({ index: 0, samples: 0 }),
    nextDot: assign({ index: ({ context }) => context.index + 1, samples: 0 }),
    countSample: assign({ samples: ({ context }) => context.samples + 1 }),
    startMeasuring: assign({
      measured: ({ context }) => [...context.measured, { dot: currentDot(context, 'validating'), gaze: [] }],
    }),
    collectGaze: assign({
      measured: ({ context, event }) => {
        if (event.type !== 'GAZE' || event.gaze === null) return context.measured;
        const last = context.measured.at(-1);
        if (!last) return context.measured;
        return [...context.measured.slice(0, -1), { dot: last.dot, gaze: [...last.gaze, { x: event.gaze.x, y: event.gaze.y }] }];
      },
    }),
    score: assign({ score: ({ context }) => scoreCalibration(context.measured, context.viewport) }),
    resize: assign({ viewport: ({ context, event }) => (event.type === 'RESIZE' ? event.viewport : context.viewport) }),
  },
  guards: {
    dotSampled: ({ context }) => context.samples >= context.settings.samplesPerDot,
    enoughSamples: ({ context }) => context.samples >= context.settings.minSamples,
    lastCalibrationDot: ({ context }) => context.index >= CALIBRATION_DOTS.length - 1,
    lastValidationDot: ({ context }) => context.index >= VALIDATION_DOTS.length - 1,
  },
  delays: {
    settle: ({ context }) => context.settings.settleMs,
    sampleEvery: ({ context }) => context.settings.sampleEveryMs,
    measure: ({ context }) => context.settings.measureMs,
  },
}).createMachine({
  id: 'gazeCalibration',
  context: ({ input }) => ({
    settings: { ...DEFAULT_CALIBRATION_SETTINGS, ...input.settings },
    viewport: input.viewport,
    index: 0,
    samples: 0,
    measured: [],
    score: null,
  }),
  initial: 'calibrating',
  on: {
    CANCEL: '.cancelled',
    RESIZE: { actions: 'resize' },
  },
  states: {
    calibrating: {
      entry: ['restart', 'clearSamples'],
      initial: 'settling',
      states: {
        settling: {
          after: { settle: 'sampling' },
          on: { CONFIRM: { target: 'sampling', description: 'The user is already looking: start sampling now.' } },
        },
        sampling: {
          entry: [recordSample, 'countSample'],
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                sampleEvery: [
                  { guard: 'dotSampled', target: '#gazeCalibration.calibrating.dotDone' },
                  { target: 'waiting', reenter: true, actions: [recordSample, 'countSample'] },
                ],
              },
            },
          },
          on: {
            CONFIRM: { guard: 'enoughSamples', target: 'dotDone', description: 'A switch press ends the dot early once it has a few samples.' },
          },
        },
        dotDone: {
          always: [{ guard: 'lastCalibrationDot', target: '#gazeCalibration.validating' }, { target: 'settling', actions: 'nextDot' }],
        },
      },
    },
    validating: {
      entry: 'firstDot',
      initial: 'settling',
      states: {
        settling: {
          after: { settle: 'measuring' },
          on: { CONFIRM: 'measuring' },
        },
        measuring: {
          entry: 'startMeasuring',
          on: { GAZE: { actions: 'collectGaze' } },
          after: { measure: 'dotDone' },
        },
        dotDone: {
          always: [{ guard: 'lastValidationDot', target: '#gazeCalibration.scored', actions: 'score' }, { target: 'settling', actions: 'nextDot' }],
        },
      },
    },
    scored: {
      on: {
        REPEAT: 'calibrating',
        DONE: 'done',
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type GazeCalibrationMachine = typeof gazeCalibrationMachine;
