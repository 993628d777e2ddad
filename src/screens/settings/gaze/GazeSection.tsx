// The settings screen's eye-gaze section: calibrate the gaze (camera on, WebGazer loaded, the calibration
// overlay), with a mirrored preview while it runs, the result afterwards, and the spec's error for the camera.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GazeCalibration } from '@/components/camera/GazeCalibration';
import { addTexts } from '@/i18n/i18n';
import gazeTexts from '@/i18n/resources/gaze';
import { SettingsSection } from '../SettingsSection';
import { useGazeCalibration } from './use-gaze-calibration';
import './gaze-section.css';

addTexts('gaze', gazeTexts);

export function GazeSection() {
  const { t } = useTranslation('gaze');
  const video = useRef<HTMLVideoElement>(null);
  const { state, start, finish } = useGazeCalibration(video);
  const running = state.phase === 'loading' || state.phase === 'calibrating';

  return (
    <SettingsSection title={t('section.title')} intro={t('section.intro')}>
      <div className="gaze-section__actions">
        <button type="button" className="button" aria-disabled={running} onClick={() => void start()}>
          {t('section.calibrate')}
        </button>
      </div>
      <video ref={video} className="gaze-section__preview" hidden={!running} aria-label={t('section.preview')} muted playsInline />
      <div role="status" className="gaze-section__status">
        {state.phase === 'loading' && (
          <>
            <label htmlFor="gaze-section-progress">{t('section.loading')}</label>
            <progress id="gaze-section-progress" max={1} value={state.progress} />
          </>
        )}
        {state.phase === 'off' && state.result === 'cancelled' && t('section.cancelled')}
        {state.phase === 'off' && state.result && state.result !== 'cancelled' && (
          <strong>{t('section.calibrated', { rating: t(`calibration.rating.${state.result.rating}`) })}</strong>
        )}
      </div>
      {state.phase === 'error' && (
        <p role="alert" className="gaze-section__error">
          {state.reason === 'camera' ? t('section.error') : t('section.engineError')}
        </p>
      )}
      {state.phase === 'calibrating' && (
        <GazeCalibration engine={state.engine} onDone={(score) => finish(score.rating)} onCancel={() => finish(null)} />
      )}
    </SettingsSection>
  );
}
