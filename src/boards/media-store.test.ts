// @vitest-environment node
// In Node's own environment: its Blob survives the test database's structured clone (jsdom's does not).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';

// The flag that a visit's redraw is done lives in localStorage, which Node lacks: a small one stands in.
const kept = new Map<string, string>();
const storage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value), removeItem: (key: string) => void kept.delete(key) };

beforeEach(async () => {
  kept.clear();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  await emptyDatabaseForTest();
});
afterEach(async () => {
  await closeDatabaseAfterTest();
});

describe('pictures stored as SVG before the bitmap rule', () => {

  it('are redrawn as PNG once, under the same id; one that cannot be drawn stays and is tried again', async () => {
    const { redrawStoredSvgs, saveMedia, readMedia } = await import('./store');
    const svg = (text: string) => new Blob([`<svg xmlns="http://www.w3.org/2000/svg">${text}</svg>`], { type: 'image/svg+xml' });
    const drawn = await saveMedia('image', svg('drawn'), 0);
    const broken = await saveMedia('image', svg('broken'), 0);
    const photo = await saveMedia('image', new Blob([new Uint8Array([1])], { type: 'image/webp' }), 0);
    const draw = vi.fn(async (blob: Blob) => ((await blob.text()).includes('broken') ? null : new Blob([new Uint8Array([9])], { type: 'image/png' })));

    expect(await redrawStoredSvgs(draw)).toBe(1);
    const kept = await readMedia([drawn, broken, photo]);
    expect(kept.get(drawn)!.blob.type).toBe('image/png');
    expect(kept.get(broken)!.blob.type).toBe('image/svg+xml');
    expect(kept.get(photo)!.blob.type).toBe('image/webp');
    expect(draw).toHaveBeenCalledTimes(2);

    // The next visit tries the one left; once none is left, visits skip the look.
    const drawAll = vi.fn(async () => new Blob([new Uint8Array([7])], { type: 'image/png' }));
    expect(await redrawStoredSvgs(drawAll)).toBe(1);
    expect(drawAll).toHaveBeenCalledTimes(1);
    expect((await readMedia([broken])).get(broken)!.blob.type).toBe('image/png');
    expect(await redrawStoredSvgs(drawAll)).toBe(0);
    expect(drawAll).toHaveBeenCalledTimes(1);
  });

  it('stops looking after three visits when a picture can never be drawn, and keeps it', async () => {
    const { redrawStoredSvgs, saveMedia, readMedia } = await import('./store');
    const broken = await saveMedia('image', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }), 0);
    const never = vi.fn(async () => null);
    for (let visit = 0; visit < 5; visit += 1) await redrawStoredSvgs(never);
    expect(never).toHaveBeenCalledTimes(3);
    expect((await readMedia([broken])).get(broken)!.blob.type).toBe('image/svg+xml');
  });
});
