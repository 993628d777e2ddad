// The animals and objects page's ten cards, exactly the spec's list (spec 000 §2.5), in its order.
import type { SimpleCard } from './types';

export const ANIMALS_OBJECTS: readonly SimpleCard[] = [
  { id: 'cat', emoji: '🐱', label: { pt: 'Gato', en: 'Cat' } },
  { id: 'dog', emoji: '🐶', label: { pt: 'Cachorro', en: 'Dog' } },
  { id: 'fish', emoji: '🐟', label: { pt: 'Peixe', en: 'Fish' } },
  { id: 'bird', emoji: '🐦', label: { pt: 'Pássaro', en: 'Bird' } },
  { id: 'tree', emoji: '🌳', label: { pt: 'Árvore', en: 'Tree' } },
  { id: 'flower', emoji: '🌸', label: { pt: 'Flor', en: 'Flower' } },
  { id: 'car', emoji: '🚗', label: { pt: 'Carro', en: 'Car' } },
  { id: 'motorcycle', emoji: '🏍️', label: { pt: 'Moto', en: 'Motorcycle' } },
  { id: 'boat', emoji: '⛵', label: { pt: 'Barco', en: 'Boat' } },
  { id: 'bicycle', emoji: '🚲', label: { pt: 'Bicicleta', en: 'Bicycle' } },
];
