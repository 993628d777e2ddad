// One calibration run from the settings screen, through the page's camera session (the same engine the gaze
// pointer uses, so what is calibrated here is what points): camera on, gaze tracking on, the calibration overlay
// while it tracks; at the end the camera keeps tracking gaze only if the profile uses gaze, else it goes back to
// how it was (off, or tracking the face for the head pointer).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Rating } from '@machines/gaze-calibration';
import { getCameraSnapshot, startCamera, startTracking, stopCamera, stopTracking, type CameraSnapshot } from '@/input/face/session';
import { claimGazeCalibration, type GazeCalibrationClaim } from '@/input/face/gaze-status';
import { useCameraSession } from '@/input/face/use-camera-session';
import { loadProfile } from '@/input/profile/store';

export type GazeSectionState =
  | { phase: 'off'; result: { rating: Rating } | 'cancelled' | null }
  /** Camera opening, then the gaze engine loading. */
  | { phase: 'starting' }
  | { phase: 'calibrating'; claim: GazeCalibrationClaim }
  | { phase: 'error'; reason: 'camera' | 'engine' };

/** The camera as it was before the calibration; gaze tracking stays on if the profile points with the eyes. */
async function restore(before: CameraSnapshot): Promise<void> {
  const profile = await loadProfile().catch(() => null);
  if (profile?.camera.method === 'gaze') return;
  if (before.camera !== 'on') return stopCamera();
  const now = getCameraSnapshot();
  if (before.tracking === 'off') return stopTracking();
  if (now.tracking === 'off' || now.mode !== before.mode) {
    stopTracking();
    startTracking(before.mode);
  }
}

export function useGazeCalibration() {
  const session = useCameraSession();
  const [state, setState] = useState<GazeSectionState>({ phase: 'off', result: null });
  /** The claim from a press on Calibrate until the run ends: another press does nothing meanwhile. */
  const run = useRef<{ claim: GazeCalibrationClaim; before: CameraSnapshot; tracking: boolean } | null>(null);

  const end = useCallback((next: GazeSectionState) => {
    const current = run.current;
    if (!current) return;
    run.current = null;
    current.claim.release();
    setState(next);
    void restore(current.before);
  }, []);

  const start = useCallback(async () => {
    if (run.current) return;
    const claim = claimGazeCalibration();
    if (!claim) return;
    const current = { claim, before: getCameraSnapshot(), tracking: false };
    run.current = current;
    setState({ phase: 'starting' });
    await startCamera();
    if (run.current !== current) return;
    const camera = getCameraSnapshot();
    if (camera.camera !== 'on') return end({ phase: 'error', reason: 'camera' });
    if (camera.tracking !== 'off' && camera.mode !== 'gaze') stopTracking();
    startTracking('gaze'); // ignored while gaze already tracks
    current.tracking = true;
    setState({ phase: 'starting' }); // the session is read again from here
  }, [end]);

  // The session decides when the overlay can show: gaze tracking on. Losing it ends the run with the reason. An
  // error left from before counts only once this run has asked for tracking (which clears it).
  useEffect(() => {
    if (!run.current?.tracking) return;
    const gazeOn = session.tracking === 'on' && session.mode === 'gaze';
    if (state.phase === 'starting' && gazeOn) setState({ phase: 'calibrating', claim: run.current.claim });
    else if (session.camera === 'error' || (state.phase === 'calibrating' && session.camera !== 'on')) end({ phase: 'error', reason: 'camera' });
    else if (session.error === 'engine') end({ phase: 'error', reason: 'engine' });
    else if (state.phase === 'calibrating' && !gazeOn) end({ phase: 'off', result: 'cancelled' });
  }, [session, state, end]);

  const finish = useCallback((rating: Rating | null) => end({ phase: 'off', result: rating ? { rating } : 'cancelled' }), [end]);

  // Leaving the screen mid-run ends it too.
  useEffect(() => () => end({ phase: 'off', result: null }), [end]);

  return { state, session, start, finish };
}
