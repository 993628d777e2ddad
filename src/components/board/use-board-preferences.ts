// The board look as React state: every board screen reads the same saved choice and sees the others' changes.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
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

export function useBoardPreferences(): BoardPreferencesState {
  const prefs = useSyncExternalStore(subscribeBoardPreferences, getBoardPreferences);
  useEffect(() => {
    void loadBoardPreferences();
  }, []);
  const set = useCallback((partial: Partial<BoardPreferences>) => void setBoardPreferences(partial), []);
  return { ...prefs, set };
}
