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
  | { type: 'bookSession'; date: string }
  | { type: 'longerDwell'; dwellMs: number }
  | { type: 'slowerScan'; intervalMs: number };

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
/** At least this many choices undone within 2 s, and this share of a method's choices, suggest slowing it down. */
export const UNDONE_MIN = 3;
export const UNDONE_SHARE = 0.2;
/** How much longer the dwell time or the scan step is made, and their highest values (the settings' limits). */
export const SLOWER_BY_MS = 500;
const DWELL_MAX_MS = 3000;
const SCAN_MAX_MS = 10_000;

const seconds = (ms: number) => Math.round(ms / 100) / 10;

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const measured = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Many choices undone at once by dwell or by switch: likely false activations; give the user more time. */
function accessSuggestions(twoWeeks: readonly UsageRow[]): Suggestion[] {
  const out: Suggestion[] = [];
  const tooMany = (rows: readonly UsageRow[]) => {
    const undone = rows.filter((row) => row.undone === true).length;
    return undone >= UNDONE_MIN && undone / rows.length >= UNDONE_SHARE ? undone : 0;
  };
  const dwelled = twoWeeks.filter((row) => measured(row.dwellMs));
  const dwellUndone = tooMany(dwelled);
  if (dwellUndone) {
    const current = medianOf(dwelled.map((row) => row.dwellMs!));
    const next = Math.min(DWELL_MAX_MS, Math.ceil((current + SLOWER_BY_MS) / 100) * 100);
    if (next > current) {
      out.push({
        id: `dwell:${next}`,
        kind: 'behavior_insight',
        priority: 'high',
        params: { undone: dwellUndone, count: dwelled.length, current: seconds(current), seconds: seconds(next) },
        action: { type: 'longerDwell', dwellMs: next },
      });
    }
  }
  const scanned = twoWeeks.filter((row) => measured(row.scanSteps) && measured(row.scanMs));
  const scanUndone = tooMany(scanned);
  if (scanUndone) {
    // The time per highlight the user had (the first item's longer wait is within it).
    const step = medianOf(scanned.map((row) => row.scanMs! / row.scanSteps!));
    const next = Math.min(SCAN_MAX_MS, Math.ceil((step + SLOWER_BY_MS) / 100) * 100);
    if (next > step) {
      out.push({
        id: `scan:${next}`,
        kind: 'behavior_insight',
        priority: 'high',
        params: { undone: scanUndone, count: scanned.length, seconds: seconds(next) },
        action: { type: 'slowerScan', intervalMs: next },
      });
    }
  }
  return out;
}

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

  out.push(...accessSuggestions(twoWeeks.filter((row) => boards.some((board) => board.id === row.boardId))));

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
