// @vitest-environment node
// The scan itself on a simulated clock: automatic linear and row–column timing, loops then rest, selection,
// and step scanning with two switches or one (hold to select).
import { describe, expect, it } from 'vitest';
import { startScanning } from './scanning.harness';

const item = (index: number, row = 0) => ({ level: 'item', row, index });
const row = (r: number, index: number) => ({ level: 'row', row: r, index });

describe('automatic linear scanning', () => {
  it('starts at once on item 0 and announces it', () => {
    const s = startScanning();
    expect(s.scanState()).toBe('running.auto.items');
    expect(s.highlight()).toEqual(item(0));
    expect(s.highlights).toEqual([item(0)]);
  });

  it('shows the first item interval × factor (1500 ms), then each item 1000 ms, and again at each new pass', () => {
    const s = startScanning();
    s.advance(1499);
    expect(s.index()).toBe(0);
    s.advance(1);
    expect(s.index()).toBe(1);
    s.advance(999);
    expect(s.index()).toBe(1);
    s.advance(1);
    expect(s.index()).toBe(2);
    s.advance(1000);
    expect(s.index()).toBe(0);
    s.advance(1499);
    expect(s.index()).toBe(0);
    s.advance(1);
    expect(s.index()).toBe(1);
    expect(s.highlights.map((h) => h.index)).toEqual([0, 1, 2, 0, 1]);
  });

  it('follows the interval and factor it is given', () => {
    const s = startScanning({ intervalMs: 2000, firstItemFactor: 1 });
    s.advance(1999);
    expect(s.index()).toBe(0);
    s.advance(1);
    expect(s.index()).toBe(1);
    s.advance(2000);
    expect(s.index()).toBe(2);
  });

  it('rests exactly after 3 passes with no selection, and then nothing runs', () => {
    const s = startScanning(); // a pass over 3 items: 1500 + 1000 + 1000 = 3500 ms
    s.advance(3 * 3500 - 1);
    expect(s.index()).toBe(2);
    expect(s.scanState()).toBe('running.auto.items');
    s.advance(1);
    expect(s.scanState()).toBe('running.resting');
    expect(s.highlight()).toBeNull();
    expect(s.highlights).toHaveLength(9);
    expect(s.clock.pending.size).toBe(0);
    s.advance(10_000);
    expect(s.highlights).toHaveLength(9);
  });

  it('a press during rest starts the scan again from item 0 without selecting', () => {
    const s = startScanning();
    s.advance(10_500);
    s.press();
    expect(s.selected).toEqual([]);
    expect(s.scanState()).toBe('running.auto.items');
    expect(s.highlight()).toEqual(item(0));
    s.advance(1450); // 50 ms of the press already went by
    expect(s.index()).toBe(1);
  });

  it('a press selects the highlighted item and the scan starts again from the beginning', () => {
    const s = startScanning();
    s.advance(2600);
    expect(s.index()).toBe(2);
    s.down();
    expect(s.selected).toEqual([2]);
    expect(s.highlight()).toEqual(item(0));
    s.up();
    s.advance(1499);
    expect(s.index()).toBe(0);
    s.advance(1);
    expect(s.index()).toBe(1);
  });

  it('a selection starts a fresh count of loops', () => {
    const s = startScanning();
    s.advance(10_000);
    s.press(10);
    expect(s.selected).toEqual([2]);
    s.advance(3 * 3500 - 11);
    expect(s.scanState()).toBe('running.auto.items');
    s.advance(1);
    expect(s.scanState()).toBe('running.resting');
  });

  it('reports the row of each item, skipping empty rows', () => {
    const s = startScanning({}, [2, 0, 1]);
    s.advance(2500);
    expect(s.highlight()).toEqual(item(2, 2));
  });

  it('either switch selects when two are set', () => {
    const s = startScanning({ switches: 2 });
    s.advance(1500);
    s.press(50, 'secondary');
    expect(s.selected).toEqual([1]);
  });

  it('ignores the secondary switch when only one is set', () => {
    const s = startScanning({ switches: 1 });
    s.press(50, 'secondary');
    expect(s.selected).toEqual([]);
  });
});

