// Searching symbols by word, in either language and without accents: the picker's named emojis, then the symbols
// of every built-in card under that card's words ("água", "water", "dente", "tooth"…).
import { foldText } from '@/i18n/text';
import { SEED_KEYS, seedRows } from '../seeds';
import { EMOJI_GROUP_IDS, EMOJI_GROUPS, type PickerEmoji } from './emoji-groups';

/** Most symbols one search shows: six rows of the 8-column grid. */
export const MAX_RESULTS = 48;

interface Entry extends PickerEmoji {
  words: string;
}

let index: Entry[] | null = null;

function buildIndex(): Entry[] {
  const entries: Entry[] = EMOJI_GROUP_IDS.flatMap((id) => EMOJI_GROUPS[id]).map((item) => ({ ...item, words: foldText(`${item.name.pt} ${item.name.en}`) }));
  for (const key of SEED_KEYS) {
    for (const card of seedRows(key, 0).cards) {
      if (card.symbol.kind !== 'emoji') continue;
      const name = { pt: card.label.pt ?? '', en: card.label.en ?? '' };
      entries.push({ emoji: card.symbol.emoji, name, words: foldText(`${name.pt} ${name.en}`) });
    }
  }
  return entries;
}

/** Symbols whose words contain the query (each emoji once, the first name it has); empty for a blank query. */
export function searchSymbols(query: string): PickerEmoji[] {
  const wanted = foldText(query.trim());
  if (!wanted) return [];
  index ??= buildIndex();
  const seen = new Set<string>();
  const found: PickerEmoji[] = [];
  // Whole words first ("dor" finds "dor" before "dormir"), then word starts, then any match inside a word.
  const split = (words: string) => words.split(/[\s,?!.]+/);
  const exact = (words: string) => split(words).includes(wanted);
  const starts = (words: string) => split(words).some((word) => word.startsWith(wanted));
  for (const pass of [exact, starts, (words: string) => words.includes(wanted)]) {
    for (const entry of index) {
      const key = entry.emoji.replace(/\uFE0F/g, '');
      if (seen.has(key) || !pass(entry.words)) continue;
      seen.add(key);
      found.push({ emoji: entry.emoji, name: entry.name });
      if (found.length >= MAX_RESULTS) return found;
    }
  }
  return found;
}
