// Owns: running tasks over a list with only a few at once (the offline worker's install, a board file's pictures).

/** Runs `task` over `items` with at most `limit` running at once; rejects with the first failure, after which no new task starts. */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}
