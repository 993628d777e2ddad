// The guided mode's words (spec 000 §3, §4, §5, §9): six subjects, the verbs each subject takes (conjugated for it),
// the complements each verb offers (found by keywords in the verb), the tones, and suggestions. The words are each
// language's src/languages/<code>/guided.json (a language without one plays the default language's); the emoji,
// the same in every language, are here.
import type { GuidedComplement, GuidedParts, GuidedVerb, GuidedWord, Punctuation } from '@machines/guided';
import { DEFAULT_LANG, inLanguage, LANGUAGES, type Lang } from '@/i18n/language';
import { capitalise, foldText } from '@/i18n/text';
import { byLanguage } from '@/languages/registry';
import { BODY_PARTS, type BodyPart, type BodyPartId } from '@/boards/vocabulary/body-parts';

export const SUBJECT_IDS = ['eu', 'ele', 'ela', 'eles', 'nos', 'voce'] as const;
export type SubjectId = (typeof SUBJECT_IDS)[number];

const SUBJECT_EMOJI: Readonly<Record<SubjectId, string>> = { eu: '🙋', ele: '👨', ela: '👩', eles: '👥', nos: '👨‍👩‍👧', voce: '🫵' };

export const VERB_IDS = ['want', 'need', 'be', 'like', 'go', 'ask'] as const;
export type VerbId = (typeof VERB_IDS)[number];

const VERB_EMOJI: Readonly<Record<VerbId, string>> = { want: '👉', need: '❗', be: '🧍', like: '❤️', go: '🚶', ask: '🙏' };

/** The complement that leads to the body parts (spec §4), in every language. */
export const PAIN_ID = 'pain';

/** Each complement's emoji, by its id (the same id in every language and group). */
export const COMPLEMENT_EMOJI: Readonly<Record<string, string>> = {
  home: '🏠', bathroom: '🚽', hospital: '🏥', bed: '🛏️', school: '🏫', park: '🌳',
  pain: '🤕', hungry: '🍽️', thirsty: '💧', cold: '🥶', hot: '🥵', scared: '😨', well: '🙂',
  water: '💧', food: '🍽️', medicine: '💊', help: '🆘', bath: '🛁',
  rest: '😴', tv: '📺', talk: '💬', hug: '🤗',
  music: '🎵', walk: '🚶', read: '📖', draw: '🎨', football: '⚽',
  something: '✨', attention: '👀',
};

/** A complement as a language gives it. */
export interface GuidedItem {
  id: string;
  /** Its form inside a sentence (lower case but for names: "água", "assistir TV"); the card shows it capitalised. */
  text: string;
  /** The word joining it to the verb (spec §5: "de" before need-nouns, "para"/"ao" before places, "to the"…). */
  link?: string;
}

export interface GuidedGroup {
  verb: VerbId;
  /** A verb whose words (lower case, accents dropped) start with one of these offers this group; the first wins. */
  keywords: readonly string[];
  items: readonly GuidedItem[];
  /** Ids of the default language's group this language leaves out (its grammar says them with another verb). */
  leftOut?: readonly string[];
}

/** A language's words of the guided mode: src/languages/<code>/guided.json (languages.test.ts checks each). */
export interface GuidedWords {
  subjects: Readonly<Record<SubjectId, string>>;
  /** Each subject's form of each verb, as its card shows it ("Quero", "Am going", "Me gusta"). */
  verbs: Readonly<Record<SubjectId, Readonly<Record<VerbId, string>>>>;
  /** Verbs said without the subject word before them (Spanish "Me gusta la música"): their forms name the person. */
  withoutSubject?: readonly VerbId[];
  groups: readonly GuidedGroup[];
  /** Offered after a verb no group's keywords match (spec §4: something / help / attention). */
  defaults: readonly GuidedItem[];
  /** What goes between the pain word and a body part: the part's own word, else the subject's, else nothing. */
  bodyPart: { byPart?: Readonly<Partial<Record<BodyPartId, string>>>; bySubject?: Readonly<Partial<Record<SubjectId, string>>> };
  /** The tones' names. */
  punctuation: Readonly<Record<Punctuation, string>>;
  /** A mark a sentence of that tone opens with (Spanish "¿", "¡"). */
  opening?: Readonly<Partial<Record<Punctuation, string>>>;
}

const found = import.meta.glob<GuidedWords>('/src/languages/*/guided.json', { eager: true, import: 'default' });
const GUIDED: ReadonlyMap<Lang, GuidedWords> = byLanguage(found);

/** A language's guided words; the default language's for a language without its own. */
export function guidedWordsOf(lang: Lang): GuidedWords {
  const words = GUIDED.get(lang) ?? GUIDED.get(DEFAULT_LANG);
  if (!words) throw new Error(`The default language (${DEFAULT_LANG}) has no guided.json`);
  return words;
}

export interface PunctuationOption {
  mark: Punctuation;
  emoji: string;
  /** The tone's name in every language the app has. */
  label: Readonly<Record<Lang, string>>;
}

