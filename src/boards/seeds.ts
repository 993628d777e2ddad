// The built-in vocabulary as seeded boards: the words in ./vocabulary turned into the one board shape. Each seed
// has a version; raise it when a seed gains words, and a user's board gets the new words (never their removed
// ones back, never over their edits) the next time it is read.
import type { Bilingual } from '@/i18n/language';
import { ANIMALS_OBJECTS } from '@/boards/vocabulary/animals-objects';
import { BODY_PARTS } from '@/boards/vocabulary/body-parts';
import { PHRASE_CATEGORIES } from '@/boards/vocabulary/communication';
import { CONSTRUCTOR_GROUPS } from '@/boards/vocabulary/constructor';
import { DYNAMIC_CATEGORIES } from '@/boards/vocabulary/dynamic';
import { FEELINGS } from '@/boards/vocabulary/feelings';
import { NEEDS } from '@/boards/vocabulary/needs';
import { QUICK_PHRASES } from '@/boards/vocabulary/quick-phrases';
import { builtinScenes, DRAWN_SCENE_SIZE } from '@/boards/vocabulary/scenes';
import type { SimpleCard } from '@/boards/vocabulary/types';
import { labelsOf, WORDS } from '@/boards/vocabulary/words';
import type { BoardRow, BoardType, CardRow, CategoryColor, CategoryRow, Grammar, GridBoardType, Hotspot, ScenePage } from './model';

export const SEED_KEYS = ['dynamic', 'constructor', 'communication', 'needs', 'feelings', 'animals-objects', 'pain', 'quick-phrases', 'scenes'] as const;
export type SeedKey = (typeof SEED_KEYS)[number];

/** Raise a seed's number when its words change; seeds.test.ts keeps the ids stable. */
export const SEED_VERSIONS: Readonly<Record<SeedKey, number>> = {
  dynamic: 1,
  // 2: "Del", a Spanish small word.
  constructor: 2,
  communication: 1,
  needs: 1,
  feelings: 1,
  'animals-objects': 1,
  pain: 1,
  'quick-phrases': 1,
  scenes: 1,
};

export function builtinBoardId(key: SeedKey): string {
  return `builtin-${key}`;
}

export function seedKeyOf(boardId: string): SeedKey | undefined {
  return SEED_KEYS.find((key) => builtinBoardId(key) === boardId);
}

/** The order of the boards' shades before they were data: amber, green, blue, pink, orange, purple, cyan, red. */
const SHADE_CYCLE: readonly CategoryColor[] = ['amber', 'green', 'blue', 'pink', 'orange', 'purple', 'cyan', 'red'];
const shade = (index: number): CategoryColor => SHADE_CYCLE[index % SHADE_CYCLE.length]!;

export interface SeedRows {
  board: BoardRow;
  categories: CategoryRow[];
  cards: CardRow[];
}

interface SeedCategory {
  id: string;
  name: Bilingual;
  color: CategoryColor;
  emoji?: string;
  /** A scene's page: its picture. */
  scene?: ScenePage;
  cards: readonly SeedCard[];
}

interface SeedCard {
  id: string;
  emoji: string;
  label: Bilingual;
  /** What the card says instead of its label, in the languages that give it. */
  spoken?: Bilingual;
  color?: string;
  grammar?: Grammar;
  /** A scene's part: where it is on the page's picture. */
  hotspot?: Hotspot;
}

interface SeedDefinition {
  name: Bilingual;
  type: BoardType;
  categories: readonly SeedCategory[];
}

const boardName = (key: SeedKey): Bilingual => labelsOf((words) => words.boards[key]);

/** What a body part says on the pain page, in the languages that say more than its name. */
function painSaid(id: string): { spoken?: Bilingual } {
  const spoken = labelsOf((words) => words.painSaid?.[id]);
  return Object.keys(spoken).length > 0 ? { spoken } : {};
}

const simple = (cards: readonly SimpleCard[]): SeedCard[] => cards.map(({ id, emoji, label }) => ({ id, emoji, label }));

function single(id: string, name: Bilingual, cards: readonly SeedCard[]): SeedDefinition {
  return { name, type: 'dynamic', categories: [{ id, name, color: 'blue', cards }] };
}

