// Spanish by one switch only (issue 39): automatic scanning from the home to a board, and a card said in Spanish.
import { expect, test } from './helpers/test';
import { openWithProfile, scanSelect } from './helpers/input';
import { caption, FIRST_USE_MS } from './helpers/screens';

test('es, one switch only: the home, then Figuras, then Necesidades, and “Agua” said full screen', async ({ page }) => {
  await openWithProfile(page, '/es', { preset: 'oneSwitchAuto', scan: { intervalMs: 400 } });
  await scanSelect(page, page.getByRole('link', { name: /^Figuras/ }));
  await expect(page).toHaveURL('/es/inicio');
  await scanSelect(page, page.getByRole('link', { name: /^Necesidades/ }));
  await expect(page).toHaveURL('/es/necesidades');
  await scanSelect(page, page.getByRole('list', { name: 'Necesidades' }).getByRole('button', { name: 'Agua', exact: true }));
  await expect(page.getByRole('dialog', { name: 'Agua' })).toBeVisible();
  await expect(caption(page)).toHaveText('Agua', { timeout: FIRST_USE_MS });
  await expect(caption(page)).toHaveAttribute('lang', 'es-419');
});
