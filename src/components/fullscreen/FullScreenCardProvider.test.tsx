import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_HINT_MS, CLOSE_MESSAGE_MS } from '@machines/fullscreen-card';
import { stopAll } from '@/speech/speech';
import { listenToKeys, renderInApp } from '../test-utils';
import { FullScreenCardProvider, useFullScreenCard, type FullScreenCardPayload } from './FullScreenCardProvider';

vi.mock('@/speech/speech', () => ({ stopAll: vi.fn() }));

function Opener({ payload }: { payload: FullScreenCardPayload }) {
  const { show } = useFullScreenCard();
  return (
    <button type="button" onClick={() => show(payload)}>
      open
    </button>
  );
}

/** Opens the card by a click, before the page is idle: the overlay's code loads then (in the first test), and the card opens with it. */
async function open(payload: FullScreenCardPayload = { label: 'Água', symbol: '💧' }) {
  renderInApp(
    <FullScreenCardProvider>
      <Opener payload={payload} />
    </FullScreenCardProvider>,
  );
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  await act(async () => {
    await import('./FullScreenCard');
  });
  return { opener, dialog: screen.getByRole('dialog', { name: payload.label }) };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(stopAll).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('full-screen card overlay', () => {
  it('shows the card as a modal dialog named by its label, with the emoji sequence above', async () => {
    const { dialog } = await open({ label: 'Eu quero água', symbol: '💧', emojiSequence: ['🙋', '💧'], uppercase: true });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Eu quero água');
    expect(dialog.querySelector('.fullscreen__sequence')?.textContent).toBe('🙋 💧');
    expect(dialog.className).toContain('fullscreen--uppercase');
  });

  it('shows the progress bar, then the close hint after 3 s', async () => {
    const { dialog } = await open();
    expect(dialog.querySelector('.fullscreen__progress')).not.toBeNull();
    expect(dialog.textContent).not.toContain('Toque em qualquer lugar para fechar');
    advance(CLOSE_HINT_MS);
    expect(dialog.querySelector('.fullscreen__progress')).toBeNull();
    expect(dialog.textContent).toContain('Toque em qualquer lugar para fechar');
  });

  it('a tap anywhere stops all sound, shows the close message, then clears', async () => {
    const { dialog } = await open();
    fireEvent.click(dialog);
    expect(stopAll).toHaveBeenCalledTimes(1);
    expect(dialog.textContent).toContain('Fechando…');
    advance(CLOSE_MESSAGE_MS);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses the payload close message when given', async () => {
    const { dialog } = await open({ label: 'Cabeça', closeMessage: 'Dor na cabeça' });
    fireEvent.click(dialog);
    expect(dialog.textContent).toContain('Dor na cabeça');
  });

  it.each([
    ['Escape', 'Escape'],
    ['Enter', 'Enter'],
    [' ', 'Space'],
  ])('closes with the %j key', async (key, code) => {
    const stopKeys = listenToKeys();
    const { dialog } = await open();
    fireEvent.keyDown(dialog, { key, code });
    stopKeys();
    expect(stopAll).toHaveBeenCalledTimes(1);
    advance(CLOSE_MESSAGE_MS);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scroll while shown and restores it after', async () => {
    document.body.style.overflow = 'auto';
    const { dialog } = await open();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(dialog);
    advance(CLOSE_MESSAGE_MS);
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('moves focus into the dialog, keeps Tab there, and gives it back to the opener', async () => {
    const { opener, dialog } = await open();
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(dialog);
    const stopKeys = listenToKeys();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    stopKeys();
    advance(CLOSE_MESSAGE_MS);
    expect(document.activeElement).toBe(opener);
  });

  it('a card shown with autoCloseMs leaves by itself and gives focus back to the opener', async () => {
    const { opener } = await open({ label: 'Socorro', symbol: '🆘', autoCloseMs: 3000 });
    advance(2000);
    expect(screen.getByRole('dialog', { name: 'Socorro' })).toBeTruthy();
    advance(1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stopAll).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });
});

