// The 15 body parts of spec 000 §2.6, in the spec's order, with the Portuguese ids it names. The pain screen, the
// guided mode's pain step and the constructor's "Dor de …" connective all read this one list.
import type { Bilingual } from '@/i18n/language';
import { foldText } from '@/i18n/text';

export const BODY_PART_IDS = [
  'cabeca', 'olhos', 'boca', 'dente', 'ouvido', 'garganta', 'peito', 'costas',
  'braco', 'mao', 'barriga', 'estomago', 'virilha', 'perna', 'pe',
] as const;
export type BodyPartId = (typeof BODY_PART_IDS)[number];

/** Spec 000 §3: the Portuguese preposition that goes before the part ("dor na cabeça", "dor nos olhos"). */
export type PortuguesePreposition = 'na' | 'nos' | 'no' | 'nas';

export interface BodyPart {
  id: BodyPartId;
  emoji: string;
  label: Bilingual;
  /** "na cabeça"; English takes "in my / your / his …" from the subject instead. */
  preposition: PortuguesePreposition;
}

export const BODY_PARTS: readonly BodyPart[] = [
  { id: 'cabeca', emoji: '🤕', label: { pt: 'Cabeça', en: 'Head' }, preposition: 'na' },
  { id: 'olhos', emoji: '👀', label: { pt: 'Olhos', en: 'Eyes' }, preposition: 'nos' },
  { id: 'boca', emoji: '👄', label: { pt: 'Boca', en: 'Mouth' }, preposition: 'na' },
  { id: 'dente', emoji: '🦷', label: { pt: 'Dente', en: 'Tooth' }, preposition: 'no' },
  { id: 'ouvido', emoji: '👂', label: { pt: 'Ouvido', en: 'Ear' }, preposition: 'no' },
  { id: 'garganta', emoji: '🗣️', label: { pt: 'Garganta', en: 'Throat' }, preposition: 'na' },
  { id: 'peito', emoji: '🫁', label: { pt: 'Peito', en: 'Chest' }, preposition: 'no' },
  { id: 'costas', emoji: '🧍', label: { pt: 'Costas', en: 'Back' }, preposition: 'nas' },
  { id: 'braco', emoji: '💪', label: { pt: 'Braço', en: 'Arm' }, preposition: 'no' },
  { id: 'mao', emoji: '✋', label: { pt: 'Mão', en: 'Hand' }, preposition: 'na' },
  { id: 'barriga', emoji: '🫃', label: { pt: 'Barriga', en: 'Belly' }, preposition: 'na' },
  { id: 'estomago', emoji: '🤢', label: { pt: 'Estômago', en: 'Stomach' }, preposition: 'no' },
  { id: 'virilha', emoji: '🩲', label: { pt: 'Virilha', en: 'Groin' }, preposition: 'na' },
  { id: 'perna', emoji: '🦵', label: { pt: 'Perna', en: 'Leg' }, preposition: 'na' },
  { id: 'pe', emoji: '🦶', label: { pt: 'Pé', en: 'Foot' }, preposition: 'no' },
];

/** The body part whose label (either language, any case, accents ignored) is the given word, or undefined. */
export function bodyPartByLabel(word: string): BodyPart | undefined {
  const key = foldText(word.trim());
  return BODY_PARTS.find((part) => foldText(part.label.pt) === key || foldText(part.label.en) === key);
}
