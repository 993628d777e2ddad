// The camera session's lifecycle (spec 001 §4): the camera off → opening → on → off, or an error; tracking
// off → loading → on only while the camera is on, and stopping the camera stops tracking. Effects are actors.
import { assign, fromCallback, fromPromise, setup } from 'xstate';

/** 'lost': the stream ended by itself while in use (unplugged, taken by another app, permission revoked). */
export type CameraError = 'denied' | 'missing' | 'failed' | 'engine' | 'lost';
/** What tracking feeds: face landmarks (head pointer, blink) or an eye-gaze estimate. */
export type TrackingMode = 'face' | 'gaze';

/** An open camera: its stream and how to release it. */
export interface CameraHandle {
  stream: MediaStream;
  stop: () => void;
}

export type OpenResult = { ok: true; camera: CameraHandle } | { ok: false; reason: Exclude<CameraError, 'engine' | 'lost'> };

/** What a running tracking engine reports back. */
export type TrackingReport =
  | { type: 'PROGRESS'; fraction: number }
  | { type: 'READY' }
  | { type: 'FACE'; present: boolean }
  /** What keeps the camera from seeing the face well (input/face/view-check.ts), or null when nothing does. */
  | { type: 'VIEW'; issue: 'dark' | 'far' | null }
  | { type: 'ENGINE_FAILED' };

export type CameraEvent =
  | { type: 'START_CAMERA' }
  | { type: 'STOP_CAMERA' }
  | { type: 'START_TRACKING'; mode?: TrackingMode }
  | { type: 'STOP_TRACKING' }
  /** The stream ended by itself (device unplugged, permission revoked). */
  | { type: 'CAMERA_ENDED' }
  | TrackingReport;

export interface CameraContext {
  camera: CameraHandle | null;
  error: CameraError | null;
  mode: TrackingMode;
  progress: number;
  face: boolean;
  view: 'dark' | 'far' | null;
}

export interface TrackingInput {
  stream: MediaStream;
  mode: TrackingMode;
}

const notTracking = { progress: 0, face: false, view: null };

export const cameraMachine = setup({
  types: {
    context: {} as CameraContext,
    events: {} as CameraEvent,
  },
  actors: {
    /** Provided by the session: opens the camera; a result arriving after the open was abandoned must be released by it (signal). */
    openCamera: fromPromise<OpenResult>(async () => ({ ok: false, reason: 'missing' })),
    /** Provided by the session: loads and runs the engine on the stream until stopped; reports with TrackingReport. */
    tracking: fromCallback<CameraEvent, TrackingInput>(({ sendBack }) => {
      sendBack({ type: 'ENGINE_FAILED' });
    }),
  },
  actions: {
    keepCamera: assign({
      camera: ({ event }) => {
        const output = (event as unknown as { output?: OpenResult }).output;
        return output?.ok ? output.camera : null;
      },
      error: null,
    }),
    keepOpenError: assign({
      error: ({ event }) => {
        const output = (event as unknown as { output?: OpenResult }).output;
        return output && !output.ok ? output.reason : 'failed';
      },
    }),
    releaseCamera: assign({
      camera: ({ context }) => {
        context.camera?.stop();
        return null;
      },
    }),
    clearError: assign({ error: null }),
    failEngine: assign({ error: 'engine' as const }),
    failCamera: assign({ error: 'failed' as const }),
    loseCamera: assign({ error: 'lost' as const }),
    setView: assign({ view: ({ event }) => (event.type === 'VIEW' ? event.issue : null) }),
    startTracking: assign({
      mode: ({ context, event }) => (event.type === 'START_TRACKING' ? (event.mode ?? 'face') : context.mode),
      error: null,
      ...notTracking,
    }),
    resetTracking: assign(notTracking),
    setProgress: assign({
      progress: ({ context, event }) => (event.type === 'PROGRESS' && Number.isFinite(event.fraction) ? Math.min(1, Math.max(0, event.fraction)) : context.progress),
    }),
    setFace: assign({ face: ({ event }) => event.type === 'FACE' && event.present }),
  },
  guards: {
    opened: ({ event }) => Boolean((event as unknown as { output?: OpenResult }).output?.ok),
  },
}).createMachine({
  id: 'camera',
  context: { camera: null, error: null, mode: 'face', ...notTracking },
  initial: 'off',
  states: {
    off: {
      on: { START_CAMERA: { target: 'opening', actions: 'clearError' } },
    },
    opening: {
      invoke: {
        src: 'openCamera',
        onDone: [
          { guard: 'opened', target: 'on', actions: 'keepCamera' },
          { target: 'error', actions: 'keepOpenError' },
        ],
        onError: { target: 'error', actions: 'failCamera' },
      },
      on: {
        STOP_CAMERA: {
          target: 'off',
          description: 'Leaving stops the open; a stream that still arrives is released by the openCamera actor.',
        },
      },
    },
    on: {
      exit: ['resetTracking', 'releaseCamera'],
      on: {
        STOP_CAMERA: { target: 'off', description: 'Stopping the camera also stops tracking (spec 001 §4).' },
        CAMERA_ENDED: { target: 'error', actions: 'loseCamera' },
      },
      initial: 'idle',
      states: {
        idle: {
          on: { START_TRACKING: { target: 'tracking', actions: 'startTracking' } },
        },
        tracking: {
          exit: 'resetTracking',
          invoke: {
            src: 'tracking',
            input: ({ context }) => ({ stream: context.camera!.stream, mode: context.mode }),
          },
          on: {
            STOP_TRACKING: 'idle',
            ENGINE_FAILED: { target: 'idle', actions: 'failEngine' },
          },
          initial: 'loading',
          states: {
            loading: {
              on: {
                PROGRESS: { actions: 'setProgress' },
                READY: 'running',
              },
            },
            running: {
              on: { FACE: { actions: 'setFace' }, VIEW: { actions: 'setView' } },
            },
          },
        },
      },
    },
    error: {
      on: {
        START_CAMERA: { target: 'opening', actions: 'clearError' },
        STOP_CAMERA: { target: 'off', actions: 'clearError' },
      },
    },
  },
});

export type CameraMachine = typeof cameraMachine;
