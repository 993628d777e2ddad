// The demo's built-sentence strip: the sentence as a live region, its emojis, and Speak and Clear (both
// disabled while empty). When no sound can be made, the app-wide speech message says so.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';

interface SentenceBarProps {
  text: string;
  emojis: readonly string[];
  onSpeak: () => void;
  onClear: () => void;
}

export function SentenceBar({ text, emojis, onSpeak, onClear }: SentenceBarProps) {
  const { t } = useTranslation('info');
  const labelId = useId();
  const empty = text === '';
  const box = useRef<HTMLDivElement>(null);

  function clear() {
    onClear();
    // Clear disables itself; keep keyboard and switch users in the demo instead of dropping focus to the page.
    box.current?.focus();
  }
  return (
    <div className="demo-sentence">
      <p id={labelId} className="demo-sentence__label">
        {t('demo.sentenceLabel')}
      </p>
      <div ref={box} className="demo-sentence__box" tabIndex={-1}>
        {!empty && (
          <p className="demo-sentence__emojis" aria-hidden="true">
            {emojis.join(' ')}
          </p>
        )}
        <output className={`demo-sentence__text${empty ? ' demo-sentence__text--empty' : ''}`} aria-labelledby={labelId}>
          {empty ? t('demo.placeholder') : text}
        </output>
      </div>
      <div className="demo-sentence__actions">
        <button type="button" className="button button--primary" disabled={empty} onClick={onSpeak}>
          <Icon emoji="🔊" />
          {t('demo.speak')}
        </button>
        <button type="button" className="button" disabled={empty} onClick={clear}>
          <Icon emoji="🧹" />
          {t('demo.clear')}
        </button>
      </div>
    </div>
  );
}
