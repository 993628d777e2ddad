// Owns: gathering what the card dialog's search looks through — the family's own cards, the picker's named emojis,
// the built-in cards' symbols, and every other bundled symbol by its Unicode CLDR names and keywords in every language that has them.
// Not: the ranking (symbol-index.ts). The bundled index is a file of its own, loaded with the picker only.
import { database } from '@/storage/store';
import { cardRowSchema, type CardRow } from '@/boards/model';
import { SEED_KEYS, seedRows } from '@/boards/seeds';
import { EMOJI_GROUP_IDS, EMOJI_GROUPS } from './emoji-groups';
import { choiceKey, makeEntry, parseIndex, TIER, type SymbolEntry } from './symbol-index';

let bundled: Promise<SymbolEntry[]> | null = null;

/** A card's words in each language it has them in (a stored card may hold anything: only texts are kept). */
function namesOf(label: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(label).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''));
}

function namedEntries(): SymbolEntry[] {
  const entries = EMOJI_GROUP_IDS.flatMap((id) => EMOJI_GROUPS[id]).map((item) => makeEntry({ symbol: { kind: 'emoji', emoji: item.emoji }, name: item.name }, TIER.named));
  for (const key of SEED_KEYS) {
    for (const card of seedRows(key, 0).cards) {
      if (card.symbol.kind !== 'emoji') continue;
      entries.push(makeEntry({ symbol: card.symbol, name: namesOf(card.label) }, TIER.named));
    }
  }
  return entries;
}

/** The picker's named emojis and the built-in cards' symbols, then every bundled symbol: read once a page. */
export function loadBundledIndex(): Promise<SymbolEntry[]> {
  bundled ??= import('virtual:symbol-index').then(({ default: lines }) => [...namedEntries(), ...parseIndex(lines)]);
  bundled.catch(() => {
    bundled = null;
  });
  return bundled;
}

/** Most of the family's stored pictures offered by their words (each needs an address while the picker is open). */
const FAMILY_IMAGES = 200;

export interface FamilyEntries {
  entries: SymbolEntry[];
  /** Releases the addresses of the family's pictures. */
  release: () => void;
}

/**
 * The cards on the family's boards, by their words: an emoji, a photo or a pictogram they gave a word before comes
 * first when they search that word again. Rows that are not cards are skipped; no database, no entries.
 */
export async function loadFamilyEntries(): Promise<FamilyEntries> {
  const db = await database();
  if (!db) return { entries: [], release: () => {} };
  const cards: CardRow[] = [];
  await db.boardCards.each((row) => {
    const card = cardRowSchema.safeParse(row);
    if (card.success && !card.data.hidden) cards.push(card.data);
  });
  const imageIds = [...new Set(cards.flatMap((card) => (card.symbol.kind === 'image' ? [card.symbol.mediaId] : [])))].slice(0, FAMILY_IMAGES);
  const media = imageIds.length > 0 ? await db.boardMedia.bulkGet(imageIds) : [];
  const urls = new Map<string, string>();
  for (const row of media) if (row && row.kind === 'image' && row.blob instanceof Blob) urls.set(row.id, URL.createObjectURL(row.blob));
  const seen = new Set<string>();
  const entries: SymbolEntry[] = [];
  // The newest edits first: the word a family gave last is the one they mean.
  for (const card of cards.sort((a, b) => b.updatedAt - a.updatedAt)) {
    const name = namesOf(card.label);
    const key = `${choiceKey(card.symbol)}|${JSON.stringify(name)}`;
    if (seen.has(key)) continue;
    if (card.symbol.kind === 'image') {
      const src = urls.get(card.symbol.mediaId);
      if (!src) continue;
      seen.add(key);
      entries.push(makeEntry({ symbol: card.symbol, name, src }, TIER.family));
    } else if (card.symbol.emoji.trim()) {
      seen.add(key);
      entries.push(makeEntry({ symbol: card.symbol, name }, TIER.family));
    }
  }
  return { entries, release: () => urls.forEach((url) => URL.revokeObjectURL(url)) };
}
