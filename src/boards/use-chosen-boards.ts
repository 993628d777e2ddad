// Which board each mode shows, as React state (read once per page, then live).
import { useEffect, useSyncExternalStore } from 'react';
import { chosenBoards, type ChosenBoards } from './chosen';

export function useChosenBoards(): ChosenBoards {
  const chosen = useSyncExternalStore(chosenBoards.subscribe, chosenBoards.get);
  useEffect(() => {
    void chosenBoards.load();
  }, []);
  return chosen;
}
