// The "webSpeech" provider: the browser's speechSynthesis, only when it has a voice for the language. Picks the
// best pt-BR / en-US voice (or the user's), and hands over when the voice errors or stays silent.
import { type Lang } from '@/i18n/language';
import { SpeechError, type Intonation, type Playback, type SpeechProvider } from '../types';
import { manifestOf } from '@/languages';

export type VoiceLike = Pick<SpeechSynthesisVoice, 'voiceURI' | 'name' | 'lang' | 'localService' | 'default'>;
export interface UtteranceLike {
  text: string; lang: string; voice: VoiceLike | null; rate: number; pitch: number;
  onstart: (() => void) | null; onend: (() => void) | null; onerror: ((event: { error: string }) => void) | null;
}
export interface SynthLike {
  getVoices(): readonly VoiceLike[];
  speak(utterance: UtteranceLike): void;
  cancel(): void;
  addEventListener(type: 'voiceschanged', listener: () => void): void;
  removeEventListener(type: 'voiceschanged', listener: () => void): void;
}

/** A voice that has not started this long after speak() is silent (e.g. an online voice offline). */
export const START_TIMEOUT_MS = 2000;
/** How long to wait, once, for voices that load after the page (Chrome fills the list asynchronously). */
export const VOICES_WAIT_MS = 1000;
/** A small lift makes a question or an exclamation audible as one; 1 = the voice's own pitch. */
export const PITCH: Record<Intonation, number> = { statement: 1, question: 1.15, exclamation: 1.1 };
const QUALITY = /natural|neural|premium|enhanced|google|microsoft/i;

const tagOf = (voice: VoiceLike) => voice.lang.replace('_', '-').toLowerCase();
const defaultSynth = (): SynthLike | null => (globalThis.speechSynthesis as unknown as SynthLike | undefined) ?? null;

function rank(voice: VoiceLike, tag: string): number[] {
  const region = tagOf(voice) === tag.toLowerCase() ? 2 : 1;
  return [region, voice.localService ? 1 : 0, QUALITY.test(voice.name) ? 1 : 0, voice.default ? 1 : 0];
}

/** Voices of the language, best first: exact region, then offline-capable (localService), then quality names. */
export function rankVoices(voices: readonly VoiceLike[], lang: Lang): VoiceLike[] {
  const tag = manifestOf(lang).speech.voiceTag;
  const scored = voices.filter((v) => tagOf(v).split('-')[0] === lang).map((v) => ({ v, r: rank(v, tag) }));
  scored.sort((a, b) => { const i = a.r.findIndex((x, k) => x !== b.r[k]); return i === -1 ? 0 : b.r[i]! - a.r[i]!; });
  return scored.map(({ v }) => v);
}

/** The user's voice when it exists on this device and speaks the language; otherwise the best ranked. */
export function pickVoice(voices: readonly VoiceLike[], lang: Lang, preferredURI: string | null = null): VoiceLike | null {
  const ranked = rankVoices(voices, lang);
  return ranked.find((v) => v.voiceURI === preferredURI) ?? ranked[0] ?? null;
}

const waited = new WeakMap<SynthLike, Promise<void>>();
/** The voice list, waiting once per page for `voiceschanged`; later calls never wait again. */
export function loadVoices(synth: SynthLike, waitMs = VOICES_WAIT_MS): Promise<readonly VoiceLike[]> {
  if (synth.getVoices().length > 0) return Promise.resolve(synth.getVoices());
  let ready = waited.get(synth);
  if (!ready) {
    ready = new Promise<void>((resolve) => {
      const done = () => { clearTimeout(timer); synth.removeEventListener('voiceschanged', done); resolve(); };
      const timer = setTimeout(done, waitMs);
      synth.addEventListener('voiceschanged', done);
    });
    waited.set(synth, ready);
  }
  return ready.then(() => synth.getVoices());
}

