// The floating camera control on every screen while the profile uses the camera: start (camera and tracking),
// stop, re-centre, loading progress and errors, so a caregiver can always reach the camera. Never silent. In eye
// gaze it also owns the calibration: it opens by itself when gaze tracking starts uncalibrated (a person who has
// only their eyes cannot press anything yet), says why there is no pointer while uncalibrated, and recalibrates.
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { needTexts } from '@/i18n/i18n';
import { getCameraSnapshot, keepCameraAcrossScreens, startCameraAndTracking, startTracking, stopCamera, subscribeCamera, type CameraSnapshot, type TrackingMode } from '@/input/face/session';
import { claimGazeCalibration, getGazeCalibration, subscribeGazeCalibration, type GazeCalibrationClaim } from '@/input/face/gaze-status';
import { useCameraSession } from '@/input/face/use-camera-session';
import { CameraError } from './CameraError';
import { RecentreButton } from './RecentreButton';
import { SessionGazeCalibration } from './SessionGazeCalibration';
import './camera.css';
import { Icon } from '@/components/Icon';
import { inputMark } from '@/input/dom';

needTexts('camera');

export function CameraControl({ mode }: { mode: TrackingMode }) {
  const { t } = useTranslation('camera');
  const session = useCameraSession();
  const progressId = useId();
  useEffect(() => keepCameraAcrossScreens(), []);

  const calibration = useSyncExternalStore(subscribeGazeCalibration, getGazeCalibration, getGazeCalibration);
  const gazeOn = session.tracking === 'on' && session.mode === 'gaze';
  const { claim, open: openCalibration, close: closeCalibration } = useCalibrationOverlay();

  const busy = session.camera === 'opening' || session.tracking === 'loading';
  return (
    // A landmark of its own (complementary): reachable from every screen, outside the screen's main content.
    <aside aria-label={t('control.label')} className="camera-control" data-camera-control data-mode={mode}>
      {(session.camera === 'off' || session.camera === 'error') && (
        <button type="button" className="button" onClick={() => void startCameraAndTracking(mode)}>
          <Icon emoji="📷" />
          {session.camera === 'error' ? t('control.retry') : t('control.start')}
        </button>
      )}
      {busy && (
        <span role="status" className="camera-control__status">
          {session.camera === 'opening' ? (
            t('control.starting')
          ) : (
            <>
              <label htmlFor={progressId}>{t('loading')}</label> <progress id={progressId} max={1} value={session.progress} />
            </>
          )}
        </span>
      )}
      {gazeOn && !calibration.calibrated && (
        <span role="status" className="camera-control__status">
          {t('control.needsCalibration')}
        </span>
      )}
      {session.tracking === 'on' && !session.face && (!gazeOn || calibration.calibrated) && (
        <span role="status" className="camera-control__status">
          {t('noFace')}
        </span>
      )}
      {gazeOn && (
        <button type="button" className="button" aria-disabled={calibration.open} onClick={openCalibration}>
          <Icon emoji="👁️" />
          {t('control.calibrate')}
        </button>
      )}
      {session.camera === 'on' && session.tracking === 'off' && (
        <button type="button" className="button" onClick={() => startTracking(mode)}>
          <Icon emoji="🎯" />
          {t('track')}
        </button>
      )}
      <RecentreButton session={session} />
      {session.camera !== 'off' && session.camera !== 'error' && (
        <button type="button" className="button button--secondary" {...inputMark('dwellSkip')} onClick={stopCamera}>
          <Icon emoji="⏹️" />
          {t('stop')}
        </button>
      )}
      <CameraError error={session.error} className="camera-control__error" />
      {claim && gazeOn && <SessionGazeCalibration claim={claim} onEnd={closeCalibration} />}
    </aside>
  );
}

/**
 * The control's calibration overlay while gaze tracks: opened on request, or by itself each time gaze tracking
 * starts with no calibration in this page — unless another calibration (the settings section's) already holds it.
 */
function useCalibrationOverlay() {
  const [claim, setClaim] = useState<GazeCalibrationClaim | null>(null);
  const open = useCallback(() => {
    const claimed = claimGazeCalibration();
    if (claimed) setClaim(claimed);
  }, []);
  // The overlay lets go of the claim when it unmounts; one that never mounted is let go of here.
  const close = useCallback(() => setClaim((current) => (current?.release(), null)), []);
  useEffect(() => {
    const gazeOn = ({ tracking, mode }: CameraSnapshot) => tracking === 'on' && mode === 'gaze';
    let wasOn = gazeOn(getCameraSnapshot());
    return subscribeCamera(() => {
      const on = gazeOn(getCameraSnapshot());
      const started = on && !wasOn;
      wasOn = on;
      if (started && !getGazeCalibration().calibrated) open();
      if (!on) close(); // tracking stopped under the overlay: it goes
    });
  }, [open, close]);
  return { claim, open, close };
}
