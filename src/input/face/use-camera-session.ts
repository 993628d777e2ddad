// The camera session in React: the current snapshot, re-rendering on each change (never on each face frame).
import { useSyncExternalStore } from 'react';
import { getCameraSnapshot, subscribeCamera, type CameraSnapshot } from './session';

export function useCameraSession(): CameraSnapshot {
  return useSyncExternalStore(subscribeCamera, getCameraSnapshot, getCameraSnapshot);
}
