// The guided sentence flow (spec 000 §2.9, §4): who → action → about what → (where it hurts, only for pain) →
// tone → the finished sentence. Pure logic: the screen passes the words it offers; grammar choices come with them.
import { assertEvent, assign, emit, setup } from 'xstate';

/** A word as the flow needs it: what goes into the sentence and the emoji shown for it. */
export interface GuidedWord {
  id: string;
  /** The word's form inside a sentence ("estou", "dor", "I"). */
  text: string;
  emoji: string;
}

/** A verb may be said without the subject word before it, its form naming the person (Spanish "me gusta"). */
export interface GuidedVerb extends GuidedWord {
  withoutSubject?: true;
}

/** A complement may bring the little word that joins it to the verb ("de" água, "para" casa, "com" dor, "to"…). */
export interface GuidedComplement extends GuidedWord {
  link?: string;
  /** It leads to the body parts, whatever its word in the language ("dor", "pain", "dolor"). */
  pain?: true;
}

export type Punctuation = '.' | '?' | '!';
export type GuidedIntonation = 'statement' | 'question' | 'exclamation';

export const INTONATION_OF: Readonly<Record<Punctuation, GuidedIntonation>> = {
  '.': 'statement',
  '?': 'question',
  '!': 'exclamation',
};

/** Spec §4: the pain step follows only a complement that is exactly one of these words, ignoring case. */
export const PAIN_WORDS = ['pain', 'dor'] as const;

export function isPainWord(text: string): boolean {
  return (PAIN_WORDS as readonly string[]).includes(text.trim().toLowerCase());
}

/** A complement marked as the pain word (any language's), or one of the spec's pain words. */
function leadsToPain(complement: GuidedComplement): boolean {
  return complement.pain === true || isPainWord(complement.text);
}

/** Spec §4: after a body part the complement is a pain phrase ("dor na cabeça"): the pain word, a space, more. */
export function isPainPhrase(complement: GuidedComplement | null): boolean {
  if (!complement) return false;
  const [first = '', ...rest] = complement.text.trim().split(/\s+/);
  return (complement.pain === true || isPainWord(first)) && rest.length > 0;
}

/** The pain word a pain phrase starts with, as a complement of its own (for going back to the body parts). */
function painWordOf(complement: GuidedComplement): GuidedComplement {
  const [first = ''] = complement.text.trim().split(/\s+/);
  return { ...complement, id: complement.id.split(':')[0] ?? complement.id, text: first };
}

export interface GuidedParts {
  subject: GuidedWord;
  verb: GuidedVerb;
  complement: GuidedComplement;
  punctuation: Punctuation;
  /** The mark the sentence opens with, in a language that has one for the tone (Spanish "¿", "¡"). */
  opening?: string;
}

/** Spec §5: subject + verb + (link) + complement, a capital first letter, the chosen mark (and its opening one). */
export function assembleSentence({ subject, verb, complement, punctuation, opening = '' }: GuidedParts): string {
  const words = [verb.withoutSubject ? undefined : subject.text, verb.text, complement.link, complement.text].filter((word) => word?.trim());
  const text = words.join(' ');
  return `${opening}${text.charAt(0).toUpperCase()}${text.slice(1)}${punctuation}`;
}

export interface GuidedContext {
  subject: GuidedWord | null;
  verb: GuidedVerb | null;
  complement: GuidedComplement | null;
  /** The pain word chosen before the body part, so going back to the pain step can offer the parts again. */
  painWord: GuidedComplement | null;
  /** The body part's emoji, shown after the pain emoji in the sentence's emoji row. */
  bodyPartEmoji: string | null;
  punctuation: Punctuation | null;
  /** The opening mark that goes with the tone in the language (Spanish "¿"), if any. */
  opening: string | null;
  /** Set on reaching the end: what is said and shown, and how. */
  sentence: string | null;
  intonation: GuidedIntonation | null;
}

export type GuidedEvent =
  | { type: 'SUBJECT'; word: GuidedWord }
  | { type: 'VERB'; word: GuidedVerb }
  | { type: 'COMPLEMENT'; word: GuidedComplement }
  /** `preposition` is "na"/"nos"/"no"/"nas" in Portuguese, "in my"/"in his"… in English (from the subject). */
  | { type: 'BODY_PART'; part: GuidedWord; preposition: string }
  /** `opening` is the language's opening mark for the tone (Spanish "¿", "¡"). */
  | { type: 'PUNCTUATION'; mark: Punctuation; opening?: string }
  /** A smart suggestion: a whole sentence chosen at once. */
  | { type: 'SUGGESTION'; parts: GuidedParts }
  | { type: 'BACK' }
  | { type: 'RESET' };

/** Emitted on reaching the end by a choice (a tone or a suggestion), not by going back: the sentence is said. */
export type GuidedEmitted = { type: 'finished'; context: GuidedContext };

const EMPTY: GuidedContext = {
  subject: null,
  verb: null,
  complement: null,
  painWord: null,
  bodyPartEmoji: null,
  punctuation: null,
  opening: null,
  sentence: null,
  intonation: null,
};

/** The four steps of the progress bar (spec §9); the pain step belongs to "about what". */
export const GUIDED_STEPS = ['subject', 'verb', 'complement', 'punctuation'] as const;
export type GuidedStep = (typeof GUIDED_STEPS)[number] | 'pain' | 'done';

/** 1–4 for the progress bar; the end counts as the fourth step done. */
export function stepNumber(step: GuidedStep): number {
  if (step === 'pain') return 3;
  if (step === 'done') return 4;
  return GUIDED_STEPS.indexOf(step) + 1;
}

