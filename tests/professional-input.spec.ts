// The professional area and a shared board with one switch only (automatic scanning): the family's child chooses
// cards on the board made for them with a switch — one taken back at once — and the therapist's report shows the
// switch choices, the scan steps and seconds per choice and the choice undone; the therapist moves between the tabs,
// dismisses a suggestion and opens the dashboard by switch too. A board shared by link is used and saved by switch.
import { expect, test, type Locator, type Page } from './helpers/test';
import { openWithProfile, scanSelect, switchPress } from './helpers/input';
import { addPatient, createPatientBoard, signUpProfessional, useInDynamicMode } from './helpers/professional';
import { caption, FIRST_USE_MS } from './helpers/screens';

const ONE_SWITCH = { preset: 'oneSwitchAuto', scan: { intervalMs: 400 } } as const;

/** Closes the full-screen card by switch: a press past the last one's debounce; one that wakes a resting scan first. */
async function closeCard(page: Page, card: Locator): Promise<void> {
  await page.waitForTimeout(300);
  if ((await card.getAttribute('data-scan-highlight')) !== 'item') {
    await expect.poll(() => card.getAttribute('data-scan-highlight'), { timeout: 1500, intervals: [50] }).toBe('item').catch(async () => {
      await switchPress(page);
      await page.waitForTimeout(300);
    });
  }
  await scanSelect(page, card);
  await expect(card).toBeHidden();
}

const figure = (page: Page, name: string) => page.locator('.patient-report__figures div').filter({ has: page.getByText(name, { exact: true }) }).locator('dd');

test('pt, one switch only: cards chosen on a patient’s board, then the report, a suggestion and the dashboard', async ({ page }) => {
  await signUpProfessional(page);
  await addPatient(page, 'Lia Souza');
  const boardsPage = await createPatientBoard(page, 'Prancha da Lia');
  await useInDynamicMode(page, 'Prancha da Lia');

  await openWithProfile(page, '/dinamico', ONE_SWITCH);
  const cards = page.locator('.card-grid').first().getByRole('button');
  const first = (await cards.first().textContent())?.trim() ?? '';
  await scanSelect(page, cards.first());
  await expect(page.getByRole('dialog', { name: first })).toBeVisible();
  // Taken back at once: the next press closes the card.
  await closeCard(page, page.getByRole('dialog', { name: first }));
  const second = (await cards.nth(1).textContent())?.trim() ?? '';
  await scanSelect(page, cards.nth(1));
  await expect(caption(page)).toHaveText(second, { timeout: FIRST_USE_MS });
  await page.waitForTimeout(2100); // looked at: meant
  await closeCard(page, page.getByRole('dialog', { name: second }));

  await page.goto(boardsPage.replace(/\/boards$/, ''));
  await scanSelect(page, page.getByRole('tab', { name: 'Relatórios' }));
  await expect(page.getByRole('tab', { name: 'Relatórios' })).toHaveAttribute('aria-selected', 'true');
  await expect(figure(page, 'Interações')).toHaveText('2');
  await expect(page.getByRole('row', { name: /Acionador/ })).toContainText('2');
  await expect(figure(page, 'Desfeitas em até 2 s')).toHaveText('1 (50% das escolhas)');
  // The first card is reached in a few highlights, each 400 ms (the first item waits longer).
  await expect(figure(page, 'Passos de varredura por escolha')).toHaveText(/^\d+(,\d)?$/);
  await expect(figure(page, 'Segundos por escolha na varredura')).toHaveText(/^\d+(,\d)? s$/);

  await scanSelect(page, page.getByRole('tab', { name: 'Sugestões' }));
  const goal = page.locator('.suggestion').filter({ hasText: 'Meta de sessão' });
  await expect(goal).toBeVisible();
  await scanSelect(page, goal.getByRole('button', { name: /^Dispensar/ }));
  await expect(goal).toHaveCount(0);

  await scanSelect(page, page.getByRole('link', { name: 'Painel' }));
  await expect(page).toHaveURL('/professional/dashboard');
  await expect(page.getByRole('article', { name: 'Lia Souza' }).getByRole('progressbar')).toBeVisible();
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('one switch only: a shared board’s card said, and the board saved to this device', async ({ page }) => {
    await openWithProfile(page, '/board/demo-dinamico', ONE_SWITCH);
    const card = page.locator('.card-grid').first().getByRole('button').first();
    const word = (await card.textContent())?.trim() ?? '';
    await scanSelect(page, card);
    await expect(caption(page)).toHaveText(word, { timeout: FIRST_USE_MS });
    await closeCard(page, page.getByRole('dialog', { name: word }));
    await scanSelect(page, page.getByRole('button', { name: 'Save to my boards' }));
    await expect(page.locator('.toast-list').getByText(/saved to your boards/)).toBeVisible();
  });
});
