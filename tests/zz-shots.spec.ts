// Screenshots for review only (not part of the suite).
import { test } from '@playwright/test';
import { join } from 'node:path';
import { addPatient, signUpProfessional } from './helpers/professional';

const OUT = '/tmp/shots';
for (const [theme, width] of [['light', 390], ['dark', 1280], ['dark', 390], ['light', 1280]] as const) {
  test(`create board ${theme} ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: theme });
    await signUpProfessional(page);
    await addPatient(page, 'Caio Reis');
    await page.getByRole('link', { name: 'Criar prancha' }).click();
    await page.getByLabel('Nome da prancha').fill('Prancha do Caio');
    await page.screenshot({ path: join(OUT, `create-form-${theme}-${width}.png`), fullPage: false });
    await page.getByRole('button', { name: 'Criar prancha' }).click();
    await page.getByRole('heading', { level: 2, name: 'Prancha do Caio' }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(OUT, `create-editor-${theme}-${width}.png`), fullPage: false });
    await page.getByRole('button', { name: 'Salvar prancha' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(OUT, `create-save-${theme}-${width}.png`), fullPage: false });
  });
  test(`folders ${theme} ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(width === 390 ? '/pranchas' : '/en/boards');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: /\(\.obf \/ \.obz\)/ }).click()]);
    await chooser.setFiles(join(process.cwd(), '../shared/fixtures/obf/links.obz'));
    await page.getByRole('dialog').getByRole('button', { name: /^(Importar|Import)$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Simple Board' }).waitFor();
    await page.locator('.category-editor').first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(OUT, `folder-${theme}-${width}.png`) });
    await page.locator('.editor-card').first().click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, `folder-actions-${theme}-${width}.png`) });
    await page.getByRole('dialog').getByRole('button', { name: /Simple Board 2/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Simple Board 2' }).waitFor();
    await page.screenshot({ path: join(OUT, `folder-opened-${theme}-${width}.png`) });
  });
}
