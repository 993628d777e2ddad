// Smart suggestions: up to four common whole sentences for the chosen subject ("Eu"/"I" before one is chosen)
// and, once chosen, the verb. Choosing one says it at once, skipping the remaining steps.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { assembleSentence, type GuidedParts } from '@machines/guided';
import { CardGrid } from '@/components/card/CardGrid';
import { suggestionsFor, type SubjectId, type VerbId, VERB_IDS } from '@/modes/guided/content';
import { useLang } from '@/i18n/current-language';

interface Props {
  subject: SubjectId;
  subjectLabel: string;
  verb: string | undefined;
  onChoose: (parts: GuidedParts, sentence: string) => void;
}

function isVerbId(id: string | undefined): id is VerbId {
  return id !== undefined && (VERB_IDS as readonly string[]).includes(id);
}

export function GuidedSuggestions({ subject, subjectLabel, verb, onChoose }: Props) {
  const { t } = useTranslation('guided');
  const lang = useLang();
  const heading = useId();
  const suggestions = suggestionsFor(lang, subject, isVerbId(verb) ? verb : undefined);
  if (suggestions.length === 0) return null;
  const cards = suggestions.map((parts) => {
    const sentence = assembleSentence(parts);
    return { id: sentence, label: sentence, symbol: parts.complement.emoji, onSelect: () => onChoose(parts, sentence) };
  });
  return (
    <section className="guided-suggestions" aria-labelledby={heading}>
      <h2 id={heading} className="guided-suggestions__title">
        {t('suggestions')}
      </h2>
      <p className="guided-suggestions__hint">{t('suggestionsHint', { subject: subjectLabel })}</p>
      <CardGrid cards={cards} label={t('suggestions')} className="guided-suggestions__cards" />
    </section>
  );
}
