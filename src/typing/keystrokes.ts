// Owns: counting the selections a text takes on the typing mode's keyboard with prediction (issues 25 and 38, measured
// by `npm run bench` on held-out texts, for keystroke savings and for one-switch scan steps): at each point, when the
// sentence being written is offered whole, one selection writes it; when the word being written (or it and the next
// word, for a two-word suggestion) is among the suggestions, one selection writes it and its space; else one key writes
// the next character. A sign (. , ! ? ; :) right after a suggestion takes its space and puts it after itself, as the
// keyboard does (src/typing/editing.ts), so the space after it costs nothing. Each selection has a cost: one, or what
// the caller says (a scan's steps to reach that suggestion or key).
import { currentSentence } from './sentences';

export interface SelectionCount {
  characters: number;
  selections: number;
  /** Keystroke savings: 1 − selections / characters. */
  savings: number;
  /** The selections' costs summed (the selections themselves when no cost is given). */
  steps: number;
}

/** What the keyboard offers at a point: its suggestions, and which of them are whole sentences. */
export interface Offered {
  suggestions: readonly string[];
  sentences?: ReadonlySet<string>;
}

/** What a selection costs: a suggestion by its place in the bar, a key by the character it types (undefined: no key types it, and it is left out). */
export interface SelectionCost {
  suggestion(index: number): number;
  key(char: string): number | undefined;
}

const WORD_CHAR = /[\p{L}\p{N}'’-]/u;
const SPACED = /[.,!?;:]/u;
const ONE: SelectionCost = { suggestion: () => 1, key: () => 1 };

/** Where the sentence that `at` is in begins (as the keyboard reads it: after the last full stop, question or exclamation mark), past its spaces. */
function sentenceStart(text: string, at: number): number {
  const current = currentSentence(text.slice(0, at));
  return at - current.length + (/^\s*/u.exec(current)?.[0].length ?? 0);
}

export function countSelections(text: string, suggest: (before: string) => readonly string[] | Offered, cost: SelectionCost = ONE): SelectionCount {
  const target = text.replace(/\s+/g, ' ').trim();
  let at = 0;
  let selections = 0;
  let steps = 0;
  let characters = 0;
  let afterSuggestion = false;
  const take = (index: number, stop: number) => {
    selections += 1;
    steps += cost.suggestion(index);
    // The suggestion writes its words and a space; a space already there in the text is that one.
    const next = target[stop] === ' ' ? stop + 1 : stop;
    characters += next - at;
    at = next;
    afterSuggestion = true;
  };
  while (at < target.length) {
    const answer = suggest(target.slice(0, at));
    const offered = Array.isArray(answer) ? (answer as readonly string[]) : (answer as Offered).suggestions;
    const sentences = Array.isArray(answer) ? undefined : (answer as Offered).sentences;
    // A whole sentence offered: it writes the sentence being typed, from its start, when the text goes on with it.
    const from = sentenceStart(target, at);
    const sentence = offered.findIndex((s) => sentences?.has(s) && target.slice(from, from + s.length).toLowerCase() === s.toLowerCase() && !WORD_CHAR.test(target[from + s.length] ?? '') && from + s.length > at);
    if (sentence >= 0) {
      take(sentence, from + offered[sentence]!.length);
      continue;
    }
    if (WORD_CHAR.test(target[at]!)) {
      let end = at;
      while (end < target.length && WORD_CHAR.test(target[end]!)) end += 1;
      let start = at;
      while (start > 0 && WORD_CHAR.test(target[start - 1]!)) start -= 1;
      const word = target.slice(start, end);
      // A suggestion of two words counts when the text goes on with both (one selection writes them).
      const rest = target.slice(start);
      const phrase = offered.filter((s) => !sentences?.has(s) && s.includes(' ') && (rest === s || rest.startsWith(`${s} `) || (rest.startsWith(s) && !WORD_CHAR.test(rest[s.length] ?? ''))));
      const taken = phrase.sort((a, b) => b.length - a.length)[0] ?? (offered.includes(word) ? word : null);
      if (taken !== null) {
        take(offered.indexOf(taken), start + taken.length);
        continue;
      }
    }
    const char = target[at]!;
    const keyCost = cost.key(char.toLowerCase());
    if (keyCost !== undefined) {
      selections += 1;
      steps += keyCost;
      characters += 1;
    }
    // A sign typed right after a suggestion takes that suggestion's space (the text's own space is that one).
    const signTakesSpace = afterSuggestion && SPACED.test(char) && target[at + 1] === ' ';
    if (signTakesSpace && keyCost !== undefined) characters += 1;
    at += signTakesSpace ? 2 : 1;
    afterSuggestion = false;
  }
  return { characters, selections, steps, savings: characters === 0 ? 0 : 1 - selections / characters };
}
