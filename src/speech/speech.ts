// The one way screens make sound: speak(), stopAll(), prepareSpeech() and subscribeSpeech() for captions.
// A thin front: the engine, providers and audio library load on first need, keeping them out of first-load JS.
import type { SpeakOptions, SpeechRuntime } from './runtime';
import type { Lang } from '@/i18n/language';
import type { SpeechEvent } from './types';

export type { SpeakOptions } from './runtime';

type Listener = (event: SpeechEvent) => void;
const listeners = new Set<Listener>();
let runtime: Promise<SpeechRuntime> | null = null;
let loaded: SpeechRuntime | null = null;
let last: { text: string; options: SpeakOptions } | null = null;

function emit(event: SpeechEvent): void {
  for (const listener of listeners) listener(event);
}

function mark(name: 'speak' | 'sound-start', text: string): void {
  if (name !== 'sound-start' || typeof performance === 'undefined') return;
  performance.mark('aceno:sound-start', { detail: { text } });
  try {
    performance.measure('aceno:tap-to-sound', 'aceno:speak', 'aceno:sound-start');
  } catch {
    // No speak mark (cleared by the page): the start mark alone is still there.
  }
}

function load(): Promise<SpeechRuntime> {
  runtime ??= import('./runtime').then(({ createRuntime }) => (loaded = createRuntime(emit, mark)));
  return runtime;
}

/** A card the page said with the browser's voice before the app ran (src/app/prerender/boot.ts). */
let early: { text: string; at: number } | null = null;
/** How long after that tap the app's own saying of the same card is taken as the same choice. */
const EARLY_SAID_MS = 10_000;

/** The app's next speak() of `text`, right after, is not said again: the browser's voice said it at the tap. */
export function saidBeforeApp(text: string, at: number): void {
  early = { text, at };
}

/**
 * Says `text` aloud and captions it. Resolves when the sound ends or is stopped; rejects with a SpeechError
 * after a 'failed' event (which the caption turns into a message), so a caller may ignore the rejection.
 * Empty text speaks nothing. A new call stops the current utterance.
 */
export async function speak(text: string, options: SpeakOptions): Promise<void> {
  if (!text.trim()) return;
  const before = early;
  early = null;
  if (before && before.text === text && Date.now() - before.at < EARLY_SAID_MS) return;
  // The tap: the bench and the performance panel measure from here to 'aceno:sound-start'.
  performance.mark('aceno:speak', { detail: { text } });
  last = { text, options };
  // Once loaded, called at once: an await here would put the voice behind the updates the tap's event scheduled.
  return (loaded ?? (await load())).speak(text, options);
}

let clip: AbortController | null = null;

/**
 * Plays a recording as it is (the editor's "Listen" before a recording is saved). Resolves when it ends or is
 * stopped; rejects when it cannot be played. stopAll() stops it.
 */
export async function playRecording(audio: Blob): Promise<void> {
  stopAll();
  const controller = new AbortController();
  clip = controller;
  const [{ playAudio }, { clipFormat }] = await Promise.all([import('./player'), import('./clip-format')]);
  const playback = await playAudio(audio, { signal: controller.signal, provider: 'recording', format: clipFormat(audio) });
  await playback.ended;
}

/** Stops every sound the app is making (closing a full-screen card, leaving a screen, a new sentence). */
export function stopAll(): void {
  clip?.abort();
  clip = null;
  loaded?.stop();
  globalThis.speechSynthesis?.cancel();
}

/** Longest the input runtime waits for the audio output to open (a slow or refused one never holds it longer). */
export const AUDIO_OUTPUT_WAIT_MS = 1500;

/**
 * Opens the audio output (player.ts) before the input runtime starts, so its one long task never falls inside a
 * running scan; resolves once it is open, could not be, or AUDIO_OUTPUT_WAIT_MS have passed.
 */
export function openAudioOutputFirst(): Promise<void> {
  const opened = import('./player').then(({ openAudioOutput }) => openAudioOutput()).catch(() => {});
  return Promise.race([opened, new Promise<void>((resolve) => setTimeout(resolve, AUDIO_OUTPUT_WAIT_MS))]);
}

/**
 * Once the first screen is shown (the page is idle): loads the speech code and reads what a first tap in `lang`
 * needs (the settings, the recorded texts, the voice list), so that tap only speaks. Synthesises nothing.
 */
export function warmSpeech(lang: Lang): void {
  void load()
    .then((r) => r.warm(lang))
    // Read by the e2e tests and the performance panel: the speech code and what it read are in (the offline voice's
    // engine too, unless it could not start: then the tap says why).
    .then(() => performance.mark('aceno:speech-ready'))
    .catch(() => {
      // The code did not load (offline, not cached yet): the first tap tries again and, failing, says why.
      if (!loaded) runtime = null;
    });
}

/** Gets the voice ready for texts about to be shown (the cards on screen), so their tap sounds at once. */
export function prepareSpeech(texts: readonly string[], options: SpeakOptions): void {
  if (texts.length === 0) return;
  void load().then((r) => r.prepare(texts, options));
}

/** Like prepareSpeech, for texts said in different ways (a board's words and phrases). */
export function prepareSpeechEach(items: readonly { text: string; options: SpeakOptions }[]): void {
  if (items.length === 0) return;
  void load().then((r) => r.prepareEach(items));
}

/**
 * The spec's preloading (common phrases after 2 s; pain words after 1 s): warms the voice in use for texts a screen
 * expects, after a delay so the first paint is never slowed. Returns a cancel function for when the screen closes.
 */
export function preloadSpeech(texts: readonly string[], options: SpeakOptions, delayMs: number): () => void {
  const timer = setTimeout(() => prepareSpeech(texts, options), delayMs);
  return () => clearTimeout(timer);
}

export function subscribeSpeech(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** From a user gesture after an 'autoplay-blocked' failure: lets sound play, then says the last text again. */
export function retryAfterUnlock(): void {
  void import('./player').then(async ({ unlockAudio }) => {
    await unlockAudio();
    if (last) await speak(last.text, last.options).catch(() => {});
  });
}
