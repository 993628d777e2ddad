// About us ('sobre'): how the product began (help for the author's father after a stroke, reviewed by speech
// therapists), then mission, values and vision.
import { useTranslation } from 'react-i18next';
import { SECTION } from '@/info/anchors';
import { InfoSection } from './InfoSection';

const VALUES = ['access', 'free', 'dignity', 'care'] as const;

export function AboutSection() {
  const { t } = useTranslation('info');
  return (
    <InfoSection id={SECTION.about} title={t('about.title')} tone="tinted">
      <div className="info-about">
        <div className="info-about__story">
          <h3 className="info-card__title">{t('about.storyTitle')}</h3>
          <p>{t('about.story.first')}</p>
          <p>{t('about.story.second')}</p>
        </div>
        <div className="info-about__pillars">
          <div className="info-card">
            <h3 className="info-card__title">{t('about.missionTitle')}</h3>
            <p className="info-card__text">{t('about.mission')}</p>
          </div>
          <div className="info-card">
            <h3 className="info-card__title">{t('about.valuesTitle')}</h3>
            <ul className="info-values">
              {VALUES.map((value) => (
                <li key={value}>{t(`about.values.${value}`)}</li>
              ))}
            </ul>
          </div>
          <div className="info-card">
            <h3 className="info-card__title">{t('about.visionTitle')}</h3>
            <p className="info-card__text">{t('about.vision')}</p>
          </div>
        </div>
      </div>
    </InfoSection>
  );
}
