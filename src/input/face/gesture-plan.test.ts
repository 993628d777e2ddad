// Each gesture action as the command a switch or key would give, for each way this person's profile works.
import { describe, expect, it } from 'vitest';
import { GESTURE_PRESS_EXTRA_MS, planGesture, selectWithoutPointer } from './gesture-plan';

const scan = (method: 'auto' | 'step', switches: 1 | 2, holdToSelectMs: number | null = null) => ({ method, switches, acceptanceMs: 100, holdToSelectMs });

describe('planGesture', () => {
  it('sends select to the runtime first, to press what a pointer is on', () => {
    expect(planGesture('select', { scan: null })).toEqual({ kind: 'command', command: { type: 'activate', source: 'gesture' } });
  });

  it('with nothing under a pointer, a select is the scan’s selecting press, held past its acceptance time', () => {
    const hold = 100 + GESTURE_PRESS_EXTRA_MS;
    expect(selectWithoutPointer({ scan: scan('auto', 1) })).toEqual({ kind: 'switch', switchId: 'primary', holdMs: hold });
    expect(selectWithoutPointer({ scan: scan('step', 2) })).toEqual({ kind: 'switch', switchId: 'secondary', holdMs: hold });
    // One-switch step scanning selects by holding the switch past hold-to-select.
    expect(selectWithoutPointer({ scan: scan('step', 1, 800) })).toEqual({ kind: 'switch', switchId: 'primary', holdMs: hold + 800 });
    expect(selectWithoutPointer({ scan: scan('step', 1) })).toEqual({ kind: 'none' });
    // Without scanning, the focused control.
    expect(selectWithoutPointer({ scan: null })).toEqual({ kind: 'command', command: { type: 'activate', source: 'keyboard' } });
  });

  it('next moves the step scan (its first switch) or the focus; previous moves the focus', () => {
    expect(planGesture('next', { scan: scan('step', 2) })).toMatchObject({ kind: 'switch', switchId: 'primary' });
    expect(planGesture('next', { scan: null })).toEqual({ kind: 'command', command: { type: 'next', source: 'gesture' } });
    expect(planGesture('next', { scan: scan('auto', 1) })).toEqual({ kind: 'none' }); // the automatic scan moves by itself
    expect(planGesture('previous', { scan: null })).toEqual({ kind: 'command', command: { type: 'previous', source: 'gesture' } });
  });

  it('back and pause are the runtime’s own, with or without scanning', () => {
    for (const context of [{ scan: null }, { scan: scan('auto', 1) }]) {
      expect(planGesture('back', context)).toEqual({ kind: 'command', command: { type: 'back', source: 'gesture' } });
      expect(planGesture('pause', context)).toEqual({ kind: 'command', command: { type: 'pause', source: 'gesture' } });
    }
  });
});
