// One calibration run from the settings screen: open the camera into the preview, start the gaze engine on it,
// hand the engine to the calibration overlay, and stop both when it ends (the page keeps the calibration).
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Rating } from '@machines/gaze-calibration';
import { openCamera } from '@input-drivers/face/camera';
import { createGazeEngine, type GazeEngine } from '@input-drivers/face/gaze';

export type GazeSectionState =
  | { phase: 'off'; result: { rating: Rating } | 'cancelled' | null }
  | { phase: 'loading'; progress: number }
  | { phase: 'calibrating'; engine: GazeEngine }
  | { phase: 'error'; reason: 'camera' | 'engine' };

/** Starts camera and engine into the video; hands over the stop function as soon as the camera is open. */
async function startGaze(
  element: HTMLVideoElement,
  report: (state: GazeSectionState) => void,
  stillWanted: () => boolean,
  onStop: (stop: () => void) => void,
): Promise<void> {
  const camera = await openCamera();
  if (!camera.ok) {
    if (stillWanted()) report({ phase: 'error', reason: 'camera' });
    return;
  }
  let stopEngine = () => {};
  const stop = () => {
    stopEngine();
    camera.stop();
    element.srcObject = null;
  };
  if (!stillWanted()) return stop();
  onStop(stop);
  element.srcObject = camera.stream;
  try {
    await element.play();
    const engine = createGazeEngine({ onProgress: (progress) => stillWanted() && report({ phase: 'loading', progress }) });
    stopEngine = await engine.start(element, () => {});
    if (stillWanted()) report({ phase: 'calibrating', engine });
    else stop();
  } catch (error) {
    console.error('eye gaze could not start', error);
    stop();
    if (stillWanted()) report({ phase: 'error', reason: 'engine' });
  }
}

export function useGazeCalibration(video: RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState<GazeSectionState>({ phase: 'off', result: null });
  const stopRef = useRef<(() => void) | null>(null);
  const run = useRef(0);
  /** From a press on Calibrate until the calibration ends or fails: another press does nothing. */
  const busy = useRef(false);

  const stop = useCallback(() => {
    run.current += 1;
    stopRef.current?.();
    stopRef.current = null;
    busy.current = false;
  }, []);

  const start = useCallback(async () => {
    const element = video.current;
    if (!element || busy.current) return;
    busy.current = true;
    const id = ++run.current;
    const wanted = () => id === run.current;
    setState({ phase: 'loading', progress: 0 });
    const report = (next: GazeSectionState) => {
      if (!wanted()) return;
      if (next.phase === 'error') stop();
      setState(next);
    };
    await startGaze(element, report, wanted, (stopRun) => (stopRef.current = stopRun));
  }, [video, stop]);

  const finish = useCallback(
    (rating: Rating | null) => {
      stop();
      setState({ phase: 'off', result: rating ? { rating } : 'cancelled' });
    },
    [stop],
  );

  useEffect(() => stop, [stop]);

  return { state, start, finish };
}
