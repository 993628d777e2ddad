// The camera panel (spec 001 §2, §4, §8): Start/Stop Camera, Activate/Stop Tracking only while the camera is on,
// a mirrored live preview or the hint to start, the model's loading progress, face found or not, Re-centre while
// the head pointer tracks, and the spec's red error when the camera is refused or missing. One session per page.
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NOSE_TIP } from '@input-drivers/face/engine';
import { needTexts } from '@/i18n/i18n';
import { cameraKeptAcrossScreens, holdPointerPreview, startCamera, startTracking, stopCamera, stopTracking, subscribeFaceFrames } from '@/input/face/session';
import { getGazeCalibration, subscribeGazeCalibration } from '@/input/face/gaze-status';
import { useCameraSession } from '@/input/face/use-camera-session';
import { CameraError } from './CameraError';
import { RecentreButton } from './RecentreButton';
import './camera.css';
import { SymbolView } from '@/components/card/SymbolView';
import { Icon } from '@/components/Icon';
import { inputMark } from '@/input/dom';

needTexts('camera');

/** previewOnly: a camera check — tracking started here shows the pointer but presses nothing (unless the profile points with the camera). */
export function CameraPanel({ id, heading, previewOnly = false }: { id?: string; heading?: ReactNode; previewOnly?: boolean }) {
  const { t } = useTranslation('camera');
  const session = useCameraSession();
  const calibration = useSyncExternalStore(subscribeGazeCalibration, getGazeCalibration, getGazeCalibration);
  const progressId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const fps = useFaceReadout(video, session.tracking === 'on');
  const cameraOn = session.camera === 'on';
  const running = cameraOn || session.camera === 'opening';
  const tracking = session.tracking !== 'off';

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = session.stream;
    if (session.stream) element.play().catch(() => {}); // a preview that cannot autoplay stays still; tracking is unaffected
  }, [session.stream]);

  useEffect(() => (previewOnly ? holdPointerPreview() : undefined), [previewOnly]);

  // Leaving the screen stops a camera that nothing else on the next screen could stop.
  useEffect(() => () => void (cameraKeptAcrossScreens() || stopCamera()), []);

  return (
    <div className="camera-panel" id={id}>
      {heading}
      <div className="camera-panel__actions">
        <button
          type="button"
          className={running ? 'button button--secondary' : 'button'}
          {...(running ? inputMark('dwellSkip') : {})}
          onClick={() => (running ? stopCamera() : void startCamera())}
        >
          <Icon emoji={running ? '⏹️' : '📷'} />
          {running ? t('stop') : t('start')}
        </button>
        <button
          type="button"
          className={tracking ? 'button button--secondary' : 'button'}
          disabled={!cameraOn}
          {...(tracking ? inputMark('dwellSkip') : {})}
          onClick={() => (tracking ? stopTracking() : startTracking('face'))}
        >
          <Icon emoji={tracking ? '⏸️' : '🎯'} />
          {tracking ? t('untrack') : t('track')}
        </button>
        <RecentreButton session={session} />
      </div>
      <div className="camera-panel__view">
        <video ref={video} className="camera-panel__preview" hidden={!cameraOn} aria-label={t('preview')} data-testid="camera-preview" muted playsInline />
        {!cameraOn && (
          <p className="camera-panel__placeholder" aria-hidden="true">
            <SymbolView symbol="📷" className="camera-panel__placeholder-symbol" />
          </p>
        )}
      </div>
      <div role="status" className="camera-panel__status">
        {session.camera === 'off' && t('hint')}
        {session.camera === 'opening' && t('opening')}
        {cameraOn && session.tracking === 'off' && t('ready')}
        {session.tracking === 'loading' && (
          <>
            <label htmlFor={progressId}>{t('loading')}</label>
            <progress id={progressId} max={1} value={session.progress} />
          </>
        )}
        {session.tracking === 'on' && session.mode === 'gaze' && !calibration.calibrated && <strong>{t('control.needsCalibration')}</strong>}
        {session.tracking === 'on' && (session.mode === 'face' || calibration.calibrated) && (
          <>
            <strong>{session.face ? t('face') : t('noFace')}</strong> <span>{t('fps', { fps })}</span>
            {session.view && (
              <strong className="camera-panel__advice">
                {session.view === 'dark' ? t('tooDark') : t('tooFar')}
              </strong>
            )}
          </>
        )}
      </div>
      <CameraError error={session.error} className="camera-panel__error" />
    </div>
  );
}

/**
 * Writes the nose position, frame rate and engine time of each frame onto the preview's data attributes (for
 * checks and tests, without re-rendering) and returns the frame rate, updated about once a second.
 */
function useFaceReadout(video: RefObject<HTMLVideoElement | null>, tracking: boolean): number {
  const [fps, setFps] = useState(0);
  useEffect(() => {
    if (!tracking) return;
    const times: number[] = [];
    let shownAt = 0;
    const unsubscribe = subscribeFaceFrames((frame) => {
      const element = video.current;
      const now = performance.now();
      times.push(now);
      while (times.length > 0 && times[0]! < now - 1000) times.shift();
      if (element) {
        const nose = frame.landmarks?.[NOSE_TIP];
        element.dataset.faceX = nose ? nose.x.toFixed(3) : '';
        element.dataset.faceY = nose ? nose.y.toFixed(3) : '';
        element.dataset.fps = String(times.length);
        element.dataset.processingMs = frame.processingMs.toFixed(1);
      }
      if (now - shownAt > 1000) {
        shownAt = now;
        setFps(times.length);
      }
    });
    const element = video.current;
    return () => {
      unsubscribe();
      setFps(0);
      if (element) for (const name of ['faceX', 'faceY', 'fps', 'processingMs']) delete element.dataset[name];
    };
  }, [video, tracking]);
  return fps;
}
