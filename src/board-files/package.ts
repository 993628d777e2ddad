// A board file as an import plan (issue 17): its boards (the root first), each button's link resolved to a board of
// the package or kept and marked as pointing outside it, each picture and sound found in the package or at its
// address, and the preview the user sees before anything is stored — how many boards, buttons, pictures and sounds,
// and what could not be kept and why. Pure: the files in, the plan out.
import { BoardFileError, jsonObjectOf, type BoardFileContents } from './read';
import { parseBoard, type ImportProblem, type MediaSource, type ObfBoard } from './obf';

export interface PlannedBoard {
  /** Where it is in the package ('board.obf' for a single board). */
  path: string;
  board: ObfBoard;
}

export interface ImportPlan {
  boards: PlannedBoard[];
  /** The files of the package, for its pictures and sounds. */
  files: ReadonlyMap<string, Uint8Array>;
  problems: ImportProblem[];
}

export interface ImportPreview {
  boards: number;
  buttons: number;
  images: number;
  sounds: number;
  problems: ImportProblem[];
}

const MANIFEST = 'manifest.json';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A path inside the package, relative to the package root (board files name their media from the root). */
const normalise = (path: string) => path.replace(/^\.\//, '');

export function planImport(contents: BoardFileContents): ImportPlan {
  const problems: ImportProblem[] = [];
  const { files } = contents;
  const boardPaths: string[] = [];
  let root: string | null = null;
  if (contents.kind === 'obf') {
    boardPaths.push('board.obf');
    root = 'board.obf';
  } else {
    const manifestBytes = files.get(MANIFEST);
    const manifest = manifestBytes ? (() => { try { return jsonObjectOf(manifestBytes, MANIFEST); } catch { return null; } })() : null;
    const listed = isObject(manifest?.paths) && isObject(manifest.paths.boards) ? Object.values(manifest.paths.boards).filter((p): p is string => typeof p === 'string') : [];
    const wanted = listed.length > 0 ? listed : [...files.keys()].filter((name) => name.toLowerCase().endsWith('.obf')).sort();
    for (const path of wanted.map(normalise)) if (files.has(path) && !boardPaths.includes(path)) boardPaths.push(path);
    const manifestRoot = typeof manifest?.root === 'string' ? normalise(manifest.root) : null;
    root = manifestRoot && files.has(manifestRoot) ? manifestRoot : (boardPaths[0] ?? null);
    if (root && !boardPaths.includes(root)) boardPaths.unshift(root);
  }
  if (!root) throw new BoardFileError('noBoards');

  const boards: PlannedBoard[] = [];
  for (const path of [root, ...boardPaths.filter((p) => p !== root)]) {
    const bytes = files.get(path);
    if (!bytes) continue;
    boards.push({ path, board: parseBoard(jsonObjectOf(bytes, path), path, problems) });
  }
  if (boards.length === 0) throw new BoardFileError('noBoards');

  // Links: a path or an id of a board in the package; anything else points outside it and is kept, marked.
  const byPath = new Set(boards.map((b) => b.path));
  const byId = new Set(boards.map((b) => b.board.id));
  for (const { board } of boards) {
    for (const button of board.buttons) {
      const link = button.loadBoard;
      if (!link) continue;
      const inside = (link.path !== undefined && byPath.has(normalise(link.path))) || (link.id !== undefined && byId.has(link.id));
      if (!inside) problems.push({ kind: 'remoteLink', board: board.name, item: button.id });
    }
    // Media named by path must be in the package; a lone .obf cannot carry files.
    const check = (media: MediaSource) => {
      if (media.path !== undefined && !files.has(normalise(media.path)) && !media.data && !media.url) problems.push({ kind: 'missingMedia', board: board.name, item: media.id });
    };
    board.images.forEach(check);
    board.sounds.forEach(check);
  }
  return { boards, files, problems };
}

/** What the user is shown before the import: the counts, and what will not be kept. */
export function previewOf(plan: ImportPlan): ImportPreview {
  const usable = (media: MediaSource) => Boolean(media.data || media.url || (media.path && plan.files.has(normalise(media.path))));
  return {
    boards: plan.boards.length,
    buttons: plan.boards.reduce((sum, { board }) => sum + board.buttons.length, 0),
    images: plan.boards.reduce((sum, { board }) => sum + board.images.filter(usable).length, 0),
    sounds: plan.boards.reduce((sum, { board }) => sum + board.sounds.filter(usable).length, 0),
    problems: plan.problems,
  };
}
