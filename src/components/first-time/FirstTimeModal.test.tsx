import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasFlag, setFlag } from '@/storage/store';
import { listenToKeys, renderInApp } from '../test-utils';
import { FIRST_TIME_DELAY_MS, FirstTimeModal } from './FirstTimeModal';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';

function renderModal() {
  renderInApp(
    <>
      <button type="button">antes</button>
      <FirstTimeModal mode="dynamic" title="Atenção">
        O áudio pode demorar.
      </FirstTimeModal>
    </>,
  );
}

// Gives IndexedDB (fake-indexeddb answers through setImmediate, never faked here) time to answer.
const settle = () => act(() => new Promise((resolve) => setImmediate(resolve)).then(() => new Promise((resolve) => setImmediate(resolve))));

beforeEach(async () => {
  await emptyDatabaseForTest();
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await closeDatabaseAfterTest();
});

describe('first-time modal', () => {
  it('appears 500 ms after the first visit, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderModal();
    act(() => vi.advanceTimersByTime(FIRST_TIME_DELAY_MS - 1));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(screen.getByRole('dialog', { name: 'Atenção' })).toBeTruthy());
  });

  it('"Entendi" closes it, sets the flag and gives focus back', async () => {
    renderModal();
    screen.getByRole('button', { name: 'antes' }).focus();
    const dialog = await screen.findByRole('dialog', { name: 'Atenção' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const ok = screen.getByRole('button', { name: 'Entendi' });
    // Focus moves in once the dialog is drawn (CI saw the check come a moment before it).
    await vi.waitFor(() => expect(document.activeElement).toBe(ok));
    // Tab stays inside: the only button keeps focus.
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(ok);
    fireEvent.click(ok);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'antes' }));
    await vi.waitFor(async () => expect(await hasFlag('first-time:dynamic')).toBe(true));
  });

  it('Escape (the input runtime’s back) closes it and sets the flag too', async () => {
    const stopKeys = listenToKeys();
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Atenção' });
    // The dialog listens for back from its effects, which run just after it is drawn (the same ones that move the
    // focus in): Escape is pressed once the focus is inside, as a person would press it (CI saw it pressed before).
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    stopKeys();
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(async () => expect(await hasFlag('first-time:dynamic')).toBe(true));
  });

  it('stays away once flagged', async () => {
    await setFlag('first-time:dynamic');
    renderModal();
    await act(() => new Promise((resolve) => setTimeout(resolve, FIRST_TIME_DELAY_MS + 200)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
