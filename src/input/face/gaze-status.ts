// Eye-gaze calibration in this page: whether the gaze engine has a calibration, whether the one calibration overlay
// is open and its dots run (no gaze pointer meanwhile), and that overlay's claim. Apart from the camera session, so
// the input runtime can ask without loading the camera's code.

/**
 * Whether the page's gaze engine has a calibration (WebGazer's samples live for the page, whichever engine instance
 * recorded them), whether a calibration overlay is open, and whether its dots run (no gaze pointer meanwhile).
 */
export interface GazeCalibrationStatus {
  calibrated: boolean;
  open: boolean;
  dots: boolean;
}

/** The one calibration overlay of the page, held from the request (before the camera is even open) until it ends. */
export interface GazeCalibrationClaim {
  /** Holds it again (an overlay mounting again); ignored once another claim holds the calibration. */
  hold(): void;
  /** The overlay's phase: dots (calibrating, validating) or the score; every calibration dot sampled means calibrated. */
  phase(phase: 'calibrating' | 'validating' | 'scored'): void;
  release(): void;
}

let gazeCalibration: GazeCalibrationStatus = { calibrated: false, open: false, dots: false };
let calibrationHolder: GazeCalibrationClaim | null = null;
const calibrationListeners = new Set<() => void>();

function setGazeCalibration(change: Partial<GazeCalibrationStatus>): void {
  const next = { ...gazeCalibration, ...change };
  if ((Object.keys(next) as (keyof GazeCalibrationStatus)[]).every((key) => next[key] === gazeCalibration[key])) return;
  gazeCalibration = next;
  for (const listener of [...calibrationListeners]) listener();
}

export function getGazeCalibration(): GazeCalibrationStatus {
  return gazeCalibration;
}

export function subscribeGazeCalibration(listener: () => void): () => void {
  calibrationListeners.add(listener);
  return () => calibrationListeners.delete(listener);
}

/** Null while another calibration holds it: two overlays must never feed one engine. */
export function claimGazeCalibration(): GazeCalibrationClaim | null {
  if (calibrationHolder) return null;
  const claim: GazeCalibrationClaim = {
    hold() {
      if (calibrationHolder && calibrationHolder !== claim) return;
      calibrationHolder = claim;
      setGazeCalibration({ open: true });
    },
    phase(phase) {
      if (calibrationHolder !== claim) return;
      setGazeCalibration(phase === 'calibrating' ? { dots: true } : { dots: phase !== 'scored', calibrated: true });
    },
    release() {
      if (calibrationHolder !== claim) return;
      calibrationHolder = null;
      setGazeCalibration({ open: false, dots: false });
    },
  };
  claim.hold();
  return claim;
}

/** The engine's samples were cleared: the gaze is not calibrated any more. */
export function markUncalibrated(): void {
  setGazeCalibration({ calibrated: false });
}
