// The settings screen's eye-gaze section: calibrate the gaze of the page's camera session (camera on, gaze
// tracking on, the calibration overlay), with a mirrored preview while it runs, the result afterwards, and the
// spec's error for the camera.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionGazeCalibration } from '@/components/camera/SessionGazeCalibration';
import { needTexts } from '@/i18n/i18n';
import { SettingsSection } from '@/components/SettingsSection';
import { useGazeCalibration } from './use-gaze-calibration';
import './gaze-section.css';

needTexts('gaze');

export function GazeSection() {
  const { t } = useTranslation('gaze');
  const video = useRef<HTMLVideoElement>(null);
  const { state, session, start, finish } = useGazeCalibration();
  const running = state.phase === 'starting' || state.phase === 'calibrating';
  const stream = running ? session.stream : null;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    if (stream) element.play().catch(() => {}); // a preview that cannot autoplay stays still; tracking is unaffected
  }, [stream]);

  return (
    <SettingsSection title={t('section.title')} intro={t('section.intro')}>
      <div className="gaze-section__actions">
        <button type="button" className="button" aria-disabled={running} onClick={() => void start()}>
          {t('section.calibrate')}
        </button>
      </div>
      <video ref={video} className="gaze-section__preview" hidden={!stream} aria-label={t('section.preview')} muted playsInline />
      <div role="status" className="gaze-section__status">
        {state.phase === 'starting' && (
          <>
            <label htmlFor="gaze-section-progress">{t('section.loading')}</label>
            <progress id="gaze-section-progress" max={1} value={session.tracking === 'loading' ? session.progress : 0} />
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
      {state.phase === 'calibrating' && <SessionGazeCalibration claim={state.claim} onEnd={(score) => finish(score?.rating ?? null)} />}
    </SettingsSection>
  );
}
