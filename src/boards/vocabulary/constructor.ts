// The constructor mode's words (spec 000 §2.8, §4): seven grammar groups, with verbs that take the form of the last
// chosen pronoun; the words are each language's (src/languages/<code>/words.ts). Every word the connective rules
// name (connectives.ts) is here.
import type { Bilingual, Lang } from '@/i18n/language';
import type { Words } from '@/languages/types';
import { BODY_PARTS } from './body-parts';
import { labelsOf, languagesWith, WORDS as WORDS_BY_LANGUAGE } from './words';

export const GROUP_IDS = ['pronouns', 'verbs', 'nouns', 'adjectives', 'articles', 'prepositions', 'others'] as const;
export type GroupId = (typeof GROUP_IDS)[number];

export const PERSONS = ['eu', 'voce', 'ele', 'ela', 'nos', 'eles'] as const;
/** Whose form a verb takes: the spec's six subjects. */
export type Person = (typeof PERSONS)[number];

export interface ConstructorWord {
  /** Unique across the groups; names the card in usage records and in the sentence. */
  id: string;
  group: GroupId;
  emoji: string;
  /** The label; for a verb, its form for "eu" / "I" (the form used until a pronoun is chosen). */
  label: Bilingual;
  /** A pronoun's person: the verbs chosen after it take its forms. */
  person?: Person;
  /** A verb's form for each person. */
  forms?: Readonly<Record<Person, Bilingual>>;
  /** A word not every language has (Portuguese articles by gender, English "an") is offered only in these. */
  onlyIn?: readonly Lang[];
  /** The group that usually comes next, opened after this word is chosen. */
  then?: GroupId;
}

export interface ConstructorGroup {
  id: GroupId;
  title: Bilingual;
  words: readonly ConstructorWord[];
}

const PRONOUNS: readonly (readonly [person: Person, emoji: string])[] = [
  ['eu', '🙋'],
  ['voce', '👉'],
  ['ele', '👨'],
  ['ela', '👩'],
  ['nos', '👥'],
  ['eles', '👪'],
];

/** Each verb, and the group that usually comes after it; its six forms are each language's. */
const VERBS: readonly (readonly [id: string, emoji: string, then: GroupId])[] = [
  ['want', '🤲', 'nouns'],
  ['need', '❗', 'nouns'],
  ['be', '🧍', 'adjectives'],
  ['like', '❤️', 'nouns'],
  ['go', '🚶', 'nouns'],
  ['have', '✊', 'nouns'],
  ['drink', '🥤', 'nouns'],
  ['sleep', '😴', 'others'],
];

type WordRow = readonly [id: string, emoji: string];
/** The other groups' words, in order; a language without a word (Portuguese "a" by gender, English "an") skips it. */
const WORDS: Readonly<Record<Exclude<GroupId, 'pronouns' | 'verbs'>, readonly WordRow[]>> = {
  nouns: [
    ['water', '💧'],
    ['food', '🍽️'],
    ['medicine', '💊'],
    ['help', '🆘'],
    ['bath', '🛁'],
    ['bathroom', '🚻'],
    ['home', '🏠'],
    ['bed', '🛏️'],
    ['hospital', '🏥'],
    ['pain', '🤕'],
    ...BODY_PARTS.map((part): WordRow => [`body-${part.id}`, part.emoji]),
  ],
  adjectives: [
    ['hungry', '😋'],
    ['thirsty', '💦'],
    ['cold', '🥶'],
    ['hot', '🥵'],
    ['scared', '😨'],
    ['happy', '😊'],
    ['sad', '😢'],
    ['tired', '😫'],
    ['well', '👍'],
    ['sick', '🤒'],
  ],
  articles: [
    ['the', '👆'],
    ['the-f', '👆'],
    ['a', '☝️'],
    ['a-f', '☝️'],
    ['an', '☝️'],
  ],
  prepositions: [
    ['of', '🔗'],
    ['to', '➡️'],
    ['with', '🤝'],
    ['in', '📥'],
    ['to-the', '➡️'],
    ['of-the', '🔗'],
    ['in-the', '📥'],
    ['on', '🔛'],
  ],
  others: [
    ['to-go', '🏃'],
    ['yes', '✅'],
    ['no', '❌'],
    ['please', '🥺'],
    ['thanks', '🙏'],
    ['now', '⏰'],
    ['more', '➕'],
    ['very', '💯'],
    ['today', '📅'],
  ],
};

/** A word's label in each language: a body part's is the pain page's. */
function wordLabel(id: string): (words: Words) => string | undefined {
  const part = id.startsWith('body-') ? id.slice('body-'.length) : null;
  return part ? (words) => words.bodyParts[part] : (words) => words.constructorMode.words[id];
}

/** The languages that have a word, when not every one does. */
function onlyIn(pick: (words: Words) => string | undefined): { onlyIn?: readonly Lang[] } {
  const langs = languagesWith(pick);
  return langs.length < WORDS_BY_LANGUAGE.size ? { onlyIn: langs } : {};
}

function wordsOf(group: GroupId): ConstructorWord[] {
  if (group === 'pronouns') {
    return PRONOUNS.map(([person, emoji]) => ({ id: person, group, emoji, label: labelsOf((words) => words.constructorMode.pronouns[person]), person, then: 'verbs' }));
  }
  if (group === 'verbs') {
    return VERBS.map(([id, emoji, then]) => ({
      id,
      group,
      emoji,
      then,
      label: labelsOf((words) => words.constructorMode.verbs[id]?.[0]),
      forms: Object.fromEntries(PERSONS.map((person, i) => [person, labelsOf((words) => words.constructorMode.verbs[id]?.[i])])) as Record<Person, Bilingual>,
    }));
  }
  return WORDS[group].flatMap(([id, emoji]) => {
    const pick = wordLabel(id);
    const where = onlyIn(pick);
    return where.onlyIn?.length === 0 ? [] : [{ id, group, emoji, label: labelsOf(pick), ...where }];
  });
}

export const CONSTRUCTOR_GROUPS: readonly ConstructorGroup[] = GROUP_IDS.map((id) => ({ id, title: labelsOf((words) => words.constructorMode.groups[id]), words: wordsOf(id) }));

/** Spec 000 §9: the constructor pre-caches about 15 common words. */
export const COMMON_WORD_IDS = [
  'eu', 'voce', 'ele', 'ela', 'want', 'need', 'be', 'go', 'water', 'food', 'medicine', 'help', 'bathroom', 'pain', 'yes',
] as const;
