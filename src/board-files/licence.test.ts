// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertPlan } from '@/board-files/convert';
import { licenceLines } from '@/boards/licence';
import { planImport } from '@/board-files/package';
import { readBoardBytes } from '@/board-files/read';

describe('licence lines', () => {
  it('core-60.obf: the board’s own licence, then each picture licence with how many pictures carry it', () => {
    const bytes = new Uint8Array(readFileSync(join(process.cwd(), '../shared/fixtures/obf/core-60.obf')));
    let n = 0;
    const converted = convertPlan(planImport(readBoardBytes(bytes)), { newId: () => `id-${(n += 1)}`, now: 1, lang: 'en', existingNames: new Set() });
    const lines = licenceLines(converted.boards[0]!.license, converted.media.map((m) => m.license));
    expect(lines[0]!.count).toBe(0);
    expect(lines[0]!.text).toMatch(/\S/);
    const pictures = lines.slice(1);
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.reduce((sum, line) => sum + line.count, 0)).toBe(converted.media.filter((m) => m.license).length);
    expect(pictures.every((line) => !line.url || /^https?:/.test(line.url))).toBe(true);
  });

  it('keeps a stranger’s fields as text: no script address, no endless text, nothing from an empty licence', () => {
    const lines = licenceLines({ type: 'CC BY', author_name: 'A'.repeat(5000), copyright_notice_url: 'javascript:alert(1)' }, [{}, { type: 'private' }, undefined]);
    expect(lines).toHaveLength(2);
    expect(lines[0]!.url).toBeUndefined();
    expect(lines[0]!.text.length).toBeLessThan(420);
    expect(lines[1]).toEqual({ text: 'private', count: 1 });
  });
});
