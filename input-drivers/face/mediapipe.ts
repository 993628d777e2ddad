// The older MediaPipe face mesh engine (landmarks only), kept for the bench's comparison with the app's engine
// (landmarker.ts) and for WebGazer, which runs on its files: its self-hosted script (served under /vendor/face_mesh/) is loaded lazily as
// a classic script on the first start, runs on the CPU (faster than SwiftShader WebGL) and sends one frame at a time.
import type { FaceMesh, FaceMeshConfig, Options, Results } from '@mediapipe/face_mesh';
import type { FaceEngine, FaceEngineProgress, FaceFrame } from './engine';
import { eachVideoFrame } from './video-frames';

type FaceMeshConstructor = new (config?: FaceMeshConfig) => FaceMesh;
/** The npm types lack the CPU switch the solution's graph accepts. */
type MeshOptions = Options & { useCpuInference?: boolean };

export const FACE_MESH_BASE = `${import.meta.env.BASE_URL}vendor/face_mesh/`;

/** minDetectionConfidence is left out on purpose: setting it aborts the wasm (options_.has_num_classes()). */
export const FACE_MESH_OPTIONS: MeshOptions = { maxNumFaces: 1, refineLandmarks: true, useCpuInference: true, minTrackingConfidence: 0.5 };

const scripts = new Map<string, Promise<FaceMeshConstructor>>();

function loadScript(base: string): Promise<FaceMeshConstructor> {
  const known = scripts.get(base);
  if (known) return known;
  const loading = new Promise<FaceMeshConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${base}face_mesh.js`;
    script.crossOrigin = 'anonymous';
    script.onload = () => {
      const ctor = (window as unknown as { FaceMesh?: FaceMeshConstructor }).FaceMesh;
      if (ctor) resolve(ctor);
      else reject(new Error('face_mesh.js loaded without FaceMesh'));
    };
    script.onerror = () => reject(new Error(`could not load ${script.src}`));
    document.head.append(script);
  });
  loading.catch(() => scripts.delete(base));
  scripts.set(base, loading);
  return loading;
}

/** One face mesh per page: the wasm and model load once, later starts reuse them. */
let shared: Promise<FaceMesh> | null = null;

export function createMediaPipeEngine(options: { base?: string; onProgress?: FaceEngineProgress } = {}): FaceEngine {
  const base = options.base ?? FACE_MESH_BASE;
  const progress = options.onProgress ?? (() => {});
  const mesh = async () => {
    progress(0);
    shared ??= (async () => {
      const FaceMesh = await loadScript(base);
      progress(0.3);
      const instance = new FaceMesh({ locateFile: (file) => base + file });
      instance.setOptions(FACE_MESH_OPTIONS);
      await instance.initialize();
      return instance;
    })();
    shared.catch(() => (shared = null));
    const instance = await shared;
    progress(1);
    return instance;
  };

  return {
    async start(video, onFrame) {
      const instance = await mesh();
      let stopped = false;
      let busy = false;
      let pending = { at: 0, sentAt: 0 };
      instance.onResults((results: Results) => {
        if (stopped) return;
        const face = results.multiFaceLandmarks?.[0];
        const frame: FaceFrame = {
          landmarks: face && face.length > 0 ? face.map(({ x, y, z }) => ({ x, y, z })) : null,
          at: pending.at,
          processingMs: performance.now() - pending.sentAt,
        };
        onFrame(frame);
      });
      const cancel = eachVideoFrame(video, (at) => {
        if (busy || stopped || video.readyState < 2) return;
        busy = true;
        pending = { at, sentAt: performance.now() };
        instance
          .send({ image: video })
          .catch((error: unknown) => console.error('face mesh send failed', error))
          .finally(() => (busy = false));
      });
      return () => {
        stopped = true;
        cancel();
      };
    },
  };
}
