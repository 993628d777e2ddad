// @vitest-environment node
// The typing mode's own data on the device: learned words and sentences kept and capped, forgotten for both languages, a damaged
// row dropped and said; the draft, the history and the options read back as saved, garbage ignored.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDb } from '@/storage/db';
import { onStorageProblem } from '@/storage/problems';
import { database, resetDatabaseForTests } from '@/storage/store';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';
import { emptyLearned, learn } from './predict';
import { withSentence } from './sentences';
import { forgetLearned, HISTORY_SIZE, MAX_LEARNED_WORDS, readDraft, readHistory, readLearned, readSentences, saveDraft, saveHistory, saveLearned, saveSentences, typingOptions, withSaid } from './store';

const NOW = Date.UTC(2026, 10, 27);

async function stored(key: string, value: unknown): Promise<void> {
  const db = openDb();
  await db.settings.put({ key, value });
  db.close();
}

beforeEach(async () => {
  resetDatabaseForTests();
  typingOptions.resetForTests();
  await emptyDatabaseForTest();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await closeDatabaseAfterTest();
});

describe('typing: what is kept on the device', () => {
  it('keeps learned words per language, and reads them back after a new visit', async () => {
    await saveLearned('pt', learn(emptyLearned(), 'Eu quero o Totó', NOW));
    // A new visit: the database opened again, nothing held in memory.
    await closeDatabaseAfterTest();
    resetDatabaseForTests();
    const { learned, damaged } = await readLearned('pt');
    expect(damaged).toBe(false);
    expect(learned.words.get('toto')).toEqual({ word: 'Totó', count: 1, at: NOW });
    expect(learned.pairs.get('o toto')).toEqual({ count: 1, at: NOW });
    expect((await readLearned('en')).learned.words.size).toBe(0);
  });

  it('keeps at most MAX_LEARNED_WORDS words, the most used and latest first', async () => {
    const learned = emptyLearned();
    for (let i = 0; i < MAX_LEARNED_WORDS + 10; i++) learned.words.set(`w${i}`, { word: `w${i}`, count: i === 3 ? 50 : 1, at: NOW + i });
    await saveLearned('pt', learned);
    const read = (await readLearned('pt')).learned;
    expect(read.words.size).toBe(MAX_LEARNED_WORDS);
    expect(read.words.has('w3')).toBe(true);
    expect(read.words.has(`w${MAX_LEARNED_WORDS + 9}`)).toBe(true);
    expect(read.words.has('w0')).toBe(false);
  });

  it('drops damaged learned words and says so, and forgets both languages', async () => {
    await stored('typing-learned-pt', { words: [['x', 1]], pairs: 'no' });
    expect(await readLearned('pt')).toEqual({ learned: emptyLearned(), damaged: true });
    await saveLearned('en', learn(emptyLearned(), 'I want water', NOW));
    await forgetLearned();
    for (const lang of ['pt', 'en'] as const) expect(await readLearned(lang)).toEqual({ learned: emptyLearned(), damaged: false });
  });

  it('keeps the sentences said per language (1,000 of them, long ones too), drops a damaged row and says so, and forgets them', async () => {
    let said = withSentence([], 'Liga para minha filha', NOW);
    for (let i = 0; i < 1005; i++) said = withSentence(said, `${'frase longa '.repeat(i % 100 === 0 ? 150 : 1)}${i}`, NOW + i);
    await saveSentences('pt', said);
    const read = await readSentences('pt');
    expect(read.damaged).toBe(false);
    expect(read.sentences).toHaveLength(1000);
    expect(read.sentences[0]).toEqual(said[0]);
    expect((await readSentences('en')).sentences).toEqual([]);
    // A longer history (a backup from a version that keeps more): the newest 1,000 are kept.
    await stored('typing-sentences-en', Array.from({ length: 1200 }, (_, i) => [`s${i}`, 1, NOW - i]));
    expect((await readSentences('en')).sentences.map(({ text }) => text)).toEqual(Array.from({ length: 1000 }, (_, i) => `s${i}`));
    await stored('typing-sentences-en', [['ok', 1, NOW], ['', 'x']]);
    expect(await readSentences('en')).toEqual({ sentences: [], damaged: true });
    await forgetLearned();
    for (const lang of ['pt', 'en'] as const) expect(await readSentences(lang)).toEqual({ sentences: [], damaged: false });
  });

  it('a full storage while learning is reported, and the words stay learned for the visit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const problems: string[] = [];
    const stop = onStorageProblem((problem) => problems.push(problem));
    const db = await database();
    vi.spyOn(db!.settings, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const learned = learn(emptyLearned(), 'Eu quero água', NOW);
    await expect(saveLearned('pt', learned)).resolves.toBeUndefined();
    expect(problems).toContain('quota');
    expect(learned.words.has('agua')).toBe(true);
    stop();
  });

  it('reads back the draft, the history (last 50, a text said again moves up) and ignores garbage', async () => {
    await saveDraft('Ligue para o Dr. Paulo');
    let history = withSaid([], { text: 'Sim', lang: 'pt', at: 1 });
    for (let i = 0; i < HISTORY_SIZE + 5; i++) history = withSaid(history, { text: `t${i}`, lang: 'pt', at: i + 2 });
    history = withSaid(history, { text: 't3', lang: 'pt', at: 999 });
    await saveHistory(history);
    expect(await readDraft()).toBe('Ligue para o Dr. Paulo');
    const read = await readHistory();
    expect(read).toHaveLength(HISTORY_SIZE);
    expect(read[0]).toEqual({ text: 't3', lang: 'pt', at: 999 });
    expect(read.filter((item) => item.text === 't3')).toHaveLength(1);

    await stored('typing-draft', 42);
    await stored('typing-history', [{ text: '' }]);
    expect(await readDraft()).toBe('');
    expect(await readHistory()).toEqual([]);
  });

  it('reads each option on its own: one bad value falls back alone', async () => {
    await stored('typing-options', { layout: 'frequency', suggestions: 99, largerKeys: true, fontSize: 'huge' });
    const options = await typingOptions.load();
    expect(options).toMatchObject({ layout: 'frequency', suggestions: 6, largerKeys: true, fontSize: 'large' });
  });
});
