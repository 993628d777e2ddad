// @vitest-environment node
// The professional area's sync with a backend (issue 15), on the PostgREST shim over PGlite with a signed-in
// professional: queued rows reach the server (patients before their notes and boards), an older edit never overwrites
// a newer one, choices on a patient's board reported by an anonymous family device reach the report, and a pull puts
// on a second device what the first one made — the newer side winning, its own choices never counted twice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setUpShimBackend, testClient } from '../../tests/backend/harness';
import { sendOutboxItems } from '@/backend/analytics';
import { fetchProfessionalData } from '@/backend/professional-sync';
import { remoteSignUp } from '@/backend/professional-auth';
import { connectOutbox, removeFromOutbox, resetOutboxForTests, takeOutboxBatch, type OutboxItem } from '@/storage/outbox';
import { database } from '@/storage/store';
import { closeDatabaseAfterTest, emptyDatabaseForTest } from '@/storage/test-database';
import { createBoard } from '@/boards/store';
import { recordCardUsage, resetCardUsageForTests } from '@/storage/card-usage';
import { addNote, linkBoard, savePatient } from './store';
import { pullProfessionalData } from './sync';
import type { PatientDraft } from './model';

const backend = setUpShimBackend({ reset: ['board_usage', 'patient_notes', 'patient_boards', 'patients'] });

const draft: PatientDraft = { name: 'Caio Reis', birthDate: '2018-05-02', diagnosis: 'TEA', guardianName: 'Marta', guardianPhone: '', status: 'active', nextSession: '' };

let professional: SupabaseClient;
let ownerId: string;

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetOutboxForTests();
  resetCardUsageForTests();
  await emptyDatabaseForTest();
  await connectOutbox(() => {});
  professional = testClient(backend.shim.url, backend.shim.anonKey);
  const made = await remoteSignUp({ name: 'Dra. Ana', email: `ana-${crypto.randomUUID()}@clinica.com`, password: 'fono-2026!' }, professional);
  if (made === 'confirm') throw new Error('the shim confirms at once');
  ownerId = made.id;
});
afterEach(async () => {
  await closeDatabaseAfterTest();
  vi.restoreAllMocks();
});

async function flush(client: SupabaseClient): Promise<OutboxItem[]> {
  const items = await takeOutboxBatch(100);
  const outcome = await sendOutboxItems(items, { client });
  expect(outcome).toMatchObject({ retryLater: false, refused: [] });
  await removeFromOutbox([...outcome.accepted, ...outcome.refused]);
  return items;
}

const serverRows = async (table: string) => (await backend.db.query<Record<string, unknown>>(`select * from public.${table}`)).rows;

