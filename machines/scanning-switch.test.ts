// How one switch's presses become intents: debounce, acceptance time, hold-to-select and no repeat while held,
// seen through step scanning where every counted press shows at once.
import { describe, expect, it } from 'vitest';
import { startScanning } from './scanning.harness';

// Step scanning with two switches makes each counted press visible at once: primary moves the highlight.
const step = { method: 'step', switches: 2 } as const;

describe('debounce', () => {
  it('ignores a press starting 100 ms after the release', () => {
    const s = startScanning(step);
    s.press();
    expect(s.index()).toBe(1);
    s.advance(100);
    s.press();
    expect(s.index()).toBe(1);
  });

  it('counts a press starting 300 ms after the release', () => {
    const s = startScanning(step);
    s.press();
    s.advance(300);
    s.press();
    expect(s.index()).toBe(2);
  });

  it('the window is exactly debounceMs: a press 249 ms after the release is ignored, 250 ms counts', () => {
    const early = startScanning(step);
    early.press();
    early.advance(249);
    expect(early.switchState()).toBe('debouncing');
    early.down();
    expect(early.switchState()).toBe('ignoring');
    expect(early.index()).toBe(1);

    const onTime = startScanning(step);
    onTime.press();
    onTime.advance(250);
    expect(onTime.switchState()).toBe('up');
    onTime.down();
    expect(onTime.index()).toBe(2);
  });

  it('an ignored press held past the window stays ignored, and its release opens a new window (chatter)', () => {
    const s = startScanning(step);
    s.press();
    s.advance(10);
    s.press(1000);
    expect(s.index()).toBe(1);
    s.advance(100);
    s.press();
    expect(s.index()).toBe(1);
    s.advance(250);
    s.press();
    expect(s.index()).toBe(2);
  });

  it('keeps each switch to its own window', () => {
    const s = startScanning(step);
    s.press();
    s.press(50, 'secondary');
    expect(s.selected).toEqual([1]);
  });

  it('with debounce 0 every press counts', () => {
    const s = startScanning({ ...step, debounceMs: 0 });
    s.press(10);
    s.press(10);
    s.press(10);
    expect(s.index()).toBe(0);
    expect(s.highlights.map((h) => h.index)).toEqual([0, 1, 2, 0]);
  });

  it('stops automatic scanning from selecting twice on a bouncing contact', () => {
    const s = startScanning({ debounceMs: 250 });
    s.advance(1500);
    for (let i = 0; i < 5; i++) s.press(5);
    expect(s.selected).toEqual([1]);
  });
});

describe('acceptance time', () => {
  const accept = { ...step, acceptanceMs: 100 };

  it('ignores a 50 ms press (a brush)', () => {
    const s = startScanning(accept);
    s.press(50);
    expect(s.index()).toBe(0);
    expect(s.highlights).toHaveLength(1);
  });

  it('counts a 150 ms press, at the moment it has been held 100 ms', () => {
    const s = startScanning(accept);
    s.down();
    s.advance(99);
    expect(s.index()).toBe(0);
    s.advance(1);
    expect(s.index()).toBe(1);
    s.advance(50);
    s.up();
    expect(s.index()).toBe(1);
  });

  it('in automatic scanning selects the item highlighted when the press is accepted', () => {
    const s = startScanning({ acceptanceMs: 100 });
    s.advance(1450);
    s.down();
    s.advance(50);
    expect(s.selected).toEqual([]);
    s.advance(50);
    expect(s.selected).toEqual([1]);
  });

  it('a brush still opens the debounce window', () => {
    const s = startScanning(accept);
    s.press(50);
    s.advance(100);
    s.press(150);
    expect(s.index()).toBe(0);
  });

  it('adds to hold-to-select: under the acceptance nothing, under the hold a move, at the hold a select', () => {
    const s = startScanning({ method: 'step', switches: 1, holdToSelectMs: 400, acceptanceMs: 100 });
    s.switchPress(50);
    expect(s.highlights).toHaveLength(1);
    s.switchPress(200);
    expect(s.index()).toBe(1);
    s.down();
    s.advance(399);
    expect(s.selected).toEqual([]);
    s.advance(1);
    expect(s.selected).toEqual([1]);
  });
});

describe('a switch held down', () => {
  it('never repeats in automatic scanning, while the highlight goes on moving', () => {
    const s = startScanning();
    s.advance(1500);
    s.down();
    expect(s.selected).toEqual([1]);
    s.advance(20_000);
    expect(s.selected).toEqual([1]);
    expect(s.highlights.length).toBeGreaterThan(3);
    s.up();
    expect(s.selected).toEqual([1]);
  });

  it('ignores key repeat (SWITCH_DOWN again and again without a release)', () => {
    const s = startScanning(step);
    for (let i = 0; i < 10; i++) {
      s.down();
      s.advance(30);
    }
    s.up();
    expect(s.index()).toBe(1);
    expect(s.switchState()).toBe('debouncing');
  });

  it('never repeats a hold-to-select', () => {
    const s = startScanning({ method: 'step', switches: 1, holdToSelectMs: 400 });
    s.down();
    s.advance(5000);
    s.down();
    s.advance(5000);
    s.up();
    expect(s.selected).toEqual([0]);
  });

  it('ignores a release with no press before it', () => {
    const s = startScanning(step);
    s.up();
    expect(s.switchState()).toBe('up');
    s.down();
    expect(s.index()).toBe(1);
  });
});
