// Blink selection on synthetic EAR sequences with exact frame times: double blink, involuntary blinks, winks,
// windows, long closures, face lost, lock-out, pause and settings.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { blinkMachine, normalizeBlinkSettings, type BlinkEmitted, type BlinkSettings } from './blink';

const OPEN = 0.47;
const CLOSED = 0.1;
type Eyes = 'open' | 'closed' | 'wink' | 'noFace' | 'between';
const ears: Record<Eyes, [number, number]> = {
  open: [OPEN, 0.5],
  closed: [CLOSED, 0.05],
  wink: [CLOSED, OPEN],
  noFace: [NaN, NaN],
  between: [0.22, 0.22],
};

/** Feeds segments of [eyes, ms] as frames every stepMs; a closure lasts exactly its segment's ms. */
function startBlink(settings: Partial<BlinkSettings> = {}, stepMs = 10) {
  const actor = createActor(blinkMachine, { input: { settings } });
  const emitted: BlinkEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  let at = 0;
  const play = (...segments: [Eyes, number][]) => {
    for (const [eyes, ms] of segments) {
      const [left, right] = ears[eyes];
      for (let t = 0; t < ms; t += stepMs) actor.send({ type: 'EAR', left, right, at: at + t });
      at += ms;
    }
  };
  return {
    actor,
    play,
    selects: () => emitted.filter((e) => e.type === 'select').map((e) => e.at),
    longBlinks: () => emitted.filter((e) => e.type === 'longBlink').map((e) => e.at),
    state: () => actor.getSnapshot().value,
  };
}

describe('double blink', () => {
  it('two 300 ms closures 300 ms apart select once, when the second closure ends', () => {
    const b = startBlink();
    b.play(['open', 500], ['closed', 300], ['open', 300], ['closed', 300], ['open', 200]);
    expect(b.selects()).toEqual([1400]);
    expect(b.state()).toBe('lockedOut');
  });

  it('at 30 frames/s (33 ms frames) a natural double blink selects', () => {
    const b = startBlink({}, 33);
    b.play(['open', 495], ['closed', 264], ['open', 231], ['closed', 264], ['open', 330]);
    expect(b.selects()).toHaveLength(1);
  });

  it('a single blink does not select', () => {
    const b = startBlink();
    b.play(['open', 500], ['closed', 300], ['open', 3000]);
    expect(b.selects()).toEqual([]);
    expect(b.actor.getSnapshot().context.first).toBeNull();
  });

  it('a wink (one eye) never counts, even twice', () => {
    const b = startBlink();
    b.play(['open', 500], ['wink', 300], ['open', 300], ['wink', 300], ['open', 500]);
    expect(b.selects()).toEqual([]);
  });

  it('with bothEyes off a double wink selects', () => {
    const b = startBlink({ bothEyes: false });
    b.play(['open', 500], ['wink', 300], ['open', 300], ['wink', 300], ['open', 500]);
    expect(b.selects()).toHaveLength(1);
  });

  it('150 ms involuntary blinks never count', () => {
    const b = startBlink();
    b.play(['open', 500], ['closed', 150], ['open', 300], ['closed', 150], ['open', 300], ['closed', 150], ['open', 500]);
    expect(b.selects()).toEqual([]);
  });

  it('closures of exactly 200 ms and 1000 ms count; 190 ms and 1010 ms do not', () => {
    const edges = startBlink({ maxGestureMs: 3000 });
    edges.play(['open', 500], ['closed', 200], ['open', 300], ['closed', 1000], ['open', 200]);
    expect(edges.selects()).toHaveLength(1);
    const outside = startBlink({ maxGestureMs: 3000 });
    outside.play(['open', 500], ['closed', 190], ['open', 300], ['closed', 300], ['open', 500]);
    outside.play(['closed', 1010], ['open', 300], ['closed', 300], ['open', 500]);
    expect(outside.selects()).toEqual([]);
  });

  it('two blinks 800 ms apart do not select; 600 ms apart do', () => {
    const far = startBlink({ maxGestureMs: 5000 });
    far.play(['open', 500], ['closed', 300], ['open', 800], ['closed', 300], ['open', 500]);
    expect(far.selects()).toEqual([]);
    const near = startBlink();
    near.play(['open', 500], ['closed', 300], ['open', 600], ['closed', 300], ['open', 500]);
    expect(near.selects()).toHaveLength(1);
  });

  it('a gesture longer than 1.5 s does not select', () => {
    const b = startBlink();
    b.play(['open', 500], ['closed', 500], ['open', 400], ['closed', 700], ['open', 500]);
    expect(b.selects()).toEqual([]);
  });

  it('an involuntary blink between two voluntary ones is ignored', () => {
    const b = startBlink();
    b.play(['open', 500], ['closed', 250], ['open', 100], ['closed', 100], ['open', 100], ['closed', 250], ['open', 300]);
    expect(b.selects()).toHaveLength(1);
  });

  it('hysteresis: EAR between the thresholds keeps the eyes closed', () => {
    const b = startBlink();
    b.play(['open', 500], ['closed', 150], ['between', 100], ['open', 300], ['closed', 200], ['between', 50], ['open', 300]);
    expect(b.selects()).toHaveLength(1);
  });
});

