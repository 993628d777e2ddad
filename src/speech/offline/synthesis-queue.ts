// The order in which the offline voice synthesises: one at a time (one worker), a tapped text before any
// prepared one, and the same text never twice at once. Nothing here knows about caches or playback.
import type { Utterance } from '../types';

interface Job {
  key: string;
  utterance: Utterance;
  /** Taps waiting for this job; 0 means it is only being prepared. */
  waiters: number;
  promise: Promise<ArrayBuffer>;
  resolve(wav: ArrayBuffer): void;
  reject(error: unknown): void;
}

export class SynthesisQueue {
  private readonly jobs = new Map<string, Job>();
  private readonly waiting: Job[] = [];
  private running: Job | null = null;

  constructor(
    /** Synthesises and keeps the result (caches), so prepared jobs are useful without a listener. */
    private readonly run: (key: string, utterance: Utterance) => Promise<ArrayBuffer>,
    /** Told of every failure; returns true to drop the prepared jobs too (the voice itself is broken). */
    private readonly failed: (error: unknown) => boolean = () => false,
  ) {}

  /** Queued or being synthesised. */
  has(key: string): boolean {
    return this.jobs.has(key);
  }

  /** The WAV for a tap: goes ahead of every prepared text (a running job is finished first). */
  urgent(key: string, utterance: Utterance): Promise<ArrayBuffer> {
    const job = this.jobs.get(key) ?? this.add(key, utterance);
    job.waiters += 1;
    if (job !== this.running) {
      const at = this.waiting.indexOf(job);
      if (at >= 0) this.waiting.splice(at, 1);
      this.waiting.unshift(job); // the newest tap first: the engine stops older utterances anyway
    }
    this.pump();
    return job.promise;
  }

  /** Synthesise later, after every tap (cards on screen that may be tapped soon); resolves with the WAV. */
  background(key: string, utterance: Utterance): Promise<ArrayBuffer> {
    const existing = this.jobs.get(key);
    if (existing) return existing.promise;
    const job = this.add(key, utterance);
    this.waiting.push(job);
    this.pump();
    return job.promise;
  }

  /** A tap stopped waiting (aborted): if nobody else waits, the job is only a prepared one again. */
  release(key: string): void {
    const job = this.jobs.get(key);
    if (!job || job.waiters === 0 || --job.waiters > 0) return;
    const at = this.waiting.indexOf(job);
    if (at >= 0) this.waiting.push(...this.waiting.splice(at, 1));
  }

  /** Drops the prepared jobs not yet started (the screen changed); taps keep theirs. */
  dropBackground(): void {
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const job = this.waiting[i];
      if (job && job.waiters === 0) {
        this.waiting.splice(i, 1);
        this.jobs.delete(job.key);
      }
    }
  }

  private add(key: string, utterance: Utterance): Job {
    let resolve!: (wav: ArrayBuffer) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<ArrayBuffer>((ok, fail) => ((resolve = ok), (reject = fail)));
    promise.catch(() => {}); // a prepared job's failure has no listener; a tap still sees it
    const job: Job = { key, utterance, waiters: 0, promise, resolve, reject };
    this.jobs.set(key, job);
    return job;
  }

  private pump(): void {
    if (this.running) return;
    const job = this.waiting.shift();
    if (!job) return;
    this.running = job;
    this.run(job.key, job.utterance)
      .then(job.resolve, (error: unknown) => {
        job.reject(error);
        if (this.failed(error)) this.dropBackground();
      })
      .finally(() => {
        this.jobs.delete(job.key);
        this.running = null;
        this.pump();
      });
  }
}
