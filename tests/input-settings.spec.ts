// The settings screen's input section: each preset chosen by keyboard alone and kept after a reload, an impossible
// interval refused in Portuguese while the previous one stays, a switch key captured, the preview cards, English,
// axe in light and dark.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { readStore } from './helpers/idb';
import { tabTo, waitForKeys } from './helpers/input';

function inputSection(page: Page) {
  const section = page.getByRole('region', { name: 'Controle' });
  return {
    section,
    presets: section.getByRole('radiogroup', { name: 'Forma de controle' }),
    preset: (name: string) => section.getByRole('radio', { name, exact: true }),
    interval: section.getByRole('spinbutton', { name: 'Tempo de cada passo' }),
    saved: section.getByRole('status').filter({ hasText: 'Salvo' }),
    advanced: section.locator('summary', { hasText: 'Avançado' }),
    preview: section.getByRole('region', { name: 'Experimente aqui' }),
  };
}

async function storedProfile(page: Page): Promise<Record<string, unknown> | undefined> {
  const rows = await readStore<{ key: string; value: Record<string, unknown> }>(page, 'settings');
  return rows.find((row) => row.key === 'input-profile')?.value;
}


test('each preset is chosen with the keyboard alone and kept after a reload', async ({ page }) => {
  await page.goto('/configuracoes');
  const input = inputSection(page);
  await expect(input.preset('Teclado')).toBeChecked(); // a new device starts on the keyboard
  const order = ['Teclado', 'Um acionador — varredura automática', 'Dois acionadores — varredura passo a passo', 'Apontar e esperar', 'Cabeça e piscadas (câmera)', 'Olhar (câmera)', 'Toque', 'Teclado'];
  const stored = ['keyboard', 'oneSwitchAuto', 'twoSwitchStep', 'pointerDwell', 'headPointer', 'eyeGaze', 'touch', 'keyboard'];
  for (let i = 1; i < order.length; i += 1) {
    await tabTo(page, input.preset(order[i - 1]!)); // Tab lands on the checked radio of the group
    await page.keyboard.press('ArrowDown');
    await expect(input.preset(order[i]!)).toBeChecked();
    await expect(input.saved).toBeVisible();
    await expect.poll(async () => (await storedProfile(page))?.preset).toBe(stored[i]);
    await page.reload();
    await expect(input.preset(order[i]!)).toBeChecked();
  }
});

test('an impossible interval is refused with a message in Portuguese and the previous one stays in effect', async ({ page }) => {
  await page.goto('/configuracoes');
  const input = inputSection(page);
  await input.preset('Um acionador — varredura automática').check();
  await expect(input.saved).toBeVisible();
  await expect(input.interval).toHaveValue('1000');

  await input.interval.fill('0');
  await page.keyboard.press('Tab');
  const message = input.section.getByText('O tempo de cada passo da varredura deve ficar entre 100 e 10.000 ms.');
  await expect(message).toBeVisible();
  await expect(input.interval).toHaveValue('0'); // what was typed stays, to be fixed
  await expect(input.interval).toHaveAttribute('aria-invalid', 'true');
  await expect(input.interval).toHaveAccessibleDescription(/O tempo de cada passo da varredura deve ficar entre 100 e 10\.000 ms\./);
  await expect(input.section.getByText(/^Não foi salvo/)).toBeVisible();
  await expectAccessible(page, 'input section with a refused value');
  expect(await storedProfile(page)).toMatchObject({ scan: { intervalMs: 1000 } });

  await page.reload();
  await expect(input.interval).toHaveValue('1000');
  await expect(message).toHaveCount(0);
});