describe('face lost', () => {
  it('FACE_LOST mid-gesture resets and never selects', () => {
    const b = startBlink();
    b.play(['open', 500], ['closed', 300], ['open', 200]);
    b.actor.send({ type: 'FACE_LOST' });
    b.play(['open', 100], ['closed', 300], ['open', 500]);
    expect(b.selects()).toEqual([]);
  });

  it('frames without a face end the closure: a face leaving is not a blink', () => {
    const b = startBlink();
    b.play(['open', 500], ['closed', 300], ['open', 200], ['noFace', 300], ['open', 500]);
    b.play(['closed', 100], ['noFace', 200], ['open', 500]);
    expect(b.selects()).toEqual([]);
  });

  it('a face that returns with closed eyes is not a closure until the eyes were seen open', () => {
    const b = startBlink();
    b.play(['open', 500], ['closed', 300], ['open', 200], ['noFace', 100], ['closed', 300], ['open', 500]);
    expect(b.selects()).toEqual([]);
    expect(b.state()).toBe('open');
  });

  it('a frame gap longer than maxGapMs (tracking stalled) resets', () => {
    const b = startBlink();
    b.play(['open', 500], ['closed', 300], ['open', 200]);
    b.actor.send({ type: 'EAR', left: OPEN, right: OPEN, at: 1700 });
    b.actor.send({ type: 'EAR', left: CLOSED, right: CLOSED, at: 1710 });
    b.actor.send({ type: 'EAR', left: OPEN, right: OPEN, at: 2010 });
    expect(b.selects()).toEqual([]);
  });
});

describe('long closures', () => {
  it('a closure over 1000 ms is not a blink and emits nothing with the long blink off', () => {
    const b = startBlink();
    b.play(['open', 500], ['closed', 2000], ['open', 300], ['closed', 300], ['open', 500]);
    expect(b.selects()).toEqual([]);
    expect(b.longBlinks()).toEqual([]);
  });

  it('with longBlinkMs 1500 a 2 s closure emits longBlink once, at 1500 ms', () => {
    const b = startBlink({ longBlinkMs: 1500 });
    b.play(['open', 500], ['closed', 2500], ['open', 300]);
    expect(b.longBlinks()).toEqual([2000]);
    expect(b.selects()).toEqual([]);
  });

  it('a 1.2 s closure is neither a blink nor a 1.5 s long blink', () => {
    const b = startBlink({ longBlinkMs: 1500 });
    b.play(['open', 500], ['closed', 1200], ['open', 300], ['closed', 300], ['open', 500]);
    expect(b.longBlinks()).toEqual([]);
    expect(b.selects()).toEqual([]);
  });
});

describe('lock-out', () => {
  it('holds for 1000 ms after a select, then a new double blink selects again', () => {
    const b = startBlink();
    b.play(['open', 500], ['closed', 300], ['open', 300], ['closed', 300], ['open', 100]);
    expect(b.selects()).toEqual([1400]);
    b.play(['closed', 250], ['open', 200], ['closed', 250], ['open', 100]);
    expect(b.selects()).toEqual([1400]);
    expect(b.state()).toBe('lockedOut');
    b.play(['open', 300], ['closed', 250], ['open', 200], ['closed', 250], ['open', 100]);
    expect(b.selects()).toEqual([1400, 3300]);
  });

  it('a face leaving does not shorten the lock-out', () => {
    const b = startBlink();
    b.play(['open', 500], ['closed', 300], ['open', 300], ['closed', 300], ['open', 100]);
    b.actor.send({ type: 'FACE_LOST' });
    expect(b.state()).toBe('lockedOut');
  });
});

describe('pause and settings', () => {
  it('nothing selects while paused; RESUME needs open eyes again', () => {
    const b = startBlink();
    b.play(['open', 500], ['closed', 300]);
    b.actor.send({ type: 'PAUSE' });
    b.play(['open', 300], ['closed', 300], ['open', 300]);
    expect(b.selects()).toEqual([]);
    b.actor.send({ type: 'RESUME' });
    expect(b.state()).toBe('waitingOpen');
    b.play(['open', 100], ['closed', 300], ['open', 300], ['closed', 300], ['open', 100]);
    expect(b.selects()).toHaveLength(1);
  });

  it('SETTINGS merge; normalisation keeps the rules consistent', () => {
    const b = startBlink();
    b.actor.send({ type: 'SETTINGS', settings: { minClosureMs: 100 } });
    b.play(['open', 500], ['closed', 150], ['open', 300], ['closed', 150], ['open', 100]);
    expect(b.selects()).toHaveLength(1);
    const s = normalizeBlinkSettings({ closedBelow: 0.4, openAbove: 0.3, longBlinkMs: 500, maxClosureMs: NaN });
    expect(s).toMatchObject({ closedBelow: 0.4, openAbove: 0.4, maxClosureMs: 1000, longBlinkMs: 1000 });
  });
});
