// A scene's page in use (issue 40): which hotspot is lit with its words over the photo, and whether the hotspots are
// drawn — always, once the photo is first touched, or never (a beginning communicator explores the photo itself).
// Pure logic: the screen says the hotspot and draws what the context holds.
import { assertEvent, assign, setup } from 'xstate';

/** How long a chosen hotspot stays lit with its words, when nothing else is chosen. */
export const LIT_MS = 6000;

export type HotspotDisplay = 'always' | 'firstTouch' | 'never';

export interface SceneContext {
  display: HotspotDisplay;
  /** The photo has been touched since the page opened (draws the hotspots when shown on a first touch). */
  touched: boolean;
  /** The hotspot whose words are shown, lit. */
  lit: string | null;
}

export type SceneEvent =
  | { type: 'CHOOSE'; id: string }
  /** A touch on the photo outside every hotspot: it says nothing, but is a first touch. */
  | { type: 'TOUCH' }
  | { type: 'CLOSE' }
  /** Another page (or the same page opened again): nothing lit, not touched yet. */
  | { type: 'PAGE'; display: HotspotDisplay };

export const sceneMachine = setup({
  types: {
    context: {} as SceneContext,
    events: {} as SceneEvent,
    input: {} as { display: HotspotDisplay },
  },
  actions: {
    light: assign({
      lit: ({ event }) => {
        assertEvent(event, 'CHOOSE');
        return event.id;
      },
      touched: true,
    }),
    markTouched: assign({ touched: true }),
    clear: assign({ lit: null }),
    newPage: assign(({ event }) => {
      assertEvent(event, 'PAGE');
      return { display: event.display, touched: false, lit: null };
    }),
  },
  delays: { lit: LIT_MS },
}).createMachine({
  id: 'scene',
  context: ({ input }) => ({ display: input.display, touched: false, lit: null }),
  initial: 'idle',
  on: {
    PAGE: { target: '.idle', actions: 'newPage' },
  },
  states: {
    idle: {
      on: {
        CHOOSE: { target: 'lit', actions: 'light' },
        TOUCH: { actions: 'markTouched' },
      },
    },
    lit: {
      after: { lit: { target: 'idle', actions: 'clear' } },
      on: {
        // reenter: another hotspot (or the same again) restarts its time.
        CHOOSE: { target: 'lit', reenter: true, actions: 'light' },
        TOUCH: { description: 'A touch outside the hotspots leaves the lit one as it is: it says nothing.', actions: 'markTouched' },
        CLOSE: { target: 'idle', actions: 'clear' },
      },
    },
  },
});

/** Whether the hotspots are drawn now (a hotspot being scanned or lit is drawn whatever this says). */
export function hotspotsShown({ display, touched }: Pick<SceneContext, 'display' | 'touched'>): boolean {
  return display === 'always' || (display === 'firstTouch' && touched);
}
