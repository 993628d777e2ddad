// Owns: a scene in a board file (issue 40). OBF has no scenes: a scene's page is an OBF board whose buttons are its
// parts (other apps show them as buttons), with Aceno's own fields for the rest — the page's picture as the board's
// background (`ext_aceno_background_image_id`, an image of the board's list), its size and built-in drawing
// (`ext_aceno_scene`), and each part's place on it (`ext_aceno_hotspot`). Read back, a field that does not check out
// is left out: the part stays a button of the page, the page a page of buttons.
import { hotspotSchema, scenePageSchema, SCENE_DRAWINGS, type CardRow, type CategoryRow, type SceneDrawing, type ScenePage } from '@/boards/model';
import { hotspotProblem } from '@/scenes';

type Json = Record<string, unknown>;

/** The page's fields on its OBF board; `imageEntry` adds the picture to the board's images and gives its id. */
export function sceneBoardFields(category: CategoryRow, imageEntry: (mediaId: string) => string | null): Json {
  if (!category.scene) return {};
  const { picture, width, height } = category.scene;
  const fields: Json = { ext_aceno_scene: { width, height, ...(picture.kind === 'drawn' ? { drawing: picture.drawing } : {}) } };
  const imageId = picture.kind === 'image' ? imageEntry(picture.mediaId) : null;
  if (imageId) fields.ext_aceno_background_image_id = imageId;
  return fields;
}

/** A part's place on its button. */
export function sceneButtonFields(card: CardRow): Json {
  return card.hotspot ? { ext_aceno_hotspot: card.hotspot } : {};
}

export const SCENE_BOARD_KEYS = ['ext_aceno_scene', 'ext_aceno_background_image_id'] as const;
export const SCENE_BUTTON_KEYS = ['ext_aceno_hotspot'] as const;

/** The page's picture from its OBF board's fields, or nothing (`imageFor` stores the background and gives its media id). */
export function scenePageOf(ext: Json, imageFor: (id: string) => string | undefined): { scene?: ScenePage } {
  const fields = ext.ext_aceno_scene;
  if (typeof fields !== 'object' || fields === null) return {};
  const { width, height, drawing } = fields as Json;
  const background = typeof ext.ext_aceno_background_image_id === 'string' ? imageFor(ext.ext_aceno_background_image_id) : undefined;
  const picture = background
    ? { kind: 'image' as const, mediaId: background }
    : SCENE_DRAWINGS.includes(drawing as SceneDrawing)
      ? { kind: 'drawn' as const, drawing: drawing as SceneDrawing }
      : null;
  const page = picture ? scenePageSchema.safeParse({ picture, width, height }) : null;
  return page?.success ? { scene: page.data } : {};
}

/** A part's place from its button's field: only a place inside the picture with an area to touch. */
export function hotspotOf(ext: Json): { hotspot?: CardRow['hotspot'] } {
  const parsed = hotspotSchema.safeParse(ext.ext_aceno_hotspot);
  return parsed.success && hotspotProblem(parsed.data) === null ? { hotspot: parsed.data } : {};
}
