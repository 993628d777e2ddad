// The settings screen: language and theme in the header, then one section per concern (voice, then input).
// Every choice is saved as soon as it is made.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLang } from '@/i18n/current-language';
import { pathFor } from '@/routes/paths';
import { Icon } from '@/components/Icon';
import { ScreenHeader } from '@/components/ScreenHeader';
import { KeepSection } from '@/boards/backup/KeepSection';
import { LockGate } from '@/lock/LockGate';
import { LockSection } from '@/lock/LockSection';
import { SettingsSection } from '@/components/SettingsSection';
import { CameraCheck } from './camera/CameraCheck';
import { GazeSection } from './gaze/GazeSection';
import { InputSection } from './input/InputSection';
import { VoiceSection } from './VoiceSection';
import './settings.css';
import { needTexts } from '@/i18n/i18n';

needTexts('settings');
needTexts('input');

export default function SettingsScreen() {
  const { t } = useTranslation('settings');
  return (
    <LockGate screen={t('title')}>
      <SettingsContent />
    </LockGate>
  );
}

function SettingsContent() {
  const { t } = useTranslation('settings');
  const lang = useLang();
  return (
    <div className="page settings">
      <ScreenHeader settingsLink={false} />
      <h1 className="settings__title">{t('title')}</h1>
      <VoiceSection />
      <InputSection />
      <CameraCheck />
      <GazeSection />
      <SettingsSection title={t('boards.title')} intro={t('boards.intro')}>
        <Link className="button button--secondary" to={pathFor('boards', lang)}>
          <Icon emoji="🗂️" />
          {t('boards.link')}
        </Link>
      </SettingsSection>
      <LockSection />
      <KeepSection />
    </div>
  );
}
