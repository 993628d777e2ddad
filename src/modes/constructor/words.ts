// The constructor's words are the cards of a constructor board; their grammar (a pronoun's person, a verb's forms,
// the group that comes next) is part of the card. A family's own word has none: it reads the same for every person.
import { cardLabel } from '@/boards/card-text';
import { textIn } from '@/boards/local-text';
import type { CardRow, Grammar } from '@/boards/model';
import type { Lang } from '@/i18n/language';

export type Person = NonNullable<Grammar['person']>;
const PERSONS: readonly Person[] = ['eu', 'voce', 'ele', 'ela', 'nos', 'eles'];
export type CardsById = ReadonlyMap<string, CardRow>;

/** A word not every language has (Portuguese articles by gender, English "an") is offered only in those that do. */
export function offeredIn(card: CardRow, lang: Lang): boolean {
  const onlyIn = card.grammar?.onlyIn;
  if (onlyIn) return onlyIn.includes(lang);
  const only = card.grammar?.only;
  return !only || only === lang;
}

/** A word's text for a person (verbs adapt; other words have one form). */
export function wordText(card: CardRow, lang: Lang, person: Person): string {
  const form = card.grammar?.forms?.[person];
  return form ? textIn(form, lang) : cardLabel(card, lang);
}

/**
 * A word as it stands in the sentence: its id, and for a verb the person whose form was chosen ("want:ele"), so
 * the sentence keeps "Quer" after another pronoun is added and follows a change of language.
 */
export function sentenceKey(card: CardRow, person: Person): string {
  return card.grammar?.forms ? `${card.id}:${person}` : card.id;
}

function splitKey(key: string): { id: string; person: Person } {
  const at = key.lastIndexOf(':');
  const suffix = at < 0 ? '' : key.slice(at + 1);
  return isPerson(suffix) ? { id: key.slice(0, at), person: suffix } : { id: key, person: 'eu' };
}

export function sentenceWord(key: string, lang: Lang, cards: CardsById): { card: CardRow; text: string } | undefined {
  const { id, person } = splitKey(key);
  const card = cards.get(id);
  return card ? { card, text: wordText(card, lang, person) } : undefined;
}

/** The person of the last pronoun in the sentence; "eu" / "I" before any is chosen. */
export function lastPerson(sentence: readonly string[], cards: CardsById): Person {
  for (let i = sentence.length - 1; i >= 0; i--) {
    const person = cards.get(splitKey(sentence[i]!).id)?.grammar?.person;
    if (person) return person;
  }
  return 'eu';
}

function isPerson(value: string): value is Person {
  return (PERSONS as readonly string[]).includes(value);
}
