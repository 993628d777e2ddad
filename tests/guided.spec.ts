// The guided mode in pt and en: a person builds “Eu estou com dor na cabeça.” / “I am in pain in my head.” by
// touch, by keyboard only and by one switch only, hears it (caption) and sees it full screen; back from the tone
// returns to the body parts; start over clears everything; suggestions say a whole sentence; axe on each step.
import { expect, test, type Page } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { key, openAsReturning, openWithProfile, switchPress, waitForHighlight } from './helpers/input';
import { caption, FIRST_USE_MS } from './helpers/screens';

type Lang = 'pt' | 'en';

const T = {
  pt: {
    path: '/guiado',
    sentence: 'Eu estou com dor na cabeça.',
    cards: ['Eu', 'Estou', 'Dor', 'Cabeça', 'Afirmação .'],
    titles: { subject: 'Quem?', verb: 'Qual ação?', complement: 'Sobre o quê?', pain: 'Onde dói?', punctuation: 'Qual o tom?', done: 'Sua frase' },
    back: 'Voltar',
    reset: 'Recomeçar',
    progress: 'Progresso da frase',
    preview: 'Prévia da frase',
  },
  en: {
    path: '/en/guided',
    sentence: 'I am in pain in my head.',
    cards: ['I', 'Am', 'Pain', 'Head', 'Statement .'],
    titles: { subject: 'Who?', verb: 'Which action?', complement: 'About what?', pain: 'Where does it hurt?', punctuation: 'Which tone?', done: 'Your sentence' },
    back: 'Back',
    reset: 'Start over',
    progress: 'Sentence progress',
    preview: 'Sentence preview',
  },
} as const;

const stepTitle = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const card = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });
const progress = (page: Page, lang: Lang) => page.getByRole('progressbar', { name: T[lang].progress });
const preview = (page: Page, lang: Lang) => page.getByRole('region', { name: T[lang].preview });

const openGuided = (page: Page, lang: Lang) => openAsReturning(page, T[lang].path);

/** The sentence is said (caption) and shown full screen; a tap closes the display. */
async function expectSentenceSaid(page: Page, lang: Lang) {
  const display = page.getByRole('dialog', { name: T[lang].sentence });
  await expect(display).toBeVisible();
  await expect(caption(page)).toHaveText(T[lang].sentence, { timeout: FIRST_USE_MS });
  await expect(caption(page)).toHaveAttribute('lang', lang === 'pt' ? /^pt/ : /^en/);
  await display.click();
  await expect(display).toBeHidden();
  await expect(stepTitle(page)).toHaveText(T[lang].titles.done);
}

