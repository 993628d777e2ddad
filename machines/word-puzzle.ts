// The word puzzle (spec 001 §4, §5, §9): the user types or picks a word, and rebuilds it from letter tiles mixed
// with distractor letters. A placed tile plays its letter's sound (not twice within 1 s for the same slot and
// tile, nor over a sound still playing). Once every slot is filled the word is checked 500 ms later: correct, the
// word is spoken and congratulated; incorrect, a toast, and 1.5 s later the slots and used tiles are cleared.
import { assign, emit, enqueueActions, setup } from 'xstate';

export const WORD_LIMITS = { minLetters: 2, maxLetters: 15 } as const;
/** Spec 001 §9: the check 500 ms after the last slot is filled, a wrong word cleared after 1.5 s, a letter's sound not repeated within 1 s. */
export const WORD_TIMING = { checkMs: 500, clearMs: 1500, repeatGuardMs: 1000 } as const;

export type WordError = 'minLetters' | 'tooLong' | 'onlyLetters';

/** Latin letters with the Portuguese accents, either case (spec 001 §5). */
const LETTERS = /^[a-zà-âãçé-êíó-õú]+$/iu;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

export interface LetterTile {
  /** correct-N for the word's own letters, distractor-N for the others. */
  id: string;
  letter: string;
  /** Which occurrence of that letter in the word (0 for the first): picks between a vowel's pictures. */
  variantIndex: number;
}

export interface PlacedLetter {
  letter: string;
  letterId: string;
}

export interface WordPuzzleContext {
  word: string;
  tiles: LetterTile[];
  slots: (PlacedLetter | null)[];
  /** The last sound played: slot, tile and when (ms), for the 1 s guard. */
  lastSound: { slot: number; tile: string; at: number } | null;
  /** Words played in this visit. */
  played: string[];
  random: () => number;
  now: () => number;
  /** Whether a sound is playing now (the screen asks the speech runtime). */
  audioBusy: () => boolean;
}

export type WordPuzzleEvent =
  | { type: 'START'; text: string }
  | { type: 'PLACE'; tile: string; slot: number }
  | { type: 'UNPLACE'; slot: number }
  | { type: 'NEW' };

export type WordPuzzleEmitted =
  | { type: 'invalid'; error: WordError }
  | { type: 'letterSound'; letter: string }
  | { type: 'solved'; word: string }
  | { type: 'tryAgain' };

export interface WordPuzzleInput {
  random?: () => number;
  now?: () => number;
  audioBusy?: () => boolean;
}

/** Spec 001 §5: trimmed and lower-cased; null when it can be played. */
export function validateWord(text: string): WordError | null {
  const word = text.trim().toLocaleLowerCase('pt');
  const length = [...word].length;
  if (length < WORD_LIMITS.minLetters) return 'minLetters';
  if (length > WORD_LIMITS.maxLetters) return 'tooLong';
  return LETTERS.test(word) ? null : 'onlyLetters';
}

/** Spec 001 §9: min(4, ceil(length × 0.5)). */
export function distractorCount(length: number): number {
  return Math.min(4, Math.ceil(length * 0.5));
}

const baseLetter = (letter: string) => letter.normalize('NFD').replace(/\p{M}/gu, '');

/** The word's letters (each with its occurrence) and distractors from letters not in the word, shuffled. */
export function tilesFor(word: string, random: () => number): LetterTile[] {
  const letters = [...word];
  const seen = new Map<string, number>();
  const own = letters.map((letter, i): LetterTile => {
    const variantIndex = seen.get(letter) ?? 0;
    seen.set(letter, variantIndex + 1);
    return { id: `correct-${i}`, letter, variantIndex };
  });
  const inWord = new Set(letters.map(baseLetter));
  const others = [...ALPHABET].filter((letter) => !inWord.has(letter));
  const distractors: LetterTile[] = [];
  for (let i = 0; i < distractorCount(letters.length) && others.length > 0; i++) {
    const [letter] = others.splice(Math.floor(random() * others.length), 1);
    distractors.push({ id: `distractor-${i}`, letter: letter as string, variantIndex: 0 });
  }
  const all = [...own, ...distractors];
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j] as LetterTile, all[i] as LetterTile];
  }
  return all;
}

