// The Inclusive City feature's entry for other features: its phrases, as sentences the app knows (the typing mode
// offers them whole, issue 38). The screen itself is reached through the app's routes.
import { inLanguage, type Lang } from '@/i18n/language';
import { CITY_BLOCKS, GENERIC_BLOCKS } from './content';

/** Every phrase of Inclusive City in a language. */
export function cityPhrases(lang: Lang): string[] {
  return [...Object.values(CITY_BLOCKS).flat(), ...GENERIC_BLOCKS].map((block) => inLanguage(block.text, lang));
}
