// The top bar of every screen below the start screen: back, language, theme and (except on settings itself) the
// settings link, plus a screen's own controls such as the board toggles. `backIsCommand` says whether Escape
// follows this back (the input runtime follows the one `data-command="back"` of the page); a screen with an inner
// back (an open category, a later step) hands it over.
// On a phone (under 768 px), and on any screen with its own controls (the board toggles of the dynamic and
// constructor modes), the bar is one row, back and an Options button, so the cards come first; the switches open
// below it while Options is pressed, where touch, keys and switches reach them like any other control. Elsewhere
// the switches stand in the bar. The markup is the same at every width; the stylesheet shows one or the other.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { pathFor } from '@/routes/paths';
import { Icon } from '@/components/Icon';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { ThemeSwitch } from '@/components/theme/ThemeSwitch';
import { commandMark } from '@/input/dom';
import './screen-header.css';

interface ScreenHeaderProps {
  /** The start screen (default), or the basic mode for its category pages. */
  backTo?: 'home' | 'basic';
  /** An in-app page to go back to instead (where a page was opened from), named by the plain "Back". */
  backPath?: string;
  backIsCommand?: boolean;
  /** False on the settings screen itself. */
  settingsLink?: boolean;
  /** The screen's own controls, before the language and theme switches. */
  children?: ReactNode;
}

export function ScreenHeader({ backTo = 'home', backPath, backIsCommand = true, settingsLink = true, children }: ScreenHeaderProps) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const withControls = children !== undefined;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  const backLabel = backPath ? t('header.back') : backTo === 'home' ? t('header.backToStart') : t('header.backToBasic');
  // The same markup at every width (a page written at build time is drawn before the width is known): which of the
  // two back texts shows, and whether Options or the switches themselves, is the stylesheet's choice (global.css).
  // On a phone the visible text is the short "Back"; the name still says where to (and begins with what is shown).
  const back = (
    <Link className="button button--secondary" to={backPath ?? pathFor(backTo, lang)} {...(backIsCommand ? commandMark('back') : {})} aria-label={backLabel}>
      <span aria-hidden="true">←</span>
      {backPath ? (
        t('header.back')
      ) : (
        <>
          <span className="screen-header__back-long">{backLabel}</span>
          <span className="screen-header__back-short">{t('header.back')}</span>
        </>
      )}
    </Link>
  );

  return (
    <header className={withControls ? 'screen-header screen-header--controls' : 'screen-header'}>
      <div className="top-bar">
        {back}
        <button
          type="button"
          className="chip screen-header__options"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          {t('header.options')}
        </button>
        <div id={menuId} className={menuOpen ? 'screen-header__menu screen-header__menu--open' : 'screen-header__menu'}>
          {children}
          <LanguageSwitch />
          <ThemeSwitch />
          {settingsLink && (
            <Link className="chip" to={pathFor('settings', lang)}>
              <Icon emoji="⚙️" />
              {t('header.settings')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
