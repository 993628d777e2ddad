// The "cloud" provider: the backend's text-to-speech function (spec §3, §7), used only when one is configured
// and healthy. Requests go through the spec's queue; errors go to the error log that decides "unhealthy".
import { type Lang } from '@/i18n/language';
import { ErrorLog } from '../error-log';
import { createRequestQueue, isRetryableMessage, type QueueOptions, type RequestQueue } from '../queue';
import { SpeechError, type Intonation, type SpeechProvider, type Utterance } from '../types';
import type { Play } from './recording';
import { base64ToBytes } from '@/lib/base64';
import { manifestOf } from '@/languages';

export interface TtsRequest {
  text: string;
  voice: string;
  speed: number;
  language: string;
  intonation?: Intonation;
}

export interface TtsResponse {
  /** base64 mp3 */
  audioContent: string;
  cached?: boolean;
}

export type Synthesize = (request: TtsRequest, signal: AbortSignal) => Promise<TtsResponse>;

/** Spec §7, §9. (The dynamic path's en-US-Neural2-F is not used: one voice per language sounds consistent.) */
export function cloudVoiceOf(lang: Lang): { voice: string; language: string } {
  const { cloudVoice } = manifestOf(lang).speech;
  // A cloud voice's name starts with its language and region: 'es-US-Wavenet-A'.
  return { voice: cloudVoice, language: cloudVoice.split('-').slice(0, 2).join('-') };
}

/** Spec §9: "local URL cache cleared after 5 minutes". Also bounds memory on a long session. */
export const AUDIO_CACHE_MS = 5 * 60_000;
export const AUDIO_CACHE_SIZE = 50;

export interface CloudProviderDeps {
  /** The backend function; null or absent while no backend is configured. */
  synthesize?: Synthesize | null;
  play: Play;
  log?: ErrorLog;
  queue?: QueueOptions<TtsRequest>;
}

export function requestFor(utterance: Utterance): TtsRequest {
  const { voice, language } = cloudVoiceOf(utterance.lang);
  return { text: utterance.text.trim(), voice, speed: utterance.rate, language, intonation: utterance.intonation };
}

const keyOf = (r: TtsRequest) => `${r.language}|${r.voice}|${r.speed}|${r.intonation ?? ''}|${r.text}`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const decode = (base64: string): ArrayBuffer => base64ToBytes(base64).buffer;

export function createCloudProvider({ synthesize = null, play, log = new ErrorLog(), queue: queueOptions }: CloudProviderDeps): SpeechProvider {
  // base64 is kept rather than bytes: a player may detach (transfer) the buffer it is given.
  const cache = new Map<string, { audio: string; at: number }>();
  const remember = (key: string, audio: string) => {
    cache.delete(key);
    cache.set(key, { audio, at: Date.now() });
    for (const old of cache.keys()) if (cache.size > AUDIO_CACHE_SIZE) cache.delete(old);
  };
  const cached = (key: string) => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < AUDIO_CACHE_MS) return hit.audio;
    cache.delete(key);
    return undefined;
  };

  const queue: RequestQueue<TtsRequest, string> | null = synthesize
    ? createRequestQueue(async (request, signal) => {
        try {
          const response = await synthesize(request, signal);
          if (!response?.audioContent) throw new SpeechError('No audio content received', 'cloud');
          return response.audioContent;
        } catch (error) {
          // Every failed attempt counts towards "unhealthy"; a cancelled one says nothing about the backend.
          if (!signal.aborted) log.add({ at: Date.now(), provider: 'cloud', message: messageOf(error) });
          throw error;
        }
      }, { key: keyOf, ...queueOptions })
    : null;

  const healthy = () => queue !== null && !log.isUnhealthy(Date.now(), 'cloud');
  const canTry = (utterance: Utterance) => healthy() && utterance.text.trim() !== '';

  async function fetchAudio(request: TtsRequest, signal: AbortSignal, urgent: boolean): Promise<string> {
    const key = keyOf(request);
    const hit = cached(key);
    if (hit) return hit;
    try {
      const audio = await queue!.request(request, { signal, urgent });
      remember(key, audio);
      return audio;
    } catch (error) {
      if (signal.aborted || error instanceof SpeechError) throw error;
      const message = messageOf(error);
      throw new SpeechError(`TTS generation failed: ${message}`, 'cloud', isRetryableMessage(message));
    }
  }

  return {
    id: 'cloud',
    available: async (utterance) => canTry(utterance),
    availableNow: canTry,
    async start(utterance, signal) {
      signal.throwIfAborted();
      if (!healthy()) throw new SpeechError('Cloud voice is not configured or unhealthy', 'cloud');
      const request = requestFor(utterance);
      const base64 = await fetchAudio(request, signal, true);
      let audio: ArrayBuffer;
      try {
        audio = decode(base64);
      } catch {
        throw new SpeechError('Invalid audio content received', 'cloud');
      }
      return play(audio, signal, { key: `cloud:${keyOf(request)}` });
    },
    prepare(utterances) {
      if (!healthy()) return;
      // Warm-ups wait behind every tap (urgent: false), and their failures are only logged.
      for (const utterance of utterances) {
        if (utterance.text.trim()) fetchAudio(requestFor(utterance), new AbortController().signal, false).catch(() => {});
      }
    },
  };
}
