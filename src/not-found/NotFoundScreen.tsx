import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { pathFor } from '@/routes/paths';
import './not-found.css';

export function NotFoundScreen() {
  const { t } = useTranslation('notFound');
  const lang = useLang();
  return (
    <div className="not-found">
      <p className="not-found__code" aria-hidden="true">{t('code')}</p>
      <h1>
        <span className="visually-hidden">{t('code')} — </span>
        {t('title')}
      </h1>
      <Link className="button button--primary" to={pathFor('home', lang)}>
        {t('returnHome')}
      </Link>
    </div>
  );
}
