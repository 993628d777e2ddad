// The sentence puzzle (spec 001 §4): the user types or picks a sentence, it is cut into pieces that are shuffled,
// and the user puts them back in order. All slots filled in the right order: correct (the sentence is spoken once,
// the next-sentence panel shows). Filled in a wrong order: incorrect (red), after 1.5 s the red clears and a toast
// says 'Almost there!', 1 s later the slots are emptied and the pieces reshuffled. A placed piece pressed goes back.
import { assign, emit, setup } from 'xstate';

export const SENTENCE_LIMITS = { minWords: 2, maxChars: 200 } as const;
/** Spec 001 §9: wrong sentence clears after 1.5 s, reshuffle 1 s later; a suggestion restarts after 300 ms. */
export const SENTENCE_TIMING = { clearMs: 1500, reshuffleMs: 1000, restartMs: 300 } as const;
/** Spec 001 §9: eight piece colours, cycled. */
export const PIECE_COLOURS = 8;

export type SentenceError = 'minWords' | 'tooLong';

export interface SentencePiece {
  /** piece-N, N its place in the sentence. */
  id: string;
  word: string;
  /** Its index in the sentence. */
  order: number;
  /** 0–7, cycled in sentence order. */
  colour: number;
}

export interface SentencePuzzleContext {
  sentence: string;
  /** In the order they are offered (shuffled). */
  pieces: SentencePiece[];
  /** What each slot holds: a piece id or null. */
  slots: (string | null)[];
  /** Sentences played in this visit (lower-cased), left out of the suggestions. */
  used: string[];
  /** The suggestion the puzzle restarts with. */
  pending: string;
  random: () => number;
}

export type SentencePuzzleEvent =
  | { type: 'START'; text: string }
  /** A suggestion: audio stops, and 300 ms later the puzzle starts again with it. */
  | { type: 'SUGGESTION'; text: string }
  | { type: 'PLACE'; piece: string; slot: number }
  | { type: 'UNPLACE'; slot: number }
  /** 'New Sentence' or back while playing: to the input stage. */
  | { type: 'NEW' };

export type SentencePuzzleEmitted =
  | { type: 'invalid'; error: SentenceError }
  | { type: 'solved'; sentence: string }
  | { type: 'almost' }
  | { type: 'stopAudio' };

export interface SentencePuzzleInput {
  random?: () => number;
}

/** The words of a sentence: trimmed, split on whitespace. */
export function sentenceWords(text: string): string[] {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/) : [];
}

/** Spec 001 §5: null when the sentence can be played, else why not. */
export function validateSentence(text: string): SentenceError | null {
  const trimmed = text.trim();
  if (trimmed.length > SENTENCE_LIMITS.maxChars) return 'tooLong';
  if (sentenceWords(trimmed).length < SENTENCE_LIMITS.minWords) return 'minWords';
  return null;
}

/** Fisher–Yates with the given random source; a sentence of two or more pieces never comes out in its own order. */
export function shuffle<T>(items: readonly T[], random: () => number, differentFrom?: readonly T[]): T[] {
  const out = [...items];
  for (let attempt = 0; attempt < 10; attempt++) {
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    if (!differentFrom || out.length < 2 || out.some((item, i) => item !== differentFrom[i])) return out;
  }
  // A random source that keeps giving the same order: turn it by one, which always differs.
  return [...out.slice(1), out[0] as T];
}

function piecesOf(text: string): SentencePiece[] {
  return sentenceWords(text).map((word, order) => ({ id: `piece-${order}`, word, order, colour: order % PIECE_COLOURS }));
}

const comparable = (word: string) => word.toLocaleLowerCase();

/**
 * Correct when the slots read the sentence. The spec's rule (each slot's piece has the order of its slot) would call
 * "o gato e o cão" wrong for the two "o" swapped, which look the same: the words are compared instead.
 */
export function isSolved(context: Pick<SentencePuzzleContext, 'pieces' | 'slots' | 'sentence'>): boolean {
  const words = sentenceWords(context.sentence);
  return context.slots.every((id, slot) => {
    const piece = context.pieces.find((p) => p.id === id);
    return piece !== undefined && comparable(piece.word) === comparable(words[slot] ?? '');
  });
}

