// Fakes for the offline provider's tests: a synthesizer whose calls the test settles, a Map-backed store,
// and a player that records what it was given. Test code only.
import { vi } from 'vitest';
import type { Playback, Utterance } from '../types';
import type { OfflineVoiceState, Synthesizer } from './espeak-client';
import { type AudioStore, createOfflineProvider } from './offline-provider';
import { encodeWav } from './wav';

export const say = (text: string): Utterance => ({ text, lang: 'pt', rate: 1, intonation: 'statement' });
export const audio = (n: number) => encodeWav(new Int16Array(n).fill(n));

export function fakeSynth() {
  const calls: { text: string; resolve(wav: ArrayBuffer): void; reject(e: unknown): void }[] = [];
  const synthesizer: Synthesizer = {
    synthesize: ({ text }) => new Promise((resolve, reject) => calls.push({ text, resolve, reject })),
    state: () => 'ready' as OfflineVoiceState,
    subscribe: () => () => {},
  };
  return { synthesizer, calls, texts: () => calls.map((c) => c.text) };
}

export function fakeStore(kept: Record<string, ArrayBuffer> = {}) {
  const rows = new Map(Object.entries(kept));
  const store: AudioStore = {
    get: vi.fn(async (key: string) => rows.get(key)),
    has: vi.fn(async (key: string) => rows.has(key)),
    put: vi.fn(async (key: string, wav: ArrayBuffer) => void rows.set(key, wav)),
  };
  return { store, rows };
}

export function setup(kept?: Record<string, ArrayBuffer>) {
  const synth = fakeSynth();
  const { store, rows } = fakeStore(kept);
  const played: ArrayBuffer[] = [];
  const play = vi.fn(async (wav: ArrayBuffer, _signal: AbortSignal, _key: string): Promise<Playback> => {
    played.push(wav);
    return { ended: Promise.resolve(), stop() {} };
  });
  const warmed: string[] = [];
  const warm = (_wav: ArrayBuffer, key: string) => warmed.push(key);
  const provider = createOfflineProvider({ play, store, synthesizer: synth.synthesizer, supported: () => true, warm });
  return { provider, synth, store, rows, play, played, warmed };
}

/** Lets pending promises and queued work run (real timers). */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
