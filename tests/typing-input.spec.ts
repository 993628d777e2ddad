// The typing mode by one switch, dwell, and head and blink (issue 25), steady timing: "Eu quero água" by one switch
// with rows first on the frequency keyboard (the suggestions are the first row the scan reaches), then again whole
// from its initials, "I want water" by
// resting the pointer and by moving the head and blinking twice; a puzzle's word typed on the on-screen keyboard and
// Inclusive City reached without typing, by one switch. Each selection is checked on the message, as the user sees it.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { putRows } from './helpers/idb';
import { dwell, openWithProfile, scanSelect } from './helpers/input';
import { caption, FIRST_USE_MS } from './helpers/screens';
import { doubleBlink, headTo, installSteerableCamera, waitForHeadPointer } from './helpers/steerable-camera';

const message = (page: Page) => page.getByRole('textbox', { name: /^(Mensagem|Message)$/ });
const suggestion = (page: Page, word: string) => page.getByRole('region', { name: /^(Sugestões|Suggestions)$/ }).getByRole('button', { name: word, exact: true });
const keyOf = (page: Page, name: string) => page.getByRole('group', { name: /^(Teclado|Keyboard)$/ }).getByRole('button', { name, exact: true });

test('pt, one switch: rows first, suggestions first; "Eu quero água" on the frequency keyboard, then spoken', async ({ page }) => {
  await openWithProfile(page, '/escrever', { preset: 'oneSwitchAuto', scan: { intervalMs: 400 } });
  await putRows(page, 'settings', [{ key: 'typing-options', value: { layout: 'frequency' } }]);
  await page.reload();
  await page.locator('.typing[data-ready]').waitFor();
  await page.waitForFunction(() => (document.documentElement.dataset.inputDrivers ?? '').split(' ').includes('scan'));
  // The frequency keyboard: the space and the most used letters first.
  await expect(page.locator('.keyboard__row').first().getByRole('button').first()).toHaveAccessibleName('espaço');

  await scanSelect(page, suggestion(page, 'Eu'));
  await expect(message(page)).toHaveValue('Eu ');
  await scanSelect(page, suggestion(page, 'quero'));
  await expect(message(page)).toHaveValue('Eu quero ');
  await scanSelect(page, keyOf(page, 'a'));
  await expect(message(page)).toHaveValue('Eu quero a');
  await scanSelect(page, suggestion(page, 'água'));
  await expect(message(page)).toHaveValue('Eu quero água ');
  await scanSelect(page, page.getByRole('button', { name: 'falar', exact: true }));
  await expect(caption(page)).toHaveText('Eu quero água', { timeout: FIRST_USE_MS });
  // Said once, the sentence comes back whole from its initials: three keys and one selection (issue 38).
  await scanSelect(page, page.getByRole('button', { name: 'Limpar', exact: true }));
  await expect(message(page)).toHaveValue('');
  for (const letter of 'eqa') await scanSelect(page, keyOf(page, letter));
  await expect(message(page)).toHaveValue('Eqa');
  await scanSelect(page, suggestion(page, 'Eu quero água'));
  await expect(message(page)).toHaveValue('Eu quero água ');
});

test('en, dwell: "I want water" by resting the pointer on keys and suggestions, then spoken', async ({ page }) => {
  await openWithProfile(page, '/en/type', { preset: 'pointerDwell', dwell: { dwellMs: 600 } });
  await page.locator('.typing[data-ready]').waitFor();
  const rest = async (target: ReturnType<typeof keyOf>, expected: string) => {
    await dwell(page, target, 700);
    await expect(message(page)).toHaveValue(expected);
    await page.mouse.move(2, 2); // away, as a pointer leaves what it chose
  };
  await rest(keyOf(page, 'i'), 'I');
  await rest(keyOf(page, 'space'), 'I ');
  await rest(suggestion(page, 'want'), 'I want ');
  await rest(suggestion(page, 'water'), 'I want water ');
  await dwell(page, page.getByRole('button', { name: 'speak', exact: true }), 700);
  await expect(caption(page)).toHaveText('I want water', { timeout: FIRST_USE_MS });
});

