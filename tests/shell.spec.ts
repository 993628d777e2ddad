import { expect, test } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { canonicalHref, dismissAttention, newVisitor } from './helpers/app';

const routes = [
  { path: '/', lang: 'pt-BR', title: 'Aceno — Comunicação alternativa gratuita', heading: 'Boas vindas!' },
  { path: '/en', lang: 'en', title: 'Aceno — Free alternative communication', heading: 'Welcome!' },
  { path: '/info', lang: 'pt-BR', title: 'Sobre o Aceno — Comunicação alternativa' },
  { path: '/en/info', lang: 'en', title: 'About Aceno — Alternative communication' },
];

for (const route of routes) {
  test(`${route.path} renders in its language with title, description and canonical`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('html')).toHaveAttribute('lang', route.lang);
    if (route.heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    expect(await canonicalHref(page)).toBe(new URL(page.url()).origin + route.path);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', route.title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(10);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description ?? '');
    await expectAccessible(page, route.path);
  });
}

test('an unknown path shows the 404 page in Portuguese, and under /en in English', async ({ page }) => {
  await page.goto('/nao-existe');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ops! Página não encontrada');
  await expectAccessible(page, '404 pt');
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/en/does/not/exist');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
  await expect(page).toHaveTitle('Page not found — Aceno');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/en');
});

test('the contact paths redirect to the info page contact section, replacing history', async ({ page }) => {
  await page.goto('/');
  await page.goto('/contato');
  await expect(page).toHaveURL('/info#contato');
  await page.goBack();
  await expect(page).toHaveURL('/');

  await page.goto('/en/contact');
  await expect(page).toHaveURL('/en/info#contato');
});

test('switching language goes to the same screen in the other language and survives a reload', async ({ page }) => {
  await page.goto('/info');
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page).toHaveURL('/en/info');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page).toHaveURL('/en'); // the saved choice wins on a Portuguese path
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome!');
  await dismissAttention(page, 'en');

  await page.getByRole('button', { name: 'Português' }).click();
  await expect(page).toHaveURL('/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas vindas!');
});

test('an English browser starts in English; a saved Portuguese choice wins over it', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 'en-US');
  await page.goto('/');
  await expect(page).toHaveURL('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome!');
  await dismissAttention(page, 'en');
  await page.getByRole('button', { name: 'Português' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/info');
  await expect(page).toHaveURL('/info');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await context.close();
});

test('a Portuguese or other browser starts in Portuguese', async ({ browser }) => {
  const { context, page } = await newVisitor(browser, 'fr-FR');
  await page.goto('/');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas vindas!');
  await context.close();
});

test('a garbage saved language is ignored and the page still loads', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', '"}{garbage'));
  await page.goto('/info');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page).toHaveTitle(/Sobre o Aceno/);
});
