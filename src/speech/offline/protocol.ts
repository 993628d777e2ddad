// The messages between the offline voice's worker and the page: load once, then one synthesis per request.
// Kept in their own file so the page side never imports the worker's code.
import type { Utterance } from '../types';

export type WorkerRequest =
  | { type: 'load' }
  | { type: 'synthesize'; id: number; utterance: Utterance };

export type WorkerResponse =
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  /** The WAV's ArrayBuffer is transferred, not copied. */
  | { type: 'audio'; id: number; wav: ArrayBuffer }
  | { type: 'synthesis-failed'; id: number; message: string };

/** Name of the Cache Storage cache that keeps the wasm for offline use. */
export const VOICE_CACHE = 'aceno-offline-voice';
