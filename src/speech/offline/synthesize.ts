// The offline voice's core: text → WAV bytes with the espeak-ng wasm (CLI build), usable in Node and in a worker.
// The caller provides the Emscripten glue factory and a compiled module, so the 18.5 MB wasm is compiled once.
import type { Intonation, Utterance } from '../types';
import { parseWav } from './wav';
import { manifestOf } from '@/languages';

/** The part of the Emscripten module object this code passes in. */
export interface ESpeakModuleArg {
  arguments: string[];
  instantiateWasm(imports: WebAssembly.Imports, ok: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void): object;
  print(line: string): void;
  printErr(line: string): void;
}

/** What the glue resolves to once main() has run. */
export interface ESpeakInstance {
  FS: { readFile(path: string): Uint8Array };
}

/** The default export of `espeak-ng/dist/espeak-ng.js` (MODULARIZE + EXPORT_ES6). */
export type ESpeakFactory = (moduleArg: ESpeakModuleArg) => Promise<ESpeakInstance>;

/** Longest text passed to espeak in one call; the caller chunks longer texts. */
export const MAX_TEXT_CHARS = 1000;
/** espeak's words per minute at rate 1. */
export const BASE_WORDS_PER_MINUTE = 175;

const OUTPUT = '/out.wav';
// Control and invisible format characters (incl. bidi overrides), line/paragraph separators, lone surrogates.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;
const TRAILING_PUNCTUATION = /[\s.!?…,;:¡¿]+$/u;

/** The text espeak will read: cleaned, capped at MAX_TEXT_CHARS, ending in ? or ! for those intonations. */
export function prepareText(raw: string, intonation: Intonation): string {
  let text = raw
    .replace(INVISIBLE, ' ')
    // espeak reads [[…]] as phoneme codes; a user's text must always be read as words.
    .replace(/\[\[/g, '[ [')
    .replace(/\s+/g, ' ')
    .trim();
  const limit = MAX_TEXT_CHARS - 1; // room for the intonation mark
  if (text.length > limit) {
    const cut = text.lastIndexOf(' ', limit);
    text = text.slice(0, cut > limit / 2 ? cut : limit);
    if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1); // never split an emoji's surrogate pair
    text = text.trim();
  }
  if (intonation === 'statement' || text === '') return text;
  const mark = intonation === 'question' ? '?' : '!';
  if (text.endsWith(mark)) return text;
  const words = text.replace(TRAILING_PUNCTUATION, '');
  return words === '' ? text : words + mark;
}

/** espeak's speed for a rate (1 = normal), kept inside the range espeak accepts. */
export function wordsPerMinute(rate: number): number {
  const wpm = Math.round(BASE_WORDS_PER_MINUTE * (Number.isFinite(rate) && rate > 0 ? rate : 1));
  return Math.min(450, Math.max(80, wpm));
}

/** The argv for one utterance. `--` ends the options, so a text starting with "-" is never read as one. */
export function espeakArguments(utterance: Utterance): string[] {
  const text = prepareText(utterance.text, utterance.intonation);
  return ['-w', OUTPUT, '-v', manifestOf(utterance.lang).speech.espeakVoice, '-s', String(wordsPerMinute(utterance.rate)), '--', text];
}

/**
 * Runs espeak once (a fresh instance of the shared compiled module: the CLI build has no reusable entry point)
 * and returns the WAV. Throws on empty text, on espeak errors and on audio without samples.
 */
export async function synthesize(factory: ESpeakFactory, module: WebAssembly.Module, utterance: Utterance): Promise<ArrayBuffer> {
  const args = espeakArguments(utterance);
  if (args.at(-1) === '') throw new RangeError('Nothing to say');
  const errors: string[] = [];
  let refused: (error: unknown) => void = () => {};
  // The glue would wait forever for an instance that failed to be created: fail the call instead.
  const instantiationFailed = new Promise<never>((_, reject) => (refused = reject));
  const instance = await Promise.race([
    factory({
      arguments: args,
      instantiateWasm(imports, ok) {
        WebAssembly.instantiate(module, imports).then((created) => ok(created, module), refused);
        return {}; // tells the glue the instance arrives asynchronously
      },
      print() {},
      printErr: (line) => errors.push(line),
    }),
    instantiationFailed,
  ]);
  let bytes: Uint8Array;
  try {
    bytes = instance.FS.readFile(OUTPUT);
  } catch {
    throw new Error(`espeak wrote no audio${errors.length ? `: ${errors.join(' ')}` : ''}`);
  }
  if (parseWav(bytes).frames === 0) throw new Error('espeak produced empty audio');
  // A standalone buffer, so a worker can transfer it without copying the rest of anything.
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes.buffer as ArrayBuffer)
    : (bytes.slice().buffer as ArrayBuffer);
}
