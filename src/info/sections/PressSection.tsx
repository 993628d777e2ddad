// Press ('midia'): the two articles, each title a link that opens the outlet in a new tab (spec 000 §7 Browser).
// Addresses live in ../press.ts so they can be replaced without touching markup.
import { useTranslation } from 'react-i18next';
import { SECTION } from '@/info/anchors';
import { PRESS_ARTICLES } from '@/info/press';
import { InfoSection } from './InfoSection';

export function PressSection() {
  const { t } = useTranslation('info');
  return (
    <InfoSection id={SECTION.press} title={t('press.title')} intro={t('press.intro')}>
      <ul className="info-grid info-grid--wide">
        {PRESS_ARTICLES.map((article) => (
          <li key={article.id} className="info-card info-press">
            <p className="info-press__outlet">{t(`press.items.${article.id}.outlet`)}</p>
            <h3 className="info-card__title">
              <a href={article.url} target="_blank" rel="noopener noreferrer">
                {t(`press.items.${article.id}.title`)}
                <span className="visually-hidden"> {t('newTab')}</span>
                <span className="info-press__external" aria-hidden="true">
                  {' '}↗
                </span>
              </a>
            </h3>
            <p className="info-card__text">{t(`press.items.${article.id}.summary`)}</p>
          </li>
        ))}
      </ul>
    </InfoSection>
  );
}
