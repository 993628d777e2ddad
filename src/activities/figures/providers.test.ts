// @vitest-environment node
// The figure providers on recorded-shape answers (spec 001 §5, §7): the bucket's candidate names and HEAD order,
// ARASAAC's best search by language, its "none" (404, an empty list) and its faults; an answer's own addresses are
// never used, only a pictogram's numeric id.
import { describe, expect, it, vi } from 'vitest';
import arasaacAgua from '../../../tests/fixtures/arasaac/br-agua.json';
import { arasaacProvider, bucketCandidates, bucketProvider, normaliseWord } from './providers';

const signal = new AbortController().signal;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('normaliseWord', () => {
  it('drops accents and punctuation, lower-cases, and joins words with underscores', () => {
    expect(normaliseWord('Água')).toBe('agua');
    expect(normaliseWord('  Escovar os   Dentes ')).toBe('escovar_os_dentes');
    expect(normaliseWord('por quê?')).toBe('por_que');
    expect(normaliseWord('bem-vindo')).toBe('bem-vindo');
  });
});

describe('bucket candidates (spec 001 §5)', () => {
  it('are capitalised, lower and upper case, plain, _1 and _2, as .svg; then hyphens, then no separators', () => {
    expect(bucketCandidates('Água').slice(0, 9)).toEqual(['Agua.svg', 'Agua_1.svg', 'Agua_2.svg', 'agua.svg', 'agua_1.svg', 'agua_2.svg', 'AGUA.svg', 'AGUA_1.svg', 'AGUA_2.svg']);
    expect(bucketCandidates('Água')).toHaveLength(9);
    const two = bucketCandidates('bom dia');
    expect(two.slice(0, 3)).toEqual(['Bom_dia.svg', 'Bom_dia_1.svg', 'Bom_dia_2.svg']);
    expect(two).toContain('bom-dia.svg');
    expect(two).toContain('BOMDIA_2.svg');
    expect(new Set(two).size).toBe(two.length);
    expect(two).toHaveLength(27);
    expect(bucketCandidates('??')).toEqual([]);
  });

  it('HEADs each name in the public Figuras bucket and takes the first that answers', async () => {
    const asked: string[] = [];
    const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      asked.push(`${init?.method} ${String(url)}`);
      return new Response(null, { status: String(url).endsWith('/agua_1.svg') ? 200 : 400 });
    });
    const answer = await bucketProvider('https://x.supabase.co/', fetcher as typeof fetch).find('Água', 'pt', signal);
    expect(answer).toEqual({ kind: 'found', url: 'https://x.supabase.co/storage/v1/object/public/Figuras/agua_1.svg' });
    expect(asked).toEqual(bucketCandidates('Água').slice(0, 5).map((name) => `HEAD https://x.supabase.co/storage/v1/object/public/Figuras/${name}`));
  });

  it('says "none" when every name is missing (400 or 404), and fails on a fault, never calling it "none"', async () => {
    const missing = vi.fn(async (url: string | URL | Request) => new Response(null, { status: String(url).includes('_') ? 404 : 400 }));
    expect(await bucketProvider('https://x.supabase.co', missing as typeof fetch).find('água', 'pt', signal)).toEqual({ kind: 'none' });
    expect(missing).toHaveBeenCalledTimes(9);
    for (const status of [401, 403, 429, 500, 503]) {
      const refusing = vi.fn(async () => new Response(null, { status }));
      await expect(bucketProvider('https://x.supabase.co', refusing as typeof fetch).find('água', 'pt', signal)).rejects.toThrow(String(status));
    }
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(bucketProvider('https://x.supabase.co', down as typeof fetch).find('água', 'pt', signal)).rejects.toThrow(/Failed to fetch/);
  });
});

describe('ARASAAC', () => {
  it('asks the best search in Brazilian Portuguese or English and builds the 300 px picture from the first id', async () => {
    const asked: string[] = [];
    const fetcher = vi.fn(async (url: string | URL | Request) => {
      asked.push(String(url));
      return json(arasaacAgua);
    });
    const provider = arasaacProvider(fetcher as typeof fetch);
    expect(await provider.find('água', 'pt', signal)).toEqual({ kind: 'found', url: `https://static.arasaac.org/pictograms/${arasaacAgua[0]!._id}/${arasaacAgua[0]!._id}_300.png` });
    await provider.find('how much?', 'en', signal);
    expect(asked).toEqual(['https://api.arasaac.org/v1/pictograms/br/bestsearch/%C3%A1gua', 'https://api.arasaac.org/v1/pictograms/en/bestsearch/how%20much']);
  });

  it('treats 404 and an empty list as "none", skips ids that are not positive integers, and throws on faults', async () => {
    const answer = (body: unknown, status = 200) => arasaacProvider((async () => json(body, status)) as typeof fetch).find('gato', 'pt', signal);
    expect(await answer({ error: 'not found' }, 404)).toEqual({ kind: 'none' });
    expect(await answer([])).toEqual({ kind: 'none' });
    expect(await answer([{ _id: '../../evil' }, { _id: -3 }, { _id: 1.5 }, { _id: 2517, url: 'javascript:alert(1)' }])).toEqual({
      kind: 'found',
      url: 'https://static.arasaac.org/pictograms/2517/2517_300.png',
    });
    await expect(answer({ message: 'oops' }, 500)).rejects.toThrow(/500/);
    await expect(answer({ not: 'a list' })).rejects.toThrow(/not a list/);
    await expect(arasaacProvider((async () => new Response('<html>', { status: 200 })) as typeof fetch).find('gato', 'pt', signal)).rejects.toThrow();
  });
});
