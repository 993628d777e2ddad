// The typing mode's options (issue 25): the keyboard, how many suggestions, the text size, larger keys, what is said
// as one types, the user's abbreviations, and "Forget what was learned".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { ChipChoice } from '@/components/form/ChipChoice';
import { TextField } from '@/components/form/TextField';
import { LAYOUTS } from './layouts';
import { MAX_LONG, MAX_SHORT, withAbbreviation, type Abbreviation } from './phrases';
import { FONT_SIZES, MAX_SUGGESTIONS, MIN_SUGGESTIONS, typingOptions, type TypingOptions } from './store';

const SUGGESTION_COUNTS = Array.from({ length: MAX_SUGGESTIONS - MIN_SUGGESTIONS + 1 }, (_, i) => String(MIN_SUGGESTIONS + i));
const TOGGLES = ['largerKeys', 'echoWords', 'echoLetters', 'speakAtFullStop', 'initialLetters', 'sentenceSays'] as const;

interface OptionsPanelProps {
  options: TypingOptions;
  abbreviations: readonly Abbreviation[];
  onAbbreviations: (next: Abbreviation[]) => void;
  onForget: () => void;
}

export function OptionsPanel({ options, abbreviations, onAbbreviations, onForget }: OptionsPanelProps) {
  const { t } = useTranslation('typing');
  const lang = useLang();
  const [short, setShort] = useState('');
  const [long, setLong] = useState('');
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof TypingOptions>(key: K, value: TypingOptions[K]) => void typingOptions.set({ ...typingOptions.get(), [key]: value });
  const mine = abbreviations.filter((a) => a.lang === lang);

  function add() {
    const next = withAbbreviation(abbreviations, short, long, lang);
    if (!next) {
      setError(t('abbreviationInvalid', { short: MAX_SHORT, long: MAX_LONG }));
      return;
    }
    onAbbreviations(next);
    setShort('');
    setLong('');
    setError(null);
  }

  return (
    <div className="typing__options">
      <ChipChoice label={t('layout')} value={options.layout} options={LAYOUTS} labelOf={(id) => t(`layouts.${id}`)} onChange={(layout) => set('layout', layout)} />
      <ChipChoice label={t('suggestionCount')} value={String(options.suggestions)} options={SUGGESTION_COUNTS} labelOf={(n) => n} onChange={(n) => set('suggestions', Number(n))} />
      <ChipChoice label={t('fontSize')} value={options.fontSize} options={FONT_SIZES} labelOf={(size) => t(`fontSizes.${size}`)} onChange={(size) => set('fontSize', size)} />
      <div className="typing__toggles">
        {TOGGLES.map((key) => (
          <button key={key} type="button" className="chip" aria-pressed={options[key]} onClick={() => set(key, !options[key])}>
            {t(key)}
          </button>
        ))}
      </div>
      <section className="typing__abbreviations" aria-labelledby="typing-abbreviations">
        <h2 id="typing-abbreviations" className="typing__history-title">
          {t('abbreviations')}
        </h2>
        <p className="typing__hint">{t('abbreviationsHint')}</p>
        {mine.length > 0 && (
          <ul className="typing__said">
            {mine.map((a) => (
              <li key={a.short} className="typing__said-item">
                <span className="typing__said-text chip">
                  {a.short} → {a.long}
                </span>
                <button type="button" className="button button--secondary" onClick={() => onAbbreviations(abbreviations.filter((other) => other !== a))}>
                  {t('removeAbbreviation', { short: a.short })}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="typing__abbreviation-form">
          <TextField label={t('short')} value={short} maxLength={MAX_SHORT} onChange={setShort} error={error} />
          <TextField label={t('long')} value={long} maxLength={MAX_LONG} onChange={setLong} />
          <button type="button" className="button" onClick={add}>
            {t('addAbbreviation')}
          </button>
        </div>
      </section>
      <button type="button" className="button button--secondary" onClick={onForget}>
        {t('forget')}
      </button>
    </div>
  );
}
