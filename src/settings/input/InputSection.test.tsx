import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/components/test-utils';
import { loadProfile, profileStore } from '@/input/profile/store';
import { InputSection } from './InputSection';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';

beforeEach(async () => {
  await emptyDatabaseForTest();
  profileStore.resetForTests();
});
afterEach(async () => {
  cleanup();
  await closeDatabaseAfterTest();
});

async function renderSection(lang: 'pt' | 'en' = 'pt') {
  renderInApp(<InputSection />, lang);
  return screen.findByRole('radiogroup', { name: lang === 'pt' ? 'Forma de controle' : 'Way of control' });
}

async function choose(name: string) {
  fireEvent.click(screen.getByRole('radio', { name }));
  await screen.findByText('Salvo');
}

/** Types into a number field and leaves it, which is when a number is saved. */
async function typeNumber(label: string, value: string) {
  const field = screen.getByRole('spinbutton', { name: label });
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  await act(async () => {});
  return field;
}

describe('input section', () => {
  it('starts on the keyboard preset and saves the preset chosen, showing its settings', async () => {
    await renderSection();
    expect(screen.getByRole('radio', { name: 'Teclado' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Teclado' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('As teclas de 1 a 9 escolhem, as setas movem e Esc volta.')).toBeTruthy();

    await choose('Um acionador — varredura automática');
    expect(await loadProfile()).toMatchObject({ preset: 'oneSwitchAuto', switch: { enabled: true }, scan: { method: 'auto' } });
    const main = screen.getByRole('group', { name: 'Varredura' });
    expect(main.closest('details')).toBeNull(); // relevant now, so not under "Avançado"
    expect(within(main).getByRole('spinbutton', { name: 'Tempo de cada passo' })).toHaveProperty('value', '1000');

    await choose('Apontar e esperar');
    expect((await loadProfile()).preset).toBe('pointerDwell');
    expect(screen.getByRole('group', { name: 'Varredura' }).closest('details')).not.toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Tempo parado para escolher' }).closest('details')).toBeNull();
  });

  it('the head pointer preset shows the camera settings and saves them; a gain out of range is refused', async () => {
    await renderSection();
    await choose('Cabeça e piscadas (câmera)');
    expect(await loadProfile()).toMatchObject({ preset: 'headPointer', dwell: { enabled: true }, camera: { method: 'head', blink: true, autoStart: true } });
    const camera = screen.getByRole('group', { name: 'Câmera' });
    expect(camera.closest('details')).toBeNull();
    expect(within(camera).getByRole('radio', { name: 'Ponteiro pela cabeça' })).toHaveProperty('checked', true);

    fireEvent.click(within(camera).getByRole('checkbox', { name: 'Piscar duas vezes escolhe' }));
    await waitFor(async () => expect((await loadProfile()).camera.blink).toBe(false));
    await typeNumber('Suavização do ponteiro (0 rápido, 1 firme)', '0.8');
    await waitFor(async () => expect((await loadProfile()).camera.smoothing).toBe(0.8));

    const gain = await typeNumber('Alcance do movimento da cabeça', '9');
    expect(await screen.findByText('O alcance do movimento da cabeça deve ficar entre 0,5 e 5 vezes.')).toBeTruthy();
    expect(gain.getAttribute('aria-invalid')).toBe('true');
    expect((await loadProfile()).camera.gain).toBe(1.8);
  });

  it('refuses impossible values with their messages, keeps what was typed and the saved profile', async () => {
    await renderSection();
    await choose('Um acionador — varredura automática');

    const interval = await typeNumber('Tempo de cada passo', '0');
    expect(await screen.findByText('O tempo de cada passo da varredura deve ficar entre 100 e 10.000 ms.')).toBeTruthy();
    expect(interval).toHaveProperty('value', '0');
    expect(interval.getAttribute('aria-invalid')).toBe('true');
    const acceptance = await typeNumber('Pressão mínima que conta', '500');
    expect(await screen.findByText('O tempo mínimo de pressão do acionador deve ficar entre 0 e 300 ms.')).toBeTruthy();
    expect(acceptance).toHaveProperty('value', '500');
    expect(screen.getByText(/^Não foi salvo/).closest('[role="status"]')).not.toBeNull();
    expect((await loadProfile()).scan).toMatchObject({ intervalMs: 1000, acceptanceMs: 0 });

    // Fixed, both are saved and the messages go.
    await typeNumber('Tempo de cada passo', '1500');
    await typeNumber('Pressão mínima que conta', '200');
    await screen.findByText('Salvo');
    expect(screen.queryByText(/deve ficar entre/)).toBeNull();
    expect((await loadProfile()).scan).toMatchObject({ intervalMs: 1500, acceptanceMs: 200 });
  });

  it('opens "Advanced" when a value there is refused, with the message in English', async () => {
    await renderSection('en');
    const dwell = screen.getByRole('spinbutton', { name: 'Time resting to choose' });
    expect(dwell.closest('details')?.open).toBe(false);
    await typeNumber('Time resting to choose', '100');
    expect(await screen.findByText('The dwell time must be between 300 and 3,000 ms.')).toBeTruthy();
    expect(dwell.closest('details')?.open).toBe(true);
  });

  it('captures the next key as a switch, cancels with Escape, and refuses a key already used', async () => {
    await renderSection();
    await choose('Dois acionadores — varredura passo a passo');
    const primary = screen.getByRole('group', { name: 'Acionador principal' });
    expect(within(primary).getByTestId('binding-primary').textContent).toBe('Espaço');

    fireEvent.click(within(primary).getByRole('button', { name: 'Trocar tecla ou botão' }));
    expect(within(primary).getByRole('status').textContent).toBe('Pressione a tecla ou o botão para usar. Esc cancela.');
    fireEvent.keyDown(document.body, { code: 'F2', key: 'F2' });
    await waitFor(() => expect(within(primary).getByTestId('binding-primary').textContent).toBe('F2'));
    expect(within(primary).getByRole('status').textContent).toBe('');
    await waitFor(async () => expect((await loadProfile()).switch.bindings[0]).toEqual({ switchId: 'primary', kind: 'key', code: 'F2' }));

    fireEvent.click(within(primary).getByRole('button', { name: 'Trocar tecla ou botão' }));
    const escape = new KeyboardEvent('keydown', { code: 'Escape', key: 'Escape', bubbles: true, cancelable: true });
    fireEvent(document.body, escape);
    expect(escape.defaultPrevented).toBe(true); // the page never sees it (Escape would go back)
    expect(within(primary).getByRole('button', { name: 'Trocar tecla ou botão' })).toBeTruthy();
    expect(within(primary).getByTestId('binding-primary').textContent).toBe('F2');

    const secondary = screen.getByRole('group', { name: 'Segundo acionador (escolher)' });
    fireEvent.click(within(secondary).getByRole('button', { name: 'Trocar tecla ou botão' }));
    fireEvent.keyDown(document.body, { code: 'F2', key: 'F2' });
    expect(await within(secondary).findByText('Esta tecla ou botão já está sendo usado por outro acionador.')).toBeTruthy();
    expect((await loadProfile()).switch.bindings[1]).toEqual({ switchId: 'secondary', kind: 'key', code: 'Enter' });
  });

  it('keeps the number keys choice, which can be turned off', async () => {
    await renderSection();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Teclas de 1 a 9 escolhem um cartão' }));
    await screen.findByText('Salvo');
    expect((await loadProfile()).keyboard).toEqual({ enabled: true, numberKeys: false });
  });

  it('says which preview card was chosen, and stays on the screen', async () => {
    await renderSection();
    const preview = screen.getByRole('region', { name: 'Experimente aqui' });
    expect(preview.hasAttribute('data-input-preview')).toBe(true);
    expect(within(preview).getAllByRole('button')).toHaveLength(6);
    fireEvent.click(within(preview).getByRole('button', { name: 'Água' }));
    expect(within(preview).getByRole('status').textContent).toBe('Você escolheu: Água');
  });
});
