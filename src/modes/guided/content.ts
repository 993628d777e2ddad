// The guided mode's words (spec 000 §3, §4, §5, §9): six subjects, the verbs each subject takes (the Portuguese
// conjugation table), the complements each verb offers (found by keywords in the verb), the tones, and suggestions.
import type { GuidedComplement, GuidedParts, GuidedWord, Punctuation } from '@machines/guided';
import type { Bilingual, Lang } from '@/i18n/language';
import { capitalise, foldText } from '@/i18n/text';
import { BODY_PARTS, type BodyPart } from '@/boards/vocabulary/body-parts';

export const SUBJECT_IDS = ['eu', 'ele', 'ela', 'eles', 'nos', 'voce'] as const;
export type SubjectId = (typeof SUBJECT_IDS)[number];

const SUBJECTS: Readonly<Record<SubjectId, { emoji: string; text: Bilingual }>> = {
  eu: { emoji: '🙋', text: { pt: 'Eu', en: 'I' } },
  ele: { emoji: '👨', text: { pt: 'Ele', en: 'He' } },
  ela: { emoji: '👩', text: { pt: 'Ela', en: 'She' } },
  eles: { emoji: '👥', text: { pt: 'Eles', en: 'They' } },
  nos: { emoji: '👨‍👩‍👧', text: { pt: 'Nós', en: 'We' } },
  voce: { emoji: '🫵', text: { pt: 'Você', en: 'You' } },
};

export const VERB_IDS = ['want', 'need', 'be', 'like', 'go', 'ask'] as const;
export type VerbId = (typeof VERB_IDS)[number];

const VERB_EMOJI: Readonly<Record<VerbId, string>> = { want: '👉', need: '❗', be: '🧍', like: '❤️', go: '🚶', ask: '🙏' };

/** Spec §4: the Portuguese conjugation table (Ele: Quer, Precisa, Está, Gosta, Vai), plus "pedir" for the default list. */
export const PT_CONJUGATION: Readonly<Record<SubjectId, Readonly<Record<VerbId, string>>>> = {
  eu: { want: 'Quero', need: 'Preciso', be: 'Estou', like: 'Gosto', go: 'Vou', ask: 'Peço' },
  ele: { want: 'Quer', need: 'Precisa', be: 'Está', like: 'Gosta', go: 'Vai', ask: 'Pede' },
  ela: { want: 'Quer', need: 'Precisa', be: 'Está', like: 'Gosta', go: 'Vai', ask: 'Pede' },
  eles: { want: 'Querem', need: 'Precisam', be: 'Estão', like: 'Gostam', go: 'Vão', ask: 'Pedem' },
  nos: { want: 'Queremos', need: 'Precisamos', be: 'Estamos', like: 'Gostamos', go: 'Vamos', ask: 'Pedimos' },
  voce: { want: 'Quer', need: 'Precisa', be: 'Está', like: 'Gosta', go: 'Vai', ask: 'Pede' },
};

const EN_BASE: Readonly<Record<VerbId, string>> = { want: 'want', need: 'need', be: 'are', like: 'like', go: 'are going', ask: 'ask for' };
const EN_THIRD: Readonly<Record<VerbId, string>> = { want: 'wants', need: 'needs', be: 'is', like: 'likes', go: 'is going', ask: 'asks for' };
const EN_FIRST: Readonly<Record<VerbId, string>> = { ...EN_BASE, be: 'am', go: 'am going' };

function englishVerb(subject: SubjectId, verb: VerbId): string {
  if (subject === 'eu') return EN_FIRST[verb];
  return subject === 'ele' || subject === 'ela' ? EN_THIRD[verb] : EN_BASE[verb];
}

/** "in my / your / his / her / our / their" (spec §3), by subject. */
const EN_POSSESSIVE: Readonly<Record<SubjectId, string>> = { eu: 'my', voce: 'your', ele: 'his', ela: 'her', nos: 'our', eles: 'their' };

interface Complement {
  id: string;
  emoji: string;
  text: Bilingual;
  /** The word joining it to the verb (spec §5: "de" before need-nouns, "para"/"ao" before places). */
  link?: Partial<Bilingual>;
}

