import { describe, expect, it } from 'vitest';
import { eachLimited } from './each-limited';

/** A task that stays open until released, so the test sees how many run at once. */
function gate() {
  const open: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const task = (fail?: number) => (item: number) =>
    new Promise<void>((resolve, reject) => {
      running += 1;
      most = Math.max(most, running);
      open.push(() => {
        running -= 1;
        if (item === fail) reject(new Error(`file ${item} failed`));
        else resolve();
      });
    });
  /** Releases the tasks one by one, as they start, until only `keep` are still open. */
  const releaseAll = async (keep = 0) => {
    while (open.length > keep) {
      open.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { task, releaseAll, most: () => most, started: () => open.length };
}

describe('eachLimited', () => {
  it('runs every item, never more than the limit at once', async () => {
    const g = gate();
    const done: number[] = [];
    const all = eachLimited([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4, (item) => g.task()(item).then(() => done.push(item)));
    let finished = false;
    void all.then(() => (finished = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(g.started()).toBe(4);
    await g.releaseAll(1);
    expect(finished).toBe(false);
    await g.releaseAll();
    await all;
    expect(done.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(g.most()).toBe(4);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const g = gate();
    const seen: number[] = [];
    const all = eachLimited([1, 2, 3, 4, 5, 6, 7, 8], 2, (item) => {
      seen.push(item);
      return g.task(2)(item);
    });
    const outcome = all.catch((error: Error) => error.message);
    await g.releaseAll();
    expect(await outcome).toBe('file 2 failed');
    // 1 and 2 start; 1 ends and 3 starts; 2 fails: nothing starts after it.
    expect(seen).toEqual([1, 2, 3]);
  });

  it('an empty list is done at once', async () => {
    await expect(eachLimited([], 4, () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
  });
});
