// The 15 body parts of spec 000 §2.6, in the spec's order, with the Portuguese ids it names. The pain screen, the
// guided mode's pain step and the constructor's "Dor de …" connective all read this one list (what goes between the
// pain word and a part, "dor na cabeça", is each language's guided.json).
import type { Bilingual } from '@/i18n/language';
import { foldText } from '@/i18n/text';
import { labelsOf } from './words';

export const BODY_PART_IDS = [
  'cabeca', 'olhos', 'boca', 'dente', 'ouvido', 'garganta', 'peito', 'costas',
  'braco', 'mao', 'barriga', 'estomago', 'virilha', 'perna', 'pe',
] as const;
export type BodyPartId = (typeof BODY_PART_IDS)[number];

export interface BodyPart {
  id: BodyPartId;
  emoji: string;
  label: Bilingual;
}

export const BODY_PARTS: readonly BodyPart[] = (
  [
    ['cabeca', '🤕'],
    ['olhos', '👀'],
    ['boca', '👄'],
    ['dente', '🦷'],
    ['ouvido', '👂'],
    ['garganta', '🗣️'],
    ['peito', '🫁'],
    ['costas', '🧍'],
    ['braco', '💪'],
    ['mao', '✋'],
    ['barriga', '🫃'],
    ['estomago', '🤢'],
    ['virilha', '🩲'],
    ['perna', '🦵'],
    ['pe', '🦶'],
  ] as const
).map(([id, emoji]) => ({ id, emoji, label: labelsOf((words) => words.bodyParts[id]) }));

/** The body part whose label (in any language, any case, accents ignored) is the given word, or undefined. */
export function bodyPartByLabel(word: string): BodyPart | undefined {
  const key = foldText(word.trim());
  return BODY_PARTS.find((part) => Object.values(part.label).some((label) => label !== undefined && foldText(label) === key));
}
