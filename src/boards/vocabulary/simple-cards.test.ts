// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ANIMALS_OBJECTS } from './animals-objects';
import { expectWellFormed } from './card-list.harness';
import { FEELINGS } from './feelings';
import { NEEDS } from './needs';

describe('card pages content (spec 000 §2.5)', () => {
  it('has the spec’s counts: 17 needs, 12 feelings, 10 animals and objects', () => {
    expect(NEEDS).toHaveLength(17);
    expect(FEELINGS).toHaveLength(12);
    expect(ANIMALS_OBJECTS).toHaveLength(10);
  });

  it('lists exactly the spec’s animals and objects, in its order, in both languages', () => {
    expect(ANIMALS_OBJECTS.map((c) => c.label.en)).toEqual(['Cat', 'Dog', 'Fish', 'Bird', 'Tree', 'Flower', 'Car', 'Motorcycle', 'Boat', 'Bicycle']);
    expect(ANIMALS_OBJECTS.map((c) => c.label.pt)).toEqual(['Gato', 'Cachorro', 'Peixe', 'Pássaro', 'Árvore', 'Flor', 'Carro', 'Moto', 'Barco', 'Bicicleta']);
  });

  it('gives every card a unique id, a label in each language and a real emoji', () => {
    expectWellFormed(NEEDS);
    expectWellFormed(FEELINGS);
    expectWellFormed(ANIMALS_OBJECTS);
  });
});
