// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from '@/components/card/contrast';
import { resolveSymbol } from '@/components/card/symbol';
import { QUICK_PHRASE_IDS, QUICK_PHRASES } from './quick-phrases';

describe('quick phrases', () => {
  it('are the spec’s nine, in its order', () => {
    expect(QUICK_PHRASES.map((p) => p.id)).toEqual(['yes', 'no', 'help', 'water', 'food', 'bathroom', 'pain', 'cold', 'hot']);
    expect(QUICK_PHRASES.map((p) => p.id)).toEqual([...QUICK_PHRASE_IDS]);
  });

  it('carry the spec’s labels in both languages', () => {
    expect(QUICK_PHRASES.map((p) => p.label.pt)).toEqual(['Sim', 'Não', 'Socorro', 'Água', 'Comida', 'Banheiro', 'Dor', 'Frio', 'Calor']);
    expect(QUICK_PHRASES.map((p) => p.label.en)).toEqual(['Yes', 'No', 'Help', 'Water', 'Food', 'Bathroom', 'Pain', 'Cold', 'Hot']);
  });

  it('each shows a real emoji and has its own colour', () => {
    for (const phrase of QUICK_PHRASES) expect(resolveSymbol(phrase.emoji)).toEqual({ kind: 'emoji', text: phrase.emoji });
    expect(new Set(QUICK_PHRASES.map((p) => p.color)).size).toBe(QUICK_PHRASES.length);
  });

  it('keep their labels at high contrast (7:1, for low vision) on their colour', () => {
    for (const { id, color } of QUICK_PHRASES) {
      const text = readableTextOn(color);
      expect(text, id).not.toBeNull();
      expect(contrastRatio(color, text!), id).toBeGreaterThanOrEqual(7);
    }
  });
});
