import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteRecording, findRecording, normalizeRecordingText, saveRecording, watchRecordings } from './recordings';
import { database } from './store';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from './test-database';

beforeEach(async () => {
  await emptyDatabaseForTest();
});

afterEach(async () => {
  await closeDatabaseAfterTest();
  vi.restoreAllMocks();
});

// jsdom's Blob does not survive fake-indexeddb's structured clone (browsers' does); Node's Blob does.
const clip = (content: string) => new NodeBlob([content], { type: 'audio/webm' }) as unknown as Blob;

describe('recordings', () => {
  it('normalises text: trimmed, lower-case, single spaces, accents kept', () => {
    expect(normalizeRecordingText('  Quero \n  ÁGUA ')).toBe('quero água');
  });

  it('finds a recording by normalised text and language', async () => {
    await saveRecording('Quero água', 'pt', clip('mine'));
    const row = await findRecording('  QUERO   água ', 'pt');
    expect(row?.text).toBe('quero água');
    expect(await row?.audio.text()).toBe('mine');
    expect(await findRecording('quero água', 'en')).toBeUndefined();
    expect(await findRecording('quero agua', 'pt')).toBeUndefined();
  });

  it('keeps one recording per text and language: the newest', async () => {
    await saveRecording('oi', 'pt', clip('old'), 1);
    await saveRecording('Oi', 'pt', clip('new'), 2);
    const db = await database();
    expect(await db?.recordings.count()).toBe(1);
    const row = await findRecording('oi', 'pt');
    expect(row?.createdAt).toBe(2);
    expect(await row?.audio.text()).toBe('new');
  });

  it('deletes a recording', async () => {
    await saveRecording('oi', 'pt', clip('x'));
    await deleteRecording(' OI ', 'pt');
    expect(await findRecording('oi', 'pt')).toBeUndefined();
  });

  it('ignores blank text', async () => {
    await saveRecording('   ', 'pt', clip('x'));
    expect(await (await database())?.recordings.count()).toBe(0);
    expect(await findRecording('  ', 'pt')).toBeUndefined();
  });

  it('finds nothing, without throwing, when the table cannot be read', async () => {
    const db = await database();
    vi.spyOn(db!.recordings, 'where').mockImplementation(() => { throw new Error('broken'); });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await findRecording('oi', 'pt')).toBeUndefined();
  });

  it('once the recorded texts are known, a text nobody recorded is answered without asking the database', async () => {
    await saveRecording('oi', 'pt', clip('mine'));
    expect(await findRecording('oi', 'pt')).toBeDefined();
    const db = await database();
    const where = vi.spyOn(db!.recordings, 'where');
    // The live list of recorded texts arrives a moment after the first look-up.
    await vi.waitFor(async () => {
      where.mockClear();
      expect(await findRecording('tchau', 'pt')).toBeUndefined();
      expect(where).not.toHaveBeenCalled();
    });
    expect(await findRecording('oi', 'pt')).toBeDefined();
    expect(where).toHaveBeenCalled();
  });

  it('watched from the start (the speech runtime starting), even the first look-up of an unrecorded text does not ask the database', async () => {
    const db = await database();
    await db!.recordings.add({ lang: 'pt', text: 'oi', audio: clip('mine'), createdAt: 1 });
    await watchRecordings();
    const where = vi.spyOn(db!.recordings, 'where');
    expect(await findRecording('tchau', 'pt')).toBeUndefined();
    expect(where).not.toHaveBeenCalled();
    expect(await (await findRecording('oi', 'pt'))?.audio.text()).toBe('mine');
  });

  it('a recording written elsewhere (another tab) is found once the live list has it; a saved or deleted one at once', async () => {
    expect(await findRecording('água', 'pt')).toBeUndefined();
    const db = await database();
    await db!.recordings.add({ lang: 'pt', text: 'água', audio: clip('other tab'), createdAt: 1 });
    await vi.waitFor(async () => expect(await (await findRecording('água', 'pt'))?.audio.text()).toBe('other tab'));
    await saveRecording('sim', 'pt', clip('here'));
    expect(await (await findRecording('sim', 'pt'))?.audio.text()).toBe('here');
    await deleteRecording('sim', 'pt');
    expect(await findRecording('sim', 'pt')).toBeUndefined();
  });
});
