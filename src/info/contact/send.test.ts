import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMailtoUrl, openUrl, sendContactMessage, STORE_TIMEOUT_MS, type StoreMessage } from './send';

const labels = { name: 'Nome', email: 'E-mail' };
const message = { name: 'João Conceição', email: 'joao@exemplo.com', subject: 'Dúvida & sugestão?', message: 'Olá!\nLinha 2 #1\r\nFim 100%' };

function parse(url: string) {
  const parsed = new URL(url);
  return { protocol: parsed.protocol, to: decodeURIComponent(parsed.pathname), subject: parsed.searchParams.get('subject'), body: parsed.searchParams.get('body') };
}

describe('buildMailtoUrl', () => {
  it('addresses the configured e-mail with the subject and a body holding name, e-mail and message', () => {
    const url = buildMailtoUrl('contato@aceno.app', message, labels);
    expect(url.startsWith('mailto:contato@aceno.app?subject=')).toBe(true);
    expect(parse(url)).toEqual({
      protocol: 'mailto:',
      to: 'contato@aceno.app',
      subject: 'Dúvida & sugestão?',
      body: 'Nome: João Conceição\r\nE-mail: joao@exemplo.com\r\n\r\nOlá!\r\nLinha 2 #1\r\nFim 100%',
    });
  });

  it('percent-encodes accents, &, ?, #, % and line breaks (as CRLF)', () => {
    const url = buildMailtoUrl('contato@aceno.app', message, labels);
    expect(url).toContain('subject=D%C3%BAvida%20%26%20sugest%C3%A3o%3F&body=');
    expect(url).toContain('Jo%C3%A3o%20Concei%C3%A7%C3%A3o%0D%0A');
    expect(url).toContain('Ol%C3%A1!%0D%0ALinha%202%20%231%0D%0AFim%20100%25');
    expect(url).not.toMatch(/[\s\u00c0-\uffff]/);
    expect(url.split('&')).toHaveLength(2); // the only raw '&' separates subject and body
  });

  it('sends trimmed values', () => {
    const url = buildMailtoUrl('contato@aceno.app', { name: '  Ana ', email: ' a@b.co ', subject: '  Oi  ', message: '  Mensagem longa  ' }, labels);
    expect(parse(url).subject).toBe('Oi');
    expect(parse(url).body).toBe('Nome: Ana\r\nE-mail: a@b.co\r\n\r\nMensagem longa');
  });

  it('uses the labels of the visitor’s language', () => {
    const body = parse(buildMailtoUrl('contato@aceno.app', message, { name: 'Name', email: 'E-mail' })).body;
    expect(body?.startsWith('Name: João')).toBe(true);
  });
});

describe('sendContactMessage', () => {
  afterEach(() => vi.useRealTimers());

  it('opens the mailto: URL at once and settles after the minimum sending time', async () => {
    vi.useFakeTimers();
    const open = vi.fn();
    let settled = false;
    const done = sendContactMessage(message, { to: 'contato@aceno.app', labels, open, minDurationMs: 700 }).then((receipt) => {
      settled = true;
      return receipt;
    });
    expect(open).toHaveBeenCalledExactlyOnceWith(buildMailtoUrl('contato@aceno.app', message, labels));
    await vi.advanceTimersByTimeAsync(699);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual({ via: 'mail-app' });
  });

  it('fails when the URL cannot be opened, so the form shows the failed state', async () => {
    const open = () => {
      throw new Error('blocked');
    };
    await expect(sendContactMessage(message, { to: 'contato@aceno.app', labels, open, minDurationMs: 0 })).rejects.toThrow('blocked');
  });
});

describe('sendContactMessage with a backend', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('stores the trimmed message with the language, opens no mail app and keeps the sending state for its minimum', async () => {
    vi.useFakeTimers();
    const store = vi.fn<StoreMessage>(async () => {});
    const open = vi.fn();
    let receipt: unknown = null;
    void sendContactMessage({ ...message, name: '  Ana  ' }, { to: 'contato@aceno.app', labels, lang: 'en', open, store, minDurationMs: 700 }).then((r) => (receipt = r));
    await vi.advanceTimersByTimeAsync(699);
    expect(receipt).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(receipt).toEqual({ via: 'server' });
    expect(store).toHaveBeenCalledOnce();
    expect(store.mock.calls[0]?.[0]).toEqual({ name: 'Ana', email: message.email, subject: message.subject.trim(), message: message.message.trim(), lang: 'en' });
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the mail app when storing fails, and the receipt says the backend failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const open = vi.fn();
    const store: StoreMessage = () => Promise.reject(new Error('The message was not stored: Internal'));
    const receipt = await sendContactMessage(message, { to: 'contato@aceno.app', labels, open, store, minDurationMs: 0 });
    expect(receipt).toEqual({ via: 'mail-app', serverFailed: true });
    expect(open).toHaveBeenCalledExactlyOnceWith(buildMailtoUrl('contato@aceno.app', message, labels));
  });

  it('gives storing 4 s, then aborts it and opens the mail app', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let storeSignal: AbortSignal | null = null;
    const store: StoreMessage = (_, signal) => {
      storeSignal = signal;
      return new Promise(() => {});
    };
    const open = vi.fn();
    const done = sendContactMessage(message, { to: 'contato@aceno.app', labels, open, store, minDurationMs: 700 });
    await vi.advanceTimersByTimeAsync(STORE_TIMEOUT_MS - 1);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual({ via: 'mail-app', serverFailed: true });
    expect(open).toHaveBeenCalledOnce();
    expect(storeSignal!.aborted).toBe(true);
    expect(STORE_TIMEOUT_MS).toBeLessThan(5000); // the browser's user activation from the tap on send
  });

  it('fails (the form keeps everything) when storing fails and the mail app cannot open either', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const open = () => {
      throw new Error('blocked');
    };
    const store: StoreMessage = () => Promise.reject(new Error('network'));
    await expect(sendContactMessage(message, { to: 'contato@aceno.app', labels, open, store, minDurationMs: 0 })).rejects.toThrow('blocked');
  });
});

describe('openUrl', () => {
  it('clicks a temporary link in the document and removes it', () => {
    const seen: string[] = [];
    const onClick = (event: MouseEvent) => {
      const link = event.target as HTMLAnchorElement;
      seen.push(link.href);
      expect(link.isConnected).toBe(true);
      event.preventDefault();
    };
    window.addEventListener('click', onClick, true);
    openUrl('mailto:contato@aceno.app?subject=Oi');
    window.removeEventListener('click', onClick, true);
    expect(seen).toEqual(['mailto:contato@aceno.app?subject=Oi']);
    expect(document.querySelector('a')).toBeNull();
  });
});
