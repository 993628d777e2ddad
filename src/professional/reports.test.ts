// @vitest-environment node
// A patient's report on fixed usage (issue 15): totals, words, new words, most used category, choices per method, the
// score's formula at its edges, and a CSV that a spreadsheet never runs as a formula.
import { describe, expect, it } from 'vitest';
import { computeReport, reportCsv, scoreOf, weeklySeries, type UsageRow } from './reports';

const DAY = 24 * 60 * 60 * 1000;
const now = 100 * DAY;
const row = (cardId: string, daysAgo: number, method?: string): UsageRow => ({ cardId, boardId: 'b1', label: cardId, at: now - daysAgo * DAY, method });
const categoryOf = (_board: string, card: string) => (['agua', 'pao'].includes(card) ? 'Necessidades' : 'Sentimentos');

describe('reports', () => {
  it('count the week’s choices, words, new words (not used before the week), the top category and each method', () => {
    const rows = [row('agua', 20), row('agua', 1, 'switch'), row('agua', 2, 'switch'), row('pao', 3, 'touch'), row('feliz', 6, 'blink'), row('feliz', 8)];
    const week = computeReport(rows, 'week', now, categoryOf);
    expect(week).toMatchObject({ interactions: 4, words: 3, newWords: 1, topCategory: 'Necessidades', byMethod: { switch: 2, touch: 1, blink: 1 } });
    const month = computeReport(rows, 'month', now, categoryOf);
    expect(month).toMatchObject({ interactions: 6, words: 3, newWords: 3, byMethod: { switch: 2, touch: 1, blink: 1, unknown: 2 } });
    expect(computeReport([], 'week', now, categoryOf)).toMatchObject({ interactions: 0, words: 0, newWords: 0, topCategory: null, score: 0 });
  });

  it('access: choices undone within 2 s, mean scan steps and seconds per switch choice, the median dwell time', () => {
    const rows: UsageRow[] = [
      { ...row('agua', 1, 'switch'), scanSteps: 4, scanMs: 3000 },
      { ...row('pao', 1, 'switch'), scanSteps: 9, scanMs: 7200, undone: true },
      { ...row('feliz', 2, 'head'), dwellMs: 1500 },
      { ...row('feliz', 2, 'head'), dwellMs: 1500, undone: true },
      { ...row('agua', 3, 'dwell'), dwellMs: 1000 },
      { ...row('agua', 3, 'touch'), scanSteps: Number.NaN, dwellMs: -5 }, // junk from storage is not a measurement
      { ...row('agua', 20, 'switch'), scanSteps: 100, scanMs: 90_000, undone: true }, // before the week
    ];
    expect(computeReport(rows, 'week', now, categoryOf).access).toEqual({ undone: 2, scanChoices: 2, scanSteps: 6.5, scanSeconds: 5.1, dwellMs: 1500 });
    expect(computeReport([], 'week', now, categoryOf).access).toEqual({ undone: 0, scanChoices: 0, scanSteps: null, scanSeconds: null, dwellMs: null });
    const csv = reportCsv(computeReport(rows, 'week', now, categoryOf), rows, { figure: 'F', value: 'V', names: { undone: 'Desfeitas' } });
    expect(csv).toContain('Desfeitas,2');
  });

  it('score: 4 for 50 choices, 3 for 20 words, 3 for 5 new words, each capped', () => {
    expect(scoreOf(0, 0, 0)).toBe(0);
    expect(scoreOf(50, 20, 5)).toBe(10);
    expect(scoreOf(500, 200, 50)).toBe(10);
    expect(scoreOf(25, 10, 0)).toBe(3.5);
    expect(scoreOf(4, 3, 2)).toBe(2);
  });

  it('CSV: figures, then the choices; a label that looks like a formula stays text', () => {
    const rows = [{ ...row('agua', 1, 'keys'), label: '=HYPERLINK("x")' }];
    const report = computeReport(rows, 'week', now, categoryOf);
    const csv = reportCsv(report, rows, { figure: 'Indicador', value: 'Valor', names: { interactions: 'Interações' } });
    expect(csv.split('\r\n')[0]).toBe('Indicador,Valor');
    expect(csv).toContain('Interações,1');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).not.toMatch(/^=|,=/m);
  });
});

describe('weekly series', () => {
  it('counts each of the last 8 weeks, oldest first', () => {
    const rows = [row('agua', 1), row('pao', 2), row('agua', 3), row('feliz', 10), row('feliz', 60)];
    const series = weeklySeries(rows, now);
    expect(series).toHaveLength(8);
    expect(series.map((w) => w.interactions)).toEqual([0, 0, 0, 0, 0, 0, 1, 3]);
    expect(series.map((w) => w.words)).toEqual([0, 0, 0, 0, 0, 0, 1, 2]);
  });
});
