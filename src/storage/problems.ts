// What storage could not keep, reported once to the shell so the user is told instead of losing data silently.
export type StorageProblem = 'unavailable' | 'quota';

type Listener = (problem: StorageProblem) => void;
const listeners = new Set<Listener>();
const reported = new Set<StorageProblem>();

export function reportStorageProblem(problem: StorageProblem, error: unknown): void {
  console.warn(`Storage problem (${problem})`, error);
  if (reported.has(problem)) return;
  reported.add(problem);
  for (const listener of listeners) listener(problem);
}

export function onStorageProblem(listener: Listener): () => void {
  listeners.add(listener);
  for (const problem of reported) listener(problem);
  return () => listeners.delete(listener);
}

export function classifyStorageError(error: unknown): StorageProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'QuotaExceededError' || /quota/i.test(String(error)) ? 'quota' : 'unavailable';
}
