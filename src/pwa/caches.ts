// The names of the caches the app keeps in Cache Storage, shared by the service worker and the page.
// Every name starts with CACHE_PREFIX, which is how the cache-size answer tells Aceno's caches from others.
export const CACHE_PREFIX = 'aceno';

/** Images of online pictograms (cross-origin), kept once shown; CLEAR_PICTOGRAM_CACHE empties it. */
export const PICTOGRAM_CACHE = `${CACHE_PREFIX}-pictograms`;
/** Bundled symbols the app's own words do not use (found by the card dialog's search), kept once shown. */
export const SYMBOL_CACHE = `${CACHE_PREFIX}-symbols`;
/** The face engine's wasm and model (/vendor/face_landmarker/), kept after the first camera start. */
export const FACE_LANDMARKER_CACHE = `${CACHE_PREFIX}-face-landmarker`;
/**
 * Retired: the older face mesh's files, which eye gaze used before it shared the Face Landmarker. The worker deletes
 * this cache when it takes over, so a device that had it gets its megabytes back.
 */
export const RETIRED_FACE_MESH_CACHE = `${CACHE_PREFIX}-face-mesh`;
/** WebGazer's script (/vendor/webgazer/), kept after the first eye-gaze start. */
export const WEBGAZER_CACHE = `${CACHE_PREFIX}-webgazer`;

export const isAcenoCache = (name: string): boolean => name.startsWith(`${CACHE_PREFIX}-`);
