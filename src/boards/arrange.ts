// A board from rows already checked (read.ts checks the database's; last-shown.ts keeps only rows it checked): its
// categories by order, each with its cards by order. Free of the schemas, so drawing a board does not load them.
import { MANIFESTS } from '@/languages';
import type { Board, BoardRow, CardRow, Category, CategoryRow } from './model';

const ORPHANS_CATEGORY = 'sem-categoria';
const ORPHANS_NAME: Readonly<Record<string, string>> = Object.fromEntries(MANIFESTS.map((manifest) => [manifest.code, manifest.otherCards]));

export function arrange(board: BoardRow, categoryRows: readonly CategoryRow[], cardRows: readonly CardRow[]): Board {
  const categories = [...categoryRows].sort(byOrder);
  const byCategory = new Map<string, Category>(categories.map(({ boardId: _b, updatedAt: _u, ...category }) => [category.id, { ...category, cards: [] }]));
  const orphans: CardRow[] = [];
  for (const card of [...cardRows].sort(byOrder)) (byCategory.get(card.categoryId)?.cards ?? orphans).push(card);
  const list = [...byCategory.values()];
  // A card whose category is gone is still the family's card: it is shown in a category of its own.
  if (orphans.length > 0) list.push({ id: ORPHANS_CATEGORY, name: ORPHANS_NAME, color: 'gray', order: list.length, cards: orphans });
  return { ...board, categories: list };
}

/** The pictures of these boards' cards and scene pages, each once (cards may share one). */
export function cardImageIds(boards: readonly Board[]): string[] {
  const scenes = boards.flatMap((board) => board.categories.flatMap((category) => (category.scene?.picture.kind === 'image' ? [category.scene.picture.mediaId] : [])));
  return [...new Set([...boards.flatMap((board) => allCards(board).flatMap((card) => (card.symbol.kind === 'image' ? [card.symbol.mediaId] : []))), ...scenes])];
}

/** Every card of a board, in category order then card order. */
export function allCards(board: Board): CardRow[] {
  return board.categories.flatMap((category) => category.cards);
}

function byOrder(a: { order: number; id: string }, b: { order: number; id: string }): number {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
