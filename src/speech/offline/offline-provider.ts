// The bundled offline voice (espeak-ng in a worker) as the last SpeechProvider, the one that always works.
// Audio comes from memory, else IndexedDB, else the worker; prepare() fills the caches before cards are tapped.
import { onIdle } from '@/lib/idle';
import { getCachedSpeech, hasCachedSpeech, putCachedSpeech } from '@/storage/speech-cache';
import { type Playback, SpeechError, type SpeechProvider, type Utterance } from '../types';
import { type OfflineVoiceState, type Synthesizer, offlineVoice } from './espeak-client';
import { MEMORY_LIMITS, MemoryCache, type MemoryLimits } from './memory-cache';
import { SynthesisQueue } from './synthesis-queue';
import { prepareText, wordsPerMinute } from './synthesize';

/** Where synthesised audio is kept between visits (IndexedDB by default). Must never throw. */
export interface AudioStore {
  get(key: string): Promise<ArrayBuffer | undefined>;
  has(key: string): Promise<boolean>;
  put(key: string, wav: ArrayBuffer): Promise<void>;
}

export interface OfflineProviderOptions {
  /**
   * Plays a WAV; gets its own copy, so it may transfer or detach it (decodeAudioData does). `key` names the audio
   * (its cache key), so a player may reuse the sound it already decoded for the same text instead of loading it again.
   */
  play: (wav: ArrayBuffer, signal: AbortSignal, key: string) => Promise<Playback>;
  synthesizer?: Synthesizer;
  store?: AudioStore;
  memory?: MemoryLimits;
  /** Most utterances one prepare() call synthesises ahead (a screen's visible cards). */
  maxPrepared?: number;
  /** Given each prepared WAV (a copy) with its key, so the player can load it before the tap. */
  warm?: (wav: ArrayBuffer, key: string) => void;
  /** Whether this browser can run the voice; defaults to checking WebAssembly and Worker. */
  supported?: () => boolean;
}

export interface OfflineProvider extends SpeechProvider {
  readonly id: 'offline';
  prepare(utterances: readonly Utterance[]): void;
  /** 'loading' the first time the voice is fetched: the UI says "loading the offline voice…". */
  loadState(): OfflineVoiceState;
  onLoadState(listener: (state: OfflineVoiceState) => void): () => void;
}

/** The longest a prepared sound waits for an idle moment before it is stored and loaded into the player. */
const STORE_WITHIN_MS = 2000;

const indexedDbStore: AudioStore = { get: getCachedSpeech, has: hasCachedSpeech, put: putCachedSpeech };

const browserSupports = () => typeof WebAssembly === 'object' && typeof Worker === 'function';

/** The speech cache key (lang|rate|intonation|text) of what espeak will actually say; rate as words per minute. */
export function offlineCacheKey({ text, lang, rate, intonation }: Utterance): string {
  return `${lang}|${wordsPerMinute(rate)}|${intonation}|${prepareText(text, intonation)}`;
}

/** Waits for `promise` unless `signal` aborts first; then rejects at once with the signal's reason. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal, onAbort?: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort?.();
      reject(signal.reason);
    };
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

const asSpeechError = (error: unknown) =>
  error instanceof SpeechError ? error : new SpeechError(`Offline voice failed: ${String(error)}`, 'offline');

export function createOfflineProvider(options: OfflineProviderOptions): OfflineProvider {
  const { play, store = indexedDbStore, maxPrepared = 60, supported = browserSupports, warm } = options;
  const synthesizer = options.synthesizer ?? offlineVoice();
  const memory = new MemoryCache(options.memory ?? MEMORY_LIMITS);
  const queue = new SynthesisQueue(
    async (key, utterance) => {
      const wav = await synthesizer.synthesize(utterance);
      memory.set(key, wav);
      // Stored in an idle moment, not in the task that hands the sound over: copying it into the database is a long
      // task on a cheap phone, which would make a running scan's step late or hold the tap that waits for it.
      // IndexedDB clones it; memory keeps the original, players only get copies.
      onIdle(() => void store.put(key, wav), STORE_WITHIN_MS);
      return wav;
    },
    // The voice could not load: waiting prepared texts would each retry the download; the next tap retries.
    (error) => error instanceof SpeechError && error.failure === 'offline-voice-failed',
  );
  let preparing = 0;

  async function stored(key: string): Promise<ArrayBuffer | undefined> {
    const wav = await store.get(key).catch(() => undefined);
    if (wav) memory.set(key, wav);
    return wav;
  }

  return {
    id: 'offline',

    available: () => Promise.resolve(supported()),
    availableNow: () => supported(),

    async start(utterance, signal) {
      signal.throwIfAborted();
      const key = offlineCacheKey(utterance);
      if (key.endsWith('|')) throw new SpeechError('Nothing to say', 'offline');
      let wav = memory.get(key) ?? (await untilAborted(stored(key), signal));
      if (!wav) {
        const waiting = queue.urgent(key, utterance);
        wav = await untilAborted(waiting, signal, () => queue.release(key)).catch((error: unknown) => {
          throw signal.aborted ? error : asSpeechError(error);
        });
      }
      signal.throwIfAborted();
      return play(wav.slice(0), signal, key);
    },

    prepare(utterances) {
      // A new screen replaces the last one's list: its cards are the ones that may be tapped now.
      const run = ++preparing;
      queue.dropBackground();
      const keyed = utterances.slice(0, maxPrepared).map((utterance) => ({ utterance, key: offlineCacheKey(utterance) }));
      void (async () => {
        for (const { utterance, key } of keyed) {
          if (key.endsWith('|')) continue;
          const inMemory = memory.get(key);
          if (inMemory) {
            warm?.(inMemory.slice(0), key);
            continue;
          }
          if (queue.has(key)) continue;
          const kept = await stored(key);
          if (run !== preparing) return;
          if (kept) warm?.(kept.slice(0), key);
          else
            queue.background(key, utterance).then(
              // Loaded into the player in an idle moment too (a copy, a blob and a player each): nobody waits for it.
              (wav) => run === preparing && onIdle(() => run === preparing && warm?.(wav.slice(0), key), STORE_WITHIN_MS),
              () => {},
            );
        }
      })();
    },

    warm: () => synthesizer.load?.() ?? Promise.resolve(),

    loadState: () => synthesizer.state(),
    onLoadState: (listener) => synthesizer.subscribe(listener),
  };
}
