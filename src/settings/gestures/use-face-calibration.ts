// "Calibrate my face": three seconds of the face at rest (the camera session's frames), then machines/face-gestures
// calibrate() sets every threshold just above them and the resting head becomes the centre of turns and tilts.
// A face out of view changes nothing and says so.
import { useCallback, useEffect, useRef, useState } from 'react';
import { calibrate, CALIBRATION_MS, withThresholds, type GestureFrame } from '@machines/face-gestures';
import { subscribeFaceFrames } from '@/input/face/session';
import type { ProfileDraft } from '@/settings/input/use-profile-draft';

export type CalibrationResult = 'done' | 'noFace';

export function useFaceCalibration(form: ProfileDraft) {
  const [seconds, setSeconds] = useState<number | null>(null);
  const [result, setResult] = useState<CalibrationResult | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const update = useRef(form.update);
  useEffect(() => {
    update.current = form.update;
  });
  useEffect(() => () => stop.current?.(), []);

  const start = useCallback(() => {
    stop.current?.();
    const frames: GestureFrame[] = [];
    const unsubscribe = subscribeFaceFrames((frame) => frames.push({ at: frame.at, blendshapes: frame.blendshapes ?? null, pose: frame.pose ?? null }));
    const began = performance.now();
    setResult(null);
    setSeconds(Math.ceil(CALIBRATION_MS / 1000));
    const tick = setInterval(() => setSeconds(Math.max(1, Math.ceil((CALIBRATION_MS - (performance.now() - began)) / 1000))), 250);
    const done = setTimeout(() => {
      finish();
      const calibration = calibrate(frames);
      setResult(calibration.ok ? 'done' : 'noFace');
      if (!calibration.ok) return;
      update.current((profile) => ({
        ...profile,
        camera: { ...profile.camera, gestures: withThresholds(profile.camera.gestures, calibration.thresholds), restPose: calibration.rest },
      }));
    }, CALIBRATION_MS);
    function finish() {
      unsubscribe();
      clearInterval(tick);
      clearTimeout(done);
      stop.current = null;
      setSeconds(null);
    }
    stop.current = finish;
  }, []);

  return { seconds, result, start };
}
