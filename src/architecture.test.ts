// @vitest-environment node
// The architecture is lint errors and checks, not conventions: the layers (app → features → shared parts → machines
// and input-drivers), the import boundaries (as lint rules, and over the whole tree's imports), no import circle, and a
// reason at the top of any file over 300 lines (code, styles and tests).
/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the lint config is plain JavaScript
import { FEATURES, MODES, SHARED } from '../eslint.config.js';

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
        "import { pathFor } from '../src/routes/paths';",
        "import { useState } from 'react';",
        "import Dexie from 'dexie';",
        "import { x } from '@/routes/paths';",
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
      "import { m } from '../machines/scan';\nimport { a } from '../src/routes/paths';\nexport const b = [m, a];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('allows Dexie only in the storage module and the board module', async () => {
    const code = "import Dexie from 'dexie';\nexport const D = Dexie;\n";
    expect(await restrictedImports('src/modes/basic/example.ts', code)).toHaveLength(1);
    expect(await restrictedImports('src/components/example.ts', code)).toHaveLength(1);
    expect(await restrictedImports('src/storage/example.ts', code)).toEqual([]);
    expect(await restrictedImports('src/boards/example.ts', code)).toEqual([]);
  });

  it('never lets a shared part import a feature or the app', async () => {
    const code = (from: string) => `import { a } from '${from}';\nexport const b = a;\n`;
    expect(await restrictedImports('src/boards/example.ts', code('@/board-editor'))).toHaveLength(1);
    expect(await restrictedImports('src/components/card/example.ts', code('../../modes/basic/BasicScreen'))).toHaveLength(1);
    expect(await restrictedImports('src/speech/example.ts', code('@/app/screens'))).toHaveLength(1);
    expect(await restrictedImports('src/boards/example.ts', code('@/storage/db'))).toEqual([]);
  });

  it("lets a feature use another only through its entry, and never the app", async () => {
    const code = (from: string) => `import { a } from '${from}';\nexport const b = a;\n`;
    expect(await restrictedImports('src/professional/example.ts', code('@/board-editor'))).toEqual([]);
    expect(await restrictedImports('src/professional/example.ts', code('@/board-editor/BoardEditor'))).toHaveLength(1);
    expect(await restrictedImports('src/modes/dynamic/example.ts', code('@/modes/cards/CardPageScreen'))).toHaveLength(1);
    expect(await restrictedImports('src/modes/dynamic/example.ts', code('../cards/CardPageScreen'))).toHaveLength(1);
    expect(await restrictedImports('src/modes/dynamic/example.ts', code('./CategorySection'))).toEqual([]);
    expect(await restrictedImports('src/typing/example.ts', code('@/app/AppShell'))).toHaveLength(1);
    expect(await restrictedImports('src/app/example.ts', code('@/typing/TypeScreen'))).toEqual([]);
  });
});

const SRC = join(process.cwd(), 'src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

/** Every import of the tree's code, resolved to the file it names (`@/`, `@machines/` and relative paths). */
function importGraph(files: string[]): Map<string, string[]> {
  const ROOT = process.cwd();
  const resolve = (from: string, spec: string): string | null => {
    const base = spec.startsWith('@/')
      ? join(SRC, spec.slice(2))
      : spec.startsWith('@machines/')
        ? join(ROOT, 'machines', spec.slice('@machines/'.length))
        : spec.startsWith('@input-drivers/')
          ? join(ROOT, 'input-drivers', spec.slice('@input-drivers/'.length))
          : spec.startsWith('.')
          ? normalize(join(dirname(from), spec))
          : null;
    if (base === null) return null;
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
      if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return null;
  };
  return new Map(
    files.map((file) => {
      const code = readFileSync(file, 'utf8');
      const specs = [...code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)].map((m) => m[1]!);
      return [file, specs.map((spec) => resolve(file, spec)).filter((target): target is string => target !== null)] as const;
    }),
  );
}

/** The layer a file of src stands in, and its unit there (a feature's folder, `modes/<mode>` for a mode). */
function placeOf(file: string): { layer: 'app' | 'feature' | 'shared' | 'below'; unit: string } {
  const path = relative(SRC, file);
  if (path.startsWith('..')) return { layer: 'below', unit: relative(process.cwd(), file).split('/')[0]! };
  const [top, second] = path.split('/');
  if (top === 'modes') return { layer: 'feature', unit: `modes/${second}` };
  if ((FEATURES as string[]).includes(top!)) return { layer: 'feature', unit: top! };
  if ((SHARED as string[]).includes(top!)) return { layer: 'shared', unit: top! };
  return { layer: 'app', unit: 'app' };
}

