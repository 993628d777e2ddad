// Whether the camera session's code is on the page: loaded when a profile or a screen uses the camera (the camera
// panel, the settings check). The input runtime loads its camera parts only then, so a touch, key or switch
// profile never loads the camera's code.
let loaded = false;
let cameraOn: () => boolean = () => false;
const listeners = new Set<() => void>();

/** Called once by the session as it loads, with how to tell whether the camera is on. */
export function markCameraSessionLoaded(isCameraOn: () => boolean): void {
  if (loaded) return;
  loaded = true;
  cameraOn = isCameraOn;
  for (const listener of [...listeners]) listener();
}

export const cameraSessionLoaded = (): boolean => loaded;

export function subscribeCameraSessionLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the camera is on (opening, tracking…); false while the session's code has not even loaded. */
export const cameraInUse = (): boolean => cameraOn();
