// The sentence puzzle in pt and en, played the ways hands play it: by touch (a piece, then its place), by mouse drag
// and by keyboard only. A wrong order shows the spec's toast and reshuffles; the right one says the sentence and
// offers the next; bad input is refused with the spec's messages; axe on every stage.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { dragOnto, key, openAsReturning, tabTo } from './helpers/input';
import { caption, FIRST_USE_MS, pressNumber } from './helpers/screens';

type Lang = 'pt' | 'en';

const T = {
  pt: {
    path: '/quebra-cabeca',
    sentence: ['Eu', 'quero', 'água'],
    field: 'Sua frase',
    start: 'Começar quebra-cabeça',
    board: 'Monte sua frase',
    slot: (n: number) => new RegExp(`^Lugar ${n}:`),
    almost: 'Quase lá!',
    solved: 'Parabéns!',
    next: 'Próxima frase!',
    newSentence: 'Nova frase',
    minWords: 'Digite pelo menos 2 palavras',
    tooLong: 'Frase muito longa (máx. 200 caracteres)',
  },
  en: {
    path: '/en/puzzle',
    sentence: ['I', 'want', 'water'],
    field: 'Your sentence',
    start: 'Start Puzzle',
    board: 'Build your sentence',
    slot: (n: number) => new RegExp(`^Place ${n}:`),
    almost: 'Almost there!',
    solved: 'Congratulations!',
    next: 'Next Sentence!',
    newSentence: 'New Sentence',
    minWords: 'Type at least 2 words',
    tooLong: 'Sentence too long (max 200 characters)',
  },
} as const;

const piece = (page: Page, word: string) => page.locator('.puzzle-pieces').getByRole('button', { name: word, exact: true });
const slot = (page: Page, lang: Lang, n: number) => page.getByRole('button', { name: T[lang].slot(n) });
const toast = (page: Page, title: string) => page.locator('.toast-list').getByText(title, { exact: true }).last();

async function startWith(page: Page, lang: Lang, text: string) {
  await page.getByLabel(T[lang].field).fill(text);
  await page.getByRole('button', { name: T[lang].start }).click();
  await expect(page.getByRole('heading', { name: T[lang].board })).toBeVisible();
}

async function expectSolved(page: Page, lang: Lang) {
  const sentence = T[lang].sentence.join(' ');
  await expect(page.locator('.puzzle-preview')).toContainText(sentence);
  await expect(toast(page, T[lang].solved)).toBeVisible();
  await expect(caption(page)).toHaveText(sentence, { timeout: FIRST_USE_MS });
  await expect(page.getByRole('heading', { name: T[lang].next })).toBeVisible();
}

