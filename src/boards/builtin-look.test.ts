import { describe, expect, it } from 'vitest';
import { isAsBuilt } from './builtin-look';
import { assemble } from './read';
import { seedRows } from './seeds';

const dynamic = (now = 5) => assemble(seedRows('dynamic', now)).board;

describe('whether a built-in board read from the device is as built', () => {
  it('is, whatever the rows’ times and the order of their fields', () => {
    const board = dynamic(123_456);
    const card = board.categories[0]!.cards[0]!;
    board.categories[0]!.cards[0] = Object.fromEntries(Object.entries(card).reverse()) as typeof card;
    expect(isAsBuilt(board)).toBe(true);
  });

  it('is not after a label, a symbol, an order or a category changed', () => {
    const label = dynamic();
    label.categories[1]!.cards[0]!.label = { pt: 'Suco de uva' };
    const symbol = dynamic();
    symbol.categories[0]!.cards[0]!.symbol = { kind: 'emoji', emoji: '🍇' };
    const order = dynamic();
    order.categories[0]!.cards.reverse();
    const removed = dynamic();
    removed.categories.pop();
    for (const board of [label, symbol, order, removed]) expect(isAsBuilt(board)).toBe(false);
  });

  it('is never true for a family’s own board', () => {
    expect(isAsBuilt({ ...dynamic(), id: 'own-board' })).toBe(false);
  });
});
