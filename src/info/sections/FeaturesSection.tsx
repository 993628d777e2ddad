// Features ('recursos'): what every mode shares — voice, full screen, access methods, offline, reading comfort, free.
import { useTranslation } from 'react-i18next';
import { SECTION } from '@/info/anchors';
import { InfoCardGrid, InfoSection } from './InfoSection';

const FEATURES = [
  { id: 'voice', emoji: '🗣️' },
  { id: 'fullscreen', emoji: '🖥️' },
  { id: 'access', emoji: '⌨️' },
  { id: 'offline', emoji: '📶' },
  { id: 'reading', emoji: '🌓' },
  { id: 'free', emoji: '💙' },
] as const;

export function FeaturesSection() {
  const { t } = useTranslation('info');
  const items = FEATURES.map((feature) => ({
    ...feature,
    title: t(`features.items.${feature.id}.title`),
    description: t(`features.items.${feature.id}.description`),
  }));
  return (
    <InfoSection id={SECTION.features} title={t('features.title')} intro={t('features.intro')} tone="tinted">
      <InfoCardGrid items={items} />
    </InfoSection>
  );
}
