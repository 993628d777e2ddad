// @vitest-environment node
// Finding a figure's picture (spec 001 §4, §8, §9): the cache first, nothing asked offline, providers in order, a
// hanging provider left after 5 s (the bundled symbol shows), a failure never kept, the same word asked once at a
// time, batches of 10.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFigureCache, type StorageLike } from './cache';
import { cachedPictures, LOOKUP_BATCH, lookUpAll, lookUpFigure, type LookupDeps } from './lookup';
import type { FigureAnswer, FigureProvider } from './providers';

const memory = (): StorageLike => {
  const data: Record<string, string> = {};
  return { getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k] };
};

function provider(name: string, find: (word: string) => Promise<FigureAnswer>): FigureProvider & { asked: string[] } {
  const asked: string[] = [];
  return { name, asked, find: (word) => (asked.push(word), find(word)) };
}

function deps(providers: FigureProvider[], online = true): LookupDeps {
  const storage = memory();
  return { providers, cache: createFigureCache(() => storage), online: () => online };
}

const found = (word: string): Promise<FigureAnswer> => Promise.resolve({ kind: 'found', url: `https://pictures.example/${word}.png` });
const none = (): Promise<FigureAnswer> => Promise.resolve({ kind: 'none' });

afterEach(() => vi.useRealTimers());

describe('lookUpFigure', () => {
  it('asks the providers in order, keeps what is found, and answers from the cache next time', async () => {
    const bucket = provider('bucket', none);
    const arasaac = provider('arasaac', found);
    const d = deps([bucket, arasaac]);
    expect(await lookUpFigure('basic', 'água', 'pt', d)).toBe('https://pictures.example/água.png');
    expect(await lookUpFigure('basic', 'água', 'pt', d)).toBe('https://pictures.example/água.png');
    expect(bucket.asked).toEqual(['água']);
    expect(arasaac.asked).toEqual(['água']);
  });

  it('asks nothing offline, and gives what was kept', async () => {
    const arasaac = provider('arasaac', found);
    const d = deps([arasaac], false);
    expect(await lookUpFigure('basic', 'pão', 'pt', d)).toBeNull();
    d.cache.set('basic', 'pão', 'https://pictures.example/pao.png');
    expect(await lookUpFigure('basic', 'pão', 'pt', d)).toBe('https://pictures.example/pao.png');
    expect(arasaac.asked).toEqual([]);
  });

  it('keeps a definite "none", never a failure', async () => {
    const d = deps([provider('arasaac', none)]);
    expect(await lookUpFigure('time', 'hoje', 'pt', d)).toBeNull();
    expect(d.cache.get('time', 'hoje')).toMatchObject({ url: null });
    const failing = deps([provider('arasaac', () => Promise.reject(new Error('500')))]);
    expect(await lookUpFigure('time', 'hoje', 'pt', failing)).toBeNull();
    expect(failing.cache.get('time', 'hoje')).toBeUndefined();
  });

  it('leaves a hanging provider after 5 s for the next one', async () => {
    vi.useFakeTimers();
    const hanging = provider('bucket', () => new Promise<FigureAnswer>(() => {}));
    const d = deps([hanging, provider('arasaac', found)]);
    const result = lookUpFigure('colors', 'azul', 'pt', d);
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('https://pictures.example/azul.png');
  });

  it('looks the same word up once when asked twice at once', async () => {
    const arasaac = provider('arasaac', found);
    const d = deps([arasaac]);
    const [a, b] = await Promise.all([lookUpFigure('animals', 'gato', 'pt', d), lookUpFigure('animals', 'gato', 'pt', d)]);
    expect(a).toBe(b);
    expect(arasaac.asked).toEqual(['gato']);
  });

  it('a caller that gives up gets null at once; another caller of the same word still gets the picture', async () => {
    let answer!: (value: FigureAnswer) => void;
    const arasaac = provider('arasaac', () => new Promise<FigureAnswer>((resolve) => (answer = resolve)));
    const d = deps([arasaac]);
    const leaving = new AbortController();
    const first = lookUpFigure('animals', 'gato', 'pt', d, leaving.signal);
    leaving.abort();
    expect(await first).toBeNull();
    const second = lookUpFigure('animals', 'gato', 'pt', d);
    answer({ kind: 'found', url: 'https://pictures.example/gato.png' });
    expect(await second).toBe('https://pictures.example/gato.png');
    expect(arasaac.asked).toEqual(['gato']);
    expect(d.cache.get('animals', 'gato')?.url).toBe('https://pictures.example/gato.png');
  });
});

describe('lookUpAll', () => {
  it('goes in batches of 10 and tells each word as it settles', async () => {
    let running = 0;
    let most = 0;
    const arasaac = provider('arasaac', async (word) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return word.startsWith('x') ? { kind: 'none' } : { kind: 'found', url: `https://pictures.example/${word}.png` };
    });
    const words = Array.from({ length: 25 }, (_, i) => (i % 5 === 0 ? `x${i}` : `w${i}`));
    const told: string[] = [];
    const result = await lookUpAll('objects', words, 'en', deps([arasaac]), { onEach: (word) => told.push(word) });
    expect(most).toBe(LOOKUP_BATCH);
    expect(told.sort()).toEqual([...words].sort());
    expect(result.get('w1')).toBe('https://pictures.example/w1.png');
    expect(result.get('x0')).toBeNull();
  });

  it('cachedPictures: known at once offline or when all are kept; null when there is something to ask', () => {
    const offline = deps([provider('arasaac', found)], false);
    expect([...(cachedPictures('a', ['b', 'c'], offline) ?? new Map())]).toEqual([['b', null], ['c', null]]);
    const online = deps([provider('arasaac', found)]);
    expect(cachedPictures('a', ['b'], online)).toBeNull();
    online.cache.set('a', 'b', 'https://pictures.example/b.png');
    expect(cachedPictures('a', ['b'], online)?.get('b')).toBe('https://pictures.example/b.png');
  });
});
