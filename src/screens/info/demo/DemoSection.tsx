// The interactive demo: sample boards in Basic / Dynamic / Constructor tabs; tapping cards builds a sentence that
// Speak shows full screen and says aloud; Clear empties it. A speech failure is shown in the user's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/app/current-language';
import { useFullScreenCard } from '@/components/fullscreen/FullScreenCardProvider';
import { speak } from '@/speech/speech';
import { SECTION } from '../anchors';
import { InfoSection } from '../sections/InfoSection';
import { DemoTabs } from './DemoTabs';
import type { DemoCard, DemoTabId } from './demoCards';
import { addWord, EMPTY_SENTENCE, SENTENCE_RATE, sentenceEmojis, sentenceText, type Sentence } from './sentence';
import { SentenceBar } from './SentenceBar';
import './demo.css';

export function DemoSection() {
  const { t } = useTranslation('info');
  const lang = useLang();
  const fullScreen = useFullScreenCard();
  const [sentence, setSentence] = useState<Sentence>(EMPTY_SENTENCE);
  const [speechFailed, setSpeechFailed] = useState(false);

  function choose(tab: DemoTabId, card: DemoCard) {
    setSpeechFailed(false);
    setSentence((current) => addWord(current, { word: t(`demo.words.${tab}.${card.id}`), emoji: card.emoji }));
  }

  function clear() {
    setSpeechFailed(false);
    setSentence(EMPTY_SENTENCE);
  }

  async function say() {
    const text = sentenceText(sentence, lang);
    if (text === '') return;
    setSpeechFailed(false);
    fullScreen.show({ label: text, emojiSequence: sentenceEmojis(sentence) });
    try {
      await speak(text, { lang, rate: SENTENCE_RATE[lang] });
    } catch {
      setSpeechFailed(true);
    }
  }

  return (
    <InfoSection id={SECTION.demo} title={t('demo.title')} intro={t('demo.intro')}>
      <div className="demo">
        <SentenceBar
          text={sentenceText(sentence, lang)}
          emojis={sentence.map((w) => w.emoji)}
          speechFailed={speechFailed}
          onSpeak={() => void say()}
          onClear={clear}
        />
        <DemoTabs onChoose={choose} />
      </div>
    </InfoSection>
  );
}
