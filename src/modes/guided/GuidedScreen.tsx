// The guided mode (spec 000 §2.9, §4): a sentence built step by step — who, action, about what (and where it
// hurts), tone — then spoken with that tone and shown full screen. Changing the language starts a new sentence.
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { FirstTimeModal } from '@/components/first-time/FirstTimeModal';
import { needTexts } from '@/i18n/i18n';
import { GUIDED_MODE, GuidedFlow } from './GuidedFlow';
import './guided.css';

needTexts('guided');

export default function GuidedScreen() {
  const { t } = useTranslation('guided');
  const lang = useLang();
  return (
    <div className="page guided">
      <GuidedFlow key={lang} />
      <FirstTimeModal mode={GUIDED_MODE} title={t('firstTime.title')}>
        {t('firstTime.text')}
      </FirstTimeModal>
    </div>
  );
}
