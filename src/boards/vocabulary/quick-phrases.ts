// The inclusive mode's nine quick phrases (spec 001 §3), in the spec's order: that order gives keys 1–9.
// Both labels sit side by side, so a phrase without its English or Portuguese text does not compile.
import type { Bilingual } from '@/i18n/language';

export const QUICK_PHRASE_IDS = ['yes', 'no', 'help', 'water', 'food', 'bathroom', 'pain', 'cold', 'hot'] as const;
export type QuickPhraseId = (typeof QUICK_PHRASE_IDS)[number];

export interface QuickPhrase {
  id: QuickPhraseId;
  emoji: string;
  /** Card background; the label is drawn in black or white, whichever reads better (at least 7:1 with these). */
  color: string;
  label: Bilingual;
}

export const QUICK_PHRASES: readonly QuickPhrase[] = [
  { id: 'yes', emoji: '👍', color: '#166534', label: { pt: 'Sim', en: 'Yes' } },
  { id: 'no', emoji: '👎', color: '#991b1b', label: { pt: 'Não', en: 'No' } },
  { id: 'help', emoji: '🆘', color: '#6b21a8', label: { pt: 'Socorro', en: 'Help' } },
  { id: 'water', emoji: '💧', color: '#1e40af', label: { pt: 'Água', en: 'Water' } },
  { id: 'food', emoji: '🍽️', color: '#713f12', label: { pt: 'Comida', en: 'Food' } },
  { id: 'bathroom', emoji: '🚻', color: '#115e59', label: { pt: 'Banheiro', en: 'Bathroom' } },
  { id: 'pain', emoji: '🤕', color: '#9d174d', label: { pt: 'Dor', en: 'Pain' } },
  { id: 'cold', emoji: '🥶', color: '#075985', label: { pt: 'Frio', en: 'Cold' } },
  { id: 'hot', emoji: '🥵', color: '#9a3412', label: { pt: 'Calor', en: 'Hot' } },
];
