// The cards of each step, from the guided vocabulary: each card names its word and the event it sends.
import type { GuidedContext, GuidedEvent, GuidedStep } from '@machines/guided';
import {
  bodyPartPreposition,
  bodyPartsFor,
  complementsFor,
  isSubjectId,
  openingOf,
  PUNCTUATION_OPTIONS,
  subjectsFor,
  verbsFor,
  type SubjectId,
} from '@/modes/guided/content';
import type { Lang } from '@/i18n/language';

export interface StepChoice {
  id: string;
  label: string;
  emoji: string;
  event: GuidedEvent;
}

export function subjectIdOf(context: GuidedContext): SubjectId {
  const id = context.subject?.id ?? 'eu';
  return isSubjectId(id) ? id : 'eu';
}

export function choicesFor(step: GuidedStep, context: GuidedContext, lang: Lang): StepChoice[] {
  const subject = subjectIdOf(context);
  switch (step) {
    case 'subject':
      return subjectsFor(lang).map(({ word, label }) => ({ id: word.id, label, emoji: word.emoji, event: { type: 'SUBJECT', word } }));
    case 'verb':
      return verbsFor(subject, lang).map(({ word, label }) => ({ id: word.id, label, emoji: word.emoji, event: { type: 'VERB', word } }));
    case 'complement':
      return complementsFor(context.verb?.text ?? '', lang).map(({ word, label }) => ({
        id: word.id,
        label,
        emoji: word.emoji,
        event: { type: 'COMPLEMENT', word },
      }));
    case 'pain':
      return bodyPartsFor(lang).map(({ word, label, part }) => ({
        id: word.id,
        label,
        emoji: word.emoji,
        event: { type: 'BODY_PART', part: word, preposition: bodyPartPreposition(part, subject, lang) },
      }));
    case 'punctuation':
      return PUNCTUATION_OPTIONS.map((option) => {
        const opening = openingOf(option.mark, lang);
        return {
          id: option.mark,
          label: `${option.label[lang]} ${option.mark}`,
          emoji: option.emoji,
          event: { type: 'PUNCTUATION', mark: option.mark, ...(opening ? { opening } : {}) },
        };
      });
    case 'done':
      return [];
  }
}
