// The settings screen's camera check: start the camera, see the mirrored preview and whether the face is found
// (and how many frames a second are tracked), stop it; the spec's red error when the camera cannot be opened.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addTexts } from '@/i18n/i18n';
import cameraTexts from '@/i18n/resources/camera';
import { SettingsSection } from '../SettingsSection';
import { useCameraCheck } from './use-camera-check';
import './camera-check.css';

addTexts('camera', cameraTexts);

export function CameraCheck() {
  const { t } = useTranslation('camera');
  const video = useRef<HTMLVideoElement>(null);
  const { state, start, stop } = useCameraCheck(video);
  const running = state.phase === 'loading' || state.phase === 'on';

  return (
    <SettingsSection title={t('title')} intro={t('intro')}>
      <div className="camera-check__actions">
        {running ? (
          <button type="button" className="button button--secondary" onClick={stop}>
            {t('stop')}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void start()}>
            {t('start')}
          </button>
        )}
      </div>
      <video
        ref={video}
        className="camera-check__preview"
        hidden={!running}
        aria-label={t('preview')}
        data-testid="camera-preview"
        muted
        playsInline
      />
      <div role="status" className="camera-check__status">
        {state.phase === 'off' && t('off')}
        {state.phase === 'loading' && (
          <>
            <label htmlFor="camera-check-progress">{t('loading')}</label>
            <progress id="camera-check-progress" max={1} value={state.progress} />
          </>
        )}
        {state.phase === 'on' && (
          <>
            <strong>{state.face ? t('face') : t('noFace')}</strong> <span>{t('fps', { fps: state.fps })}</span>
          </>
        )}
      </div>
      {state.phase === 'error' && (
        <p role="alert" className="camera-check__error">
          {t('error')}
        </p>
      )}
    </SettingsSection>
  );
}
