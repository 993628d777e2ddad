// Switch scanning over the targets of the top layer: linear or row–column, automatic or step, loops then rest,
// pause and resume, waiting on an empty screen. Emits 'highlight' on every move and 'select' with a flat index.
import { normalizeRows } from './scanning-layout';
import { normalizeScanSettings, scanningSetup } from './scanning-setup';
import { switchRegion } from './scanning-switch';

export {
  DEFAULT_HOLD_TO_SELECT_MS,
  DEFAULT_SCAN_SETTINGS,
  MAX_ACCEPTANCE_MS,
  MIN_SCAN_INTERVAL_MS,
  normalizeScanSettings,
} from './scanning-setup';
export type { ScanningContext, ScanningEmitted, ScanningEvent, ScanningInput, ScanSettings } from './scanning-setup';
export type { ScanHighlight, ScanPattern } from './scanning-layout';

const restart = { target: '#scanStarting' } as const;

/**
 * Conventions chosen here:
 * - Automatic scanning starts at once (no first press) and rests after `loops` passes with no selection; the
 *   press that wakes it only restarts the scan, it never selects.
 * - Row–column: a row's items are scanned once (one pass); with no selection the scan goes back to the rows,
 *   highlighting the same row again (first-item time), so a user who was late can enter it straight away.
 * - Step row–column: moving past the last item of a row goes back to the rows on that same row.
 * - After a selection, RESUME, RESET and SETTINGS the scan starts again from the beginning. RESET, SETTINGS and
 *   LAYOUT while paused are kept but do not unpause.
 * - In automatic scanning either switch selects (if `switches` is 2); hold-to-select is for one-switch step
 *   scanning only; with `switches: 1` the secondary switch is ignored.
 * - Resting, waiting and pausing clear the highlight (context null) without emitting a 'highlight'.
 */
export const scanningMachine = scanningSetup.createMachine({
  id: 'scanning',
  type: 'parallel',
  context: ({ input }) => ({
    rows: normalizeRows(input.layout.rows),
    settings: normalizeScanSettings(input.settings),
    highlight: null,
    steps: 0,
  }),
  states: {
    scan: {
      initial: 'running',
      states: {
        running: {
          initial: 'starting',
          on: {
            PAUSE: { target: 'paused' },
            RESET: restart,
            SETTINGS: { ...restart, actions: 'setSettings' },
            LAYOUT: [
              { guard: 'layoutEmpty', target: '.waiting', actions: 'setLayout' },
              {
                guard: 'rowLost',
                ...restart,
                actions: 'setLayout',
                description: 'The row being scanned is gone: start again from the first row.',
              },
              { actions: 'applyLayout', description: 'Targets changed: keep the highlight where it was, clamped to what is left.' },
            ],
          },
          states: {
            starting: {
              id: 'scanStarting',
              always: [
                { guard: 'noTargets', target: 'waiting' },
                { guard: 'stepRowColumn', target: 'step.rows', actions: ['startScan', 'emitHighlight'] },
                { guard: 'step', target: 'step.items', actions: ['startScan', 'emitHighlight'] },
                { guard: 'rowColumn', target: 'auto.rows', actions: ['startScan', 'emitHighlight'] },
                { target: 'auto.items', actions: ['startScan', 'emitHighlight'] },
              ],
            },
            waiting: {
              description: 'No targets: no timer runs until a LAYOUT brings some.',
              entry: 'clearHighlight',
              on: { LAYOUT: { target: 'starting', actions: 'setLayout', description: 'Starts if the new layout has targets, else waits again.' } },
            },
            auto: {
              initial: 'items',
              states: {
                rows: {
                  after: {
                    scanStep: [
                      { guard: 'scanPassesDone', target: '#scanResting' },
                      { target: 'rows', reenter: true, actions: ['advance', 'emitHighlight'] },
                    ],
                  },
                  on: { 'scan.press': { target: 'items', actions: ['enterRow', 'emitHighlight'] } },
                },
                items: {
                  after: {
                    scanStep: [
                      {
                        guard: 'rowPassDone',
                        target: 'rows',
                        actions: ['leaveRow', 'emitHighlight'],
                        description: 'One pass over a row with no selection: back to the rows, on the same row.',
                      },
                      { guard: 'scanPassesDone', target: '#scanResting' },
                      { target: 'items', reenter: true, actions: ['advance', 'emitHighlight'] },
                    ],
                  },
                  on: { 'scan.press': { ...restart, actions: 'emitSelect' } },
                },
              },
            },
            step: {
              initial: 'items',
              states: {
                rows: {
                  on: {
                    'scan.move': { actions: ['advance', 'emitHighlight'] },
                    'scan.select': { target: 'items', actions: ['enterRow', 'emitHighlight'] },
                  },
                },
                items: {
                  on: {
                    'scan.move': [
                      { guard: 'atRowEnd', target: 'rows', actions: ['leaveRow', 'emitHighlight'], description: 'Past the last item of a row: back to the rows.' },
                      { actions: ['advance', 'emitHighlight'] },
                    ],
                    'scan.select': { ...restart, actions: 'emitSelect' },
                  },
                },
              },
            },
            resting: {
              id: 'scanResting',
              description: 'Automatic scanning stopped after its loops; the next accepted press starts it again without selecting.',
              entry: 'clearHighlight',
              on: { 'scan.press': restart },
            },
          },
        },
        paused: {
          description: 'The user rests: presses are ignored and nothing is highlighted; RESUME starts again from the beginning.',
          entry: 'clearHighlight',
          on: {
            RESUME: { target: 'running' },
            LAYOUT: { actions: 'setLayout' },
            SETTINGS: { actions: 'setSettings' },
          },
        },
      },
    },
    primary: switchRegion('primary'),
    secondary: switchRegion('secondary'),
  },
});

export type ScanningMachine = typeof scanningMachine;
