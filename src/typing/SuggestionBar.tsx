// The suggestions over the keyboard (issue 25): a region named "Sugestões", each suggestion a button named by its
// word, in a bar of fixed height so the keys below never move as the suggestions change. F1–F8 are shown beside them
// for a physical keyboard. A whole sentence (issue 38) is marked as one, set on up to two lines in its place.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './suggestion-bar.css';

interface SuggestionBarProps {
  words: readonly string[];
  /** The suggestions that are whole sentences. */
  sentences?: ReadonlySet<string>;
  slots: number;
  onChoose: (word: string, index: number) => void;
}

export function SuggestionBar({ words, sentences, slots, onChoose }: SuggestionBarProps) {
  const { t } = useTranslation('typing');
  return (
    <section className="typing__suggestions" aria-label={t('suggestions')} style={{ '--count': slots, '--phone-rows': Math.ceil(slots / 3) } as CSSProperties}>
      {words.map((word, i) => (
        <button key={`${i}-${word}`} type="button" className={sentences?.has(word) ? 'typing__suggestion typing__suggestion--sentence' : 'typing__suggestion'} onClick={() => onChoose(word, i)}>
          {sentences?.has(word) ? <span className="typing__sentence">{word}</span> : word}
          <span className="typing__fkey" aria-hidden="true">
            F{i + 1}
          </span>
        </button>
      ))}
    </section>
  );
}
