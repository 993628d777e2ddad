// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RouteId } from '../src/routes/ids.ts';
import { modeChunkName, type ModuleGraph } from './screen-chunks.ts';

const ROOT = '/app';
const SCREENS = new Map<RouteId, string>([
  ['home', '/src/home/HomeScreen'],
  ['basic', '/src/modes/basic/BasicScreen'],
  ['needs', '/src/modes/cards/NeedsScreen'],
  ['pain', '/src/modes/cards/PainScreen'],
  ['settings', '/src/settings/SettingsScreen'],
]);

/** A build's module graph: each module with what it imports statically, and after '~' what it imports on demand. */
function graph(edges: Record<string, string[]>): ModuleGraph {
  const info = (id: string) => {
    const all = edges[id];
    if (!all) return null;
    return { importedIds: all.filter((to) => !to.startsWith('~')), dynamicallyImportedIds: all.filter((to) => to.startsWith('~')).map((to) => to.slice(1)) };
  };
  return { getModuleInfo: info };
}

const EDGES: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/app/screens.ts', '/app/src/app/AppShell.tsx', '/app/src/app/paths.ts'],
  '/app/src/app/paths.ts': [],
  '/app/src/app/screens.ts': [
    '~/app/src/home/HomeScreen.tsx',
    '~/app/src/modes/basic/BasicScreen.tsx',
    '~/app/src/modes/cards/NeedsScreen.tsx',
    '~/app/src/modes/cards/PainScreen.tsx',
    '~/app/src/settings/SettingsScreen.tsx',
  ],
  // The shell loads the speech runtime in idle time on every page; the runtime reads a setting store.
  '/app/src/app/AppShell.tsx': ['~/app/src/speech/runtime.ts'],
  '/app/src/speech/runtime.ts': ['/app/src/storage/setting-store.ts', '~/app/src/speech/offline/engine.ts'],
  '/app/src/speech/offline/engine.ts': ['/app/src/speech/offline/wav.ts'],
  '/app/src/speech/offline/wav.ts': [],
  '/app/src/storage/setting-store.ts': [],
  '/app/src/home/HomeScreen.tsx': ['/app/src/components/ScreenHeader.tsx', '/app/src/home/mode-cards.ts'],
  '/app/src/home/mode-cards.ts': [],
  '/app/src/modes/basic/BasicScreen.tsx': ['/app/src/components/ScreenHeader.tsx', '/app/src/components/card/CardGrid.tsx', '/app/src/app/paths.ts'],
  '/app/src/components/ScreenHeader.tsx': [],
  '/app/src/components/card/CardGrid.tsx': [],
  '/app/src/modes/cards/NeedsScreen.tsx': ['/app/src/modes/cards/CardPageScreen.tsx'],
  '/app/src/modes/cards/PainScreen.tsx': ['/app/src/modes/cards/CardPageScreen.tsx', '/app/src/boards/vocabulary/body-parts.ts', '/app/src/speech/offline/wav.ts'],
  '/app/src/modes/cards/CardPageScreen.tsx': ['/app/src/components/card/CardGrid.tsx', '/app/src/boards/seeds.ts', '/app/src/storage/setting-store.ts'],
  '/app/src/boards/seeds.ts': [],
  '/app/src/boards/vocabulary/body-parts.ts': [],
  '/app/src/settings/SettingsScreen.tsx': ['/app/src/boards/seeds.ts', '/app/src/settings/form.ts'],
  '/app/src/settings/form.ts': [],
  '/app/src/editor/Editor.tsx': [],
};

describe('the files a mode is built into', () => {
  const name = (id: string) => modeChunkName(ROOT, SCREENS)(id, graph(EDGES));

  it('puts what one mode reaches alone in that mode’s file, its screen with it', () => {
    expect(name('/app/src/modes/cards/PainScreen.tsx')).toBe('mode-pain');
    expect(name('/app/src/boards/vocabulary/body-parts.ts')).toBe('mode-pain');
    expect(name('/app/src/home/mode-cards.ts')).toBe('mode-home');
  });

  it('puts what the start page or the basic mode shares with another mode in one file for all modes', () => {
    expect(name('/app/src/components/ScreenHeader.tsx')).toBe('modes');
    expect(name('/app/src/components/card/CardGrid.tsx')).toBe('modes');
  });

  it('keeps what only the board modes share out of the basic mode’s files', () => {
    expect(name('/app/src/modes/cards/CardPageScreen.tsx')).toBe('board-modes');
    expect(name('/app/src/boards/seeds.ts')).toBe('board-modes');
  });

  it('puts what a mode and the code every page loads in idle time share in one common file, never a mode’s', () => {
    // Grouped with the board modes, the speech runtime would fetch their files on the basic mode.
    expect(name('/app/src/storage/setting-store.ts')).toBe('common');
    // Also what the idle code loads on demand in turn.
    expect(name('/app/src/speech/offline/wav.ts')).toBe('common');
  });

  it('leaves to the bundler what only the idle-time code reaches, and keeps the entry’s code out of every group', () => {
    expect(name('/app/src/speech/runtime.ts')).toBeNull();
    expect(name('/app/src/speech/offline/engine.ts')).toBeNull();
    // The entry's own code is in the entry's file, even when a mode imports it too.
    expect(name('/app/src/app/paths.ts')).toBeNull();
  });

  it('leaves what no mode reaches to the bundler (other screens, lazy parts)', () => {
    expect(name('/app/src/settings/form.ts')).toBeNull();
    expect(name('/app/src/editor/Editor.tsx')).toBeNull();
  });

  it('finds a screen written in .ts', () => {
    const edges: Record<string, string[]> = { ...EDGES, '/app/src/modes/basic/BasicScreen.ts': EDGES['/app/src/modes/basic/BasicScreen.tsx'] ?? [] };
    delete edges['/app/src/modes/basic/BasicScreen.tsx'];
    edges['/app/src/app/screens.ts'] = (EDGES['/app/src/app/screens.ts'] ?? []).map((to) => to.replace('BasicScreen.tsx', 'BasicScreen.ts'));
    expect(modeChunkName(ROOT, SCREENS)('/app/src/modes/basic/BasicScreen.ts', graph(edges))).toBe('mode-basic');
  });

  it('stops the build when a mode’s screen or the entry is not where the screen table says', () => {
    const moved = new Map(SCREENS).set('needs', '/src/modes/needs/Gone');
    expect(() => modeChunkName(ROOT, moved)('/app/src/boards/seeds.ts', graph(EDGES))).toThrow(/needs screen/);
    expect(() => modeChunkName('/elsewhere', SCREENS)('/app/src/boards/seeds.ts', graph(EDGES))).toThrow(/not in the build/);
    expect(() => modeChunkName(ROOT, SCREENS, '/src/entry')('/app/src/boards/seeds.ts', graph(EDGES))).toThrow(/entry/);
  });
});
