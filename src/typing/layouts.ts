// Owns: the on-screen keyboards of the typing mode (issue 25) — QWERTY, ABC and a frequency layout per language for
// scanning — their pages (letters, accents, numbers and signs) and what a key costs a row–column scanning user.
// Not: drawing the keys (Keyboard.tsx) nor what a key does to the message (editing.ts).
import type { Lang } from '@/i18n/language';

export type LayoutId = 'qwerty' | 'abc' | 'frequency';
export const LAYOUTS: readonly LayoutId[] = ['qwerty', 'abc', 'frequency'];
export type PageId = 'letters' | 'accents' | 'numbers';

export type KeyDef = { kind: 'char'; char: string } | { kind: 'space' } | { kind: 'page'; page: PageId };

const chars = (row: string): KeyDef[] => [...row].map((char) => ({ kind: 'char', char }));
const SPACE: KeyDef = { kind: 'space' };
const page = (id: PageId): KeyDef => ({ kind: 'page', page: id });

/**
 * How often each letter is written, per 100 letters (the usual published counts for running text), with the space
 * (about one character in six) and the signs a conversation needs most. The frequency layout is drawn from these.
 */
export const LETTER_FREQUENCY: Record<Lang, Readonly<Record<string, number>>> = {
  pt: {
    ' ': 18, a: 14.6, e: 12.6, o: 10.7, s: 7.8, r: 6.5, i: 6.2, n: 5.1, d: 5, m: 4.7, u: 4.6, t: 4.3, c: 3.9, l: 2.8, p: 2.5,
    v: 1.7, g: 1.3, h: 1.3, q: 1.2, b: 1, f: 1, '.': 0.9, ',': 0.8, ç: 0.5, z: 0.5, j: 0.4, '?': 0.3, x: 0.2, k: 0.02, w: 0.01, y: 0.01,
  },
  en: {
    ' ': 18, e: 12.7, t: 9.1, a: 8.2, o: 7.5, i: 7, n: 6.8, s: 6.3, h: 6.1, r: 6, d: 4.3, l: 4, c: 2.8, u: 2.8, m: 2.4, w: 2.4,
    f: 2.2, g: 2, y: 2, p: 1.9, b: 1.3, v: 1, '.': 0.9, ',': 0.8, k: 0.8, "'": 0.4, '?': 0.3, j: 0.15, x: 0.15, q: 0.1, z: 0.07,
  },
};

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

function frequencyOrder(lang: Lang): KeyDef[] {
  const keys = Object.entries(LETTER_FREQUENCY[lang])
    .sort((a, b) => b[1] - a[1])
    .map(([char]): KeyDef => (char === ' ' ? SPACE : { kind: 'char', char }));
  return [...keys, page('numbers'), ...(lang === 'pt' ? [page('accents')] : [])];
}

const bottomRow = (lang: Lang): KeyDef[] => [page('numbers'), ...(lang === 'pt' ? [page('accents')] : []), SPACE, ...chars(lang === 'pt' ? '?' : "'?")];

/** The rows of keys of a layout's page, in the language's letters. */
export function keyRows(layout: LayoutId, lang: Lang, pageId: PageId): KeyDef[][] {
  if (pageId === 'accents') return [chars('áàâã'), chars('éêíç'), chars('óôõú'), [page('letters'), SPACE]];
  if (pageId === 'numbers') return [chars('1234567890'), chars('.,?!:;-\'"'), chars('()@#%+=/&€$'), [page('letters'), ...(lang === 'pt' ? [page('accents')] : []), SPACE]];
  if (layout === 'frequency') return frequencyRows(frequencyOrder(lang));
  if (layout === 'abc') {
    const letters = `abcdefghijklmnopqrstuvwxyz${lang === 'pt' ? 'ç' : ''}`;
    const rows: KeyDef[][] = [];
    for (let at = 0; at < letters.length; at += 7) rows.push(chars(letters.slice(at, at + 7)));
    rows[rows.length - 1]!.push(...chars(',.'));
    return [...rows, bottomRow(lang)];
  }
  return [chars('qwertyuiop'), chars(`asdfghjkl${lang === 'pt' ? 'ç' : ''}`), chars('zxcvbnm,.'), bottomRow(lang)];
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
