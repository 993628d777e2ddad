// The spec's speech speeds (§9) by what is said and in which language (its manifest's), times the user's own multiplier.
// 1 is the voice's normal speed; the clamp keeps a bad stored setting from making speech unintelligible.
import type { Lang } from '@/i18n/language';
import { manifestOf } from '@/languages';
import type { UtteranceKind } from './types';

export const DEFAULT_RATE = 0.9;
/** Bounds of the final rate, after the user's multiplier. */
export const MIN_RATE = 0.5;
export const MAX_RATE = 2;

/** The spec's speed; the default 0.9 when the kind is unknown. */
export function baseRate(kind: UtteranceKind | undefined, lang: Lang): number {
  return kind ? manifestOf(lang).speech.rates[kind] : DEFAULT_RATE;
}

/** `multiplier` is the user's setting (1 = as the spec says); a non-positive or non-finite value counts as 1. */
export function rateFor(kind: UtteranceKind | undefined, lang: Lang, multiplier = 1): number {
  const factor = Number.isFinite(multiplier) && multiplier > 0 ? multiplier : 1;
  const rate = baseRate(kind, lang) * factor;
  // Round away float noise (1.1 × 1.1 = 1.2100000000000002) so voices and tests see clean numbers.
  return Math.round(Math.min(MAX_RATE, Math.max(MIN_RATE, rate)) * 1000) / 1000;
}
