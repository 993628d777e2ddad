// What a language gives the app about itself, in src/languages/<code>/language.json: read at start (small, in the
// first load) and by the build's scripts; its texts, words and model are in the same folder and load only when the
// language is used.
import type { RouteId } from '@/routes/ids';

export interface LanguageManifest {
  /** Its code: the folder's name, and the first part of its addresses (but the default language's). */
  code: string;
  /** Its name in itself, on the language switch. */
  name: string;
  /** The BCP 47 tag of its pages, dates and numbers. */
  tag: string;
  /** The installed app's description in this language (its web app manifest). */
  appDescription: string;
  /** The name of a board's category of its own for the cards whose category is gone. */
  otherCards: string;
  /** A first visit whose browser's first language starts with one of these opens in this language. */
  browser: readonly string[];
  /** How the language is spoken. */
  speech: {
    /** The voice's region asked for first (a browser voice of another region of the language comes next). */
    voiceTag: string;
    /** The offline voice's name in espeak-ng (never another language's voice reading this one). */
    espeakVoice: string;
    /** The optional cloud voice (Google Cloud Text-to-Speech), for a backend that has one. */
    cloudVoice: string;
    /** A short word the voices are warmed with. */
    probe: string;
    /**
     * The words that make a text a question or an exclamation when said (spec §4's intonation rule), in lower case;
     * one written without an accent matches with or without one, one written with an accent only with it (Spanish
     * "cuándo", not "cuando"); two words must follow each other ("por que"). Every language's count in any text.
     */
    questionWords: readonly string[];
    /** The optional backend's categories of recorded clips this language's texts are looked up in (spec 000 §3, §7); none: no clips. */
    clipCategories?: readonly string[];
    exclamationWords: readonly string[];
    /** The spec's speeds (§9) of a sentence, a word and a constructor's word; 1 is the voice's normal speed. */
    rates: { sentence: number; word: number; constructorWord: number };
  };
  /** The language's code at ARASAAC (its pictograms' search), if ARASAAC has the language (Brazilian Portuguese: 'br'). */
  arasaacLocale?: string;
  /** The language's code in the place search (Photon names places in a few languages: English, German, French). */
  photonLang?: string;
  /**
   * The bundled symbols' names in this language, for the card dialog's search: its locale in emojibase-data (the
   * Unicode CLDR annotations), and the words that say nothing about a picture ("de", "the"), kept out of the keywords.
   */
  symbolNames?: { cldr: string; stopWords: readonly string[] };
  /** The language of '/' and of a browser no language claims (exactly one has it). */
  isDefault?: true;
  /**
   * Each screen's address in this language. The default language gives every screen one; a screen another language
   * leaves out answers at the default one's address in every language: a shared board's page (`/board/:token`, the
   * token as its last part) and the professional area's pages, which the spec gives one address each. Printing a
   * board takes it by `?b=<id>`, as the editor does.
   */
  routes: Partial<Record<RouteId, string>>;
  /** Older addresses kept for links already shared. */
  aliases?: Partial<Record<RouteId, readonly string[]>>;
}

/** One label per id of a list of the built-in boards. */
export type Labels = Readonly<Record<string, string>>;

/**
 * The words a language gives the built-in boards and modes (src/languages/<code>/words.ts), by the ids the code gives
 * them (src/boards/vocabulary): the same ids in every language (languages.test.ts), but for the constructor's small
 * words, which each language has its own of (Portuguese "a"/"na" by gender, English "an").
 */
export interface Words {
  /** The built-in boards' names, by seed key. */
  boards: Labels;
  needs: Labels;
  feelings: Labels;
  animalsObjects: Labels;
  /** The pain page's body parts, by their Portuguese ids (spec 000 §2.6). */
  bodyParts: Labels;
  /**
   * What a body part's card says on the pain page, where the language says more than the part's name (Spanish "Me
   * duele la cabeza"); without it the card says its name, as the spec's Portuguese and English do.
   */
  painSaid?: Labels;
  communication: { categories: Labels; phrases: Labels };
  /**
   * The built-in scenes (src/boards/vocabulary/scenes.ts): the rooms' names, their parts' and answers' names (a part
   * by `<scene>.<part>`, an answer by its own id), and what each says where it says more than its name.
   */
  scenes: { names: Labels; labels: Labels; said: Labels };
  quickPhrases: Labels;
  /** The dynamic board: its categories, and its cards by `<category>.<word>`. */
  dynamic: { categories: Labels; cards: Labels };
  constructorMode: {
    groups: Labels;
    /** By person: eu, voce, ele, ela, nos, eles. */
    pronouns: Labels;
    /** Each verb's six forms, in the order of the persons. */
    verbs: Readonly<Record<string, readonly [string, string, string, string, string, string]>>;
    /** The other groups' words; the body parts join the nouns from bodyParts. */
    words: Labels;
    /**
     * The small words a sentence built card by card is missing (spec 000 §5), said between two cards: after one of
     * `after` (its last word, any case, accents ignored), before one of `before` (or any body part), `insert`.
     */
    connectives: readonly { after: readonly string[]; insert: string; before: readonly string[] | 'bodyPart' }[];
    /** Words that keep their capital inside a sentence (English "I"). */
    capitalised: readonly string[];
  };
}