export const PUNCTUATION_OPTIONS: readonly PunctuationOption[] = (
  [
    ['.', '💬'],
    ['?', '❓'],
    ['!', '❗'],
  ] as const
).map(([mark, emoji]) => ({
  mark,
  emoji,
  label: Object.fromEntries(LANGUAGES.map((lang) => [lang, guidedWordsOf(lang).punctuation[mark]])),
}));

/** The mark a sentence of this tone opens with in this language ('' for none). */
export function openingOf(mark: Punctuation, lang: Lang): string {
  return guidedWordsOf(lang).opening?.[mark] ?? '';
}

/** A word of the flow with the label its card shows. */
export interface GuidedChoice<W extends GuidedWord = GuidedWord> {
  word: W;
  label: string;
}

export function subjectsFor(lang: Lang): GuidedChoice[] {
  const { subjects } = guidedWordsOf(lang);
  return SUBJECT_IDS.map((id) => ({ word: { id, text: subjects[id], emoji: SUBJECT_EMOJI[id] }, label: subjects[id] }));
}

export function isSubjectId(id: string): id is SubjectId {
  return (SUBJECT_IDS as readonly string[]).includes(id);
}

/** Spec §4: the verbs offered depend on the subject (conjugated for it). */
export function verbsFor(subject: SubjectId, lang: Lang): GuidedChoice<GuidedVerb>[] {
  const { verbs, withoutSubject = [] } = guidedWordsOf(lang);
  return VERB_IDS.map((id) => {
    const form = verbs[subject][id];
    const word: GuidedVerb = { id, text: form.toLowerCase(), emoji: VERB_EMOJI[id], ...(withoutSubject.includes(id) ? { withoutSubject: true } : {}) };
    return { word, label: capitalise(form) };
  });
}

function complementChoice(item: GuidedItem): GuidedChoice<GuidedComplement> {
  const word: GuidedComplement = {
    id: item.id,
    text: item.text,
    emoji: COMPLEMENT_EMOJI[item.id] ?? '',
    ...(item.link ? { link: item.link } : {}),
    ...(item.id === PAIN_ID ? { pain: true } : {}),
  };
  return { word, label: capitalise(item.text) };
}

function groupFor(verbText: string, lang: Lang): GuidedGroup | undefined {
  const words = foldText(verbText).split(/\s+/);
  return guidedWordsOf(lang).groups.find((group) => group.keywords.some((keyword) => words.some((word) => word.startsWith(keyword))));
}

/** Spec §4: the complements offered depend on the verb, found by keywords; otherwise something / help / attention. */
export function complementsFor(verbText: string, lang: Lang): GuidedChoice<GuidedComplement>[] {
  return (groupFor(verbText, lang)?.items ?? guidedWordsOf(lang).defaults).map(complementChoice);
}

/** What goes between the pain word and the part: Portuguese "na"/"nos" by part, English "in my / your …" by subject. */
export function bodyPartPreposition(part: BodyPart, subject: SubjectId, lang: Lang): string {
  const { byPart, bySubject } = guidedWordsOf(lang).bodyPart;
  return byPart?.[part.id] ?? bySubject?.[subject] ?? '';
}

/** The pain step's cards, each with its body part (for the preposition that goes before it). */
export function bodyPartsFor(lang: Lang): (GuidedChoice & { part: BodyPart })[] {
  return BODY_PARTS.map((part) => ({ word: { id: part.id, text: inLanguage(part.label, lang).toLowerCase(), emoji: part.emoji }, label: inLanguage(part.label, lang), part }));
}

// Smart suggestions: common whole sentences, for the chosen subject (else the first person) and verb (else any).
const SUGGESTIONS: readonly { verb: VerbId; complement: string; mark: Punctuation }[] = [
  { verb: 'need', complement: 'help', mark: '!' },
  { verb: 'want', complement: 'water', mark: '.' },
  { verb: 'go', complement: 'bathroom', mark: '.' },
  { verb: 'be', complement: 'hungry', mark: '.' },
  { verb: 'need', complement: 'medicine', mark: '.' },
  { verb: 'be', complement: 'cold', mark: '.' },
  { verb: 'want', complement: 'rest', mark: '.' },
  { verb: 'like', complement: 'music', mark: '!' },
  { verb: 'go', complement: 'home', mark: '?' },
  { verb: 'ask', complement: 'attention', mark: '!' },
];

export const SUGGESTION_COUNT = 4;

export function suggestionsFor(lang: Lang, subject: SubjectId = 'eu', verb?: VerbId): GuidedParts[] {
  const subjectWord = subjectsFor(lang).find((choice) => choice.word.id === subject)!.word;
  const verbs = verbsFor(subject, lang);
  return SUGGESTIONS.filter((s) => verb === undefined || s.verb === verb)
    .slice(0, SUGGESTION_COUNT)
    .flatMap((s) => {
      const verbWord = verbs.find((choice) => choice.word.id === s.verb)!.word;
      const complement = complementsFor(verbWord.text, lang).find((choice) => choice.word.id === s.complement);
      const opening = openingOf(s.mark, lang);
      return complement ? [{ subject: subjectWord, verb: verbWord, complement: complement.word, punctuation: s.mark, ...(opening ? { opening } : {}) }] : [];
    });
}
