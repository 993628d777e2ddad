// The user's speech settings (voice per language, speed multiplier), stored as the 'speech' setting and held
// in memory so the engine reads them synchronously on every utterance. Stored values are repaired, never trusted.
import { LANGUAGES, type Lang } from '@/i18n/language';
import { createSettingStore } from '@/storage/setting-store';

/** Voice choice value meaning "Aceno's own offline voice" (the engine skips browser and cloud voices). */
export const OFFLINE_VOICE = 'offline';

/** A browser voice's voiceURI, OFFLINE_VOICE, or null for "automatic: the best available". */
export type VoiceChoice = string | null;

export interface SpeechSettings {
  /** The voice chosen for each language, by code; a language with none is automatic. */
  voice: Readonly<Record<Lang, VoiceChoice>>;
  /** Multiplies the speed the engine picks for each utterance (spec speeds by kind and language). */
  rateMultiplier: number;
}

export const SPEECH_SETTINGS_KEY = 'speech';
export const RATE_MULTIPLIER = { min: 0.5, max: 2, step: 0.1, default: 1 } as const;
export const DEFAULT_SPEECH_SETTINGS: SpeechSettings = Object.freeze({
  voice: Object.freeze(Object.fromEntries(LANGUAGES.map((lang) => [lang, null]))),
  rateMultiplier: RATE_MULTIPLIER.default,
});

/** Clamps to 0.5–2 and rounds to the slider's 0.1 step; NaN and non-numbers give the default. */
export function normaliseRateMultiplier(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return RATE_MULTIPLIER.default;
  const clamped = Math.min(RATE_MULTIPLIER.max, Math.max(RATE_MULTIPLIER.min, value));
  return Math.round(clamped * 10) / 10;
}

function isVoiceChoice(value: unknown): value is VoiceChoice {
  return value === null || (typeof value === 'string' && value.trim() !== '' && value.length <= 500);
}

/**
 * Whatever was stored, as valid settings: each field that is wrong falls back to its default on its own (a bad
 * speed does not lose the chosen voices), with a warning naming what was replaced.
 */
export function repairSpeechSettings(stored: unknown): SpeechSettings {
  if (stored === undefined) return DEFAULT_SPEECH_SETTINGS;
  const problems: string[] = [];
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : null;
  if (!record) problems.push('not an object');
  const voices = record && typeof record.voice === 'object' && record.voice !== null ? (record.voice as Record<string, unknown>) : null;
  if (record && !voices) problems.push('voice');
  const voice = Object.fromEntries(LANGUAGES.map((lang) => [lang, voiceOf(voices, lang, problems)]));
  const rawRate = record?.rateMultiplier;
  const rateMultiplier = rawRate === undefined ? RATE_MULTIPLIER.default : normaliseRateMultiplier(rawRate);
  if (record && rawRate !== undefined && rateMultiplier !== rawRate) problems.push('rateMultiplier');
  if (problems.length > 0) console.warn(`Repaired stored speech settings (${problems.join(', ')})`, stored);
  return { voice, rateMultiplier };
}

function voiceOf(voices: Record<string, unknown> | null, lang: Lang, problems: string[]): VoiceChoice {
  const value = voices?.[lang];
  if (value === undefined) return null;
  if (isVoiceChoice(value)) return value;
  problems.push(`voice.${lang}`);
  return null;
}

const store = createSettingStore(SPEECH_SETTINGS_KEY, repairSpeechSettings, DEFAULT_SPEECH_SETTINGS);

/** The settings as they are now: defaults until the stored ones are read (see loadSpeechSettings). */
export function currentSpeechSettings(): SpeechSettings {
  void store.load();
  return store.get();
}

/** The browser voice chosen for a language (a voiceURI), or null for automatic and for the offline voice. */
export function preferredVoice(lang: Lang): string | null {
  const choice = currentSpeechSettings().voice[lang] ?? null;
  return choice === OFFLINE_VOICE ? null : choice;
}

/** True when the user chose Aceno's offline voice for this language: the engine should not use browser or cloud voices. */
export function prefersOfflineVoice(lang: Lang): boolean {
  return currentSpeechSettings().voice[lang] === OFFLINE_VOICE;
}

/** Reads the stored settings once (later calls share the first read). Safe to await before every utterance. */
export const loadSpeechSettings = store.load;

/** Applies a change at once (the engine sees it on the next utterance) and saves it. */
export function updateSpeechSettings(change: { voice?: Readonly<Record<Lang, VoiceChoice>>; rateMultiplier?: number }): Promise<void> {
  const current = store.get();
  return store.set({
    voice: { ...current.voice, ...change.voice },
    rateMultiplier: change.rateMultiplier === undefined ? current.rateMultiplier : normaliseRateMultiplier(change.rateMultiplier),
  });
}

export const subscribeSpeechSettings = store.subscribe;

/** For tests: back to defaults, nothing read yet. */
export const resetSpeechSettingsForTests = store.resetForTests;
