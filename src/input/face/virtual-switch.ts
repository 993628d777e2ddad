// A switch pressed by code: a double blink with nothing under the head pointer counts as one press of the primary
// switch for the scanning. Small and free of the camera's code, so the input runtime can hold it for any profile.
import type { Command, InputDriver } from '@input-drivers/commands';

export interface VirtualSwitch {
  /** Feeds the scanning like a switch driver does. */
  driver: InputDriver;
  /** One press of the primary switch, held for holdMs (longer than any acceptance time). */
  press(holdMs?: number): void;
}

/** A primary switch pressed by code (a blink while scanning runs), so scanning's own press rules apply to it. */
export function createVirtualSwitch(): VirtualSwitch {
  const emitters = new Set<(command: Command) => void>();
  const send = (command: Command) => emitters.forEach((emit) => emit(command));
  return {
    driver: {
      id: 'virtual-switch',
      start(emit) {
        emitters.add(emit);
        return () => emitters.delete(emit);
      },
    },
    press(holdMs = 60) {
      send({ type: 'switchDown', switchId: 'primary', source: 'switch' });
      setTimeout(() => send({ type: 'switchUp', switchId: 'primary', source: 'switch' }), holdMs);
    },
  };
}
