// The invitation to follow the product on a social network: shown after 2 s unless dismissed before;
// the dismissal is remembered permanently (spec 000 §4).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@/config/env';
import { hasFlag, setFlag } from '@/storage/store';

export const SOCIAL_PROMPT_DELAY_MS = 2000;
export const SOCIAL_PROMPT_FLAG = 'social-prompt-dismissed';

export function SocialPrompt() {
  const { t } = useTranslation('home');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void hasFlag(SOCIAL_PROMPT_FLAG).then((dismissed) => {
        if (!cancelled && !dismissed) setVisible(true);
      });
    }, SOCIAL_PROMPT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);

  if (!visible) return null;

  function dismiss() {
    setVisible(false);
    void setFlag(SOCIAL_PROMPT_FLAG);
  }

  return (
    <aside className="social-prompt" aria-labelledby="social-prompt-title">
      <h2 id="social-prompt-title">{t('social.title')}</h2>
      <p>{t('social.text')}</p>
      <div className="social-prompt__actions">
        <a className="button button--primary" href={config.instagramUrl} target="_blank" rel="noopener noreferrer" onClick={dismiss}>
          {t('social.follow')}
        </a>
        <button type="button" className="button" onClick={dismiss}>
          {t('social.dismiss')}
        </button>
      </div>
    </aside>
  );
}
