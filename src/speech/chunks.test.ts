// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_CHUNK_LENGTH, splitIntoChunks } from './chunks';

const words = (chunks: string[]) => chunks.join(' ').split(' ');

describe('splitIntoChunks', () => {
  it('gives nothing for empty or blank text', () => {
    expect(splitIntoChunks('')).toEqual([]);
    expect(splitIntoChunks(' \n\t ')).toEqual([]);
  });

  it('keeps a short text whole, whitespace collapsed', () => {
    expect(splitIntoChunks('  Quero   água \n')).toEqual(['Quero água']);
  });

  it('splits 5,000 characters into pieces of at most 200 without losing or cutting a word', () => {
    const sentence = 'Eu gostaria de beber um copo de água gelada agora, por favor, porque estou com muita sede. ';
    const text = sentence.repeat(60).slice(0, 5000);
    const chunks = splitIntoChunks(text);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(MAX_CHUNK_LENGTH);
    expect(words(chunks)).toEqual(text.trim().split(/\s+/));
    expect(chunks.length).toBeGreaterThanOrEqual(25);
  });

  it('prefers sentence ends, packing whole sentences into a piece', () => {
    const a = `${'a'.repeat(80)}.`;
    const b = `${'b'.repeat(80)}!`;
    const c = `${'c'.repeat(80)}?`;
    expect(splitIntoChunks(`${a} ${b} ${c}`)).toEqual([`${a} ${b}`, c]);
  });

  it('falls back to commas, then spaces', () => {
    const commas = `${'x '.repeat(60)}y, ${'z '.repeat(60)}`.trim();
    const [first] = splitIntoChunks(commas);
    expect(first?.endsWith('y,')).toBe(true);
    const spaces = 'palavra '.repeat(40).trim();
    const chunks = splitIntoChunks(spaces);
    for (const chunk of chunks) expect(chunk).toMatch(/^palavra( palavra)*$/);
    expect(words(chunks)).toHaveLength(40);
  });

  it('treats a newline as a sentence end', () => {
    const line = 'w '.repeat(60).trim();
    expect(splitIntoChunks(`${line}\n${line}`, 150)).toEqual([line, line]);
  });

  it('cuts only a word longer than the limit, and never inside an emoji', () => {
    expect(splitIntoChunks('a'.repeat(450))).toEqual(['a'.repeat(200), 'a'.repeat(200), 'a'.repeat(50)]);
    const emoji = `${'a'.repeat(199)}😀😀`;
    const chunks = splitIntoChunks(emoji);
    expect(chunks[0]).toBe('a'.repeat(199));
    expect(chunks.join('')).toBe(emoji);
  });

  it('keeps a piece of exactly the limit whole', () => {
    const exact = `${'a'.repeat(199)}.`;
    expect(splitIntoChunks(`${exact} Next.`)).toEqual([exact, 'Next.']);
  });
});
