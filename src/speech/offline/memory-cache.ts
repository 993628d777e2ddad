// The offline voice's in-memory cache of recent WAVs: the fastest path from a tap to sound (no IndexedDB read).
// Least recently used first out, bounded by entries and bytes so a long session cannot grow memory without end.

export interface MemoryLimits {
  entries: number;
  bytes: number;
}

/** ~64 words or short sentences (a word is ~30–60 kB, a sentence ~100–200 kB at 22 kHz 16-bit). */
export const MEMORY_LIMITS: MemoryLimits = { entries: 64, bytes: 8 * 1024 * 1024 };

export class MemoryCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  private readonly items = new Map<string, ArrayBuffer>();
  private total = 0;

  constructor(private readonly limits: MemoryLimits = MEMORY_LIMITS) {}

  get(key: string): ArrayBuffer | undefined {
    const wav = this.items.get(key);
    if (wav) {
      this.items.delete(key);
      this.items.set(key, wav);
    }
    return wav;
  }

  has(key: string): boolean {
    return this.items.has(key);
  }

  set(key: string, wav: ArrayBuffer): void {
    this.delete(key);
    if (wav.byteLength > this.limits.bytes) return;
    this.items.set(key, wav);
    this.total += wav.byteLength;
    for (const [oldest] of this.items) {
      if (this.items.size <= this.limits.entries && this.total <= this.limits.bytes) break;
      this.delete(oldest);
    }
  }

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.items.size;
  }

  private delete(key: string): void {
    const wav = this.items.get(key);
    if (!wav) return;
    this.total -= wav.byteLength;
    this.items.delete(key);
  }
}
