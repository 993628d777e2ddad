// @vitest-environment node
// Suggestions by rules (issue 15): a word chosen often goes first in its category, a category unused for two weeks
// comes to the front, few choices in a week set a goal and book a session — each with its numbers, by priority.
import { describe, expect, it } from 'vitest';
import type { UsageRow } from './reports';
import { suggest, type BoardShape } from './suggestions';

const DAY = 24 * 60 * 60 * 1000;
const now = 200 * DAY;
const board: BoardShape = {
  id: 'b1',
  name: 'Prancha do Caio',
  categories: [
    { id: 'c1', name: 'Necessidades', order: 0, cards: [{ id: 'agua', label: 'Água', order: 0 }, { id: 'pao', label: 'Pão', order: 1 }] },
    { id: 'c2', name: 'Sentimentos', order: 1, cards: [{ id: 'feliz', label: 'Feliz', order: 0 }] },
  ],
};
const choice = (cardId: string, daysAgo: number): UsageRow => ({ cardId, boardId: 'b1', label: cardId, at: now - daysAgo * DAY });

describe('suggestions', () => {
  it('a word chosen 5 times in two weeks, not first: put it first (high)', () => {
    const rows = [1, 2, 3, 4, 5].map((d) => choice('pao', d));
    const found = suggest(rows, [board], now, '2026-12-02');
    expect(found[0]).toMatchObject({ kind: 'card_suggestion', priority: 'high', params: { word: 'Pão', count: 5, category: 'Necessidades' }, action: { type: 'cardFirst', cardId: 'pao' } });
    // Four times is not yet "often"; already first is not suggested.
    expect(suggest(rows.slice(1), [board], now, 'x').some((s) => s.kind === 'card_suggestion')).toBe(false);
    expect(suggest([1, 2, 3, 4, 5].map((d) => choice('agua', d)), [board], now, 'x').some((s) => s.kind === 'card_suggestion')).toBe(false);
  });

  it('a category unused for two weeks on a used board comes to the front (medium); an unused board says nothing of it', () => {
    const found = suggest([choice('agua', 1)], [board], now, 'x');
    expect(found.find((s) => s.kind === 'behavior_insight')).toMatchObject({ priority: 'medium', params: { category: 'Sentimentos' }, action: { type: 'categoryFirst', categoryId: 'c2' } });
    expect(suggest([choice('feliz', 1), choice('agua', 2)], [board], now, 'x').some((s) => s.kind === 'behavior_insight')).toBe(false);
    expect(suggest([choice('agua', 20)], [board], now, 'x').some((s) => s.kind === 'behavior_insight')).toBe(false);
  });

  it('fewer than 10 choices in a week: a goal and a session booked a week ahead — high with none at all', () => {
    expect(suggest([], [board], now, '2026-12-02')).toEqual([
      expect.objectContaining({ kind: 'session_goal', priority: 'high', params: { count: 0, goal: 10, date: '2026-12-02' }, action: { type: 'bookSession', date: '2026-12-02' } }),
    ]);
    expect(suggest([choice('agua', 1)], [board], now, 'd').find((s) => s.kind === 'session_goal')?.priority).toBe('low');
    const busy = Array.from({ length: 10 }, (_, i) => choice(i % 2 ? 'agua' : 'feliz', i * 0.5));
    expect(suggest(busy, [board], now, 'd').some((s) => s.kind === 'session_goal')).toBe(false);
    expect(suggest([], [], now, 'd')).toEqual([]);
  });

  it('many dwell choices undone within 2 s: a dwell time 0.5 s longer (high); few, or a small share, say nothing', () => {
    const dwell = (daysAgo: number, undone: boolean): UsageRow => ({ ...choice('agua', daysAgo), method: 'head', dwellMs: 1000, undone });
    const rows = [dwell(1, true), dwell(2, true), dwell(3, true), ...[4, 5, 6, 7, 8, 9, 10].map((d) => dwell(d, false))];
    expect(suggest(rows, [board], now, 'd').find((s) => s.action.type === 'longerDwell')).toMatchObject({
      kind: 'behavior_insight',
      priority: 'high',
      params: { undone: 3, count: 10, current: 1, seconds: 1.5 },
      action: { type: 'longerDwell', dwellMs: 1500 },
    });
    expect(suggest(rows.slice(1), [board], now, 'd').some((s) => s.action.type === 'longerDwell')).toBe(false); // 2 undone
    const mostlyMeant = [...rows, ...Array.from({ length: 10 }, (_, i) => dwell(i + 1, false))];
    expect(suggest(mostlyMeant, [board], now, 'd').some((s) => s.action.type === 'longerDwell')).toBe(false); // 3 of 20
    // At the longest dwell time there is nothing longer to suggest.
    expect(suggest(rows.map((r) => ({ ...r, dwellMs: 3000 })), [board], now, 'd').some((s) => s.action.type === 'longerDwell')).toBe(false);
  });

  it('many switch choices undone: a slower scan, from the time each highlight was given', () => {
    const press = (daysAgo: number, undone: boolean): UsageRow => ({ ...choice('pao', daysAgo), method: 'switch', scanSteps: 4, scanMs: 4000, undone });
    const rows = [press(1, true), press(2, true), press(3, true), press(4, false)];
    expect(suggest(rows, [board], now, 'd').find((s) => s.action.type === 'slowerScan')).toMatchObject({
      params: { undone: 3, count: 4, seconds: 1.5 },
      action: { type: 'slowerScan', intervalMs: 1500 },
    });
    // Undone choices on a board that is not this patient's do not count.
    expect(suggest(rows.map((r) => ({ ...r, boardId: 'other' })), [board], now, 'd').some((s) => s.action.type === 'slowerScan')).toBe(false);
  });
});
