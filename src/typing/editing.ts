// Owns: what each key and suggestion does to the message of the typing mode (issue 25): a letter (with the capital a
// sentence's start takes), a paste cut to the limit, delete a letter or a word, a suggestion put in place of the word
// being written. Pure functions of the text; the cursor is always at the end, as on every AAC keyboard.
import { contextOf } from './predict';
import { currentSentence } from './sentences';

/** The longest message: a paste beyond it is cut, with a message. */
export const MAX_MESSAGE = 2000;

/** Signs that close up to the word before them: the space a suggestion left goes ("quero água ." → "quero água."). */
const CLOSING = /^[.,!?;:)\]}…%]/u;
/** Signs a space follows: one that took a suggestion's space puts it back after itself ("água ," → "água, "). */
const SPACED = /^[.,!?;:]$/u;
const SENTENCE_END = /[.!?]$/u;

export interface Edited {
  text: string;
  /** Part of what was added did not fit (over MAX_MESSAGE). */
  cut: boolean;
}

function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) return [...new Intl.Segmenter().segment(text)].map((s) => s.segment);
  return [...text];
}

/**
 * Adds typed text at the end: a letter that starts a sentence becomes a capital (unless `capitalise` is false, as in
 * a form's field: a word, a city); a closing sign takes the space before it. `max`: the most characters the text takes.
 */
export function typeText(text: string, added: string, { capitalise = true, max = MAX_MESSAGE }: { capitalise?: boolean; max?: number } = {}): Edited {
  let addition = added.replace(/\r\n?/g, '\n');
  let base = text;
  // The space after a sign is there already: a second one is not typed.
  if (addition === ' ' && /[.,!?;:] $/u.test(base)) return { text, cut: false };
  if (CLOSING.test(addition) && /\S $/.test(base)) {
    base = base.slice(0, -1);
    // The space moves after the sign, so the next word needs no space key: one selection less a sentence.
    if (SPACED.test(addition)) addition += ' ';
  }
  const { partial, sentenceStart } = contextOf(base);
  if (capitalise && sentenceStart && partial === '' && /^\p{Ll}/u.test(addition)) addition = addition.charAt(0).toUpperCase() + addition.slice(1);
  const room = max - base.length;
  if (addition.length <= room) return { text: base + addition, cut: false };
  const kept = graphemes(addition);
  let fit = '';
  for (const piece of kept) {
    if (fit.length + piece.length > room) break;
    fit += piece;
  }
  return { text: base + fit, cut: true };
}

export function deleteLetter(text: string): string {
  return graphemes(text).slice(0, -1).join('');
}

/** Deletes the last word with the spaces after it (or only the trailing signs, when the text ends with them). */
export function deleteWord(text: string): string {
  const trimmed = text.replace(/\s+$/u, '');
  if (trimmed === '') return '';
  const word = /[\p{L}\p{N}'’-]+$/u.exec(trimmed);
  if (word) return trimmed.slice(0, word.index);
  return trimmed.replace(/[^\p{L}\p{N}\s]+$/u, '');
}

/** Puts a suggestion in place of the word being written (or after the space), followed by a space. */
export function takeSuggestion(text: string, word: string, max = MAX_MESSAGE): Edited {
  const { partial } = contextOf(text);
  const before = text.slice(0, text.length - partial.length);
  // No space after an opening mark or quote: "¿Me ", "(Sim ".
  const spaced = before === '' || /[\s¿¡(«“"]$/u.test(before) ? before : `${before} `;
  const next = `${spaced}${word} `;
  if (next.length <= max) return { text: next, cut: false };
  // A field's last word needs no space after it.
  return next.length - 1 <= max ? { text: next.slice(0, -1), cut: false } : { text, cut: true };
}

/** Puts a whole sentence in place of the sentence being typed (what follows the last full stop or line break), then a space. */
export function takeSentence(text: string, sentence: string, max = MAX_MESSAGE): Edited {
  const start = text.length - currentSentence(text).length;
  const lead = /^\s*/u.exec(text.slice(start))?.[0] ?? '';
  const before = text.slice(0, start) + (start > 0 && lead === '' && text[start - 1] !== '\n' ? ' ' : lead);
  const next = `${before}${sentence} `;
  if (next.length <= max) return { text: next, cut: false };
  return next.length - 1 <= max ? { text: next.slice(0, -1), cut: false } : { text, cut: true };
}

/** The word just finished by this edit (a space or a sign after it, or a suggestion), for the echo: null when none. */
export function finishedWord(before: string, after: string): string | null {
  if (after.length <= before.length || !/[\s.,!?;:]$/u.test(after)) return null;
  const words = after.match(/[\p{L}\p{N}'’-]+/gu);
  const last = words?.at(-1);
  if (!last) return null;
  // Only when that word was being written before this edit, not an older word followed by a second space.
  return /[\p{L}\p{N}'’-]$/u.test(before) || after.slice(before.length).includes(last) ? last : null;
}

/** The sentence just closed by this edit (a full stop, ! or ?), for "speak at a full stop": null when none. */
export function finishedSentence(before: string, after: string): string | null {
  if (after.length <= before.length || !SENTENCE_END.test(after.trimEnd())) return null;
  if (SENTENCE_END.test(before.trimEnd()) && after.trimEnd().length === before.trimEnd().length) return null;
  const sentences = after.trimEnd().split(/(?<=[.!?])\s+/u);
  return sentences.at(-1)?.trim() || null;
}
