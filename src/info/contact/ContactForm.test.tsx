import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/components/test-utils';
import { ContactForm } from './ContactForm';

// A configured backend whose store the test decides; the real adapter is tested against the database in src/backend.
const sendToBackend = vi.hoisted(() => vi.fn<(message: unknown, signal: AbortSignal) => Promise<void>>());
vi.mock('@/backend/config', () => ({ backendConfig: () => ({ url: 'http://127.0.0.1:9', anonKey: 'test-anon-key-0123456789' }) }));
vi.mock('@/backend/contact', () => ({ sendToBackend }));

const values = { Nome: 'Ana Conceição', 'E-mail': 'ana@exemplo.com', Assunto: 'Sugestão', Mensagem: 'Olá, equipe do Aceno!' };
let mailto: string[];
const recordMailto = (event: MouseEvent) => {
  const link = event.target instanceof HTMLAnchorElement ? event.target : null;
  if (link?.href.startsWith('mailto:')) {
    mailto.push(link.href);
    event.preventDefault();
  }
};

function fillAndSend() {
  renderInApp(<ContactForm />);
  const form = screen.getByRole('form', { name: 'Envie uma mensagem' });
  for (const [label, value] of Object.entries(values)) fireEvent.change(within(form).getByRole('textbox', { name: label }), { target: { value } });
  fireEvent.click(within(form).getByRole('button', { name: 'Enviar mensagem' }));
  return form;
}

function expectFieldsKept(form: HTMLElement) {
  for (const [label, value] of Object.entries(values)) expect(within(form).getByRole('textbox', { name: label })).toHaveProperty('value', value);
}

beforeEach(() => {
  mailto = [];
  window.addEventListener('click', recordMailto, true);
  sendToBackend.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  window.removeEventListener('click', recordMailto, true);
  cleanup();
  vi.restoreAllMocks();
});

describe('contact form with a backend', () => {
  it('says the message was sent when the backend stored it, with no mail app', async () => {
    sendToBackend.mockResolvedValue(undefined);
    const form = fillAndSend();
    const status = within(form).getByRole('status');
    expect(await within(status).findByText('Mensagem enviada. Obrigado!')).toBeTruthy();
    expect(sendToBackend).toHaveBeenCalledOnce();
    expect(sendToBackend.mock.calls[0]?.[0]).toEqual({ name: 'Ana Conceição', email: 'ana@exemplo.com', subject: 'Sugestão', message: 'Olá, equipe do Aceno!', lang: 'pt' });
    expect(mailto).toEqual([]);
    expect(within(form).getByRole('button', { name: 'Nova mensagem' })).toBeTruthy();
  });

  it('opens the mail app when storing fails, says so plainly and keeps every field', async () => {
    sendToBackend.mockRejectedValue(new Error('The message was not stored: Injected fault'));
    const form = fillAndSend();
    const status = within(form).getByRole('status');
    expect(await within(status).findByText('Não foi possível enviar pelo site')).toBeTruthy();
    expect(status.textContent).toContain('Abrimos o seu aplicativo de e-mail com a mensagem pronta');
    expect(status.textContent).toContain('O que você escreveu continua aqui.');
    expect(mailto).toHaveLength(1);
    expect(new URL(mailto[0]!).searchParams.get('subject')).toBe('Sugestão');
    expectFieldsKept(form);
  });
});