export const sentencePuzzleMachine = setup({
  types: {
    context: {} as SentencePuzzleContext,
    events: {} as SentencePuzzleEvent,
    emitted: {} as SentencePuzzleEmitted,
    input: {} as SentencePuzzleInput,
  },
  actions: {
    begin: assign(({ context }, text: string) => {
      const sentence = text.trim().replace(/\s+/g, ' ');
      const ordered = piecesOf(sentence);
      const key = comparable(sentence);
      return {
        sentence,
        pieces: shuffle(ordered, context.random, ordered),
        slots: ordered.map(() => null),
        used: context.used.includes(key) ? context.used : [...context.used, key],
      };
    }),
    place: assign({
      slots: ({ context, event }) => {
        if (event.type !== 'PLACE') return context.slots;
        return context.slots.map((id, slot) => (slot === event.slot ? event.piece : id));
      },
    }),
    unplace: assign({
      slots: ({ context, event }) => (event.type === 'UNPLACE' ? context.slots.map((id, slot) => (slot === event.slot ? null : id)) : context.slots),
    }),
    reshuffle: assign(({ context }) => ({
      slots: context.slots.map(() => null),
      pieces: shuffle(context.pieces, context.random, context.pieces),
    })),
    keepSuggestion: assign({ pending: ({ context, event }) => (event.type === 'SUGGESTION' ? event.text : context.pending) }),
    emitInvalid: emit(({ event }) => ({ type: 'invalid' as const, error: (event.type === 'START' ? validateSentence(event.text) : null) ?? 'minWords' })),
    emitSolved: emit(({ context }) => ({ type: 'solved' as const, sentence: context.sentence })),
    emitAlmost: emit({ type: 'almost' }),
    emitStopAudio: emit({ type: 'stopAudio' }),
  },
  guards: {
    valid: ({ event }) => event.type === 'START' && validateSentence(event.text) === null,
    pendingValid: ({ context }) => validateSentence(context.pending) === null,
    canPlace: ({ context, event }) =>
      event.type === 'PLACE' &&
      Number.isInteger(event.slot) &&
      context.slots[event.slot] === null && // spec §5: a drop is accepted only into an empty slot
      context.pieces.some((p) => p.id === event.piece) &&
      !context.slots.includes(event.piece),
    filledSlot: ({ context, event }) => event.type === 'UNPLACE' && context.slots[event.slot] != null,
    full: ({ context }) => context.slots.length > 0 && context.slots.every((id) => id !== null),
    solved: ({ context }) => isSolved(context),
  },
  delays: {
    clear: SENTENCE_TIMING.clearMs,
    reshuffle: SENTENCE_TIMING.reshuffleMs,
    restart: SENTENCE_TIMING.restartMs,
  },
}).createMachine({
  id: 'sentencePuzzle',
  context: ({ input }) => ({ sentence: '', pieces: [], slots: [], used: [], pending: '', random: input?.random ?? Math.random }),
  initial: 'input',
  on: {
    SUGGESTION: { target: '.restarting', actions: ['keepSuggestion', 'emitStopAudio'] },
  },
  states: {
    input: {
      on: {
        START: [
          { guard: 'valid', target: 'playing', actions: { type: 'begin', params: ({ event }) => event.text } },
          { actions: 'emitInvalid' },
        ],
      },
    },
    restarting: {
      description: 'A suggestion was picked: audio has stopped; the puzzle starts with it 300 ms later.',
      on: {
        SUGGESTION: { target: 'restarting', reenter: true, actions: ['keepSuggestion', 'emitStopAudio'] },
      },
      after: {
        restart: [
          { guard: 'pendingValid', target: 'playing', actions: { type: 'begin', params: ({ context }) => context.pending } },
          { target: 'input' },
        ],
      },
    },
    playing: {
      initial: 'building',
      on: { NEW: '#sentencePuzzle.input' },
      states: {
        building: {
          on: {
            PLACE: { guard: 'canPlace', target: 'checking', actions: 'place' },
            UNPLACE: { guard: 'filledSlot', actions: 'unplace' },
          },
        },
        checking: {
          always: [
            { guard: 'full', target: 'judged' },
            { target: 'building' },
          ],
        },
        judged: {
          always: [{ guard: 'solved', target: 'correct' }, { target: 'incorrect' }],
        },
        correct: {
          entry: 'emitSolved',
        },
        incorrect: {
          description: 'Red: the order is wrong. After 1.5 s the red clears and the toast says so.',
          after: { clear: { target: 'reshuffling', actions: 'emitAlmost' } },
        },
        reshuffling: {
          description: '1 s after the toast the slots are emptied and the pieces shuffled again.',
          after: { reshuffle: { target: 'building', actions: 'reshuffle' } },
        },
      },
    },
  },
});