/** For the settings screen: the voices of a language, best first. */
export async function listVoices(lang: Lang, synth: SynthLike | null = defaultSynth()): Promise<VoiceLike[]> {
  return synth ? rankVoices(await loadVoices(synth), lang) : [];
}

export interface WebSpeechDeps {
  synth?: SynthLike | null;
  createUtterance?: (text: string) => UtteranceLike;
  /** The voiceURI the user chose in settings for this language. */
  preferredVoice?: (lang: Lang) => string | null;
  startTimeoutMs?: number;
  voicesWaitMs?: number;
}

export function createWebSpeechProvider(deps: WebSpeechDeps = {}): SpeechProvider {
  const synth = deps.synth === undefined ? defaultSynth() : deps.synth;
  const createUtterance = deps.createUtterance ?? ((text) => new SpeechSynthesisUtterance(text) as unknown as UtteranceLike);
  const timeoutMs = deps.startTimeoutMs ?? START_TIMEOUT_MS;
  // Chrome may drop the events of an utterance nobody references; hold each until it finishes.
  const live = new Set<UtteranceLike>();

  return {
    id: 'webSpeech',
    availableNow(utterance) {
      if (!synth || !utterance.text.trim()) return false;
      // An empty list may still fill in (Chrome loads it after the page): only available() waits for it.
      const voices = synth.getVoices();
      return voices.length > 0 ? rankVoices(voices, utterance.lang).length > 0 : null;
    },
    async available(utterance) {
      if (!synth || !utterance.text.trim()) return false;
      return rankVoices(await loadVoices(synth, deps.voicesWaitMs), utterance.lang).length > 0;
    },
    async start(utterance, signal) {
      signal.throwIfAborted();
      if (!synth) throw new SpeechError('Speech synthesis not supported', 'webSpeech');
      const voice = pickVoice(synth.getVoices(), utterance.lang, deps.preferredVoice?.(utterance.lang) ?? null);
      if (!voice) throw new SpeechError(`No voice for ${manifestOf(utterance.lang).speech.voiceTag}`, 'webSpeech');
      const u = createUtterance(utterance.text);
      Object.assign(u, { voice, lang: voice.lang, rate: Math.min(10, Math.max(0.1, utterance.rate)), pitch: PITCH[utterance.intonation] });
      return new Promise<Playback>((resolve, reject) => {
        let started = false;
        let stopped = false;
        let endOk!: () => void;
        let endFail!: (error: SpeechError) => void;
        const ended = new Promise<void>((res, rej) => { endOk = res; endFail = rej; });
        ended.catch(() => {}); // the caller observes it; never an unhandled rejection
        // Handlers go first: cancel() may report "interrupted" at once, which must not replace the real reason.
        const finish = () => {
          u.onstart = u.onend = u.onerror = null;
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          live.delete(u);
        };
        const playback: Playback = { ended, stop() { if (stopped) return; stopped = true; finish(); synth.cancel(); endOk(); } };
        const fail = (error: unknown) => { finish(); synth.cancel(); reject(error); };
        const begin = () => { if (!started && !stopped) { started = true; clearTimeout(timer); resolve(playback); } };
        const onAbort = () => (started ? playback.stop() : fail(signal.reason));
        const timer = setTimeout(() => fail(new SpeechError(`Web Speech timeout: no sound within ${timeoutMs} ms`, 'webSpeech', true)), timeoutMs);
        u.onstart = begin;
        // Some engines skip onstart for very short texts: an end without a start still means it was heard.
        u.onend = () => { begin(); finish(); endOk(); };
        u.onerror = ({ error }) => {
          if (stopped) return;
          const quiet = error === 'interrupted' || error === 'canceled';
          if (started) { finish(); if (quiet) endOk(); else endFail(new SpeechError(`Web Speech failed: ${error}`, 'webSpeech')); }
          else fail(new SpeechError(`Web Speech failed: ${error}`, 'webSpeech'));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        live.add(u);
        synth.speak(u);
      });
    },
  };
}
