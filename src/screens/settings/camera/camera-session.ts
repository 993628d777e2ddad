// One run of the camera check, outside React: opens the camera into the preview, runs the face engine on it and
// reports face/no face and frames per second; the nose position goes to data attributes without re-rendering.
import { openCamera, type CameraFailure } from '@input-drivers/face/camera';
import { NOSE_TIP, type FaceFrame } from '@input-drivers/face/engine';
import { createMediaPipeEngine } from '@input-drivers/face/mediapipe';

export type CheckState =
  | { phase: 'off' }
  | { phase: 'loading'; progress: number }
  | { phase: 'on'; face: boolean; fps: number }
  | { phase: 'error'; reason: CameraFailure | 'engine' };

/** Starts the camera and tracking into the video; hands over the stop function as soon as the camera is open. */
export async function runCameraCheck(
  element: HTMLVideoElement,
  report: (state: CheckState) => void,
  stillWanted: () => boolean,
  onStop: (stop: () => void) => void,
): Promise<void> {
  const camera = await openCamera();
  if (!camera.ok) {
    if (stillWanted()) report({ phase: 'error', reason: camera.reason });
    return;
  }
  let stopEngine = () => {};
  let stopped = false;
  const stop = () => {
    stopped = true;
    stopEngine();
    camera.stop();
    element.srcObject = null;
    for (const name of ['faceX', 'faceY', 'fps', 'processingMs']) delete element.dataset[name];
  };
  if (!stillWanted()) return stop();
  onStop(stop);
  element.srcObject = camera.stream;
  try {
    await element.play();
    const engine = createMediaPipeEngine({ onProgress: (progress) => stillWanted() && report({ phase: 'loading', progress }) });
    const times: number[] = [];
    let face: boolean | null = null;
    let shownFps = -1;
    const onFrame = (frame: FaceFrame) => {
      const now = performance.now();
      times.push(now);
      while (times.length > 0 && times[0]! < now - 1000) times.shift();
      const nose = frame.landmarks?.[NOSE_TIP];
      element.dataset.faceX = nose ? nose.x.toFixed(3) : '';
      element.dataset.faceY = nose ? nose.y.toFixed(3) : '';
      element.dataset.fps = String(times.length);
      element.dataset.processingMs = frame.processingMs.toFixed(1);
      // Re-render only when what the user reads changes: the status, or the fps about once a second.
      if (Boolean(nose) !== face || (times.length !== shownFps && now - (times[0] ?? now) > 900)) {
        face = Boolean(nose);
        shownFps = times.length;
        report({ phase: 'on', face, fps: shownFps });
      }
    };
    const stopTracking = await engine.start(element, onFrame);
    if (stopped) return stopTracking();
    stopEngine = stopTracking;
    if (face === null) report({ phase: 'on', face: false, fps: 0 });
  } catch (error) {
    if (stopped) return;
    console.error('camera check failed', error);
    stop();
    if (stillWanted()) report({ phase: 'error', reason: 'engine' });
  }
}