for (const lang of ['pt', 'en'] as const) {
  test(`${lang}, by touch: a wrong order is shown, reshuffled, then the right order is said`, async ({ page }) => {
    const t = T[lang];
    await openAsReturning(page, t.path);
    await expect(page.getByRole('button', { name: t.start })).toBeDisabled();
    await expectAccessible(page, `${lang} puzzle input`);

    // Bad input: one word, then a 10,000-character paste (cut, and said why).
    await page.getByLabel(t.field).fill('água');
    await page.getByRole('button', { name: t.start }).click();
    await expect(toast(page, t.minWords)).toBeVisible();
    await page.getByLabel(t.field).fill('a '.repeat(5000));
    await expect(toast(page, t.tooLong)).toBeVisible();
    await expect(page.getByLabel(t.field)).toHaveValue(/^(a ){100}$/);

    await startWith(page, lang, t.sentence.join(' '));
    await expect(page.locator('.puzzle-preview')).toHaveText(/_ _ _$/);
    await expectAccessible(page, `${lang} puzzle board`);

    // Wrong: the last word first.
    for (const [n, word] of [t.sentence[2], t.sentence[0], t.sentence[1]].entries()) {
      await piece(page, word).click();
      await expect(piece(page, word)).toHaveAttribute('aria-pressed', 'true');
      await slot(page, lang, n + 1).click();
    }
    await expect(page.locator('.puzzle-play--incorrect')).toBeVisible();
    await expect(toast(page, t.almost)).toBeVisible();
    await expect(slot(page, lang, 1)).toHaveAccessibleName(new RegExp(`${lang === 'pt' ? 'Solte aqui' : 'Drop here'}$`));
    await expect(page.locator('.puzzle-pieces').getByRole('button')).toHaveCount(3);

    // A placed piece goes back when pressed; then the right order.
    await piece(page, t.sentence[0]).click();
    await slot(page, lang, 2).click();
    await slot(page, lang, 2).click();
    await expect(piece(page, t.sentence[0])).toBeVisible();
    for (const [n, word] of t.sentence.entries()) {
      await piece(page, word).click();
      await slot(page, lang, n + 1).click();
    }
    await expectSolved(page, lang);
    await expectAccessible(page, `${lang} puzzle solved`);

    // Back while playing returns to the input stage, not to the start page.
    await page.getByRole('button', { name: t.newSentence, exact: true }).click();
    await expect(page.getByLabel(t.field)).toBeVisible();
  });

  test(`${lang}, keyboard only: numbers pick a piece and then its place; Escape puts a piece down, then leaves the game`, async ({ page }) => {
    const t = T[lang];
    await openAsReturning(page, t.path);
    await tabTo(page, page.getByLabel(t.field));
    await page.keyboard.type(t.sentence.join(' '));
    await tabTo(page, page.getByRole('button', { name: t.start }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: t.board })).toBeVisible();

    await pressNumber(page, piece(page, t.sentence[1]), await numberOf(page, t.sentence[1]));
    await expect(piece(page, t.sentence[1])).toHaveAttribute('aria-pressed', 'true');
    await key(page, 'Escape');
    await expect(piece(page, t.sentence[1])).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { name: t.board })).toBeVisible();

    for (const [n, word] of t.sentence.entries()) {
      await pressNumber(page, piece(page, word), await numberOf(page, word));
      await pressNumber(page, slot(page, lang, n + 1), String(n + 1));
    }
    await expectSolved(page, lang);
    await key(page, 'Escape');
    await expect(page.getByLabel(t.field)).toBeVisible();
    // Back on the input stage, the header's back is the page's back again.
    await expect(page.locator('header [data-command="back"]')).toHaveCount(1);
    await key(page, 'Escape');
    await expect(page).toHaveURL(lang === 'pt' ? '/' : '/en');
  });
}

/** The number the runtime gives a piece now: its place among the screen's numbered choices. */
async function numberOf(page: Page, word: string): Promise<string> {
  const target = piece(page, word);
  await expect(target).toHaveAttribute('aria-keyshortcuts', /^[1-9]$/);
  return (await target.getAttribute('aria-keyshortcuts')) as string;
}

