// A therapist's set-up for e2e tests: a professional profile on this device, a patient, and a board made for them,
// through the screens as a therapist would fill them in (pt).
import { expect, type Page } from '@playwright/test';
import { chosenBoardSaved } from './idb';

/** Signs up Dra. Ana Lima on this device; ends on the dashboard. */
export async function signUpProfessional(page: Page): Promise<void> {
  await page.goto('/professional/entrar');
  await page.getByLabel('Seu nome').fill('Dra. Ana Lima');
  await page.getByLabel('E-mail').fill('ana@clinica.com');
  await page.getByLabel('Senha', { exact: true }).fill('fono-2026!');
  await page.getByLabel('Repita a senha').fill('fono-2026!');
  await page.getByRole('button', { name: 'Criar perfil' }).click();
  await expect(page).toHaveURL('/professional/dashboard');
}

/** Adds a patient from the dashboard; ends on their boards tab. */
export async function addPatient(page: Page, name: string, birthDate = '2018-05-02'): Promise<void> {
  await page.getByRole('link', { name: 'Adicionar paciente' }).click();
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Data de nascimento').fill(birthDate);
  await page.getByRole('button', { name: 'Salvar paciente' }).click();
  await expect(page.getByRole('tab', { name: 'Pranchas' })).toHaveAttribute('aria-selected', 'true');
}

/** Creates a dynamic board for the patient shown (or on the board form already); ends on their boards page, whose address it returns. */
export async function createPatientBoard(page: Page, name: string): Promise<string> {
  if (!/\/create-board$/.test(new URL(page.url()).pathname)) await page.getByRole('link', { name: 'Criar prancha' }).click();
  await page.getByLabel('Nome da prancha').fill(name);
  await page.getByRole('button', { name: 'Criar prancha' }).click();
  // The board opens in the editor on the same page; Save returns to the patient.
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar prancha' }).click();
  await expect(page.locator('.toast-list').getByText(`Prancha "${name}" foi adicionada!`)).toBeVisible();
  await expect(page).toHaveURL(/\/professional\/patients\/[^/]+\/boards$/);
  return page.url();
}

/** From the patient's boards page: the board becomes the one the dynamic mode shows on this device. */
export async function useInDynamicMode(page: Page, name: string): Promise<void> {
  await page.locator('.patient-board').filter({ hasText: name }).getByRole('link', { name: `Editar cartões de ${name}` }).click();
  await page.getByRole('button', { name: 'Usar no modo Dinâmico' }).click();
  // The choice is saved before the page is left.
  await expect(page.getByText('Em uso no modo Dinâmico')).toBeVisible();
  await chosenBoardSaved(page, 'dynamic');
}
