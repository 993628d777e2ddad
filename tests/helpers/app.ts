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
