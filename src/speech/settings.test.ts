// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDb } from '@/storage/db';
import { resetDatabaseForTests } from '@/storage/store';
import {
  currentSpeechSettings,
  DEFAULT_SPEECH_SETTINGS,
  loadSpeechSettings,
  normaliseRateMultiplier,
  OFFLINE_VOICE,
  preferredVoice,
  prefersOfflineVoice,
  repairSpeechSettings,
  resetSpeechSettingsForTests,
  SPEECH_SETTINGS_KEY,
  subscribeSpeechSettings,
  updateSpeechSettings,
} from './settings';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';

async function store(value: unknown): Promise<void> {
  const db = openDb();
  await db.settings.put({ key: SPEECH_SETTINGS_KEY, value });
  db.close();
}

/** A new visit: the database and the in-memory settings are opened again from what is stored. */
async function reopen(): Promise<void> {
  await closeDatabaseAfterTest();
  resetSpeechSettingsForTests();
}

beforeEach(async () => {
  resetDatabaseForTests();
  resetSpeechSettingsForTests();
  await emptyDatabaseForTest();
});

afterEach(async () => {
  await closeDatabaseAfterTest();
  vi.restoreAllMocks();
});

describe('speech settings', () => {
  it('starts with automatic voices and normal speed', async () => {
    expect(currentSpeechSettings()).toEqual({ voice: { pt: null, en: null, es: null }, rateMultiplier: 1 });
    expect(await loadSpeechSettings()).toEqual(DEFAULT_SPEECH_SETTINGS);
    expect(preferredVoice('pt')).toBeNull();
    expect(prefersOfflineVoice('en')).toBe(false);
  });

  it('applies a change synchronously, tells subscribers, and keeps it for the next visit', async () => {
    await loadSpeechSettings();
    const listener = vi.fn();
    subscribeSpeechSettings(listener);
    const saved = updateSpeechSettings({ voice: { en: 'Google US English' }, rateMultiplier: 1.3 });
    expect(currentSpeechSettings()).toEqual({ voice: { pt: null, en: 'Google US English', es: null }, rateMultiplier: 1.3 });
    expect(preferredVoice('en')).toBe('Google US English');
    expect(listener).toHaveBeenCalledTimes(1);
    await saved;
    await updateSpeechSettings({ voice: { pt: OFFLINE_VOICE } });

    await reopen();
    expect(currentSpeechSettings()).toEqual(DEFAULT_SPEECH_SETTINGS); // not read yet
    expect(await loadSpeechSettings()).toEqual({ voice: { pt: OFFLINE_VOICE, en: 'Google US English', es: null }, rateMultiplier: 1.3 });
    expect(currentSpeechSettings().rateMultiplier).toBe(1.3);
  });

  it('reports the offline voice as a preference, not as a browser voice', async () => {
    await updateSpeechSettings({ voice: { pt: OFFLINE_VOICE } });
    expect(prefersOfflineVoice('pt')).toBe(true);
    expect(preferredVoice('pt')).toBeNull();
    expect(prefersOfflineVoice('en')).toBe(false);
  });

  it('reads the stored value on first use, without being asked to', async () => {
    await store({ voice: { pt: 'Luciana', en: null }, rateMultiplier: 0.7 });
    const listener = vi.fn();
    subscribeSpeechSettings(listener);
    currentSpeechSettings();
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    expect(preferredVoice('pt')).toBe('Luciana');
    expect(currentSpeechSettings().rateMultiplier).toBe(0.7);
  });

  it('keeps a change made while the store was still opening', async () => {
    await store({ voice: { pt: 'Luciana', en: null }, rateMultiplier: 0.7 });
    const loaded = loadSpeechSettings();
    void updateSpeechSettings({ rateMultiplier: 1.5 });
    await loaded;
    expect(currentSpeechSettings()).toEqual({ voice: { pt: null, en: null, es: null }, rateMultiplier: 1.5 });
  });

  it.each([
    ['a string', '"}{garbage'],
    ['a number', 42],
    ['null', null],
    ['an array', ['offline']],
  ])('replaces %s with the defaults and warns', async (_name, garbage) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await store(garbage);
    expect(await loadSpeechSettings()).toEqual(DEFAULT_SPEECH_SETTINGS);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('speech settings'), garbage);
  });

  it('repairs only the fields that are wrong', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(repairSpeechSettings({ voice: { pt: 'Luciana', en: 7 }, rateMultiplier: 'fast' })).toEqual({
      voice: { pt: 'Luciana', en: null, es: null },
      rateMultiplier: 1,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/voice\.en.*rateMultiplier/), expect.anything());
    expect(repairSpeechSettings({ voice: { pt: '   ' }, rateMultiplier: 9 })).toEqual({ voice: { pt: null, en: null, es: null }, rateMultiplier: 2 });
    expect(repairSpeechSettings({ rateMultiplier: 1.5 })).toEqual({ voice: { pt: null, en: null, es: null }, rateMultiplier: 1.5 });
  });

  it('accepts a well-formed value without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(repairSpeechSettings({ voice: { pt: OFFLINE_VOICE, en: null }, rateMultiplier: 0.5 })).toEqual({
      voice: { pt: OFFLINE_VOICE, en: null, es: null },
      rateMultiplier: 0.5,
    });
    expect(repairSpeechSettings(undefined)).toEqual(DEFAULT_SPEECH_SETTINGS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the speed within 0.5–2 on the 0.1 step', async () => {
    expect(normaliseRateMultiplier(0.1)).toBe(0.5);
    expect(normaliseRateMultiplier(3)).toBe(2);
    expect(normaliseRateMultiplier(1.2345)).toBe(1.2);
    expect(normaliseRateMultiplier(Number.NaN)).toBe(1);
    expect(normaliseRateMultiplier(Infinity)).toBe(1);
    await updateSpeechSettings({ rateMultiplier: 7 });
    expect(currentSpeechSettings().rateMultiplier).toBe(2);
  });
});
