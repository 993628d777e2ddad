// Owns: the built-in boards drawn before the device's database answers, on a page written at build time with them
// (issue 27). The first render must draw exactly what the page's HTML holds, so React takes the cards over instead
// of drawing them again; the boot script has already checked that this device's boards are the built-in ones. Only
// for the page first opened: a later screen reads the device, as every screen does.
// The seeds themselves load only on such a page (seed-first-views.ts).
import type { BoardRead } from './read';

export type ReadyView = Extract<BoardRead, { status: 'ready' }>;

let drawn: ReadonlyMap<string, ReadyView> | null = null;

/** From now until `endSeedsFirst`, these boards are drawn as given. */
export function drawFirst(views: ReadonlyMap<string, ReadyView>): void {
  drawn = views;
}

export function endSeedsFirst(): void {
  drawn = null;
}

/** The built-in board as the page's HTML shows it, while the first page is being taken over; else null. */
export function seedFirst(boardId: string | null): ReadyView | null {
  return (boardId && drawn?.get(boardId)) || null;
}
