// Making a scene (issue 40): in My boards, a new scene board from a photo made at test time (a 2,400 × 1,600 picture,
// stored whole at 1,600 px), three parts — a rectangle dragged with the mouse, an outline traced, and one made with
// "New part" and placed by the move buttons, with a voice recorded from Chromium's fake microphone — then seen in the
// Scenes mode: a touch says a part's words, the recorded part plays its recording, after a reload too.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { recordPlayedAudio } from './helpers/audio';
import { launchWithMicrophone } from './helpers/camera';
import { openAsReturning } from './helpers/input';
import { drawnPhoto } from './helpers/photo';

const BASE_URL = 'http://127.0.0.1:4173';

/** A 2,400 × 1,600 PNG drawn by the browser now: sky over sand. */
const beachPhoto = (page: Page) => drawnPhoto(page, { width: 2400, height: 1600, split: 'top', first: '#7dd3fc', second: '#fde68a' });

/** Presses the mouse at a place of the photo (fractions), moves through the others, and lets go. */
async function drawOn(page: Page, points: readonly [number, number][]): Promise<void> {
  await page.locator('.scene-editor__photo').scrollIntoViewIfNeeded();
  const box = (await page.locator('.scene-editor__photo').boundingBox())!;
  const at = ([x, y]: [number, number]) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(points[0]!));
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(...at(point), { steps: 6 });
  await page.mouse.up();
}

test('pt: a scene made from a photo with three parts (drawn, traced, and placed by buttons with a recorded voice), then used', async () => {
  test.setTimeout(150_000);
  const browser = await launchWithMicrophone();
  try {
    const context = await browser.newContext({ baseURL: BASE_URL, locale: 'pt-BR', serviceWorkers: 'block' });
    const page = await context.newPage();
    await recordPlayedAudio(page);
    await openAsReturning(page, '/pranchas');
    await page.getByRole('button', { name: 'Nova prancha' }).click();
    const create = page.getByRole('dialog', { name: 'Nova prancha' });
    await create.getByLabel('Nome da prancha').fill('Família');
    await create.getByRole('radio', { name: 'Cena' }).check();
    await create.getByRole('button', { name: 'Criar prancha' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Família');
    await expect(page.getByText('Escolha ou tire uma foto para fazer a primeira cena.')).toBeVisible();

    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Nova cena com uma foto' }).click()]);
    await chooser.setFiles({ name: 'praia.png', mimeType: 'image/png', buffer: await beachPhoto(page) });
    const photo = page.getByRole('group', { name: 'Foto da cena Cena 1, com as partes marcadas' });
    await expect(photo.locator('img')).toHaveAttribute('src', /^blob:/);
    // Stored whole, made small: 1,600 × 1,067.
    expect(await photo.locator('img').evaluate(async (img: HTMLImageElement) => (await img.decode(), [img.naturalWidth, img.naturalHeight]))).toEqual([1600, 1067]);

    const partDialog = page.getByRole('dialog', { name: 'Nova parte' });
    // 1. A rectangle dragged with the mouse.
    await page.getByRole('button', { name: 'Desenhar retângulo' }).click();
    await drawOn(page, [[0.08, 0.15], [0.3, 0.45]]);
    await partDialog.getByLabel('Nome da parte').fill('Júlia');
    await partDialog.getByLabel('O que ela diz (se for mais que o nome)').fill('Esta é minha neta Júlia, ela tem 6 anos.');
    await partDialog.getByRole('button', { name: 'Salvar parte' }).click();
    // A line is no rectangle: nothing to touch, said so.
    await drawOn(page, [[0.4, 0.6], [0.6, 0.601]]);
    await expect(page.getByRole('alert').filter({ hasText: 'Essa parte' })).toHaveText('Essa parte é pequena demais para tocar: desenhe uma maior.');
    // 2. An outline traced around the sea.
    await page.getByRole('button', { name: 'Contornar' }).click();
    await drawOn(page, [[0.55, 0.1], [0.9, 0.12], [0.88, 0.5], [0.6, 0.48], [0.55, 0.12]]);
    await partDialog.getByLabel('Nome da parte').fill('Mar');
    await partDialog.getByRole('button', { name: 'Salvar parte' }).click();
    await expect(page.locator('.scene-editor__part')).toHaveCount(2);
    // 3. "Nova parte" in the middle, with a recorded voice, moved down by the buttons.
    await page.getByRole('button', { name: 'Escolher', exact: true }).click();
    await page.getByRole('button', { name: 'Nova parte' }).click();
    await partDialog.getByLabel('Nome da parte').fill('Sorvete');
    await partDialog.getByRole('button', { name: 'Gravar voz' }).click();
    await expect(partDialog.getByRole('timer')).toContainText('Gravando');
    await page.waitForTimeout(1500);
    await partDialog.getByRole('button', { name: 'Parar gravação' }).click();
    await partDialog.getByRole('button', { name: 'Salvar parte' }).click();
    await expect(page.getByText('Parte escolhida: Sorvete')).toBeVisible();
    const icecream = photo.getByRole('button', { name: 'Sorvete' });
    // Made in the middle (37.5 % from the top, a quarter of the photo high), then five steps of 2 % down.
    const top = () => icecream.evaluate((el: HTMLElement) => Number.parseFloat(el.style.top));
    expect(await top()).toBeCloseTo(37.5);
    for (let i = 0; i < 5; i += 1) await page.getByRole('button', { name: 'Mover para baixo' }).click();
    await expect.poll(top).toBeCloseTo(47.5);
    await expectAccessible(page, 'scene editor with three parts');

    await page.getByRole('link', { name: 'Ver a cena' }).click();
    await expect(page).toHaveURL(/\/cenas\?b=/);
    await page.getByRole('button', { name: 'Júlia', exact: true }).click();
    await expect(page.locator('.scene__words')).toHaveText('Esta é minha neta Júlia, ela tem 6 anos.');
    await page.reload();
    await expect(page.locator('.scene__photo img')).toHaveAttribute('src', /^blob:/);
    await expect(page.locator('.scene__hotspot')).toHaveCount(3);
    await page.getByRole('button', { name: 'Sorvete', exact: true }).click();
    await expect(page.locator('.speech-caption')).toHaveAttribute('data-provider', 'recording', { timeout: 15_000 });
  } finally {
    await browser.close();
  }
});
