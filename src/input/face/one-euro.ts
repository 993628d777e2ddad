// One Euro filter (Casiez, Roussel & Vogel, CHI 2012) for 2-D points with frame times: steadies a still head,
// follows a fast one with little lag. One cutoff for both axes, from the speed of the point.

export interface OneEuroParams {
  /** Cutoff (Hz) at rest: lower is steadier and slower. */
  minCutoff: number;
  /** How much the cutoff rises with speed (per unit/s): higher follows fast moves with less lag. */
  beta: number;
  /** Cutoff (Hz) of the speed estimate. */
  dCutoff: number;
}

/** Tuned for normalised head positions (0..1 of the frame) at 30 frames/s. */
export const DEFAULT_ONE_EURO: OneEuroParams = { minCutoff: 1, beta: 20, dCutoff: 1 };

export interface Point {
  x: number;
  y: number;
}

function alpha(cutoffHz: number, dtS: number): number {
  const tau = 1 / (2 * Math.PI * cutoffHz);
  return 1 / (1 + tau / dtS);
}

function positive(value: number, fallback: number): number {
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export class OneEuroFilter2D {
  private params: OneEuroParams;
  private last: { at: number; value: Point; speed: Point } | null = null;

  constructor(params: Partial<OneEuroParams> = {}) {
    this.params = OneEuroFilter2D.normalize(params);
  }

  static normalize(params: Partial<OneEuroParams>, base = DEFAULT_ONE_EURO): OneEuroParams {
    const p = { ...base, ...params };
    return {
      minCutoff: positive(p.minCutoff, base.minCutoff),
      beta: Number.isFinite(p.beta) && p.beta >= 0 ? p.beta : base.beta,
      dCutoff: positive(p.dCutoff, base.dCutoff),
    };
  }

  setParams(params: Partial<OneEuroParams>): void {
    this.params = OneEuroFilter2D.normalize(params, this.params);
  }

  reset(): void {
    this.last = null;
  }

  /** Filters one sample taken at `atMs`; a repeated time returns the last output, an earlier time restarts. */
  filter(point: Point, atMs: number): Point {
    if (!Number.isFinite(point.x) || !Number.isFinite(point.y) || !Number.isFinite(atMs)) return this.last?.value ?? point;
    const last = this.last;
    if (!last || atMs < last.at) {
      this.last = { at: atMs, value: { ...point }, speed: { x: 0, y: 0 } };
      return { ...point };
    }
    const dt = (atMs - last.at) / 1000;
    if (dt === 0) return { ...last.value };
    const { minCutoff, beta, dCutoff } = this.params;
    const ad = alpha(dCutoff, dt);
    const speed = {
      x: last.speed.x + ad * ((point.x - last.value.x) / dt - last.speed.x),
      y: last.speed.y + ad * ((point.y - last.value.y) / dt - last.speed.y),
    };
    const a = alpha(minCutoff + beta * Math.hypot(speed.x, speed.y), dt);
    const value = { x: last.value.x + a * (point.x - last.value.x), y: last.value.y + a * (point.y - last.value.y) };
    this.last = { at: atMs, value, speed };
    return { ...value };
  }
}
