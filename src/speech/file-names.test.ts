// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CACHE_SLUG_MAX, audioFileName, textHash, ttsCacheFileName } from './file-names';

describe('audioFileName (spec §5)', () => {
  it.each([
    ['Água', 'agua.mp3'],
    ['Quero água', 'quero_agua.mp3'],
    ['Ação', 'acao.mp3'],
    ['Café', 'cafe.mp3'],
    ['Coração!', 'coracao.mp3'],
    ['Estou com dor, socorro!', 'estou_com_dor_socorro.mp3'],
    ["Don't go", 'dont_go.mp3'],
    ['  Bom   dia  ', 'bom_dia.mp3'],
    ['Guarda-chuva', 'guardachuva.mp3'],
    ['I need 2 pills', 'i_need_2_pills.mp3'],
    ['Olá 😀', 'ola.mp3'],
  ])('%j → %s', (text, name) => expect(audioFileName(text)).toBe(name));

  it('has no name for text with nothing left to name a file', () => {
    expect(audioFileName('😀😀')).toBeNull();
    expect(audioFileName('?!…')).toBeNull();
    expect(audioFileName('   ')).toBeNull();
  });
});

describe('ttsCacheFileName (spec §5)', () => {
  it('is the language, a hyphenated slug and .mp3', () => {
    expect(ttsCacheFileName('Quero água, por favor!', 'pt')).toBe('pt-quero-agua-por-favor.mp3');
    expect(ttsCacheFileName('I need help', 'en')).toBe('en-i-need-help.mp3');
    expect(ttsCacheFileName('Ação — já!', 'pt')).toBe('pt-acao-ja.mp3');
    expect(ttsCacheFileName('  Coração   partido ', 'pt')).toBe('pt-coracao-partido.mp3');
  });

  it('uses a hash when the slug is empty, different for different texts', () => {
    const smile = ttsCacheFileName('😀', 'en');
    expect(smile).toMatch(/^en-[0-9a-f]{8}\.mp3$/);
    expect(ttsCacheFileName('?!', 'pt')).toMatch(/^pt-[0-9a-f]{8}\.mp3$/);
    expect(ttsCacheFileName('😢', 'en')).not.toBe(smile);
    expect(ttsCacheFileName('😀', 'en')).toBe(smile);
  });

  it('keeps the slug within 50 characters for a 300-character text, never ending in a hyphen', () => {
    const text = 'Eu gostaria de ir ao parque amanhã com a minha família '.repeat(6).slice(0, 300);
    const name = ttsCacheFileName(text, 'pt');
    const slug = name.slice(3, -4);
    expect(text).toHaveLength(300);
    expect(slug.length).toBeLessThanOrEqual(CACHE_SLUG_MAX);
    expect(slug).toMatch(/^eu-gostaria-de-ir-ao-parque-amanha-[a-z-]*[0-9a-f]{8}$/);
    expect(slug).not.toMatch(/--/);
  });

  it('gives two long texts that begin alike different names', () => {
    const start = 'a'.repeat(60);
    expect(ttsCacheFileName(`${start} one`, 'en')).not.toBe(ttsCacheFileName(`${start} two`, 'en'));
  });

  it('keeps a slug of exactly 50 characters as it is', () => {
    const text = 'b'.repeat(50);
    expect(ttsCacheFileName(text, 'en')).toBe(`en-${text}.mp3`);
  });

  it('hashes deterministically', () => {
    expect(textHash('')).toBe('811c9dc5');
    expect(textHash('abc')).toBe(textHash('abc'));
  });
});
