import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyPage } from './early-page';
import { replayEarlyTap } from './early-tap';

const speechCalls: string[] = [];
vi.mock('@/speech/runtime', () => ({
  createRuntime: () => ({ speak: async (text: string) => void speechCalls.push(text), stop() {} }),
}));

afterEach(() => {
  speechCalls.length = 0;
  document.body.replaceChildren();
});

describe('the app’s side of a tap made before it ran', () => {
  it('chooses the card again once, and the app does not say again what the browser said', async () => {
    const { speak } = await import('@/speech/speech');
    const card = document.createElement('button');
    document.body.append(card);
    const chosen: string[] = [];
    card.addEventListener('click', () => {
      chosen.push('Água');
      void speak('Água', { lang: 'pt' });
    });
    const page: EarlyPage = { acenoEarlyTap: { card, text: 'Água', at: Date.now(), said: true } };
    replayEarlyTap(page);
    replayEarlyTap(page);
    expect(chosen).toEqual(['Água']);
    await speak('Água', { lang: 'pt' });
    // Only the second saying reached the voice: the first was the browser's at the tap.
    expect(speechCalls).toEqual(['Água']);
  });

  it('says the card when the browser could not, and forgets a card no longer on the page', async () => {
    const { speak } = await import('@/speech/speech');
    const card = document.createElement('button');
    document.body.append(card);
    card.addEventListener('click', () => void speak('Água', { lang: 'pt' }));
    replayEarlyTap({ acenoEarlyTap: { card, text: 'Água', at: Date.now(), said: false } });
    await vi.waitFor(() => expect(speechCalls).toEqual(['Água']));
    const gone = document.createElement('button');
    const clicked = vi.fn();
    gone.addEventListener('click', clicked);
    replayEarlyTap({ acenoEarlyTap: { card: gone, text: 'Água', at: Date.now(), said: true } });
    expect(clicked).not.toHaveBeenCalled();
  });

  it('presses another button again, the app’s own of the same text where it drew the screen anew', () => {
    document.body.innerHTML = '<div id="root"><button data-choice>English</button><button type="button">English</button></div>';
    const pressed = vi.fn();
    document.querySelectorAll('button')[1]!.addEventListener('click', pressed);
    const written = document.createElement('button');
    replayEarlyTap({ acenoEarlyTap: { card: written, text: 'English', at: Date.now(), said: false, control: true } });
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(speechCalls).toEqual([]);
  });
});
