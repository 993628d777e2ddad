// How the build groups code into files, so that opening a mode fetches three files instead of thirty-five.
//
// Left to itself the bundler cut the entry's code into 18 files and each screen's into up to 12 more, one per set
// of screens sharing a module. A cold page then waited on the browser's six connections per host in turns
// (measured with the shared harness on /home: 35 files, first card at 980 ms; grouped: 15 files, 670 ms).
//   - `app`: everything the entry imports statically, in one file.
//   - each mode's screen: the modules only it reaches, in its own file (even when a later screen, like the
//     settings, also uses one of them: that screen then loads the mode's file, after the first card).
//   - `modes`: the modules the start page or the basic mode share with other modes (the card grid, the header,
//     card speech), in one file; `board-modes`: what only the board modes share (the board grid, the seeds).
// The rest (editors, settings, the input runtime, speech engines) keeps the bundler's own split: they load after
// the first card, in idle time or when asked.
import type { RouteId } from '../src/app/paths.ts';

/** The screens a user opens the app on: the start page and the modes. */
export const MODE_SCREENS: readonly RouteId[] = ['home', 'basic', 'communication', 'needs', 'feelings', 'animalsObjects', 'pain', 'dynamic'];

/** The modes that show a board from storage; what only they share (the seeds, the board grid) is its own file. */
const BOARD_MODES: readonly RouteId[] = ['communication', 'needs', 'feelings', 'animalsObjects', 'pain', 'dynamic'];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The name function of a code-splitting group: the chunk a module goes to, or null to leave it to the bundler.
 * screens maps each mode's route id to its module as it is imported (`/src/screens/basic/BasicScreen`).
 */
export function modeChunkName(root: string, screens: ReadonlyMap<RouteId, string>): (id: string, graph: ModuleGraph) => string | null {
  let owners: Map<string, RouteId[]> | undefined;

  const reach = (graph: ModuleGraph, start: string, into: Set<string>) => {
    const stack = [start];
    while (stack.length) {
      const id = stack.pop() as string;
      if (into.has(id)) continue;
      into.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
  };

  return (id, graph) => {
    if (!owners) {
      owners = new Map();
      // Who reaches what is worked out once, on the first module asked about (the graph is complete by then).
      for (const [route, module] of screens) {
        const screenId = EXTENSIONS.map((extension) => root + module + extension).find((file) => graph.getModuleInfo(file));
        if (!screenId) continue;
        const reached = new Set<string>();
        reach(graph, screenId, reached);
        for (const reachedId of reached) owners.set(reachedId, [...(owners.get(reachedId) ?? []), route]);
      }
    }
    const routes = owners.get(id);
    if (!routes) return null;
    if (routes.length === 1) return `mode-${routes[0]}`;
    return routes.some((route) => !BOARD_MODES.includes(route)) ? 'modes' : 'board-modes';
  };
}

const EXTENSIONS = ['.tsx', '.ts'];
