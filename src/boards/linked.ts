// A board and every board its cards open (folders), read from the device: the first is the board asked for, then
// the others in the order the links reach them. At most `limit` boards, so a loop of links or a huge set ends.
// A built-in board not yet stored comes from its seed, as on screen.
import { database } from '@/storage/store';
import type { Board } from './model';
import { readBoard } from './read';

export const LINKED_LIMIT = 500;

export async function readLinkedBoards(rootId: string, limit = LINKED_LIMIT): Promise<Board[]> {
  const db = await database();
  if (!db) return [];
  const boards: Board[] = [];
  const queue = [rootId];
  const seen = new Set(queue);
  while (queue.length > 0 && boards.length < limit) {
    const read = await readBoard(db, queue.shift()!);
    if (read.status !== 'ready') continue;
    boards.push(read.board);
    for (const card of read.board.categories.flatMap((category) => category.cards)) {
      if (card.linkBoardId && !seen.has(card.linkBoardId)) {
        seen.add(card.linkBoardId);
        queue.push(card.linkBoardId);
      }
    }
  }
  return boards;
}
