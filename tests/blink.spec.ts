// Selecting by double blink with the head pointer, in real Chromium with a fake camera playing the blink clip (a
// still face: a 100 ms blink, a double blink, a 1.5 s closure). The head pointer rests on a quick phrase of the
// inclusive mode; over a whole loop of the clip the phrase is pressed once — right after the double blink — and never by the short
// blink or the long closure. The camera's frames carry the clip's frame index, so each press is placed in the script.
import { expect, test } from './helpers/test';
import { expectAccessible } from './helpers/a11y';
import { keepRequestsLocal } from './helpers/audio';
import { launchWithFaceCamera } from './helpers/camera';
import { openWithProfile } from './helpers/input';
import { blinkClipPath, entryAt, INDEX_CODE, LOOP_FRAMES, TIMELINE } from './fixtures/blink-clip';

interface Log {
  /** Each camera frame the page showed: when, and which frame of the clip. */
  frames: { t: number; index: number }[];
  /** Each press of a control: when, its text, whether it is a quick phrase, the text of the button under the head pointer
   * then, and the clip's frame the engine's video holds at that moment (read at the press: a frame the engine has
   * already seen may not yet have had its frame callback, which runs at the next rendering). */
  clicks: { t: number; text: string; phrase: boolean; under: string | null; index?: number }[];
  /** Reads the clip's frame index from the engine's video now (set once the video is found). */
  readIndex?: () => number;
  /** When the coming-soon toast's text was put on the page. */
  displays: number[];
}

