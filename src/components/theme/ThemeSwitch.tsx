// Light / dark / system buttons; the pressed one is the current choice, saved for the next visit.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMES, getTheme, setTheme, subscribeTheme } from './theme';
import './theme-switch.css';

/** A page written at build time shows the system's theme pressed; the device's choice follows once the app runs. */
const systemTheme = () => 'system' as const;

export function ThemeSwitch() {
  const { t } = useTranslation('common');
  const theme = useSyncExternalStore(subscribeTheme, getTheme, systemTheme);
  return (
    <div className="theme-switch" role="group" aria-label={t('theme.label')}>
      {THEMES.map((option) => (
        <button key={option} type="button" className="chip" aria-pressed={option === theme} onClick={() => void setTheme(option)}>
          {t(`theme.${option}`)}
        </button>
      ))}
    </div>
  );
}
