// The constructor mode's words (spec 000 §2.8, §4): seven grammar groups in both languages, with verbs that take
// the form of the last chosen pronoun. Every word the connective rules name (connectives.ts) is here.
import type { Bilingual, Lang } from '@/i18n/language';
import { BODY_PARTS } from './body-parts';

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
  /** A word with no counterpart in the other language (Portuguese articles by gender) is offered only in this one. */
  only?: Lang;
  /** The group that usually comes next, opened after this word is chosen. */
  then?: GroupId;
}

export interface ConstructorGroup {
  id: GroupId;
  title: Bilingual;
  words: readonly ConstructorWord[];
}

const TITLES: Readonly<Record<GroupId, Bilingual>> = {
  pronouns: { pt: 'Pronomes', en: 'Pronouns' },
  verbs: { pt: 'Verbos', en: 'Verbs' },
  nouns: { pt: 'Substantivos', en: 'Nouns' },
  adjectives: { pt: 'Adjetivos', en: 'Adjectives' },
  articles: { pt: 'Artigos', en: 'Articles' },
  prepositions: { pt: 'Preposições', en: 'Prepositions' },
  others: { pt: 'Outros', en: 'Others' },
};

type PronounRow = readonly [person: Person, emoji: string, pt: string, en: string];
const PRONOUNS: readonly PronounRow[] = [
  ['eu', '🙋', 'Eu', 'I'],
  ['voce', '👉', 'Você', 'You'],
  ['ele', '👨', 'Ele', 'He'],
  ['ela', '👩', 'Ela', 'She'],
  ['nos', '👥', 'Nós', 'We'],
  ['eles', '👪', 'Eles', 'They'],
];

/** Forms in the order of PERSONS: eu, você, ele, ela, nós, eles. */
type Forms = readonly [string, string, string, string, string, string];
type VerbRow = readonly [id: string, emoji: string, then: GroupId, pt: Forms, en: Forms];
const VERBS: readonly VerbRow[] = [
  ['want', '🤲', 'nouns', ['Quero', 'Quer', 'Quer', 'Quer', 'Queremos', 'Querem'], ['Want', 'Want', 'Wants', 'Wants', 'Want', 'Want']],
  ['need', '❗', 'nouns', ['Preciso', 'Precisa', 'Precisa', 'Precisa', 'Precisamos', 'Precisam'], ['Need', 'Need', 'Needs', 'Needs', 'Need', 'Need']],
  ['be', '🧍', 'adjectives', ['Estou', 'Está', 'Está', 'Está', 'Estamos', 'Estão'], ['Am', 'Are', 'Is', 'Is', 'Are', 'Are']],
  ['like', '❤️', 'nouns', ['Gosto', 'Gosta', 'Gosta', 'Gosta', 'Gostamos', 'Gostam'], ['Like', 'Like', 'Likes', 'Likes', 'Like', 'Like']],
  ['go', '🚶', 'nouns', ['Vou', 'Vai', 'Vai', 'Vai', 'Vamos', 'Vão'], ['Go', 'Go', 'Goes', 'Goes', 'Go', 'Go']],
  ['have', '✊', 'nouns', ['Tenho', 'Tem', 'Tem', 'Tem', 'Temos', 'Têm'], ['Have', 'Have', 'Has', 'Has', 'Have', 'Have']],
  ['drink', '🥤', 'nouns', ['Bebo', 'Bebe', 'Bebe', 'Bebe', 'Bebemos', 'Bebem'], ['Drink', 'Drink', 'Drinks', 'Drinks', 'Drink', 'Drink']],
  ['sleep', '😴', 'others', ['Durmo', 'Dorme', 'Dorme', 'Dorme', 'Dormimos', 'Dormem'], ['Sleep', 'Sleep', 'Sleeps', 'Sleeps', 'Sleep', 'Sleep']],
];

