// The constructor's connectives (spec 000 §5): the small words a sentence built card by card is missing, so
// "Eu preciso água" is said as "Eu preciso de água" and "I want go bathroom" as "I want go to bathroom".
import type { Lang } from '@/i18n/language';
import { foldText } from '@/i18n/text';
import { bodyPartByLabel } from '@/boards/vocabulary/body-parts';

/** What goes between two words: the connective, or null for none. */
type Rule = (next: string) => string | null;

const oneOf = (words: readonly string[]) => {
  const set = new Set(words.map((word) => foldText(word)));
  return (word: string) => set.has(foldText(word.trim()));
};

function rule(connective: string, nextWords: readonly string[]): Rule {
  const matches = oneOf(nextWords);
  return (next) => (matches(next) ? connective : null);
}

/** "Dor de cabeça", "Pain in my head": any of the body parts of the pain screen. */
function beforeBodyPart(connective: string): Rule {
  return (next) => (bodyPartByLabel(next) ? connective : null);
}

/** The rules of each language, keyed by the folded word that comes first. */
const RULES: Readonly<Record<Lang, ReadonlyMap<string, readonly Rule[]>>> = {
  pt: keyed([
    [['Preciso', 'Precisa', 'Precisam', 'Precisamos'], [rule('de', ['Água', 'Comida', 'Remédio', 'Ajuda', 'Banho'])]],
    [['Dor'], [beforeBodyPart('de')]],
    [['Vou', 'Vai', 'Vão', 'Vamos', 'Ir'], [rule('para', ['Casa', 'Hospital', 'Cama']), rule('ao', ['Banheiro'])]],
    [['Estou', 'Está', 'Estão', 'Estamos'], [rule('com', ['Dor', 'Fome', 'Sede', 'Frio', 'Calor', 'Medo'])]],
  ]),
  en: keyed([
    [['Pain'], [beforeBodyPart('in my')]],
    [['Go', 'Goes'], [rule('to', ['Bathroom', 'Home', 'Hospital', 'Bed'])]],
    // Need/Needs and Am take nothing: "I need water", "I am cold".
  ]),
};

/**
 * The sentence the chosen words make, with the connectives of `lang` inserted and in sentence case: the first
 * word capitalised, the others lower-case (English keeps "I"). A word of several words ("to go") is matched
 * by its last word, so "want to go bathroom" gets its "to" too.
 */
export function withConnectives(words: readonly string[], lang: Lang): string {
  const parts: string[] = [];
  words.forEach((word, i) => {
    if (i > 0) {
      const connective = connectiveBetween(words[i - 1]!, word, lang);
      if (connective) parts.push(connective);
    }
    parts.push(word.trim());
  });
  return sentenceCase(parts.filter(Boolean).join(' '), lang);
}

/** The connective that goes between `previous` and `next`, or null. */
function connectiveBetween(previous: string, next: string, lang: Lang): string | null {
  const rules = RULES[lang].get(foldText(lastWord(previous))) ?? [];
  for (const apply of rules) {
    const connective = apply(next.trim());
    if (connective !== null) return connective;
  }
  return null;
}

function sentenceCase(text: string, lang: Lang): string {
  const lower = text.toLocaleLowerCase(lang === 'pt' ? 'pt-BR' : 'en-US');
  const cased = lang === 'en' ? lower.replace(/\bi\b/g, 'I') : lower;
  return cased.charAt(0).toLocaleUpperCase() + cased.slice(1);
}

function keyed(entries: readonly (readonly [readonly string[], readonly Rule[]])[]): ReadonlyMap<string, readonly Rule[]> {
  return new Map(entries.flatMap(([firsts, rules]) => firsts.map((first) => [foldText(first), rules] as const)));
}

function lastWord(text: string): string {
  return text.trim().split(/\s+/).at(-1) ?? '';
}
