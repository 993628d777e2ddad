// Over 300 lines because each test is one whole journey of a caregiver in My boards; they share its helpers.
// My boards: a caregiver makes a board and its cards by touch, reorders a built-in board by keyboard only and by
// one switch only, restores the original, and the modes show what was saved (after a reload too); a garbage row
// is reported and the built-in words shown. axe on every new screen and dialog, in pt and en.
import { expect, test, type Locator, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { chosenBoardSaved, putRows, readStore } from './helpers/idb';
import { key, openAsReturning, openWithProfile, switchPress, tabTo, waitForHighlight } from './helpers/input';
import { answerArasaac, pictogramId } from './helpers/figures';
import { caption, FIRST_USE_MS } from './helpers/screens';

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });
const firstCards = (list: Locator) => list.getByRole('button');


test('pt, by touch: a new board with its own card is shown and said by the dynamic mode, after a reload too', async ({ page }) => {
  test.setTimeout(120_000);
  await openAsReturning(page, '/');
  await page.getByRole('link', { name: 'Minhas pranchas' }).click();
  await expect(page).toHaveURL('/pranchas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Minhas pranchas');
  const boards = page.getByRole('list', { name: 'Pranchas' }).getByRole('listitem');
  await expect(boards).toHaveCount(9);
  await expectAccessible(page, 'list pt');

  await page.getByRole('button', { name: 'Nova prancha' }).click();
  const create = dialog(page, 'Nova prancha');
  const save = create.getByRole('button', { name: 'Criar prancha' });
  await expect(save).toBeDisabled();
  await expect(create.getByText('Preencha o nome da prancha')).toBeVisible();
  await create.getByLabel('Nome da prancha').fill('   ');
  await expect(save).toBeDisabled();
  await expectAccessible(page, 'new board pt');
  await create.getByLabel('Nome da prancha').fill('Escola do Léo');
  await create.getByRole('radio', { name: 'Dinâmico' }).check();
  await save.click();
  await expect(toast(page, 'Prancha "Escola do Léo" criada com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escola do Léo');
  await expect(page.locator('.category-editor')).toHaveCount(8);
  await expect(page.locator('.editor-card')).toHaveCount(64);
  await expectAccessible(page, 'editor pt');

  // A card of the family's own: word, a symbol found by searching its word (OpenMoji's popcorn, by its CLDR name).
  await page.getByRole('button', { name: 'Adicionar cartão em Animais e Objetos' }).click();
  const card = dialog(page, 'Novo cartão');
  const saveCard = card.getByRole('button', { name: 'Salvar cartão' });
  await expect(saveCard).toBeDisabled();
  await card.getByLabel('Palavra ou frase').fill('Pipoca');
  await expect(saveCard).toBeDisabled(); // no symbol yet
  await card.getByLabel('Procurar símbolo por palavra').fill('pipoca');
  await card.getByRole('list', { name: 'Símbolos encontrados' }).getByRole('button').first().click();
  await expect(card.locator('.card-dialog__chosen')).toContainText('🍿');
  await expect(card.locator('.card-dialog__chosen img')).toHaveAttribute('src', '/symbols/1F37F.svg');
  await card.getByLabel('O que é falado (opcional)').fill('Eu quero pipoca');
  await expectAccessible(page, 'card dialog pt');
  await saveCard.click();
  await expect(toast(page, 'Card adicionado!')).toBeVisible();
  const animals = page.getByRole('list', { name: 'Animais e Objetos' });
  await expect(firstCards(animals).last()).toHaveAccessibleName('Cartão Pipoca');
  await expect(firstCards(animals).last().locator('img')).toHaveJSProperty('complete', true);
  expect(await firstCards(animals).last().locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Removing shows the spec's toast with Undo, which puts the card back.
  await firstCards(animals).filter({ hasText: 'Gato' }).click();
  await dialog(page, 'Cartão Gato').getByRole('button', { name: 'Remover Gato' }).click();
  await expect(toast(page, 'Card removido!')).toBeVisible();
  await expect(firstCards(animals).filter({ hasText: 'Gato' })).toHaveCount(0);
  await toast(page, 'Card removido!').getByRole('button', { name: 'Desfazer' }).click();
  await expect(firstCards(animals).filter({ hasText: 'Gato' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Usar no modo Dinâmico' }).click();
  await expect(page.getByText('Em uso no modo Dinâmico')).toBeVisible();
  await chosenBoardSaved(page, 'dynamic');

  await page.goto('/dinamico');
  const popcorn = page.getByRole('list', { name: 'Animais e Objetos' }).getByRole('button', { name: 'Pipoca' });
  await expect(popcorn).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Iniciais' })).toHaveCount(0); // the new board's 8 categories
  await popcorn.click();
  await expect(dialog(page, 'Pipoca')).toBeVisible();
  await expect(caption(page)).toHaveText('Eu quero pipoca', { timeout: FIRST_USE_MS });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Animais e Objetos' }).getByRole('button', { name: 'Pipoca' })).toBeVisible();
  const uses = await readStore<{ cardId: string; count: number }>(page, 'boardUses');
  expect(uses).toHaveLength(1);
});

test('en: “Cookie” gets 🍪 by its word; an ARASAAC pictogram chosen online still shows offline and after a reload', async ({ page, context }) => {
  test.setTimeout(90_000);
  const arasaac = await answerArasaac(context);
  await openAsReturning(page, '/en/boards');
  await page.getByRole('link', { name: 'Edit the board Feelings' }).click();
  await page.getByRole('button', { name: /^Add card to / }).first().click();
  const card = dialog(page, 'New card');
  await card.getByLabel('Word or phrase').fill('Cookie');
  const search = card.getByLabel('Search symbols by word');
  await search.fill('cookie');
  const found = card.getByRole('list', { name: 'Symbols found' }).getByRole('button');
  await expect(found.first()).toHaveAccessibleName(/^cookie/);
  await found.first().click();
  await expect(card.locator('.card-dialog__chosen')).toContainText('🍪');
  // ARASAAC's pictograms for the word, below the bundled symbols; the word ARASAAC lacks says so.
  const pictograms = card.getByRole('list', { name: 'ARASAAC pictograms for “cookie”' }).getByRole('button');
  await expect(pictograms.first()).toHaveAccessibleName('cookie, pictogram 1');
  await expect(card.getByText(/Sergio Palao, ARASAAC/)).toBeVisible();
  await expectAccessible(page, 'card dialog with pictograms en');
  await pictograms.first().click();
  await expect(card.getByText('Chosen ARASAAC pictogram')).toBeVisible();
  expect(arasaac.pictures).toContain(`https://static.arasaac.org/pictograms/${pictogramId('en', 'cookie')}/${pictogramId('en', 'cookie')}_300.png`);
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(toast(page, 'Card added!')).toBeVisible();
  const cookie = page.getByRole('button', { name: 'Card Cookie' });
  const drawn = (locator: Locator) => locator.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.src.startsWith('blob:'));
  await expect.poll(() => drawn(cookie)).toBe(true);
  await expect(page.getByText(/CC BY-NC-SA — Sergio Palao/)).toBeVisible();

  // Offline: the card keeps its pictogram; the dialog says pictograms need a connection, the symbols still work.
  await context.setOffline(true);
  await page.getByRole('button', { name: /^Add card to / }).first().click();
  await dialog(page, 'New card').getByLabel('Search symbols by word').fill('juice');
  await expect(dialog(page, 'New card').getByText('ARASAAC pictograms need an internet connection.', { exact: false })).toBeVisible();
  await expect(dialog(page, 'New card').getByRole('list', { name: 'Symbols found' }).getByRole('button').first()).toBeVisible();
  await dialog(page, 'New card').getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => drawn(cookie)).toBe(true);
  await context.setOffline(false);
  // After a reload with ARASAAC gone (no address answers now), the picture comes from the device.
  await context.unrouteAll();
  await page.reload();
  await expect.poll(() => drawn(page.getByRole('button', { name: 'Card Cookie' }))).toBe(true);
});

test('en, keyboard only: a card moves earlier from its actions, the page shows the new order, and restore brings the original back', async ({ page }) => {
  test.setTimeout(90_000);
  await openWithProfile(page, '/en/boards', { preset: 'keyboard' });
  await tabTo(page, page.getByRole('link', { name: 'Edit the board Feelings' }));
  await key(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feelings');
  await expectAccessible(page, 'editor en');
  await tabTo(page, page.getByRole('button', { name: 'Card Sad' }));
  await key(page, 'Enter');
  const actions = dialog(page, 'Card Sad');
  await expect(actions.getByText('Place 2 of 12 in the category.')).toBeVisible();
  await expectAccessible(page, 'card actions en');
  await tabTo(page, actions.getByRole('button', { name: 'Move Sad earlier' }));
  await key(page, 'Enter');
  await expect(actions.getByText('Place 1 of 12 in the category.')).toBeVisible();
  await key(page, 'Escape');
  await expect(actions).toBeHidden();

  await page.goto('/en/feelings');
  await expect(firstCards(page.getByRole('list', { name: 'Feelings' })).first()).toHaveText('Sad');

  await page.goto('/en/boards?b=builtin-feelings');
  await tabTo(page, page.getByRole('button', { name: 'Restore the original board' }));
  await key(page, 'Enter');
  const confirm = dialog(page, 'Restore the original board?');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await key(page, 'Tab');
  await key(page, 'Enter');
  await expect(toast(page, 'Board restored.')).toBeVisible();
  await page.goto('/en/feelings');
  await expect(firstCards(page.getByRole('list', { name: 'Feelings' })).first()).toHaveText('Happy');
});

test('pt, one switch: scanning opens a card’s actions and moves it earlier; the needs page shows it first', async ({ page }) => {
  test.setTimeout(150_000);
  await openWithProfile(page, '/pranchas?b=builtin-needs', { preset: 'oneSwitchAuto', scan: { intervalMs: 700, loops: 10 } });
  const food = page.getByRole('button', { name: 'Cartão Comida' });
  await waitForHighlight(food, 90_000);
  await switchPress(page);
  const actions = dialog(page, 'Cartão Comida');
  await expect(actions).toBeVisible();
  const earlier = actions.getByRole('button', { name: 'Mover Comida para antes' });
  await waitForHighlight(earlier, 60_000);
  await switchPress(page);
  await expect(actions.getByText('Posição 1 de 17 na categoria.')).toBeVisible();
  await waitForHighlight(actions.getByRole('button', { name: 'Fechar' }), 60_000);
  await switchPress(page);
  await expect(actions).toBeHidden();
  await page.goto('/necessidades');
  await expect(firstCards(page.getByRole('list', { name: 'Necessidades' })).first()).toHaveText('Comida');
});

test('a garbage board row: the page shows the built-in words and says the board could not be read', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/necessidades');
  await expect(firstCards(page.getByRole('list', { name: 'Necessidades' }))).toHaveCount(17);
  await putRows(page, 'boards', [{ id: 'builtin-needs', name: 42, type: 'weird' }]);
  await putRows(page, 'boardCards', [{ boardId: 'builtin-needs', id: 'junk', label: null }]);
  await page.reload();
  await expect(page.locator('.board-notice')).toContainText('A prancha "Necessidades" não pôde ser lida');
  await expect(firstCards(page.getByRole('list', { name: 'Necessidades' }))).toHaveCount(17);
  await expectAccessible(page, 'garbage notice');
});

test('the caregiver PIN guards My boards and Settings, also by address, never the communication screens', async ({ page }) => {
  test.setTimeout(60_000);
  await openAsReturning(page, '/configuracoes');
  const section = page.getByRole('region', { name: 'Bloqueio para cuidadores' });
  await section.getByLabel('Novo PIN (4 a 6 números)').fill('2468');
  await section.getByLabel('Repita o PIN').fill('2469');
  await section.getByRole('button', { name: 'Ativar bloqueio' }).click();
  await expect(section.getByRole('alert')).toHaveText('Os dois PINs são diferentes.');
  await section.getByLabel('Repita o PIN').fill('2468');
  await section.getByRole('button', { name: 'Ativar bloqueio' }).click();
  await expect(section.getByText('O bloqueio está ativo.')).toBeVisible();
  const stored = await readStore<{ key: string; value: unknown }>(page, 'settings');
  expect(JSON.stringify(stored.find((row) => row.key === 'caregiver-lock'))).not.toContain('2468');

  await section.getByRole('button', { name: 'Bloquear agora' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Área do cuidador');
  await expectAccessible(page, 'PIN screen pt');
  await page.getByLabel('PIN do cuidador').fill('1111');
  await page.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'PIN incorreto' })).toHaveText('PIN incorreto. Restam 4 tentativas antes de uma pausa.');
  await page.getByLabel('PIN do cuidador').fill('2468');
  await page.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configurações');

  // The communication screens never ask; typing the editor's address does.
  await page.goto('/dinamico');
  await expect(page.getByRole('list', { name: 'Iniciais' }).getByRole('button').first()).toBeVisible();
  await page.goto('/en/boards?b=builtin-needs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caregiver area');
  await expect(page.getByText('Enter the caregiver PIN to open My boards.')).toBeVisible();
  await expectAccessible(page, 'PIN screen en');
  await page.getByLabel('Caregiver PIN').fill('2468');
  await key(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Needs');
});

test('back up everything, then on an empty device a bad file is refused and the backup restores the same boards', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await openAsReturning(page, '/pranchas');
  await page.getByRole('button', { name: 'Nova prancha' }).click();
  await dialog(page, 'Nova prancha').getByLabel('Nome da prancha').fill('Férias');
  await dialog(page, 'Nova prancha').getByRole('button', { name: 'Criar prancha' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Férias');
  await page.getByRole('button', { name: 'Adicionar cartão em Saudações' }).click();
  const card = dialog(page, 'Novo cartão');
  await card.getByLabel('Palavra ou frase').fill('Praia');
  await card.getByLabel('Procurar símbolo por palavra').fill('praia');
  await card.getByRole('list', { name: 'Símbolos encontrados' }).getByRole('button').first().click();
  await card.getByRole('button', { name: 'Salvar cartão' }).click();
  await expect(toast(page, 'Card adicionado!')).toBeVisible();

  await page.goto('/configuracoes');
  const keep = page.getByRole('region', { name: 'Guardar e copiar' });
  await expect(keep.getByText(/O Aceno guarda .* MB neste aparelho\./)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), keep.getByRole('button', { name: 'Fazer cópia de tudo' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^aceno-copia-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();

  // Another device (a fresh browser profile).
  const other = await browser.newContext({ locale: 'pt-BR' });
  const fresh = await other.newPage();
  await openAsReturning(fresh, '/configuracoes');
  const region = fresh.getByRole('region', { name: 'Guardar e copiar' });
  const [bad] = await Promise.all([fresh.waitForEvent('filechooser'), region.getByRole('button', { name: 'Restaurar de uma cópia' }).click()]);
  await bad.setFiles({ name: 'copia.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"open-board-0.1"}') });
  await expect(region.getByRole('alert')).toHaveText('Este arquivo não é uma cópia de segurança do Aceno. Nada foi mudado.');
  await expectAccessible(fresh, 'keep section');

  const [chooser] = await Promise.all([fresh.waitForEvent('filechooser'), region.getByRole('button', { name: 'Restaurar de uma cópia' }).click()]);
  await chooser.setFiles(file);
  const confirm = dialog(fresh, 'Restaurar esta cópia?');
  await expect(confirm).toContainText('10 pranchas');
  await expectAccessible(fresh, 'restore confirm');
  await confirm.getByRole('button', { name: 'Substituir e restaurar' }).click();
  await expect(region.getByRole('status')).toHaveText('Cópia restaurada. Recarregando o Aceno…');
  await fresh.waitForEvent('load');
  await fresh.goto('/pranchas');
  await expect(fresh.getByRole('heading', { name: 'Férias' })).toBeVisible();
  await fresh.getByRole('link', { name: 'Editar a prancha Férias' }).click();
  await expect(fresh.getByRole('list', { name: 'Saudações' }).getByRole('button', { name: 'Cartão Praia' })).toBeVisible();
  await other.close();
});

test('a board of 2,000 cards, labels of 300 characters and an empty category: all drawn, and a card still speaks', async ({ page }) => {
  test.setTimeout(90_000);
  await openAsReturning(page, '/');
  const now = Date.now();
  const board = { id: 'grande', name: { pt: 'Prancha grande' }, type: 'dynamic', columns: 0, origin: 'custom', createdAt: now, updatedAt: now };
  const categories = Array.from({ length: 11 }, (_, order) => ({ boardId: 'grande', id: `c${order}`, name: { pt: order === 10 ? 'Vazia' : `Grupo ${order + 1}` }, color: 'blue', order, updatedAt: now }));
  const cards = Array.from({ length: 2000 }, (_, i) => ({
    boardId: 'grande',
    id: `k${i}`,
    categoryId: `c${i % 10}`,
    label: { pt: i === 5 ? 'Uma frase muito comprida '.padEnd(300, 'a') : `Palavra ${i}` },
    symbol: { kind: 'emoji', emoji: '💧' },
    order: Math.floor(i / 10),
    isCustom: true,
    updatedAt: now,
  }));
  await putRows(page, 'boards', [board]);
  await putRows(page, 'boardCategories', categories);
  await putRows(page, 'boardCards', cards);
  await putRows(page, 'settings', [{ key: 'chosen-boards', value: { dynamic: 'grande', constructor: 'builtin-constructor' } }]);
  await page.goto('/dinamico');
  await expect(page.locator('main .card')).toHaveCount(2000, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Vazia' })).toBeVisible();
  const long = page.getByRole('button', { name: /^Uma frase muito comprida a+$/ });
  await expect(long).toBeVisible();
  const box = await long.boundingBox();
  expect(box!.width).toBeLessThan(page.viewportSize()!.width);
  await page.getByRole('button', { name: 'Palavra 1999', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Palavra 1999' })).toBeVisible();
});

test('by hand: dragging a card with the mouse puts it in its new place, and a plain click still opens its actions', async ({ page }) => {
  test.setTimeout(60_000);
  await openAsReturning(page, '/pranchas?b=builtin-feelings');
  const list = page.getByRole('list', { name: 'Sentimentos' });
  const cardsOf = () => list.getByRole('button');
  const angry = list.getByRole('button', { name: 'Cartão Com raiva' });
  const happy = list.getByRole('button', { name: 'Cartão Feliz' });
  await list.scrollIntoViewIfNeeded();
  const from = (await angry.boundingBox())!;
  const to = (await happy.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 20, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(cardsOf().first()).toHaveAccessibleName('Cartão Com raiva');
  await expect(page.getByRole('dialog')).toHaveCount(0); // the drag did not open the card's actions
  // Past the 100 ms after a drop in which the browser's own click is ignored (a person's next click comes later).
  await page.waitForTimeout(250);
  await cardsOf().nth(1).click();
  await expect(dialog(page, 'Cartão Feliz')).toContainText('Posição 2 de 12 na categoria.');
});

test('two tabs: a card edited in one tab changes live in the other, and the last edit of a card wins', async ({ page, context }) => {
  test.setTimeout(60_000);
  await openAsReturning(page, '/pranchas?b=builtin-feelings');
  const other = await context.newPage();
  await other.goto('/sentimentos');
  const feelings = (p: Page) => p.getByRole('list', { name: 'Sentimentos' });
  await expect(firstCards(feelings(other)).first()).toHaveText('Feliz');

  const rename = async (p: Page, from: string, to: string) => {
    await feelings(p).getByRole('button', { name: `Cartão ${from}` }).click();
    await dialog(p, `Cartão ${from}`).getByRole('button', { name: `Editar ${from}` }).click();
    const edit = dialog(p, 'Editar cartão');
    await edit.getByLabel('Palavra ou frase').fill(to);
    await edit.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(toast(p, 'Card editado!')).toBeVisible();
  };

  await rename(page, 'Feliz', 'Muito feliz');
  // The other tab was not reloaded: the communication page shows the new word.
  await expect(firstCards(feelings(other)).first()).toHaveText('Muito feliz');

  // The other tab now edits the same card in its own editor; the first tab's editor follows.
  await other.goto('/pranchas?b=builtin-feelings');
  await rename(other, 'Muito feliz', 'Alegre');
  await expect(feelings(page).getByRole('button', { name: 'Cartão Alegre' })).toBeVisible();
  await expect(feelings(page).getByRole('button', { name: 'Cartão Muito feliz' })).toHaveCount(0);
  await other.close();
});
