// How the word boards (dynamic and constructor modes) look on this device: coloured cards, uppercase labels and
// the lateral layout. One shared value, saved as the 'board-preferences' setting; a bad stored value gives defaults.
import { DEFAULT_BOARD_LOOK, noteBoardLook, type BoardLook } from '@/boards/own-boards';
import { createSettingStore } from '@/storage/setting-store';

export type BoardPreferences = BoardLook;

export const BOARD_PREFERENCES_KEY = 'board-preferences';
export const DEFAULT_BOARD_PREFERENCES: BoardPreferences = DEFAULT_BOARD_LOOK;

export function isBoardPreferences(value: unknown): value is BoardPreferences {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.colored === 'boolean' && typeof v.uppercase === 'boolean' && typeof v.lateral === 'boolean';
}

const store = createSettingStore(BOARD_PREFERENCES_KEY, (stored) => (isBoardPreferences(stored) ? stored : undefined), DEFAULT_BOARD_PREFERENCES);

/**
 * Reads the saved value once per page; a change made while it loads wins over what was stored. What it read is
 * noted for the boot (own-boards.ts), so a look saved before that note existed (or restored) counts from now on.
 */
export function loadBoardPreferences(): Promise<BoardPreferences> {
  return store.load().then((prefs) => {
    noteBoardLook(prefs);
    return prefs;
  });
}
export const getBoardPreferences = store.get;
export const subscribeBoardPreferences = store.subscribe;
/** For tests: back to the defaults, as on a fresh page. */
export const resetBoardPreferencesForTests = store.resetForTests;

export function setBoardPreferences(partial: Partial<BoardPreferences>): Promise<void> {
  const next = { ...store.get(), ...partial };
  noteBoardLook(next);
  return store.set(next);
}
