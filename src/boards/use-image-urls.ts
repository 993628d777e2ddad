// The board's own photos as addresses for <img>, made from the stored blobs and released when no longer shown.
import { useEffect, useState } from 'react';
import { readMedia } from './media';
import type { Board } from './model';

function imageIds(board: Board | null): string[] {
  if (!board) return [];
  const ids = board.categories.flatMap((category) => [
    ...(category.symbol?.kind === 'image' ? [category.symbol.mediaId] : []),
    ...(category.scene?.picture.kind === 'image' ? [category.scene.picture.mediaId] : []),
    ...category.cards.flatMap((card) => (card.symbol.kind === 'image' ? [card.symbol.mediaId] : [])),
  ]);
  return [...new Set(ids)].sort();
}

/** Addresses of the board's own images, by media id; released when the board no longer shows them. */
export function useImageUrls(board: Board | null): ReadonlyMap<string, string> {
  const key = imageIds(board).join('|');
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    const made: string[] = [];
    void Promise.all(
      key.split('|').map(async (id) => {
        const blob = await readMedia(id);
        return blob ? ([id, URL.createObjectURL(blob)] as const) : null;
      }),
    ).then((entries) => {
      const found = entries.filter((entry): entry is readonly [string, string] => entry !== null);
      made.push(...found.map(([, url]) => url));
      if (cancelled) made.forEach((url) => URL.revokeObjectURL(url));
      else setUrls(new Map(found));
    });
    return () => {
      cancelled = true;
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [key]);
  return key ? urls : EMPTY;
}

const EMPTY: ReadonlyMap<string, string> = new Map();
