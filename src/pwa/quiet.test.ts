import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeechEvent } from '@/speech/types';

const speechListeners: ((event: SpeechEvent) => void)[] = [];
vi.mock('@/speech/speech', () => ({ subscribeSpeech: (listener: (event: SpeechEvent) => void) => speechListeners.push(listener) }));
const { appQuiet } = await import('./quiet');

const speech = (event: SpeechEvent) => speechListeners.forEach((l) => l(event));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the quiet signal', () => {
  it('is busy from an utterance request until it ends, is stopped or fails', () => {
    const quiet = appQuiet();
    const heard = vi.fn();
    quiet.subscribe(heard);
    expect(quiet.busy()).toBe(false);
    speech({ type: 'waiting', id: 1, text: 'Água', lang: 'pt' });
    expect(quiet.busy()).toBe(true);
    speech({ type: 'started', id: 1, text: 'Água', lang: 'pt', provider: 'offline' });
    speech({ type: 'ended', id: 1 });
    expect(quiet.busy()).toBe(false);
    speech({ type: 'waiting', id: 2, text: 'Sim', lang: 'pt' });
    speech({ type: 'failed', id: 2, text: 'Sim', lang: 'pt', failure: 'no-provider' });
    expect(quiet.busy()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(5);
  });

  it('is busy while a full-screen card is on the page, and tells when it goes', async () => {
    const quiet = appQuiet();
    const heard = vi.fn();
    quiet.subscribe(heard);
    const card = Object.assign(document.createElement('div'), { className: 'fullscreen' });
    card.setAttribute('role', 'dialog');
    document.body.append(card);
    expect(quiet.busy()).toBe(true);
    card.remove();
    await tick();
    expect(quiet.busy()).toBe(false);
    expect(heard).toHaveBeenCalled();
  });
});
