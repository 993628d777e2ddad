// The pain page (spec 000 §2.6): the 15 body parts; a tap or a 1 s hold says the part and shows it full screen
// with a close message. The parts' words are got ready 1 s after opening (spec §9: pain words after 1 s).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/app/current-language';
import { BODY_PARTS } from '@/content/body-parts';
import { preloadSpeech } from '@/speech/speech';
import { CardPageScreen } from './CardPageScreen';

const PAIN_PRELOAD_MS = 1000;

export default function PainScreen() {
  const { t } = useTranslation('cards');
  const lang = useLang();
  useEffect(() => preloadSpeech(BODY_PARTS.map((card) => card.label[lang]), { lang, kind: 'word' }, PAIN_PRELOAD_MS), [lang]);
  return <CardPageScreen page="pain" mode="pain" cards={BODY_PARTS} holdToChoose closeMessage={t('pain.closeMessage')} />;
}
