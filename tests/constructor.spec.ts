// The constructor mode in pt and en: a sentence built by touch, by keyboard only or by one switch is shown full
// screen with its emojis and said (caption) with its connectives; verbs follow the last pronoun; a word can be
// removed; Clear all empties the strip and disables Play; the first-visit help; axe with and without words.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { key, openAsReturning, openWithProfile, switchPress, waitForHighlight } from './helpers/input';
import { caption, FIRST_USE_MS, openOptions } from './helpers/screens';

type Lang = 'pt' | 'en';
const TEXT = {
  pt: {
    path: '/construtor',
    title: 'Modo Construtor — Aceno',
    groups: 'Grupos de palavras',
    play: 'Falar',
    stop: 'Parar',
    clear: 'Limpar tudo',
    sentence: 'Sua frase',
    want: ['Eu', 'Quero', 'Água'],
    wanted: 'Eu quero água',
  },
  en: {
    path: '/en/constructor',
    title: 'Constructor Mode — Aceno',
    groups: 'Word groups',
    play: 'Play',
    stop: 'Stop',
    clear: 'Clear all',
    sentence: 'Your sentence',
    want: ['I', 'Want', 'Water'],
    wanted: 'I want water',
  },
} as const;

const strip = (page: Page, lang: Lang) => page.getByRole('region', { name: TEXT[lang].sentence });
const stripWords = (page: Page, lang: Lang) => strip(page, lang).getByRole('listitem').locator('.sentence-strip__text');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const cardsList = (page: Page) => page.locator('.constructor__grid');
const card = (page: Page, name: string) => cardsList(page).getByRole('button', { name, exact: true });
const group = (page: Page, lang: Lang, name: string) =>
  page.getByRole('navigation', { name: TEXT[lang].groups }).getByRole('button', { name, exact: true });

/** Opens the screen as a returning visitor (the help already read). */
const openConstructor = (page: Page, lang: Lang) => openAsReturning(page, TEXT[lang].path);

/** Play: the full-screen sentence with one emoji per word, then the caption says the processed sentence. */
async function expectPlayed(page: Page, sentence: string, words: number) {
  const display = page.getByRole('dialog', { name: sentence });
  await expect(display).toBeVisible();
  await expect(display.locator('.fullscreen__sequence .fullscreen__sequence-symbol')).toHaveCount(words);
  await expect(caption(page)).toHaveText(sentence, { timeout: FIRST_USE_MS });
  return display;
}

test('pt: the first-visit help, then by touch: build, play, a connective, verbs by pronoun, remove and clear', async ({ page }) => {
  const lang = 'pt';
  await page.goto(TEXT[lang].path);
  await expect(page).toHaveTitle(TEXT[lang].title);
  const help = page.getByRole('dialog', { name: 'Como usar o modo construtor' });
  await expect(help).toBeVisible();
  await expectAccessible(page, 'constructor pt first-time help');
  await help.getByRole('button', { name: 'Entendi' }).click();
  await expect(help).toBeHidden();

  await expect(button(page, 'Falar')).toBeDisabled();
  await expect(button(page, 'Limpar tudo')).toBeDisabled();
  await expectAccessible(page, 'constructor pt empty');

  // Each choice opens the group that usually follows: pronoun → verbs → nouns.
  await card(page, 'Eu').click();
  await expect(group(page, lang, 'Verbos')).toHaveAttribute('aria-current', 'true');
  await card(page, 'Quero').click();
  await card(page, 'Água').click();
  await expect(stripWords(page, lang)).toHaveText(['Eu', 'Quero', 'Água']);
  await button(page, 'Falar').click();
  let display = await expectPlayed(page, 'Eu quero água', 3);
  await expect(caption(page)).toHaveAttribute('lang', 'pt-BR');
  await display.click();
  await expect(display).toBeHidden();
  await expect(button(page, 'Falar')).toBeVisible(); // the sentence ended or was stopped: Play again

  // Remove a word: the strip keeps the others in order.
  await button(page, 'Remover Quero').click();
  await expect(stripWords(page, lang)).toHaveText(['Eu', 'Água']);
  await expectAccessible(page, 'constructor pt with words');

  // Clear all empties the strip and disables Play and itself.
  await button(page, 'Limpar tudo').click();
  await expect(stripWords(page, lang)).toHaveCount(0);
  await expect(button(page, 'Falar')).toBeDisabled();
  await expect(button(page, 'Limpar tudo')).toBeDisabled();

  // Verbs take the last pronoun's form; the connective "de" is said after "Precisa".
  await group(page, lang, 'Pronomes').click();
  await card(page, 'Ele').click();
  await expect(card(page, 'Vai')).toBeVisible();
  await expect(card(page, 'Quer')).toBeVisible();
  await card(page, 'Precisa').click();
  await card(page, 'Remédio').click();
  await expect(stripWords(page, lang)).toHaveText(['Ele', 'Precisa', 'Remédio']);
  await button(page, 'Falar').click();
  display = await expectPlayed(page, 'Ele precisa de remédio', 3);
  await display.click();
  await expect(display).toBeHidden();
});

