// The board look as React state: every board screen reads the same saved choice and sees the others' changes.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  DEFAULT_BOARD_PREFERENCES,
  getBoardPreferences,
  loadBoardPreferences,
  setBoardPreferences,
  subscribeBoardPreferences,
  type BoardPreferences,
} from './board-preferences';

export type { BoardPreferences } from './board-preferences';

export interface BoardPreferencesState extends BoardPreferences {
  set: (partial: Partial<BoardPreferences>) => void;
}

/** A page written at build time draws the board with the default look (the device's is read once the app runs). */
const defaultPreferences = () => DEFAULT_BOARD_PREFERENCES;

export function useBoardPreferences(): BoardPreferencesState {
  const prefs = useSyncExternalStore(subscribeBoardPreferences, getBoardPreferences, defaultPreferences);
  useEffect(() => {
    void loadBoardPreferences();
  }, []);
  const set = useCallback((partial: Partial<BoardPreferences>) => void setBoardPreferences(partial), []);
  return { ...prefs, set };
}