interface ComplementGroup {
  verb: VerbId;
  /** A verb whose words start with one of these offers this group (the first group that matches wins). */
  keywords: Readonly<Record<Lang, readonly string[]>>;
  items: readonly Complement[];
}

const de = { pt: 'de' } as const;
const com = { pt: 'com' } as const;

/** The pain word (spec §4): chosen after "estou"/"am", it leads to the body parts. */
export const PAIN: Complement = { id: 'pain', emoji: '🤕', text: { pt: 'dor', en: 'pain' }, link: { pt: 'com', en: 'in' } };

// Go comes before be: "am going" holds "am" too.
const GROUPS: readonly ComplementGroup[] = [
  {
    verb: 'go',
    keywords: { pt: ['vou', 'vai', 'vao', 'vamos'], en: ['go'] },
    items: [
      { id: 'home', emoji: '🏠', text: { pt: 'casa', en: 'home' }, link: { pt: 'para' } },
      { id: 'bathroom', emoji: '🚽', text: { pt: 'banheiro', en: 'bathroom' }, link: { pt: 'ao', en: 'to the' } },
      { id: 'hospital', emoji: '🏥', text: { pt: 'hospital', en: 'hospital' }, link: { pt: 'para o', en: 'to the' } },
      { id: 'bed', emoji: '🛏️', text: { pt: 'cama', en: 'bed' }, link: { pt: 'para a', en: 'to' } },
      { id: 'school', emoji: '🏫', text: { pt: 'escola', en: 'school' }, link: { pt: 'para a', en: 'to' } },
      { id: 'park', emoji: '🌳', text: { pt: 'parque', en: 'park' }, link: { pt: 'ao', en: 'to the' } },
    ],
  },
  {
    verb: 'be',
    keywords: { pt: ['est'], en: ['am', 'is', 'are'] },
    items: [
      PAIN,
      { id: 'hungry', emoji: '🍽️', text: { pt: 'fome', en: 'hungry' }, link: com },
      { id: 'thirsty', emoji: '💧', text: { pt: 'sede', en: 'thirsty' }, link: com },
      { id: 'cold', emoji: '🥶', text: { pt: 'frio', en: 'cold' }, link: com },
      { id: 'hot', emoji: '🥵', text: { pt: 'calor', en: 'hot' }, link: com },
      { id: 'scared', emoji: '😨', text: { pt: 'medo', en: 'scared' }, link: com },
      { id: 'well', emoji: '🙂', text: { pt: 'bem', en: 'well' } },
    ],
  },
  {
    verb: 'need',
    keywords: { pt: ['precis'], en: ['need'] },
    items: [
      { id: 'water', emoji: '💧', text: { pt: 'água', en: 'water' }, link: de },
      { id: 'food', emoji: '🍽️', text: { pt: 'comida', en: 'food' }, link: de },
      { id: 'medicine', emoji: '💊', text: { pt: 'remédio', en: 'medicine' }, link: de },
      { id: 'help', emoji: '🆘', text: { pt: 'ajuda', en: 'help' }, link: de },
      { id: 'bath', emoji: '🛁', text: { pt: 'banho', en: 'a bath' }, link: de },
      { id: 'bathroom', emoji: '🚽', text: { pt: 'ir ao banheiro', en: 'to go to the bathroom' } },
    ],
  },
  {
    verb: 'want',
    keywords: { pt: ['quer'], en: ['want'] },
    items: [
      { id: 'water', emoji: '💧', text: { pt: 'água', en: 'water' } },
      { id: 'food', emoji: '🍽️', text: { pt: 'comida', en: 'food' } },
      { id: 'rest', emoji: '😴', text: { pt: 'descansar', en: 'to rest' } },
      { id: 'tv', emoji: '📺', text: { pt: 'assistir TV', en: 'to watch TV' } },
      { id: 'talk', emoji: '💬', text: { pt: 'conversar', en: 'to talk' } },
      { id: 'hug', emoji: '🤗', text: { pt: 'um abraço', en: 'a hug' } },
    ],
  },
  {
    verb: 'like',
    keywords: { pt: ['gost'], en: ['like'] },
    items: [
      { id: 'music', emoji: '🎵', text: { pt: 'música', en: 'music' }, link: de },
      { id: 'walk', emoji: '🚶', text: { pt: 'passear', en: 'going for walks' }, link: de },
      { id: 'read', emoji: '📖', text: { pt: 'ler', en: 'reading' }, link: de },
      { id: 'draw', emoji: '🎨', text: { pt: 'desenhar', en: 'drawing' }, link: de },
      { id: 'football', emoji: '⚽', text: { pt: 'futebol', en: 'football' }, link: de },
    ],
  },
];

