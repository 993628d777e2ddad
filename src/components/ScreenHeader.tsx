// The top bar of every screen below the start screen: back, language, theme and (except on settings itself) the
// settings link, plus a screen's own controls such as the board toggles. `backIsCommand` says whether Escape
// follows this back (the input runtime follows the one `data-command="back"` of the page); a screen with an inner
// back (an open category, a later step) hands it over.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/app/current-language';
import { pathFor } from '@/app/paths';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { ThemeSwitch } from '@/components/theme/ThemeSwitch';

interface ScreenHeaderProps {
  /** The start screen (default), or the basic mode for its category pages. */
  backTo?: 'home' | 'basic';
  backIsCommand?: boolean;
  /** False on the settings screen itself. */
  settingsLink?: boolean;
  /** The screen's own controls, before the language and theme switches. */
  children?: ReactNode;
}

export function ScreenHeader({ backTo = 'home', backIsCommand = true, settingsLink = true, children }: ScreenHeaderProps) {
  const { t } = useTranslation('common');
  const lang = useLang();
  return (
    <header className="top-bar">
      <Link className="button button--secondary" to={pathFor(backTo, lang)} data-command={backIsCommand ? 'back' : undefined}>
        <span aria-hidden="true">←</span>
        {backTo === 'home' ? t('header.backToStart') : t('header.backToBasic')}
      </Link>
      <div className="top-bar__actions">
        {children}
        <LanguageSwitch />
        <ThemeSwitch />
        {settingsLink && (
          <Link className="chip" to={pathFor('settings', lang)}>
            <span aria-hidden="true">⚙️</span>
            {t('header.settings')}
          </Link>
        )}
      </div>
    </header>
  );
}
