// The speech error log of the spec (§9): the last 100 provider errors, and the "unhealthy" rule that stops
// the app from calling a backend that keeps answering 400 (3 or more such errors within 2 minutes).
import type { ProviderId } from './types';

export const ERROR_LOG_LIMIT = 100;
export const UNHEALTHY_WINDOW_MS = 2 * 60_000;
export const UNHEALTHY_COUNT = 3;

export interface ErrorLogEntry {
  /** ms since epoch */
  at: number;
  provider: ProviderId;
  message: string;
}

/** "400" as a number of its own: "HTTP 400", "status=400", not "4000 ms". */
const MENTIONS_400 = /(^|\D)400(\D|$)/;

export class ErrorLog {
  #entries: ErrorLogEntry[] = [];

  add(entry: ErrorLogEntry): void {
    this.#entries.push(entry);
    // Oldest first, so dropping from the front keeps the newest 100.
    if (this.#entries.length > ERROR_LOG_LIMIT) this.#entries.splice(0, this.#entries.length - ERROR_LOG_LIMIT);
  }

  entries(): readonly ErrorLogEntry[] {
    return [...this.#entries];
  }

  /** True while 3 or more errors mentioning 400 happened in the 2 minutes up to `now` (inclusive). */
  isUnhealthy(now: number = Date.now(), provider?: ProviderId): boolean {
    let count = 0;
    for (const entry of this.#entries) {
      if (provider && entry.provider !== provider) continue;
      if (now - entry.at <= UNHEALTHY_WINDOW_MS && entry.at <= now && MENTIONS_400.test(entry.message)) count++;
    }
    return count >= UNHEALTHY_COUNT;
  }

  clear(): void {
    this.#entries = [];
  }
}
