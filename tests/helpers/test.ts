// The `test` every spec imports: Playwright's, with the device's own voice. Phones, tablets and computers have a
// system voice (Android, iOS, Windows, macOS); this machine's Chromium has none, so without one every test's fresh
// page would start the offline voice (18 MB of wasm) and get each card of its screen ready with it in idle time —
// seconds of CPU per test that the tests about the offline voice need and the others pay for nothing. A spec about
// the offline voice says `test.use({ systemVoice: false })`.
import { test as base, type Browser } from '@playwright/test';
import { launchWithCameraDenied } from './camera';

export * from '@playwright/test';

/** What the system voice said to its end (not cut off), in order: `page.evaluate(() => window.systemVoiceSaid)`. */
export interface SystemVoiceWindow {
  systemVoiceSaid: string[];
}

/**
 * The browser's speechSynthesis with one local voice per app language, speaking as a voice does: 'start' at once,
 * 'end' after a time that grows with the text; cancel() interrupts what is being said and drops what waits.
 */
function installSystemVoice(): void {
  const voices = [
    { voiceURI: 'system-pt-BR', name: 'System voice (pt-BR)', lang: 'pt-BR', localService: true, default: true },
    { voiceURI: 'system-en-US', name: 'System voice (en-US)', lang: 'en-US', localService: true, default: false },
    { voiceURI: 'system-es-MX', name: 'System voice (es-MX)', lang: 'es-MX', localService: true, default: false },
  ] as SpeechSynthesisVoice[];
  const said: string[] = [];
  (window as unknown as SystemVoiceWindow).systemVoiceSaid = said;
  const queue: SpeechSynthesisUtterance[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = (utterance: SpeechSynthesisUtterance, type: string, error?: string) =>
    utterance.dispatchEvent(Object.assign(new Event(type), { utterance, charIndex: 0, elapsedTime: 0, name: '', error }));
  const next = () => {
    const utterance = queue[0];
    if (!utterance) return;
    timer = setTimeout(() => {
      fire(utterance, 'start');
      timer = setTimeout(() => {
        queue.shift();
        said.push(utterance.text);
        fire(utterance, 'end');
        next();
      }, 150 + 60 * utterance.text.length);
    }, 10);
  };
  // The browser takes only its own voice objects on an utterance; these stand for them.
  const chosen = new WeakMap<SpeechSynthesisUtterance, SpeechSynthesisVoice | null>();
  Object.defineProperty(SpeechSynthesisUtterance.prototype, 'voice', {
    configurable: true,
    get(this: SpeechSynthesisUtterance) {
      return chosen.get(this) ?? null;
    },
    set(this: SpeechSynthesisUtterance, voice: SpeechSynthesisVoice | null) {
      chosen.set(this, voice);
    },
  });
  // Writable and configurable, as the browser's own are: a test may put its own in their place.
  const own = { writable: true, configurable: true };
  Object.defineProperties(speechSynthesis, {
    getVoices: { ...own, value: () => voices },
    speaking: { configurable: true, get: () => queue.length > 0 },
    pending: { configurable: true, get: () => queue.length > 1 },
    speak: {
      ...own,
      value: (utterance: SpeechSynthesisUtterance) => {
        queue.push(utterance);
        if (queue.length === 1) next();
      },
    },
    cancel: {
      ...own,
      value: () => {
        clearTimeout(timer);
        const [speaking, ...waiting] = queue.splice(0);
        if (speaking) fire(speaking, 'error', 'interrupted');
        for (const utterance of waiting) fire(utterance, 'error', 'canceled');
      },
    },
  });
}

export const test = base.extend<{ systemVoice: boolean }, { deniedCameraBrowser: Browser }>({
  systemVoice: [true, { option: true }],
  context: async ({ context, systemVoice }, use) => {
    if (systemVoice) await context.addInitScript(installSystemVoice);
    await use(context);
  },
  // A full Chromium whose camera the user refuses, started once a worker for the tests of a refused camera (each
  // opens its own context in it and closes what it opened): a start took 10–30 s on a busy machine.
  deniedCameraBrowser: [
    async ({ playwright: _playwright }, use) => {
      const browser = await launchWithCameraDenied();
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

/** Closes every context a test opened in a shared browser. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}
