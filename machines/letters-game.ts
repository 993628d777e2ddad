// Letters and sounds (spec 001 §2, §4, §9): a word is built letter by letter from its own letters, each heard as it
// is placed; placed tiles stay in the tray, marked, and the status says how far the word is. Complete and right:
// correct (the word is said, it joins the mastered words, five more are offered and the difficulty can go up).
// Complete but wrong: the status says so and the user swaps letters (a filled slot pressed gives its letter back).
import { assign, emit, enqueueActions, setup } from 'xstate';

export type Level = 'easy' | 'medium' | 'hard';

export interface LettersTile {
  id: string;
  letter: string;
}

export interface LettersContext {
  word: string;
  tiles: LettersTile[];
  /** Which tile each slot holds. */
  slots: (string | null)[];
  level: Level;
  random: () => number;
}

export type LettersEvent =
  | { type: 'START'; word: string }
  | { type: 'PLACE'; tile: string; slot: number }
  | { type: 'UNPLACE'; slot: number }
  /** 'Increase Difficulty': `hardLeft` says whether hard words remain unmastered. */
  | { type: 'HARDER'; hardLeft: boolean }
  | { type: 'BACK' };

export type LettersEmitted =
  | { type: 'letterSound'; letter: string }
  | { type: 'solved'; word: string }
  | { type: 'notYet' }
  | { type: 'challengeAccepted' }
  | { type: 'allMastered' }
  | { type: 'invalid' };

export interface LettersInput {
  random?: () => number;
}

/** A word the game can build: 2 to 15 letters (the same rule as the word puzzle), trimmed and lower-cased. */
export function lettersWord(text: string): string | null {
  const word = text.trim().toLocaleLowerCase('pt');
  const length = [...word].length;
  return length >= 2 && length <= 15 && /^[a-zà-âãçé-êíó-õú]+$/iu.test(word) ? word : null;
}

function tilesOf(word: string, random: () => number): LettersTile[] {
  const tiles = [...word].map((letter, i) => ({ id: `letter-${i}`, letter }));
  for (let attempt = 0; attempt < 10; attempt++) {
    for (let i = tiles.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [tiles[i], tiles[j]] = [tiles[j] as LettersTile, tiles[i] as LettersTile];
    }
    if (tiles.map((t) => t.letter).join('') !== word || new Set(word).size === 1) return tiles;
  }
  return [...tiles.slice(1), tiles[0] as LettersTile];
}

export const lettersGameMachine = setup({
  types: {
    context: {} as LettersContext,
    events: {} as LettersEvent,
    emitted: {} as LettersEmitted,
    input: {} as LettersInput,
  },
  actions: {
    begin: assign(({ context, event }) => {
      if (event.type !== 'START') return {};
      const word = lettersWord(event.word) ?? '';
      return { word, tiles: tilesOf(word, context.random), slots: [...word].map(() => null) };
    }),
    place: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'PLACE') return;
      const tile = context.tiles.find((t) => t.id === event.tile);
      if (!tile) return;
      enqueue.assign({ slots: context.slots.map((id, slot) => (slot === event.slot ? tile.id : id === tile.id ? null : id)) });
      enqueue.emit({ type: 'letterSound', letter: tile.letter });
    }),
    unplace: assign({
      slots: ({ context, event }) => (event.type === 'UNPLACE' ? context.slots.map((id, slot) => (slot === event.slot ? null : id)) : context.slots),
    }),
    emitSolved: emit(({ context }) => ({ type: 'solved' as const, word: context.word })),
    emitNotYet: emit({ type: 'notYet' }),
  },
  guards: {
    valid: ({ event }) => event.type === 'START' && lettersWord(event.word) !== null,
    canPlace: ({ context, event }) =>
      event.type === 'PLACE' &&
      Number.isInteger(event.slot) &&
      event.slot >= 0 &&
      event.slot < context.slots.length &&
      context.slots[event.slot] === null &&
      context.tiles.some((t) => t.id === event.tile) &&
      !context.slots.includes(event.tile),
    filledSlot: ({ context, event }) => event.type === 'UNPLACE' && context.slots[event.slot] != null,
    full: ({ context }) => context.slots.length > 0 && context.slots.every((id) => id !== null),
    right: ({ context }) => context.slots.map((id) => context.tiles.find((t) => t.id === id)?.letter ?? '').join('') === context.word,
    hardLeft: ({ event }) => event.type === 'HARDER' && event.hardLeft,
  },
}).createMachine({
  id: 'lettersGame',
  context: ({ input }) => ({ word: '', tiles: [], slots: [], level: 'easy', random: input?.random ?? Math.random }),
  initial: 'input',
  on: {
    HARDER: [
      { guard: 'hardLeft', actions: [assign({ level: 'hard' }), emit({ type: 'challengeAccepted' })] },
      { actions: emit({ type: 'allMastered' }) },
    ],
  },
  states: {
    input: {
      on: { START: [{ guard: 'valid', target: 'playing', actions: 'begin' }, { actions: emit({ type: 'invalid' }) }] },
    },
    playing: {
      initial: 'building',
      on: {
        BACK: '#lettersGame.input',
        START: { guard: 'valid', target: '#lettersGame.playing', reenter: true, actions: 'begin' },
      },
      states: {
        building: {
          on: {
            PLACE: { guard: 'canPlace', target: 'judging', actions: 'place' },
            UNPLACE: { guard: 'filledSlot', actions: 'unplace' },
          },
        },
        judging: {
          always: [
            { guard: 'full', target: 'complete' },
            { target: 'building' },
          ],
        },
        complete: {
          always: [{ guard: 'right', target: 'correct' }, { target: 'wrong' }],
        },
        wrong: {
          entry: 'emitNotYet',
          on: {
            UNPLACE: { guard: 'filledSlot', target: 'building', actions: 'unplace' },
          },
        },
        correct: { entry: 'emitSolved' },
      },
    },
  },
});
