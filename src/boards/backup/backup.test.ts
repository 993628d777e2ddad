import { describe, expect, it } from 'vitest';
import { pictogramLicence } from '@/pictograms/arasaac';
import { saveRecording } from '@/storage/recordings';
import { database, writeSetting } from '@/storage/store';
import { emptyDatabaseForTest } from '@/storage/test-database';
import { emptyBoardsEachTest } from '../test-boards';
import { builtinBoardId } from '../seeds';
import { createBoard, ensureAllSeeds, resetSeedingForTests, saveCard, saveMedia } from '../store';
import { backupBlob, BackupError, makeBackup, readBackupFile, restoreBackup, summarise } from './backup';

emptyBoardsEachTest();

async function snapshot() {
  const db = (await database())!;
  // Rows as text with their keys in order, so two equal rows read the same however their keys were written.
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]))
        : value;
  const sorted = <T,>(rows: T[]) => rows.map((row) => JSON.stringify(canonical(row))).sort();
  const media = await Promise.all(
    (await db.boardMedia.toArray()).map(async (m) => ({ id: m.id, kind: m.kind, type: m.blob.type, license: m.license ?? null, bytes: [...new Uint8Array(await m.blob.arrayBuffer())] })),
  );
  const recordings = await Promise.all((await db.recordings.toArray()).map(async (r) => ({ text: r.text, lang: r.lang, bytes: [...new Uint8Array(await r.audio.arrayBuffer())] })));
  return {
    boards: sorted(await db.boards.toArray()),
    categories: sorted(await db.boardCategories.toArray()),
    cards: sorted(await db.boardCards.toArray()),
    media: sorted(media),
    settings: sorted((await db.settings.toArray()).filter((row) => !row.key.startsWith('caregiver-lock'))),
    recordings: sorted(recordings),
  };
}

async function familyData() {
  await ensureAllSeeds();
  const board = await createBoard({ name: { pt: 'Casa da vovó' }, type: 'dynamic' });
  // A pictogram kept with its licence (issue 24): the licence travels in the backup.
  const photo = await saveMedia('image', new Blob([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], { type: 'image/webp' }), Date.now(), pictogramLicence(2248));
  const voice = await saveMedia('audio', new Blob([new Uint8Array(3000).fill(7)], { type: 'audio/webm' }));
  const db = (await database())!;
  const category = (await db.boardCategories.where('boardId').equals(board).first())!.id;
  await saveCard({ boardId: board, categoryId: category, label: { pt: 'Vovó' }, symbol: { kind: 'image', mediaId: photo }, recordingId: voice });
  await writeSetting('board-preferences', { colored: false, uppercase: true, lateral: false });
  await writeSetting('input-profile', { preset: 'oneSwitchAuto' });
  await writeSetting('caregiver-lock', { version: 1, salt: 'x'.repeat(24), hash: 'y'.repeat(44), iterations: 2000 });
  await saveRecording('bom dia', 'pt', new Blob([new Uint8Array([9, 9])], { type: 'audio/webm' }));
  return board;
}

