// One physical switch as a state region: debounce, acceptance time and hold-to-select turn raw down/up events
// into at most one intent per press (press, move or select), raised for the scan region. No repeat while held.
import type { SwitchId } from '../input-drivers/commands';
import { scanningSetup } from './scanning-setup';

export function switchRegion(id: SwitchId) {
  const mine = { type: 'isSwitch', params: { id } } as const;
  return scanningSetup.createStateConfig({
    initial: 'up',
    states: {
      up: {
        on: { SWITCH_DOWN: { guard: { type: 'switchInUse', params: { id } }, target: 'pressed' } },
      },
      pressed: {
        always: [{ guard: 'noAcceptanceTime', target: 'accepted' }, { target: 'pending' }],
      },
      pending: {
        description: 'Down, but not yet held for the acceptance time: a brush that ends here does nothing.',
        after: { acceptance: 'accepted' },
        on: { SWITCH_UP: { guard: mine, target: 'released' } },
      },
      accepted: {
        always: [
          { guard: { type: 'holdsToSelect', params: { id } }, target: 'holding' },
          { target: 'held', actions: { type: 'raiseIntent', params: { id } } },
        ],
      },
      holding: {
        description: 'One-switch step scanning: releasing before the hold time moves; reaching it selects at once, so the user feels it.',
        after: { holdRemaining: { target: 'held', actions: 'raiseSelect' } },
        on: { SWITCH_UP: { guard: mine, target: 'released', actions: 'raiseMove' } },
      },
      held: {
        description: 'The press has done its one thing; key repeat and a switch held down do nothing more.',
        on: { SWITCH_UP: { guard: mine, target: 'released' } },
      },
      released: {
        always: [{ guard: 'noDebounceTime', target: 'up' }, { target: 'debouncing' }],
      },
      debouncing: {
        after: { debounce: 'up' },
        on: {
          SWITCH_DOWN: {
            guard: mine,
            target: 'ignoring',
            description: 'A press this soon after a release is bounce or tremor: ignored for as long as it lasts.',
          },
        },
      },
      ignoring: {
        on: {
          SWITCH_UP: {
            guard: mine,
            target: 'released',
            description: 'The release of an ignored press opens a new debounce window, so chatter never gets through.',
          },
        },
      },
    },
  });
}