describe('automatic row–column scanning', () => {
  const rows = [2, 3];
  const rc = { pattern: 'rowColumn' } as const;

  it('highlights the rows in turn, the first row for interval × factor', () => {
    const s = startScanning(rc, rows);
    expect(s.scanState()).toBe('running.auto.rows');
    expect(s.highlight()).toEqual(row(0, 0));
    s.advance(1499);
    expect(s.highlight()).toEqual(row(0, 0));
    s.advance(1);
    expect(s.highlight()).toEqual(row(1, 2));
    s.advance(1000);
    expect(s.highlight()).toEqual(row(0, 0));
  });

  it('a press enters the row, its items are scanned, a press selects the flat index', () => {
    const s = startScanning(rc, rows);
    s.advance(1500);
    s.switchPress();
    expect(s.scanState()).toBe('running.auto.items');
    expect(s.highlight()).toEqual(item(2, 1));
    s.advance(1500 - 300);
    expect(s.highlight()).toEqual(item(3, 1));
    s.press();
    expect(s.selected).toEqual([3]);
    expect(s.scanState()).toBe('running.auto.rows');
    expect(s.highlight()).toEqual(row(0, 0));
  });

  it('after one pass over the row with no selection, goes back to the rows on the same row', () => {
    const s = startScanning(rc, rows);
    s.advance(1500);
    s.down();
    s.up();
    s.advance(1500 + 1000 + 1000 - 1); // items 2, 3, 4
    expect(s.highlight()).toEqual(item(4, 1));
    s.advance(1);
    expect(s.scanState()).toBe('running.auto.rows');
    expect(s.highlight()).toEqual(row(1, 2));
    s.advance(1499);
    expect(s.highlight()).toEqual(row(1, 2));
    s.advance(1);
    expect(s.highlight()).toEqual(row(0, 0));
    expect(s.selected).toEqual([]);
  });

  it('rests after 3 passes over the rows', () => {
    const s = startScanning(rc, rows); // a pass: 1500 + 1000
    s.advance(3 * 2500 - 1);
    expect(s.highlight()).toEqual(row(1, 2));
    s.advance(1);
    expect(s.scanState()).toBe('running.resting');
  });

  it('never highlights an empty row', () => {
    const s = startScanning(rc, [0, 2, 0, 1]);
    expect(s.highlight()).toEqual(row(1, 0));
    s.advance(1500);
    expect(s.highlight()).toEqual(row(3, 2));
    s.advance(1000);
    expect(s.highlight()).toEqual(row(1, 0));
  });
});

describe('step scanning with two switches', () => {
  const two = { method: 'step', switches: 2 } as const;

  it('primary moves one step and wraps, secondary selects, and no timer moves anything', () => {
    const s = startScanning(two);
    expect(s.scanState()).toBe('running.step.items');
    s.advance(10_000);
    expect(s.index()).toBe(0);
    s.switchPress();
    expect(s.index()).toBe(1);
    s.switchPress();
    s.switchPress();
    expect(s.index()).toBe(0);
    s.switchPress();
    s.switchPress(50, 'secondary');
    expect(s.selected).toEqual([1]);
    expect(s.index()).toBe(0);
    expect(s.highlights.map((h) => h.index)).toEqual([0, 1, 2, 0, 1, 0]);
    expect(s.clock.pending.size).toBe(0);
  });

  it('row–column: secondary enters a row, primary moves in it and back to the rows after the last item', () => {
    const s = startScanning({ ...two, pattern: 'rowColumn' }, [2, 3]);
    expect(s.scanState()).toBe('running.step.rows');
    s.switchPress();
    expect(s.highlight()).toEqual(row(1, 2));
    s.switchPress(50, 'secondary');
    expect(s.highlight()).toEqual(item(2, 1));
    s.switchPress();
    s.switchPress();
    expect(s.highlight()).toEqual(item(4, 1));
    s.switchPress();
    expect(s.scanState()).toBe('running.step.rows');
    expect(s.highlight()).toEqual(row(1, 2));
    s.switchPress();
    expect(s.highlight()).toEqual(row(0, 0));
    s.switchPress(50, 'secondary');
    s.switchPress();
    s.switchPress(50, 'secondary');
    expect(s.selected).toEqual([1]);
    expect(s.highlight()).toEqual(row(0, 0));
  });
});

describe('step scanning with one switch: a short press moves, a hold selects', () => {
  const one = { method: 'step', switches: 1, holdToSelectMs: 400 } as const;

  it('a 399 ms press moves, on release', () => {
    const s = startScanning(one);
    s.down();
    s.advance(399);
    expect(s.index()).toBe(0);
    s.up();
    expect(s.index()).toBe(1);
    expect(s.selected).toEqual([]);
  });

  it('a 400 ms hold selects as the time is reached, before the release, and the release does nothing more', () => {
    const s = startScanning(one);
    s.switchPress();
    s.down();
    s.advance(399);
    expect(s.selected).toEqual([]);
    s.advance(1);
    expect(s.selected).toEqual([1]);
    expect(s.index()).toBe(0);
    s.advance(5000);
    s.up();
    expect(s.selected).toEqual([1]);
    expect(s.index()).toBe(0);
  });

  it('holds for 400 ms when no hold time is set, so one switch can always select', () => {
    const s = startScanning({ method: 'step', switches: 1, holdToSelectMs: null });
    s.press(400);
    expect(s.selected).toEqual([0]);
  });
});
