// The top bar of every screen below the start screen: back, language, theme and (except on settings itself) the
// settings link, plus a screen's own controls such as the board toggles. `backIsCommand` says whether Escape
// follows this back (the input runtime follows the one `data-command="back"` of the page); a screen with an inner
// back (an open category, a later step) hands it over.
// On a phone (under 768 px), and on any screen with its own controls (the board toggles of the dynamic and
// constructor modes), the bar is one row, back and an Options button, so the cards come first; the switches open
// below it while Options is pressed, where touch, keys and switches reach them like any other control.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { pathFor } from '@/routes/paths';
import { useIsMobile } from '@/components/use-is-mobile';
import { Icon } from '@/components/Icon';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { ThemeSwitch } from '@/components/theme/ThemeSwitch';
import { commandMark } from '@/input/dom';

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
  const isMobile = useIsMobile();
  const compact = isMobile || children !== undefined;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  const backLabel = backPath ? t('header.back') : backTo === 'home' ? t('header.backToStart') : t('header.backToBasic');
  // On a phone the visible text is the short "Back"; the name still says where to (and begins with what is shown).
  const back = (
    <Link
      className="button button--secondary"
      to={backPath ?? pathFor(backTo, lang)}
      {...(backIsCommand ? commandMark('back') : {})}
      aria-label={isMobile && !backPath ? backLabel : undefined}
    >
      <span aria-hidden="true">←</span>
      {isMobile || backPath ? t('header.back') : backLabel}
    </Link>
  );
  const actions = (
    <>
      {children}
      <LanguageSwitch />
      <ThemeSwitch />
      {settingsLink && (
        <Link className="chip" to={pathFor('settings', lang)}>
          <Icon emoji="⚙️" />
          {t('header.settings')}
        </Link>
      )}
    </>
  );

  if (!compact) {
    return (
      <header className="top-bar">
        {back}
        <div className="top-bar__actions">{actions}</div>
      </header>
    );
  }
  return (
    <header>
      <div className="top-bar top-bar--compact">
        {back}
        <button
          type="button"
          className="chip"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          {t('header.options')}
        </button>
      </div>
      <div id={menuId} className="top-bar__menu" hidden={!menuOpen}>
        {actions}
      </div>
    </header>
  );
}
