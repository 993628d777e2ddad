// The needs page's 17 cards (spec 000 §2.5), in the order shown: the most urgent first, so keys 1–9 reach them.
import type { SimpleCard } from './types';
import { cardsOf } from './words';

export const NEEDS: readonly SimpleCard[] = cardsOf('needs', [
  ['water', '💧'],
  ['food', '🍽️'],
  ['bathroom', '🚻'],
  ['help', '🆘'],
  ['medicine', '💊'],
  ['sleep', '😴'],
  ['rest', '🛋️'],
  ['bath', '🛁'],
  ['cold', '🥶'],
  ['hot', '🥵'],
  ['doctor', '🧑‍⚕️'],
  ['bed', '🛏️'],
  ['change-position', '🔄'],
  ['brush-teeth', '🪥'],
  ['change-clothes', '👕'],
  ['go-out', '🚪'],
  ['tv', '📺'],
]);
