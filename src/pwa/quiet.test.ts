import { act, cleanup } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_MESSAGE_MS } from '@machines/fullscreen-card';
import type { FullScreenCardApi } from '@/components/fullscreen/context';
import { FullScreenCardProvider, useFullScreenCard } from '@/components/fullscreen/FullScreenCardProvider';
import { renderInApp } from '@/components/test-utils';
import type { SpeechEvent } from '@/speech/types';

const speechListeners: ((event: SpeechEvent) => void)[] = [];
vi.mock('@/speech/speech', () => ({ subscribeSpeech: (listener: (event: SpeechEvent) => void) => speechListeners.push(listener), stopAll: vi.fn() }));
const { appQuiet } = await import('./quiet');

const speech = (event: SpeechEvent) => speechListeners.forEach((l) => l(event));
const noCard = { isOpen: () => false, subscribeOpen: () => () => {} };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the quiet signal', () => {
  it('is busy from an utterance request until it ends, is stopped or fails', () => {
    const quiet = appQuiet(noCard);
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

  it('is busy while a full-screen card is on the page (from the moment it is asked for), until its close message has cleared, and tells when it goes', async () => {
    vi.useFakeTimers();
    let card: FullScreenCardApi | undefined;
    function Capture() {
      card = useFullScreenCard();
      return null;
    }
    renderInApp(createElement(FullScreenCardProvider, null, createElement(Capture)));
    const quiet = appQuiet(card!);
    const heard = vi.fn();
    quiet.subscribe(heard);
    expect(quiet.busy()).toBe(false);

    // Asked for before the page was idle: busy at once, while the card's code loads.
    act(() => card!.show({ label: 'Água', symbol: '💧' }));
    expect(quiet.busy()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    await act(async () => {
      await import('@/components/fullscreen/FullScreenCard');
    });
    expect(quiet.busy()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    // A second card replacing the first is still "open": nothing to tell.
    act(() => card!.show({ label: 'Sim' }));
    expect(heard).toHaveBeenCalledTimes(1);
    act(() => card!.close());
    expect(quiet.busy()).toBe(true);
    act(() => vi.advanceTimersByTime(CLOSE_MESSAGE_MS));
    expect(quiet.busy()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
