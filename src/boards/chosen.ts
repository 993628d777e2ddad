// Which board the dynamic and constructor modes show on this device (default: the built-in ones), saved as the
// 'chosen-boards' setting; a bad stored value gives the defaults.
import { createSettingStore } from '@/storage/setting-store';
import { builtinBoardId } from './seeds';

export type BoardMode = 'dynamic' | 'constructor';
export type ChosenBoards = Readonly<Record<BoardMode, string>>;

export const CHOSEN_BOARDS_KEY = 'chosen-boards';
export const DEFAULT_CHOSEN_BOARDS: ChosenBoards = Object.freeze({ dynamic: builtinBoardId('dynamic'), constructor: builtinBoardId('constructor') });

function parse(stored: unknown): ChosenBoards | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { dynamic, constructor } = stored as Record<string, unknown>;
  const valid = (id: unknown): id is string => typeof id === 'string' && id.length > 0 && id.length <= 100;
  return valid(dynamic) && valid(constructor) ? { dynamic, constructor } : undefined;
}

export const chosenBoards = createSettingStore(CHOSEN_BOARDS_KEY, parse, DEFAULT_CHOSEN_BOARDS);

export function chooseBoard(mode: BoardMode, boardId: string): Promise<void> {
  return chosenBoards.set({ ...chosenBoards.get(), [mode]: boardId });
}

/**
 * A board the dynamic or constructor mode can show: a family's own, or those two modes' built-in boards. A built-in
 * page's board (needs, feelings…) belongs to its page; its type means nothing to a family.
 */
export function isModeBoard(board: { origin: string; seedKey?: string; type?: string }): boolean {
  if (board.type === 'scene') return false; // every scene is in the scenes mode: none is chosen
  return board.origin === 'custom' || board.seedKey === 'dynamic' || board.seedKey === 'constructor';
}

/** The mode a board is shown in, if any: a built-in page's own mode, or the mode it was chosen for. */
export function modeOfBoard(board: { id: string; seedKey?: string; type: string }, chosen: ChosenBoards): string | null {
  if (board.type === 'scene') return 'scenes';
  if (chosen.dynamic === board.id) return 'dynamic';
  if (chosen.constructor === board.id) return 'constructor';
  if (board.seedKey && board.seedKey !== 'dynamic' && board.seedKey !== 'constructor') return board.seedKey;
  return null;
}
