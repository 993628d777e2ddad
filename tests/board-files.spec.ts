// Over 300 lines because each test is one whole journey with a real board file; they share the file helpers.
// Board files in Chromium (issue 17), on the real files in ../shared/fixtures/obf (read from there): importing the
// 81-board pageset.obz from My boards — its preview with what cannot be kept, then new boards, the root opened, a
// folder opened from the dynamic mode and back; a corrupt file refused with its message and the boards already there
// unchanged; simple.obf said by its vocalization, exported, and the download imported again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { chosenBoardSaved } from './helpers/idb';
import { key, waitForKeys } from './helpers/input';
import { caption, FIRST_USE_MS } from './helpers/screens';

const FIXTURES = join(process.cwd(), '../shared/fixtures/obf');
/** A picture as a server answers it: one red pixel. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

async function chooseFile(page: Page, files: string | { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Importar prancha (.obf / .obz)' }).click()]);
  await chooser.setFiles(files);
}

test('pt: pageset.obz — the preview says what it brings and what cannot be kept; 81 new boards, the root opened', async ({ page }) => {
  await page.goto('/pranchas');
  const list = page.getByRole('list', { name: /Pranchas/ });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const before = await list.getByRole('listitem').count();
  await chooseFile(page, join(FIXTURES, 'pageset.obz'));
  const preview = page.getByRole('dialog', { name: 'Importar este arquivo?' });
  await expect(preview).toContainText('Ele traz 81 pranchas');
  await expect(preview.getByRole('heading', { name: 'O que não poderá ser mantido' })).toBeVisible();
  await expect(preview).toContainText('que não está no arquivo');
  await expectAccessible(page, 'import preview');
  await preview.getByRole('button', { name: 'Importar' }).click();
  await expect(page.locator('.toast-list').getByText('81 pranchas importadas.')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/pranchas\?b=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('CommuniKate toppage');
  await page.goto('/pranchas');
  await expect(list.getByRole('listitem')).toHaveCount(before + 81);

  // Used in the dynamic mode: a folder card opens its board, and the way back returns to the first one.
  await list.getByRole('link', { name: /CommuniKate toppage/ }).first().click();
  await page.getByRole('button', { name: 'Usar no modo Dinâmico' }).click();
  await expect(page.getByText('Em uso no modo Dinâmico')).toBeVisible();
  await chosenBoardSaved(page, 'dynamic');
  const folder = folderOfRoot();
  await page.goto('/dinamico');
  await page.getByRole('button', { name: 'Entendi' }).click();
  await page.locator('.card-grid').getByRole('button', { name: folder.label, exact: true }).first().click();
  await expect(page.getByText(`Pasta aberta: ${folder.target}`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Voltar para CommuniKate toppage' }).click();
  await expect(page.getByText(/Pasta aberta/)).toHaveCount(0);
  await expect(page.locator('.card-grid').getByRole('button', { name: folder.label, exact: true }).first()).toBeVisible();
});

/** A button of pageset's root that opens another board of the set, and that board's name (read from the file). */
function folderOfRoot(): { label: string; target: string } {
  const files = unzipSync(new Uint8Array(readFileSync(join(FIXTURES, 'pageset.obz'))));
  const board = (path: string) => JSON.parse(strFromU8(files[path]!)) as { name: string; buttons: { label: string; load_board?: { path?: string } }[] };
  const root = board('boards/toppage.obf');
  const button = root.buttons.find((b) => b.load_board?.path && b.load_board.path !== 'boards/toppage.obf' && files[b.load_board.path] && b.label.trim())!;
  return { label: button.label, target: board(button.load_board!.path!).name };
}

