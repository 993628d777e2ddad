// The face-tracking engine contract: a video element in, one landmark frame out per camera frame; head pointer,
// blink and any other face driver read this stream, so engines (MediaPipe now, tasks-vision later) are swappable.
export interface Landmark {
  x: number;
  y: number;
  z: number;
}

export interface FaceFrame {
  /** Normalised image coordinates (0..1, not mirrored), or null when no face is in the frame. */
  landmarks: Landmark[] | null;
  /** performance.now() of the camera frame the landmarks come from. */
  at: number;
  /** How long the engine took on this frame, in ms. */
  processingMs: number;
}

/** Loading stages, for a progress bar: fraction 0..1. */
export type FaceEngineProgress = (fraction: number) => void;

export interface FaceEngine {
  /** Loads the model if needed, then tracks the video until the returned stop() is called. */
  start(video: HTMLVideoElement, onFrame: (frame: FaceFrame) => void): Promise<() => void>;
}

/** Index of the nose tip in the 468/478-point face mesh. */
export const NOSE_TIP = 1;