export const wordPuzzleMachine = setup({
  types: {
    context: {} as WordPuzzleContext,
    events: {} as WordPuzzleEvent,
    emitted: {} as WordPuzzleEmitted,
    input: {} as WordPuzzleInput,
  },
  actions: {
    begin: assign(({ context, event }) => {
      if (event.type !== 'START') return {};
      const word = event.text.trim().toLocaleLowerCase('pt');
      return {
        word,
        tiles: tilesFor(word, context.random),
        slots: [...word].map(() => null),
        lastSound: null,
        played: context.played.includes(word) ? context.played : [...context.played, word],
      };
    }),
    place: assign(({ context, event }) => {
      if (event.type !== 'PLACE') return {};
      const tile = context.tiles.find((t) => t.id === event.tile);
      if (!tile) return {};
      // Spec §4: a tile placed elsewhere leaves its old slot; an occupied slot frees its earlier letter.
      const slots = context.slots.map((placed, slot) =>
        slot === event.slot ? { letter: tile.letter, letterId: tile.id } : placed?.letterId === tile.id ? null : placed,
      );
      return { slots };
    }),
    /** The placed letter's sound, unless the same tile went into the same slot within 1 s or a sound still plays. */
    sound: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'PLACE') return;
      const tile = context.tiles.find((t) => t.id === event.tile);
      if (!tile) return;
      const at = context.now();
      const last = context.lastSound;
      const repeated = last !== null && last.slot === event.slot && last.tile === event.tile && at - last.at < WORD_TIMING.repeatGuardMs;
      if (repeated || context.audioBusy()) return;
      enqueue.assign({ lastSound: { slot: event.slot, tile: event.tile, at } });
      enqueue.emit({ type: 'letterSound', letter: tile.letter });
    }),
    unplace: assign({
      slots: ({ context, event }) => (event.type === 'UNPLACE' ? context.slots.map((placed, slot) => (slot === event.slot ? null : placed)) : context.slots),
    }),
    clear: assign(({ context }) => ({ slots: context.slots.map(() => null) })),
    emitInvalid: emit(({ event }) => ({ type: 'invalid' as const, error: (event.type === 'START' ? validateWord(event.text) : null) ?? 'minLetters' })),
    emitSolved: emit(({ context }) => ({ type: 'solved' as const, word: context.word })),
    emitTryAgain: emit({ type: 'tryAgain' }),
  },
  guards: {
    valid: ({ event }) => event.type === 'START' && validateWord(event.text) === null,
    canPlace: ({ context, event }) =>
      event.type === 'PLACE' &&
      Number.isInteger(event.slot) &&
      event.slot >= 0 &&
      event.slot < context.slots.length &&
      context.tiles.some((t) => t.id === event.tile) &&
      context.slots[event.slot]?.letterId !== event.tile, // the same tile into the same slot: ignored
    filledSlot: ({ context, event }) => event.type === 'UNPLACE' && context.slots[event.slot] != null,
    full: ({ context }) => context.slots.length > 0 && context.slots.every((s) => s !== null),
    solved: ({ context }) => context.slots.map((s) => s?.letter ?? '').join('') === context.word,
  },
  delays: {
    check: WORD_TIMING.checkMs,
    clear: WORD_TIMING.clearMs,
  },
}).createMachine({
  id: 'wordPuzzle',
  context: ({ input }) => ({
    word: '',
    tiles: [],
    slots: [],
    lastSound: null,
    played: [],
    random: input?.random ?? Math.random,
    now: input?.now ?? (() => performance.now()),
    audioBusy: input?.audioBusy ?? (() => false),
  }),
  initial: 'input',
  states: {
    input: {
      on: {
        START: [{ guard: 'valid', target: 'playing', actions: 'begin' }, { actions: 'emitInvalid' }],
      },
    },
    playing: {
      initial: 'idle',
      on: {
        NEW: '#wordPuzzle.input',
        START: [{ guard: 'valid', target: '#wordPuzzle.playing', reenter: true, actions: 'begin' }, { actions: 'emitInvalid' }],
      },
      states: {
        idle: {
          on: {
            PLACE: { guard: 'canPlace', target: 'placed', actions: ['place', 'sound'] },
            UNPLACE: { guard: 'filledSlot', actions: 'unplace' },
          },
        },
        placed: {
          always: [{ guard: 'full', target: 'checking' }, { target: 'idle' }],
        },
        checking: {
          description: 'Every slot filled: checked 500 ms later; a change meanwhile is checked again.',
          after: { check: [{ guard: 'solved', target: 'correct' }, { target: 'incorrect' }] },
          on: {
            PLACE: { guard: 'canPlace', target: 'placed', actions: ['place', 'sound'], reenter: true },
            UNPLACE: { guard: 'filledSlot', target: 'idle', actions: 'unplace' },
          },
        },
        correct: { entry: 'emitSolved' },
        incorrect: {
          entry: 'emitTryAgain',
          after: { clear: { target: 'idle', actions: 'clear' } },
        },
      },
    },
  },
});
