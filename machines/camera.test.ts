// @vitest-environment node
// The camera lifecycle with fake effects: tracking only while the camera is on, stopping the camera stops tracking
// and releases it, errors by reason, and an open or an engine that finishes after a stop is dropped and released.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { cameraMachine, type CameraEvent, type OpenResult, type TrackingInput } from './camera';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function harness(opener?: () => Promise<OpenResult>) {
  const released: string[] = [];
  const engines: { input: TrackingInput; send: (event: CameraEvent) => void; stopped: boolean }[] = [];
  let cameras = 0;
  function fakeCamera() {
    const name = `camera-${++cameras}`;
    return { stream: { id: name } as unknown as MediaStream, stop: () => released.push(name) };
  }
  const open = opener ?? (async (): Promise<OpenResult> => ({ ok: true, camera: fakeCamera() }));
  const machine = cameraMachine.provide({
    actors: {
      openCamera: fromPromise<OpenResult>(async ({ signal }) => {
        const result = await open();
        // What the session does: an open nobody waits for any more is released at once.
        if (signal.aborted && result.ok) result.camera.stop();
        return result;
      }),
      tracking: fromCallback<CameraEvent, TrackingInput>(({ input, sendBack }) => {
        const engine = { input, send: sendBack, stopped: false };
        engines.push(engine);
        return () => (engine.stopped = true);
      }),
    },
  });
  const actor = createActor(machine).start();
  return {
    actor,
    released,
    engines,
    fakeCamera,
    send: (event: CameraEvent) => actor.send(event),
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

describe('camera machine', () => {
  it('opens the camera, tracks only while it is on, and stopping the camera stops tracking and releases the stream', async () => {
    const h = harness();
    h.send({ type: 'START_TRACKING' });
    expect(h.value()).toBe('off'); // tracking is refused while the camera is off
    h.send({ type: 'START_CAMERA' });
    expect(h.value()).toBe('opening');
    h.send({ type: 'START_TRACKING' });
    await flush();
    expect(h.value()).toEqual({ on: 'idle' }); // nor while it was opening
    expect(h.engines).toHaveLength(0);

    h.send({ type: 'START_TRACKING' });
    expect(h.value()).toEqual({ on: { tracking: 'loading' } });
    expect(h.engines[0]?.input).toMatchObject({ mode: 'face', stream: { id: 'camera-1' } });
    h.engines[0]!.send({ type: 'PROGRESS', fraction: 0.3 });
    expect(h.context().progress).toBe(0.3);
    h.engines[0]!.send({ type: 'READY' });
    h.engines[0]!.send({ type: 'FACE', present: true });
    expect(h.value()).toEqual({ on: { tracking: 'running' } });
    expect(h.context().face).toBe(true);

    h.send({ type: 'STOP_CAMERA' });
    expect(h.value()).toBe('off');
    expect(h.engines[0]!.stopped).toBe(true);
    expect(h.released).toEqual(['camera-1']);
    expect(h.context()).toMatchObject({ camera: null, face: false, progress: 0 });
  });

  it('stops tracking alone and keeps the camera on', async () => {
    const h = harness();
    h.send({ type: 'START_CAMERA' });
    await flush();
    h.send({ type: 'START_TRACKING', mode: 'gaze' });
    expect(h.engines[0]?.input.mode).toBe('gaze');
    h.send({ type: 'STOP_TRACKING' });
    expect(h.value()).toEqual({ on: 'idle' });
    expect(h.engines[0]!.stopped).toBe(true);
    expect(h.released).toEqual([]);
  });

  it('reports a refused or missing camera by reason, and a new start clears the error', async () => {
    let reason: 'denied' | 'missing' = 'denied';
    const h = harness(async () => ({ ok: false, reason }));
    h.send({ type: 'START_CAMERA' });
    await flush();
    expect(h.value()).toBe('error');
    expect(h.context().error).toBe('denied');
    reason = 'missing';
    h.send({ type: 'START_CAMERA' });
    expect(h.context().error).toBeNull();
    await flush();
    expect(h.context().error).toBe('missing');
    h.send({ type: 'STOP_CAMERA' });
    expect(h.value()).toBe('off');
    expect(h.context().error).toBeNull();
  });

  it('a camera that opens after the user stopped it is released and never shown as on', async () => {
    const pending = deferred<OpenResult>();
    const h = harness(() => pending.promise);
    h.send({ type: 'START_CAMERA' });
    h.send({ type: 'STOP_CAMERA' });
    pending.resolve({ ok: true, camera: h.fakeCamera() });
    await flush();
    expect(h.value()).toBe('off');
    expect(h.released).toEqual(['camera-1']);
  });

  it('an engine failure ends tracking with the engine error while the camera stays on', async () => {
    const h = harness();
    h.send({ type: 'START_CAMERA' });
    await flush();
    h.send({ type: 'START_TRACKING' });
    h.engines[0]!.send({ type: 'ENGINE_FAILED' });
    expect(h.value()).toEqual({ on: 'idle' });
    expect(h.context().error).toBe('engine');
    h.send({ type: 'START_TRACKING' });
    expect(h.context().error).toBeNull();
  });

  it('a stream that ends by itself while in use is the camera lost (its own message: what still works, how to resume)', async () => {
    const h = harness();
    h.send({ type: 'START_CAMERA' });
    await flush();
    h.send({ type: 'START_TRACKING' });
    h.send({ type: 'CAMERA_ENDED' });
    expect(h.value()).toBe('error');
    expect(h.context().error).toBe('lost');
    expect(h.engines[0]!.stopped).toBe(true);
    expect(h.released).toEqual(['camera-1']);
  });

  it('tracking keeps what the view lacks (too dark, the face too far) until it is fine, and forgets it when tracking stops', async () => {
    const h = harness();
    h.send({ type: 'START_CAMERA' });
    await flush();
    h.send({ type: 'START_TRACKING' });
    h.engines[0]!.send({ type: 'READY' });
    h.engines[0]!.send({ type: 'VIEW', issue: 'dark' });
    expect(h.context().view).toBe('dark');
    h.engines[0]!.send({ type: 'VIEW', issue: 'far' });
    expect(h.context().view).toBe('far');
    h.engines[0]!.send({ type: 'VIEW', issue: null });
    expect(h.context().view).toBeNull();
    h.engines[0]!.send({ type: 'VIEW', issue: 'dark' });
    h.send({ type: 'STOP_TRACKING' });
    expect(h.context().view).toBeNull();
  });
});
