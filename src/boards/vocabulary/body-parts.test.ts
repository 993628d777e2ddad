// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BODY_PART_IDS, BODY_PARTS, bodyPartByLabel } from './body-parts';

describe('body parts (spec 000 §2.6)', () => {
  it('are the 15 parts in the spec order, with the Portuguese ids', () => {
    expect(BODY_PARTS.map((part) => part.id)).toEqual([...BODY_PART_IDS]);
    expect(BODY_PARTS.map((part) => part.label.en)).toEqual([
      'Head', 'Eyes', 'Mouth', 'Tooth', 'Ear', 'Throat', 'Chest', 'Back', 'Arm', 'Hand', 'Belly', 'Stomach', 'Groin', 'Leg', 'Foot',
    ]);
  });

  it('are found by their label in either language, whatever the case and accents', () => {
    expect(bodyPartByLabel('CABECA')?.id).toBe('cabeca');
    expect(bodyPartByLabel('foot')?.id).toBe('pe');
    expect(bodyPartByLabel('Estômago')?.id).toBe('estomago');
    expect(bodyPartByLabel('água')).toBeUndefined();
  });
});
