// Owns: the on-screen keyboards of the typing mode (issue 25) — QWERTY, ABC and a frequency layout per language for
// scanning — their pages (letters, accents, numbers and signs) and what a key costs a row–column scanning user.
// Not: drawing the keys (Keyboard.tsx) nor what a key does to the message (editing.ts).
import { DEFAULT_LANG, type Lang } from '@/i18n/language';
import { byLanguage } from '@/languages/registry';

export type LayoutId = 'qwerty' | 'abc' | 'frequency';
export const LAYOUTS: readonly LayoutId[] = ['qwerty', 'abc', 'frequency'];
export type PageId = 'letters' | 'accents' | 'numbers';

export type KeyDef = { kind: 'char'; char: string } | { kind: 'space' } | { kind: 'page'; page: PageId };

const chars = (row: string): KeyDef[] => [...row].map((char) => ({ kind: 'char', char }));
const SPACE: KeyDef = { kind: 'space' };
const page = (id: PageId): KeyDef => ({ kind: 'page', page: id });

/** A language's keyboard (src/languages/<code>/keyboard.json). */
export interface KeyboardWords {
  /** The letter rows of QWERTY (the language's own letters in their usual place: Portuguese ç, Spanish ñ). */
  qwerty: readonly string[];
  /** The letters in the order of the ABC layout. */
  alphabet: string;
  /** The accents page's rows, or null for a language that writes none. */
  accents: readonly string[] | null;
  /** The signs at the end of the letters' bottom row. */
  bottom: string;
  /**
   * How often each letter is written, per 100 letters (the usual published counts for running text), with the space
   * (about one character in six) and the signs a conversation needs most. The frequency layout is drawn from these.
   */
  frequency: Readonly<Record<string, number>>;
}

const found = import.meta.glob<KeyboardWords>('/src/languages/*/keyboard.json', { eager: true, import: 'default' });
const KEYBOARDS = byLanguage(found);

/** A language's keyboard; the default language's for a language without one (languages.test.ts lists them). */
export function keyboardOf(lang: Lang): KeyboardWords {
  return KEYBOARDS.get(lang) ?? KEYBOARDS.get(DEFAULT_LANG)!;
}

/** Keys in a row of the frequency layout: few enough to be big on a phone, many enough for few rows. */
export const FREQUENCY_COLUMNS = 6;

/**
 * The frequency layout: with row–column scanning, the key in row r and column c (from 0) is reached in (r + 1) + (c + 1)
 * steps, so the keys are laid along the diagonals r + c = 0, 1, 2… in order of use: the most used nearest the start.
 */
export function frequencyRows(order: readonly KeyDef[], columns = FREQUENCY_COLUMNS): KeyDef[][] {
  const rowCount = Math.ceil(order.length / columns);
  const cells: [number, number][] = [];
  for (let r = 0; r < rowCount; r++) for (let c = 0; c < columns; c++) cells.push([r, c]);
  // Nearest diagonal first; on a diagonal, the upper row first (a row highlight costs the same as an item's).
  cells.sort((a, b) => a[0] + a[1] - (b[0] + b[1]) || a[0] - b[0]);
  const grid: (KeyDef | undefined)[][] = Array.from({ length: rowCount }, () => Array<KeyDef | undefined>(columns));
  order.forEach((key, i) => {
    const [r, c] = cells[i]!;
    grid[r]![c] = key;
  });
  // Cells left empty are the last diagonals': they close up, so each row's keys stay side by side.
  return grid.map((row) => row.filter((key): key is KeyDef => key !== undefined)).filter((row) => row.length > 0);
}

/** The accents page's key, where the language has one. */
const accentsKey = (lang: Lang): KeyDef[] => (keyboardOf(lang).accents ? [page('accents')] : []);

function frequencyOrder(lang: Lang): KeyDef[] {
  const keys = Object.entries(keyboardOf(lang).frequency)
    .sort((a, b) => b[1] - a[1])
    .map(([char]): KeyDef => (char === ' ' ? SPACE : { kind: 'char', char }));
  return [...keys, page('numbers'), ...accentsKey(lang)];
}

const bottomRow = (lang: Lang): KeyDef[] => [page('numbers'), ...accentsKey(lang), SPACE, ...chars(keyboardOf(lang).bottom)];

/** The rows of keys of a layout's page, in the language's letters. */
export function keyRows(layout: LayoutId, lang: Lang, pageId: PageId): KeyDef[][] {
  const keyboard = keyboardOf(lang);
  if (pageId === 'accents') return [...(keyboard.accents ?? []).map(chars), [page('letters'), SPACE]];
  if (pageId === 'numbers') return [chars('1234567890'), chars('.,?!:;-\'"'), chars('()@#%+=/&€$'), [page('letters'), ...accentsKey(lang), SPACE]];
  if (layout === 'frequency') return frequencyRows(frequencyOrder(lang));
  if (layout === 'abc') {
    const rows: KeyDef[][] = [];
    for (let at = 0; at < keyboard.alphabet.length; at += 7) rows.push(chars(keyboard.alphabet.slice(at, at + 7)));
    rows[rows.length - 1]!.push(...chars(',.'));
    return [...rows, bottomRow(lang)];
  }
  return [...keyboard.qwerty.map(chars), bottomRow(lang)];
}

/** What a key writes: a letter, a sign, a space; null for a page key. */
export function charOf(key: KeyDef): string | null {
  return key.kind === 'char' ? key.char : key.kind === 'space' ? ' ' : null;
}

/**
 * Row–column scan steps to write each character of a text on a page's rows, `rowsBefore` rows (the suggestions) being
 * scanned first: (rows passed + 1) + (keys passed + 1). Capitals are their letters; a character the page lacks (an
 * accent on the letters page) costs a trip to the accents page and back; one with no key is left out.
 */
export function scanSteps(rows: readonly KeyDef[][], text: string, rowsBefore = 1, extraPages: readonly KeyDef[][][] = []): { steps: number; characters: number } {
  const costOn = (keys: readonly KeyDef[][]) => {
    const cost = new Map<string, number>();
    keys.forEach((row, r) => row.forEach((key, c) => {
      const char = charOf(key);
      if (char !== null && !cost.has(char)) cost.set(char, rowsBefore + r + 1 + c + 1);
    }));
    return cost;
  };
  const main = costOn(rows);
  const pageKey = (id: PageId) => {
    for (const [r, row] of rows.entries()) {
      const c = row.findIndex((key) => key.kind === 'page' && key.page === id);
      if (c >= 0) return rowsBefore + r + 1 + c + 1;
    }
    return Infinity;
  };
  const others = extraPages.map((keys) => ({ cost: costOn(keys), enter: Math.min(pageKey('accents'), pageKey('numbers')) }));
  let steps = 0;
  let characters = 0;
  for (const raw of text) {
    const char = raw.toLowerCase();
    const direct = main.get(char);
    if (direct !== undefined) {
      steps += direct;
      characters += 1;
      continue;
    }
    const via = others.map(({ cost, enter }) => enter + (cost.get(char) ?? Infinity)).reduce((a, b) => Math.min(a, b), Infinity);
    if (Number.isFinite(via)) {
      steps += via;
      characters += 1;
    }
  }
  return { steps, characters };
}