test('pt: links.obz in the editor — a folder card says where it leads, opens that board, and back (Escape too) returns', async ({ page }) => {
  await page.goto('/pranchas');
  await chooseFile(page, join(FIXTURES, 'links.obz'));
  await page.getByRole('dialog', { name: 'Importar este arquivo?' }).getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple Board');
  const feelings = page.getByRole('button', { name: 'Cartão feelings, abre a prancha “Simple Board 2”' });
  await expect(page.locator('.editor-card__item').filter({ has: feelings })).toContainText('Simple Board 2');
  await feelings.click();
  const actions = page.getByRole('dialog', { name: 'Cartão feelings' });
  await expect(actions).toContainText('abre a prancha “Simple Board 2”');
  await expectAccessible(page, 'folder card actions');
  await actions.getByRole('button', { name: 'Abrir a prancha “Simple Board 2”' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple Board 2');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Cartão happy' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar para “Simple Board”' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple Board');
  // By keys: the folder again, then Escape (the back command) returns to the board it was opened from first.
  await page.getByRole('button', { name: /^Cartão colors/ }).click();
  await page.getByRole('dialog', { name: 'Cartão colors' }).getByRole('button', { name: 'Abrir a prancha “Simple Board 3”' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple Board 3');
  await waitForKeys(page);
  await key(page, 'Escape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple Board');
  await expect(page).toHaveURL(/\/pranchas\?b=/);
});

test('a corrupt file shows its message and the boards already there are unchanged; a scripted SVG comes in as a PNG', async ({ page }) => {
  await page.goto('/pranchas');
  const list = page.getByRole('list', { name: /Pranchas/ });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const names = await list.getByRole('heading').allTextContents();
  await chooseFile(page, { name: 'quebrado.obz', mimeType: 'application/zip', buffer: Buffer.from('PK\u0003\u0004 não é um zip de verdade') });
  await expect(page.getByRole('alert').filter({ hasText: 'O pacote (.obz) está danificado e não pôde ser aberto. Nada foi importado.' })).toBeVisible();
  await chooseFile(page, { name: 'lista.obf', mimeType: 'application/json', buffer: Buffer.from('[1, 2, 3]') });
  await expect(page.getByRole('alert').filter({ hasText: 'o conteúdo não é um objeto do formato Open Board' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await list.getByRole('heading').allTextContents()).toEqual(names);
  await expectAccessible(page, 'import refused');

  // A picture that is an SVG with a script comes in only as the PNG drawn from it.
  const sun = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script><circle cx="20" cy="20" r="15" fill="orange"/></svg>';
  const svgBoard = {
    format: 'open-board-0.1', id: 'sun', name: 'Sol', locale: 'pt-BR',
    buttons: [{ id: 'b', label: 'sol', image_id: 'i' }], grid: { rows: 1, columns: 1, order: [['b']] },
    images: [{ id: 'i', path: 'images/sun.svg', content_type: 'image/svg+xml' }], sounds: [],
  };
  const svgPackage = zipSync({
    'manifest.json': strToU8(JSON.stringify({ format: 'open-board-0.1', root: 'boards/sun.obf', paths: { boards: { sun: 'boards/sun.obf' } } })),
    'boards/sun.obf': strToU8(JSON.stringify(svgBoard)),
    'images/sun.svg': strToU8(sun),
  });
  await chooseFile(page, { name: 'sol.obz', mimeType: 'application/zip', buffer: Buffer.from(svgPackage) });
  await page.getByRole('dialog', { name: 'Importar este arquivo?' }).getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sol');
  await expect(page.locator('img[src^="blob:"]').first()).toBeVisible();
  const stored = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('aceno');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('boardMedia').objectStore('boardMedia').getAll();
          all.onsuccess = () => resolve((all.result as { blob: Blob }[]).map((row) => row.blob.type));
          all.onerror = () => reject(all.error);
        };
      }),
  );
  expect(stored).toEqual(['image/png']);
});

test('pt: simple.obf imported and used in the dynamic mode says the vocalization, not the label; exported and imported again', async ({ page }, testInfo) => {
  await page.goto('/pranchas');
  await expect(page.getByRole('list', { name: /Pranchas/ }).getByRole('listitem').first()).toBeVisible();
  await chooseFile(page, join(FIXTURES, 'simple.obf'));
  await page.getByRole('dialog', { name: 'Importar este arquivo?' }).getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Simple Images Board');

  // Exported with its linked boards, then that download imported again: the same board comes back, as a copy.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar com as pranchas ligadas (.obz)' }).click()]);
  expect(download.suggestedFilename()).toBe('Simple-Images-Board.obz');
  const saved = testInfo.outputPath('exported.obz');
  await download.saveAs(saved);
  await expect(page.locator('.toast-list').getByText('Arquivo Simple-Images-Board.obz exportado.')).toBeVisible();

  await page.getByRole('button', { name: 'Usar no modo Dinâmico' }).click();
  await expect(page.getByText('Em uso no modo Dinâmico')).toBeVisible();
  await chosenBoardSaved(page, 'dynamic');
  await page.goto('/dinamico');
  await page.getByRole('button', { name: 'Entendi' }).click();
  await page.getByRole('button', { name: 'cat', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'cat' })).toBeVisible();
  await expect(caption(page)).toHaveText('feline', { timeout: FIRST_USE_MS });

  await page.goto('/pranchas');
  await chooseFile(page, saved);
  const preview = page.getByRole('dialog', { name: 'Importar este arquivo?' });
  await expect(preview).toContainText('Ele traz 1 prancha,');
  await preview.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Simple Images Board (2)');
  await expect(page.getByRole('listitem').filter({ hasText: 'cat' }).first()).toBeVisible();

  // Pictures and sounds at an address are downloaded, with their progress (answered here: no test reaches the
  // internet). Cancel while they download stores nothing.
  const remote = /^https?:\/\/(openclipart\.org|soundbible\.com)\//;
  await page.route(remote, () => undefined); // held: the downloads wait
  await page.goto('/pranchas');
  const list = page.getByRole('list', { name: /Pranchas/ });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const names = await list.getByRole('heading').allTextContents();
  await chooseFile(page, join(FIXTURES, 'lots_of_stuff.obz'));
  const lots = page.getByRole('dialog', { name: 'Importar este arquivo?' });
  await lots.getByRole('button', { name: 'Importar' }).click();
  await expect(lots.getByRole('status')).toHaveText(/^Baixando imagens e sons: 0 de \d+\.\.\.$/);
  await expect(lots.getByRole('progressbar', { name: 'Imagens e sons baixados' })).toBeVisible();
  await lots.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Importação cancelada: nada foi mudado.' })).toBeVisible();
  await expect(lots).toHaveCount(0);
  expect(await list.getByRole('heading').allTextContents()).toEqual(names);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(remote, (route) => {
    const sound = route.request().url().includes('soundbible');
    return route.fulfill({ status: 200, contentType: sound ? 'audio/mpeg' : 'image/png', body: sound ? Buffer.from([0xff, 0xfb, 0x90, 0x44, 0, 0]) : TINY_PNG, headers: { 'access-control-allow-origin': '*' } });
  });

  // A board whose cards bring their own colours (black among them) stays readable in the editor.
  await chooseFile(page, join(FIXTURES, 'lots_of_stuff.obz'));
  await lots.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lots of Stuff Board');
  await expect(page.locator('.toast-list').getByText('5 pranchas importadas.', { exact: true })).toBeVisible();
  await expectAccessible(page, 'imported coloured board in the editor');

  // The file's licences are kept and shown, in the editor and on the printed sheets; a label-only button has no picture.
  const licences = page.getByRole('region', { name: 'Licenças do arquivo importado' });
  await expect(licences).toContainText('Prancha: CC-By — Brian Whitmer');
  await page.getByRole('link', { name: 'Imprimir esta prancha' }).click();
  const sheet = page.locator('.print-sheet').first();
  await expect(sheet).toContainText('Licenças do arquivo: prancha: CC-By — Brian Whitmer');
  // Every shown button in its grid order, as the file lays it out (the hidden one left out).
  await expect(sheet.locator('.print-card__label')).toHaveText(shownInGridOrder('lots_of_stuff.obz', 'boards/root_board.obf'));
  await page.getByRole('link', { name: 'Voltar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lots of Stuff Board');
});

/** The labels of a board's shown buttons, row by row through its grid, read from the file. */
function shownInGridOrder(file: string, path: string): string[] {
  const files = unzipSync(new Uint8Array(readFileSync(join(FIXTURES, file))));
  const board = JSON.parse(strFromU8(files[path]!)) as { buttons: { id: string; label: string; hidden?: boolean }[]; grid: { order: (string | null)[][] } };
  const byId = new Map(board.buttons.map((button) => [String(button.id), button]));
  return board.grid.order.flat().flatMap((id) => {
    const button = id === null ? undefined : byId.get(String(id));
    return button && !button.hidden ? [button.label] : [];
  });
}

/** The words of every card drawn, once the page has stopped adding them. */
async function settledLabels(page: Page, selector: string): Promise<string[]> {
  let last: string[] = [];
  await expect(async () => {
    const now = await page.locator(selector).allTextContents();
    const same = now.length > 0 && now.join('|') === last.join('|');
    last = now;
    expect(same).toBe(true);
  }).toPass({ intervals: [300], timeout: 10_000 });
  return last;
}

test('en: the dynamic mode’s board printed: every card on its sheets at each size, only the sheets on paper, one page each', async ({ page }) => {
  await page.goto('/en/dynamic');
  await page.getByRole('button', { name: 'Got it' }).click();
  const onScreen = await settledLabels(page, '.dynamic__sections .card__label');
  await page.getByRole('link', { name: 'Print this board' }).click();
  await expect(page).toHaveURL(/\/en\/boards\/print\?b=builtin-dynamic$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Print a board');
  const preview = page.getByRole('region', { name: 'Print preview' });
  expect(await settledLabels(page, '.print-card__label')).toEqual(onScreen);
  const medium = await preview.locator('.print-sheet').count();
  await expect(page.getByRole('status').filter({ hasText: `${medium} sheets to print.` })).toBeVisible();
  await expect(preview.locator('.print-sheet').first()).toContainText('Symbols: OpenMoji');
  await expectAccessible(page, 'print preview');

  // Larger cards: fewer across the sheet, still every card.
  const widthOfCard = async () => (await preview.locator('.print-card').first().boundingBox())!.width;
  const mediumWidth = await widthOfCard();
  await page.getByRole('button', { name: 'Large (6 cm)' }).click();
  await expect(page.getByRole('button', { name: 'Large (6 cm)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(async () => expect(await widthOfCard()).toBeGreaterThan(mediumWidth * 1.2)).toPass();
  expect(await settledLabels(page, '.print-card__label')).toEqual(onScreen);

  // On paper: the sheets alone, each on its own page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: /Back/ })).toBeHidden();
  await expect(preview.locator('.print-sheet').first()).toBeVisible();
  await expect(async () => {
    const loaded = await page.locator('.print-card img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete));
    expect(loaded).toBe(true);
  }).toPass();
  const sheets = await preview.locator('.print-sheet').count();
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(sheets);

  // Back returns to the mode the board was printed from, not to the start page.
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/dynamic$/);
});

/** A constructor board package made here: letter cards (+letters), :space, :backspace, :clear and a folder. */
function spellingPackage(): Buffer {
  const button = (id: string, label: string, extra: Record<string, unknown> = {}) => ({ id, label, ...extra });
  const root = {
    format: 'open-board-0.1', id: 'spell', locale: 'pt-BR', name: 'Soletrar', ext_aceno_type: 'constructor',
    buttons: [
      button('c', 'C', { action: '+c' }), button('a', 'A', { action: '+a' }), button('s', 'S', { action: '+s' }),
      button('space', 'espaço', { action: ':space' }), button('back', 'apagar', { action: ':backspace' }), button('clear', 'limpar', { action: ':clear' }),
      button('more', 'Mais palavras', { load_board: { id: 'more', path: 'boards/more.obf' } }),
    ],
    grid: { rows: 2, columns: 4, order: [['c', 'a', 's', 'space'], ['back', 'clear', 'more', null]] },
    images: [], sounds: [],
  };
  const more = {
    format: 'open-board-0.1', id: 'more', locale: 'pt-BR', name: 'Mais palavras', ext_aceno_type: 'constructor',
    buttons: [button('w', 'água', { ext_aceno_emoji: '💧' }), button('home', 'início', { action: ':home' })],
    grid: { rows: 1, columns: 2, order: [['w', 'home']] }, images: [], sounds: [],
  };
  const manifest = { format: 'open-board-0.1', root: 'boards/spell.obf', paths: { boards: { spell: 'boards/spell.obf', more: 'boards/more.obf' } } };
  return Buffer.from(zipSync({ 'manifest.json': strToU8(JSON.stringify(manifest)), 'boards/spell.obf': strToU8(JSON.stringify(root)), 'boards/more.obf': strToU8(JSON.stringify(more)) }));
}

test('pt: a board file in the constructor: letters spell a word, :backspace and :clear act on the sentence, a folder opens and Escape leaves it first', async ({ page }) => {
  await page.goto('/pranchas');
  await expect(page.getByRole('list', { name: /Pranchas/ }).getByRole('listitem').first()).toBeVisible();
  await chooseFile(page, { name: 'soletrar.obz', mimeType: 'application/zip', buffer: spellingPackage() });
  await page.getByRole('dialog', { name: 'Importar este arquivo?' }).getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Soletrar');
  await page.getByRole('button', { name: 'Usar no modo Construtor' }).click();
  await expect(page.getByText('Em uso no modo Construtor')).toBeVisible();
  await chosenBoardSaved(page, 'constructor');

  await page.goto('/construtor');
  await page.getByRole('button', { name: 'Entendi' }).click();
  const cards = page.locator('.constructor__grid');
  const words = page.getByRole('region', { name: 'Sua frase' }).getByRole('listitem').locator('.sentence-strip__text');
  for (const letter of ['C', 'A', 'S', 'A']) await cards.getByRole('button', { name: letter, exact: true }).click();
  await expect(words).toHaveText(['casa']);
  await cards.getByRole('button', { name: 'apagar', exact: true }).click();
  await expect(words).toHaveText(['cas']);
  await cards.getByRole('button', { name: 'espaço', exact: true }).click();
  await cards.getByRole('button', { name: 'A', exact: true }).click();
  await expect(words).toHaveText(['cas', 'a']);

  // The folder: its words join the sentence; Escape closes the folder, not the mode.
  await cards.getByRole('button', { name: 'Mais palavras', exact: true }).click();
  await expect(page.getByText('Pasta aberta: Mais palavras')).toBeVisible();
  await cards.getByRole('button', { name: 'água', exact: true }).click();
  await expect(words).toHaveText(['cas', 'a', 'água']);
  await waitForKeys(page);
  await key(page, 'Escape');
  await expect(page.getByText(/Pasta aberta/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/construtor$/);
  await expect(words).toHaveText(['cas', 'a', 'água']);
  await cards.getByRole('button', { name: 'limpar', exact: true }).click();
  await expect(words).toHaveCount(0);
  await expectAccessible(page, 'constructor with a board file');
});