describe('professional sync', () => {
  it('sends a patient, a note and a board for them, then the family device’s choices on that board', async () => {
    const patientId = await savePatient(ownerId, draft);
    await addNote(ownerId, patientId, { title: 'Sessão 1', content: 'Pediu água.', author: 'Dra. Ana' });
    const boardId = await createBoard({ name: { pt: 'Prancha do Caio' }, type: 'dynamic' });
    await linkBoard(ownerId, patientId, boardId);
    await flush(professional);
    expect((await serverRows('patients')).map((row) => [row.id, row.name, row.professional_id])).toEqual([[patientId, 'Caio Reis', ownerId]]);
    expect((await serverRows('patient_notes')).map((row) => row.title)).toEqual(['Sessão 1']);
    const [board] = await serverRows('patient_boards');
    expect(board).toMatchObject({ board_id: boardId, patient_id: patientId });
    expect((board!.board as { usage: string; board: { name: { pt: string } } }).board.name.pt).toBe('Prancha do Caio');

    // A choice on this device's patient board is reported, and taking it back marks it undone.
    await recordCardUsage({ cardId: 'agua', label: 'Água', mode: 'dynamic', lang: 'pt', boardId, method: 'switch', scanSteps: 3, scanMs: 2400 });
    const { markLastUsageUndone } = await import('@/storage/card-usage');
    expect(await markLastUsageUndone()).toBe(true);
    await flush(testClient(backend.shim.url, backend.shim.anonKey)); // sent like a family's anonymous device
    expect((await serverRows('board_usage')).map((row) => [row.board_id, row.card_id, row.method, row.scan_steps, row.undone])).toEqual([[boardId, 'agua', 'switch', 3, true]]);
  });

  it('a family’s own board never reports its use', async () => {
    const boardId = await createBoard({ name: { pt: 'Casa' }, type: 'dynamic' });
    await recordCardUsage({ cardId: 'agua', label: 'Água', mode: 'dynamic', lang: 'pt', boardId });
    const items = await takeOutboxBatch(100);
    expect(items.map((item) => item.kind)).toEqual(['cardUse']);
  });

  it('an edit made offline that arrives after a newer one from another device changes nothing', async () => {
    const patientId = await savePatient(ownerId, draft, undefined, 1000);
    await savePatient(ownerId, { ...draft, name: 'Caio (tablet, offline)' }, patientId, 2000);
    const offline = await takeOutboxBatch(100);
    // The newer edit from another device reaches the server first.
    await sendOutboxItems(offline.slice(0, 1), { client: professional });
    await backend.db.query(`update public.patients set name = 'Caio (computador)', updated_at = $1 where id = $2`, [new Date(3000).toISOString(), patientId]);
    await sendOutboxItems(offline.slice(1), { client: professional });
    expect((await serverRows('patients'))[0]).toMatchObject({ name: 'Caio (computador)' });
  });

  it('a pull puts on this device what is newer on the server, and never counts this device’s own choices twice', async () => {
    const patientId = await savePatient(ownerId, draft, undefined, 1000);
    const boardId = await createBoard({ name: { pt: 'Prancha do Caio' }, type: 'dynamic' });
    await linkBoard(ownerId, patientId, boardId);
    await recordCardUsage({ cardId: 'agua', label: 'Água', mode: 'dynamic', lang: 'pt', boardId, method: 'touch' });
    await flush(professional);
    // Elsewhere: a newer name, a note, and a choice made on the family's tablet.
    await backend.db.query(`update public.patients set name = 'Caio R.', updated_at = now() where id = $1`, [patientId]);
    await backend.db.query(`insert into public.patient_notes (id, patient_id, professional_id, title, content) values ('n-remote', $1, $2, 'Em casa', 'Usou a prancha.')`, [patientId, ownerId]);
    await backend.db.query(`select public.record_board_use($1, $2, 'pao', 'Pão', now(), 'dwell', false, null, null, 1500)`, [crypto.randomUUID(), boardId]);

    const pulled = await pullProfessionalData(ownerId, () => fetchProfessionalData(ownerId, professional));
    expect(pulled).toMatchObject({ patients: 1, notes: 1, uses: 1 });
    const db = (await database())!;
    expect((await db.patients.get(patientId))?.name).toBe('Caio R.');
    expect((await db.patientNotes.get('n-remote'))?.title).toBe('Em casa');
    expect((await db.remoteUsage.toArray()).map((row) => [row.cardId, row.method, row.dwellMs])).toEqual([['pao', 'dwell', 1500]]);

    // A second device: the patient, the board (with its words) and its link arrive.
    await emptyDatabaseForTest();
    const second = await pullProfessionalData(ownerId, () => fetchProfessionalData(ownerId, professional));
    expect(second).toMatchObject({ patients: 1, notes: 1, boards: 1, uses: 2 });
    const other = (await database())!;
    expect((await other.boards.get(boardId))?.name).toEqual({ pt: 'Prancha do Caio' });
    expect(await other.boardCards.where('boardId').equals(boardId).count()).toBeGreaterThan(10);
    expect(await other.patientBoards.where('boardId').equals(boardId).count()).toBe(1);
  });

  it('another professional’s rows are never read', async () => {
    await savePatient(ownerId, draft);
    await flush(professional);
    const bruno = testClient(backend.shim.url, backend.shim.anonKey);
    const other = await remoteSignUp({ name: 'Bruno', email: `bruno-${crypto.randomUUID()}@clinica.com`, password: 'senha-boa-1' }, bruno);
    if (other === 'confirm') throw new Error('the shim confirms at once');
    expect(await fetchProfessionalData(other.id, bruno)).toEqual({ patients: [], notes: [], boards: [], usage: [] });
    // And a session of someone else is not read as this professional's.
    expect(await fetchProfessionalData(ownerId, bruno)).toBeNull();
  });
});
