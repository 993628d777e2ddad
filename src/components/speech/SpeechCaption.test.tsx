import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryAfterUnlock, subscribeSpeech } from '@/speech/speech';
import type { SpeechEvent } from '@/speech/types';
import { renderInApp } from '../test-utils';
import { SpeechCaption } from './SpeechCaption';
import { CAPTION_FADE_MS, CAPTION_LINGER_MS, PREPARING_AFTER_MS } from './use-speech-status';

vi.mock('@/speech/speech', () => ({ subscribeSpeech: vi.fn(), retryAfterUnlock: vi.fn() }));

let listeners: ((event: SpeechEvent) => void)[] = [];
const emit = (event: SpeechEvent) => act(() => listeners.forEach((listener) => listener(event)));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const caption = () => document.querySelector<HTMLElement>('.speech-caption');

beforeEach(() => {
  vi.useFakeTimers();
  listeners = [];
  vi.mocked(retryAfterUnlock).mockClear();
  vi.mocked(subscribeSpeech).mockImplementation((listener) => {
    listeners.push(listener);
    return () => {
      listeners = listeners.filter((l) => l !== listener);
    };
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('speech caption', () => {
  it('says the voice is being prepared when sound is slow to start, never sitting silent', () => {
    renderInApp(<SpeechCaption />);
    emit({ type: 'waiting', id: 1, text: 'Água', lang: 'pt' });
    advance(PREPARING_AFTER_MS - 1);
    expect(caption()).toBeNull(); // a quick start needs no message
    advance(1);
    expect(caption()?.textContent).toBe('ÁguaPreparando a voz…');
    emit({ type: 'started', id: 1, text: 'Água', lang: 'pt', provider: 'offline' });
    expect(caption()?.textContent).toBe('Água');
    expect(caption()?.dataset.provider).toBe('offline');
  });

  it('never leaves a caption behind: a stopped one still fades when the next utterance is waiting, and a failure cancels preparing', () => {
    renderInApp(<SpeechCaption />);
    emit({ type: 'waiting', id: 1, text: 'Sim', lang: 'pt' });
    advance(PREPARING_AFTER_MS);
    emit({ type: 'stopped', id: 1 });
    emit({ type: 'waiting', id: 2, text: 'Sim', lang: 'pt' });
    emit({ type: 'failed', id: 2, text: 'Sim', lang: 'pt', failure: 'offline-voice-failed' });
    advance(CAPTION_LINGER_MS + CAPTION_FADE_MS + PREPARING_AFTER_MS);
    expect(caption()).toBeNull();
  });

  it('shows no preparing caption when the sound started in time', () => {
    renderInApp(<SpeechCaption />);
    emit({ type: 'waiting', id: 1, text: 'Sim', lang: 'pt' });
    emit({ type: 'started', id: 1, text: 'Sim', lang: 'pt', provider: 'offline' });
    advance(PREPARING_AFTER_MS);
    expect(caption()?.textContent).toBe('Sim');
  });

  it('shows the spoken text in a polite live region, with its provider and language', () => {
    renderInApp(<SpeechCaption />);
    expect(caption()).toBeNull();
    emit({ type: 'started', id: 1, text: 'Eu quero água', lang: 'pt', provider: 'offline' });
    expect(caption()?.textContent).toBe('Eu quero água');
    expect(caption()?.dataset.provider).toBe('offline');
    expect(caption()?.lang).toBe('pt-BR');
    expect(caption()?.parentElement?.getAttribute('aria-live')).toBe('polite');
  });

  it('stays a moment after the sound ends, fades, then goes', () => {
    renderInApp(<SpeechCaption />);
    emit({ type: 'started', id: 1, text: 'Sim', lang: 'pt', provider: 'webSpeech' });
    emit({ type: 'ended', id: 1 });
    advance(CAPTION_LINGER_MS - 1);
    expect(caption()?.className).not.toContain('fading');
    advance(1);
    expect(caption()?.className).toContain('speech-caption--fading');
    advance(CAPTION_FADE_MS);
    expect(caption()).toBeNull();
  });

  it('a new utterance replaces a lingering caption and is not removed by the old timers', () => {
    renderInApp(<SpeechCaption />);
    emit({ type: 'started', id: 1, text: 'Sim', lang: 'pt', provider: 'offline' });
    emit({ type: 'stopped', id: 1 });
    emit({ type: 'started', id: 2, text: 'Não', lang: 'pt', provider: 'offline' });
    advance(CAPTION_LINGER_MS + CAPTION_FADE_MS);
    expect(caption()?.textContent).toBe('Não');
    expect(caption()?.className).toContain('speaking');
  });

  it.each([
    ['offline-voice-failed', 'pt', 'A voz offline não pôde ser carregada. Verifique a conexão e tente de novo.'],
    ['no-provider', 'pt', 'Não foi possível reproduzir o som neste aparelho.'],
    ['offline-voice-failed', 'en', 'The offline voice could not be loaded. Check the connection and try again.'],
    ['no-provider', 'en', 'Sound cannot be played on this device.'],
  ] as const)('says why there is no sound (%s, %s) until closed', (failure, lang, message) => {
    renderInApp(<SpeechCaption />, lang);
    emit({ type: 'failed', id: 1, text: 'Sim', lang, failure });
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(caption()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: lang === 'pt' ? 'Fechar aviso' : 'Close notice' }));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('turns an autoplay block into a button that unlocks the sound and repeats the utterance', () => {
    renderInApp(<SpeechCaption />);
    emit({ type: 'failed', id: 3, text: 'Sim', lang: 'pt', failure: 'autoplay-blocked' });
    fireEvent.click(screen.getByRole('button', { name: 'O navegador bloqueou o som. Toque aqui para ativar.' }));
    expect(retryAfterUnlock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /bloqueou/ })).toBeNull();
  });

  it('says when sound is allowed but none comes out (no speaker or headphones), and tries again on a tap', () => {
    renderInApp(<SpeechCaption />, 'en');
    emit({ type: 'failed', id: 4, text: 'Yes', lang: 'en', failure: 'no-audio-output' });
    const retry = screen.getByRole('button', { name: 'No sound came out of this device. Check the volume and that a speaker or headphones are connected, then tap here to try again.' });
    expect(screen.queryByText(/blocked/)).toBeNull();
    fireEvent.click(retry);
    expect(retryAfterUnlock).toHaveBeenCalledTimes(1);
  });

  it('removes the message once a later utterance makes sound', () => {
    renderInApp(<SpeechCaption />, 'en');
    emit({ type: 'failed', id: 1, text: 'Yes', lang: 'en', failure: 'autoplay-blocked' });
    expect(screen.getByRole('button', { name: 'The browser blocked the sound. Tap here to turn it on.' })).toBeTruthy();
    emit({ type: 'started', id: 2, text: 'Yes', lang: 'en', provider: 'offline' });
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(caption()?.textContent).toBe('Yes');
  });

  it('stops listening when unmounted', () => {
    const { unmount } = renderInApp(<SpeechCaption />);
    expect(listeners).toHaveLength(1);
    unmount();
    expect(listeners).toHaveLength(0);
  });
});
