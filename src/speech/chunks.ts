// Very long text is spoken in pieces: voices cut off or freeze on long input (Chrome stops after ~15 s) and a
// short first piece starts sooner. Pieces end at sentence ends, else commas, else spaces, never mid-word.
export const MAX_CHUNK_LENGTH = 200;

// Break candidates, best first; each regex matches the text that ends a piece (kept in the earlier piece).
const BREAKS = [/[.!?…]+["'”’)\]]*\s|\n/g, /[,;:]\s/g, /\s/g];

function lastBreak(window: string, pattern: RegExp): number {
  let end = -1;
  for (const match of window.matchAll(pattern)) end = match.index + match[0].length;
  return end;
}

/** Where to cut `rest` (longer than `max`): after the best break that fits, or at `max` inside a too-long word. */
function cutIndex(rest: string, max: number): number {
  // One character more than the limit so a break right after a full-length piece is still seen.
  const window = rest.slice(0, max + 1);
  for (const pattern of BREAKS) {
    const end = lastBreak(window, pattern);
    if (end > 0 && rest.slice(0, end).trimEnd().length <= max) return end;
  }
  // A single word longer than the limit: cut it, but never between the two halves of a surrogate pair.
  const code = rest.charCodeAt(max - 1);
  return code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
}

/** Speakable pieces of at most `max` characters, whitespace collapsed; none for empty or blank text. */
export function splitIntoChunks(text: string, max = MAX_CHUNK_LENGTH): string[] {
  // Newlines are kept (they end a sentence); other runs of whitespace become one space.
  let rest = text.replace(/[^\S\n]+/g, ' ').replace(/ *\n[\s]*/g, '\n').trim();
  const chunks: string[] = [];
  while (rest.length > max) {
    const end = cutIndex(rest, max);
    const piece = rest.slice(0, end).replace(/\n/g, ' ').trim();
    if (piece) chunks.push(piece);
    rest = rest.slice(end).trimStart();
  }
  const last = rest.replace(/\n/g, ' ').trim();
  if (last) chunks.push(last);
  return chunks;
}
