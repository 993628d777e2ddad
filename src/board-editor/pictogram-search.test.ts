// @vitest-environment node
// The card dialog's ARASAAC pictograms on recorded-shape answers (tests/fixtures/arasaac): found, none, a time-out,
// offline, a fault; a word asked once a page; the chosen picture kept with its licence, and anything that is not a
// picture refused.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import arasaacAgua from '../../tests/fixtures/arasaac/br-agua.json';
import notFound from '../../tests/fixtures/arasaac/not-found.json';
import { fetchPictogram, findPictograms, forgetPictogramAnswers } from './pictogram-search';

const signal = () => new AbortController().signal;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const online = () => true;

beforeEach(forgetPictogramAnswers);

describe('finding pictograms for the searched word', () => {
  it('asks ARASAAC’s search in the app’s language and offers the ids of its answer', async () => {
    const asked: string[] = [];
    const fetcher = vi.fn(async (url: string | URL | Request) => {
      asked.push(String(url));
      return json(arasaacAgua);
    });
    const answer = await findPictograms('Água', 'pt', signal(), { fetcher: fetcher as typeof fetch, online });
    expect(asked).toEqual(['https://api.arasaac.org/v1/pictograms/br/search/%C3%81gua']);
    expect(answer).toEqual({ kind: 'found', ids: arasaacAgua.map((item) => item._id) });
    // The same word again (accents or not) is not asked again this page.
    expect(await findPictograms('agua', 'pt', signal(), { fetcher: fetcher as typeof fetch, online })).toEqual(answer);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await findPictograms('water', 'en', signal(), { fetcher: fetcher as typeof fetch, online });
    expect(asked[1]).toBe('https://api.arasaac.org/v1/pictograms/en/search/water');
  });

  it('says none for ARASAAC’s 404, and skips answers that are not pictograms', async () => {
    expect(await findPictograms('zzzz', 'pt', signal(), { fetcher: (async () => json(notFound, 404)) as typeof fetch, online })).toEqual({ kind: 'none' });
    const odd = [{ _id: 'javascript:alert(1)' }, { _id: -3 }, null, { _id: 2248 }, { _id: 2248 }];
    expect(await findPictograms('odd', 'pt', signal(), { fetcher: (async () => json(odd)) as typeof fetch, online })).toEqual({ kind: 'found', ids: [2248] });
    expect(await findPictograms('a', 'pt', signal(), { fetcher: vi.fn() as typeof fetch, online })).toEqual({ kind: 'none' });
  });

  it('gives up after its time limit and says ARASAAC did not answer (never “none”), then asks again', async () => {
    const hanging = (async (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as typeof fetch;
    expect(await findPictograms('suco', 'pt', signal(), { fetcher: hanging, online, timeoutMs: 30 })).toEqual({ kind: 'failed' });
    expect(await findPictograms('suco', 'pt', signal(), { fetcher: (async () => json(arasaacAgua)) as typeof fetch, online })).toMatchObject({ kind: 'found' });
  });

  it('asks nothing offline, and a connection lost while asking reads as offline', async () => {
    const fetcher = vi.fn(async () => json(arasaacAgua));
    expect(await findPictograms('suco', 'pt', signal(), { fetcher: fetcher as typeof fetch, online: () => false })).toEqual({ kind: 'offline' });
    expect(fetcher).not.toHaveBeenCalled();
    let connected = true;
    const dropping = (async () => {
      connected = false;
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await findPictograms('suco', 'pt', signal(), { fetcher: dropping, online: () => connected })).toEqual({ kind: 'offline' });
  });

  it('says a server fault is a failure', async () => {
    expect(await findPictograms('suco', 'pt', signal(), { fetcher: (async () => json({}, 500)) as typeof fetch, online })).toEqual({ kind: 'failed' });
    expect(await findPictograms('bolo', 'pt', signal(), { fetcher: (async () => json({ not: 'a list' })) as typeof fetch, online })).toEqual({ kind: 'failed' });
  });
});

describe('keeping a chosen pictogram', () => {
  it('downloads its picture from the address built here, with ARASAAC’s licence', async () => {
    const asked: string[] = [];
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    const kept = await fetchPictogram(2248, {
      fetcher: (async (url: string) => {
        asked.push(url);
        return new Response(png, { headers: { 'content-type': 'image/png' } });
      }) as typeof fetch,
    });
    expect(asked).toEqual(['https://static.arasaac.org/pictograms/2248/2248_300.png']);
    expect(kept?.blob.size).toBe(8);
    expect(kept?.license).toMatchObject({ type: 'CC BY-NC-SA', source_url: 'https://arasaac.org/pictograms/2248' });
    expect(String(kept?.license.author_name)).toContain('Sergio Palao');
  });

  it('refuses what is not a picture, a fault and a time-out', async () => {
    const html = (async () => new Response('<script>alert(1)</script>', { headers: { 'content-type': 'text/html' } })) as typeof fetch;
    expect(await fetchPictogram(1, { fetcher: html })).toBeNull();
    const svg = (async () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } })) as typeof fetch;
    expect(await fetchPictogram(1, { fetcher: svg })).toBeNull();
    expect(await fetchPictogram(1, { fetcher: (async () => new Response('', { status: 404 })) as typeof fetch })).toBeNull();
    const hanging = (async () => new Promise<Response>(() => {})) as typeof fetch;
    expect(await fetchPictogram(1, { fetcher: hanging, timeoutMs: 30 })).toBeNull();
  });
});
