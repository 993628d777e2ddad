// The settings screen: language and theme in the header, then one section per concern (voice now; the input
// profile comes in a later issue as its own section). Every choice is saved as soon as it is made.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/app/current-language';
import { pathFor } from '@/app/paths';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { ThemeSwitch } from '@/components/theme/ThemeSwitch';
import { VoiceSection } from './VoiceSection';
import './settings.css';

export default function SettingsScreen() {
  const { t } = useTranslation('settings');
  const lang = useLang();
  return (
    <div className="settings">
      <header className="top-bar">
        <Link className="button button--secondary" to={pathFor('home', lang)}>
          <span aria-hidden="true">←</span>
          {t('back')}
        </Link>
        <div className="top-bar__actions">
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </header>
      <h1 className="settings__title">{t('title')}</h1>
      <VoiceSection />
    </div>
  );
}
