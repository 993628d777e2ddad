// Opening and closing the user-facing camera, with failures reduced to a typed reason the UI turns into the
// spec's text; nothing here knows about faces.
export type CameraFailure = 'denied' | 'missing' | 'failed';

export type CameraResult =
  | { ok: true; stream: MediaStream; stop: () => void }
  | { ok: false; reason: CameraFailure; message: string };

export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
  audio: false,
};

/** Maps a getUserMedia error (a DOMException name) to the reason the UI needs. */
export function cameraFailure(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  return 'failed';
}

export async function openCamera(constraints: MediaStreamConstraints = CAMERA_CONSTRAINTS): Promise<CameraResult> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    return { ok: false, reason: 'missing', message: 'No navigator.mediaDevices.getUserMedia exists' };
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia(constraints);
    const stop = () => {
      for (const track of stream.getTracks()) track.stop();
    };
    return { ok: true, stream, stop };
  } catch (error) {
    return { ok: false, reason: cameraFailure(error), message: error instanceof Error ? error.message : String(error) };
  }
}
