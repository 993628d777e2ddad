// The typing mode (issue 25) in pt and en: "Eu quero água" / "I want water" written with the suggestions by touch and
// by the physical keyboard (F-keys, Enter, Ctrl+Backspace, Escape), spoken and kept in the history; a new word said
// once is then offered; the draft survives a reload; Clear has Undo; a long paste is cut with a message; a model
// that cannot load and damaged learned words are said, and typing and speaking still work; a sentence said once is
// offered whole after its first letters and by its initials (issue 38). Axe in pt and en, light and dark.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { putRows } from './helpers/idb';
import { openAsReturning, waitForKeys } from './helpers/input';
import { caption, FIRST_USE_MS } from './helpers/screens';

const message = (page: Page) => page.getByRole('textbox', { name: /^(Mensagem|Message)$/ });
const suggestions = (page: Page) => page.getByRole('region', { name: /^(Sugestões|Suggestions)$/ });
const suggestion = (page: Page, word: string) => suggestions(page).getByRole('button', { name: word, exact: true });
const keyOf = (page: Page, name: string) => page.getByRole('group', { name: /^(Teclado|Keyboard)$/ }).getByRole('button', { name, exact: true });
const toast = (page: Page, title: string) => page.locator('.toast-list').getByText(title, { exact: true }).last();

async function openTyping(page: Page, path: string): Promise<void> {
  await openAsReturning(page, path);
  await page.locator('.typing[data-ready]').waitFor();
}

/** Taps letters on the on-screen keyboard. */
async function tapLetters(page: Page, letters: string): Promise<void> {
  for (const letter of letters) await keyOf(page, letter === ' ' ? 'espaço' : letter).click();
}

test('pt, by touch: "Eu quero água" with the suggestions, said, kept after a reload; a new word said once is offered', async ({ page }) => {
  await openTyping(page, '/escrever');
  await tapLetters(page, 'e');
  await expect(message(page)).toHaveValue('E');
  await suggestion(page, 'Eu').click();
  await suggestion(page, 'quero').click();
  await tapLetters(page, 'agu'); // without the accent: the suggestion restores it
  await suggestion(page, 'água').click();
  await expect(message(page)).toHaveValue('Eu quero água ');
  await expectAccessible(page, 'typing pt light');
  await page.getByRole('button', { name: 'falar', exact: true }).click();
  await expect(caption(page)).toHaveText('Eu quero água', { timeout: FIRST_USE_MS });
  await expect(page.getByRole('button', { name: 'Falar de novo: Eu quero água' })).toBeVisible();

  // Ten minutes for one sentence are never lost: the draft is there after a reload.
  await page.reload();
  await page.locator('.typing[data-ready]').waitFor();
  await expect(message(page)).toHaveValue('Eu quero água ');
  await page.getByRole('button', { name: 'Limpar' }).click();
  await expect(message(page)).toHaveValue('');
  await toast(page, 'A mensagem foi apagada.').locator('..').locator('..').getByRole('button', { name: 'Desfazer' }).click();
  await expect(message(page)).toHaveValue('Eu quero água ');

  // A word the model does not know, said once, is offered from its first letters.
  await page.getByRole('button', { name: 'Limpar' }).click();
  await tapLetters(page, 'zubelino');
  await page.getByRole('button', { name: 'falar', exact: true }).click();
  await expect(caption(page)).toHaveText('Zubelino');
  await page.getByRole('button', { name: 'Limpar' }).click();
  await tapLetters(page, 'eu gosto do zub');
  await expect(suggestion(page, 'zubelino')).toBeVisible();
});

test('en, by the physical keyboard: F-keys take suggestions, Enter speaks, Ctrl+Backspace deletes a word, Escape goes back', async ({ page }) => {
  await openTyping(page, '/en/type');
  await expectAccessible(page, 'typing en light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.keyboard.type('i w');
  await expect(message(page)).toHaveValue('I w');
  const pick = async (word: string) => {
    const names = await suggestions(page).getByRole('button').allTextContents();
    const at = names.findIndex((name) => name.replace(/F\d$/, '') === word);
    expect(at, `${word} among ${names.join(', ')}`).toBeGreaterThanOrEqual(0);
    await page.keyboard.press(`F${at + 1}`);
  };
  await pick('want');
  await page.keyboard.type('wa');
  await pick('water');
  await expect(message(page)).toHaveValue('I want water ');
  await expectAccessible(page, 'typing en dark');
  await page.keyboard.press('Enter');
  await expect(caption(page)).toHaveText('I want water', { timeout: FIRST_USE_MS });
  await page.keyboard.press('Control+Backspace');
  await expect(message(page)).toHaveValue('I want ');
  await page.keyboard.type('2!');
  await page.keyboard.press('Backspace');
  await expect(message(page)).toHaveValue('I want 2');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/en$/);
});

test('faults: a long paste is cut with a message; no model and damaged learned words are said, and typing still speaks', async ({ page }) => {
  await page.route(/\/assets\/pt-[\w-]+\.js$/, (route) => route.abort());
  await openAsReturning(page, '/escrever');
  await putRows(page, 'settings', [{ key: 'typing-learned-pt', value: 'garbage' }]);
  await page.reload();
  await page.locator('.typing[data-ready]').waitFor();
  await waitForKeys(page);
  await expect(page.getByText('As sugestões não puderam ser carregadas. Você ainda pode escrever e falar.')).toBeVisible();
  await expect(page.getByText('As palavras e frases aprendidas neste aparelho estavam danificadas e foram descartadas.')).toBeVisible();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', 'a'.repeat(10_000));
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(toast(page, 'Texto longo demais')).toBeVisible();
  await expect(message(page)).toHaveValue(`A${'a'.repeat(1999)}`);
  await page.getByRole('button', { name: 'Limpar' }).click();
  await tapLetters(page, 'oi');
  await expect(suggestions(page).getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: 'falar', exact: true }).click();
  await expect(caption(page)).toHaveText('Oi', { timeout: FIRST_USE_MS });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'typing pt dark, without suggestions');
});

