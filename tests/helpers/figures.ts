// ARASAAC answered from the recorded-shape fixtures (tests/fixtures/arasaac): no test reaches the internet. Each word
// gets its own pictogram id, so a test can tell which picture a card shows; some words can be made missing (404),
// their picture broken, or the whole API hanging. Pictures are small PNGs made here.
import { crc32, deflateSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page, Route } from '@playwright/test';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../fixtures/arasaac/${name}`, import.meta.url), 'utf8'));

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A 24×24 PNG of one colour. */
export function solidPng(rgb: [number, number, number]): Buffer {
  const size = 24;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A stable pictogram id per language and word (in the fixtures' id range). */
export function pictogramId(locale: string, word: string): number {
  let hash = 7;
  for (const char of `${locale}:${word}`) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 90_000;
  return 10_000 + hash;
}

export const pictureUrl = (id: number) => `https://static.arasaac.org/pictograms/${id}/${id}_300.png`;

export interface ArasaacOptions {
  /** Words answered with the API's 404 (no pictogram). */
  missing?: readonly string[];
  /** Words whose picture comes back as something that is not an image. */
  brokenPictures?: readonly string[];
  /** The API never answers. */
  hang?: boolean;
}

export interface ArasaacLog {
  searches: string[];
  pictures: string[];
}

/** Answers ARASAAC for the page's context; returns the live log of what was asked. */
export async function answerArasaac(target: BrowserContext | Page, options: ArasaacOptions = {}): Promise<ArasaacLog> {
  const log: ArasaacLog = { searches: [], pictures: [] };
  const template = fixture('br-agua.json') as Record<string, unknown>[];
  const broken = new Set((options.brokenPictures ?? []).map((word) => word));
  const brokenIds = new Set<number>();
  await target.route('https://api.arasaac.org/**', async (route: Route) => {
    // The figures ask the best search, the card dialog the search (every pictogram of the word): one answer shape.
    const match = /\/v1\/pictograms\/([a-z]+)\/(?:bestsearch|search)\/(.+)$/.exec(new URL(route.request().url()).pathname);
    if (!match) return route.fulfill({ status: 404, json: fixture('not-found.json') });
    const [, locale = '', encoded = ''] = match;
    const word = decodeURIComponent(encoded);
    log.searches.push(`${locale}/${word}`);
    if (options.hang) return new Promise<void>(() => {});
    if (options.missing?.includes(word)) return route.fulfill({ status: 404, json: fixture('not-found.json') });
    const id = pictogramId(locale, word);
    if (broken.has(word)) brokenIds.add(id);
    const answer = template.map((entry, i) => ({ ...entry, _id: id + i * 100_000, keywords: [{ keyword: word, type: 2 }] }));
    return route.fulfill({ status: 200, json: answer, headers: { 'access-control-allow-origin': '*' } });
  });
  await target.route('https://static.arasaac.org/**', (route: Route) => {
    const url = route.request().url();
    log.pictures.push(url);
    const id = Number(/pictograms\/(\d+)\//.exec(url)?.[1]);
    if (brokenIds.has(id)) return route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from('<html>not a picture</html>') });
    return route.fulfill({ status: 200, contentType: 'image/png', body: solidPng([(id * 7) % 200, (id * 13) % 200, 180]), headers: { 'access-control-allow-origin': '*' } });
  });
  return log;
}
