// The suggestions over the keyboard (issue 25): a region named "Sugestões", each suggestion a button named by its
// word, in a bar of fixed height so the keys below never move as the suggestions change. F1–F8 are shown beside them
// for a physical keyboard.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

export function SuggestionBar({ words, slots, onChoose }: { words: readonly string[]; slots: number; onChoose: (word: string, index: number) => void }) {
  const { t } = useTranslation('typing');
  return (
    <section className="typing__suggestions" aria-label={t('suggestions')} style={{ '--count': slots, '--phone-rows': Math.ceil(slots / 3) } as CSSProperties}>
      {words.map((word, i) => (
        <button key={`${i}-${word}`} type="button" className="typing__suggestion" onClick={() => onChoose(word, i)}>
          {word}
          <span className="typing__fkey" aria-hidden="true">
            F{i + 1}
          </span>
        </button>
      ))}
    </section>
  );
}