describe('backup', () => {
  it('round trip: backup, clear everything, restore gives the same boards, media, recordings and settings', async () => {
    await familyData();
    const before = await snapshot();
    expect(before.media.some((row) => row.includes('"type":"CC BY-NC-SA"'))).toBe(true);
    const file = backupBlob(await makeBackup());
    const summary = summarise(await readBackupFile(file));
    expect(summary).toMatchObject({ boards: 10, photos: 1, recordings: 2 });
    expect(summary.cards).toBe(253 + 65);

    await emptyDatabaseForTest();
    resetSeedingForTests();
    await restoreBackup(await readBackupFile(file));
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the boards a therapist made for patients on this device, and the professional area’s settings, through a family’s restore', async () => {
    await familyData();
    const family = await makeBackup();
    const patientBoard = await createBoard({ name: { pt: 'Prancha do Caio' }, type: 'dynamic' });
    const db = (await database())!;
    const category = (await db.boardCategories.where('boardId').equals(patientBoard).first())!.id;
    const photo = await saveMedia('image', new Blob([new Uint8Array([137, 80, 78, 71, 4])], { type: 'image/webp' }));
    await saveCard({ boardId: patientBoard, categoryId: category, label: { pt: 'Bola' }, symbol: { kind: 'image', mediaId: photo } });
    await db.patientBoards.put({ patientId: 'p1', boardId: patientBoard, ownerId: 'o1', createdAt: 1 });
    await writeSetting('professional-dismissed:p1', ['goal:1']);
    const cardsBefore = await db.boardCards.where('boardId').equals(patientBoard).count();
    expect(JSON.stringify(await makeBackup())).not.toContain('professional-dismissed');

    await restoreBackup(family);
    expect(await db.boards.get(patientBoard)).toMatchObject({ name: { pt: 'Prancha do Caio' } });
    expect(await db.boardCards.where('boardId').equals(patientBoard).count()).toBe(cardsBefore);
    expect(await db.boardMedia.get(photo)).toBeDefined();
    expect(await db.settings.get('professional-dismissed:p1')).toMatchObject({ value: ['goal:1'] });
    // The family's own boards are the backup's.
    expect((await db.boards.toArray()).length).toBe(family.data.boards.length + 1);
  });

  it('never carries the caregiver lock, and keeps this device’s lock on restore', async () => {
    await familyData();
    const backup = await makeBackup();
    expect(JSON.stringify(backup)).not.toContain('caregiver-lock');
    await writeSetting('caregiver-lock', { version: 1, salt: 'z'.repeat(24), hash: 'w'.repeat(44), iterations: 3000 });
    await restoreBackup(backup);
    const db = (await database())!;
    expect(await db.settings.get('caregiver-lock')).toMatchObject({ value: { iterations: 3000 } });
  });

  it.each([
    ['not JSON', new Blob(['{"format": "aceno-bac']), 'not-json'],
    ['a JSON that is not an object', new Blob(['[1,2,3]']), 'not-backup'],
    ['another app’s file', new Blob([JSON.stringify({ format: 'open-board-0.1', buttons: [] })]), 'not-backup'],
    ['a newer version', new Blob([JSON.stringify({ format: 'aceno-backup', version: 9, createdAt: 0, data: {} })]), 'newer'],
    ['a damaged row', new Blob([JSON.stringify({ format: 'aceno-backup', version: 1, createdAt: 0, data: { boards: [{ id: 1 }], categories: [], cards: [], media: [], uses: [], settings: [], recordings: [] } })]), 'damaged'],
  ])('refuses %s and changes nothing', async (_name, file, problem) => {
    await familyData();
    const before = await snapshot();
    await expect(readBackupFile(file)).rejects.toMatchObject({ problem });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file over the size limit before reading it, and cards that name missing photos', async () => {
    await expect(readBackupFile({ size: 400 * 1024 * 1024 } as Blob)).rejects.toEqual(new BackupError('too-big'));
    await familyData();
    const backup = await makeBackup();
    backup.data.media = [];
    await expect(readBackupFile(backupBlob(backup))).rejects.toMatchObject({ problem: 'damaged' });
  });

  it('leaves garbage rows out of a backup instead of failing it', async () => {
    await ensureAllSeeds();
    const db = (await database())!;
    await db.boardCards.put({ boardId: builtinBoardId('needs'), id: 'junk', label: 5 } as never);
    const backup = await makeBackup();
    expect(backup.data.cards.some((card) => card.id === 'junk')).toBe(false);
    expect(backup.data.cards.length).toBe(253);
  });

  it('a backup from a stranger: a “photo” that is a web page or an SVG, and a “recording” that is not a sound, are left out', async () => {
    await familyData();
    const backup = await makeBackup();
    const photo = backup.data.media.find((m) => m.kind === 'image')!;
    const page = btoa('<html><script>alert(1)</script></html>');
    backup.data.media = backup.data.media.map((m) => (m.id === photo.id ? { ...m, type: 'text/html', data: page } : m));
    backup.data.media.push({ ...photo, id: 'svg-photo', type: 'image/svg+xml', data: btoa('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') });
    backup.data.recordings = backup.data.recordings.map((r) => ({ ...r, type: 'text/html', data: page }));
    await emptyDatabaseForTest();
    resetSeedingForTests();
    await restoreBackup(await readBackupFile(backupBlob(backup)));
    const db = (await database())!;
    const media = await db.boardMedia.toArray();
    expect(media.map((m) => m.blob.type)).toEqual(['audio/webm']);
    expect(await db.recordings.count()).toBe(0);
    // The card that showed the photo is still there, with its words.
    expect((await db.boardCards.toArray()).some((card) => card.label.pt === 'Vovó')).toBe(true);
  });
});