test('a double blink presses the control under the head pointer; a short blink and a long closure do not', async ({ baseURL }) => {
  test.setTimeout(150_000);
  const browser = await launchWithFaceCamera(blinkClipPath());
  try {
    const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
    const refused = await keepRequestsLocal(context);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const log = { frames: [], clicks: [], displays: [] } as Log;
      (window as unknown as { blinkLog: Log }).blinkLog = log;
      document.addEventListener(
        'click',
        (e) => {
          const target = (e.target as HTMLElement).closest('button') ?? (e.target as HTMLElement);
          const dot = document.querySelector<HTMLElement>('[data-testid="head-pointer"]');
          const under = dot ? document.elementFromPoint(Number(dot.dataset.x), Number(dot.dataset.y))?.closest('button') : null;
          log.clicks.push({
            t: performance.now(),
            text: target.textContent ?? '',
            phrase: target.hasAttribute('data-choice'),
            under: under?.textContent ?? null,
            index: log.readIndex?.(),
          });
        },
        true,
      );
      new MutationObserver((records) => {
        const opened = (node: Node) => node instanceof Element && (node.matches('[role="dialog"]') || node.querySelector('[role="dialog"]') !== null);
        if (records.some((r) => [...r.addedNodes].some(opened))) log.displays.push(performance.now());
      }).observe(document, { childList: true, subtree: true });
    });
    // The head pointer with blinks, no dwell: the still face would otherwise dwell-click what it rests on.
    await openWithProfile(page, '/inclusivo', { preset: 'headPointer', dwell: { enabled: false } });

    const pointer = page.getByTestId('head-pointer');
    await expect(pointer).toBeVisible({ timeout: 45_000 });
    await expect(pointer).toHaveAttribute('data-x', /\d/);
    // What the pointer rests on, once it has settled on the face (it glides there from where it starts, and under load
    // the screen may still be laying out): one of the inclusive mode's quick phrases.
    const restingOn = () =>
      page.evaluate(() => {
        const dot = document.querySelector<HTMLElement>('[data-testid="head-pointer"]')!;
        const under = document.elementFromPoint(Number(dot.dataset.x), Number(dot.dataset.y))?.closest('button');
        return under ? { text: under.textContent ?? '', phrase: under.hasAttribute('data-choice') } : null;
      });
    await expect
      .poll(async () => (await restingOn())?.phrase ?? false, {
        message: 'the head pointer rests on a quick phrase, which opens its full-screen display',
        timeout: 15_000,
      })
      .toBe(true);

    // Reads the clip's frame index from the engine's own video on each of its frames.
    await page.evaluate((code) => {
      const log = (window as unknown as { blinkLog: Log }).blinkLog;
      const video = (document.querySelector('video[data-camera-engine]') ?? [...document.querySelectorAll('video')].find((v) => v.srcObject)) as HTMLVideoElement;
      const canvas = document.createElement('canvas');
      canvas.width = code.step * code.bits;
      canvas.height = code.size;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      const readIndex = () => {
        context.drawImage(video, code.x, code.y, canvas.width, canvas.height, 0, 0, canvas.width, canvas.height);
        const strip = context.getImageData(0, 0, canvas.width, canvas.height).data;
        let index = 0;
        for (let bit = 0; bit < code.bits; bit += 1) {
          if (strip[((code.size / 2) * canvas.width + bit * code.step + code.size / 2) * 4]! > 128) index |= 1 << bit;
        }
        return index;
      };
      log.readIndex = readIndex;
      const onFrame = (now: number) => {
        log.frames.push({ t: now, index: readIndex() });
        video.requestVideoFrameCallback(onFrame);
      };
      video.requestVideoFrameCallback(onFrame);
    }, INDEX_CODE);

    // A whole loop of the clip, from its first frame to its last, in which the page saw every eye event (a busy
    // machine's fake camera may drop the short blink's 3 frames; the next loop is then looked at, up to 3).
    const EVENTS = ['shortBlink', 'doubleBlink1', 'doubleBlink2', 'longClosure'] as const;
    let loop: { from: number; to: number } = { from: 0, to: 0 };
    let log: Log = { frames: [], clicks: [], displays: [] };
    for (let n = 1; n <= 3; n += 1) {
      const loopHandle = await page.waitForFunction(
        ({ loopFrames, n }) => {
          const { frames } = (window as unknown as { blinkLog: Log }).blinkLog;
          const starts = frames.flatMap((f, i) => (i > 0 && f.index < frames[i - 1]!.index - loopFrames / 2 ? [i] : []));
          return starts.length > n ? { from: frames[starts[n - 1]!]!.t, to: frames[starts[n]!]!.t } : null;
        },
        { loopFrames: LOOP_FRAMES, n },
        { timeout: 40_000, polling: 200 },
      );
      loop = (await loopHandle.jsonValue())!;
      log = await page.evaluate(() => {
        const { frames, clicks, displays } = (window as unknown as { blinkLog: Log }).blinkLog;
        return { frames, clicks, displays };
      });
      const shown = new Set(log.frames.filter((f) => f.t >= loop.from && f.t < loop.to).map((f) => entryAt(f.index).event));
      if (EVENTS.every((event) => shown.has(event)) || n === 3) {
        for (const event of EVENTS) expect(shown.has(event), `${event} shown in one of 3 loops`).toBe(true);
        break;
      }
    }
    const frameAt = (t: number) => log.frames.filter((f) => f.t <= t).at(-1)!.index;

    const presses = log.clicks.filter((c) => c.t >= loop.from && c.t < loop.to).map((c) => ({ ...c, index: c.index ?? frameAt(c.t) }));
    expect(presses, 'one press in the loop').toHaveLength(1);
    // The press is on a quick phrase, the one under the head pointer at that moment (the pointer of a still face
    // may still drift by a few pixels, so the phrase is read at the press, not before it).
    expect(presses[0]!.phrase, `pressed "${presses[0]!.text}", a quick phrase`).toBe(true);
    expect(presses[0]!.text).toBe(presses[0]!.under);
    // Pressed once the eyes opened after the second closure, within half a second.
    const reopened = TIMELINE.find((e) => e.event === 'doubleBlink2')!.to;
    expect(presses[0]!.index).toBeGreaterThanOrEqual(reopened);
    expect(presses[0]!.index).toBeLessThan(reopened + 15);

    // What the user sees: the phrase's full-screen display, only then.
    const displays = log.displays.filter((t) => t >= loop.from && t < loop.to);
    expect(displays.length).toBeGreaterThan(0);
    expect(displays.every((t) => t >= presses[0]!.t && t < presses[0]!.t + 1000)).toBe(true);
    await expectAccessible(page, 'head pointer on, after a double blink');
    expect(refused).toEqual([]);
  } finally {
    await browser.close();
  }
});
