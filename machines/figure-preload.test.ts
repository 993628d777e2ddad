// @vitest-environment node
// The figures' preload overlay on a simulated clock (spec 001 §4, §9): not shown offline or with 20 pictures kept,
// real progress that never goes back, 100 % and 'done' for 1 s before closing, closed at once on failure or Skip.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { figurePreloadMachine, preloadPercent, PRELOAD_DONE_MS, PRELOAD_ENOUGH, PRELOAD_TOTAL } from './figure-preload';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(figurePreloadMachine, { clock }).start();
  return { actor, clock, state: () => actor.getSnapshot().value, ctx: () => actor.getSnapshot().context };
}

describe('figure preload', () => {
  it('is not shown offline, nor once 20 pictures are kept', () => {
    const offline = start();
    offline.actor.send({ type: 'CHECKED', cached: 0, online: false });
    expect(offline.state()).toBe('closed');
    const enough = start();
    enough.actor.send({ type: 'CHECKED', cached: PRELOAD_ENOUGH, online: true });
    expect(enough.state()).toBe('closed');
    const few = start();
    few.actor.send({ type: 'CHECKED', cached: PRELOAD_ENOUGH - 1, online: true });
    expect(few.state()).toBe('loading');
    expect(few.ctx()).toMatchObject({ total: PRELOAD_TOTAL, done: 0, cached: 19 });
  });

  it('counts real progress out of 40, never backwards nor past the total', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'CHECKED', cached: 0, online: true });
    actor.send({ type: 'PROGRESS', done: 10, cached: 9 });
    expect(preloadPercent(ctx())).toBe(25);
    actor.send({ type: 'PROGRESS', done: 8, cached: 9 });
    expect(ctx().done).toBe(10);
    actor.send({ type: 'PROGRESS', done: 400, cached: 12 });
    expect(ctx()).toMatchObject({ done: PRELOAD_TOTAL, cached: 12 });
  });

  it('finishes at 100 %, shows it for 1 s, then closes', () => {
    const { actor, clock, state, ctx } = start();
    actor.send({ type: 'CHECKED', cached: 3, online: true });
    actor.send({ type: 'PROGRESS', done: 20, cached: 15 });
    actor.send({ type: 'FINISHED', cached: 38 });
    expect(state()).toBe('complete');
    expect(preloadPercent(ctx())).toBe(100);
    expect(ctx().cached).toBe(38);
    clock.increment(PRELOAD_DONE_MS - 1);
    expect(state()).toBe('complete');
    clock.increment(1);
    expect(state()).toBe('closed');
  });

  it('closes at once when the preload fails, or when the user skips, at any stage', () => {
    const failed = start();
    failed.actor.send({ type: 'CHECKED', cached: 0, online: true });
    failed.actor.send({ type: 'FAILED' });
    expect(failed.state()).toBe('closed');
    for (const before of [[], [{ type: 'CHECKED', cached: 0, online: true }], [{ type: 'CHECKED', cached: 0, online: true }, { type: 'FINISHED', cached: 1 }]] as const) {
      const run = start();
      for (const event of before) run.actor.send(event);
      run.actor.send({ type: 'SKIP' });
      expect(run.state()).toBe('closed');
    }
  });
});
