// The floating camera control on every screen while the profile uses the camera: start (camera and tracking),
// stop, re-centre, loading progress and errors, so a caregiver can always reach the camera. Never silent.
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addTexts } from '@/i18n/i18n';
import cameraTexts from '@/i18n/resources/camera';
import {
  keepCameraAcrossScreens,
  recentrePointer,
  startCameraAndTracking,
  startTracking,
  stopCamera,
  type TrackingMode,
} from '@/input/face/session';
import { useCameraSession } from '@/input/face/use-camera-session';
import { CameraError } from './CameraError';
import './camera.css';

addTexts('camera', cameraTexts);

export function CameraControl({ mode }: { mode: TrackingMode }) {
  const { t } = useTranslation('camera');
  const session = useCameraSession();
  const progressId = useId();
  useEffect(() => keepCameraAcrossScreens(), []);

  const busy = session.camera === 'opening' || session.tracking === 'loading';
  return (
    // A landmark of its own (complementary): reachable from every screen, outside the screen's main content.
    <aside aria-label={t('control.label')} className="camera-control" data-camera-control>
      {(session.camera === 'off' || session.camera === 'error') && (
        <button type="button" className="button" onClick={() => void startCameraAndTracking(mode)}>
          <span aria-hidden="true">📷</span>
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
      {session.tracking === 'on' && !session.face && (
        <span role="status" className="camera-control__status">
          {t('noFace')}
        </span>
      )}
      {session.camera === 'on' && session.tracking === 'off' && (
        <button type="button" className="button" onClick={() => startTracking(mode)}>
          <span aria-hidden="true">🎯</span>
          {t('track')}
        </button>
      )}
      {session.tracking === 'on' && session.mode === 'face' && (
        <button type="button" className="button button--secondary" onClick={recentrePointer}>
          <span aria-hidden="true">⊕</span>
          {t('recentre')}
        </button>
      )}
      {session.camera !== 'off' && session.camera !== 'error' && (
        <button type="button" className="button button--secondary" onClick={stopCamera}>
          <span aria-hidden="true">⏹️</span>
          {t('stop')}
        </button>
      )}
      <CameraError error={session.error} className="camera-control__error" />
    </aside>
  );
}
