// The two built-in scenes (issue 40): a kitchen and a living room, drawn for the project (src/scenes/drawings), each
// part a bundled symbol placed on the drawing, and a row of answers under it. Their words are each language's
// (src/languages/<code>/words.ts, `scenes`); a part's id is `<scene>.<part>`.
import type { Bilingual } from '@/i18n/language';
import type { SceneDrawing } from '@/boards/model';
import { labelsOf } from './words';

/** The drawings' size: a part's place is given in these pixels and stored in fractions of them. */
export const DRAWN_SCENE_SIZE = { width: 1600, height: 1000 } as const;

export interface BuiltinScenePart {
  id: string;
  emoji: string;
  /** Where it is on the drawing, in its pixels: left, top, width, height. */
  at: readonly [x: number, y: number, width: number, height: number];
  label: Bilingual;
  /** What it says, where that is more than its name. */
  spoken?: Bilingual;
}

export interface BuiltinScene {
  id: SceneDrawing;
  name: Bilingual;
  parts: readonly BuiltinScenePart[];
  /** The answers under the drawing, in every scene. */
  row: readonly { id: string; emoji: string; label: Bilingual; spoken?: Bilingual }[];
}

const PARTS: Readonly<Record<SceneDrawing, readonly (readonly [id: string, emoji: string, x: number, y: number, width: number, height: number])[]>> = {
  kitchen: [
    ['clock', '🕒', 140, 90, 180, 180],
    ['window', '🪟', 640, 70, 320, 320],
    ['coffee', '☕', 1260, 150, 180, 180],
    ['water', '🚰', 120, 430, 200, 200],
    ['bread', '🍞', 460, 450, 180, 180],
    ['cook', '🍳', 1060, 450, 200, 180],
    ['fruit', '🍎', 720, 720, 180, 180],
  ],
  livingRoom: [
    ['lamp', '💡', 120, 80, 180, 180],
    ['tv', '📺', 620, 100, 360, 280],
    ['books', '📚', 1280, 120, 180, 180],
    ['sofa', '🛋️', 180, 560, 380, 280],
    ['phone', '📱', 700, 620, 160, 180],
    ['plant', '🪴', 1100, 560, 180, 240],
    ['dog', '🐕', 1340, 640, 200, 200],
  ],
};

const ROW = [
  ['yes', '👍'],
  ['no', '👎'],
  ['more', '➕'],
] as const;

const said = (id: string): { spoken?: Bilingual } => {
  const spoken = labelsOf((words) => words.scenes.said[id]);
  return Object.keys(spoken).length > 0 ? { spoken } : {};
};

export function builtinScenes(): BuiltinScene[] {
  return (Object.keys(PARTS) as SceneDrawing[]).map((scene) => ({
    id: scene,
    name: labelsOf((words) => words.scenes.names[scene]),
    parts: PARTS[scene].map(([part, emoji, x, y, width, height]) => {
      const id = `${scene}.${part}`;
      return { id, emoji, at: [x, y, width, height] as const, label: labelsOf((words) => words.scenes.labels[id]), ...said(id) };
    }),
    row: ROW.map(([answer, emoji]) => ({ id: `${scene}.${answer}`, emoji, label: labelsOf((words) => words.scenes.labels[answer]), ...said(answer) })),
  }));
}
