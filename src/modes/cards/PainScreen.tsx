// The pain page (spec 000 §2.6): the 15 body parts; a tap or a 1 s hold says the part and shows it full screen
// with a close message. The parts' words are got ready about 1 s after opening (spec §9: pain words after 1 s).
import { useTranslation } from 'react-i18next';
import { CardPageScreen } from './CardPageScreen';

export default function PainScreen() {
  const { t } = useTranslation('cards');
  return <CardPageScreen page="pain" mode="pain" seed="pain" holdToChoose closeMessage={t('pain.closeMessage')} />;
}
