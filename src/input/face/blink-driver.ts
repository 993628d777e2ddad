// Blink selection: each face frame's eye aspect ratios go through machines/blink.ts, and its double blink becomes
// an `activate` command (source 'blink'). A virtual switch lets a blink act as one primary switch press.
import { createActor } from 'xstate';
import type { InputDriver } from '@input-drivers/commands';
import type { FaceFrame } from '@input-drivers/face/engine';
import { blinkMachine, type BlinkSettings } from '@machines/blink';
import { eyeAspectRatios } from './ear';

export interface BlinkDriverOptions {
  /** The landmark stream (the camera session's subscribeFaceFrames). */
  frames: (listener: (frame: FaceFrame) => void) => () => void;
  /** Video width / height, so the eye's width and height are measured in one unit. */
  aspect?: () => number;
  settings?: Partial<BlinkSettings>;
}

export interface BlinkDriver extends InputDriver {
  /** Resting: no blink counts until resumed (and the eyes are seen open again). */
  setPaused(paused: boolean): void;
}

export function createBlinkDriver({ frames, aspect = () => 4 / 3, settings }: BlinkDriverOptions): BlinkDriver {
  let paused = false;
  let actor: ReturnType<typeof createActor<typeof blinkMachine>> | null = null;
  return {
    id: 'blink',
    setPaused(next) {
      if (next === paused) return;
      paused = next;
      actor?.send({ type: paused ? 'PAUSE' : 'RESUME' });
    },
    start(emit) {
      const blinks = createActor(blinkMachine, { input: { settings } });
      actor = blinks;
      const selected = blinks.on('select', () => emit({ type: 'activate', source: 'blink' }));
      blinks.start();
      if (paused) blinks.send({ type: 'PAUSE' });
      const unsubscribe = frames((frame) => {
        if (!frame.landmarks) return blinks.send({ type: 'FACE_LOST' });
        const { left, right } = eyeAspectRatios(frame.landmarks, aspect());
        blinks.send({ type: 'EAR', left, right, at: frame.at });
      });
      return () => {
        unsubscribe();
        selected.unsubscribe();
        blinks.stop();
        if (actor === blinks) actor = null;
      };
    },
  };
}
