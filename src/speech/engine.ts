// The speech engine: one utterance at a time, tried on each provider in order until one makes sound, long texts
// spoken chunk by chunk, and every outcome reported as an event so the screen can caption it or say why not.
import { SpeechError, type Playback, type ProviderId, type SpeechEvent, type SpeechFailure, type SpeechProvider, type Utterance } from './types';

/** How long a provider may take to start sound before the next one is tried. The offline voice may be loading. */
export const START_TIMEOUT_MS: Record<ProviderId, number> = { recording: 3000, cloud: 10_000, webSpeech: 4000, offline: 30_000 };

export interface EngineDeps {
  providers: readonly SpeechProvider[];
  split: (text: string) => string[];
  emit: (event: SpeechEvent) => void;
  /** The user's choices, e.g. the offline voice chosen over the browser's. */
  skip?: (provider: ProviderId, utterance: Utterance) => boolean;
  onProviderError?: (provider: ProviderId, error: unknown) => void;
  /** Performance marks, tagged with the text so a measurement pairs the right tap and sound. */
  mark?: (name: 'speak' | 'sound-start', text: string) => void;
  startTimeoutMs?: Record<ProviderId, number>;
}

export interface SpeechEngine {
  speak(utterance: Utterance): Promise<void>;
  stop(): void;
  prepare(utterances: readonly Utterance[]): void;
  /**
   * Asks each provider in order whether it could say `probe` (reading what it needs: the recorded texts, the voice
   * list), up to the first general one that could, and starts that one's engine (the offline voice's), without
   * saying or synthesising anything. Resolves when it is ready, or could not be (the tap will then say why).
   */
  warm(probe: Utterance, startEngine?: boolean): Promise<void>;
}

interface Current {
  id: number;
  controller: AbortController;
  playback: Playback | null;
}

export function createSpeechEngine(deps: EngineDeps): SpeechEngine {
  const timeouts = deps.startTimeoutMs ?? START_TIMEOUT_MS;
  let current: Current | null = null;
  let counter = 0;

  function stop(): void {
    if (!current) return;
    const { id, controller, playback } = current;
    current = null;
    controller.abort();
    playback?.stop();
    deps.emit({ type: 'stopped', id });
  }

  async function speak(utterance: Utterance): Promise<void> {
    // A card's own recording is one clip, never cut into parts.
    const chunks = utterance.recordingId ? [utterance.text] : deps.split(utterance.text);
    stop();
    if (chunks.length === 0) return;
    const id = ++counter;
    const controller = new AbortController();
    const me: Current = { id, controller, playback: null };
    current = me;
    deps.mark?.('speak', utterance.text);
    deps.emit({ type: 'waiting', id, text: utterance.text, lang: utterance.lang });
    try {
      for (const [index, text] of chunks.entries()) {
        const last = index === chunks.length - 1;
        const part: Utterance = { ...utterance, text, intonation: last ? utterance.intonation : 'statement' };
        const { playback, provider } = await startFirstWorking(part, controller.signal);
        if (controller.signal.aborted) {
          playback.stop();
          return;
        }
        me.playback = playback;
        if (index === 0) {
          deps.mark?.('sound-start', utterance.text);
          deps.emit({ type: 'started', id, text: utterance.text, lang: utterance.lang, provider });
        }
        const next = chunks[index + 1];
        if (next) prepare([{ ...utterance, text: next }]);
        await playback.ended;
        if (controller.signal.aborted) return;
      }
      deps.emit({ type: 'ended', id });
    } catch (error) {
      if (controller.signal.aborted) return; // stopped on purpose: already reported
      const failure = error instanceof SpeechError && error.failure ? error.failure : 'no-provider';
      deps.emit({ type: 'failed', id, text: utterance.text, lang: utterance.lang, failure });
      throw error instanceof SpeechError ? error : new SpeechError(String(error), null, false, failure);
    } finally {
      if (current === me) current = null;
    }
  }

  async function startFirstWorking(utterance: Utterance, signal: AbortSignal): Promise<{ playback: Playback; provider: ProviderId }> {
    let failure: SpeechFailure = 'no-provider';
    for (const provider of deps.providers) {
      if (signal.aborted) break;
      if (deps.skip?.(provider.id, utterance)) continue;
      // Known now, no await: with every answer at hand the voice starts inside the tap's own event, before the
      // screen's updates that the event schedules.
      if (!(availableNow(provider, utterance) ?? (await isAvailable(provider, utterance)))) continue;
      try {
        const playback = await startWithin(provider, utterance, signal, timeouts[provider.id]);
        return { playback, provider: provider.id };
      } catch (error) {
        deps.onProviderError?.(provider.id, error);
        const kind = error instanceof SpeechError ? error.failure : null;
        // What the person can fix is the most useful thing to tell: a tap (the autoplay block), or the audio output.
        if (kind && failure !== 'autoplay-blocked' && failure !== 'no-audio-output') failure = kind;
      }
    }
    throw new SpeechError('No provider could speak', null, false, failure);
  }

  function availableNow(provider: SpeechProvider, utterance: Utterance): boolean | null {
    try {
      return provider.availableNow?.(utterance) ?? null;
    } catch {
      return null; // available() then tries, and reports what failed
    }
  }

  async function isAvailable(provider: SpeechProvider, utterance: Utterance): Promise<boolean> {
    try {
      return await provider.available(utterance);
    } catch (error) {
      deps.onProviderError?.(provider.id, error);
      return false;
    }
  }

  function prepare(utterances: readonly Utterance[]): void {
    const first = utterances[0];
    if (!first) return;
    // Warm only the provider that will actually speak: the first general one that is available.
    void (async () => {
      for (const provider of deps.providers) {
        if (provider.id === 'recording' || deps.skip?.(provider.id, first)) continue;
        if (await isAvailable(provider, first)) {
          provider.prepare?.(utterances);
          return;
        }
      }
    })();
  }

  async function warm(probe: Utterance, startEngine = true): Promise<void> {
    for (const provider of deps.providers) {
      if (deps.skip?.(provider.id, probe)) continue;
      if (!(await isAvailable(provider, probe)) || provider.id === 'recording') continue;
      if (startEngine) await provider.warm?.().catch((error: unknown) => deps.onProviderError?.(provider.id, error));
      return;
    }
  }

  return { speak, stop, prepare, warm };
}

/** Starts a provider, giving up (and silencing a late start) once the time is up or the utterance is stopped. */
function startWithin(provider: SpeechProvider, utterance: Utterance, outer: AbortSignal, timeoutMs: number): Promise<Playback> {
  const attempt = new AbortController();
  const onOuterAbort = () => attempt.abort();
  outer.addEventListener('abort', onOuterAbort, { once: true });
  return new Promise<Playback>((resolve, reject) => {
    let settled = false;
    const finish = () => {
      settled = true;
      clearTimeout(timer);
      outer.removeEventListener('abort', onOuterAbort);
    };
    const timer = setTimeout(() => {
      if (settled) return;
      finish();
      attempt.abort();
      reject(new SpeechError(`${provider.id} did not start within ${timeoutMs} ms (timeout)`, provider.id, true));
    }, timeoutMs);
    attempt.signal.addEventListener('abort', () => {
      if (settled) return;
      finish();
      reject(new SpeechError('Stopped', provider.id));
    });
    provider.start(utterance, attempt.signal).then(
      (playback) => {
        if (settled) return playback.stop();
        finish();
        resolve(playback);
      },
      (error: unknown) => {
        if (settled) return;
        finish();
        reject(error);
      },
    );
  });
}
