// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { GPS_REFRESH_MS, cityGpsMachine, gpsProblemOf } from './city-gps';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const here = { latitude: -23.55052, longitude: -46.633308, accuracy: 12 };

function start() {
  const actor = createActor(cityGpsMachine).start();
  const asked: number[] = [];
  const failures: string[] = [];
  actor.on('locate', () => asked.push(Date.now()));
  actor.on('failed', ({ problem }) => failures.push(problem));
  return { actor, asked, failures };
}

describe('Inclusive City position', () => {
  it('is asked for at start and again every 30 s', () => {
    const { actor, asked } = start();
    actor.send({ type: 'START', online: true });
    expect(asked).toHaveLength(1);
    actor.send({ type: 'POSITION', position: here });
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.position).toEqual(here);
    vi.advanceTimersByTime(GPS_REFRESH_MS - 1);
    expect(asked).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(asked).toHaveLength(2);
  });

  it('a refused permission is denied and never asked again by itself; the user may ask', () => {
    const { actor, asked, failures } = start();
    actor.send({ type: 'START', online: true });
    actor.send({ type: 'ERROR', code: 1 });
    expect(actor.getSnapshot().value).toBe('denied');
    vi.advanceTimersByTime(10 * GPS_REFRESH_MS);
    expect(asked).toHaveLength(1);
    expect(failures).toEqual(['denied']);
    actor.send({ type: 'RETRY' });
    expect(asked).toHaveLength(2);
  });

  it('an unavailable position or a timeout is an error, tried again in 30 s', () => {
    const { actor, asked, failures } = start();
    actor.send({ type: 'START', online: true });
    actor.send({ type: 'ERROR', code: 3 });
    expect(actor.getSnapshot().context.problem).toBe('timeout');
    vi.advanceTimersByTime(GPS_REFRESH_MS);
    actor.send({ type: 'ERROR', code: 2 });
    expect(failures).toEqual(['timeout', 'unavailable']);
    expect(asked).toHaveLength(2);
    expect([1, 2, 3, 99, undefined].map(gpsProblemOf)).toEqual(['denied', 'unavailable', 'timeout', 'unknown', 'unknown']);
  });

  it('offline, nothing is asked until the network is back; stopping stops the refresh', () => {
    const { actor, asked } = start();
    actor.send({ type: 'START', online: false });
    expect(actor.getSnapshot().value).toBe('offline');
    vi.advanceTimersByTime(5 * GPS_REFRESH_MS);
    expect(asked).toHaveLength(0);
    actor.send({ type: 'ONLINE' });
    expect(asked).toHaveLength(1);
    actor.send({ type: 'POSITION', position: here });
    actor.send({ type: 'STOP' });
    vi.advanceTimersByTime(5 * GPS_REFRESH_MS);
    expect(asked).toHaveLength(1);
  });
});
