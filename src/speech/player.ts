// Plays synthesised or recorded audio through howler (Web Audio), with a pool of 3 loaded sounds (spec §9) so a
// word said again starts at once, and a watchdog that turns "the browser is holding the sound" into an error.
import { Howl, Howler } from 'howler';
import { SpeechError, type Playback, type ProviderId } from './types';

/** Spec 000 §9: audio element pool of 3. */
import type { ClipFormat } from './clip-format';

export const AUDIO_POOL_SIZE = 3;
/** A sound that has not started this long after play() is held by the autoplay policy, not loading. */
export const AUTOPLAY_WATCHDOG_MS = 800;
/**
 * After the page has been touched the autoplay policy no longer holds sound: a sound still not started is the audio
 * output starting slowly (a busy computer, Safari's engine), so it gets longer before the user is told sound is held.
 */
export const AUTOPLAY_WATCHDOG_AFTER_TAP_MS = 3000;

/** How long a sound may take to start before it is judged held back. */
export function soundStartWait(nav: Navigator & { userActivation?: { hasBeenActive: boolean } } = navigator): number {
  return nav.userActivation?.hasBeenActive ? AUTOPLAY_WATCHDOG_AFTER_TAP_MS : AUTOPLAY_WATCHDOG_MS;
}

Howler.html5PoolSize = AUDIO_POOL_SIZE;

interface Pooled {
  key: string;
  howl: Howl;
  url: string;
}

const pool: Pooled[] = [];
/** Sounds loaded ahead (the board's prepared words), by key, oldest first: a tap on one plays without loading. */
const warm = new Map<string, Pooled>();
export const WARM_POOL_SIZE = 24;

export interface PlayOptions {
  signal: AbortSignal;
  provider: ProviderId;
  /** Same key = same audio: the loaded sound is reused. */
  key?: string;
  format?: ClipFormat;
}

/**
 * Opens the page's audio output (the Web Audio context) now. Creating it is one long task (tens of milliseconds on a
 * computer, hundreds on a cheap phone): done at a sound's first load, it froze a running scan's highlight mid-step,
 * so the app opens it once the page is idle, before the input runtime starts (AppShell).
 */
export function openAudioOutput(): void {
  if (!Howler.ctx && Howler.usingWebAudio) Howler.volume();
  // Howler lets the output start at the page's next touch, click or key, but only once a first sound exists: on a
  // screen that prepares none (type to talk) that was after the tap that speaks, when the synthesis had outlasted
  // the tap's activation, and Safari's engine held the sound ("the browser blocked the sound"). Ready from now on.
  (Howler as typeof Howler & { _unlockAudio?: () => void })._unlockAudio?.();
}

export function playAudio(audio: ArrayBuffer | Blob, { signal, provider, key, format = 'wav' }: PlayOptions): Promise<Playback> {
  if (signal.aborted) return Promise.reject(new SpeechError('Stopped before playing', provider));
  const entry = (key && takeFromPool(key)) || load(audio, key ?? `once:${Math.random()}`, format);
  pool.unshift(entry);
  trimPool();
  return startHowl(entry.howl, signal, provider);
}

function takeFromPool(key: string): Pooled | undefined {
  const index = pool.findIndex((p) => p.key === key);
  if (index >= 0) return pool.splice(index, 1)[0];
  const ready = warm.get(key);
  warm.delete(key);
  return ready;
}

/**
 * Loads and decodes a sound ahead of its tap, so the tap only starts it (the offline voice's prepared words). Keeps
 * the latest WARM_POOL_SIZE; nothing happens for a key already loaded.
 */
export function warmAudio(audio: ArrayBuffer | Blob, { key, format = 'wav' }: { key: string; format?: ClipFormat }): void {
  if (warm.has(key) || pool.some((p) => p.key === key)) return;
  warm.set(key, load(audio, key, format));
  for (const [oldKey, old] of warm) {
    if (warm.size <= WARM_POOL_SIZE) break;
    warm.delete(oldKey);
    old.howl.unload();
    URL.revokeObjectURL(old.url);
  }
}

function load(audio: ArrayBuffer | Blob, key: string, format: string): Pooled {
  const blob = audio instanceof Blob ? audio : new Blob([audio], { type: `audio/${format}` });
  const url = URL.createObjectURL(blob);
  return { key, url, howl: new Howl({ src: [url], format: [format], preload: true }) };
}

