// Owns: the card dialog's symbol index while the picker is open — the bundled index (loaded once a page) with the
// family's own cards in front, read afresh each time the picker opens.
import { useEffect, useState } from 'react';
import type { SymbolEntry } from './symbol-index';

export type SymbolIndexState = { status: 'loading' } | { status: 'ready'; entries: readonly SymbolEntry[] } | { status: 'failed' };

export function useSymbolIndex(): SymbolIndexState {
  const [state, setState] = useState<SymbolIndexState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let release = () => {};
    void (async () => {
      const { loadBundledIndex, loadFamilyEntries } = await import('./picker-index');
      const [bundled, family] = await Promise.all([loadBundledIndex(), loadFamilyEntries().catch(() => ({ entries: [], release: () => {} }))]);
      release = family.release;
      if (!live) return release();
      setState({ status: 'ready', entries: [...family.entries, ...bundled] });
    })().catch(() => {
      if (live) setState({ status: 'failed' });
    });
    return () => {
      live = false;
      release();
    };
  }, []);
  return state;
}
