// The app's face engine: MediaPipe's Face Landmarker (@mediapipe/tasks-vision, the design card's package) on the
// CPU, with its self-hosted wasm and model under /vendor/face_landmarker/ (scripts/face-landmarker-plugin.ts). One
// model per page, loaded on the first start: each camera frame gives the landmarks (head pointer, blink), the 52
// blendshapes (face gestures) and the head pose. With two faces in view it follows the one nearest the centre.
import type { FaceLandmarker, FaceLandmarkerResult } from '@mediapipe/tasks-vision';
import type { Blendshapes, FaceEngine, FaceEngineProgress, FaceFrame } from './engine';
import { NOSE_TIP } from './engine';
import { headPose } from './pose';
import { eachVideoFrame } from './video-frames';

export const FACE_LANDMARKER_BASE = `${import.meta.env.BASE_URL}vendor/face_landmarker/`;

/**
 * Two faces are looked for, so that the one nearest the centre is kept (a carer leaning in does not take the
 * pointer). It costs: the detector runs on every frame, 10 % at 1× CPU and 10–30 % at 4× (measured). One face was
 * tried and measured faster, but its landmarks then come from the last frame's crop and wander: on the blink clip the
 * open eyes' aspect ratio fell to 0.23, under the blink's open threshold (0.25), where two faces hold 0.29 steady.
 */
export const MAX_FACES = 2;

/** The face whose nose is nearest the image's centre, by index; -1 with no face. */
export function centralFace(faces: readonly (readonly { x: number; y: number }[])[]): number {
  let best = -1;
  let bestDistance = Infinity;
  faces.forEach((face, index) => {
    const nose = face[NOSE_TIP];
    if (!nose) return;
    const distance = Math.hypot(nose.x - 0.5, nose.y - 0.5);
    if (distance < bestDistance) [best, bestDistance] = [index, distance];
  });
  return best;
}

/**
 * The camera frame as the engine is given it: copied onto a canvas of the video's size first. The Landmarker reads
 * a canvas much faster than a video element (measured in the face bench, same clip, one run: 18.6 against 13.8
 * frames/s at 1× CPU, 4.6 against 4.0 at 4×, the copy included), at the same resolution, so landmarks keep their
 * precision. Where the browser has no OffscreenCanvas, the video itself.
 */
function copyFrames(): (video: HTMLVideoElement) => HTMLVideoElement | OffscreenCanvas {
  let canvas: OffscreenCanvas | null = null;
  let pen: OffscreenCanvasRenderingContext2D | null = null;
  return (video) => {
    if (typeof OffscreenCanvas === 'undefined' || video.videoWidth === 0) return video;
    if (!canvas || canvas.width !== video.videoWidth || canvas.height !== video.videoHeight) {
      canvas = new OffscreenCanvas(video.videoWidth, video.videoHeight);
      pen = canvas.getContext('2d');
    }
    if (!pen) return video;
    pen.drawImage(video, 0, 0);
    return canvas;
  };
}

/** One engine result as the app's frame: the central face's landmarks, blendshapes and pose. */
export function toFaceFrame(result: FaceLandmarkerResult, at: number, processingMs: number): FaceFrame {
  const index = centralFace(result.faceLandmarks ?? []);
  if (index < 0) return { landmarks: null, blendshapes: null, pose: null, at, processingMs };
  const scores: Record<string, number> = {};
  for (const { categoryName, score } of result.faceBlendshapes?.[index]?.categories ?? []) scores[categoryName] = score;
  const blendshapes: Blendshapes | null = Object.keys(scores).length > 0 ? scores : null;
  return {
    landmarks: result.faceLandmarks[index]!.map(({ x, y, z }) => ({ x, y, z })),
    blendshapes,
    pose: headPose(result.facialTransformationMatrixes?.[index]),
    at,
    processingMs,
  };
}

let shared: Promise<FaceLandmarker> | null = null;

async function createLandmarker(base: string, progress: FaceEngineProgress): Promise<FaceLandmarker> {
  const { FaceLandmarker, FilesetResolver } = await import('@mediapipe/tasks-vision');
  progress(0.2);
  const files = await FilesetResolver.forVisionTasks(base.replace(/\/$/, ''));
  progress(0.4);
  return FaceLandmarker.createFromOptions(files, {
    baseOptions: { modelAssetPath: `${base}face_landmarker.task`, delegate: 'CPU' },
    runningMode: 'VIDEO',
    numFaces: MAX_FACES,
    outputFaceBlendshapes: true,
    outputFacialTransformationMatrixes: true,
  });
}

export function createLandmarkerEngine(options: { base?: string; onProgress?: FaceEngineProgress } = {}): FaceEngine {
  const base = options.base ?? FACE_LANDMARKER_BASE;
  const progress = options.onProgress ?? (() => {});
  return {
    async start(video, onFrame) {
      progress(0);
      shared ??= createLandmarker(base, progress);
      shared.catch(() => (shared = null));
      const landmarker = await shared;
      progress(1);
      let stopped = false;
      let last = -1;
      let busy = false;
      const frameOf = copyFrames();
      const detect = (at: number) => {
        busy = false;
        if (stopped || video.readyState < 2) return;
        // The graph needs strictly increasing timestamps (ms); two frames can share a capture time.
        const timestamp = Math.max(Math.round(at), last + 1);
        last = timestamp;
        const sentAt = performance.now();
        let result: FaceLandmarkerResult;
        const image = frameOf(video);
        try {
          result = landmarker.detectForVideo(image, timestamp);
        } catch (error) {
          console.error('face landmarker failed on a frame', error);
          return;
        }
        onFrame({ ...toFaceFrame(result, at, performance.now() - sentAt), image });
      };
      // The work runs in a task of its own, not inside the frame callback: the page's rendering step (a dwell
      // ring, the scan's highlight) is never held up by it, and a frame that comes meanwhile is skipped.
      const cancel = eachVideoFrame(video, (at) => {
        if (busy || stopped) return;
        busy = true;
        setTimeout(() => detect(at), 0);
      });
      return () => {
        stopped = true;
        cancel();
      };
    },
  };
}
