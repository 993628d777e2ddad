// The full-screen card overlay's timeline (spec 000 §2.11, §4): open with a progress bar, the close hint after
// 3 s, a CLOSE shows the close message for a moment and then clears. Pure logic: the UI provides stopSound.
import { assertEvent, assign, setup } from 'xstate';

/** After this long the progress bar is replaced by the 'tap anywhere to close' hint (spec §9: close hint). */
export const CLOSE_HINT_MS = 3000;
/** How long the close message stays before the overlay clears: long enough to read a word, short enough to move on. */
export const CLOSE_MESSAGE_MS = 700;

export interface FullScreenCardContent {
  label: string;
  /** null: a card of words only, shown with no picture. */
  symbol?: string | null;
  /** Emojis shown in a row above the main one (the constructor's and guided mode's sentences); null draws none. */
  emojiSequence?: readonly (string | null)[];
  uppercase?: boolean;
  /** Shown while closing; the UI's default text is used when absent. */
  closeMessage?: string;
  /** How long the close message stays (Inclusive City's label card: 1 s); CLOSE_MESSAGE_MS when absent. */
  closeMessageMs?: number;
  /**
   * Closes by itself this long after opening (the inclusive mode's 3 s), at once and without the close message,
   * so a person who cannot tap is not left behind a card. Sound is not stopped: the phrase may finish.
   */
  autoCloseMs?: number;
}

export type FullScreenCardEvent = { type: 'SHOW'; card: FullScreenCardContent } | { type: 'CLOSE' };

export interface FullScreenCardContext {
  card: FullScreenCardContent | null;
  /** Counts cards shown, so the UI can restart its progress bar when a card replaces another. */
  shown: number;
}

export const fullScreenCardMachine = setup({
  types: {
    context: {} as FullScreenCardContext,
    events: {} as FullScreenCardEvent,
  },
  actions: {
    showCard: assign({
      card: ({ event }) => {
        assertEvent(event, 'SHOW');
        return event.card;
      },
      shown: ({ context }) => context.shown + 1,
    }),
    clearCard: assign({ card: null }),
    // Provided by the app (stopAll); a no-op here keeps the machine free of audio.
    stopSound: () => {},
  },
  guards: {
    closesByItself: ({ context }) => context.card?.autoCloseMs !== undefined,
  },
  delays: {
    closeHint: CLOSE_HINT_MS,
    closeMessage: ({ context }) => Math.min(5000, Math.max(0, context.card?.closeMessageMs ?? CLOSE_MESSAGE_MS)),
    // Without autoCloseMs the timer still runs once and the closesByItself guard drops it.
    autoClose: ({ context }) => Math.max(0, context.card?.autoCloseMs ?? 0),
  },
}).createMachine({
  id: 'fullScreenCard',
  context: { card: null, shown: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: { SHOW: { target: 'open', actions: 'showCard' } },
    },
    open: {
      initial: 'progress',
      states: {
        progress: { after: { closeHint: 'hint' } },
        hint: {},
      },
      after: {
        autoClose: {
          guard: 'closesByItself',
          target: 'closed',
          actions: 'clearCard',
          description: 'A card shown with autoCloseMs clears by itself; a new SHOW restarts the timer.',
        },
      },
      on: {
        SHOW: {
          target: 'open',
          reenter: true,
          actions: 'showCard',
          description: 'A new card replaces the one shown and starts its own progress bar again.',
        },
        CLOSE: { target: 'closing', actions: 'stopSound' },
      },
    },
    closing: {
      after: { closeMessage: { target: 'closed', actions: 'clearCard' } },
      on: {
        SHOW: {
          target: 'open',
          actions: 'showCard',
          description: 'A card chosen during the close message opens at once instead of being lost.',
        },
      },
    },
  },
});
