// The animals and objects page's ten cards, exactly the spec's list (spec 000 §2.5), in its order.
import type { SimpleCard } from './types';
import { cardsOf } from './words';

export const ANIMALS_OBJECTS: readonly SimpleCard[] = cardsOf('animalsObjects', [
  ['cat', '🐱'],
  ['dog', '🐶'],
  ['fish', '🐟'],
  ['bird', '🐦'],
  ['tree', '🌳'],
  ['flower', '🌸'],
  ['car', '🚗'],
  ['motorcycle', '🏍️'],
  ['boat', '⛵'],
  ['bicycle', '🚲'],
]);
