import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSetting, writeSetting } from '@/storage/store';
import { renderInApp } from '../test-utils';
import { initTheme, isThemeChoice } from './theme';
import { ThemeSwitch } from './ThemeSwitch';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';

const root = document.documentElement;

beforeEach(async () => {
  localStorage.clear();
  delete root.dataset.theme;
  await emptyDatabaseForTest();
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await closeDatabaseAfterTest();
});

describe('theme', () => {
  it('applies the mirrored choice synchronously, before the store answers', () => {
    localStorage.setItem('theme', 'dark');
    void initTheme();
    expect(root.dataset.theme).toBe('dark');
  });

  it('applies the saved setting when the mirror is missing', async () => {
    await writeSetting('theme', 'light');
    await initTheme();
    expect(root.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('ignores garbage in the mirror and in the store, following the system', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('theme', '"}{garbage');
    await writeSetting('theme', { broken: true });
    await initTheme();
    expect(root.dataset.theme).toBeUndefined();
  });

  it('the switch saves the choice, applies it and marks it pressed; system removes the override', async () => {
    await initTheme();
    renderInApp(<ThemeSwitch />);
    const group = screen.getByRole('group', { name: 'Tema' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Do sistema' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Escuro' })));
    expect(root.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Escuro' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(await readSetting('theme', isThemeChoice, 'system')).toBe('dark');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Do sistema' })));
    expect(root.dataset.theme).toBeUndefined();
  });
});
