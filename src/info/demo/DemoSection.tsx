// The interactive demo: sample boards in Basic / Dynamic / Constructor tabs; a tapped card says its word and
// adds it to a sentence that Speak shows full screen and says aloud; Clear empties it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { useFullScreenCard } from '@/components/fullscreen/FullScreenCardProvider';
import { capitalise } from '@/i18n/text';
import { speak, stopAll } from '@/speech/speech';
import { SECTION } from '@/info/anchors';
import { InfoSection } from '@/info/sections/InfoSection';
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

  function choose(tab: DemoTabId, card: DemoCard) {
    const word = t(`demo.words.${tab}.${card.id}`);
    setSentence((current) => addWord(current, { word, emoji: card.emoji }));
    // Failures are shown by the app-wide speech message.
    speak(capitalise(word), { lang, kind: 'word' }).catch(() => {});
  }

  function clear() {
    stopAll();
    setSentence(EMPTY_SENTENCE);
  }

  function say() {
    const text = sentenceText(sentence, lang);
    if (text === '') return;
    fullScreen.show({ label: text, emojiSequence: sentenceEmojis(sentence) });
    speak(text, { lang, rate: SENTENCE_RATE[lang] }).catch(() => {});
  }

  return (
    <InfoSection id={SECTION.demo} title={t('demo.title')} intro={t('demo.intro')}>
      <div className="demo">
        <SentenceBar
          text={sentenceText(sentence, lang)}
          emojis={sentence.map((w) => w.emoji)}
          onSpeak={say}
          onClear={clear}
        />
        <DemoTabs onChoose={choose} />
      </div>
    </InfoSection>
  );
}
