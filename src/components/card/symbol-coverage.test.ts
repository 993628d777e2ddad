// @vitest-environment node
/// <reference types="node" />
// Every emoji the app's sources write has a bundled symbol (OpenMoji), so no built-in card falls back to the
// device's emoji font, which old phones lack (they show an empty box).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMOJI_SEQUENCE_PATTERN, emojiCode } from './symbol';

const ROOT = process.cwd();
const sources = (dir: string) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file))
    .map((file) => join(dir, file));
const openMoji = new Set(readdirSync(join(ROOT, 'node_modules/openmoji/color/svg')).map((file) => file.replace(/\.svg$/, '').replaceAll('-FE0F', '')));

describe('bundled symbols', () => {
  it('cover every emoji written in src/ and machines/', () => {
    const missing: string[] = [];
    let found = 0;
    for (const file of [...sources('src'), ...sources('machines')]) {
      for (const [emoji] of readFileSync(join(ROOT, file), 'utf8').matchAll(new RegExp(EMOJI_SEQUENCE_PATTERN, 'gv'))) {
        found += 1;
        if (!openMoji.has(emojiCode(emoji))) missing.push(`${emoji} (${emojiCode(emoji)}) in ${file}`);
      }
    }
    expect(found).toBeGreaterThan(100);
    expect(missing, 'emoji without an OpenMoji symbol: choose another emoji').toEqual([]);
  });
});
