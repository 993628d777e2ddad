// The speech engine as the app runs it: providers in the spec's order (recording → cloud → browser voice →
// offline voice) over the howler player and the user's settings. Loaded on first need, so it is not first-load JS.
import { backendConfig } from '@/backend/config';
import { type Lang } from '@/i18n/language';
import { splitIntoChunks } from './chunks';
import { clipFormat } from './clip-format';
import { createSpeechEngine } from './engine';
import { intonationOf } from './intonation';
import { createOfflineProvider } from './offline/offline-provider';
import { playAudio, warmAudio } from './player';
import { createCloudProvider, type Synthesize } from './providers/cloud';
import { createRecordingProvider, userRecordings, type ClipSource } from './providers/recording';
import { createWebSpeechProvider } from './providers/web-speech';
import { MAX_RATE, MIN_RATE, rateFor } from './rates';
import { cameraInUse } from '@/input/face/session-loaded';
import { watchRecordings } from '@/storage/recordings';
import { currentSpeechSettings, loadSpeechSettings, preferredVoice, prefersOfflineVoice } from './settings';
import type { Intonation, SpeechEvent, Utterance, UtteranceKind } from './types';
import { manifestOf } from '@/languages';

export interface SpeakOptions {
  lang: Lang;
  /** An explicit speed (1 = normal); otherwise the spec's speed for the kind. The user's multiplier applies to both. */
  rate?: number;
  intonation?: Intonation;
  kind?: UtteranceKind;
  /** A card's own recording (a stored media id), played before any voice. */
  recordingId?: string;
}


export function utteranceOf(text: string, { lang, rate, intonation, kind, recordingId }: SpeakOptions): Utterance {
  const multiplier = currentSpeechSettings().rateMultiplier;
  const speed = rate === undefined ? rateFor(kind, lang, multiplier) : Math.min(MAX_RATE, Math.max(MIN_RATE, rate * multiplier));
  return { text, lang, rate: speed, intonation: intonation ?? intonationOf(text), ...(recordingId ? { recordingId } : {}) };
}

/**
 * A backend adapter (supabase-js with it), loaded once, from when the speech runtime starts (itself loaded on the
 * app's first speech). A load that gave nothing (offline first visit) is tried again on the next use.
 */
function onFirstUse<T>(load: () => Promise<T | null>): () => Promise<T | null> {
  let loading: Promise<T | null> | null = null;
  return () => {
    loading ??= load().catch(() => null);
    return loading.then((adapter) => {
      if (!adapter) loading = null;
      return adapter;
    });
  };
}

/** With a backend: its recordings after the user's own, and its TTS function as the cloud voice (spec 000 §7). */
function backendSpeech(): { sources: readonly ClipSource[]; synthesize: Synthesize } | null {
  if (!backendConfig()) return null;
  const clips = onFirstUse(() => import('@/backend/audio').then((m) => m.backendClipSource()));
  const tts = onFirstUse(() => import('@/backend/tts').then((m) => m.backendSynthesize()));
  // Started now, in the background: the first tap would otherwise wait for supabase-js inside its lookup.
  void clips();
  void tts();
  const backendRecordings: ClipSource = { name: 'backend', find: async (text, lang) => (await clips())?.find(text, lang) ?? null };
  return {
    sources: [userRecordings, backendRecordings],
    synthesize: async (request, signal) => {
      const synthesize = await tts();
      // Not retried within this tap (the next voice speaks at once); the next tap tries to load it again.
      if (!synthesize) throw new Error('The backend voice is not available');
      return synthesize(request, signal);
    },
  };
}

/** Spec 000 §9 preloads the common phrases 2 s after a page opens: a voice engine starts no sooner. */
const ENGINE_START_AFTER_MS = 2000;

/** A text no recording is likely to have, for warm(): any text would do, the providers only check they could speak. */

export function createRuntime(emit: (event: SpeechEvent) => void, mark: (name: 'speak' | 'sound-start', text: string) => void) {
  const backend = backendSpeech();
  // The recorded texts are read now, in the preparation's idle time: a tap on an unrecorded text then never reads.
  void watchRecordings();
  const providers = [
    createRecordingProvider({
      play: (audio, signal, { key }) => playAudio(audio, { signal, provider: 'recording', key, format: clipFormat(audio) }),
      ...(backend && { sources: backend.sources }),
    }),
    createCloudProvider({ synthesize: backend?.synthesize ?? null, play: (audio, signal, { key }) => playAudio(audio, { signal, provider: 'cloud', key, format: 'mp3' }) }),
    createWebSpeechProvider({ preferredVoice }),
    createOfflineProvider({
      play: (wav, signal, key) => playAudio(wav, { signal, provider: 'offline', key: `offline|${key}` }),
      // The prepared words are loaded into the player too, so a first tap only starts the sound.
      warm: (wav, key) => warmAudio(wav, { key: `offline|${key}` }),
    }),
  ];
  const engine = createSpeechEngine({
    providers,
    split: splitIntoChunks,
    emit,
    mark,
    skip: (provider, utterance) => prefersOfflineVoice(utterance.lang) && (provider === 'webSpeech' || provider === 'cloud'),
    onProviderError: (provider, error) => console.warn(`Speech provider ${provider} failed`, error),
  });
  return {
    speak: (text: string, options: SpeakOptions) => engine.speak(utteranceOf(text, options)),
    stop: () => engine.stop(),
    prepare: (texts: readonly string[], options: SpeakOptions) =>
      engine.prepare(texts.filter((t) => t.trim()).map((t) => utteranceOf(t, options))),
    prepareEach: (items: readonly { text: string; options: SpeakOptions }[]) =>
      engine.prepare(items.filter((item) => item.text.trim()).map((item) => utteranceOf(item.text, item.options))),
    /**
     * Everything a first tap in `lang` would read (settings, recorded texts, the voice list) is read now, and the
     * offline voice's engine started when it is the voice in use, unless the camera is running (face tracking needs
     * a cheap phone's CPU more; the engine then starts at the first tap, as the board's words are not prepared either).
     */
    warm: async (lang: Lang) => {
      await loadSpeechSettings();
      await engine.warm(utteranceOf(manifestOf(lang).speech.probe, { lang }), false);
      // The engine's download and start (the offline voice's wasm) never before the spec's first preload pause.
      const wait = ENGINE_START_AFTER_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await engine.warm(utteranceOf(manifestOf(lang).speech.probe, { lang }), !cameraInUse());
    },
  };
}

export type SpeechRuntime = ReturnType<typeof createRuntime>;
