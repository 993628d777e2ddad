// The info / about page (spec 000 §2.10): every section in both languages, header navigation, press links, the
// interactive demo by touch and by keyboard alone, speech failure shown, language toggle, anchors on arrival.
import { expect, test, type Locator, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';

const HEADINGS = {
  pt: {
    inicio: 'Um toque vira voz para quem não consegue falar com facilidade',
    modos: 'Modos de uso',
    'como-funciona': 'Como funciona',
    recursos: 'Recursos',
    dispositivos: 'Dispositivos',
    midia: 'Na mídia',
    sobre: 'Sobre nós',
    footer: 'Para quem é',
  },
  en: {
    inicio: 'A tap becomes a voice for people who cannot speak easily',
    modos: 'Usage Modes',
    'como-funciona': 'How It Works',
    recursos: 'Features',
    dispositivos: 'Devices',
    midia: 'In the Press',
    sobre: 'About Us',
    footer: 'Who it is for',
  },
} as const;

const NAV = {
  pt: [['Início', 'inicio'], ['Recursos', 'recursos'], ['Modos de uso', 'modos'], ['Dispositivos', 'dispositivos'], ['Sobre nós', 'sobre'], ['Contato', 'contato']],
  en: [['Home', 'inicio'], ['Features', 'recursos'], ['Usage Modes', 'modos'], ['Devices', 'dispositivos'], ['About Us', 'sobre'], ['Contact', 'contato']],
} as const;

/** The section's top edge is on screen and not hidden under the sticky header. */
async function expectScrolledTo(page: Page, id: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((anchor) => {
        const top = document.getElementById(anchor)?.getBoundingClientRect().top ?? -1e6;
        const headerBottom = document.querySelector('.info-header')?.getBoundingClientRect().bottom ?? 0;
        return top >= headerBottom - 2 && top < window.innerHeight;
      }, id),
    )
    .toBe(true);
}

/** The app-wide caption of what is being said, when the offline voice said it. */
const caption = (page: Page) => page.locator('.speech-caption');

function demo(page: Page) {
  const section = page.locator('#demo');
  return {
    section,
    sentence: section.getByRole('status'),
    speak: (name: string) => section.getByRole('button', { name, exact: true }),
    card: (name: string) => section.getByRole('tabpanel').getByRole('button', { name, exact: true }),
  };
}

