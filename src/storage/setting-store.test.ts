// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDb } from './db';
import { createSettingStore } from './setting-store';
import { readSetting, resetDatabaseForTests } from './store';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from './test-database';

const KEY = 'test-size';
type Size = 'small' | 'large';
const isSize = (value: unknown): value is Size => value === 'small' || value === 'large';
const size = createSettingStore<Size>(KEY, (stored) => (isSize(stored) ? stored : undefined), 'small');

async function stored(value: unknown): Promise<void> {
  const db = openDb();
  await db.settings.put({ key: KEY, value });
  db.close();
}

/** A new visit: the database and the held value are opened again from what is stored. */
async function reopen(): Promise<void> {
  await closeDatabaseAfterTest();
  size.resetForTests();
}

beforeEach(async () => {
  resetDatabaseForTests();
  size.resetForTests();
  await emptyDatabaseForTest();
});

afterEach(async () => {
  await closeDatabaseAfterTest();
  vi.restoreAllMocks();
});

describe('a setting store', () => {
  it('a fresh page (resetForTests) is not given what a load of the page before reads afterwards', async () => {
    await stored('large');
    const before = size.load();
    size.resetForTests();
    await before;
    expect(size.get()).toBe('small');
  });

  it('holds the fallback until the saved value is read, then the saved value', async () => {
    await stored('large');
    expect(size.get()).toBe('small');
    expect(await size.load()).toBe('large');
    expect(size.get()).toBe('large');
  });

  it('gives the fallback without a warning when nothing is saved', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await size.load()).toBe('small');
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores a saved value that is not one, with a warning naming the setting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await stored({ huge: true });
    expect(await size.load()).toBe('small');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(KEY), { huge: true });
  });

  it('applies a change at once, tells listeners, and saves it for the next visit', async () => {
    await size.load();
    const listener = vi.fn();
    size.subscribe(listener);
    const saved = size.set('large');
    expect(size.get()).toBe('large');
    expect(listener).toHaveBeenCalledTimes(1);
    await saved;
    expect(await readSetting(KEY, isSize, 'small')).toBe('large');

    await reopen();
    expect(size.get()).toBe('small');
    expect(await size.load()).toBe('large');
  });

  it('reads once per page: a later load does not bring back the saved value over a newer change', async () => {
    await stored('large');
    await size.load();
    void size.set('small');
    await stored('large');
    await size.load();
    expect(size.get()).toBe('small');
  });

  it('keeps a change made while the first read is under way', async () => {
    await stored('large');
    const listener = vi.fn();
    size.subscribe(listener);
    const loaded = size.load();
    void size.set('small');
    expect(await loaded).toBe('small');
    expect(size.get()).toBe('small');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const listener = vi.fn();
    const unsubscribe = size.subscribe(listener);
    unsubscribe();
    await size.set('large');
    expect(listener).not.toHaveBeenCalled();
  });
});
