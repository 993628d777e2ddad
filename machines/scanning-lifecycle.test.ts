// @vitest-environment node
// The scanning machine's life around the scan: targets that change or vanish, pause and resume, new settings,
// reset, and settings forced into range.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCAN_SETTINGS, normalizeScanSettings } from './scanning';
import { startScanning } from './scanning.harness';

const item = (index: number, row = 0) => ({ level: 'item', row, index });
const row = (r: number, index: number) => ({ level: 'row', row: r, index });

describe('layout changes', () => {
  it('an empty layout waits with no timer at all, and starts when targets appear', () => {
    const s = startScanning();
    s.actor.send({ type: 'LAYOUT', rows: [] });
    expect(s.scanState()).toBe('running.waiting');
    expect(s.highlight()).toBeNull();
    expect(s.clock.pending.size).toBe(0);
    s.advance(10_000);
    s.switchPress();
    expect(s.highlights).toEqual([item(0)]);
    expect(s.selected).toEqual([]);
    s.actor.send({ type: 'LAYOUT', rows: [0, 0] });
    expect(s.scanState()).toBe('running.waiting');
    s.actor.send({ type: 'LAYOUT', rows: [2] });
    expect(s.scanState()).toBe('running.auto.items');
    expect(s.highlight()).toEqual(item(0));
    s.advance(1500);
    expect(s.index()).toBe(1);
  });

  it('starts waiting when there are no targets at all', () => {
    const s = startScanning({}, []);
    expect(s.scanState()).toBe('running.waiting');
    expect(s.clock.pending.size).toBe(0);
  });

  it('fewer targets clamp the highlight and announce it; the scan goes on', () => {
    const s = startScanning({}, [6]);
    s.advance(1500 + 3000);
    expect(s.index()).toBe(4);
    s.actor.send({ type: 'LAYOUT', rows: [3] });
    expect(s.highlight()).toEqual(item(2));
    expect(s.highlights.at(-1)).toEqual(item(2));
    s.advance(1000);
    expect(s.index()).toBe(0);
  });

  it('more targets keep the highlight where it is, silently', () => {
    const s = startScanning({}, [3]);
    s.advance(1500);
    const count = s.highlights.length;
    s.actor.send({ type: 'LAYOUT', rows: [3, 3] });
    expect(s.highlight()).toEqual(item(1));
    expect(s.highlights).toHaveLength(count);
  });

  it('row–column: a shorter row clamps the item; a row that vanishes starts again from the first row', () => {
    const s = startScanning({ method: 'step', switches: 2, pattern: 'rowColumn' }, [2, 3]);
    s.switchPress();
    s.switchPress(50, 'secondary');
    s.switchPress();
    s.switchPress();
    expect(s.highlight()).toEqual(item(4, 1));
    s.actor.send({ type: 'LAYOUT', rows: [2, 2] });
    expect(s.highlight()).toEqual(item(3, 1));
    s.actor.send({ type: 'LAYOUT', rows: [2, 0, 1] });
    expect(s.scanState()).toBe('running.step.rows');
    expect(s.highlight()).toEqual(row(0, 0));
  });
});

describe('pause, resume, settings and reset', () => {
  it('PAUSE rests without triggering anything; RESUME starts again from the beginning', () => {
    const s = startScanning();
    s.advance(1500);
    s.actor.send({ type: 'PAUSE' });
    expect(s.scanState()).toBe('paused');
    expect(s.highlight()).toBeNull();
    s.advance(5000);
    s.switchPress();
    s.press(1000);
    expect(s.selected).toEqual([]);
    expect(s.highlights).toHaveLength(2);
    s.actor.send({ type: 'RESUME' });
    expect(s.highlight()).toEqual(item(0));
    s.advance(1500);
    expect(s.index()).toBe(1);
  });

  it('keeps the layout and settings sent while paused', () => {
    const s = startScanning();
    s.actor.send({ type: 'PAUSE' });
    s.actor.send({ type: 'LAYOUT', rows: [] });
    s.actor.send({ type: 'SETTINGS', settings: { method: 'step', switches: 2 } });
    s.actor.send({ type: 'RESET' });
    expect(s.scanState()).toBe('paused');
    s.actor.send({ type: 'RESUME' });
    expect(s.scanState()).toBe('running.waiting');
    s.actor.send({ type: 'LAYOUT', rows: [2] });
    expect(s.scanState()).toBe('running.step.items');
  });

  it('SETTINGS restarts the scan with the new method', () => {
    const s = startScanning();
    s.advance(1500);
    s.actor.send({ type: 'SETTINGS', settings: { pattern: 'rowColumn' } });
    expect(s.scanState()).toBe('running.auto.rows');
    expect(s.actor.getSnapshot().context.settings).toEqual({ ...DEFAULT_SCAN_SETTINGS, pattern: 'rowColumn' });
  });

  it('RESET starts again from the beginning with a fresh count of loops', () => {
    const s = startScanning();
    s.advance(10_000);
    s.actor.send({ type: 'RESET' });
    expect(s.highlight()).toEqual(item(0));
    s.advance(10_499);
    expect(s.scanState()).toBe('running.auto.items');
    s.advance(1);
    expect(s.scanState()).toBe('running.resting');
  });
});

describe('normalizeScanSettings', () => {
  it('forces impossible values into range, so no profile can make the scan spin', () => {
    expect(
      normalizeScanSettings({ intervalMs: -5, firstItemFactor: 0.2, loops: 0, debounceMs: -1, acceptanceMs: 900, holdToSelectMs: Number.NaN }),
    ).toEqual({ ...DEFAULT_SCAN_SETTINGS, intervalMs: 100, firstItemFactor: 1, loops: 1, debounceMs: 0, acceptanceMs: 300, holdToSelectMs: 400 });
  });
});
