// The professional area with the backend build (the PostgREST shim on PGlite, its e-mail sign-in): a therapist
// creates an account and a board for a patient on the clinic's computer, shares it by link (stored under its token);
// the family opens it on their tablet, keeps it and uses it; the use reaches the therapist's report; and the
// therapist, working offline for a while, then signing in on another device, finds the patients there.
import { expect, test, type APIRequestContext, type Browser } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { chosenBoardSaved } from './helpers/idb';
import { keepRequestsLocal } from './helpers/audio';
import { addPatient, createPatientBoard } from './helpers/professional';

const SHIM = `http://127.0.0.1:${process.env.SHIM_PORT ?? 54329}`;

async function serverRows(request: APIRequestContext, table: string): Promise<Record<string, unknown>[]> {
  const response = await request.get(`${SHIM}/__test/rows?table=${table}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}

async function device(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
  const leaving = await keepRequestsLocal(context);
  return { context, page: await context.newPage(), leaving };
}

test('pt: an account on the backend, a patient’s board shared and used on the family’s tablet, the use in the report, the patient on another device', async ({ browser, baseURL, request }) => {
  test.setTimeout(150_000);
  const email = `ana-${Date.now()}@clinica.com`;
  const clinic = await device(browser, baseURL);
  await clinic.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page } = clinic;

  await page.goto('/professional/dashboard');
  await expect(page).toHaveURL(/\/professional\/entrar\?next=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrar na área profissional');
  await page.getByRole('button', { name: 'Criar uma conta' }).click();
  await page.getByLabel('Seu nome').fill('Dra. Ana Lima');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('fono-2026!');
  await page.getByLabel('Repita a senha').fill('fono-2026!');
  await expectAccessible(page, 'sign-up with a backend');
  await page.getByRole('button', { name: 'Criar perfil' }).click();
  await expect(page).toHaveURL('/professional/dashboard');
  await expect.poll(async () => (await serverRows(request, 'professional_users')).some((row) => row.full_name === 'Dra. Ana Lima')).toBe(true);

  await addPatient(page, 'Caio Reis');
  const boardsPage = await createPatientBoard(page, 'Prancha do Caio');
  const patientId = new URL(boardsPage).pathname.split('/')[3]!;
  await expect.poll(async () => (await serverRows(request, 'patients')).filter((row) => row.id === patientId).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(async () => (await serverRows(request, 'patient_boards')).filter((row) => row.patient_id === patientId).length, { timeout: 15_000 }).toBe(1);

  // Shared by link: stored on the backend under the token, so the link is short.
  await page.locator('.patient-board').filter({ hasText: 'Prancha do Caio' }).getByRole('link', { name: 'Editar cartões de Prancha do Caio' }).click();
  await page.getByRole('button', { name: 'Compartilhar por link' }).click();
  await expect(page.locator('.toast-list').getByText('Link da prancha copiado para a área de transferência!')).toBeVisible();
  const link = await page.getByLabel('Link da prancha').inputValue();
  expect(link).toMatch(/\/board\/[A-Za-z0-9]{16}$/);

  // The family's tablet: nothing stored, not signed in.
  const family = await device(browser, baseURL);
  await family.page.goto(link);
  await expect(family.page.getByRole('heading', { level: 1 })).toHaveText('Prancha do Caio');
  await family.page.getByRole('button', { name: 'Salvar nas minhas pranchas' }).click();
  await family.page.getByRole('link', { name: 'Abrir minhas pranchas' }).click();
  await family.page.getByRole('button', { name: 'Usar no modo Dinâmico' }).click();
  await expect(family.page.getByText('Em uso no modo Dinâmico')).toBeVisible();
  await chosenBoardSaved(family.page, 'dynamic');
  await family.page.goto('/dinamico');
  await family.page.getByRole('button', { name: 'Entendi' }).click();
  const card = family.page.locator('.card-grid').first().getByRole('button').first();
  const word = (await card.textContent())?.trim() ?? '';
  await card.click();
  await expect(family.page.getByRole('dialog', { name: word })).toBeVisible();
  const boardId = (await serverRows(request, 'patient_boards')).find((row) => row.patient_id === patientId)!.board_id;
  await expect.poll(async () => (await serverRows(request, 'board_usage')).filter((row) => row.board_id === boardId).length, { timeout: 20_000 }).toBe(1);

  // The therapist's report counts the tablet's choice.
  await page.goto(`/professional/patients/${patientId}`);
  await page.getByRole('tab', { name: 'Relatórios' }).click();
  const figure = (name: string) => page.locator('.patient-report__figures div').filter({ has: page.getByText(name, { exact: true }) }).locator('dd');
  await expect(figure('Interações')).toHaveText('1');
  await expect(page.getByRole('row', { name: /Toque ou clique/ })).toContainText('1');

  // Offline, the therapist keeps working: a patient added is kept on the device and reaches the server once online.
  // (The form is opened online: this test's fresh browser has not kept the app's code for offline use.)
  await page.getByRole('navigation', { name: 'Área profissional' }).getByRole('link', { name: 'Painel' }).click();
  await page.getByRole('link', { name: 'Adicionar paciente' }).click();
  await expect(page.getByLabel('Nome', { exact: true })).toBeVisible();
  await clinic.context.setOffline(true);
  await page.getByLabel('Nome', { exact: true }).fill('Lia Souza');
  await page.getByLabel('Data de nascimento').fill('2019-08-20');
  await page.getByRole('button', { name: 'Salvar paciente' }).click();
  await expect(page.getByRole('article', { name: 'Lia Souza' })).toBeVisible();
  expect((await serverRows(request, 'patients')).some((row) => row.name === 'Lia Souza')).toBe(false);
  await clinic.context.setOffline(false);
  await expect.poll(async () => (await serverRows(request, 'patients')).some((row) => row.name === 'Lia Souza'), { timeout: 20_000 }).toBe(true);

  // Another device of the therapist's: signing in brings the patient and the board.
  const other = await device(browser, baseURL);
  await other.page.goto('/professional/entrar');
  await other.page.getByLabel('E-mail').fill(email);
  await other.page.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await other.page.getByRole('button', { name: 'Entrar' }).click();
  await expect(other.page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  await other.page.getByLabel('Senha', { exact: true }).fill('fono-2026!');
  await other.page.getByRole('button', { name: 'Entrar' }).click();
  await expect(other.page).toHaveURL('/professional/dashboard');
  await expect(other.page.getByRole('article', { name: 'Caio Reis' })).toBeVisible();
  await expect(other.page.getByRole('article', { name: 'Caio Reis' })).toContainText('1 prancha');
  await expect(other.page.getByRole('article', { name: 'Lia Souza' })).toBeVisible();

  expect([...clinic.leaving, ...family.leaving, ...other.leaving]).toEqual([]);
  await Promise.all([clinic.context.close(), family.context.close(), other.context.close()]);
});

test('a stored link: the server not answering says so and offers to try again; an unknown token is not found', async ({ page, request }) => {
  await request.post(`${SHIM}/__test/fault`, { data: { path: 'get_shared_board', status: 503, times: 1 } });
  await page.goto('/board/AbCdEfGh12345678');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Não foi possível abrir a prancha agora');
  await expectAccessible(page, 'shared board unreachable');
  await page.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prancha não encontrada');
  await expect(page.getByText('O link pode ter expirado ou ser inválido.')).toBeVisible();
});
