// A card with the family's photo and own voice: a photo made at test time and a recording from Chromium's fake
// microphone are kept with the card; the dynamic mode shows the photo and a tap plays the recording — after a reload
// and offline too. A refused microphone and a file that is not an image are said, and nothing is lost.
import { expect, test, type Browser, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { playedAudio, recordPlayedAudio } from './helpers/audio';
import { launchWithMicrophone, launchWithMicrophoneDenied } from './helpers/camera';
import { readStore } from './helpers/idb';
import { drawnPhoto } from './helpers/photo';
import { openAsReturning } from './helpers/input';

const BASE_URL = 'http://127.0.0.1:4173';

/** A 900 × 600 PNG with a red left half, drawn by the browser now: a real photo-sized picture. */
const testPhoto = (page: Page) => drawnPhoto(page, { width: 900, height: 600, split: 'left', first: '#dc2626', second: '#ffffff' });

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'pt-BR', serviceWorkers: 'block' });
  return context.newPage();
}

test('a card with a photo and a recorded voice: the dynamic mode shows the photo and a tap plays the recording', async () => {
  test.setTimeout(120_000);
  const browser = await launchWithMicrophone();
  try {
    const page = await newPage(browser);
    await recordPlayedAudio(page);
    await openAsReturning(page, '/pranchas?b=builtin-dynamic');
    await page.getByRole('button', { name: 'Adicionar cartão em Iniciais' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo cartão' });
    await dialog.getByLabel('Palavra ou frase').fill('Vovó');

    // A file that is not an image is refused with a message; the dialog keeps what it had.
    const [notImage] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Escolher foto' }).click()]);
    await notImage.setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(dialog.getByRole('alert')).toHaveText('Este arquivo não é uma imagem. Escolha uma foto (JPEG, PNG, WebP…).');
    await expect(dialog.getByLabel('Palavra ou frase')).toHaveValue('Vovó');

    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Escolher foto' }).click()]);
    await chooser.setFiles({ name: 'vovo.png', mimeType: 'image/png', buffer: await testPhoto(page) });
    await expect(dialog.getByText('Foto escolhida')).toBeVisible();

    await dialog.getByRole('button', { name: 'Gravar voz' }).click();
    await expect(dialog.getByRole('timer')).toContainText('Gravando');
    await expect(dialog.getByRole('meter', { name: 'Nível do som' })).toBeVisible();
    await expectAccessible(page, 'recording');
    await page.waitForTimeout(1500);
    await dialog.getByRole('button', { name: 'Parar gravação' }).click();
    await expect(dialog.getByText('Voz gravada: é guardada quando você salvar o cartão.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Card adicionado!' })).toBeVisible();

    const media = await readStore<{ kind: string; blob: unknown }>(page, 'boardMedia');
    expect(media.map((m) => m.kind).sort()).toEqual(['audio', 'image']);
    // Stored small: cropped square, at most 512 px.
    await expect(page.locator('.editor-card img.card__symbol--image')).toHaveCount(1);
    const side = await page.evaluate(async () => {
      const img = document.querySelector<HTMLImageElement>('.editor-card img.card__symbol--image');
      if (!img) return null;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(side).toEqual([512, 512]);

    await page.goto('/dinamico');
    await page.reload(); // what was saved is read back from the device
    const grandma = page.getByRole('list', { name: 'Iniciais' }).getByRole('button', { name: 'Vovó' });
    await expect(grandma.locator('img')).toHaveAttribute('src', /^blob:/);
    const before = (await playedAudio(page)).length;
    await grandma.click();
    await expect(page.locator('.speech-caption')).toHaveAttribute('data-provider', 'recording', { timeout: 15_000 });
    await expect.poll(async () => (await playedAudio(page)).slice(before).some((sound) => sound.duration > 1)).toBe(true);
  } finally {
    await browser.close();
  }
});

test('a refused microphone is said in the user language, and the card can still be saved', async () => {
  const browser = await launchWithMicrophoneDenied();
  try {
    const page = await newPage(browser);
    await openAsReturning(page, '/en/boards?b=builtin-needs');
    await page.getByRole('button', { name: 'Card Water' }).click();
    await page.getByRole('dialog', { name: 'Card Water' }).getByRole('button', { name: 'Edit Water' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit card' });
    await dialog.getByRole('button', { name: 'Record voice' }).click();
    await expect(dialog.getByRole('alert')).toHaveText("Access to the microphone was refused. Allow the microphone in the browser's settings to record.");
    await expectAccessible(page, 'microphone refused');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Card edited!' })).toBeVisible();
  } finally {
    await browser.close();
  }
});
