import { describe, expect, it } from 'vitest';
import type { RouteId } from '../src/app/paths.ts';
import { modeChunkName } from './screen-chunks.ts';

const ROOT = '/app';
const SCREENS = new Map<RouteId, string>([
  ['home', '/src/screens/home/HomeScreen'],
  ['basic', '/src/screens/basic/BasicScreen'],
  ['needs', '/src/screens/cards/NeedsScreen'],
  ['pain', '/src/screens/cards/PainScreen'],
  ['settings', '/src/screens/settings/SettingsScreen'],
]);

/** A build's module graph: each module and what it imports statically. */
function graph(edges: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id] ?? [] } : null) };
}

const G = graph({
  '/app/src/screens/home/HomeScreen.tsx': ['/app/src/components/ScreenHeader.tsx', '/app/src/screens/home/mode-cards.ts'],
  '/app/src/screens/home/mode-cards.ts': [],
  '/app/src/screens/basic/BasicScreen.tsx': ['/app/src/components/ScreenHeader.tsx', '/app/src/components/card/CardGrid.tsx'],
  '/app/src/components/ScreenHeader.tsx': [],
  '/app/src/components/card/CardGrid.tsx': [],
  '/app/src/screens/cards/NeedsScreen.tsx': ['/app/src/screens/cards/CardPageScreen.tsx'],
  '/app/src/screens/cards/PainScreen.tsx': ['/app/src/screens/cards/CardPageScreen.tsx', '/app/src/content/body-parts.ts'],
  '/app/src/screens/cards/CardPageScreen.tsx': ['/app/src/components/card/CardGrid.tsx', '/app/src/boards/seeds.ts'],
  '/app/src/boards/seeds.ts': [],
  '/app/src/content/body-parts.ts': [],
  '/app/src/screens/settings/SettingsScreen.tsx': ['/app/src/boards/seeds.ts', '/app/src/settings/form.ts'],
  '/app/src/settings/form.ts': [],
  '/app/src/editor/Editor.tsx': [],
});

describe('the files a mode is built into', () => {
  const name = (id: string) => modeChunkName(ROOT, new Map([...SCREENS].filter(([id]) => id !== 'settings')))(id, G);

  it('puts what one mode reaches alone in that mode’s file, its screen with it', () => {
    expect(name('/app/src/screens/cards/PainScreen.tsx')).toBe('mode-pain');
    expect(name('/app/src/content/body-parts.ts')).toBe('mode-pain');
    expect(name('/app/src/screens/home/mode-cards.ts')).toBe('mode-home');
  });

  it('puts what the start page or the basic mode shares with another mode in one file for all modes', () => {
    expect(name('/app/src/components/ScreenHeader.tsx')).toBe('modes');
    expect(name('/app/src/components/card/CardGrid.tsx')).toBe('modes');
  });

  it('keeps what only the board modes share out of the basic mode’s files', () => {
    expect(name('/app/src/screens/cards/CardPageScreen.tsx')).toBe('board-modes');
    expect(name('/app/src/boards/seeds.ts')).toBe('board-modes');
  });

  it('leaves what no mode reaches to the bundler (other screens, lazy parts)', () => {
    expect(name('/app/src/settings/form.ts')).toBeNull();
    expect(name('/app/src/editor/Editor.tsx')).toBeNull();
  });

  it('skips a mode whose screen is not in the build', () => {
    const withMissing = modeChunkName(ROOT, new Map<RouteId, string>([['basic', '/src/screens/basic/BasicScreen'], ['dynamic', '/src/screens/dynamic/Gone']]));
    expect(withMissing('/app/src/components/card/CardGrid.tsx', G)).toBe('mode-basic');
  });
});
