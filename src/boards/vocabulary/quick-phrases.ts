// The inclusive mode's nine quick phrases (spec 001 §3), in the spec's order: that order gives keys 1–9.
// Their words are each language's (src/languages/<code>/words.ts).
import type { Bilingual } from '@/i18n/language';
import { labelsOf } from './words';

export const QUICK_PHRASE_IDS = ['yes', 'no', 'help', 'water', 'food', 'bathroom', 'pain', 'cold', 'hot'] as const;
export type QuickPhraseId = (typeof QUICK_PHRASE_IDS)[number];

export interface QuickPhrase {
  id: QuickPhraseId;
  emoji: string;
  /** Card background; the label is drawn in black or white, whichever reads better (at least 7:1 with these). */
  color: string;
  label: Bilingual;
}

export const QUICK_PHRASES: readonly QuickPhrase[] = (
  [
    ['yes', '👍', '#166534'],
    ['no', '👎', '#991b1b'],
    ['help', '🆘', '#6b21a8'],
    ['water', '💧', '#1e40af'],
    ['food', '🍽️', '#713f12'],
    ['bathroom', '🚻', '#115e59'],
    ['pain', '🤕', '#9d174d'],
    ['cold', '🥶', '#075985'],
    ['hot', '🥵', '#9a3412'],
  ] as const
).map(([id, emoji, color]) => ({ id, emoji, color, label: labelsOf((words) => words.quickPhrases[id]) }));