function trimPool(): void {
  for (const old of pool.splice(AUDIO_POOL_SIZE)) {
    old.howl.unload();
    URL.revokeObjectURL(old.url);
  }
}

function startHowl(howl: Howl, signal: AbortSignal, provider: ProviderId): Promise<Playback> {
  return new Promise<Playback>((resolve, reject) => {
    let started = false;
    let settleEnded: (() => void) | null = null;
    let failEnded: ((error: Error) => void) | null = null;
    const ended = new Promise<void>((res, rej) => {
      settleEnded = res;
      failEnded = rej;
    });
    ended.catch(() => {}); // observed by the caller; never an unhandled rejection
    const id = howl.play();

    const cleanup = () => {
      clearTimeout(watchdog);
      signal.removeEventListener('abort', onAbort);
      howl.off('play', onPlay, id);
      howl.off('end', onEnd, id);
      howl.off('loaderror', onError);
      howl.off('playerror', onError, id);
    };
    const onPlay = () => {
      if (started) return;
      started = true;
      clearTimeout(watchdog);
      resolve({ ended, stop: () => stopSound() });
    };
    const onEnd = () => {
      cleanup();
      settleEnded?.();
    };
    const onError = (_id: number, message: unknown) => {
      cleanup();
      const error = new SpeechError(`Audio playback failed: ${String(message)}`, provider);
      if (started) failEnded?.(error);
      else reject(error);
    };
    const stopSound = () => {
      cleanup();
      howl.stop(id);
      settleEnded?.();
    };
    // A sound held by the autoplay policy waits for 'resume'; drop that wait or it would play later, twice.
    const cancelHeld = () => {
      howl.off('resume');
      howl.stop(id);
    };
    const onAbort = () => {
      if (!started) cancelHeld();
      stopSound();
      if (!started) reject(new SpeechError('Stopped before the sound started', provider));
    };
    const giveUp = () => {
      if (started || Howler.ctx?.state === 'running') return;
      cleanup();
      cancelHeld();
      const why = whyNoSound();
      reject(new SpeechError(why === 'autoplay-blocked' ? 'The browser is blocking sound until the page is touched' : 'Sound is allowed but the audio output does not start', provider, false, why));
    };
    const wait = soundStartWait();
    let watchdog = setTimeout(() => {
      if (started || Howler.ctx?.state === 'running') return;
      // After a touch the policy lets the context run: one that is still starting (Safari's engine on a busy
      // computer took over 3 s) is asked once more and given as long again before the user is told.
      if (wait !== AUTOPLAY_WATCHDOG_AFTER_TAP_MS || !Howler.ctx) return giveUp();
      Howler.ctx.resume().catch(() => {});
      watchdog = setTimeout(giveUp, AUTOPLAY_WATCHDOG_AFTER_TAP_MS);
    }, wait);

    howl.on('play', onPlay, id);
    howl.on('end', onEnd, id);
    howl.on('loaderror', onError); // load errors carry no sound id
    howl.on('playerror', onError, id);
    signal.addEventListener('abort', onAbort, { once: true });
    // Web Audio starts a loaded sound inside play() when the context runs; howler only says so a task later, after
    // whatever the page does meanwhile (drawing the full-screen card). The sound is playing now, so say it now.
    if (Howler.usingWebAudio && Howler.ctx?.state === 'running' && howl.state() === 'loaded' && howl.playing(id)) onPlay();
  });
}

/**
 * Why a sound held back did not start. Where the browser says its autoplay policy allows sound (Firefox), the audio
 * output itself does not start: a computer with no speaker or headphones it can use, whose audio context never runs.
 * Elsewhere, the autoplay policy, which a tap undoes.
 */
export function whyNoSound(nav: Navigator & { getAutoplayPolicy?: (type: 'audiocontext') => string } = navigator): 'autoplay-blocked' | 'no-audio-output' {
  try {
    return nav.getAutoplayPolicy?.('audiocontext') === 'allowed' ? 'no-audio-output' : 'autoplay-blocked';
  } catch {
    return 'autoplay-blocked';
  }
}

/** From a user gesture: lets the audio context run after the autoplay policy held it. */
export async function unlockAudio(): Promise<void> {
  // A context with no output to start never settles its resume: the retry goes on after a moment all the same.
  await Promise.race([Howler.ctx?.resume().catch(() => {}), new Promise((resolve) => setTimeout(resolve, AUTOPLAY_WATCHDOG_MS))]);
}

export function stopAllAudio(): void {
  Howler.stop();
}
