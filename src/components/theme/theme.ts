// The colour theme (light, dark or the system's). Saved as the 'theme' setting and mirrored to localStorage,
// which is read synchronously before the first paint so a dark-theme user never sees a white flash.
import { readSetting, writeSetting } from '@/storage/store';
import { localStore, readLocal, writeLocal } from '@/storage/local';

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEMES)[number];
export const THEME_KEY = 'theme';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

let current: ThemeChoice = 'system';
let changes = 0;
const listeners = new Set<() => void>();

export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  // global.css follows prefers-color-scheme when no data-theme is set.
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/** The mirrored choice in localStorage, or null when absent, unreadable or not a theme. */
export function readEarlyTheme(storage: Pick<Storage, 'getItem'> | undefined = localStore()): ThemeChoice | null {
  const value = readLocal(THEME_KEY, storage, 'the saved theme');
  if (value === null || isThemeChoice(value)) return value;
  console.warn(`Ignoring unexpected saved theme ${JSON.stringify(value)}`);
  return null;
}

/**
 * Before the first render: apply the mirrored choice, then, once `confirmAfter` has resolved (the page is idle: the
 * store's code and its opening stay out of the first card's way), confirm it from the settings store.
 */
export function initTheme(confirmAfter: Promise<void> = Promise.resolve()): Promise<void> {
  current = readEarlyTheme() ?? 'system';
  applyTheme(current);
  const before = changes;
  return confirmAfter.then(() => readSetting(THEME_KEY, isThemeChoice, current)).then((saved) => {
    // A choice made while the store was opening is newer than what the store held.
    if (changes === before && saved !== current) update(saved);
  });
}

export function setTheme(choice: ThemeChoice): Promise<void> {
  changes += 1;
  update(choice);
  return writeSetting(THEME_KEY, choice);
}

export function getTheme(): ThemeChoice {
  return current;
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(choice: ThemeChoice): void {
  current = choice;
  applyTheme(choice);
  writeLocal(THEME_KEY, choice, undefined, 'the theme choice');
  for (const listener of listeners) listener();
}
