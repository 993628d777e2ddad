// Owns: counting the selections a text takes on the typing mode's keyboard with prediction (issue 25's keystroke
// savings, measured by `npm run bench` on held-out texts): at each point, when the word being written (or it and the
// next word, for a two-word suggestion) is among the suggestions, one selection writes it and its space; else one key
// writes the next character. A sign (. , ! ? ; :) right after a suggestion takes its space and puts it after itself, as
// the keyboard does (src/typing/editing.ts), so the space after it costs nothing.

export interface SelectionCount {
  characters: number;
  selections: number;
  /** Keystroke savings: 1 − selections / characters. */
  savings: number;
}

const WORD_CHAR = /[\p{L}\p{N}'’-]/u;
const SPACED = /[.,!?;:]/u;

export function countSelections(text: string, suggest: (before: string) => readonly string[]): SelectionCount {
  const target = text.replace(/\s+/g, ' ').trim();
  let at = 0;
  let selections = 0;
  let afterSuggestion = false;
  while (at < target.length) {
    if (WORD_CHAR.test(target[at]!)) {
      let end = at;
      while (end < target.length && WORD_CHAR.test(target[end]!)) end += 1;
      let start = at;
      while (start > 0 && WORD_CHAR.test(target[start - 1]!)) start -= 1;
      const word = target.slice(start, end);
      const offered = suggest(target.slice(0, at));
      // A suggestion of two words counts when the text goes on with both (one selection writes them).
      const rest = target.slice(start);
      const phrase = offered.filter((s) => s.includes(' ') && (rest === s || rest.startsWith(`${s} `) || (rest.startsWith(s) && !WORD_CHAR.test(rest[s.length] ?? ''))));
      const taken = phrase.sort((a, b) => b.length - a.length)[0] ?? (offered.includes(word) ? word : null);
      if (taken !== null) {
        selections += 1;
        const stop = start + taken.length;
        // The suggestion writes its words and a space; a space already there in the text is that one.
        at = target[stop] === ' ' ? stop + 1 : stop;
        afterSuggestion = true;
        continue;
      }
    }
    selections += 1;
    at += afterSuggestion && SPACED.test(target[at]!) && target[at + 1] === ' ' ? 2 : 1;
    afterSuggestion = false;
  }
  return { characters: target.length, selections, savings: target.length === 0 ? 0 : 1 - selections / target.length };
}
