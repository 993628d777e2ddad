// Board files and printing without hands (issue 17): by keyboard only, a board file chosen and its import confirmed
// from the preview; by one switch only, a package imported and a folder card followed in the editor, and the print
// page's card size and colours.
import { join } from 'node:path';
import { expect, test } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { openWithProfile, scanSelect, tabTo, waitForHighlight, waitForKeys } from './helpers/input';

const FIXTURES = join(process.cwd(), '../shared/fixtures/obf');

test('en, keyboard only: a board file chosen, its preview read and the import confirmed', { tag: '@any-load' }, async ({ page }) => {
  await openWithProfile(page, '/en/boards', { preset: 'keyboard' });
  // Listening for the file chooser before the Tabs: the browser is told to hand it over in a message of its own, and
  // a lone Enter can overtake that message (CI saw the chooser open unseen); a click waits long enough, a key does not.
  const choosing = page.waitForEvent('filechooser');
  await waitForKeys(page);
  await tabTo(page, page.getByRole('button', { name: 'Import a board (.obf / .obz)' }));
  await page.keyboard.press('Enter');
  const chooser = await choosing;
  await chooser.setFiles(join(FIXTURES, 'simple.obf'));
  const preview = page.getByRole('dialog', { name: 'Import this file?' });
  await expect(preview).toContainText('It brings 1 board,');
  await expectAccessible(page, 'en import preview');
  await tabTo(page, preview.getByRole('button', { name: 'Import', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Simple Images Board');
});

test('pt, one switch only: a board file chosen from My boards, its import confirmed in the preview, a folder card opened in the editor', async ({ page }) => {
  await openWithProfile(page, '/pranchas', { preset: 'oneSwitchAuto', scan: { intervalMs: 400 } });
  const choosing = page.waitForEvent('filechooser');
  await scanSelect(page, page.getByRole('button', { name: 'Importar prancha (.obf / .obz)' }));
  await (await choosing).setFiles(join(FIXTURES, 'links.obz'));
  const preview = page.getByRole('dialog', { name: 'Importar este arquivo?' });
  await expect(preview).toContainText('Ele traz 3 pranchas,');
  await scanSelect(page, preview.getByRole('button', { name: 'Importar', exact: true }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple Board');
  // The editor follows the folder: the card's actions, then its board, by scanning (issue 24).
  await scanSelect(page, page.getByRole('button', { name: /^Cartão feelings/ }));
  const actions = page.getByRole('dialog', { name: 'Cartão feelings' });
  // "Abrir" is the dialog's first item, lit as it opens, while the press that opened it is still settling (a second
  // press that soon is a bounce, and ignored): it is chosen on the scan's next round, as a person would.
  await waitForHighlight(actions.getByRole('button', { name: 'Editar feelings' }));
  await scanSelect(page, actions.getByRole('button', { name: 'Abrir a prancha “Simple Board 2”' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple Board 2');
});

test('pt, one switch only: the print page’s card size and colours chosen by scanning', async ({ page }) => {
  await openWithProfile(page, '/pranchas/imprimir?b=builtin-dynamic', { preset: 'oneSwitchAuto', scan: { intervalMs: 400 } });
  const large = page.getByRole('button', { name: 'Grande (6 cm)' });
  await scanSelect(page, large);
  await expect(large).toHaveAttribute('aria-pressed', 'true');
  const plain = page.getByRole('button', { name: 'Sem cores (economiza tinta)' });
  await scanSelect(page, plain);
  await expect(plain).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.print-card').first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});
