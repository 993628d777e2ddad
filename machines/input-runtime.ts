// The one dispatcher every input driver speaks to: keys, switches, the mouse pointer, the head pointer, the gaze
// and blinks send their commands here, and this machine decides what they do on the screen as it is now. It owns
// pause (a rest where nothing is pressed by accident) and back (the top layer's own way out), and it steps aside
// while the settings screen captures a new switch, so that press is the answer instead of a selection. It emits what
// the DOM side must do; the timing of dwell and scanning stays in their own machines, fed from here.
import { assign, emit, setup } from 'xstate';
import type { Command, InputSource } from '../input-drivers/commands';

export interface InputRuntimeContext {
  /** The keyboard/step focus over the choices; null until next/previous first move it. */
  focus: number | null;
  /** How many choices the top layer has. */
  count: number;
}

export type InputRuntimeEvent =
  | Command
  | { type: 'TARGETS'; count: number }
  /** The settings screen listens for a new switch: every command is left alone until CAPTURE_END. */
  | { type: 'CAPTURE_START' }
  | { type: 'CAPTURE_END' };

type SwitchCommand = Extract<Command, { type: 'switchDown' | 'switchUp' }>;
type PointCommand = Extract<Command, { type: 'point' | 'pointLost' }>;
type TextCommand = Extract<Command, { type: 'text' | 'edit' | 'suggest' }>;

export type InputRuntimeEmitted =
  /** `source`: the device that chose (a usage record keeps it, for the access figures of a therapist's reports). */
  | { type: 'select'; index: number; source: InputSource }
  | { type: 'back' }
  | { type: 'focus'; index: number }
  | { type: 'paused'; paused: boolean }
  /** A switch press or release, for the scanning. */
  | { type: 'switch'; command: SwitchCommand }
  /** Where a pointer is, for the dwell that follows that source. */
  | { type: 'pointer'; command: PointCommand }
  /** Press what a pointer (the head pointer) is on: a blink. */
  | { type: 'pointerPress'; source: InputSource }
  | { type: 'capturing'; capturing: boolean }
  /** Typing for the screen that takes it (the typing mode's message). */
  | { type: 'typed'; command: TextCommand };

export interface InputRuntimeInput {
  count?: number;
}

/** Sources that press what a pointer is on rather than what the focus is on. */
const POINTER_PRESS: ReadonlySet<InputSource> = new Set(['blink', 'gesture', 'head', 'gaze']);

function validCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

function step({ focus, count }: InputRuntimeContext, by: 1 | -1): number {
  if (focus === null) return by === 1 ? 0 : count - 1;
  return (focus + by + count) % count;
}

export const inputRuntimeMachine = setup({
  types: {
    context: {} as InputRuntimeContext,
    events: {} as InputRuntimeEvent,
    input: {} as InputRuntimeInput,
    emitted: {} as InputRuntimeEmitted,
  },
  actions: {
    setCount: assign(({ context, event }) => {
      if (event.type !== 'TARGETS') return {};
      const count = validCount(event.count);
      const focus = context.focus === null || count === 0 ? null : Math.min(context.focus, count - 1);
      return { count, focus };
    }),
    focusNext: assign({ focus: ({ context }) => step(context, 1) }),
    focusPrevious: assign({ focus: ({ context }) => step(context, -1) }),
    emitFocus: emit(({ context }) => ({ type: 'focus' as const, index: context.focus ?? 0 })),
    emitChosen: emit(({ event }) => ({ type: 'select' as const, index: event.type === 'choose' ? event.index : -1, source: 'source' in event ? event.source : 'keyboard' })),
    emitFocused: emit(({ context, event }) => ({ type: 'select' as const, index: context.focus ?? -1, source: 'source' in event ? event.source : 'keyboard' })),
    emitPointerPress: emit(({ event }) => ({ type: 'pointerPress' as const, source: 'source' in event ? event.source : 'blink' })),
    emitBack: emit({ type: 'back' }),
    emitSwitch: emit(({ event }) => ({ type: 'switch' as const, command: event as SwitchCommand })),
    emitPointer: emit(({ event }) => ({ type: 'pointer' as const, command: event as PointCommand })),
    emitTyped: emit(({ event }) => ({ type: 'typed' as const, command: event as TextCommand })),
    emitPaused: emit((_, paused: boolean) => ({ type: 'paused' as const, paused })),
    emitCapturing: emit((_, capturing: boolean) => ({ type: 'capturing' as const, capturing })),
  },
  guards: {
    chosenExists: ({ context, event }) =>
      event.type === 'choose' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.count,
    hasTargets: ({ context }) => context.count > 0,
    hasFocus: ({ context }) => context.focus !== null && context.focus < context.count,
    byPointer: ({ event }) => 'source' in event && POINTER_PRESS.has(event.source),
  },
}).createMachine({
  id: 'inputRuntime',
  context: ({ input }) => ({ focus: null, count: validCount(input?.count ?? 0) }),
  initial: 'running',
  on: {
    TARGETS: {
      actions: 'setCount',
      description: 'Kept up to date even while paused or capturing, so what comes next works on the screen as it is now.',
    },
  },
  states: {
    running: {
      initial: 'active',
      on: {
        CAPTURE_START: { target: 'capturing', actions: { type: 'emitCapturing', params: true } },
        point: { actions: 'emitPointer', description: 'Pointers keep moving while resting: their dwell can still reach the pause control.' },
        pointLost: { actions: 'emitPointer' },
      },
      states: {
        active: {
          on: {
            choose: { guard: 'chosenExists', actions: 'emitChosen', description: 'Keys 1–9: a number with no choice behind it does nothing.' },
            next: { guard: 'hasTargets', actions: ['focusNext', 'emitFocus'] },
            previous: { guard: 'hasTargets', actions: ['focusPrevious', 'emitFocus'] },
            activate: [
              { guard: 'byPointer', actions: 'emitPointerPress', description: 'A blink or a face gesture presses what the head pointer is on.' },
              { guard: 'hasFocus', actions: 'emitFocused' },
            ],
            back: { actions: 'emitBack' },
            switchDown: { actions: 'emitSwitch' },
            switchUp: { actions: 'emitSwitch' },
            text: { actions: 'emitTyped' },
            edit: { actions: 'emitTyped' },
            suggest: { actions: 'emitTyped', description: 'Typing rests with the rest: a key pressed while resting types nothing.' },
            pause: { target: 'paused', actions: { type: 'emitPaused', params: true } },
          },
        },
        paused: {
          description: 'The user rests: nothing is chosen, pressed or stepped; pause, or any switch press, wakes.',
          on: {
            pause: { target: 'active', actions: { type: 'emitPaused', params: false } },
            switchDown: {
              target: 'active',
              actions: { type: 'emitPaused', params: false },
              description: 'The press that wakes the scan never selects as well.',
            },
          },
        },
        history: { type: 'history' },
      },
    },
    capturing: {
      description: 'A new switch is being recorded: its press is the answer, so no command acts on the page.',
      on: {
        CAPTURE_END: { target: 'running.history', actions: { type: 'emitCapturing', params: false } },
      },
    },
  },
});

export type InputRuntimeMachine = typeof inputRuntimeMachine;
