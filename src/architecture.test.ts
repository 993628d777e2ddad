// @vitest-environment node
// The import boundaries of the architecture are lint errors, not conventions: prove the rules fire.
/// <reference types="node" />
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('keeps machines free of the app, React and side-effect libraries', async () => {
    const errors = await restrictedImports(
      'machines/example.ts',
      [
        "import { pathFor } from '../src/app/paths';",
        "import { useState } from 'react';",
        "import Dexie from 'dexie';",
        "import { x } from '@/app/paths';",
        'export const all = [pathFor, useState, Dexie, x];',
      ].join('\n'),
    );
    expect(errors).toHaveLength(4);
  });

  it('lets machines import types, and only types, from input-drivers', async () => {
    expect(await restrictedImports('machines/example.ts', "import type { Command } from '../input-drivers/commands';\nexport type C = Command;\n")).toEqual([]);
    expect(await restrictedImports('machines/example.ts', "import { c } from '../input-drivers/commands';\nexport const d = c;\n")).toHaveLength(1);
  });

  it('keeps drivers away from machines and the app', async () => {
    const errors = await restrictedImports(
      'input-drivers/example.ts',
      "import { m } from '../machines/scan';\nimport { a } from '../src/app/paths';\nexport const b = [m, a];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('allows Dexie only in the storage module and the board module', async () => {
    const code = "import Dexie from 'dexie';\nexport const D = Dexie;\n";
    expect(await restrictedImports('src/screens/example.ts', code)).toHaveLength(1);
    expect(await restrictedImports('src/storage/example.ts', code)).toEqual([]);
    expect(await restrictedImports('src/boards/example.ts', code)).toEqual([]);
  });
});
