// The call to action after the contact section: start using the product now, or get in touch.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { pathFor } from '@/routes/paths';
import { SECTION } from '@/info/anchors';

export function CallToActionSection() {
  const { t } = useTranslation('info');
  const lang = useLang();
  return (
    <section id={SECTION.callToAction} className="info-cta" aria-labelledby="comecar-title">
      <div className="info-cta__inner">
        <h2 id="comecar-title" className="info-section__title">
          {t('cta.title')}
        </h2>
        <p className="info-cta__text">{t('cta.text')}</p>
        <div className="info-hero__actions">
          <Link className="button button--primary" to={pathFor('home', lang)}>
            {t('cta.start')}
          </Link>
          <a className="button button--secondary" href={`#${SECTION.contact}`}>
            {t('cta.contact')}
          </a>
        </div>
      </div>
    </section>
  );
}
