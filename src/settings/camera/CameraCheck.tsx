// The settings screen's camera check: the shared camera panel, to see whether the camera finds the face and
// how well it is followed before using the head pointer or blinks. The pointer it shows presses nothing here.
import { useTranslation } from 'react-i18next';
import { CameraPanel } from '@/components/camera/CameraPanel';
import { SettingsSection } from '@/components/SettingsSection';

export function CameraCheck() {
  const { t } = useTranslation('camera');
  return (
    <SettingsSection title={t('title')} intro={t('intro')}>
      <CameraPanel id="settings-camera" previewOnly />
    </SettingsSection>
  );
}