test('pt, phrases and abbreviations: a phrase saved in a category speaks after a reload and becomes a card; "obg" offers "obrigado"', async ({ page }) => {
  await openTyping(page, '/escrever');
  await page.keyboard.type('Estou com dor');
  await page.getByRole('button', { name: 'Salvar frase' }).click();
  await expectAccessible(page, 'typing pt, save a phrase');
  await page.getByRole('dialog', { name: 'Salvar a frase em…' }).getByRole('button', { name: 'Saúde' }).click();
  await expect(toast(page, 'Frase salva em “Saúde”.')).toBeVisible();
  await page.getByRole('button', { name: 'Opções do teclado' }).click();
  await page.getByLabel('Abreviação').fill('obg');
  await page.getByLabel('Texto inteiro').fill('obrigado');
  await page.getByRole('button', { name: 'Adicionar abreviação' }).click();
  await expect(page.getByText('obg → obrigado')).toBeVisible();
  await expectAccessible(page, 'typing pt options and phrases');

  await page.reload();
  await page.locator('.typing[data-ready]').waitFor();
  const phrases = page.getByRole('list', { name: 'Saúde' });
  await phrases.getByRole('button', { name: 'Falar de novo: Estou com dor' }).click();
  await expect(caption(page)).toHaveText('Estou com dor', { timeout: FIRST_USE_MS });
  await phrases.getByRole('button', { name: 'Pôr numa prancha: Estou com dor' }).click();
  await page.getByRole('dialog', { name: 'Em qual prancha?' }).getByRole('button', { name: 'Dinâmico' }).click();
  await expect(toast(page, 'A frase virou um cartão na prancha “Dinâmico”.')).toBeVisible();

  await page.getByRole('button', { name: 'Limpar' }).click();
  await waitForKeys(page);
  await page.keyboard.type('Muito obg');
  await expect(suggestions(page).getByRole('button').first()).toHaveAccessibleName('obrigado');
  await page.keyboard.press('F1');
  await expect(message(page)).toHaveValue('Muito obrigado ');

  await page.goto('/dinamico');
  await expect(page.getByRole('button', { name: 'Estou com dor' })).toBeVisible();
});

test('whole sentences (pt and en): said once, offered by touch after its first letters and by its initials, kept after a reload, gone once forgotten', async ({ page }) => {
  const sentence = (text: string) => suggestions(page).locator('.typing__suggestion--sentence').filter({ hasText: text });
  await openTyping(page, '/escrever');
  await waitForKeys(page);
  await page.keyboard.type('liga para minha filha');
  await page.keyboard.press('Enter');
  await expect(caption(page)).toHaveText('Liga para minha filha', { timeout: FIRST_USE_MS });
  await page.getByRole('button', { name: 'Limpar' }).click();

  // Two letters bring the whole sentence, first in the bar; one selection puts it in the message.
  await tapLetters(page, 'li');
  await expect(suggestions(page).getByRole('button').first()).toHaveAccessibleName('Liga para minha filha');
  await expectAccessible(page, 'typing pt, a sentence offered');
  await sentence('Liga para minha filha').click();
  await expect(message(page)).toHaveValue('Liga para minha filha ');
  // Its initial letters typed as one word, after another sentence: the sentence takes their place.
  await page.getByRole('button', { name: 'Limpar' }).click();
  await page.keyboard.type('oi. ');
  await tapLetters(page, 'lpmf');
  await sentence('Liga para minha filha').click();
  await expect(message(page)).toHaveValue('Oi. Liga para minha filha ');

  // Kept on the device: after a reload it is still offered; "Forget what was learned" takes it away.
  await page.reload();
  await page.locator('.typing[data-ready]').waitFor();
  await page.getByRole('button', { name: 'Limpar' }).click();
  await tapLetters(page, 'lpmf');
  await expect(sentence('Liga para minha filha')).toBeVisible();
  await page.getByRole('button', { name: 'Opções do teclado' }).click();
  await page.getByRole('button', { name: 'Esquecer o que foi aprendido' }).click();
  await expect(toast(page, 'As palavras e frases aprendidas foram esquecidas.')).toBeVisible();
  await expect(sentence('Liga para minha filha')).toHaveCount(0);

  // English: its own sentences, the same way.
  await page.goto('/en/type');
  await page.locator('.typing[data-ready]').waitFor();
  await waitForKeys(page);
  // The draft is the device's, whatever the language: the Portuguese letters are still there.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await page.keyboard.type('turn me over please');
  await page.getByRole('button', { name: 'speak', exact: true }).click();
  await expect(caption(page)).toHaveText('Turn me over please', { timeout: FIRST_USE_MS });
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await page.keyboard.type('tmop');
  await expect(suggestions(page).getByRole('button').first()).toHaveAccessibleName('Turn me over please');
  await page.keyboard.press('F1');
  await expect(message(page)).toHaveValue('Turn me over please ');
});
