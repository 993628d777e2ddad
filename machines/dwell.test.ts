// @vitest-environment node
// Over 300 lines because the one dwell machine serves every pointer: its classic rest, a target's own shorter dwell,
// the accumulating dwell of a snapping camera pointer and the magnifier's unlock each need their timing proven here.
// Dwell on a simulated clock: activation time, ring progress and delay, tolerance radius, restarts, lock-out,
// no repeat while resting on the activated target, accumulation, pause and settings.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_DWELL_SETTINGS, dwellMachine, normalizeDwellSettings, type DwellSettings } from './dwell';
import { CountingClock } from './scanning.harness';

function startDwell(settings: Partial<DwellSettings> = {}) {
  const clock = new CountingClock();
  const actor = createActor(dwellMachine, { clock, input: { settings } });
  const activated: number[] = [];
  actor.on('activate', (e) => activated.push(e.index));
  actor.start();
  return {
    actor,
    clock,
    activated,
    advance: (ms: number) => clock.advance(ms),
    point: (x: number, y: number, target: number | null) => actor.send({ type: 'POINT', x, y, target }),
    context: () => actor.getSnapshot().context,
    state: () => {
      const value = actor.getSnapshot().value;
      return typeof value === 'string' ? value : Object.keys(value)[0];
    },
  };
}

