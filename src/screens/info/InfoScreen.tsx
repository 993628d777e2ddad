import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/LanguageSwitch';

export default function InfoScreen() {
  const { t } = useTranslation('meta');
  return (
    <div>
      <LanguageSwitch />
      <h1>{t('info.title')}</h1>
    </div>
  );
}
