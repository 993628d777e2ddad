// The constructor's connectives (spec 000 §5): the small words a sentence built card by card is missing, so
// "Eu preciso água" is said as "Eu preciso de água" and "I want go bathroom" as "I want go to bathroom".
import { tagOf, type Lang } from '@/i18n/language';
import { foldText } from '@/i18n/text';
import { bodyPartByLabel } from '@/boards/vocabulary/body-parts';
import { WORDS } from '@/boards/vocabulary/words';

/** What goes between two words: the connective, or null for none. */
type Rule = (next: string) => string | null;

/** A language's rules (its words.ts), keyed by the folded word that comes first; made once a language. */
const rulesByLanguage = new Map<Lang, ReadonlyMap<string, readonly Rule[]>>();

function rulesOf(lang: Lang): ReadonlyMap<string, readonly Rule[]> {
  let rules = rulesByLanguage.get(lang);
  if (!rules) {
    const keyed = new Map<string, Rule[]>();
    for (const { after, insert, before } of WORDS.get(lang)?.constructorMode.connectives ?? []) {
      const nexts = before === 'bodyPart' ? null : new Set(before.map((word) => foldText(word)));
      const apply: Rule = (next) => ((nexts ? nexts.has(foldText(next)) : bodyPartByLabel(next)) ? insert : null);
      for (const first of after) keyed.set(foldText(first), [...(keyed.get(foldText(first)) ?? []), apply]);
    }
    rules = keyed;
    rulesByLanguage.set(lang, rules);
  }
  return rules;
}

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
  const rules = rulesOf(lang).get(foldText(lastWord(previous))) ?? [];
  for (const apply of rules) {
    const connective = apply(next.trim());
    if (connective !== null) return connective;
  }
  return null;
}

function sentenceCase(text: string, lang: Lang): string {
  const lower = text.toLocaleLowerCase(tagOf(lang));
  const capitals = new Map((WORDS.get(lang)?.constructorMode.capitalised ?? []).map((word) => [word.toLocaleLowerCase(tagOf(lang)), word]));
  const cased = capitals.size === 0 ? lower : lower.replace(/\p{L}+/gu, (word) => capitals.get(word) ?? word);
  return cased.charAt(0).toLocaleUpperCase() + cased.slice(1);
}

function lastWord(text: string): string {
  return text.trim().split(/\s+/).at(-1) ?? '';
}