type WordRow = readonly [id: string, emoji: string, pt: string, en: string, only?: Lang];
const WORDS: Readonly<Record<Exclude<GroupId, 'pronouns' | 'verbs'>, readonly WordRow[]>> = {
  nouns: [
    ['water', '💧', 'Água', 'Water'],
    ['food', '🍽️', 'Comida', 'Food'],
    ['medicine', '💊', 'Remédio', 'Medicine'],
    ['help', '🆘', 'Ajuda', 'Help'],
    ['bath', '🛁', 'Banho', 'Bath'],
    ['bathroom', '🚻', 'Banheiro', 'Bathroom'],
    ['home', '🏠', 'Casa', 'Home'],
    ['bed', '🛏️', 'Cama', 'Bed'],
    ['hospital', '🏥', 'Hospital', 'Hospital'],
    ['pain', '🤕', 'Dor', 'Pain'],
    ...BODY_PARTS.map((part): WordRow => [`body-${part.id}`, part.emoji, part.label.pt, part.label.en]),
  ],
  adjectives: [
    ['hungry', '😋', 'Fome', 'Hungry'],
    ['thirsty', '💦', 'Sede', 'Thirsty'],
    ['cold', '🥶', 'Frio', 'Cold'],
    ['hot', '🥵', 'Calor', 'Hot'],
    ['scared', '😨', 'Medo', 'Scared'],
    ['happy', '😊', 'Feliz', 'Happy'],
    ['sad', '😢', 'Triste', 'Sad'],
    ['tired', '😫', 'Cansado', 'Tired'],
    ['well', '👍', 'Bem', 'Well'],
    ['sick', '🤒', 'Mal', 'Sick'],
  ],
  articles: [
    ['the', '👆', 'O', 'The'],
    ['the-f', '👆', 'A', 'The', 'pt'],
    ['a', '☝️', 'Um', 'A'],
    ['a-f', '☝️', 'Uma', 'A', 'pt'],
    ['an', '☝️', 'Um', 'An', 'en'],
  ],
  prepositions: [
    ['of', '🔗', 'De', 'Of'],
    ['to', '➡️', 'Para', 'To'],
    ['with', '🤝', 'Com', 'With'],
    ['in', '📥', 'Em', 'In'],
    ['to-the', '➡️', 'Ao', 'To the', 'pt'],
    ['in-the', '📥', 'Na', 'In the', 'pt'],
    ['on', '🔛', 'Em', 'On', 'en'],
  ],
  others: [
    ['to-go', '🏃', 'Ir', 'To go'],
    ['yes', '✅', 'Sim', 'Yes'],
    ['no', '❌', 'Não', 'No'],
    ['please', '🥺', 'Por favor', 'Please'],
    ['thanks', '🙏', 'Obrigado', 'Thank you'],
    ['now', '⏰', 'Agora', 'Now'],
    ['more', '➕', 'Mais', 'More'],
    ['very', '💯', 'Muito', 'Very'],
    ['today', '📅', 'Hoje', 'Today'],
  ],
};

function pair(forms: readonly [Forms, Forms], index: number): Bilingual {
  return { pt: forms[0][index]!, en: forms[1][index]! };
}

function wordsOf(group: GroupId): ConstructorWord[] {
  if (group === 'pronouns') {
    return PRONOUNS.map(([person, emoji, pt, en]) => ({ id: person, group, emoji, label: { pt, en }, person, then: 'verbs' }));
  }
  if (group === 'verbs') {
    return VERBS.map(([id, emoji, then, pt, en]) => ({
      id,
      group,
      emoji,
      then,
      label: pair([pt, en], 0),
      forms: Object.fromEntries(PERSONS.map((person, i) => [person, pair([pt, en], i)])) as Record<Person, Bilingual>,
    }));
  }
  return WORDS[group].map(([id, emoji, pt, en, only]) => ({ id, group, emoji, label: { pt, en }, ...(only ? { only } : {}) }));
}

export const CONSTRUCTOR_GROUPS: readonly ConstructorGroup[] = GROUP_IDS.map((id) => ({ id, title: TITLES[id], words: wordsOf(id) }));

/** Spec 000 §9: the constructor pre-caches about 15 common words. */
export const COMMON_WORD_IDS = [
  'eu', 'voce', 'ele', 'ela', 'want', 'need', 'be', 'go', 'water', 'food', 'medicine', 'help', 'bathroom', 'pain', 'yes',
] as const;
