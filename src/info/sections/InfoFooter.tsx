// The page footer: who the product is for, links to the home and contact routes, the symbol-set credits
// (OpenMoji, CC BY-SA 4.0; the figures' online pictograms, ARASAAC, CC BY-NC-SA 4.0; the typing mode's word
// frequencies, OPUS OpenSubtitles 2024, ODC-BY 1.0) and the copyright line
// (spec 000 §2.10).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { pathFor } from '@/routes/paths';
import { SECTION } from '@/info/anchors';
import { Icon } from '@/components/Icon';
import '../info-footer.css';

const AUDIENCE = ['patients', 'families', 'professionals', 'educators'] as const;
const OPENMOJI_URL = 'https://openmoji.org';
const CC_BY_SA_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';
const ARASAAC_URL = 'https://arasaac.org';
const CC_BY_NC_SA_URL = 'https://creativecommons.org/licenses/by-nc-sa/4.0/';
const OPUS_URL = 'https://opus.nlpl.eu/OpenSubtitles/corpus/version/OpenSubtitles';
const ODC_BY_URL = 'https://opendatacommons.org/licenses/by/1-0/';

export function InfoFooter() {
  const { t } = useTranslation('info');
  const lang = useLang();
  const newTab = <span className="visually-hidden"> {t('newTab')}</span>;
  return (
    <footer id={SECTION.footer} className="info-footer">
      <div className="info-footer__inner">
        <div className="info-footer__brand">
          <p className="info-footer__name">
            <Icon emoji="👋" />{' '}
            {t('appName', { ns: 'common' })}
          </p>
          <p>{t('footer.tagline')}</p>
        </div>
        <div>
          <h2 className="info-footer__title">{t('footer.audienceTitle')}</h2>
          <ul className="info-footer__list">
            {AUDIENCE.map((who) => (
              <li key={who}>{t(`footer.audience.${who}`)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="info-footer__title">{t('footer.linksTitle')}</h2>
          <ul className="info-footer__list info-footer__links">
            <li>
              <Link to={pathFor('home', lang)}>{t('footer.home')}</Link>
            </li>
            <li>
              <Link to={pathFor('contact', lang)}>{t('footer.contact')}</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="info-footer__title">{t('footer.creditsTitle')}</h2>
          <p>
            {t('footer.creditsBefore')}{' '}
            <a href={OPENMOJI_URL} target="_blank" rel="noopener noreferrer">
              OpenMoji{newTab}
            </a>
            {t('footer.creditsMiddle')}{' '}
            <a href={CC_BY_SA_URL} target="_blank" rel="noopener noreferrer">
              CC BY-SA 4.0{newTab}
            </a>
            .
          </p>
          <p>
            {t('footer.arasaacBefore')}{' '}
            <a href={ARASAAC_URL} target="_blank" rel="noopener noreferrer">
              ARASAAC{newTab}
            </a>
            {t('footer.arasaacMiddle')}{' '}
            <a href={CC_BY_NC_SA_URL} target="_blank" rel="noopener noreferrer">
              CC BY-NC-SA 4.0{newTab}
            </a>
            .
          </p>
          <p>
            {t('footer.wordsBefore')}{' '}
            <a href={OPUS_URL} target="_blank" rel="noopener noreferrer">
              OPUS OpenSubtitles 2024{newTab}
            </a>
            {t('footer.wordsMiddle')}{' '}
            <a href={ODC_BY_URL} target="_blank" rel="noopener noreferrer">
              ODC-BY 1.0{newTab}
            </a>
            .
          </p>
        </div>
      </div>
      <p className="info-footer__copyright">{t('footer.copyright')}</p>
    </footer>
  );
}
