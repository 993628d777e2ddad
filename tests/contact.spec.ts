// The info page's contact section end to end: redirects, validation in pt and en, sending through the mail app,
// copying the address (and the by-hand fallback), keyboard-only use, and axe in light and dark themes.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';

// The whole info page is checked in info.spec.ts; here, the contact section in each of its states, with the toasts
// (drawn at the end of the body) where a copy shows one.
const SECTION = 'section#contato';
const WITH_TOASTS = [SECTION, '.toast-region', 'body > .visually-hidden'];
const ADDRESS = process.env.VITE_CONTACT_EMAIL ?? 'contato@aceno.app';

const pt = {
  form: 'Envie uma mensagem',
  name: 'Nome',
  email: 'E-mail',
  subject: 'Assunto',
  message: 'Mensagem',
  send: 'Enviar mensagem',
  required: ['Escreva o seu nome.', 'Escreva o seu e-mail.', 'Escreva o assunto.', 'Escreva a sua mensagem.'],
};
const en = {
  form: 'Send a message',
  required: ['Please write your name.', 'Please write your e-mail.', 'Please write a subject.', 'Please write your message.'],
};

/** Records every mailto: link the page opens instead of handing it to a mail app (none exists here). */
async function recordMailto(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __mailto: string[] }).__mailto = seen;
    window.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a') : null;
        if (link?.href.startsWith('mailto:')) {
          seen.push(link.href);
          event.preventDefault();
        }
      },
      true,
    );
  });
}

async function mailtoOpened(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto);
}

function contactForm(page: Page, name = pt.form) {
  return page.getByRole('form', { name });
}

async function fill(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  const form = contactForm(page);
  await form.getByRole('textbox', { name: pt.name }).fill(values.name);
  await form.getByRole('textbox', { name: pt.email }).fill(values.email);
  await form.getByRole('textbox', { name: pt.subject }).fill(values.subject);
  await form.getByRole('textbox', { name: pt.message }).fill(values.message);
}

test('the contact paths land on the contact section of the info page, in each language', async ({ page }) => {
  await page.goto('/contato');
  await expect(page).toHaveURL('/info#contato');
  const section = page.locator('section#contato');
  await expect(section.getByRole('heading', { level: 2, name: 'Contato' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Copiar e-mail' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'WhatsApp (abre em nova aba)' })).toHaveAttribute('target', '_blank');
  await expect(section.getByRole('link', { name: 'Instagram (abre em nova aba)' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(section.getByRole('textbox', { name: pt.name })).toHaveAttribute('placeholder', 'Seu nome');
  await expectAccessible(page, 'contact pt', { within: SECTION });

  await page.goto('/en/contact');
  await expect(page).toHaveURL('/en/info#contato');
  await expect(section.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'WhatsApp (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  await expect(contactForm(page, en.form).getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Write your message here');
  await expectAccessible(page, 'contact en', { within: SECTION });
});

test('an empty submit shows every required message, marks the fields and focuses the first', async ({ page }) => {
  await page.goto('/info#contato');
  const form = contactForm(page);
  await form.getByRole('button', { name: pt.send }).click();
  for (const message of pt.required) await expect(form.getByText(message)).toBeVisible();
  const name = form.getByRole('textbox', { name: pt.name });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(pt.required[0]!);
  await expectAccessible(page, 'contact pt with errors', { within: SECTION });
});

test('on /en/info the required messages are in English', async ({ page }) => {
  await page.goto('/en/info#contato');
  const form = contactForm(page, en.form);
  await form.getByRole('button', { name: 'Send message' }).click();
  for (const message of en.required) await expect(form.getByText(message)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expectAccessible(page, 'contact en with errors', { within: SECTION });
});

test('a bad e-mail gets the format message and what was typed stays', async ({ page }) => {
  await page.goto('/info#contato');
  const values = { name: 'Ana Conceição', email: 'ana@', subject: 'Dúvida', message: 'Olá, equipe do Aceno!' };
  await fill(page, values);
  const form = contactForm(page);
  await form.getByRole('button', { name: pt.send }).click();
  const email = form.getByRole('textbox', { name: pt.email });
  await expect(form.getByText('Escreva um e-mail válido, como nome@exemplo.com.')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: pt.name })).toHaveValue(values.name);
  await expect(email).toHaveValue(values.email);
  await expect(form.getByRole('textbox', { name: pt.subject })).toHaveValue(values.subject);
  await expect(form.getByRole('textbox', { name: pt.message })).toHaveValue(values.message);
  await expect(form.getByRole('textbox', { name: pt.name })).not.toHaveAttribute('aria-invalid');
  // Checked as the section is seen from its link (its top just below the sticky header): where the focused field
  // leaves the page, the channels above it can sit half under the header, a place that changes with the page's length.
  await page.locator(SECTION).evaluate((section) => section.scrollIntoView({ block: 'start' }));
  await expectAccessible(page, 'contact bad e-mail', { within: SECTION });

  await email.fill('ana@exemplo.com');
  await expect(form.getByText('Escreva um e-mail válido, como nome@exemplo.com.')).toBeHidden();
});

test('a valid submit shows the sending state, opens the mail app with the message and says so', async ({ page }) => {
  await recordMailto(page);
  await page.goto('/info#contato');
  const values = { name: 'João & Maria', email: 'joao@exemplo.com', subject: 'Sugestão: ação rápida?', message: 'Olá!\nSegunda linha & mais 100%.' };
  await fill(page, values);
  const form = contactForm(page);
  await form.getByRole('button', { name: pt.send }).click();

  const busy = form.getByRole('button', { name: 'Enviando…' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(form.getByRole('status')).toContainText('Abrimos o seu aplicativo de e-mail com a mensagem pronta');
  await expect(form.getByRole('status')).toContainText(`Se nada abriu, escreva para: ${ADDRESS}`);
  await expect(form.getByRole('button', { name: pt.send })).toBeEnabled();

  const opened = await mailtoOpened(page);
  expect(opened).toHaveLength(1);
  const url = new URL(opened[0]!);
  expect(url.protocol).toBe('mailto:');
  expect(decodeURIComponent(url.pathname)).toBe(ADDRESS);
  expect(url.searchParams.get('subject')).toBe(values.subject);
  expect(url.searchParams.get('body')).toBe('Nome: João & Maria\r\nE-mail: joao@exemplo.com\r\n\r\nOlá!\r\nSegunda linha & mais 100%.');

  // Nothing is lost in case no mail app opened; only 'New message' clears.
  await expect(form.getByRole('textbox', { name: pt.subject })).toHaveValue(values.subject);
  await expectAccessible(page, 'contact sent', { within: SECTION });
  await form.getByRole('button', { name: 'Nova mensagem' }).click();
  await expect(form.getByRole('textbox', { name: pt.subject })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: pt.name })).toBeFocused();
});

test('the copy button puts the address on the clipboard and confirms it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/info#contato');
  await page.getByRole('button', { name: 'Copiar e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-mail copiado:' })).toContainText(ADDRESS);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ADDRESS);
  await expectAccessible(page, 'contact e-mail copied', { within: WITH_TOASTS });
});

const brokenClipboards = {
  refused: () => {
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
  },
  unavailable: () => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined });
  },
};

