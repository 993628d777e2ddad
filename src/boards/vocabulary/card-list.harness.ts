// A check the content tests share: a list of cards has unique ids, a non-empty label per language (unique within
// that language, whatever the case) and a symbol that resolves to a real emoji.
import { expect } from 'vitest';
import { resolveSymbol } from '@/components/card/symbol';
import type { SimpleCard } from './types';

export function expectWellFormed(cards: readonly SimpleCard[]): void {
  expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  for (const lang of ['pt', 'en'] as const) {
    expect(new Set(cards.map((c) => c.label[lang].toLowerCase())).size, lang).toBe(cards.length);
    for (const card of cards) expect(card.label[lang].trim(), card.id).not.toBe('');
  }
  for (const card of cards) expect(resolveSymbol(card.emoji), card.id).toEqual({ kind: 'emoji', text: card.emoji });
}
