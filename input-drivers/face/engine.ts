// The face-tracking engine contract: a video element in, one frame out per camera frame; head pointer, blink,
// face gestures and any other face driver read this stream, so engines are swappable (the Face Landmarker of
// @mediapipe/tasks-vision in the app; the older face mesh solution still runs for the bench's comparison).
export interface Landmark {
  x: number;
  y: number;
  z: number;
}

/** The head's rotation in degrees, in the person's own terms: yaw > 0 turned to their left, pitch > 0 up, roll > 0 tilted to their left. */
export interface HeadPose {
  yaw: number;
  pitch: number;
  roll: number;
}

/** The face's 52 blendshape scores (0..1) by MediaPipe's names: jawOpen, browInnerUp, eyeBlinkLeft, mouthSmileLeft… */
export type Blendshapes = Readonly<Record<string, number>>;

export interface FaceFrame {
  /** Normalised image coordinates (0..1, not mirrored), or null when no face is in the frame. */
  landmarks: Landmark[] | null;
  /** The face's expression, where the engine gives it (null without a face). */
  blendshapes?: Blendshapes | null;
  /** The head's rotation, where the engine gives it (null without a face). */
  pose?: HeadPose | null;
  /** performance.now() of the camera frame the landmarks come from. */
  at: number;
  /** How long the engine took on this frame, in ms. */
  processingMs: number;
  /**
   * The pixels the landmarks were found on, where the engine gives them: valid only during the frame's callback
   * (the next frame is drawn over them). Eye gaze takes its eye patches from here, so it shares the face engine.
   */
  image?: OffscreenCanvas | HTMLVideoElement;
}

/** Loading stages, for a progress bar: fraction 0..1. */
export type FaceEngineProgress = (fraction: number) => void;

export interface FaceEngine {
  /** Loads the model if needed, then tracks the video until the returned stop() is called. */
  start(video: HTMLVideoElement, onFrame: (frame: FaceFrame) => void): Promise<() => void>;
}

/** Index of the nose tip in the 468/478-point face mesh. */
export const NOSE_TIP = 1;
