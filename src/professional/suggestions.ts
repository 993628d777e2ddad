// Suggestions for a patient's therapist (issue 15; spec 001's card_suggestion / session_goal / behavior_insight with
// priority), from plain rules over the choices made on the patient's boards — never a model. Each carries its
// reasoning (the numbers behind it) and one concrete action that Apply carries out. Pure: usage in, suggestions out.
import type { UsageRow } from './reports';

export type SuggestionKind = 'card_suggestion' | 'session_goal' | 'behavior_insight';
export type Priority = 'high' | 'medium' | 'low';

export interface BoardShape {
  id: string;
  name: string;
  categories: { id: string; name: string; order: number; cards: { id: string; label: string; order: number }[] }[];
}

export type SuggestionAction =
  | { type: 'cardFirst'; boardId: string; categoryId: string; cardId: string }
  | { type: 'categoryFirst'; boardId: string; categoryId: string }
  | { type: 'bookSession'; date: string };

export interface Suggestion {
  id: string;
  kind: SuggestionKind;
  priority: Priority;
  /** Names and numbers for the texts. */
  params: Record<string, string | number>;
  action: SuggestionAction;
}

const DAY = 24 * 60 * 60 * 1000;
/** A word chosen this often in two weeks earns the first place of its category. */
export const OFTEN = 5;
/** Fewer choices than this in a week suggest a session goal. */
export const WEEKLY_GOAL = 10;

const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

export function suggest(rows: readonly UsageRow[], boards: readonly BoardShape[], now: number, nextSessionIn7Days: string): Suggestion[] {
  const out: Suggestion[] = [];
  const twoWeeks = rows.filter((row) => row.at > now - 14 * DAY && row.at <= now);
  const week = rows.filter((row) => row.at > now - 7 * DAY && row.at <= now);

  for (const board of boards) {
    const used = twoWeeks.filter((row) => row.boardId === board.id);
    // A word chosen often that is not first in its category: put it first, where it is reached soonest.
    const counts = new Map<string, number>();
    for (const row of used) counts.set(row.cardId, (counts.get(row.cardId) ?? 0) + 1);
    const [topCard, topCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
    if (topCard && topCount >= OFTEN) {
      const category = board.categories.find((c) => c.cards.some((card) => card.id === topCard));
      const first = category ? [...category.cards].sort((a, b) => a.order - b.order)[0] : undefined;
      const card = category?.cards.find((c) => c.id === topCard);
      if (category && card && first && first.id !== card.id) {
        out.push({
          id: `card:${board.id}:${card.id}`,
          kind: 'card_suggestion',
          priority: 'high',
          params: { word: card.label, count: topCount, category: category.name, board: board.name },
          action: { type: 'cardFirst', boardId: board.id, categoryId: category.id, cardId: card.id },
        });
      }
    }
    // A category not used in two weeks on a board that is used: bring it to the front, to see whether it is wanted.
    if (used.length > 0) {
      const usedCards = new Set(used.map((row) => row.cardId));
      const unused = [...board.categories].sort((a, b) => a.order - b.order).find((c) => c.cards.length > 0 && !c.cards.some((card) => usedCards.has(card.id)));
      if (unused && unused.order > 0) {
        out.push({
          id: `category:${board.id}:${unused.id}`,
          kind: 'behavior_insight',
          priority: 'medium',
          params: { category: unused.name, board: board.name },
          action: { type: 'categoryFirst', boardId: board.id, categoryId: unused.id },
        });
      }
    }
  }

  // Few choices this week: a session goal, and the next session booked for a week from now.
  if (boards.length > 0 && week.length < WEEKLY_GOAL) {
    out.push({
      id: `goal:${Math.floor(now / (7 * DAY))}`,
      kind: 'session_goal',
      priority: week.length === 0 ? 'high' : 'low',
      params: { count: week.length, goal: WEEKLY_GOAL, date: nextSessionIn7Days },
      action: { type: 'bookSession', date: nextSessionIn7Days },
    });
  }
  return out.sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
}
