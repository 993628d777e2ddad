// The constructor mode's sentence (spec 000 §2.8, §4, §9): an ordered list of words, Play ↔ Stop, and the
// 100 ms between opening the full-screen sentence and starting its sound. Sound and screen are the caller's:
// the machine emits 'stop', 'open' and 'speak', and hears back 'ENDED' when the sound is over.

import { assign, emit, setup } from 'xstate';

/** Spec 000 §9: constructor play starts audio after 100 ms (the full-screen sentence is shown first). */
export const PLAY_AUDIO_DELAY_MS = 100;

export interface ComposedSentence {
  /** The sentence as said and captioned, with connectives ("Eu preciso de água"). */
  text: string;
  /** One per word; null for a word without a picture. */
  emojiSequence: readonly (string | null)[];
}

export type ConstructorEvent =
  /** `word` is opaque here: the screen's key for a word (and the form it was chosen in). */
  | { type: 'ADD'; word: string }
  | { type: 'REMOVE'; index: number }
  | { type: 'CLEAR' }
  /** The screen composes the sentence from the words (language and connectives are not the machine's). */
  | { type: 'PLAY'; sentence: ComposedSentence }
  | { type: 'STOP' }
  /** The sound of play number `play` ended or was stopped (the full-screen card closed, another sound began). */
  | { type: 'ENDED'; play: number };

export type ConstructorEmitted =
  /** Stop every sound now. */
  | { type: 'stop' }
  | { type: 'open'; sentence: ComposedSentence }
  | { type: 'speak'; text: string; play: number };

export interface ConstructorContext {
  words: readonly string[];
  /** The sentence being played, and which play it is, so a late 'ENDED' of an earlier play is ignored. */
  playing: ComposedSentence | null;
  play: number;
}

export const constructorMachine = setup({
  types: {
    context: {} as ConstructorContext,
    events: {} as ConstructorEvent,
    emitted: {} as ConstructorEmitted,
    input: {} as { words?: readonly string[] },
  },
  actions: {
    addWord: assign({
      words: ({ context, event }) => (event.type === 'ADD' ? [...context.words, event.word] : context.words),
    }),
    removeWord: assign({
      words: ({ context, event }) => (event.type === 'REMOVE' ? context.words.filter((_, i) => i !== event.index) : context.words),
    }),
    clearWords: assign({ words: [] }),
    startPlay: assign({
      playing: ({ event }) => (event.type === 'PLAY' ? event.sentence : null),
      play: ({ context }) => context.play + 1,
    }),
    endPlay: assign({ playing: null }),
    emitStop: emit({ type: 'stop' }),
    emitOpen: emit(({ context }) => ({ type: 'open' as const, sentence: context.playing! })),
    emitSpeak: emit(({ context }) => ({ type: 'speak' as const, text: context.playing!.text, play: context.play })),
  },
  guards: {
    hasWords: ({ context }) => context.words.length > 0,
    wordExists: ({ context, event }) => event.type === 'REMOVE' && event.index >= 0 && event.index < context.words.length,
    isThisPlay: ({ context, event }) => event.type === 'ENDED' && event.play === context.play,
  },
  delays: {
    audioDelay: PLAY_AUDIO_DELAY_MS,
  },
}).createMachine({
  id: 'constructor',
  context: ({ input }) => ({ words: input.words ?? [], playing: null, play: 0 }),
  initial: 'idle',
  on: {
    // From any state: changing the sentence stops what is being said (spec 000 §4).
    ADD: { target: '.idle', actions: ['emitStop', 'endPlay', 'addWord'] },
    REMOVE: { guard: 'wordExists', target: '.idle', actions: ['emitStop', 'endPlay', 'removeWord'] },
    CLEAR: { guard: 'hasWords', target: '.idle', actions: ['emitStop', 'endPlay', 'clearWords'] },
  },
  states: {
    idle: {
      on: {
        PLAY: {
          guard: 'hasWords',
          target: 'playing',
          actions: ['emitStop', 'startPlay'],
          description: 'Play is disabled while the sentence is empty.',
        },
      },
    },
    playing: {
      initial: 'opening',
      entry: 'emitOpen',
      states: {
        opening: {
          after: { audioDelay: { target: 'speaking', actions: 'emitSpeak' } },
          description: 'The full-screen sentence shows first; its sound starts 100 ms later.',
        },
        speaking: {
          on: { ENDED: { guard: 'isThisPlay', target: '#constructor.idle', actions: 'endPlay' } },
        },
      },
      on: {
        STOP: { target: 'idle', actions: ['emitStop', 'endPlay'] },
      },
    },
  },
});
