// Usage modes ('modos'): the six modes the product counts as current (spec 000 §1), then the quick figures board
// and the inclusive eye-control mode, so all eight modes of the home page are described.
import { useTranslation } from 'react-i18next';
import { SECTION } from '@/info/anchors';
import { InfoCardGrid, InfoSection } from './InfoSection';

const MAIN_MODES = [
  { id: 'dynamic', emoji: '⚡' },
  { id: 'constructorMode', emoji: '🧱' },
  { id: 'guided', emoji: '🧭' },
  { id: 'pictograms', emoji: '🗂️' },
  { id: 'puzzle', emoji: '🧩' },
  { id: 'lettersSounds', emoji: '🔤' },
] as const;

const MORE_MODES = [
  { id: 'basic', emoji: '🖼️' },
  { id: 'inclusive', emoji: '👁️' },
  { id: 'typing', emoji: '⌨️' },
] as const;

export function ModesSection() {
  const { t } = useTranslation('info');
  const describe = (group: 'items' | 'more') => (mode: { id: string; emoji: string }) => ({
    ...mode,
    title: t(`modes.${group}.${mode.id}.title`),
    description: t(`modes.${group}.${mode.id}.description`),
  });
  return (
    <InfoSection id={SECTION.modes} title={t('modes.title')} intro={t('modes.intro')}>
      <InfoCardGrid items={MAIN_MODES.map(describe('items'))} />
      <p className="info-subheading">{t('modes.moreTitle')}</p>
      <InfoCardGrid items={MORE_MODES.map(describe('more'))} label={t('modes.moreTitle')} />
    </InfoSection>
  );
}
