// What a card shows and says in a language.
import type { Lang } from '@/i18n/language';
import { textIn } from './local-text';
import type { CardRow, CardSymbol } from './model';

export function cardLabel(card: Pick<CardRow, 'label'>, lang: Lang): string {
  return textIn(card.label, lang);
}

/** What is said: the spoken text in this language, else the label in it; a one-language card says what it has. */
export function cardSpoken(card: Pick<CardRow, 'label' | 'spoken'>, lang: Lang): string {
  return card.spoken?.[lang]?.trim() || card.label[lang]?.trim() || textIn(card.spoken, lang) || textIn(card.label, lang);
}

/**
 * The symbol as the card component draws it: an emoji, or the address of the card's own image once loaded; null for
 * a card of words only (a board file's button without a picture), which shows no stand-in picture.
 */
export function symbolSource(symbol: CardSymbol | undefined, images: ReadonlyMap<string, string>): string | null | undefined {
  if (!symbol) return undefined;
  if (symbol.kind === 'emoji') return symbol.emoji.trim() === '' ? null : symbol.emoji;
  return images.get(symbol.mediaId);
}

/** One word is said at the spec's word speed, more than one at its sentence speed. */
export function speechKindOf(text: string): 'word' | 'sentence' {
  return /\s/.test(text.trim()) ? 'sentence' : 'word';
}
