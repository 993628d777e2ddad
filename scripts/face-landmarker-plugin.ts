// The face engine's files (input-drivers/face/landmarker.ts), self-hosted under /vendor/face_landmarker/ and
// fetched only when the camera tracks a face: Google's Face Landmarker model (models/face_landmarker.task, Apache-2.0,
// its SHA-256 checked here so a changed or truncated copy fails the build) and the wasm of @mediapipe/tasks-vision
// (with and without SIMD: the package picks one at run time), served by vite.config.ts's selfHosted. The package's own
// code is bundled as a lazy chunk, with its usage logger cut out (it posts to a Google host every minute).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export const FACE_LANDMARKER_BASE = '/vendor/face_landmarker/';
export const MODEL_FILE = 'face_landmarker.task';
export const MODEL_SHA256 = '64184e229b263107bc2b804c6625db1341ff2bb731874b0bcc2fe6544e0bc9ff';
/** The loader scripts and binaries FilesetResolver.forVisionTasks asks for (the ES-module pair is not used). */
export const WASM_FILES = ['vision_wasm_internal.js', 'vision_wasm_internal.wasm', 'vision_wasm_nosimd_internal.js', 'vision_wasm_nosimd_internal.wasm'];

/** The model's bytes, refused unless they are the published file's. */
export function checkedModel(path: string): Buffer {
  const bytes = readFileSync(path);
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (sha !== MODEL_SHA256) throw new Error(`${path}: SHA-256 ${sha}, expected ${MODEL_SHA256} (see models/README.md)`);
  return bytes;
}

// The logger's send: `this.o.send({url:"https://odml.pa.googleapis.com/v1/log", …}, onSent, onFailed)`. It becomes a
// call that only reports success, so the logger empties its queue and never fetches.
const LOGGER_SEND = /this\.([\w$]+)\.send\(\{url:"https:\/\/odml\.pa\.googleapis\.com\/v1\/log"/g;

/** The package's bundle without its usage logger's requests; throws when the bundle no longer has exactly one. */
export function withoutTelemetry(code: string): string {
  const found = [...code.matchAll(LOGGER_SEND)].length;
  if (found !== 1) throw new Error(`@mediapipe/tasks-vision: expected one usage-logger request to remove, found ${found}`);
  return code.replace(LOGGER_SEND, '((request,sent)=>sent?.())({url:""');
}

/** The files served under FACE_LANDMARKER_BASE: served name → source path. */
export function faceLandmarkerSources(modelPath: string, wasmDir: string): Map<string, string> {
  return new Map([[MODEL_FILE, modelPath], ...WASM_FILES.map((file) => [file, wasmDir + file] as const)]);
}

/** Reads a served file: the model only through its checksum. */
export const readFaceLandmarkerFile = (path: string): Buffer => (path.endsWith(MODEL_FILE) ? checkedModel(path) : readFileSync(path));

/** Cuts the usage logger out of the package's bundle as it is built. */
export function withoutTelemetryPlugin(): Plugin {
  return {
    name: 'aceno-tasks-vision-without-telemetry',
    transform(code, id) {
      if (!/@mediapipe[\\/]tasks-vision[\\/]vision_bundle\.m?js/.test(id)) return null;
      return { code: withoutTelemetry(code), map: null };
    },
  };
}
