// Switches pt/en on any screen: saves the choice and goes to the same screen's path in the other language.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { translatePath } from '@/routes/paths';
import { LANGUAGES, saveLanguage, type Lang } from '@/i18n/language';

export function LanguageSwitch() {
  const lang = useLang();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();

  function choose(to: Lang) {
    saveLanguage(to);
    if (to === lang) return;
    const path = translatePath(location.pathname, to) ?? location.pathname;
    void navigate(path + location.search + location.hash);
  }

  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          className="chip"
          lang={option === 'pt' ? 'pt-BR' : 'en'}
          aria-pressed={option === lang}
          onClick={() => choose(option)}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