for (const [kind, script] of Object.entries(brokenClipboards)) {
  test(`with the clipboard ${kind}, the address is shown to copy by hand`, async ({ page }) => {
    await page.addInitScript(script);
    await page.goto('/info#contato');
    await page.getByRole('button', { name: 'Copiar e-mail' }).click();
    const notice = page.locator('section#contato').getByRole('status').filter({ hasText: 'copie-o à mão' });
    await expect(notice).toContainText('Não foi possível copiar automaticamente');
    const address = notice.getByText(ADDRESS, { exact: true });
    await expect(address).toBeVisible();
    await expect(address).toHaveCSS('user-select', 'all');
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(ADDRESS);
    await expectAccessible(page, `contact clipboard ${kind}`, { within: WITH_TOASTS });
  });
}

test('the whole form can be filled and sent with the keyboard alone', async ({ page }) => {
  await recordMailto(page);
  await page.goto('/info#contato');
  await expect(page.locator('#contact-name')).toBeVisible();
  for (let presses = 0; presses < 200; presses++) {
    if (await page.evaluate(() => document.activeElement?.id === 'contact-name')) break;
    await page.keyboard.press('Tab');
  }
  const form = contactForm(page);
  await expect(form.getByRole('textbox', { name: pt.name })).toBeFocused();
  await page.keyboard.type('Ana');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ana@exemplo.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Teclado');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Enviado só com o teclado.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: pt.send })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: 'Enviando…' })).toBeFocused();
  await expect(form.getByRole('status')).toContainText('Abrimos o seu aplicativo de e-mail');
  expect(await mailtoOpened(page)).toHaveLength(1);
  await expectAccessible(page, 'contact sent by keyboard', { within: SECTION });
});

test('in the dark colour scheme the section, its errors and its notices pass axe', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(brokenClipboards.refused);
  await page.goto('/info#contato');
  const form = contactForm(page);
  await form.getByRole('textbox', { name: pt.email }).fill('a@b');
  await form.getByRole('button', { name: pt.send }).click();
  await expect(form.getByText('Escreva um e-mail válido, como nome@exemplo.com.')).toBeVisible();
  await expect(form.getByText(pt.required[0]!)).toBeVisible();
  await expect(form.getByText(pt.required[0]!)).toHaveCSS('color', 'rgb(252, 165, 165)'); // the dark error colour is on
  await page.getByRole('button', { name: 'Copiar e-mail' }).click();
  await expect(page.getByText('Não foi possível copiar automaticamente', { exact: false })).toBeVisible();
  await expectAccessible(page, 'contact dark with errors', { within: WITH_TOASTS });

  // The app's own dark theme switch (html[data-theme="dark"]) on a light system gives the same result.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expectAccessible(page, 'contact data-theme dark with errors', { within: WITH_TOASTS });
});
