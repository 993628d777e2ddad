// Pick and place, the runtime's second verb after "press": the first activation picks a piece, the next one on a
// slot places it there, back (or the picked piece again) puts it down. Every input method reaches it through the
// same two events — a tap, a key, a scan selection, a dwell or a blink presses a piece or a slot — and a drag by
// hand is the two at once (DROP). Whether a slot takes a piece is the game's rule, passed in with the press.
import { assign, emit, setup } from 'xstate';

export interface PickPlaceContext {
  /** The piece held now, or null. */
  picked: string | null;
}

export type PickPlaceEvent =
  /** A piece was pressed. */
  | { type: 'PICK'; piece: string }
  /** A slot was pressed; `open` says whether it takes the held piece now (the game's rule). */
  | { type: 'PLACE'; slot: number; open: boolean }
  /** A piece dragged by hand onto a slot (pick and place in one move). */
  | { type: 'DROP'; piece: string; slot: number; open: boolean }
  /** Back: put the held piece down. */
  | { type: 'CANCEL' }
  /** The pieces on screen now: a held piece that left (placed by another way, a new round) is let go. */
  | { type: 'PIECES'; pieces: readonly string[] };

export type PickPlaceEmitted =
  | { type: 'picked'; piece: string }
  | { type: 'placed'; piece: string; slot: number }
  | { type: 'cancelled'; piece: string }
  /** The slot does not take a piece now (taken, say): the piece stays held, so the user can choose another. */
  | { type: 'refused'; piece: string; slot: number }
  /** A slot pressed with nothing held: the game may give its piece back (a placed piece returns to the pool). */
  | { type: 'slotPressed'; slot: number };

export const pickPlaceMachine = setup({
  types: {
    context: {} as PickPlaceContext,
    events: {} as PickPlaceEvent,
    emitted: {} as PickPlaceEmitted,
  },
  actions: {
    hold: assign({ picked: ({ event }) => (event.type === 'PICK' ? event.piece : null) }),
    release: assign({ picked: null }),
    emitPicked: emit(({ event }) => ({ type: 'picked' as const, piece: event.type === 'PICK' ? event.piece : '' })),
    emitCancelled: emit(({ context }) => ({ type: 'cancelled' as const, piece: context.picked ?? '' })),
    emitPlaced: emit(({ context, event }) => ({
      type: 'placed' as const,
      piece: event.type === 'DROP' ? event.piece : (context.picked ?? ''),
      slot: event.type === 'PLACE' || event.type === 'DROP' ? event.slot : -1,
    })),
    emitRefused: emit(({ context, event }) => ({
      type: 'refused' as const,
      piece: event.type === 'DROP' ? event.piece : (context.picked ?? ''),
      slot: event.type === 'PLACE' || event.type === 'DROP' ? event.slot : -1,
    })),
    emitSlotPressed: emit(({ event }) => ({ type: 'slotPressed' as const, slot: event.type === 'PLACE' ? event.slot : -1 })),
  },
  guards: {
    open: ({ event }) => (event.type === 'PLACE' || event.type === 'DROP') && event.open,
    samePiece: ({ context, event }) => event.type === 'PICK' && event.piece === context.picked,
    heldPieceGone: ({ context, event }) => event.type === 'PIECES' && context.picked !== null && !event.pieces.includes(context.picked),
  },
}).createMachine({
  id: 'pickPlace',
  context: { picked: null },
  initial: 'idle',
  on: {
    DROP: [
      { guard: 'open', target: '.idle', actions: ['emitPlaced', 'release'] },
      { actions: 'emitRefused', description: 'A drag onto a slot that does not take it: the piece goes back, nothing moves.' },
    ],
  },
  states: {
    idle: {
      on: {
        PICK: { target: 'holding', actions: ['hold', 'emitPicked'] },
        PLACE: { actions: 'emitSlotPressed' },
      },
    },
    holding: {
      on: {
        PICK: [
          { guard: 'samePiece', target: 'idle', actions: ['emitCancelled', 'release'], description: 'Pressing the held piece again puts it down.' },
          { actions: ['hold', 'emitPicked'], description: 'Another piece: the user changed their mind, that one is held instead.' },
        ],
        PLACE: [
          { guard: 'open', target: 'idle', actions: ['emitPlaced', 'release'] },
          { actions: 'emitRefused' },
        ],
        CANCEL: { target: 'idle', actions: ['emitCancelled', 'release'] },
        PIECES: { guard: 'heldPieceGone', target: 'idle', actions: 'release' },
      },
    },
  },
});