test('en, phone, dwell with the magnifier: a small key shows its area enlarged, the enlarged key types, the bar closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWithProfile(page, '/en/type', { preset: 'pointerDwell', dwell: { dwellMs: 600, magnifier: 'auto' } });
  await page.locator('.typing[data-ready]').waitFor();
  const lens = page.getByRole('dialog', { name: 'Magnifier: choose in the enlarged area' });
  const small = await keyOf(page, 'w').boundingBox();
  await dwell(page, keyOf(page, 'w'), 700);
  await expect(lens).toBeVisible();
  await expect(message(page)).toHaveValue('');
  // The key is drawn several times as big, with its neighbours; resting on it types it and the page is back.
  const enlarged = lens.getByRole('button', { name: 'w', exact: true });
  expect((await enlarged.boundingBox())!.width).toBeGreaterThan(small!.width * 4);
  await expect(lens.getByRole('button', { name: 'e', exact: true })).toBeVisible();
  await expectAccessible(page, 'the magnifier');
  await dwell(page, enlarged, 700);
  await expect(message(page)).toHaveValue('W');
  await expect(lens).toHaveCount(0);
  // Its close bar: the page again, nothing typed.
  await page.mouse.move(2, 400);
  await dwell(page, keyOf(page, 'a'), 700);
  await dwell(page, lens.getByRole('button', { name: 'Close the magnifier' }), 700);
  await expect(lens).toHaveCount(0);
  await expect(message(page)).toHaveValue('W');
});

test('pt, one switch: a puzzle’s word typed on the on-screen keyboard, and Inclusive City reached without typing a city', async ({ page }) => {
  await openWithProfile(page, '/quebra-cabeca/palavra', { preset: 'oneSwitchAuto', scan: { intervalMs: 400 } });
  await scanSelect(page, page.getByLabel('Sua palavra'));
  const keyboard = page.getByRole('dialog', { name: 'Escrever: Sua palavra' });
  await expect(keyboard).toBeVisible();
  await expectAccessible(page, 'the on-screen keyboard of a field');
  for (const letter of 'sol') await scanSelect(page, keyboard.getByRole('button', { name: letter, exact: true }));
  await expect(keyboard.getByRole('textbox', { name: 'Sua palavra' })).toHaveValue('sol');
  await scanSelect(page, keyboard.getByRole('button', { name: 'Pronto' }));
  await expect(keyboard).toBeHidden();
  await expect(page.getByLabel('Sua palavra')).toHaveValue('sol');
  await expect(page.getByRole('button', { name: 'Começar' })).toBeEnabled();

  await page.goto('/cidade-inclusiva');
  await scanSelect(page, page.getByRole('button', { name: 'Ver as frases sem cidade' }));
  await expect(page.getByRole('button', { name: 'Escolher cidade' })).toBeVisible();
  await expect(page.locator('.city-block').first()).toBeVisible();
});

test('en, head pointer and double blink only: "I want water" from the suggestions, then spoken', async ({ page }) => {
  test.setTimeout(180_000);
  await installSteerableCamera(page);
  // A keyboard fills the screen: the caregiver sets a higher gain, so a small head movement reaches its last row.
  await openWithProfile(page, '/en/type', { preset: 'headPointer', dwell: { enabled: false }, camera: { gain: 3 } });
  await page.locator('.typing[data-ready]').waitFor();
  await waitForHeadPointer(page);
  for (const [word, expected] of [['I', 'I '], ['want', 'I want '], ['water', 'I want water ']] as const) {
    await headTo(page, suggestion(page, word));
    await doubleBlink(page);
    await expect(message(page)).toHaveValue(expected);
  }
  await headTo(page, page.getByRole('button', { name: 'speak', exact: true }));
  await doubleBlink(page);
  await expect(caption(page)).toHaveText('I want water', { timeout: FIRST_USE_MS });
});
