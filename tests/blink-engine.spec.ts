// The blink clip through the real face engine: the self-hosted Face Landmarker (CPU, the app's options) runs
// in a page of the built app on Chromium's fake camera playing the blink clip. Each delivered frame says which
// frame of the clip's script it is, so the test knows when the eyes were open or closed: the eye aspect ratios
// must fall on the right side of the blink machine's thresholds, and the measured sequence, fed through the blink
// machine with the camera's own frame times, must select exactly once — on the double blink.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from './helpers/test';
import { createActor } from 'xstate';
import { blinkMachine, DEFAULT_BLINK_SETTINGS, type BlinkEmitted, type BlinkSettings } from '../machines/blink';
import { eyeAspectRatios } from '../src/input/face/ear';
import { keepRequestsLocal } from './helpers/audio';
import { launchWithFaceCamera } from './helpers/camera';
import { blinkClipPath, entryAt, INDEX_CODE, LOOP_FRAMES, TIMELINE, type TimelineEntry } from './fixtures/blink-clip';
import { CLIP } from './fixtures/face-clip';

test.describe.configure({ mode: 'serial' });

/** One frame the engine finished: the clip's frame index, the camera's capture time and the face's landmarks. */
interface MeasuredFrame {
  index: number;
  at: number;
  landmarks: { x: number; y: number }[] | null;
  /** The lesser of the two eyeBlink blendshapes (0 open … 1 closed). */
  blink: number | null;
}

