// The screen's top bar, as on every mode. Escape follows the one `data-command="back"` on the page: here the
// start screen only on the first step; later steps give it to the flow's own Back button.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/app/current-language';
import { pathFor } from '@/app/paths';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { ThemeSwitch } from '@/components/theme/ThemeSwitch';

export function GuidedHeader({ escapeGoesHome }: { escapeGoesHome: boolean }) {
  const { t } = useTranslation('guided');
  const lang = useLang();
  return (
    <header className="top-bar">
      <Link className="button button--secondary" to={pathFor('home', lang)} data-command={escapeGoesHome ? 'back' : undefined}>
        <span aria-hidden="true">←</span>
        {t('home')}
      </Link>
      <div className="top-bar__actions">
        <LanguageSwitch />
        <ThemeSwitch />
        <Link className="chip" to={pathFor('settings', lang)}>
          <span aria-hidden="true">⚙️</span>
          {t('settings')}
        </Link>
      </div>
    </header>
  );
}
