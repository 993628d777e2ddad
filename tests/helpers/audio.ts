// Observes sound at the browser's edge (every AudioBufferSourceNode.start and HTMLMediaElement.play the page
// makes) and keeps every request inside the machine, recording any that tried to leave.
import type { BrowserContext, Page } from '@playwright/test';

export interface PlayedSound {
  kind: 'buffer' | 'media';
  /** Seconds of audio handed to the output. */
  duration: number;
  /** performance.now() of the start call. */
  at: number;
}

/** Must run before the page loads (it wraps the prototypes in an init script). */
export async function recordPlayedAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const played: { kind: 'buffer' | 'media'; duration: number; at: number }[] = [];
    Object.defineProperty(window, '__acenoPlayed', { value: played });
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<typeof start>) {
      played.push({ kind: 'buffer', duration: this.buffer?.duration ?? 0, at: performance.now() });
      return start.apply(this, args);
    };
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const at = performance.now();
      const result = play.call(this);
      // Only a play() the browser accepted made sound; a refused one (autoplay policy) is not recorded.
      result.then(() => played.push({ kind: 'media', duration: this.duration, at }), () => {});
      return result;
    };
  });
}

export async function playedAudio(page: Page): Promise<PlayedSound[]> {
  return page.evaluate(() => (window as unknown as { __acenoPlayed?: PlayedSound[] }).__acenoPlayed ?? []);
}

/** Sounds long enough to be speech (howler's unlock plays a one-sample buffer, which is not). */
export async function speechSoundsPlayed(page: Page): Promise<number> {
  return (await playedAudio(page)).filter((sound) => sound.duration > 0.2).length;
}

/** Aborts every request that is not to the local preview server; returns the live list of what was refused. */
export async function keepRequestsLocal(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      refused.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return refused;
}

/**
 * Makes the page's audio behave as under Chrome's autoplay policy before a first touch (Playwright's Chromium lets
 * pages play at once): every AudioContext is suspended from the start, and resume() waits for a real (trusted)
 * pointer press, as Chrome's does.
 */
export async function simulateAutoplayPolicy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let touched = false;
    const waiting: (() => void)[] = [];
    window.addEventListener(
      'pointerdown',
      (event) => {
        if (!event.isTrusted || touched) return;
        touched = true;
        waiting.splice(0).forEach((resume) => resume());
      },
      true,
    );
    const Native = window.AudioContext;
    window.AudioContext = class extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        void super.suspend();
      }
      override get state(): AudioContextState {
        return touched ? super.state : 'suspended';
      }
      override resume(): Promise<void> {
        if (touched) return super.resume();
        return new Promise((resolve, reject) => waiting.push(() => super.resume().then(resolve, reject)));
      }
    };
  });
}