test('en: by touch: build and hear "I want water", a connective, Clear all, 10 columns, side menus', async ({ page }) => {
  const lang = 'en';
  await openConstructor(page, lang);
  await expect(page).toHaveTitle(TEXT[lang].title);
  await expect(button(page, 'Play')).toBeDisabled();
  await card(page, 'I').click();
  await card(page, 'Want').click();
  await card(page, 'Water').click();
  await expect(stripWords(page, lang)).toHaveText(['I', 'Want', 'Water']);
  await expectAccessible(page, 'constructor en with words');
  await button(page, 'Play').click();
  const display = await expectPlayed(page, 'I want water', 3);
  await display.click();
  await expect(display).toBeHidden();

  await button(page, 'Clear all').click();
  await expect(button(page, 'Play')).toBeDisabled();
  await group(page, lang, 'Pronouns').click();
  await card(page, 'He').click();
  await card(page, 'Goes').click();
  await card(page, 'Bathroom').click();
  await button(page, 'Play').click();
  const again = await expectPlayed(page, 'He goes to bathroom', 3);
  await again.click();
  await expect(again).toBeHidden();

  // Up to 10 columns on a wide screen; the side menus split the groups 4 | 3 around the cards.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect.poll(() => columns(page)).toBe(10);
  await openOptions(page);
  await page.getByRole('group', { name: 'Card appearance' }).getByRole('button', { name: 'Side menu' }).click();
  await expect(page.getByRole('navigation', { name: 'First groups' }).getByRole('button')).toHaveText(['Pronouns', 'Verbs', 'Nouns', 'Adjectives']);
  await expect(page.getByRole('navigation', { name: 'Last groups' }).getByRole('button')).toHaveText(['Articles', 'Prepositions', 'Others']);
  await page.getByRole('navigation', { name: 'Last groups' }).getByRole('button', { name: 'Articles' }).click();
  await expect(cardsList(page).getByRole('button')).toHaveText(['The', 'A', 'An']);
});

/** How many cards share the first card's row. */
async function columns(page: Page): Promise<number> {
  const tops = await cardsList(page).getByRole('button').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().top));
  return tops.filter((top) => Math.abs(top - tops[0]!) < 2).length;
}

for (const lang of ['pt', 'en'] as const) {
  test(`${lang}: keyboard only: keys 1, 1, 1 build the sentence, Tab to Play, Enter says it, Escape closes and goes back`, async ({ page }) => {
    await openConstructor(page, lang);
    await page.locator('main h1').click(); // the page has the keyboard, nothing focused
    // Each key chooses the first card of the group the previous choice opened, as a user who sees it would.
    for (const [i] of TEXT[lang].want.entries()) {
      await key(page, '1');
      await expect(stripWords(page, lang)).toHaveCount(i + 1);
    }
    await expect(stripWords(page, lang)).toHaveText([...TEXT[lang].want]);
    const play = button(page, TEXT[lang].play);
    for (let i = 0; i < 40 && !(await play.evaluate((el) => el === document.activeElement)); i += 1) await key(page, 'Shift+Tab');
    await expect(play).toBeFocused();
    await key(page, 'Enter');
    const display = await expectPlayed(page, TEXT[lang].wanted, 3);
    await key(page, 'Escape');
    await expect(display).toBeHidden();
    await expect(play).toBeFocused(); // back where the user was
    // Escape reaches the page once the closed card no longer holds the input (the cards are numbered again).
    await expect(cardsList(page).getByRole('button').first()).toHaveAttribute('aria-keyshortcuts', '1');
    await key(page, 'Escape');
    await expect(page).toHaveURL(lang === 'pt' ? '/' : '/en');
  });

  // One switch in Portuguese only: scanning is the same code in both languages, and the English sentence is built
  // by touch and the keyboard above (CI time saved for the typing mode's own switch tests).
  if (lang === 'en') continue;
  test(`${lang}: one switch: automatic scanning and single presses build and play the sentence`, async ({ page }) => {
    test.setTimeout(150_000);
    await openWithProfile(page, TEXT[lang].path, { preset: 'oneSwitchAuto', scan: { intervalMs: 500, loops: 10 } });
    for (const [i, word] of TEXT[lang].want.entries()) {
      await waitForHighlight(card(page, word), 60_000);
      await switchPress(page);
      await expect(stripWords(page, lang)).toHaveCount(i + 1);
    }
    await expect(stripWords(page, lang)).toHaveText([...TEXT[lang].want]);
    await waitForHighlight(button(page, TEXT[lang].play), 60_000);
    await switchPress(page);
    await expectPlayed(page, TEXT[lang].wanted, 3);
  });
}
