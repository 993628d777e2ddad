// The calibration overlay on the camera session's gaze engine: the one calibration path of the app (the floating
// camera control and the settings section both open it). It records into the running engine, tells the session
// its phase (the gaze pointer waits while the dots run; every dot sampled means calibrated) and lets go at the end.
import { useEffect } from 'react';
import type { CalibrationScore } from '@machines/gaze-calibration';
import { sessionGazeTarget } from '@/input/face/session';
import { type GazeCalibrationClaim } from '@/input/face/gaze-status';
import { GazeCalibration } from './GazeCalibration';

interface Props {
  /** Held by whoever asked for the calibration; released when the overlay goes away, however it ends. */
  claim: GazeCalibrationClaim;
  /** The score on Done, null when cancelled. */
  onEnd: (score: CalibrationScore | null) => void;
}

export function SessionGazeCalibration({ claim, onEnd }: Props) {
  useEffect(() => {
    claim.hold();
    return () => claim.release();
  }, [claim]);
  return <GazeCalibration engine={sessionGazeTarget} onPhaseChange={claim.phase} onDone={onEnd} onCancel={() => onEnd(null)} />;
}
