// Switches the language on any screen: saves the choice and goes to the same screen's address in that language. Each
// language is named in itself (its manifest's name), as people look for their own.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { translatePath } from '@/routes/paths';
import { saveLanguage, type Lang } from '@/i18n/language';
import { loadLanguage } from '@/i18n/i18n';
import { MANIFESTS } from '@/languages';

export function LanguageSwitch() {
  const lang = useLang();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef<Lang | null>(null);

  function choose(to: Lang) {
    latest.current = to;
    if (to === lang) {
      saveLanguage(to);
      return;
    }
    const path = translatePath(location.pathname, to) ?? location.pathname;
    // The new language's texts first, so the screen is drawn in it at once (never its keys or a loading text); the
    // choice is kept then, and only the last of two quick choices is followed.
    void loadLanguage(to).then(() => {
      if (latest.current !== to) return;
      saveLanguage(to);
      void navigate(path + location.search + location.hash);
    });
  }

  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {MANIFESTS.map((option) => (
        <button
          key={option.code}
          type="button"
          className="chip"
          lang={option.tag}
          aria-pressed={option.code === lang}
          onClick={() => choose(option.code)}
        >
          {option.name}
        </button>
      ))}
    </div>
  );
}
