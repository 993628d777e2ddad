// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { until, setUpShimBackend } from '../../../tests/backend/harness';
import { sendContactMessage, STORE_TIMEOUT_MS, type SendOptions } from '@/info/contact/send';
import { storeContactMessage } from '@/backend/contact';

const backend = setUpShimBackend({ reset: ['contact_messages'] });

const typed = { name: ' Ana Conceição ', email: 'ana@exemplo.com', subject: 'Sugestão', message: 'Olá, equipe do Aceno!\nSegunda linha.' };
const labels = { name: 'Nome', email: 'E-mail' };

async function rows() {
  const { rows } = await backend.db.query<Record<string, unknown>>('select id, name, email, subject, message, lang from public.contact_messages order by created_at');
  return rows;
}

function options(open: (url: string) => void, lang: 'pt' | 'en' = 'pt'): SendOptions {
  return { to: 'contato@aceno.app', labels, lang, open, minDurationMs: 0, store: (message, signal) => storeContactMessage(backend.client, message, signal) };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('contact messages with a backend', () => {
  it('stores the message once, trimmed and with the form language, and opens no mail app', async () => {
    const open = vi.fn();
    await expect(sendContactMessage(typed, options(open, 'en'))).resolves.toEqual({ via: 'server' });
    expect(open).not.toHaveBeenCalled();
    const stored = await rows();
    expect(stored).toEqual([
      { id: expect.any(String), name: 'Ana Conceição', email: 'ana@exemplo.com', subject: 'Sugestão', message: 'Olá, equipe do Aceno!\nSegunda linha.', lang: 'en' },
    ]);
    // Insert only: nothing is asked back from a table visitors cannot read.
    const insert = backend.shim.requests.filter((r) => r.method === 'POST');
    expect(insert.map((r) => r.path)).toEqual(['/rest/v1/contact_messages']);

    // The same message sent again (a second tap, a retry after a timeout) is not stored twice.
    await expect(sendContactMessage(typed, options(open, 'en'))).resolves.toEqual({ via: 'server' });
    expect(await rows()).toHaveLength(1);
    await expect(sendContactMessage({ ...typed, message: 'Outra mensagem, diferente.' }, options(open, 'en'))).resolves.toEqual({ via: 'server' });
    expect(await rows()).toHaveLength(2);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the mail app with the message when the backend answers 500, and says so in the receipt', async () => {
    backend.shim.setFault({ status: 500, path: '/contact_messages' });
    const open = vi.fn();
    await expect(sendContactMessage(typed, options(open))).resolves.toEqual({ via: 'mail-app', serverFailed: true });
    expect(open).toHaveBeenCalledOnce();
    expect(new URL(open.mock.calls[0]![0] as string).searchParams.get('subject')).toBe('Sugestão');
    expect(await rows()).toEqual([]);
  });

  it('opens the mail app after 4 s when the backend does not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    backend.shim.setFault({ delayMs: 60_000, path: '/contact_messages' });
    const open = vi.fn();
    const sent = sendContactMessage(typed, options(open));
    await until(() => backend.shim.requests.length === 1, 'the insert');
    await vi.advanceTimersByTimeAsync(STORE_TIMEOUT_MS - 1);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(sent).resolves.toEqual({ via: 'mail-app', serverFailed: true });
    expect(open).toHaveBeenCalledOnce();
  });

  it('is refused by the table for a message the form would not send, and the mail app opens', async () => {
    const open = vi.fn();
    await expect(sendContactMessage({ ...typed, message: 'curta' }, options(open))).resolves.toMatchObject({ via: 'mail-app' });
    expect(await rows()).toEqual([]);
  });
});
