// Helpers shared by the e2e tests: a fresh visitor in a chosen browser language, and storage inspection.
import type { Browser, BrowserContext, Page } from '@playwright/test';

export async function newVisitor(browser: Browser, locale = 'pt-BR'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  return { context, page };
}

export async function canonicalHref(page: Page): Promise<string | null> {
  return page.locator('link[rel="canonical"]').getAttribute('href');
}

/**
 * Closes the home screen's first-visit 'Attention' notice (it opens 500 ms after the first visit and would cover
 * the page) and waits until its flag is stored, so a reload does not bring it back.
 */
export async function dismissAttention(page: Page, lang: 'pt' | 'en' = 'pt'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: lang === 'pt' ? 'Atenção' : 'Attention' });
  await dialog.getByRole('button', { name: lang === 'pt' ? 'Entendi' : 'Got it' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectFlagStored(page, 'first-time:home');
}

/** Waits until a first-use flag is in the app's IndexedDB (writes finish a moment after the click). */
export async function expectFlagStored(page: Page, key: string): Promise<void> {
  await page.waitForFunction(
    (flag) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('aceno');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('flags')) {
            db.close();
            return resolve(false);
          }
          const get = db.transaction('flags').objectStore('flags').get(flag);
          get.onsuccess = () => resolve(get.result !== undefined);
          get.onerror = () => resolve(false);
          db.close();
        };
      }),
    key,
  );
}
