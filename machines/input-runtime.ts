// Routes the commands of every driver for the top layer: choose by number, move the focus, activate, back, pause.
// It emits what the DOM runtime must do; pointer and switch commands are the dwell and scanning machines' work.
import { assign, emit, setup } from 'xstate';
import type { Command } from '../input-drivers/commands';

export interface InputRuntimeContext {
  paused: boolean;
  /** The keyboard/step focus over the choices; null until next/previous first move it. */
  focus: number | null;
  /** How many choices the top layer has. */
  count: number;
}

export type InputRuntimeEvent = Command | { type: 'TARGETS'; count: number };

export type InputRuntimeEmitted =
  | { type: 'select'; index: number }
  | { type: 'back' }
  | { type: 'focus'; index: number }
  | { type: 'paused'; paused: boolean };

export interface InputRuntimeInput {
  count?: number;
}

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
    emitChosen: emit(({ event }) => ({ type: 'select' as const, index: event.type === 'choose' ? event.index : -1 })),
    emitFocused: emit(({ context }) => ({ type: 'select' as const, index: context.focus ?? -1 })),
    emitBack: emit({ type: 'back' }),
    setPaused: assign({ paused: (_, paused: boolean) => paused }),
    emitPaused: emit((_, paused: boolean) => ({ type: 'paused' as const, paused })),
  },
  guards: {
    chosenExists: ({ context, event }) =>
      event.type === 'choose' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.count,
    hasTargets: ({ context }) => context.count > 0,
    hasFocus: ({ context }) => context.focus !== null && context.focus < context.count,
  },
}).createMachine({
  id: 'inputRuntime',
  context: ({ input }) => ({ paused: false, focus: null, count: validCount(input?.count ?? 0) }),
  initial: 'active',
  on: {
    TARGETS: {
      actions: 'setCount',
      description: 'Kept up to date even while paused, so resuming works on the screen as it is now.',
    },
  },
  states: {
    active: {
      on: {
        choose: { guard: 'chosenExists', actions: 'emitChosen', description: 'Keys 1–9: a number with no choice behind it does nothing.' },
        next: { guard: 'hasTargets', actions: ['focusNext', 'emitFocus'] },
        previous: { guard: 'hasTargets', actions: ['focusPrevious', 'emitFocus'] },
        activate: { guard: 'hasFocus', actions: 'emitFocused' },
        back: { actions: 'emitBack' },
        pause: {
          target: 'paused',
          actions: [
            { type: 'setPaused', params: true },
            { type: 'emitPaused', params: true },
          ],
        },
      },
    },
    paused: {
      description: 'The user rests: every command but pause is ignored.',
      on: {
        pause: {
          target: 'active',
          actions: [
            { type: 'setPaused', params: false },
            { type: 'emitPaused', params: false },
          ],
        },
      },
    },
  },
});

export type InputRuntimeMachine = typeof inputRuntimeMachine;
