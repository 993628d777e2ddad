// Owns: the names of a few boards, live from the device — the boards a board's folder cards open, and the one a
// folder was opened from, for the editor. Only those rows are read (not the whole list with its card counts), and
// only they are watched.
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { database } from '@/storage/store';
import { boardRowSchema, type LocalText } from './model';

const NONE: ReadonlyMap<string, LocalText> = new Map();

/** The names by board id: `null` until read; a board that is not on the device (or not readable) has none. */
export function useBoardNames(ids: readonly string[]): ReadonlyMap<string, LocalText> | null {
  const key = [...new Set(ids)].sort().join('\n');
  const [names, setNames] = useState<{ key: string; names: ReadonlyMap<string, LocalText> } | null>(null);
  useEffect(() => {
    const wanted = key ? key.split('\n') : [];
    if (wanted.length === 0) return;
    let stop: (() => void) | null = null;
    let live = true;
    void database().then((db) => {
      if (!live) return;
      if (!db) {
        setNames({ key, names: new Map() });
        return;
      }
      const subscription = liveQuery(() => db.boards.bulkGet(wanted)).subscribe({
        next: (rows) => {
          const found = new Map<string, LocalText>();
          for (const row of rows) {
            const parsed = boardRowSchema.safeParse(row);
            if (parsed.success) found.set(parsed.data.id, parsed.data.name);
          }
          setNames({ key, names: found });
        },
        error: () => setNames({ key, names: new Map() }),
      });
      stop = () => subscription.unsubscribe();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [key]);
  if (!key) return NONE;
  return names?.key === key ? names.names : null;
}
