// The page side of the offline voice's worker: starts it on first need, times out its load and each synthesis,
// and reports the load state ('loading the offline voice…') to whoever subscribes. Never hangs, never throws raw.
import { SpeechError, type Utterance } from '../types';
import type { WorkerRequest, WorkerResponse } from './protocol';

export type OfflineVoiceState = 'idle' | 'loading' | 'ready' | 'failed';

/** What the offline provider needs from a synthesizer (the worker here; a fake in tests). */
export interface Synthesizer {
  /** The WAV of the utterance; rejects with a SpeechError. */
  synthesize(utterance: Utterance): Promise<ArrayBuffer>;
  state(): OfflineVoiceState;
  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe(listener: (state: OfflineVoiceState) => void): () => void;
  /** Starts the engine (its worker, its wasm) if it is not running; rejects with a SpeechError when it cannot. */
  load?(): Promise<void>;
}

/** The part of a Worker used here, so tests can pass a fake. */
export interface WorkerPort {
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
  onerror: ((event: Event) => void) | null;
  postMessage(message: WorkerRequest): void;
  terminate(): void;
}

export interface EspeakClientOptions {
  createWorker?: () => WorkerPort;
  /** The first load downloads ~9 MB (gzip): generous, but never endless. */
  loadTimeoutMs?: number;
  /** A sentence takes ~0.1–0.3 s; far beyond that the worker is stuck and is restarted. */
  synthesisTimeoutMs?: number;
}

export const LOAD_TIMEOUT_MS = 20_000;
export const SYNTHESIS_TIMEOUT_MS = 10_000;

// Vite finds this exact `new Worker(new URL(…), { type: 'module' })` form and bundles the worker separately.
const startWorker = (): WorkerPort =>
  new Worker(new URL('./espeak.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerPort;

const loadFailure = (message: string) => new SpeechError(message, 'offline', false, 'offline-voice-failed');

export function createEspeakClient(options: EspeakClientOptions = {}): Synthesizer {
  const { createWorker = startWorker, loadTimeoutMs = LOAD_TIMEOUT_MS, synthesisTimeoutMs = SYNTHESIS_TIMEOUT_MS } = options;
  const listeners = new Set<(state: OfflineVoiceState) => void>();
  const pending = new Map<number, { resolve(wav: ArrayBuffer): void; reject(error: SpeechError): void }>();
  let current: OfflineVoiceState = 'idle';
  let worker: WorkerPort | null = null;
  let loaded: Promise<WorkerPort> | null = null;
  let nextId = 1;

  function setState(state: OfflineVoiceState) {
    if (state === current) return;
    current = state;
    for (const listener of listeners) listener(state);
  }

  /** Ends the worker and every request waiting on it; the next request starts a fresh one. */
  function stop(error: SpeechError, state: OfflineVoiceState) {
    worker?.terminate();
    worker = null;
    loaded = null;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
    setState(state);
  }

  function load(): Promise<WorkerPort> {
    return new Promise((resolve, reject) => {
      const fail = (message: string) => {
        clearTimeout(timer);
        const error = loadFailure(message);
        stop(error, 'failed');
        reject(error);
      };
      const timer = setTimeout(() => fail(`The offline voice did not load within ${loadTimeoutMs / 1000} s`), loadTimeoutMs);
      setState('loading');
      let port: WorkerPort;
      try {
        port = worker = createWorker();
      } catch (error) {
        fail(`The offline voice could not start: ${String(error)}`);
        return;
      }
      port.onmessage = ({ data }) => {
        if (data.type === 'ready') {
          clearTimeout(timer);
          setState('ready');
          resolve(port);
        } else if (data.type === 'load-failed') {
          fail(`The offline voice could not load: ${data.message}`);
        } else {
          const request = pending.get(data.id);
          pending.delete(data.id);
          if (data.type === 'audio') request?.resolve(data.wav);
          else request?.reject(new SpeechError(`Offline synthesis failed: ${data.message}`, 'offline'));
        }
      };
      port.onerror = (event) => {
        // A script that fails to download or parse gives a plain Event; an exception gives an ErrorEvent.
        const detail = 'message' in event && typeof event.message === 'string' ? event.message : 'worker error';
        if (current === 'loading') fail(`The offline voice could not load: ${detail}`);
        else stop(new SpeechError(`The offline voice stopped: ${detail}`, 'offline'), 'idle');
      };
      port.postMessage({ type: 'load' });
    });
  }

  // A failed load is forgotten, so the next utterance tries again: the network may be back.
  const started = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));

  return {
    load: () => started().then(() => undefined),
    async synthesize({ text, lang, rate, intonation }) {
      const port = await started();
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          // A stuck worker would block every later utterance: replace it.
          stop(new SpeechError('Offline voice synthesis timeout', 'offline', true), 'idle');
        }, synthesisTimeoutMs);
        pending.set(id, {
          resolve: (wav) => (clearTimeout(timer), resolve(wav)),
          reject: (error) => (clearTimeout(timer), reject(error)),
        });
        port.postMessage({ type: 'synthesize', id, utterance: { text, lang, rate, intonation } });
      });
    },
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: Synthesizer | null = null;

/** The app's one offline voice worker, so the UI can read and follow its load state. */
export function offlineVoice(): Synthesizer {
  shared ??= createEspeakClient();
  return shared;
}
