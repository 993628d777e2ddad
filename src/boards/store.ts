// Owns: the one door to writing the board tables (src/boards is their only writer). The concerns are in their own
// files — seeding, board, card and category edits, card use, media, received boards — and this file gathers them.
// Each edit is one transaction on the rows it changes, so two tabs editing different cards never undo each other
// (the last write wins per card) and a failed write (quota) leaves the card as it was.
export { BoardWriteError } from './write';
export * from './seeding';
export * from './board-edits';
export * from './card-edits';
export * from './category-edits';
export * from './card-use';
export * from './media-store';
export * from './received';
