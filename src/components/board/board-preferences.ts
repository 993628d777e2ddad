// How the word boards (dynamic and constructor modes) look on this device: coloured cards, uppercase labels and
// the lateral layout. One shared value, saved as the 'board-preferences' setting; a bad stored value gives defaults.
import { readSetting, writeSetting } from '@/storage/store';

export interface BoardPreferences {
  colored: boolean;
  uppercase: boolean;
  lateral: boolean;
}

export const BOARD_PREFERENCES_KEY = 'board-preferences';
export const DEFAULT_BOARD_PREFERENCES: BoardPreferences = Object.freeze({ colored: true, uppercase: false, lateral: false });

export function isBoardPreferences(value: unknown): value is BoardPreferences {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.colored === 'boolean' && typeof v.uppercase === 'boolean' && typeof v.lateral === 'boolean';
}

let current: BoardPreferences = DEFAULT_BOARD_PREFERENCES;
let loading: Promise<void> | null = null;
let changes = 0;
const listeners = new Set<() => void>();

/** Reads the saved value once per page; a change made while it loads wins over what was stored. */
export function loadBoardPreferences(): Promise<void> {
  const before = changes;
  loading ??= readSetting(BOARD_PREFERENCES_KEY, isBoardPreferences, DEFAULT_BOARD_PREFERENCES).then((saved) => {
    if (changes === before) publish(saved);
  });
  return loading;
}

export function getBoardPreferences(): BoardPreferences {
  return current;
}

export function setBoardPreferences(partial: Partial<BoardPreferences>): Promise<void> {
  changes += 1;
  publish({ ...current, ...partial });
  return writeSetting(BOARD_PREFERENCES_KEY, current);
}

export function subscribeBoardPreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: back to the defaults, as on a fresh page. */
export function resetBoardPreferencesForTests(): void {
  current = DEFAULT_BOARD_PREFERENCES;
  loading = null;
  changes = 0;
}

function publish(next: BoardPreferences): void {
  current = next;
  for (const listener of listeners) listener();
}
