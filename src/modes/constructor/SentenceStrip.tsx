// The sentence strip at the top of the constructor: the chosen words in order, each with its remove button,
// the sentence as it will be said, and Play/Stop and Clear all (both disabled while the strip is empty).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SymbolView } from '@/components/card/SymbolView';
import type { Sentence } from './use-sentence';
import { Icon } from '@/components/Icon';

export function SentenceStrip({ sentence, uppercase }: { sentence: Sentence; uppercase: boolean }) {
  const { t } = useTranslation('constructorMode');
  const headingId = useId();
  const empty = sentence.words.length === 0;
  return (
    <section className="sentence-strip" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('sentence')}
      </h2>
      {empty ? (
        <p className="sentence-strip__empty">{t('empty')}</p>
      ) : (
        <ol className={uppercase ? 'sentence-strip__words sentence-strip__words--uppercase' : 'sentence-strip__words'}>
          {sentence.words.map((word, index) => (
            <li key={`${index}-${word.key}`} className="sentence-strip__word">
              <SymbolView symbol={word.emoji} className="sentence-strip__symbol" />
              <span className="sentence-strip__text">{word.text}</span>
              <button
                type="button"
                className="sentence-strip__remove"
                aria-label={t('remove', { word: word.text })}
                onClick={() => sentence.remove(index)}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="sentence-strip__actions">
        <button type="button" className="button button--primary" disabled={empty} onClick={sentence.togglePlay}>
          <span aria-hidden="true">{sentence.playing ? '⏹️' : '▶️'}</span>
          {sentence.playing ? t('stop') : t('play')}
        </button>
        <button type="button" className="button button--secondary" disabled={empty} onClick={sentence.clear}>
          <Icon emoji="🗑️" />
          {t('clear')}
        </button>
      </div>
    </section>
  );
}
