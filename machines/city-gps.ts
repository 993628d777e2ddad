// Inclusive City's position (spec 001 §4, §9; issue 16): detection runs at start and then every 30 s while the board
// is shown. States: idle, detecting, success, error, denied, offline. A refused permission is 'denied' and is never
// asked again in a loop (only the user's "try again" asks); offline, nothing is asked until the network is back. The
// screen asks the browser when told ('locate') and reports the answer. Pure logic.
import { assign, emit, setup } from 'xstate';

export const GPS_REFRESH_MS = 30_000;

/** The browser's GeolocationPositionError codes, and anything else. */
export type GpsProblem = 'denied' | 'unavailable' | 'timeout' | 'unknown';

export function gpsProblemOf(code: unknown): GpsProblem {
  return code === 1 ? 'denied' : code === 2 ? 'unavailable' : code === 3 ? 'timeout' : 'unknown';
}

export interface GpsPosition {
  latitude: number;
  longitude: number;
  accuracy: number;
}

export interface GpsContext {
  position: GpsPosition | null;
  problem: GpsProblem | null;
}

export type GpsEvent =
  | { type: 'START'; online: boolean }
  | { type: 'POSITION'; position: GpsPosition }
  | { type: 'ERROR'; code: unknown }
  | { type: 'OFFLINE' }
  | { type: 'ONLINE' }
  | { type: 'RETRY' }
  | { type: 'STOP' };

export type GpsEmitted = { type: 'locate' } | { type: 'failed'; problem: GpsProblem };

export const cityGpsMachine = setup({
  types: { context: {} as GpsContext, events: {} as GpsEvent, emitted: {} as GpsEmitted },
  actions: {
    locate: emit({ type: 'locate' as const }),
  },
  guards: {
    online: ({ event }) => event.type === 'START' && event.online,
    refused: ({ event }) => event.type === 'ERROR' && gpsProblemOf(event.code) === 'denied',
  },
}).createMachine({
  id: 'cityGps',
  context: { position: null, problem: null },
  initial: 'idle',
  on: { STOP: '.idle' },
  states: {
    idle: {
      on: {
        START: [{ guard: 'online', target: 'detecting' }, { target: 'offline' }],
      },
    },
    detecting: {
      entry: 'locate',
      on: {
        POSITION: { target: 'success', actions: assign({ position: ({ event }) => event.position, problem: null }) },
        ERROR: [
          { guard: 'refused', target: 'denied', actions: [assign({ problem: 'denied' }), emit({ type: 'failed', problem: 'denied' })] },
          {
            target: 'error',
            actions: [
              assign({ problem: ({ event }) => gpsProblemOf(event.type === 'ERROR' ? event.code : null) }),
              emit(({ event }) => ({ type: 'failed' as const, problem: gpsProblemOf(event.type === 'ERROR' ? event.code : null) })),
            ],
          },
        ],
        OFFLINE: 'offline',
      },
    },
    success: {
      after: { [GPS_REFRESH_MS]: 'detecting' },
      on: { OFFLINE: 'offline', RETRY: 'detecting' },
    },
    error: {
      after: { [GPS_REFRESH_MS]: 'detecting' },
      on: { OFFLINE: 'offline', RETRY: 'detecting' },
    },
    denied: {
      // The browser will not ask again; the user may, after changing the permission.
      on: { RETRY: 'detecting' },
    },
    offline: {
      on: { ONLINE: 'detecting', RETRY: 'detecting' },
    },
  },
});
