// How it works ('como-funciona'): the spec's four steps in order — touch a card, audio plays, full-screen
// enlargement, effective communication — as a numbered list; then a short guide to setting up the camera hands-free.
import { useTranslation } from 'react-i18next';
import { SECTION } from '@/info/anchors';
import { InfoSection } from './InfoSection';
import { Icon } from '@/components/Icon';

const STEPS = [
  { id: 'touch', emoji: '👆' },
  { id: 'audio', emoji: '🔊' },
  { id: 'fullscreen', emoji: '🔍' },
  { id: 'communicate', emoji: '💬' },
] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('info');
  return (
    <InfoSection id={SECTION.howItWorks} title={t('how.title')} intro={t('how.intro')} tone="tinted">
      <ol className="info-steps">
        {STEPS.map((step, index) => (
          <li key={step.id} className="info-step">
            <span className="info-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="info-step__emoji" aria-hidden="true">
              <Icon emoji={step.emoji} />
            </span>
            <h3 className="info-card__title">{t(`how.steps.${step.id}.title`)}</h3>
            <p className="info-card__text">{t(`how.steps.${step.id}.description`)}</p>
          </li>
        ))}
      </ol>
      <div className="info-note">
        <span className="info-note__emoji" aria-hidden="true">
          <Icon emoji="🙂" />
        </span>
        <div>
          <h3 className="info-card__title">{t('how.handsFreeTitle')}</h3>
          <ol className="info-card__text info-guide">
            {(t('how.handsFree', { returnObjects: true }) as string[]).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
    </InfoSection>
  );
}
