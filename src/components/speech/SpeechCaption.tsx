// The caption of what is being spoken (large, above everything, taps pass through it) and the visible message
// when no sound could be made, in the user's language. Mounted once by the app shell.
import { createPortal } from 'react-dom';
import { useInBrowser } from '@/components/use-in-browser';
import { useTranslation } from 'react-i18next';
import { retryAfterUnlock } from '@/speech/speech';
import type { SpeechFailure } from '@/speech/types';
import { useSpeechStatus } from './use-speech-status';
import './speech-caption.css';
import { Icon } from '@/components/Icon';
import { tagOf } from '@/i18n/language';

const FAILURE_TEXT = {
  'autoplay-blocked': 'failure.autoplayBlocked',
  'no-audio-output': 'failure.noAudioOutput',
  'offline-voice-failed': 'failure.offlineVoiceFailed',
  'no-provider': 'failure.noProvider',
} as const satisfies Record<SpeechFailure, string>;

export function SpeechCaption() {
  const { t } = useTranslation('speech');
  const { caption, problem, dismissProblem } = useSpeechStatus();
  // Into <body>, so only in the browser: a page written at build time gets it once the app has taken it over.
  const inBrowser = useInBrowser();

  function unlock() {
    dismissProblem();
    retryAfterUnlock();
  }

  if (!inBrowser) return null;
  return createPortal(
    <div className="speech-layer">
      <div className="speech-caption-live" aria-live="polite">
        {caption && (
          <p
            key={caption.id}
            className={`speech-caption speech-caption--${caption.phase}`}
            data-provider={caption.provider ?? undefined}
            lang={tagOf(caption.lang)}
          >
            {caption.text}
            {caption.phase === 'preparing' && <span className="speech-caption__preparing">{t('preparing')}</span>}
          </p>
        )}
      </div>
      <div className="speech-problem-live" role="alert">
        {problem && (
          <div className="speech-problem" data-failure={problem.failure}>
            {problem.failure === 'autoplay-blocked' || problem.failure === 'no-audio-output' ? (
              <button type="button" className="button button--primary speech-problem__action" onClick={unlock}>
                <Icon emoji="🔊" />
                {t(FAILURE_TEXT[problem.failure])}
              </button>
            ) : (
              <p className="speech-problem__text">
                <Icon emoji="🔇" />{' '}
                {t(FAILURE_TEXT[problem.failure])}
              </p>
            )}
            <button type="button" className="speech-problem__close" aria-label={t('close')} onClick={dismissProblem}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
