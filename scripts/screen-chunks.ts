// How the build groups code into files, so that opening a mode fetches a handful of files instead of thirty-five.
//
// Left to itself the bundler cut the entry's code into 18 files and each screen's into up to 12 more, one per set
// of screens sharing a module. A cold page then waited on the browser's six connections per host in turns
// (measured with the shared harness on /home: 35 files, first card at 980 ms; grouped: 8 files, 680 ms).
//   - `app`: everything the entry imports statically, in one file (vite.config.ts).
//   - `mode-<route>`: the modules only that mode reaches, its screen with them (a later screen, like the settings,
//     that also uses one of them then loads the mode's file, after the first card).
//   - `modes`: the modules the start page or the basic mode share with other modes (the card grid, the header,
//     card speech); `board-modes`: what only the board modes share (the board grid, the seeds).
//   - `common`: the modules a mode reaches that the code loaded on every page in idle time (the speech runtime, the
//     input runtime, the database, the full-screen card) reaches too. Grouped with a mode, they would make every page
//     fetch that mode's files when it goes idle; left to the bundler, they became five tiny files of their own on
//     the board modes' first load (measured: /dinamico 774 → 927 ms at 1×).
// Everything no mode reaches (editors, settings, speech engines) is left to the bundler.
import type { RouteId } from '../src/routes/ids.ts';

/** The screens a user opens the app on: the start page and the modes. */
export const MODE_SCREENS: readonly RouteId[] = ['home', 'basic', 'communication', 'needs', 'feelings', 'animalsObjects', 'pain', 'dynamic'];

/** The modes that show a board from storage; what only they share (the seeds, the board grid) is its own file. */
const BOARD_MODES: readonly RouteId[] = ['communication', 'needs', 'feelings', 'animalsObjects', 'pain', 'dynamic'];

const EXTENSIONS = ['.tsx', '.ts'];

export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * The name function of a code-splitting group: the chunk a module goes to, or null to leave it to the bundler.
 * root is the project's folder; screens maps every screen's route id to its module as it is imported
 * (`/src/modes/basic/BasicScreen`); the modes among them get grouped. Throws when a mode's screen or the entry is
 * not in the build: a renamed file would otherwise turn the grouping off without a word.
 */
export function modeChunkName(root: string, screens: ReadonlyMap<RouteId, string>, entry = '/src/main'): (id: string, graph: ModuleGraph) => string | null {
  let owners: Map<string, RouteId[] | 'common'> | undefined;

  const find = (graph: ModuleGraph, module: string) => EXTENSIONS.map((extension) => root + module + extension).find((file) => graph.getModuleInfo(file));

  /** Every module reachable from starts, through static imports (and dynamic ones too when asked), never into stop. */
  const reach = (graph: ModuleGraph, starts: readonly string[], { dynamic = false, stop = new Set<string>() } = {}) => {
    const seen = new Set<string>();
    const stack = [...starts];
    while (stack.length) {
      const id = stack.pop() as string;
      if (seen.has(id) || stop.has(id)) continue;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      stack.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
    }
    return seen;
  };

  const compute = (graph: ModuleGraph) => {
    const screenIds = new Map<RouteId, string>();
    for (const [route, module] of screens) {
      const id = find(graph, module);
      if (id) screenIds.set(route, id);
      else if (MODE_SCREENS.includes(route)) throw new Error(`screen-chunks: the ${route} screen (${module}) is not in the build`);
    }
    const entryId = find(graph, entry);
    if (!entryId) throw new Error(`screen-chunks: the entry (${entry}) is not in the build`);
    const allScreens = new Set(screenIds.values());
    // What the page loads in idle time whatever the screen: the entry's dynamic imports that are not screens, and
    // everything they load in turn.
    const entryCode = reach(graph, [entryId]);
    const idleRoots = [...entryCode].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => !allScreens.has(id));
    const everyPage = new Set([...entryCode, ...reach(graph, idleRoots, { dynamic: true, stop: allScreens })]);

    const map = new Map<string, RouteId[] | 'common'>();
    for (const [route, id] of screenIds) {
      if (!MODE_SCREENS.includes(route)) continue;
      for (const reached of reach(graph, [id])) {
        if (entryCode.has(reached)) continue;
        const routes = map.get(reached);
        if (everyPage.has(reached)) map.set(reached, 'common');
        else if (routes !== 'common') map.set(reached, [...(routes ?? []), route]);
      }
    }
    return map;
  };

  return (id, graph) => {
    // Worked out once, on the first module asked about (the module graph is complete by then; a build is one pass).
    owners ??= compute(graph);
    const routes = owners.get(id);
    if (!routes) return null;
    if (routes === 'common') return 'common';
    if (routes.length === 1) return `mode-${routes[0]}`;
    return routes.some((route) => !BOARD_MODES.includes(route)) ? 'modes' : 'board-modes';
  };
}
