// A patient's weekly or monthly report (issue 15), computed from the card choices made on the boards made for them:
// total interactions, words used, new words (not used in any earlier period), the most used category, choices per
// input method, and a progress score out of 10 whose formula is shown with it. Pure: rows in, figures out.
import type { InputMethod } from '@/input/activation';

export interface UsageRow {
  cardId: string;
  boardId: string;
  label: string;
  at: number;
  method?: string;
  /** Switch scanning: highlights and milliseconds from the scan's start to this choice. */
  scanSteps?: number;
  scanMs?: number;
  /** The dwell time the choice took. */
  dwellMs?: number;
  /** Taken back within 2 s: likely a false activation. */
  undone?: boolean;
}

/** How hard the choices were to make: figures no usage count shows. */
export interface AccessFigures {
  /** Choices taken back within 2 s (their card closed, their word removed). */
  undone: number;
  /** Switch choices with their scan measured, and the mean steps and seconds per choice (null with none). */
  scanChoices: number;
  scanSteps: number | null;
  scanSeconds: number | null;
  /** The dwell time used (the median over dwell, head and gaze choices), in ms; null with none. */
  dwellMs: number | null;
}

export type Period = 'week' | 'month';
export const PERIOD_DAYS: Readonly<Record<Period, number>> = { week: 7, month: 30 };

/** The score's parts, each capped at its weight: 4 for interactions (50 or more), 3 for words (20 or more), 3 for new words (5 or more). */
export const SCORE_PARTS = { interactions: { weight: 4, full: 50 }, words: { weight: 3, full: 20 }, newWords: { weight: 3, full: 5 } } as const;

export interface Report {
  from: number;
  to: number;
  interactions: number;
  words: number;
  newWords: number;
  /** The category chosen most (by its name), or null with no choices. */
  topCategory: string | null;
  byMethod: Partial<Record<InputMethod | 'unknown', number>>;
  access: AccessFigures;
  /** Out of 10, one decimal. */
  score: number;
}

const mean = (values: readonly number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

const measured = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The access figures of these choices. */
export function accessOf(rows: readonly UsageRow[]): AccessFigures {
  const scanned = rows.filter((row) => measured(row.scanSteps) && measured(row.scanMs));
  return {
    undone: rows.filter((row) => row.undone === true).length,
    scanChoices: scanned.length,
    scanSteps: oneDecimal(mean(scanned.map((row) => row.scanSteps!))),
    scanSeconds: oneDecimal(mean(scanned.map((row) => row.scanMs! / 1000))),
    dwellMs: median(rows.filter((row) => measured(row.dwellMs)).map((row) => row.dwellMs!)),
  };
}

const part = (value: number, { weight, full }: { weight: number; full: number }) => weight * Math.min(1, value / full);

export function scoreOf(interactions: number, words: number, newWords: number): number {
  const total = part(interactions, SCORE_PARTS.interactions) + part(words, SCORE_PARTS.words) + part(newWords, SCORE_PARTS.newWords);
  return Math.round(total * 10) / 10;
}

const wordKey = (row: UsageRow) => `${row.boardId}|${row.cardId}`;

/** The report of the period ending at `now`. `categoryOf` names a card's category (board id, card id). */
export function computeReport(rows: readonly UsageRow[], period: Period, now: number, categoryOf: (boardId: string, cardId: string) => string | null): Report {
  const to = now;
  const from = now - PERIOD_DAYS[period] * 24 * 60 * 60 * 1000;
  const inPeriod = rows.filter((row) => row.at > from && row.at <= to);
  const before = new Set(rows.filter((row) => row.at <= from).map(wordKey));
  const words = new Set(inPeriod.map(wordKey));
  const newWords = [...words].filter((key) => !before.has(key)).length;
  const categories = new Map<string, number>();
  const byMethod: Report['byMethod'] = {};
  for (const row of inPeriod) {
    const category = categoryOf(row.boardId, row.cardId);
    if (category) categories.set(category, (categories.get(category) ?? 0) + 1);
    const method = (row.method ?? 'unknown') as InputMethod | 'unknown';
    byMethod[method] = (byMethod[method] ?? 0) + 1;
  }
  let topCategory: string | null = null;
  let most = 0;
  for (const [name, count] of categories) {
    if (count > most) {
      most = count;
      topCategory = name;
    }
  }
  return {
    from,
    to,
    interactions: inPeriod.length,
    words: words.size,
    newWords,
    topCategory,
    byMethod,
    access: accessOf(inPeriod),
    score: scoreOf(inPeriod.length, words.size, newWords),
  };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // A cell a spreadsheet would run as a formula is written as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The report as CSV: one line per figure, then the choices themselves. */
export function reportCsv(report: Report, rows: readonly UsageRow[], labels: { figure: string; value: string; names: Record<string, string> }): string {
  const lines: (string | number)[][] = [
    [labels.figure, labels.value],
    [labels.names.interactions ?? 'interactions', report.interactions],
    [labels.names.words ?? 'words', report.words],
    [labels.names.newWords ?? 'newWords', report.newWords],
    [labels.names.topCategory ?? 'topCategory', report.topCategory ?? ''],
    [labels.names.score ?? 'score', report.score],
    ...Object.entries(report.byMethod).map(([method, count]) => [labels.names[method] ?? method, count ?? 0]),
    [labels.names.undone ?? 'undone', report.access.undone],
    [labels.names.scanSteps ?? 'scanSteps', report.access.scanSteps ?? ''],
    [labels.names.scanSeconds ?? 'scanSeconds', report.access.scanSeconds ?? ''],
    [labels.names.dwellSeconds ?? 'dwellSeconds', report.access.dwellMs === null ? '' : report.access.dwellMs / 1000],
    [],
    ['at', 'word', 'method', 'undone', 'scanSteps', 'scanMs', 'dwellMs'],
    ...rows
      .filter((row) => row.at > report.from && row.at <= report.to)
      .map((row) => [new Date(row.at).toISOString(), row.label, row.method ?? '', row.undone ? 1 : 0, row.scanSteps ?? '', row.scanMs ?? '', row.dwellMs ?? '']),
  ];
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export interface WeekPoint {
  /** The week's first day (ms). */
  from: number;
  interactions: number;
  /** Different words chosen that week. */
  words: number;
}

/** The last `weeks` weeks ending at `now`, oldest first: interactions and words used each week. */
export function weeklySeries(rows: readonly UsageRow[], now: number, weeks = 8): WeekPoint[] {
  const span = 7 * 24 * 60 * 60 * 1000;
  return Array.from({ length: weeks }, (_, i) => {
    const to = now - (weeks - 1 - i) * span;
    const from = to - span;
    const inWeek = rows.filter((row) => row.at > from && row.at <= to);
    return { from, interactions: inWeek.length, words: new Set(inWeek.map(wordKey)).size };
  });
}
