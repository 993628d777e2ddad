import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMailtoUrl, openUrl, sendContactMessage } from './send';

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
