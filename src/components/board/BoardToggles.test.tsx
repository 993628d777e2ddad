import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSetting } from '@/storage/store';
import { renderInApp } from '../test-utils';
import { BOARD_PREFERENCES_KEY, DEFAULT_BOARD_PREFERENCES, loadBoardPreferences, resetBoardPreferencesForTests } from './board-preferences';
import { BoardToggles } from './BoardToggles';
import { useBoardPreferences } from './use-board-preferences';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';

function Board() {
  const prefs = useBoardPreferences();
  return (
    <>
      <BoardToggles value={prefs} onChange={prefs.set} />
      <output>{JSON.stringify({ colored: prefs.colored, uppercase: prefs.uppercase, lateral: prefs.lateral })}</output>
    </>
  );
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as unknown;

beforeEach(async () => {
  resetBoardPreferencesForTests();
  await emptyDatabaseForTest();
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await closeDatabaseAfterTest();
});

describe('board toggles', () => {
  it('switch each choice and remember it on the next visit', async () => {
    renderInApp(<Board />, 'en');
    const uppercase = screen.getByRole('button', { name: 'Uppercase letters' });
    expect(uppercase.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(uppercase);
    fireEvent.click(screen.getByRole('button', { name: 'Side menu' }));
    expect(uppercase.getAttribute('aria-pressed')).toBe('true');
    expect(shown()).toEqual({ ...DEFAULT_BOARD_PREFERENCES, uppercase: true, lateral: true });

    cleanup();
    resetBoardPreferencesForTests();
    renderInApp(<Board />);
    const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
    await waitFor(() => expect(pressed('Letras maiúsculas')).toBe('true'));
    expect(pressed('Menu lateral')).toBe('true');
  });

  it('note a look that is not the default one for the boot, which then draws the device’s board in that look', async () => {
    localStorage.removeItem('aceno:own-board-look');
    renderInApp(<Board />, 'en');
    const uppercase = screen.getByRole('button', { name: 'Uppercase letters' });
    fireEvent.click(uppercase);
    expect(localStorage.getItem('aceno:own-board-look')).toBe('look1 colored uppercase');
    fireEvent.click(uppercase);
    expect(localStorage.getItem('aceno:own-board-look')).toBeNull();
    // A look saved before the note existed counts once it is read.
    await writeSetting(BOARD_PREFERENCES_KEY, { ...DEFAULT_BOARD_PREFERENCES, colored: false });
    resetBoardPreferencesForTests();
    await act(() => loadBoardPreferences());
    expect(localStorage.getItem('aceno:own-board-look')).toBe('look1');
  });

  it('mark the layout toggle, which the stylesheet leaves out on phones', () => {
    renderInApp(<Board />);
    expect(screen.getByRole('button', { name: 'Cartões coloridos' }).classList.contains('board-toggles__layout')).toBe(false);
    expect(screen.getByRole('button', { name: 'Menu lateral' }).classList.contains('board-toggles__layout')).toBe(true);
  });

  it('fall back to the defaults when the stored value is garbage', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await writeSetting(BOARD_PREFERENCES_KEY, { colored: 'yes', lateral: 3 });
    renderInApp(<Board />);
    await act(() => loadBoardPreferences());
    expect(shown()).toEqual(DEFAULT_BOARD_PREFERENCES);
  });
});