/** The imports that break the layers: a shared part or a lower one importing up, or a feature reaching another's insides. */
function layerBreaks(graph: Map<string, string[]>): string[] {
  const rank = { app: 3, feature: 2, shared: 1, below: 0 };
  const breaks: string[] = [];
  for (const [file, targets] of graph) {
    const from = placeOf(file);
    for (const target of targets) {
      const to = placeOf(target);
      const up = rank[to.layer] > rank[from.layer] || (from.layer === 'feature' && to.layer === 'app');
      // Another feature only through its own entry: src/<feature>/index.ts (a mode's: src/modes/<mode>/index.ts).
      const entry = relative(SRC, target) === `${to.unit}/index.ts` || relative(SRC, target) === `${to.unit}/index.tsx`;
      const sideways = from.layer === 'feature' && to.layer === 'feature' && from.unit !== to.unit && !entry;
      if (up || sideways) breaks.push(`${relative(process.cwd(), file)} → ${relative(process.cwd(), target)}`);
    }
  }
  return breaks;
}

describe('the layout', () => {
  it('puts every folder of src in a layer: the app, a feature or a shared part', () => {
    const known = new Set(['app', 'modes', ...FEATURES, ...SHARED]);
    const folders = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());
    expect(folders.filter((folder) => !known.has(folder))).toEqual([]);
    const modes = readdirSync(join(SRC, 'modes')).filter((name) => statSync(join(SRC, 'modes', name)).isDirectory());
    expect(modes.sort()).toEqual([...MODES].sort());
  });

  it('keeps every import of the tree to the layers, and finds a break', () => {
    const ROOT = process.cwd();
    const below = ['machines', 'input-drivers'].flatMap((dir) => sourceFiles(join(ROOT, dir)));
    // Tests may put the layers together (a machine's test with the app's validator), as the lint config allows.
    const code = [...sourceFiles(SRC), ...below].filter((file) => !/\.test\.tsx?$/.test(file));
    const graph = importGraph(code);
    // The graph is read for real: known imports of each kind are in it (an alias, a relative path, a driver).
    expect(graph.get(join(SRC, 'app/router.tsx'))).toContain(join(SRC, 'not-found/NotFoundScreen.tsx'));
    expect(graph.get(join(SRC, 'components/camera/CameraPanel.tsx'))).toContain(join(SRC, 'components/camera/RecentreButton.tsx'));
    expect(graph.get(join(SRC, 'components/camera/CameraPanel.tsx'))).toContain(join(ROOT, 'input-drivers/face/engine.ts'));
    expect(layerBreaks(graph)).toEqual([]);
    // A deliberately wrong tree: a shared part importing a feature, a feature reaching into another's insides, a
    // machine importing the app's code. Each is named.
    const throwaway = new Map([
      [join(SRC, 'boards/example.ts'), [join(SRC, 'board-editor/BoardEditor.tsx')]],
      [join(SRC, 'professional/example.ts'), [join(SRC, 'board-editor/index.ts'), join(SRC, 'board-editor/CardDialog.tsx'), join(SRC, 'info/contact/index.ts')]],
      [join(ROOT, 'machines/example.ts'), [join(SRC, 'routes/paths.ts')]],
    ]);
    expect(layerBreaks(throwaway)).toEqual([
      'src/boards/example.ts → src/board-editor/BoardEditor.tsx',
      'src/professional/example.ts → src/board-editor/CardDialog.tsx',
      'src/professional/example.ts → src/info/contact/index.ts',
      'machines/example.ts → src/routes/paths.ts',
    ]);
  });

  it('has a README whose map of folders names every folder of src, each on its own line, and no other', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    const map = readme.slice(readme.indexOf('## Architecture'), readme.indexOf('\n## ', readme.indexOf('## Architecture') + 1));
    const entries = [...map.matchAll(/^- `src\/([a-z0-9-]+)\/`/gm)].map((m) => m[1]!);
    const folders = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());
    expect([...entries].sort()).toEqual([...folders].sort());
  });

  it('has no import circle', () => {
    const files = sourceFiles(SRC);
    const edges = importGraph(files);
    // Depth-first search; a file met again while it is still open closes a circle.
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      state.set(file, 'open');
      for (const next of edges.get(file) ?? []) {
        if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), next].map((f) => relative(SRC, f)).join(' → '));
        else if (!state.has(next)) visit(next, [...path, next]);
      }
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file, [file]);
    expect(circles).toEqual([]);
  });

  it('says at the top of any file over 300 lines why it is that long (code, styles and tests)', () => {
    const ROOT = process.cwd();
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|mjs|css)$/.test(name) ? [path] : [];
      });
    const all = ['src', 'machines', 'input-drivers', 'tests', 'scripts'].flatMap((dir) => files(join(ROOT, dir)));
    expect(all.length).toBeGreaterThan(500);
    const long = all.filter((file) => readFileSync(file, 'utf8').split('\n').length > 300);
    const reason = /^(\/\/|\/\*) Over 300 lines because /m;
    const unexplained = long.filter((file) => !reason.test(readFileSync(file, 'utf8').split('\n').slice(0, 8).join('\n')));
    expect(unexplained.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