/** The built chunk of @mediapipe/tasks-vision (the app's face engine), from the build's manifest. */
function visionChunk(): string {
  const manifest = JSON.parse(readFileSync(`${process.env.E2E_OUTDIR ?? 'dist'}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
  // Found by its ending: the key is the package's path as the build saw it (through a linked node_modules too).
  const [, chunk] = Object.entries(manifest).find(([key]) => key.endsWith('@mediapipe/tasks-vision/vision_bundle.mjs')) ?? [];
  if (!chunk) throw new Error('the build has no @mediapipe/tasks-vision chunk');
  return `/${chunk.file}`;
}

/**
 * Opens the camera in the page and runs the Face Landmarker on every frame it can keep up with (like the app's
 * engine: it works on a frame inside that frame's callback, so one that comes meanwhile is skipped), from a frame 0
 * of the clip to the end of that loop. A loop in which the engine missed one of the closures (a busy machine) is
 * measured again, up to three times. The same options as input-drivers/face/landmarker.ts.
 */
function measureOneLoop(page: Page): Promise<MeasuredFrame[]> {
  return page.evaluate(
    async ({ chunk, code, width, height, loopFrames, closures }) => {
      type Landmarker = {
        detectForVideo(image: HTMLCanvasElement, timestamp: number): { faceLandmarks: { x: number; y: number }[][]; faceBlendshapes: { categories: { categoryName: string; score: number }[] }[] };
        close(): void;
      };
      type VideoFrames = HTMLVideoElement & {
        requestVideoFrameCallback(callback: (now: number, meta: { captureTime?: number; presentationTime?: number }) => void): number;
      };
      const base = '/vendor/face_landmarker';
      const vision = (await import(chunk)) as {
        FilesetResolver: { forVisionTasks(base: string): Promise<unknown> };
        FaceLandmarker: { createFromOptions(files: unknown, options: Record<string, unknown>): Promise<Landmarker> };
      };
      const landmarker = await vision.FaceLandmarker.createFromOptions(await vision.FilesetResolver.forVisionTasks(base), {
        baseOptions: { modelAssetPath: `${base}/face_landmarker.task`, delegate: 'CPU' },
        runningMode: 'VIDEO',
        numFaces: 2,
        outputFaceBlendshapes: true,
      });

      const stream = await navigator.mediaDevices.getUserMedia({ video: { width, height } });
      const video = document.createElement('video') as VideoFrames;
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      await video.play();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      const readIndex = () => {
        const strip = context.getImageData(code.x, code.y, code.step * code.bits, code.size).data;
        let index = 0;
        for (let bit = 0; bit < code.bits; bit += 1) {
          const at = ((code.size / 2) * code.step * code.bits + bit * code.step + code.size / 2) * 4;
          if (strip[at]! > 128) index |= 1 << bit;
        }
        return index;
      };

      const frames: { index: number; at: number; landmarks: { x: number; y: number }[] | null; blink: number | null }[] = [];
      let lastTimestamp = 0;
      const detect = (index: number, at: number) => {
        lastTimestamp = Math.max(Math.round(at), lastTimestamp + 1);
        const results = landmarker.detectForVideo(canvas, lastTimestamp);
        const face = results.faceLandmarks[0];
        const scores = results.faceBlendshapes[0]?.categories ?? [];
        const score = (name: string) => scores.find((c) => c.categoryName === name)?.score ?? 0;
        frames.push({
          index,
          at,
          landmarks: face ? face.map(({ x, y }) => ({ x: Math.round(x * 1e5) / 1e5, y: Math.round(y * 1e5) / 1e5 })) : null,
          blink: face ? Math.min(score('eyeBlinkLeft'), score('eyeBlinkRight')) : null,
        });
      };
      return new Promise((resolve, reject) => {
        let loops = 0;
        let previous = -1;
        const deadline = performance.now() + 60_000;
        const finish = (error?: Error) => {
          stream.getTracks().forEach((track) => track.stop());
          landmarker.close();
          if (error) reject(error);
          else resolve(frames.filter((f) => f.index >= 0));
        };
        const everyClosureSeen = () => closures.every(([from, to]) => frames.some((f) => f.index >= from && f.index < to));
        const onFrame = (now: number, meta: { captureTime?: number; presentationTime?: number }) => {
          if (performance.now() > deadline) return finish(new Error(`no complete loop within 60 s (${frames.length} frames)`));
          {
            context.drawImage(video, 0, 0, width, height);
            const index = readIndex();
            // A loop starts when the index goes back to the start of the clip, and ends when it does so again.
            const wrapped = previous >= 0 && index < previous - loopFrames / 2;
            previous = index;
            if (wrapped && loops > 0 && (everyClosureSeen() || loops === 3)) return finish();
            if (wrapped) {
              loops += 1;
              frames.length = 0;
            }
            if (loops > 0) {
              try {
                detect(index, meta.captureTime ?? meta.presentationTime ?? now);
              } catch (error) {
                return finish(error instanceof Error ? error : new Error(String(error)));
              }
            }
          }
          video.requestVideoFrameCallback(onFrame);
        };
        video.requestVideoFrameCallback(onFrame);
      });
    },
    {
      chunk: visionChunk(),
      code: INDEX_CODE,
      width: CLIP.width,
      height: CLIP.height,
      loopFrames: LOOP_FRAMES,
      closures: TIMELINE.filter((e) => e.closed).map((e) => [e.from, e.to] as [number, number]),
    },
  );
}

const ASPECT = CLIP.width / CLIP.height;

interface EarFrame {
  index: number;
  at: number;
  left: number;
  right: number;
}

function play(frames: EarFrame[], settings: Partial<BlinkSettings> = {}) {
  const actor = createActor(blinkMachine, { input: { settings } });
  const emitted: (BlinkEmitted & { index: number })[] = [];
  let index = -1;
  actor.on('*', (event) => emitted.push({ ...event, index }));
  actor.start();
  for (const frame of frames) {
    index = frame.index;
    actor.send({ type: 'EAR', left: frame.left, right: frame.right, at: frame.at });
  }
  actor.stop();
  return emitted;
}

const entry = (event: TimelineEntry['event']) => TIMELINE.find((e) => e.event === event)!;

test('the real face engine reads the blink clip: open and closed eyes on each side of the thresholds, one select on the double blink', async ({ baseURL }) => {
  test.setTimeout(150_000);
  const browser = await launchWithFaceCamera(blinkClipPath());
  try {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    const refused = await keepRequestsLocal(context);
    const page = await context.newPage();
    await page.goto('/en/settings');
    const measured = await measureOneLoop(page);

    expect(measured.every((f) => f.landmarks !== null), 'the face is found in every frame').toBe(true);
    const frames: EarFrame[] = measured.map(({ index, at, landmarks }) => ({ index, at, ...eyeAspectRatios(landmarks, ASPECT) }));
    const fps = ((frames.length - 1) * 1000) / (frames.at(-1)!.at - frames[0]!.at);
    const open = frames.filter((f) => !entryAt(f.index).closed);
    const closed = frames.filter((f) => entryAt(f.index).closed);
    const range = (values: number[]) => `${Math.min(...values).toFixed(3)}–${Math.max(...values).toFixed(3)}`;
    console.log(
      `blink clip: ${frames.length} of ${LOOP_FRAMES} frames measured (${fps.toFixed(1)} frames/s); ` +
        `EAR open left ${range(open.map((f) => f.left))} right ${range(open.map((f) => f.right))}, ` +
        `closed left ${range(closed.map((f) => f.left))} right ${range(closed.map((f) => f.right))}`,
    );
    const blinkOpen = measured.filter((f) => !entryAt(f.index).closed).map((f) => f.blink ?? 0);
    const blinkClosed = measured.filter((f) => entryAt(f.index).closed).map((f) => f.blink ?? 0);
    console.log(`eyeBlink blendshape: open ${range(blinkOpen)}, closed ${range(blinkClosed)}`);
    // Every closure of the script was seen, so each outcome below is about a blink the engine really delivered.
    for (const event of ['shortBlink', 'doubleBlink1', 'doubleBlink2', 'longClosure'] as const) {
      expect(closed.some((f) => entryAt(f.index).event === event), `${event} seen`).toBe(true);
    }
    expect(frames.length).toBeGreaterThan(LOOP_FRAMES * 0.5);

    const { openAbove, closedBelow } = DEFAULT_BLINK_SETTINGS;
    for (const f of open) {
      expect.soft(Math.min(f.left, f.right), `frame ${f.index} open`).toBeGreaterThan(openAbove);
    }
    for (const f of closed) {
      expect.soft(Math.max(f.left, f.right), `frame ${f.index} closed`).toBeLessThan(closedBelow);
    }

    // RECORD_BLINK_EAR=tests/fixtures/blink-ear-sequence.json saves this run for machines/blink.recorded.test.ts.
    if (process.env.RECORD_BLINK_EAR) {
      const t0 = frames[0]!.at;
      const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
      const rows = frames.map((f) => JSON.stringify([f.index, round(f.at - t0, 1), round(f.left, 4), round(f.right, 4)]));
      const head = {
        about: 'One loop of the blink clip through the Face Landmarker (tests/blink-engine.spec.ts): per frame [clip frame, camera time ms, EAR left, EAR right], EAR with aspect 640/480',
        fps: round(fps, 1),
        events: TIMELINE,
      };
      writeFileSync(process.env.RECORD_BLINK_EAR, `${JSON.stringify(head).slice(0, -1)},\n"frames": [\n${rows.join(',\n')}\n]}\n`);
    }

    // The blink machine with the app's defaults: one select, right after the second closure of the double blink.
    const emitted = play(frames);
    const afterDouble = entry('doubleBlink2').to;
    expect(emitted.map((e) => e.type)).toEqual(['select']);
    expect(emitted[0]!.index).toBeGreaterThanOrEqual(afterDouble);
    expect(emitted[0]!.index).toBeLessThan(afterDouble + 5);
    // With the long blink on (1.2 s), the 1.5 s closure is one long blink, and still the only select is the double.
    const withLong = play(frames, { longBlinkMs: 1200 });
    expect(withLong.map((e) => e.type)).toEqual(['select', 'longBlink']);
    expect(entryAt(withLong[1]!.index).event).toBe('longClosure');

    expect(refused).toEqual([]);
  } finally {
    await browser.close();
  }
});
