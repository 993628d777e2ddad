// Owns: building the built-in boards a page written at build time shows, exactly as the build drew them, for the
// browser's first render to take that page over (seed-first.ts).
import { arrange } from './arrange';
import { drawFirst, type ReadyView } from './seed-first';
import { seedKeyOf, seedRows } from './seeds';

/** From now until `endSeedsFirst`, these built-in boards are drawn from the build's own copy. */
export function startSeedsFirst(boardIds: readonly string[]): void {
  const views = new Map<string, ReadyView>();
  for (const id of boardIds) {
    const key = seedKeyOf(id);
    if (!key) continue;
    // A fixed time: the rows' times are not drawn, and the build and the browser must make the same board.
    const { board, categories, cards } = seedRows(key, 0);
    views.set(id, { status: 'ready', board: arrange(board, categories, cards), problems: [], stored: true });
  }
  drawFirst(views);
}
