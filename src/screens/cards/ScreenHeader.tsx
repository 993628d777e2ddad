// The top bar of the basic mode and its card pages: back, language, theme and settings (as the inclusive mode's).
// `backIsCommand` says whether Escape follows this back; a screen with an inner back (a category) hands it over.
import { Link } from 'react-router-dom';
import { useLang } from '@/app/current-language';
import { pathFor, type RouteId } from '@/app/paths';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { ThemeSwitch } from '@/components/theme/ThemeSwitch';

interface ScreenHeaderProps {
  backTo: RouteId;
  backLabel: string;
  settingsLabel: string;
  backIsCommand?: boolean;
}

export function ScreenHeader({ backTo, backLabel, settingsLabel, backIsCommand = true }: ScreenHeaderProps) {
  const lang = useLang();
  return (
    <header className="top-bar">
      <Link className="button button--secondary" to={pathFor(backTo, lang)} data-command={backIsCommand ? 'back' : undefined}>
        <span aria-hidden="true">←</span>
        {backLabel}
      </Link>
      <div className="top-bar__actions">
        <LanguageSwitch />
        <ThemeSwitch />
        <Link className="chip" to={pathFor('settings', lang)}>
          <span aria-hidden="true">⚙️</span>
          {settingsLabel}
        </Link>
      </div>
    </header>
  );
}