/** The emoji of each part chosen so far, in sentence order (the full-screen card's emoji row). */
export function emojisOf(context: GuidedContext): string[] {
  const complementEmoji = context.painWord ? context.painWord.emoji : context.complement?.emoji;
  return [context.subject?.emoji, context.verb?.emoji, complementEmoji, context.bodyPartEmoji ?? undefined].filter(
    (emoji): emoji is string => Boolean(emoji),
  );
}

export const guidedMachine = setup({
  types: {
    context: {} as GuidedContext,
    events: {} as GuidedEvent,
    emitted: {} as GuidedEmitted,
  },
  actions: {
    setSubject: assign(({ event }) => {
      assertEvent(event, 'SUBJECT');
      return { ...EMPTY, subject: event.word };
    }),
    setVerb: assign(({ event }) => {
      assertEvent(event, 'VERB');
      return { verb: event.word, complement: null, painWord: null, bodyPartEmoji: null, punctuation: null, opening: null };
    }),
    setComplement: assign(({ event }) => {
      assertEvent(event, 'COMPLEMENT');
      const pain = leadsToPain(event.word);
      return { complement: event.word, painWord: pain ? event.word : null, bodyPartEmoji: null, punctuation: null, opening: null };
    }),
    setBodyPart: assign(({ context, event }) => {
      assertEvent(event, 'BODY_PART');
      const pain = context.painWord ?? context.complement;
      if (!pain) return {};
      const text = [pain.text, event.preposition, event.part.text].filter((word) => word.trim()).join(' ');
      return { complement: { ...pain, id: `${pain.id}:${event.part.id}`, text }, bodyPartEmoji: event.part.emoji };
    }),
    setPunctuation: assign(({ event }) => {
      assertEvent(event, 'PUNCTUATION');
      return { punctuation: event.mark, opening: event.opening || null };
    }),
    setSuggestion: assign(({ event }) => {
      assertEvent(event, 'SUGGESTION');
      const { subject, verb, complement, punctuation, opening } = event.parts;
      return { ...EMPTY, subject, verb, complement, punctuation, opening: opening || null, painWord: isPainPhrase(complement) ? painWordOf(complement) : null };
    }),
    finish: assign(({ context }) => {
      const { subject, verb, complement, punctuation, opening } = context;
      if (!subject || !verb || !complement || !punctuation) return {};
      return { sentence: assembleSentence({ subject, verb, complement, punctuation, ...(opening ? { opening } : {}) }), intonation: INTONATION_OF[punctuation] };
    }),
    clearFromVerb: assign({ verb: null, complement: null, painWord: null, bodyPartEmoji: null, punctuation: null, opening: null }),
    clearComplement: assign({ complement: null, painWord: null, bodyPartEmoji: null, punctuation: null, opening: null }),
    clearBodyPart: assign(({ context }) => {
      const painWord = context.painWord ?? (context.complement && isPainPhrase(context.complement) ? painWordOf(context.complement) : null);
      return { complement: painWord, painWord, bodyPartEmoji: null, punctuation: null, opening: null };
    }),
    clearPunctuation: assign({ punctuation: null, opening: null, sentence: null, intonation: null }),
    clearAll: assign(() => EMPTY),
    announceFinished: emit(({ context }): GuidedEmitted => ({ type: 'finished', context })),
  },
  guards: {
    isPain: ({ event }) => event.type === 'COMPLEMENT' && leadsToPain(event.word),
    holdsPainPhrase: ({ context }) => isPainPhrase(context.complement),
  },
}).createMachine({
  id: 'guided',
  context: EMPTY,
  initial: 'subject',
  on: {
    RESET: { target: '.subject', actions: 'clearAll', description: 'Spec §4: back to the first step with nothing chosen.' },
    SUGGESTION: { target: '.done', actions: ['setSuggestion', 'finish'] },
  },
  states: {
    subject: {
      on: { SUBJECT: { target: 'verb', actions: 'setSubject' } },
    },
    verb: {
      on: {
        VERB: { target: 'complement', actions: 'setVerb' },
        BACK: { target: 'subject', actions: 'clearFromVerb', description: 'Spec §4: clears verb, complement and punctuation.' },
      },
    },
    complement: {
      on: {
        COMPLEMENT: [
          { guard: 'isPain', target: 'pain', actions: 'setComplement' },
          { target: 'punctuation', actions: 'setComplement' },
        ],
        BACK: { target: 'verb', actions: 'clearComplement' },
      },
    },
    pain: {
      on: {
        BODY_PART: { target: 'punctuation', actions: 'setBodyPart' },
        BACK: { target: 'complement', actions: 'clearBodyPart', description: 'The pain word stays chosen until another is picked.' },
      },
    },
    punctuation: {
      on: {
        PUNCTUATION: { target: 'done', actions: ['setPunctuation', 'finish'] },
        BACK: [
          {
            guard: 'holdsPainPhrase',
            target: 'pain',
            actions: ['clearBodyPart', 'clearPunctuation'],
            description: 'Spec §4: a pain phrase (it has a space) sends back to the body parts.',
          },
          { target: 'complement', actions: 'clearPunctuation' },
        ],
      },
    },
    done: {
      // Only a tone or a suggestion leads here (BACK and RESET never do), so every entry is a finished sentence.
      entry: 'announceFinished',
      on: {
        BACK: { target: 'punctuation', actions: 'clearPunctuation', description: 'Choose another tone for the same words.' },
      },
    },
  },
});