describe('dwell', () => {
  it('stays idle off every target', () => {
    const d = startDwell();
    d.point(10, 10, null);
    d.advance(5000);
    expect(d.state()).toBe('idle');
    expect(d.activated).toEqual([]);
    expect(d.clock.pending.size).toBe(0);
  });

  it('activates exactly at dwellMs and anchors at the first point', () => {
    const d = startDwell();
    d.point(100, 100, 3);
    expect(d.state()).toBe('dwelling');
    expect(d.context()).toMatchObject({ target: 3, anchor: { x: 100, y: 100 }, elapsedMs: 0, progress: 0 });
    d.advance(999);
    expect(d.activated).toEqual([]);
    d.advance(1);
    expect(d.activated).toEqual([3]);
    expect(d.state()).toBe('lockedOut');
  });

  it('an activation that opened a step (the magnifier) is unlocked at once: the next target dwells without the lock-out, the rested-on spot still waits for a move', () => {
    const d = startDwell({ lockoutMs: 1000 });
    d.point(100, 100, 3);
    d.advance(1000);
    expect(d.activated).toEqual([3]);
    // The layer opened: what is now under the still pointer waits until it moves, even unlocked.
    d.point(100, 100, 7);
    d.actor.send({ type: 'UNLOCK' });
    expect(d.state()).toBe('idle');
    d.advance(2000);
    expect(d.activated).toEqual([3]);
    // Moved onto an enlarged target: one dwell, no lock-out first.
    d.point(300, 200, 8);
    expect(d.state()).toBe('dwelling');
    d.advance(1000);
    expect(d.activated).toEqual([3, 8]);
  });

  it('a target may ask for a shorter dwell (opening the magnifier), never longer than the setting nor under the minimum', () => {
    const d = startDwell({ dwellMs: 1000 });
    d.actor.send({ type: 'POINT', x: 100, y: 100, target: 2, dwellMs: 500 });
    d.advance(250);
    expect(d.context().progress).toBeCloseTo(0.5);
    d.advance(250);
    expect(d.activated).toEqual([2]);
    const e = startDwell({ dwellMs: 1000 });
    e.actor.send({ type: 'POINT', x: 100, y: 100, target: 4, dwellMs: 5000 });
    e.advance(1000);
    expect(e.activated).toEqual([4]);
    const f = startDwell({ dwellMs: 1000 });
    f.actor.send({ type: 'POINT', x: 100, y: 100, target: 5, dwellMs: 10 });
    f.advance(299);
    expect(f.activated).toEqual([]);
    f.advance(1);
    expect(f.activated).toEqual([5]);
  });

  it('accumulating (a snapping camera pointer): a jitter onto a neighbour and back costs only the moments there, and the target held most is chosen', () => {
    const d = startDwell({ dwellMs: 1000, accumulateMs: 1500 });
    // Three ticks on the wanted card (4), one on its neighbour (5), over and over: 75 % on the wanted one.
    let at = 0;
    while (d.activated.length === 0 && at < 3000) {
      d.point(100 + (at % 7), 100, at % 200 === 150 ? 5 : 4);
      d.advance(50);
      at += 50;
    }
    expect(d.activated).toEqual([4]);
    // One unbroken second is not needed: it came within the window, sooner than a restart-on-every-jitter dwell could.
    expect(at).toBeGreaterThan(1000);
    expect(at).toBeLessThanOrEqual(1500);
    // The classic dwell, same jitter: it never completes.
    const classic = startDwell({ dwellMs: 1000 });
    for (let t = 0; t < 3000; t += 50) {
      classic.point(100, 100, t % 200 === 150 ? 5 : 4);
      classic.advance(50);
    }
    expect(classic.activated).toEqual([]);
  });

  it('accumulating: time on a target long ago does not count, and a whole window off every target rests', () => {
    const d = startDwell({ dwellMs: 1000, accumulateMs: 1500 });
    d.point(100, 100, 4);
    d.advance(800);
    d.point(400, 400, null);
    d.advance(1500);
    expect(d.state()).toBe('idle');
    d.point(100, 100, 4);
    d.advance(950);
    expect(d.activated).toEqual([]);
    d.advance(50);
    expect(d.activated).toEqual([4]);
  });

  it('ticks elapsed time and progress for the ring every tickMs', () => {
    const d = startDwell();
    d.point(100, 100, 0);
    d.advance(49);
    expect(d.context().elapsedMs).toBe(0);
    d.advance(1);
    expect(d.context()).toMatchObject({ elapsedMs: 50, progress: 0.05, ringVisible: true });
    d.advance(200);
    expect(d.context()).toMatchObject({ elapsedMs: 250, progress: 0.25 });
    d.advance(250);
    expect(d.context()).toMatchObject({ elapsedMs: 500, progress: 0.5 });
    d.advance(450);
    expect(d.context().progress).toBeCloseTo(0.95);
  });

  it('movement within the tolerance radius keeps the dwell (29 px and exactly 30 px)', () => {
    const d = startDwell();
    d.point(100, 100, 1);
    d.advance(400);
    d.point(129, 100, 1);
    d.advance(300);
    d.point(100, 130, 1);
    expect(d.context().anchor).toEqual({ x: 100, y: 100 });
    d.advance(300);
    expect(d.activated).toEqual([1]);
  });

  it('movement beyond the radius (31 px) restarts the dwell from the new point', () => {
    const d = startDwell();
    d.point(100, 100, 1);
    d.advance(600);
    d.point(131, 100, 1);
    expect(d.context()).toMatchObject({ target: 1, anchor: { x: 131, y: 100 }, elapsedMs: 0, progress: 0 });
    d.advance(999);
    expect(d.activated).toEqual([]);
    d.advance(1);
    expect(d.activated).toEqual([1]);
  });

  it('moving onto another target restarts on it', () => {
    const d = startDwell();
    d.point(100, 100, 1);
    d.advance(800);
    d.point(105, 100, 2);
    expect(d.context()).toMatchObject({ target: 2, elapsedMs: 0 });
    d.advance(999);
    expect(d.activated).toEqual([]);
    d.advance(1);
    expect(d.activated).toEqual([2]);
  });

  it('leaving every target or losing the pointer resets to idle and cancels', () => {
    for (const leave of [{ type: 'POINT', x: 0, y: 0, target: null }, { type: 'POINT_LOST' }] as const) {
      const d = startDwell();
      d.point(100, 100, 1);
      d.advance(900);
      d.actor.send(leave);
      expect(d.state()).toBe('idle');
      expect(d.context()).toMatchObject({ target: null, anchor: null, elapsedMs: 0, progress: 0 });
      d.advance(5000);
      expect(d.activated).toEqual([]);
      expect(d.clock.pending.size).toBe(0);
    }
  });

  it('nothing dwells during the lock-out; a pointer resting on another target dwells on it once it ends', () => {
    const d = startDwell();
    d.point(100, 100, 1);
    d.advance(1000);
    d.point(300, 100, 2);
    d.advance(999);
    expect(d.state()).toBe('lockedOut');
    expect(d.context().target).toBeNull();
    d.advance(1);
    expect(d.state()).toBe('dwelling');
    expect(d.context()).toMatchObject({ target: 2, anchor: { x: 300, y: 100 } });
    d.advance(1000);
    expect(d.activated).toEqual([1, 2]);
  });

  it('does not activate the same target again while the pointer rests on it', () => {
    const d = startDwell();
    d.point(100, 100, 1);
    d.advance(1000);
    d.advance(1000);
    expect(d.state()).toBe('idle');
    for (let i = 0; i < 20; i++) {
      d.point(100 + (i % 5) * 5, 105, 1); // a head pointer reports small movements all the time
      d.advance(500);
    }
    expect(d.activated).toEqual([1]);
    expect(d.clock.pending.size).toBe(0);
  });

  it('dwells on it again once the pointer moves beyond the radius, or leaves and comes back', () => {
    const d = startDwell();
    d.point(100, 100, 1);
    d.advance(2000);
    d.point(140, 100, 1);
    expect(d.state()).toBe('dwelling');
    d.advance(1000);
    expect(d.activated).toEqual([1, 1]);
    d.advance(1000);
    d.point(0, 0, null);
    d.point(140, 100, 1);
    d.advance(1000);
    expect(d.activated).toEqual([1, 1, 1]);
  });

  it('a pointer that left during the lock-out and came back may dwell again', () => {
    const d = startDwell();
    d.point(100, 100, 1);
    d.advance(1000);
    d.point(0, 0, null);
    d.point(100, 100, 1);
    d.advance(1000);
    expect(d.state()).toBe('dwelling');
    d.advance(1000);
    expect(d.activated).toEqual([1, 1]);
  });

  it('a target that appears under the still pointer after a choice is not chosen until the pointer moves away', () => {
    const d = startDwell();
    d.point(100, 100, 1);
    d.advance(1000);
    expect(d.activated).toEqual([1]);
    // The chosen card opened full screen (or another word took its place) right under the resting pointer.
    for (let i = 0; i < 12; i++) {
      d.point(100 + (i % 3) * 4, 102, 7);
      d.advance(1000);
    }
    expect(d.activated).toEqual([1]);
    expect(d.state()).toBe('idle');
    d.point(160, 100, 7);
    d.advance(1000);
    expect(d.activated).toEqual([1, 7]);
  });

  it('with a tolerance that keeps any move within a target, a second choice needs the pointer to move away first', () => {
    const d = startDwell({ dwellMs: 2000, toleranceRadius: 100_000 });
    d.point(100, 100, 1);
    d.advance(2000);
    expect(d.activated).toEqual([1]);
    // Jitter around the chosen place: nothing more, whatever appears under it.
    d.point(120, 110, 4);
    d.advance(3000);
    expect(d.activated).toEqual([1]);
    // The next key of a keyboard, 44 px away, is chosen after its own dwell.
    d.point(144, 100, 5);
    d.advance(2000 + 1000);
    expect(d.activated).toEqual([1, 5]);
    // Away to another target, then back: each is chosen after its own dwell.
    d.point(400, 100, 2);
    d.advance(2000 + 1000); // its dwell, then the lock-out
    d.point(100, 100, 1);
    d.advance(2000);
    expect(d.activated).toEqual([1, 5, 2, 1]);
  });

  it('losing the pointer does not count as leaving the activated target', () => {
    const d = startDwell();
    d.point(100, 100, 1);
    d.advance(2000);
    d.actor.send({ type: 'POINT_LOST' });
    d.point(100, 100, 1);
    d.advance(3000);
    expect(d.activated).toEqual([1]);
  });

  it('with ringDelayMs the ring shows from 500 ms and fills until the click at 2000 ms', () => {
    const d = startDwell({ dwellMs: 2000, ringDelayMs: 500 });
    d.point(100, 100, 4);
    expect(d.context().ringVisible).toBe(false);
    d.advance(450);
    expect(d.context()).toMatchObject({ elapsedMs: 450, progress: 0, ringVisible: false });
    d.advance(50);
    expect(d.context()).toMatchObject({ elapsedMs: 500, progress: 0, ringVisible: true });
    d.advance(750);
    expect(d.context().progress).toBeCloseTo(0.5);
    d.advance(749);
    expect(d.activated).toEqual([]);
    d.advance(1);
    expect(d.activated).toEqual([4]);
  });

  it('PAUSE stops everything; RESUME waits for the next pointer movement', () => {
    const d = startDwell();
    d.point(100, 100, 1);
    d.advance(900);
    d.actor.send({ type: 'PAUSE' });
    expect(d.state()).toBe('paused');
    expect(d.context()).toMatchObject({ target: null, progress: 0 });
    d.point(300, 300, 2);
    d.advance(5000);
    expect(d.activated).toEqual([]);
    expect(d.clock.pending.size).toBe(0);
    d.actor.send({ type: 'RESUME' });
    expect(d.state()).toBe('idle');
    d.point(300, 300, 2);
    d.advance(1000);
    expect(d.activated).toEqual([2]);
  });

  it('SETTINGS apply from the next dwell', () => {
    const d = startDwell();
    d.point(100, 100, 1);
    d.actor.send({ type: 'SETTINGS', settings: { dwellMs: 2000 } });
    d.advance(1000);
    expect(d.activated).toEqual([1]);
    d.advance(1000);
    d.point(300, 100, 2);
    d.advance(1999);
    expect(d.activated).toEqual([1]);
    d.advance(1);
    expect(d.activated).toEqual([1, 2]);
  });

  it('forces settings into range', () => {
    expect(normalizeDwellSettings({ dwellMs: 50, toleranceRadius: -3, lockoutMs: Number.NaN, tickMs: 0, ringDelayMs: 900 })).toEqual({
      ...DEFAULT_DWELL_SETTINGS,
      dwellMs: 300,
      toleranceRadius: 0,
      tickMs: 10,
      ringDelayMs: 299,
    });
  });
});
