// @vitest-environment node
// Proves the offline voice makes real speech: the real espeak-ng wasm from node_modules, pt-BR and en-US.
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Utterance } from '../types';
import { type ESpeakFactory, MAX_TEXT_CHARS, espeakArguments, prepareText, synthesize, wordsPerMinute } from './synthesize';
import { parseWav, wavLoudness } from './wav';

let factory: ESpeakFactory;
let module: WebAssembly.Module;

beforeAll(async () => {
  const require = createRequire(import.meta.url);
  factory = ((await import('espeak-ng')) as { default: ESpeakFactory }).default;
  module = await WebAssembly.compile(readFileSync(require.resolve('espeak-ng/dist/espeak-ng.wasm')));
});

const say = (text: string, lang: Utterance['lang'], more: Partial<Utterance> = {}) =>
  synthesize(factory, module, { text, lang, rate: 1, intonation: 'statement', ...more });

describe('offline synthesis with the real wasm', () => {
  it.each([
    ['pt', 'Eu quero água'],
    ['en', 'I want water'],
  ] as const)('speaks %s: "%s" as audible 22050 Hz mono speech of plausible length', async (lang, text) => {
    const wav = await say(text, lang);
    const info = parseWav(wav);
    expect(info).toMatchObject({ sampleRate: 22050, channels: 1, bitsPerSample: 16 });
    expect(info.durationSeconds).toBeGreaterThan(0.5);
    expect(info.durationSeconds).toBeLessThan(4);
    const loudness = wavLoudness(wav);
    expect(loudness.flat).toBe(false);
    expect(loudness.rms).toBeGreaterThan(0.02);
    expect(loudness.peak).toBeGreaterThan(0.1);
  });

  it('gives a question a different sound from a statement', async () => {
    const statement = new Uint8Array(await say('Você quer água', 'pt'));
    const question = new Uint8Array(await say('Você quer água', 'pt', { intonation: 'question' }));
    expect(Buffer.compare(statement, question)).not.toBe(0);
  });

  it('speaks faster at rate 1.5 than at rate 0.75', async () => {
    const fast = parseWav(await say('I want to go home now', 'en', { rate: 1.5 })).durationSeconds;
    const slow = parseWav(await say('I want to go home now', 'en', { rate: 0.75 })).durationSeconds;
    expect(fast).toBeLessThan(slow * 0.75);
  });

  it('reads a text that looks like an option as words, and refuses empty text', async () => {
    expect(wavLoudness(await say('--help', 'en')).rms).toBeGreaterThan(0.02);
    await expect(say(' \u0000\u200b ', 'en')).rejects.toThrow(RangeError);
  });
});

describe('espeak arguments', () => {
  it('picks the voice, the speed and ends the options before the text', () => {
    expect(espeakArguments({ text: 'Oi', lang: 'pt', rate: 1.1, intonation: 'statement' })).toEqual(['-w', '/out.wav', '-v', 'pt-br', '-s', '193', '--', 'Oi']);
    expect(espeakArguments({ text: 'Hi', lang: 'en', rate: 0.9, intonation: 'statement' }).slice(2, 6)).toEqual(['-v', 'en-us', '-s', '158']);
    expect([wordsPerMinute(10), wordsPerMinute(0.1), wordsPerMinute(NaN), wordsPerMinute(-1)]).toEqual([450, 80, 175, 175]);
  });

  it('makes the text end as its intonation asks and leaves statements alone', () => {
    expect(prepareText('Você quer água.', 'question')).toBe('Você quer água?');
    expect(prepareText('Que bom', 'exclamation')).toBe('Que bom!');
    expect(prepareText('Really?', 'question')).toBe('Really?');
    expect(prepareText('Help!', 'exclamation')).toBe('Help!');
    expect(prepareText('Estou bem.', 'statement')).toBe('Estou bem.');
    expect(prepareText('?', 'question')).toBe('?');
  });

  it('strips control and invisible characters, phoneme markers and lone surrogates', () => {
    expect(prepareText('a\u0000b\u0007\tc\n\rd\u202ee\u2028f', 'statement')).toBe('a b c d e f');
    expect(prepareText('say [[h@loU]]', 'statement')).toBe('say [ [h@loU]]');
    expect(prepareText('x\uD800y 😀', 'statement')).toBe('x y 😀');
  });

  it('caps the length at a word boundary, keeping room for the intonation mark', () => {
    const long = 'palavra '.repeat(500);
    const text = prepareText(long, 'question');
    expect(text.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    expect(text).toMatch(/palavra\?$/);
    const emoji = prepareText('😀'.repeat(600), 'statement');
    expect(emoji.length).toBeLessThan(MAX_TEXT_CHARS);
    expect(emoji).toBe('😀'.repeat(emoji.length / 2));
  });
});
