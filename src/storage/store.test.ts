import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDb } from './db';
import { onStorageProblem } from './problems';
import { VISITOR_SESSION_KEY, resetVisitorSessionForTests, visitorSessionId } from './session';
import { hasFlag, readSetting, resetDatabaseForTests, setFlag, writeSetting } from './store';
import { trackVisit, visitsOfSession } from './visits';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from './test-database';

const isTheme = (v: unknown): v is 'light' | 'dark' | 'system' => v === 'light' || v === 'dark' || v === 'system';

beforeEach(async () => {
  resetVisitorSessionForTests();
  localStorage.clear();
  await emptyDatabaseForTest();
});

afterEach(async () => {
  await closeDatabaseAfterTest();
  vi.restoreAllMocks();
});

describe('settings and flags', () => {
  it('keeps a setting across a reopened database', async () => {
    await writeSetting('theme', 'dark');
    await closeDatabaseAfterTest();
    resetDatabaseForTests();
    expect(await readSetting('theme', isTheme, 'system')).toBe('dark');
  });

  it('ignores a corrupt stored value with a warning and uses the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = openDb();
    await db.settings.put({ key: 'theme', value: { broken: true } });
    db.close();
    expect(await readSetting('theme', isTheme, 'system')).toBe('system');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('theme'), { broken: true });
  });

  it('remembers a flag permanently', async () => {
    expect(await hasFlag('social-prompt-dismissed')).toBe(false);
    await setFlag('social-prompt-dismissed');
    await closeDatabaseAfterTest();
    resetDatabaseForTests();
    expect(await hasFlag('social-prompt-dismissed')).toBe(true);
  });

  it('works from memory and reports the problem when IndexedDB cannot open', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const problems: string[] = [];
    const stop = onStorageProblem((p) => problems.push(p));
    vi.spyOn(Dexie.prototype, 'open').mockRejectedValue(new Error('IndexedDB is blocked'));
    try {
      await writeSetting('theme', 'light');
      await setFlag('first-time:dynamic');
      expect(await readSetting('theme', isTheme, 'system')).toBe('light');
      expect(await hasFlag('first-time:dynamic')).toBe(true);
      expect(problems).toContain('unavailable');
    } finally {
      stop();
    }
  });
});

describe('visitor session', () => {
  it('creates one id and keeps it', () => {
    const id = visitorSessionId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(VISITOR_SESSION_KEY)).toBe(id);
    resetVisitorSessionForTests();
    expect(visitorSessionId()).toBe(id);
  });

  it('replaces a malformed stored id', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(VISITOR_SESSION_KEY, '<script>');
    expect(visitorSessionId()).not.toBe('<script>');
  });
});

describe('visits', () => {
  it('records one visit per path per session and sets the duration on leaving', async () => {
    let clock = 1_000;
    const now = () => clock;
    const leave = trackVisit('/info', now);
    clock += 12_400;
    leave();
    const again = trackVisit('/info', now);
    clock += 5_000;
    again();
    trackVisit('/', now);
    await vi.waitFor(async () => {
      const visits = await visitsOfSession();
      expect(visits.map((v) => [v.path, v.duration])).toEqual([
        ['/info', 12],
        ['/', undefined],
      ]);
    });
  });
});