/** Presses Tab (or Shift+Tab) until the locator has focus, as a keyboard-only user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

for (const lang of ['pt', 'en'] as const) {
  test(`${lang}: every section is there with its heading in the page's language`, async ({ page }) => {
    await page.goto(lang === 'pt' ? '/info' : '/en/info');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const [id, heading] of Object.entries(HEADINGS[lang])) {
      await expect(page.locator(`#${id}`).getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    }
    await expect(page.locator('#contato')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[lang].inicio);
    const home = lang === 'pt' ? '/' : '/en';
    await expect(page.locator('#inicio').getByRole('link', { name: lang === 'pt' ? 'Começar agora' : 'Start now' })).toHaveAttribute('href', home);
    const footer = page.locator('#footer');
    await expect(footer.getByRole('link', { name: lang === 'pt' ? 'Início' : 'Home', exact: true })).toHaveAttribute('href', home);
    await expect(footer.getByRole('link', { name: lang === 'pt' ? 'Contato' : 'Contact', exact: true })).toHaveAttribute('href', lang === 'pt' ? '/contato' : '/en/contact');
    await expect(footer.getByRole('link', { name: /OpenMoji/ })).toHaveAttribute('href', 'https://openmoji.org');
    await expect(footer.getByRole('link', { name: /ARASAAC/ })).toHaveAttribute('href', 'https://arasaac.org');
    await expect(footer).toContainText('CC BY-SA 4.0');
    await expect(footer).toContainText('© 2025 Aceno');
    await expectAccessible(page, `info ${lang}`);
  });

  test(`${lang}: header navigation moves to each section and updates the hash`, async ({ page }) => {
    await page.goto(lang === 'pt' ? '/info' : '/en/info');
    const nav = page.getByRole('navigation', { name: lang === 'pt' ? 'Seções da página' : 'Page sections' });
    for (const [name, id] of [...NAV[lang]].reverse()) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectScrolledTo(page, id);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'location');
    }
    await expect(page.getByRole('link', { name: lang === 'pt' ? 'Usar agora' : 'Use Now' }).first()).toHaveAttribute('href', lang === 'pt' ? '/' : '/en');
    await expectAccessible(page, `info ${lang} after navigation`, { within: '.info-header' });
  });
}

test('the press articles open outside the app, in a new tab', async ({ page, context }) => {
  await context.route(/^https:\/\/example\.org\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>press</title>' }));
  await page.goto('/info');
  const links = page.locator('#midia').getByRole('link');
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toContainText('(abre em nova aba)');
  }
  const opened = context.waitForEvent('page');
  await links.first().click();
  const article = await opened;
  await expect(article).toHaveURL(/^https:\/\/example\.org\//);
  expect(page.url()).toMatch(/\/info$/);
  await expectAccessible(page, 'info press', { within: '#midia' });
});

test('the demo builds, clears and speaks a sentence by touch', async ({ page }) => {
  // A browser without speech synthesis at all: the offline voice speaks instead.
  await page.addInitScript(() => Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true }));
  await page.goto('/info');
  const d = demo(page);
  await expect(d.speak('Falar')).toBeDisabled();
  await expect(d.speak('Limpar')).toBeDisabled();
  await d.section.getByRole('tab', { name: 'Construtor' }).click();
  await expect(d.section.getByRole('tab', { name: 'Construtor' })).toHaveAttribute('aria-selected', 'true');
  await expect(d.section.getByRole('tabpanel').getByRole('button')).toHaveCount(8);
  await d.card('Eu').click();
  await expect(caption(page)).toHaveText('Eu'); // a tapped card says its word
  await d.card('Quero').click();
  await expect(d.sentence).toHaveText('Eu quero');
  await expect(d.speak('Falar')).toBeEnabled();
  await d.speak('Falar').click();
  // Speak also shows the sentence full screen with its emojis; a tap closes it.
  const card = page.getByRole('dialog', { name: 'Eu quero' });
  await expect(card).toBeVisible();
  const emojis = card.locator('.fullscreen__sequence .fullscreen__sequence-symbol'); // 🙋 🤲, drawn from bundled symbols
  await expect(emojis.nth(0)).toHaveAttribute('src', /\/symbols\/1F64B\.svg$/);
  await expect(emojis.nth(1)).toHaveAttribute('src', /\/symbols\/1F932\.svg$/);
  await expect(caption(page)).toHaveText('Eu quero');
  await card.click();
  await expect(card).toBeHidden();
  await expectAccessible(page, 'demo with a sentence', { within: '#demo' });
  await d.speak('Limpar').click();
  await expect(d.sentence).toHaveText('Toque nos cartões para montar uma frase.');
  await expect(d.speak('Falar')).toBeDisabled();
  await expect(d.speak('Limpar')).toBeDisabled();
});

test('the demo works with the keyboard alone', async ({ page }) => {
  // Headless Chromium has no system voices: the offline voice speaks.
  await page.goto('/en/info');
  const d = demo(page);
  const basic = d.section.getByRole('tab', { name: 'Basic' });
  await tabTo(page, basic);
  await page.keyboard.press('ArrowRight');
  const dynamic = d.section.getByRole('tab', { name: 'Dynamic' });
  await expect(dynamic).toBeFocused();
  await expect(dynamic).toHaveAttribute('aria-selected', 'true');
  await expect(basic).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowLeft');
  await expect(basic).toBeFocused();
  await page.keyboard.press('End');
  await expect(d.section.getByRole('tab', { name: 'Constructor' })).toBeFocused();
  await page.keyboard.press('ArrowRight'); // wraps to Basic
  await page.keyboard.press('ArrowRight');
  await expect(dynamic).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Tab');
  await expect(d.card('Hello')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(d.card('Good morning')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(d.sentence).toHaveText('Hello good morning');

  await tabTo(page, d.speak('Speak'), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const card = page.getByRole('dialog', { name: 'Hello good morning' });
  await expect(card).toBeVisible();
  await expect(caption(page)).toHaveText('Hello good morning');
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(d.speak('Speak')).toBeFocused();
  await expect(d.sentence).toHaveText('Hello good morning');
  await expectAccessible(page, 'demo en with a sentence'); // with the spoken-text caption, in English

  await page.keyboard.press('Tab');
  await expect(d.speak('Clear')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(d.sentence).toHaveText('Tap the cards to build a sentence.');
  await expect(d.speak('Speak')).toBeDisabled();
  await expect(d.speak('Clear')).toBeDisabled();
  // Focus stays in the demo: the next Tab reaches the selected tab.
  await page.keyboard.press('Tab');
  await expect(dynamic).toBeFocused();
});

test('the language toggle goes to /en/info and back', async ({ page }) => {
  await page.goto('/info');
  await page.locator('.info-header').getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.en.inicio);
  await expectAccessible(page, 'info after switching to English', { within: '.info-header' });
  await page.locator('.info-header').getByRole('button', { name: 'Português' }).click();
  await expect(page).toHaveURL('/info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.pt.inicio);
});

test('an address with an anchor lands on that section, also through the contact redirect', async ({ page }) => {
  await page.goto('/info#sobre');
  await expectScrolledTo(page, 'sobre');
  await expect(page.locator('#sobre').getByRole('heading', { name: 'Sobre nós', exact: true })).toBeInViewport();
  await expectAccessible(page, 'info#sobre', { within: '#sobre' });

  await page.goto('/contato');
  await expect(page).toHaveURL('/info#contato');
  await expectScrolledTo(page, 'contato');
});

test('on a phone the menu button opens the navigation and the keyboard can close it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/info');
  const menu = page.getByRole('button', { name: 'Menu' });
  const about = page.getByRole('navigation', { name: 'Seções da página' }).getByRole('link', { name: 'Sobre nós' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(about).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(about).toBeVisible();
  await expectAccessible(page, 'info on a phone, menu open');
  await about.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/#sobre$/);
  await expectScrolledTo(page, 'sobre');

  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Seções da página' }).getByRole('link', { name: 'Início' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
});

test('the page passes the accessibility check in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/info');
  const d = demo(page);
  await d.card('Sim').click();
  await d.speak('Falar').click();
  // Escape closes the full-screen card once it is open and the keys listen (they load once the page is idle).
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForFunction(() => (document.documentElement.dataset.inputDrivers ?? '').split(' ').includes('keys'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectAccessible(page, 'info dark (system preference)');
  // The theme chosen in the header (html[data-theme="dark"]) must pass as well.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.locator('.info-header').getByRole('button', { name: 'Escuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, 'info dark (chosen theme)');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectAccessible(page, 'info dark on a phone, menu open');
});
