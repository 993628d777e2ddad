// The boards on this device as My boards lists them, live: the built-in ones first (in the modes' order), then the
// family's own by creation. A row that is not a board is counted, not shown.
import { liveQuery } from 'dexie';
import { database } from '@/storage/store';
import { boardRowSchema, type BoardRow } from './model';
import { SEED_KEYS, builtinBoardId, seedKeyOf, seedRows, type SeedKey } from './seeds';
import { ensureAllSeeds } from './store';

export interface BoardSummary {
  id: string;
  name: BoardRow['name'];
  type: BoardRow['type'];
  origin: BoardRow['origin'];
  seedKey?: SeedKey;
  cardCount: number;
  /** A built-in board whose stored row could not be read: the modes show its seed; restoring repairs it. */
  damaged?: boolean;
}

export type BoardList =
  | { status: 'loading' }
  | { status: 'ready'; boards: BoardSummary[]; unreadable: number; editable: boolean };

const seedOrder = (id: string) => {
  const index = SEED_KEYS.findIndex((key) => builtinBoardId(key) === id);
  return index < 0 ? SEED_KEYS.length : index;
};

function seedSummaries(): BoardSummary[] {
  return SEED_KEYS.map((key) => {
    const { board, cards } = seedRows(key, 0);
    return { id: board.id, name: board.name, type: board.type, origin: 'builtin', seedKey: key, cardCount: cards.length };
  });
}

export function watchBoardList(listener: (list: BoardList) => void): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  void database().then((db) => {
    if (stopped) return;
    if (!db) {
      listener({ status: 'ready', boards: seedSummaries(), unreadable: 0, editable: false });
      return;
    }
    // Built-in boards not stored yet are listed from their seeds while they are being stored.
    void ensureAllSeeds();
    const subscription = liveQuery(async () => {
      const rows = await db.boards.toArray();
      let unreadable = 0;
      const boards: (BoardSummary & { createdAt: number })[] = [];
      for (const raw of rows) {
        const parsed = boardRowSchema.safeParse(raw);
        if (!parsed.success) {
          const key = seedKeyOf(String((raw as { id?: unknown }).id));
          const seed = key ? seedSummaries().find((summary) => summary.seedKey === key) : undefined;
          if (seed) boards.push({ ...seed, damaged: true, createdAt: 0 });
          else unreadable += 1;
          continue;
        }
        const row = parsed.data;
        const cardCount = await db.boardCards.where('boardId').equals(row.id).count();
        boards.push({ id: row.id, name: row.name, type: row.type, origin: row.origin, ...(row.seedKey ? { seedKey: row.seedKey as SeedKey } : {}), cardCount, createdAt: row.createdAt });
      }
      for (const seed of seedSummaries()) if (!boards.some((board) => board.id === seed.id)) boards.push({ ...seed, createdAt: 0 });
      boards.sort((a, b) => seedOrder(a.id) - seedOrder(b.id) || a.createdAt - b.createdAt);
      return { boards: boards.map(({ createdAt: _c, ...summary }) => summary), unreadable };
    }).subscribe({
      next: ({ boards, unreadable }) => listener({ status: 'ready', boards, unreadable, editable: true }),
      error: (error: unknown) => {
        console.warn('The boards could not be listed', error);
        listener({ status: 'ready', boards: seedSummaries(), unreadable: 0, editable: false });
      },
    });
    unsubscribe = () => subscription.unsubscribe();
  });
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