test('a switch takes the next key pressed (F2) and keeps it after a reload; Escape cancels without going back', async ({ page }) => {
  await page.goto('/configuracoes');
  const input = inputSection(page);
  // On the keyboard preset Escape means "back": while capturing it only cancels. The switches are under "Avançado".
  await input.advanced.click();
  const primary = input.section.getByRole('group', { name: 'Acionador principal' });
  await primary.getByRole('button', { name: 'Trocar tecla ou botão' }).click();
  await expect(primary.getByRole('status')).toHaveText('Pressione a tecla ou o botão para usar. Esc cancela.');
  await page.keyboard.press('Escape');
  await expect(primary.getByRole('button', { name: 'Trocar tecla ou botão' })).toBeFocused();
  await expect(primary.getByRole('status')).toHaveText('');
  await expect(page).toHaveURL('/configuracoes');

  await input.preset('Um acionador — varredura automática').check();
  await expect(primary.getByTestId('binding-primary')).toHaveText('Espaço');
  await primary.getByRole('button', { name: 'Trocar tecla ou botão' }).click();
  await expect(primary.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('F2');
  await expect(primary.getByTestId('binding-primary')).toHaveText('F2');
  await expect(primary.getByRole('status')).toHaveText('');
  await expect.poll(async () => (await storedProfile(page))?.switch).toEqual({ enabled: true, bindings: [{ switchId: 'primary', kind: 'key', code: 'F2' }] });

  await page.reload();
  await expect(primary.getByTestId('binding-primary')).toHaveText('F2');
});

test('the preview cards answer a click and a number key without leaving the screen', async ({ page }) => {
  await page.goto('/configuracoes');
  const { preview } = inputSection(page);
  await expect(preview).toHaveAttribute('data-input-preview', '');
  await expect(preview.getByRole('status')).toHaveText('Nenhum cartão escolhido ainda.');
  await preview.getByRole('button', { name: 'Água' }).click();
  await expect(preview.getByRole('status')).toHaveText('Você escolheu: Água');
  // The keyboard preset (a new device's) numbers the cards: 2 is the second sample card.
  await waitForKeys(page);
  await expect(preview.getByRole('button', { name: 'Comer' })).toHaveAttribute('aria-keyshortcuts', '2');
  await page.keyboard.press('Digit2');
  await expect(preview.getByRole('status')).toHaveText('Você escolheu: Comer');
  await expect(page).toHaveURL('/configuracoes');
});

test('in English the section, its messages and the preview speak English', async ({ page }) => {
  await page.goto('/en/settings');
  const section = page.getByRole('region', { name: 'Input' });
  await expect(section.getByRole('radio', { name: 'Keyboard', exact: true })).toBeChecked();
  await section.getByRole('radio', { name: 'Point and wait', exact: true }).check();
  await expect(section.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const dwell = section.getByRole('spinbutton', { name: 'Time resting to choose' });
  await dwell.fill('5000');
  await page.keyboard.press('Tab');
  await expect(section.getByText('The dwell time must be between 300 and 3,000 ms.')).toBeVisible();
  await section.getByRole('region', { name: 'Try it here' }).getByRole('button', { name: 'Water' }).click();
  await expect(section.getByText('You chose: Water')).toBeVisible();
  // The camera's settings (face gestures, snapping, the magnifier) in English, light and dark.
  await section.getByRole('radio', { name: 'Head and blinks (camera)', exact: true }).check();
  await expect(section.getByRole('group', { name: 'Face gestures' })).toBeVisible();
  await expect(section.getByRole('radiogroup', { name: 'Magnifier for small targets' })).toBeVisible();
  await expectAccessible(page, 'camera input settings en, light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'camera input settings en, dark');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the input section passes the accessibility check in the ${scheme} theme, advanced settings open`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/configuracoes');
    const input = inputSection(page);
    // The camera's settings first: the face gestures, snapping and the magnifier.
    await input.preset('Cabeça e piscadas (câmera)').check();
    await input.advanced.click();
    await expect(input.section.getByRole('group', { name: 'Gestos do rosto' })).toBeVisible();
    await expect(input.section.getByRole('radiogroup', { name: 'Lupa para alvos pequenos' })).toBeVisible();
    await expectAccessible(page, `camera input settings ${scheme}`);
    await input.preset('Dois acionadores — varredura passo a passo').check();
    await expect(input.section.getByRole('spinbutton', { name: 'Tempo parado para escolher' })).toBeVisible();
    await input.section.getByRole('group', { name: 'Segundo acionador (escolher)' }).getByRole('button').click();
    await expectAccessible(page, `input settings ${scheme}`);
  });
}
