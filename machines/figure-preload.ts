// The figures' first-visit preload (spec 001 §2, §4, §9): a full-screen overlay that fetches the first 40 figures
// for offline use, showing real progress (figures done out of 40) and how many pictures the device keeps. It is not
// shown when 20 or more pictures are kept already or the device is offline; it finishes with 100 % and 'Carregamento
// Concluído!' for 1 s, then closes. A failing preload closes it at once; Skip closes it at any time (the bundled
// symbols are always there, so nobody ever waits for it).
import { assign, setup } from 'xstate';

/** Spec 001 §9: the overlay shows 40 figures. */
export const PRELOAD_TOTAL = 40;
/** Spec 001 §4: enough pictures kept already: no overlay. */
export const PRELOAD_ENOUGH = 20;
/** Spec 001 §4: the finished overlay closes after 1 s. */
export const PRELOAD_DONE_MS = 1000;

export interface PreloadContext {
  total: number;
  done: number;
  /** Pictures kept on the device. */
  cached: number;
}

export type PreloadEvent =
  | { type: 'CHECKED'; cached: number; online: boolean }
  | { type: 'PROGRESS'; done: number; cached: number }
  | { type: 'FINISHED'; cached: number }
  | { type: 'FAILED' }
  | { type: 'SKIP' };

export const figurePreloadMachine = setup({
  types: { context: {} as PreloadContext, events: {} as PreloadEvent },
  guards: {
    needed: ({ event }) => event.type === 'CHECKED' && event.online && event.cached < PRELOAD_ENOUGH,
  },
}).createMachine({
  id: 'figurePreload',
  context: { total: PRELOAD_TOTAL, done: 0, cached: 0 },
  initial: 'checking',
  states: {
    checking: {
      on: {
        CHECKED: [
          { guard: 'needed', target: 'loading', actions: assign({ cached: ({ event }) => event.cached }) },
          { target: 'closed', actions: assign({ cached: ({ event }) => event.cached }) },
        ],
        SKIP: 'closed',
      },
    },
    loading: {
      on: {
        PROGRESS: {
          actions: assign({
            // Progress never goes back, and never past the total.
            done: ({ context, event }) => Math.min(context.total, Math.max(context.done, event.done)),
            cached: ({ event }) => event.cached,
          }),
        },
        FINISHED: { target: 'complete', actions: assign({ done: ({ context }) => context.total, cached: ({ event }) => event.cached }) },
        FAILED: 'closed',
        SKIP: 'closed',
      },
    },
    complete: {
      after: { [PRELOAD_DONE_MS]: 'closed' },
      on: { SKIP: 'closed' },
    },
    closed: { type: 'final' },
  },
});

/** The progress bar's percentage. */
export function preloadPercent(context: PreloadContext): number {
  return context.total > 0 ? Math.round((context.done / context.total) * 100) : 100;
}
