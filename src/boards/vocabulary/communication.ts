// The communication page's common phrases (spec 000 §2.4, §9): 27 per language in five categories, in the order
// the page lists them; their words are each language's (src/languages/<code>/words.ts).
import type { Bilingual } from '@/i18n/language';
import type { SimpleCard } from './types';
import { labelsOf } from './words';

const phrase = (id: string, emoji: string): SimpleCard => ({ id, emoji, label: labelsOf((words) => words.communication.phrases[id]) });

export const PHRASE_CATEGORY_IDS = ['greetings', 'common', 'time', 'descriptive', 'questions'] as const;
export type PhraseCategoryId = (typeof PHRASE_CATEGORY_IDS)[number];

export interface PhraseCategory {
  id: PhraseCategoryId;
  emoji: string;
  label: Bilingual;
  phrases: readonly SimpleCard[];
}

export const PHRASE_CATEGORIES: readonly PhraseCategory[] = [
  {
    id: 'greetings',
    emoji: '👋',
    label: labelsOf((words) => words.communication.categories['greetings']),
    phrases: [
      phrase('hello', '👋'),
      phrase('good-morning', '🌅'),
      phrase('good-afternoon', '☀️'),
      phrase('good-night', '🌙'),
      phrase('how-are-you', '🙂'),
      phrase('goodbye', '🤚'),
    ],
  },
  {
    id: 'common',
    emoji: '💬',
    label: labelsOf((words) => words.communication.categories['common']),
    phrases: [
      phrase('yes', '👍'),
      phrase('no', '👎'),
      phrase('thank-you', '🙏'),
      phrase('please', '🤲'),
      phrase('sorry', '😔'),
      phrase('dont-know', '🤷'),
    ],
  },
  {
    id: 'time',
    emoji: '⏰',
    label: labelsOf((words) => words.communication.categories['time']),
    phrases: [
      phrase('now', '⏱️'),
      phrase('later', '⏳'),
      phrase('today', '📅'),
      phrase('tomorrow', '🌄'),
      phrase('yesterday', '🗓️'),
    ],
  },
  {
    id: 'descriptive',
    emoji: '🎨',
    label: labelsOf((words) => words.communication.categories['descriptive']),
    phrases: [
      phrase('big', '🐘'),
      phrase('small', '🐭'),
      phrase('good', '✅'),
      phrase('bad', '❌'),
      phrase('more', '➕'),
    ],
  },
  {
    id: 'questions',
    emoji: '❓',
    label: labelsOf((words) => words.communication.categories['questions']),
    phrases: [
      phrase('where', '📍'),
      phrase('when', '🕐'),
      phrase('who', '👤'),
      phrase('what', '🤔'),
      phrase('why', '❔'),
    ],
  },
];