for (const lang of ['pt', 'en'] as const) {
  test(`${lang}: by touch — build the pain sentence, back from the tone to the body parts, start over`, async ({ page }) => {
    const t = T[lang];
    await openGuided(page, lang);
    await expect(page).toHaveTitle(lang === 'pt' ? 'Modo Guiado — Aceno' : 'Guided Mode — Aceno');
    await expect(stepTitle(page)).toHaveText(t.titles.subject);
    await expect(progress(page, lang)).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByRole('list', { name: lang === 'pt' ? 'Quem' : 'Who' }).getByRole('button')).toHaveCount(6);
    await expect(page.getByRole('button', { name: t.back })).toHaveCount(0); // no back on the first step
    await expectAccessible(page, `guided ${lang} subject`);

    const [subject, verb, pain, head, statement] = t.cards;
    await card(page, subject).click();
    await expect(stepTitle(page)).toHaveText(t.titles.verb);
    await card(page, verb).click();
    await expect(stepTitle(page)).toHaveText(t.titles.complement);
    await card(page, pain).click();
    await expect(stepTitle(page)).toHaveText(t.titles.pain);
    await expect(progress(page, lang)).toHaveAttribute('aria-valuenow', '3');
    await expectAccessible(page, `guided ${lang} pain step`);
    await card(page, head).click();
    await expect(stepTitle(page)).toHaveText(t.titles.punctuation);
    await expect(preview(page, lang)).toContainText(lang === 'pt' ? 'com dor na cabeça' : 'in pain in my head');

    // Spec §4: back from the tone returns to the body parts when the complement holds a pain phrase.
    await page.getByRole('button', { name: t.back }).click();
    await expect(stepTitle(page)).toHaveText(t.titles.pain);
    await expect(preview(page, lang)).not.toContainText(lang === 'pt' ? 'cabeça' : 'head');
    await card(page, head).click();
    await card(page, statement).click();
    await expectSentenceSaid(page, lang);
    await expect(progress(page, lang)).toHaveAttribute('aria-valuenow', '4');
    await expectAccessible(page, `guided ${lang} done`);

    await page.getByRole('button', { name: t.reset }).click();
    await expect(stepTitle(page)).toHaveText(t.titles.subject);
    await expect(preview(page, lang)).not.toContainText(subject === 'I' ? 'pain' : 'dor');
    await expect(progress(page, lang)).toHaveAttribute('aria-valuenow', '1');
  });

  test(`${lang}: by keyboard only — keys 1–9 choose, Escape steps back`, async ({ page }) => {
    const t = T[lang];
    await openGuided(page, lang);
    // A key is pressed once its number is on the card (the runtime has taken the new step's cards), as a person
    // reading the numbers would.
    const [subject, verb, pain, head, statement] = t.cards;
    const choose = async (name: string, number: string) => {
      await expect(card(page, name)).toHaveAttribute('aria-keyshortcuts', number);
      await key(page, number);
    };
    await choose(subject, '1');
    await choose(verb, '3');
    await choose(pain, '1');
    await expect(stepTitle(page)).toHaveText(t.titles.pain);
    await key(page, 'Escape');
    await expect(stepTitle(page)).toHaveText(t.titles.complement);
    await choose(pain, '1');
    await choose(head, '1');
    await expect(stepTitle(page)).toHaveText(t.titles.punctuation);
    await choose(statement, '1');
    await expect(page.getByRole('dialog', { name: t.sentence })).toBeVisible();
    await expect(caption(page)).toHaveText(t.sentence, { timeout: FIRST_USE_MS });
    await key(page, 'Escape'); // closes the display
    await expect(page.getByRole('dialog', { name: t.sentence })).toBeHidden();
    // Escape walks back one step at a time (the tone returns to the body parts), then leaves from the first step.
    for (const step of ['punctuation', 'pain', 'complement', 'verb', 'subject'] as const) {
      await key(page, 'Escape');
      await expect(stepTitle(page)).toHaveText(t.titles[step]);
    }
    await key(page, 'Escape');
    await expect(page).toHaveURL(lang === 'pt' ? '/' : '/en');
  });
}

// One switch in Portuguese only: scanning is the same code in both languages, and the English steps are driven by
// the keyboard above (a minute of CI time saved for the typing mode's own switch tests).
for (const lang of ['pt'] as const) {
  test(`${lang}: by one switch only — automatic scanning builds and says the pain sentence`, async ({ page }) => {
    test.setTimeout(120_000);
    await openWithProfile(page, T[lang].path, { preset: 'oneSwitchAuto', scan: { intervalMs: 700 } });
    for (const name of T[lang].cards) {
      const target = card(page, name);
      await waitForHighlight(target, 40_000);
      await switchPress(page);
      await expect(target).toBeHidden();
    }
    await expect(page.getByRole('dialog', { name: T[lang].sentence })).toBeVisible();
    await expect(caption(page)).toHaveText(T[lang].sentence, { timeout: FIRST_USE_MS });
  });
}

test('en: a smart suggestion says a whole sentence at once; the first visit shows the help', async ({ page }) => {
  await page.goto(T.en.path);
  const help = page.getByRole('dialog', { name: 'How to use the guided mode' });
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Got it' }).click();
  await expect(help).toBeHidden();

  await page.emulateMedia({ colorScheme: 'dark' });
  await card(page, 'She').click();
  await expectAccessible(page, 'guided en verb step, dark');
  const suggestions = page.getByRole('list', { name: 'Smart suggestions' }).getByRole('button');
  await expect(suggestions).toHaveCount(4);
  await expect(suggestions.first()).toHaveAccessibleName('She needs help!');
  await suggestions.first().click();
  await expect(page.getByRole('dialog', { name: 'She needs help!' })).toBeVisible();
  await expect(caption(page)).toHaveText('She needs help!', { timeout: FIRST_USE_MS });
});
