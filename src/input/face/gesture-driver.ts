// Face gestures as a driver: each face frame of the camera session goes through machines/face-gestures.ts, and
// each gesture that fires is handed on with its action. What the action does is the runtime's (gesture-plan.ts).
import type { FaceFrame } from '@input-drivers/face/engine';
import { GESTURES, initialGestureState, stepGestures, type Gesture, type GestureAction, type GestureSettings, type RestPose } from '@machines/face-gestures';

export interface GestureDriverOptions {
  /** The landmark stream (the camera session's subscribeFaceFrames). */
  frames: (listener: (frame: FaceFrame) => void) => () => void;
}

export interface GestureDriver {
  setSettings(gestures: GestureSettings, rest: RestPose): void;
  /** Follows the frames until the returned stop is called. */
  start(onGesture: (gesture: Gesture, action: GestureAction) => void): () => void;
}

/** True when at least one gesture is on. */
export const anyGestureOn = (gestures: GestureSettings): boolean => GESTURES.some((gesture) => gestures[gesture].enabled);

export function createGestureDriver({ frames }: GestureDriverOptions): GestureDriver {
  let settings: { gestures: GestureSettings; rest: RestPose } | null = null;
  return {
    setSettings(gestures, rest) {
      settings = { gestures, rest };
    },
    start(onGesture) {
      let state = initialGestureState();
      return frames((frame) => {
        if (!settings) return;
        const step = stepGestures(state, { at: frame.at, blendshapes: frame.blendshapes ?? null, pose: frame.pose ?? null }, settings.gestures, settings.rest);
        state = step.state;
        for (const gesture of step.fired) onGesture(gesture, settings.gestures[gesture].action);
      });
    },
  };
}
