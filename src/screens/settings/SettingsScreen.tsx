// The settings screen: language and theme in the header, then one section per concern (voice, then input).
// Every choice is saved as soon as it is made.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/app/current-language';
import { pathFor } from '@/app/paths';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { ThemeSwitch } from '@/components/theme/ThemeSwitch';
import { CameraCheck } from './camera/CameraCheck';
import { GazeSection } from './gaze/GazeSection';
import { InputSection } from './input/InputSection';
import { VoiceSection } from './VoiceSection';
import './settings.css';
import { addTexts } from '@/i18n/i18n';
import settingsTexts from '@/i18n/resources/settings';
import inputTexts from '@/i18n/resources/input';

addTexts('settings', settingsTexts);
addTexts('input', inputTexts);

export default function SettingsScreen() {
  const { t } = useTranslation('settings');
  const lang = useLang();
  return (
    <div className="settings">
      <header className="top-bar">
        <Link className="button button--secondary" to={pathFor('home', lang)} data-command="back">
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
      <InputSection />
      <CameraCheck />
      <GazeSection />
    </div>
  );
}
