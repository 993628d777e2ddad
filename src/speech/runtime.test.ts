import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpeechEvent } from './types';

// The wiring only: which voices a configured backend adds and in which order. The adapters themselves are tested
// against the test database and the storage/functions fake in src/backend.
const state = vi.hoisted(() => ({
  configured: false,
  loaded: [] as string[],
  played: [] as { provider: string; key: string | undefined }[],
  ownRecordings: new Set<string>(),
  backendClips: new Set<string>(),
  synthesized: [] as string[],
}));

vi.mock('@/backend/config', () => ({
  backendConfig: () => (state.configured ? { url: 'http://127.0.0.1:9', anonKey: 'test-anon-key-0123456789' } : null),
}));
vi.mock('@/backend/audio', () => {
  state.loaded.push('audio');
  return {
    backendClipSource: async () => ({
      name: 'backend',
      find: async (text: string) => (state.backendClips.has(text) ? new Blob(['clip'], { type: 'audio/mpeg' }) : null),
    }),
  };
});
vi.mock('@/backend/tts', () => {
  state.loaded.push('tts');
  return {
    backendSynthesize: async () => async ({ text }: { text: string }) => {
      state.synthesized.push(text);
      return { audioContent: btoa('ID3 cloud'), cached: false };
    },
  };
});
vi.mock('@/storage/recordings', () => ({
  findRecording: async (text: string) => (state.ownRecordings.has(text) ? { audio: new Blob(['mine'], { type: 'audio/webm' }) } : null),
  watchRecordings: async () => {},
  isRecordedNow: () => null,
}));
vi.mock('./settings', () => ({
  currentSpeechSettings: () => ({ voice: { pt: null, en: null }, rateMultiplier: 1 }),
  preferredVoice: () => null,
  prefersOfflineVoice: () => false,
}));
vi.mock('./player', () => ({
  playAudio: async (_audio: unknown, { provider, key }: { provider: string; key?: string }) => {
    state.played.push({ provider, key });
    return { ended: Promise.resolve(), stop: () => {} };
  },
}));

async function speakWith(text: string) {
  const { createRuntime } = await import('./runtime');
  const events: SpeechEvent[] = [];
  await createRuntime((event) => events.push(event), () => {}).speak(text, { lang: 'pt' }).catch(() => {});
  return events.find((event) => event.type === 'started' || event.type === 'failed');
}

beforeEach(() => {
  vi.resetModules();
  Object.assign(state, { configured: false, loaded: [], played: [], ownRecordings: new Set(), backendClips: new Set(), synthesized: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('speech runtime with a backend', () => {
  it('speaks the user’s recording, then the backend recording, then the backend cloud voice', async () => {
    state.configured = true;
    state.ownRecordings.add('Água');
    state.backendClips.add('Água').add('Sede');
    expect(await speakWith('Água')).toMatchObject({ provider: 'recording' });
    expect(await speakWith('Sede')).toMatchObject({ provider: 'recording' });
    expect(await speakWith('Estou cansado')).toMatchObject({ provider: 'cloud' });
    expect(state.played).toEqual([
      { provider: 'recording', key: 'user:pt:Água' },
      { provider: 'recording', key: 'backend:pt:Sede' },
      { provider: 'cloud', key: expect.stringContaining('Estou cansado') },
    ]);
    expect(state.synthesized).toEqual(['Estou cansado']);
  });

  it('without a backend loads none of its code and speaks as before (no cloud voice)', async () => {
    state.backendClips.add('Sede');
    vi.stubGlobal('speechSynthesis', undefined);
    const outcome = await speakWith('Sede');
    expect(state.loaded).toEqual([]);
    expect(state.synthesized).toEqual([]);
    expect(state.played.some((sound) => sound.provider === 'recording' || sound.provider === 'cloud')).toBe(false);
    expect(outcome?.type === 'started' ? outcome.provider : 'failed').not.toBe('cloud');
  });
});
