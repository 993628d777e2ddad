// The hero ('inicio'): the page's only h1, the subtitle, the product claims (6 modes, 100% accessible, free)
// and the start button to the home route.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { pathFor } from '@/routes/paths';
import { SECTION } from '@/info/anchors';

const CLAIMS = ['modes', 'accessible', 'free'] as const;

export function HeroSection() {
  const { t } = useTranslation('info');
  const lang = useLang();
  return (
    <section id={SECTION.start} className="info-hero" aria-labelledby="inicio-title">
      <div className="info-hero__inner">
        <p className="info-hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="inicio-title" className="info-hero__title">
          {t('hero.title')}
        </h1>
        <p className="info-hero__subtitle">{t('hero.subtitle')}</p>
        <div className="info-hero__actions">
          <Link className="button button--primary info-hero__start" to={pathFor('home', lang)}>
            {t('hero.start')}
          </Link>
          <a className="button button--secondary" href={`#${SECTION.howItWorks}`}>
            {t('hero.howItWorks')}
          </a>
        </div>
        <ul className="info-claims" aria-label={t('hero.claimsLabel')}>
          {CLAIMS.map((claim) => (
            <li key={claim} className="info-claims__item">
              <strong className="info-claims__value">{t(`hero.claims.${claim}.value`)}</strong>
              <span className="info-claims__label">{t(`hero.claims.${claim}.label`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
