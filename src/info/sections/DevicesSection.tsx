// Devices ('dispositivos'): phones, tablets and computers, and the promise that it works offline after the
// first load (spec 000 intro).
import { useTranslation } from 'react-i18next';
import { SECTION } from '@/info/anchors';
import { InfoCardGrid, InfoSection } from './InfoSection';
import { Icon } from '@/components/Icon';

const DEVICES = [
  { id: 'phones', emoji: '📱' },
  { id: 'tablets', emoji: '📋' },
  { id: 'computers', emoji: '💻' },
] as const;

export function DevicesSection() {
  const { t } = useTranslation('info');
  const items = DEVICES.map((device) => ({
    ...device,
    title: t(`devices.items.${device.id}.title`),
    description: t(`devices.items.${device.id}.description`),
  }));
  return (
    <InfoSection id={SECTION.devices} title={t('devices.title')} intro={t('devices.intro')}>
      <InfoCardGrid items={items} />
      <div className="info-note">
        <span className="info-note__emoji" aria-hidden="true">
          <Icon emoji="✈️" />
        </span>
        <div>
          <h3 className="info-card__title">{t('devices.offlineTitle')}</h3>
          <p className="info-card__text">{t('devices.offline')}</p>
        </div>
      </div>
    </InfoSection>
  );
}
