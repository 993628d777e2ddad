// A test harness for the scanning machine on a simulated clock: switch presses, time, and what was emitted.
// Used by the unit tests beside it; keeps them about behaviour (press, wait, expect) rather than plumbing.
import { createActor, SimulatedClock } from 'xstate';
import type { SwitchId } from '../input-drivers/commands';
import { scanningMachine, type ScanHighlight, type ScanSettings } from './scanning';

/** A SimulatedClock that also knows how many timers are pending, to prove that nothing spins. */
export class CountingClock extends SimulatedClock {
  readonly pending = new Set<number>();
  override setTimeout(fn: () => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.pending.delete(id);
      fn();
    }, timeout);
    this.pending.add(id);
    return id;
  }
  override clearTimeout(id: number): void {
    this.pending.delete(id);
    super.clearTimeout(id);
  }
  /** Moves time on one millisecond at a time, so every timer fires at its exact moment and chains correctly. */
  advance(ms: number): void {
    for (let i = 0; i < ms; i++) this.increment(1);
  }
}

function statePath(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value as Record<string, unknown>)[0] ?? ['', ''];
  return `${key}.${statePath(child)}`;
}

export function startScanning(settings: Partial<ScanSettings> = {}, rows: number[] = [3]) {
  const clock = new CountingClock();
  const actor = createActor(scanningMachine, { clock, input: { layout: { rows }, settings } });
  const selected: number[] = [];
  const highlights: ScanHighlight[] = [];
  actor.on('select', (e) => selected.push(e.index));
  actor.on('highlight', ({ level, row, index }) => highlights.push({ level, row, index }));
  actor.start();

  const down = (switchId: SwitchId = 'primary') => actor.send({ type: 'SWITCH_DOWN', switchId });
  const up = (switchId: SwitchId = 'primary') => actor.send({ type: 'SWITCH_UP', switchId });
  const press = (holdMs = 50, switchId: SwitchId = 'primary') => {
    down(switchId);
    clock.advance(holdMs);
    up(switchId);
  };
  return {
    actor,
    clock,
    selected,
    highlights,
    advance: (ms: number) => clock.advance(ms),
    down,
    up,
    press,
    /** A press and then the debounce time, so the next press counts. */
    switchPress: (holdMs = 50, switchId: SwitchId = 'primary') => {
      press(holdMs, switchId);
      clock.advance(actor.getSnapshot().context.settings.debounceMs);
    },
    highlight: () => actor.getSnapshot().context.highlight,
    /** The highlighted flat index, or null when nothing is highlighted. */
    index: () => actor.getSnapshot().context.highlight?.index ?? null,
    /** The scan region's state as a path, e.g. 'running.auto.items' or 'paused'. */
    scanState: () => statePath(actor.getSnapshot().value.scan),
    switchState: (switchId: SwitchId = 'primary') => actor.getSnapshot().value[switchId],
  };
}

export type ScanningHarness = ReturnType<typeof startScanning>;