const DEFINITIONS: Readonly<Record<SeedKey, () => SeedDefinition>> = {
  dynamic: () => ({
    name: boardName('dynamic'),
    type: 'dynamic',
    categories: DYNAMIC_CATEGORIES.map((category, index) => ({
      id: category.id,
      name: category.title,
      color: shade(index),
      cards: simple(category.words),
    })),
  }),
  constructor: () => ({
    name: boardName('constructor'),
    type: 'constructor',
    categories: CONSTRUCTOR_GROUPS.map((group, index) => ({
      id: group.id,
      name: group.title,
      color: shade(index),
      cards: group.words.map((word) => {
        const grammar: Grammar = {
          ...(word.person ? { person: word.person } : {}),
          ...(word.forms ? { forms: { ...word.forms } } : {}),
          ...(word.then ? { then: word.then } : {}),
          ...(word.onlyIn ? { onlyIn: [...word.onlyIn] } : {}),
        };
        return { id: word.id, emoji: word.emoji, label: word.label, ...(Object.keys(grammar).length ? { grammar } : {}) };
      }),
    })),
  }),
  communication: () => ({
    name: boardName('communication'),
    type: 'dynamic',
    categories: PHRASE_CATEGORIES.map((category, index) => ({
      id: category.id,
      name: category.label,
      color: shade(index),
      emoji: category.emoji,
      cards: category.phrases.map((phrase) => ({ ...phrase, id: `${category.id}.${phrase.id}` })),
    })),
  }),
  needs: () => single('needs', boardName('needs'), simple(NEEDS)),
  feelings: () => single('feelings', boardName('feelings'), simple(FEELINGS)),
  'animals-objects': () => single('animals-objects', boardName('animals-objects'), simple(ANIMALS_OBJECTS)),
  pain: () => single('body', boardName('pain'), BODY_PARTS.map(({ id, emoji, label }) => ({ id, emoji, label, ...painSaid(id) }))),
  scenes: () => ({
    name: boardName('scenes'),
    type: 'scene',
    categories: builtinScenes().map((scene, index) => ({
      id: scene.id,
      name: scene.name,
      color: shade(index),
      scene: { picture: { kind: 'drawn', drawing: scene.id }, ...DRAWN_SCENE_SIZE },
      cards: [
        ...scene.parts.map(({ id, emoji, at: [x, y, width, height], label, spoken }) => ({
          id,
          emoji,
          label,
          ...(spoken ? { spoken } : {}),
          hotspot: { kind: 'rect', x: x / DRAWN_SCENE_SIZE.width, y: y / DRAWN_SCENE_SIZE.height, width: width / DRAWN_SCENE_SIZE.width, height: height / DRAWN_SCENE_SIZE.height } as const,
        })),
        ...scene.row.map(({ id, emoji, label, spoken }) => ({ id, emoji, label, ...(spoken ? { spoken } : {}) })),
      ],
    })),
  }),
  'quick-phrases': () =>
    single(
      'quick-phrases',
      boardName('quick-phrases'),
      QUICK_PHRASES.map(({ id, emoji, label, color }) => ({ id, emoji, label, color })),
    ),
};

/** The rows of a built-in board as the seed has them, stamped `now`. */
export function seedRows(key: SeedKey, now: number): SeedRows {
  const definition = DEFINITIONS[key]();
  const boardId = builtinBoardId(key);
  return {
    board: {
      id: boardId,
      name: definition.name,
      type: definition.type,
      columns: 0,
      origin: 'builtin',
      seedKey: key,
      seedVersion: SEED_VERSIONS[key],
      seedLanguages: [...WORDS.keys()].sort(),
      removedSeedIds: [],
      createdAt: now,
      updatedAt: now,
    },
    ...rowsOf(boardId, definition.categories, now, false),
  };
}

function rowsOf(boardId: string, categories: readonly SeedCategory[], now: number, isCustom: boolean) {
  return {
    categories: categories.map(
      (category, order): CategoryRow => ({
        boardId,
        id: category.id,
        name: category.name,
        color: category.color,
        ...(category.emoji ? { symbol: { kind: 'emoji', emoji: category.emoji } } : {}),
        ...(category.scene ? { scene: category.scene } : {}),
        order,
        updatedAt: now,
      }),
    ),
    cards: categories.flatMap((category) =>
      category.cards.map(
        (card, order): CardRow => ({
          boardId,
          id: card.id,
          categoryId: category.id,
          label: card.label,
          ...(card.spoken ? { spoken: card.spoken } : {}),
          symbol: { kind: 'emoji', emoji: card.emoji },
          ...(card.color ? { color: card.color } : {}),
          ...(card.grammar ? { grammar: card.grammar } : {}),
          ...(card.hotspot ? { hotspot: card.hotspot } : {}),
          order,
          isCustom,
          updatedAt: now,
        }),
      ),
    ),
  };
}

/**
 * The cards a new board of a type starts with (spec 001 §5: changing the type resets the cards to that type's
 * defaults). A dynamic board gets the spec's 64 cards, 8 in each of its 8 categories (the built-in dynamic board's
 * categories after "Initial"); a constructor board the grammar groups.
 */
export function defaultContent(type: GridBoardType, boardId: string, now: number): Pick<SeedRows, 'categories' | 'cards'> {
  const { categories } = DEFINITIONS[type]();
  const chosen = type === 'dynamic' ? categories.filter((category) => category.id !== 'initial') : categories;
  return rowsOf(boardId, chosen, now, false);
}
