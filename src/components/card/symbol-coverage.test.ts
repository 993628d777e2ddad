// @vitest-environment node
/// <reference types="node" />
// Every emoji the app's sources write has a bundled symbol (OpenMoji), so no built-in card falls back to the
// device's emoji font, which old phones lack (they show an empty box). The build finds them by the same rules.
import { describe, expect, it } from 'vitest';
import { openMojiFiles, usedEmojiCodes } from '../../../scripts/symbols-plugin';

const ROOT = process.cwd();

describe('bundled symbols', () => {
  it('cover every emoji written in src/ and machines/', () => {
    const used = usedEmojiCodes(ROOT);
    const openMoji = openMojiFiles(ROOT);
    expect(used.size).toBeGreaterThan(100);
    const missing = [...used].filter((code) => !openMoji.has(code)).map((code) => `${String.fromCodePoint(...code.split('-').map((hex) => parseInt(hex, 16)))} (${code})`);
    expect(missing, 'emoji without an OpenMoji symbol: choose another emoji').toEqual([]);
  });
});