test('pt, by mouse drag: each piece dragged onto its place', async ({ page }) => {
  const t = T.pt;
  await openAsReturning(page, t.path);
  await startWith(page, 'pt', t.sentence.join(' '));
  for (const [n, word] of t.sentence.entries()) {
    // A drop the page did not take (the pieces still settling after the last one, on a busy machine) is tried again,
    // as a person would; a drag that never works still fails.
    await expect(async () => {
      if (/Solte aqui$/.test((await slot(page, 'pt', n + 1).getAttribute('aria-label')) ?? '')) await dragOnto(page, piece(page, word), slot(page, 'pt', n + 1));
      await expect(slot(page, 'pt', n + 1)).toHaveAccessibleName(new RegExp(`${word}$`), { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
  await expectSolved(page, 'pt');
});

const W = {
  pt: { path: '/quebra-cabeca/palavra', word: 'sol', field: 'Sua palavra', start: 'Começar', board: 'Monte a palavra', tryAgain: 'Tente novamente', solved: 'Parabéns!', onlyLetters: 'Use apenas letras', minLetters: 'Digite pelo menos 2 letras', tooLong: 'Palavra muito longa (máx. 15 letras)' },
  en: { path: '/en/puzzle/word', word: 'sun', field: 'Your word', start: 'Start', board: 'Build the word', tryAgain: 'Try again', solved: 'Congratulations!', onlyLetters: 'Use only letters', minLetters: 'Type at least 2 letters', tooLong: 'Word too long (max 15 letters)' },
} as const;

const tile = (page: Page, letter: string) => page.locator('.puzzle-pieces--tiles').getByRole('button', { name: letter.toUpperCase(), exact: true }).first();

for (const lang of ['pt', 'en'] as const) {
  test(`${lang}, word puzzle by touch: bad words refused, a wrong order cleared, each letter heard, the word said`, async ({ page }) => {
    const w = W[lang];
    await openAsReturning(page, w.path);
    await expect(page.getByRole('link', { name: lang === 'pt' ? 'Palavra' : 'Word' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, `${lang} word input`);
    for (const [text, message] of [['g4to', w.onlyLetters], ['🐱🐶', w.onlyLetters], ['a', w.minLetters]] as const) {
      await page.getByLabel(w.field).fill(text);
      await page.getByRole('button', { name: w.start, exact: true }).click();
      await expect(toast(page, message)).toBeVisible();
    }
    // A 16-letter word is kept whole, said to be too long under the box, and refused by Start; a huge paste is cut.
    await page.getByLabel(w.field).fill('abcdefghijklmnop');
    await expect(page.locator('#puzzle-word-length')).toHaveText(w.tooLong);
    await page.getByRole('button', { name: w.start, exact: true }).click();
    await expect(toast(page, w.tooLong)).toBeVisible();
    await expect(page.getByLabel(w.field)).toHaveValue('abcdefghijklmnop');
    await page.getByLabel(w.field).fill('x'.repeat(10_000));
    await expect(page.getByLabel(w.field)).toHaveValue('x'.repeat(30));

    await page.getByLabel(w.field).fill(w.word.toUpperCase());
    await page.getByRole('button', { name: w.start, exact: true }).click();
    await expect(page.getByRole('heading', { name: w.board })).toBeVisible();
    await expect(page.locator('.puzzle-pieces--tiles').getByRole('button')).toHaveCount(w.word.length + 2);
    await expectAccessible(page, `${lang} word board`);

    const reversed = [...w.word].reverse();
    for (const [n, letter] of reversed.entries()) {
      await tile(page, letter).click();
      await slot(page, lang, n + 1).click();
    }
    await expect(toast(page, w.tryAgain)).toBeVisible();
    await expect(slot(page, lang, 1)).toHaveAccessibleName(new RegExp(`${lang === 'pt' ? 'vazio' : 'empty'}$`));

    for (const [n, letter] of [...w.word].entries()) {
      await tile(page, letter).click();
      await slot(page, lang, n + 1).click();
    }
    await expect(toast(page, w.solved)).toBeVisible();
    await expect(caption(page)).toHaveText(w.word, { timeout: FIRST_USE_MS });
    await expectAccessible(page, `${lang} word solved`);
  });
}

test('en, word puzzle by mouse drag: each letter dragged onto its place, the word said', async ({ page }) => {
  const w = W.en;
  await openAsReturning(page, w.path);
  await page.getByLabel(w.field).fill(w.word);
  await page.getByRole('button', { name: w.start, exact: true }).click();
  for (const [n, letter] of [...w.word].entries()) {
    await dragOnto(page, tile(page, letter), slot(page, 'en', n + 1));
    await expect(slot(page, 'en', n + 1)).toHaveAccessibleName(new RegExp(`${letter.toUpperCase()}$`));
  }
  await expect(toast(page, w.solved)).toBeVisible();
  await expect(caption(page)).toHaveText(w.word, { timeout: FIRST_USE_MS });
});

test('pt, word puzzle by keyboard only: a suggestion by Tab and Enter, each letter and its place by number', async ({ page }) => {
  await openAsReturning(page, W.pt.path);
  const words = await page.locator('.puzzle-suggestion').allTextContents();
  const word = words.find((x) => new Set(x).size === x.length) ?? '';
  expect(word).not.toBe('');
  await tabTo(page, page.getByRole('button', { name: word, exact: true }));
  await key(page, 'Enter');
  await expect(page.getByRole('heading', { name: W.pt.board })).toBeVisible();
  for (const [n, letter] of [...word].entries()) {
    const target = tile(page, letter);
    await expect(target).toHaveAttribute('aria-keyshortcuts', /^[1-9]$/);
    await key(page, (await target.getAttribute('aria-keyshortcuts')) as string);
    await pressNumber(page, slot(page, 'pt', n + 1), String(n + 1));
  }
  await expect(toast(page, W.pt.solved)).toBeVisible();
  await expect(caption(page)).toHaveText(word, { timeout: FIRST_USE_MS });
});
