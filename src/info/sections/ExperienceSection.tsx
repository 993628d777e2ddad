// Experience ('experiencia'): where the product is used — hospital, home, therapy, school. The spec names the
// section without content; these scenes follow its audience (patients, families, professionals, educators).
import { useTranslation } from 'react-i18next';
import { SECTION } from '@/info/anchors';
import { InfoCardGrid, InfoSection } from './InfoSection';

const PLACES = [
  { id: 'hospital', emoji: '🏥' },
  { id: 'home', emoji: '🏠' },
  { id: 'therapy', emoji: '🩺' },
  { id: 'school', emoji: '🏫' },
] as const;

export function ExperienceSection() {
  const { t } = useTranslation('info');
  const items = PLACES.map((place) => ({
    ...place,
    title: t(`experience.items.${place.id}.title`),
    description: t(`experience.items.${place.id}.description`),
  }));
  return (
    <InfoSection id={SECTION.experience} title={t('experience.title')} intro={t('experience.intro')} tone="tinted">
      <InfoCardGrid items={items} />
    </InfoSection>
  );
}