/** Spec §4: what is offered when no keyword matches the verb. */
export const DEFAULT_COMPLEMENTS: readonly Complement[] = [
  { id: 'something', emoji: '✨', text: { pt: 'algo', en: 'something' } },
  { id: 'help', emoji: '🆘', text: { pt: 'ajuda', en: 'help' } },
  { id: 'attention', emoji: '👀', text: { pt: 'atenção', en: 'attention' } },
];

export interface PunctuationOption {
  mark: Punctuation;
  emoji: string;
  label: Bilingual;
}

export const PUNCTUATION_OPTIONS: readonly PunctuationOption[] = [
  { mark: '.', emoji: '💬', label: { pt: 'Afirmação', en: 'Statement' } },
  { mark: '?', emoji: '❓', label: { pt: 'Pergunta', en: 'Question' } },
  { mark: '!', emoji: '❗', label: { pt: 'Exclamação', en: 'Exclamation' } },
];

/** A word of the flow with the label its card shows. */
export interface GuidedChoice<W extends GuidedWord = GuidedWord> {
  word: W;
  label: string;
}

export function subjectsFor(lang: Lang): GuidedChoice[] {
  return SUBJECT_IDS.map((id) => ({ word: { id, text: SUBJECTS[id].text[lang], emoji: SUBJECTS[id].emoji }, label: SUBJECTS[id].text[lang] }));
}

export function isSubjectId(id: string): id is SubjectId {
  return (SUBJECT_IDS as readonly string[]).includes(id);
}

/** Spec §4: the verbs offered depend on the subject (conjugated for it). */
export function verbsFor(subject: SubjectId, lang: Lang): GuidedChoice[] {
  return VERB_IDS.map((id) => {
    const form = lang === 'pt' ? PT_CONJUGATION[subject][id] : englishVerb(subject, id);
    return { word: { id, text: form.toLowerCase(), emoji: VERB_EMOJI[id] }, label: capitalise(form) };
  });
}

function complementChoice(item: Complement, lang: Lang): GuidedChoice<GuidedComplement> {
  const link = item.link?.[lang];
  return { word: { id: item.id, text: item.text[lang], emoji: item.emoji, ...(link ? { link } : {}) }, label: capitalise(item.text[lang]) };
}

function groupFor(verbText: string, lang: Lang): ComplementGroup | undefined {
  const words = foldText(verbText).split(/\s+/);
  return GROUPS.find((group) => group.keywords[lang].some((keyword) => words.some((word) => word.startsWith(keyword))));
}

/** Spec §4: the complements offered depend on the verb, found by keywords; otherwise something / help / attention. */
export function complementsFor(verbText: string, lang: Lang): GuidedChoice<GuidedComplement>[] {
  return (groupFor(verbText, lang)?.items ?? DEFAULT_COMPLEMENTS).map((item) => complementChoice(item, lang));
}

/** Portuguese takes the part's own "na/nos/no/nas"; English "in my / your / his …" after the subject (spec §3). */
export function bodyPartPreposition(part: BodyPart, subject: SubjectId, lang: Lang): string {
  return lang === 'pt' ? part.preposition : `in ${EN_POSSESSIVE[subject]}`;
}

/** The pain step's cards, each with its body part (for the preposition that goes before it). */
export function bodyPartsFor(lang: Lang): (GuidedChoice & { part: BodyPart })[] {
  return BODY_PARTS.map((part) => ({ word: { id: part.id, text: part.label[lang].toLowerCase(), emoji: part.emoji }, label: part.label[lang], part }));
}

// Smart suggestions: common whole sentences, for the chosen subject (else "Eu"/"I") and verb (else any).
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
      return complement ? [{ subject: subjectWord, verb: verbWord, complement: complement.word, punctuation: s.mark }] : [];
    });
}
