// The professional area's data with a backend (issue 15): local first. Every save is kept on the device and queued in
// the outbox (never lost offline); the server keeps a row only when it is newer (last write wins by updated_at). When
// the area opens, boards made for patients that changed since they were last sent are queued, then the backend's rows
// are read and the newer ones put on the device — a note written on the clinic's computer shows on the tablet, and
// the family tablet's use of a patient's board shows in the report. Without a backend the outbox is off and nothing
// here sends anything.
import { z } from '@/config/zod';
import { boardRowSchema } from '@/boards/model';
import type { ProfessionalData } from '@/backend/professional-sync';
import { enqueueOutbox } from '@/storage/outbox';
import { database } from '@/storage/store';
import { noteRowSchema, patientBoardRowSchema, patientRowSchema, PATIENT_STATUSES, type NoteRow, type PatientBoardRow, type PatientRow } from './model';

const iso = (ms: number) => new Date(ms).toISOString();
const ms = (text: unknown) => (typeof text === 'string' ? Date.parse(text) : Number.NaN);

export function serverPatient(row: PatientRow): Record<string, unknown> {
  return {
    id: row.id,
    professional_id: row.ownerId,
    name: row.name,
    birth_date: row.birthDate,
    diagnosis: row.diagnosis,
    guardian_name: row.guardianName,
    guardian_phone: row.guardianPhone,
    status: row.status,
    next_session: row.nextSession ?? null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function serverNote(row: NoteRow, ownerId: string): Record<string, unknown> {
  return {
    id: row.id,
    patient_id: row.patientId,
    professional_id: ownerId,
    title: row.title,
    content: row.content,
    author: row.author,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export const queuePatient = (row: PatientRow) => enqueueOutbox('proRow', { table: 'patients', row: serverPatient(row) });
export const queueNote = (row: NoteRow, ownerId: string) => enqueueOutbox('proRow', { table: 'patient_notes', row: serverNote(row, ownerId) });

/** Queues the board made for a patient as it is now (its words and layout; photos stay on this device). */
export async function queueBoard(link: PatientBoardRow): Promise<number | null> {
  const [{ readBoardRows }, { arrange }, { sharedContent }] = await Promise.all([import('@/boards/store'), import('@/boards/arrange'), import('@/boards/link')]);
  const rows = await readBoardRows(link.boardId);
  if (!rows) return null;
  const board = sharedContent(arrange(rows.board, rows.categories, rows.cards), link.boardId);
  await enqueueOutbox('proRow', {
    table: 'patient_boards',
    row: { board_id: link.boardId, patient_id: link.patientId, professional_id: link.ownerId, board, created_at: iso(link.createdAt), updated_at: iso(rows.board.updatedAt) },
  });
  return rows.board.updatedAt;
}

/** Queues the boards of this professional's patients that changed since they were last queued. */
export async function queueChangedBoards(ownerId: string): Promise<number> {
  const db = await database();
  if (!db) return 0;
  let queued = 0;
  for (const stored of await db.patientBoards.toArray()) {
    const link = patientBoardRowSchema.safeParse(stored);
    if (!link.success || link.data.ownerId !== ownerId) continue;
    const board = await db.boards.get(link.data.boardId);
    if (!board || (link.data.sentAt ?? 0) >= board.updatedAt) continue;
    const sentAt = await queueBoard(link.data);
    if (sentAt !== null) {
      await db.patientBoards.update([link.data.patientId, link.data.boardId], { sentAt });
      queued += 1;
    }
  }
  return queued;
}

const serverPatientSchema = z.object({
  id: z.string(),
  name: z.string(),
  birth_date: z.string(),
  diagnosis: z.nullish(z.string()),
  guardian_name: z.nullish(z.string()),
  guardian_phone: z.nullish(z.string()),
  status: z.enum(PATIENT_STATUSES),
  next_session: z.nullish(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
const serverNoteSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  title: z.string(),
  content: z.string(),
  author: z.nullish(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
const serverBoardSchema = z.object({ board_id: boardRowSchema.shape.id, patient_id: z.string(), board: z.unknown(), created_at: z.string(), updated_at: z.string() });
const serverUseSchema = z.object({
  id: z.string(),
  board_id: z.string(),
  card_id: z.string(),
  label: z.string(),
  at: z.string(),
  method: z.nullish(z.string()),
  undone: z.nullish(z.boolean()),
  scan_steps: z.nullish(z.number()),
  scan_ms: z.nullish(z.number()),
  dwell_ms: z.nullish(z.number()),
});

export interface PullResult {
  patients: number;
  notes: number;
  boards: number;
  uses: number;
}

/** Reads the backend and puts on this device what is newer there; null when the backend could not be read. */
export async function pullProfessionalData(ownerId: string, read?: () => Promise<ProfessionalData | null>): Promise<PullResult | null> {
  const data = await (read ?? (async () => (await import('@/backend/professional-sync')).fetchProfessionalData(ownerId)))();
  const db = await database();
  if (!data || !db) return null;
  const result: PullResult = { patients: 0, notes: 0, boards: 0, uses: 0 };

  for (const raw of data.patients) {
    const parsed = serverPatientSchema.safeParse(raw);
    if (!parsed.success) continue;
    const p = parsed.data;
    const row = patientRowSchema.safeParse({
      id: p.id,
      ownerId,
      name: p.name,
      birthDate: p.birth_date.slice(0, 10),
      diagnosis: p.diagnosis ?? '',
      guardianName: p.guardian_name ?? '',
      guardianPhone: p.guardian_phone ?? '',
      status: p.status,
      ...(p.next_session ? { nextSession: p.next_session.slice(0, 10) } : {}),
      createdAt: ms(p.created_at),
      updatedAt: ms(p.updated_at),
    });
    if (!row.success) continue;
    const local = await db.patients.get(p.id);
    if (local && (local.ownerId !== ownerId || local.updatedAt >= row.data.updatedAt)) continue;
    await db.patients.put(row.data);
    result.patients += 1;
  }

  for (const raw of data.notes) {
    const parsed = serverNoteSchema.safeParse(raw);
    if (!parsed.success) continue;
    const n = parsed.data;
    const row = noteRowSchema.safeParse({ id: n.id, patientId: n.patient_id, title: n.title, content: n.content, author: n.author ?? '', createdAt: ms(n.created_at), updatedAt: ms(n.updated_at) });
    if (!row.success) continue;
    const local = await db.patientNotes.get(n.id);
    if (local && local.updatedAt >= row.data.updatedAt) continue;
    await db.patientNotes.put(row.data);
    result.notes += 1;
  }

  const [{ putSyncedBoard }, { checkContent }] = await Promise.all([import('@/boards/store'), import('@/boards/link')]);
  for (const raw of data.boards) {
    const parsed = serverBoardSchema.safeParse(raw);
    if (!parsed.success) continue;
    const b = parsed.data;
    const content = checkContent(b.board);
    const updatedAt = ms(b.updated_at);
    if (!content || !Number.isFinite(updatedAt)) continue;
    if (await putSyncedBoard(b.board_id, content, updatedAt).catch(() => false)) result.boards += 1;
    const link = patientBoardRowSchema.safeParse({ patientId: b.patient_id, boardId: b.board_id, ownerId, createdAt: ms(b.created_at), sentAt: updatedAt });
    if (link.success && !(await db.patientBoards.get([b.patient_id, b.board_id]))) await db.patientBoards.put(link.data);
  }

  // The use made on other devices: this device's own choices (their ids are kept with them) are not counted twice.
  const own = new Set((await db.cardUsage.toArray()).flatMap((row) => (typeof row.uid === 'string' ? [row.uid] : [])));
  const uses = [];
  for (const raw of data.usage) {
    const parsed = serverUseSchema.safeParse(raw);
    if (!parsed.success || own.has(parsed.data.id)) continue;
    const u = parsed.data;
    const at = ms(u.at);
    if (!Number.isFinite(at)) continue;
    uses.push({
      id: u.id,
      boardId: u.board_id,
      cardId: u.card_id,
      label: u.label,
      at,
      ...(u.method ? { method: u.method } : {}),
      ...(u.undone ? { undone: true } : {}),
      ...(typeof u.scan_steps === 'number' ? { scanSteps: u.scan_steps } : {}),
      ...(typeof u.scan_ms === 'number' ? { scanMs: u.scan_ms } : {}),
      ...(typeof u.dwell_ms === 'number' ? { dwellMs: u.dwell_ms } : {}),
    });
  }
  await db.remoteUsage.bulkPut(uses);
  result.uses = uses.length;
  return result;
}

let syncing: Promise<PullResult | null> | null = null;
let lastSync: { ownerId: string; at: number } | null = null;
/** Pages opened in a row sync once in this long. */
export const SYNC_EVERY_MS = 30_000;

/** Sends what changed and reads what is new, once at a time; does nothing without a backend. */
export function syncProfessional(ownerId: string, { force = false, now = Date.now() } = {}): Promise<PullResult | null> {
  if (!force && !syncing && lastSync?.ownerId === ownerId && now - lastSync.at < SYNC_EVERY_MS) return Promise.resolve(null);
  lastSync = { ownerId, at: now };
  syncing ??= (async () => {
    const { usesBackend } = await import('./account');
    if (!usesBackend()) return null;
    await queueChangedBoards(ownerId);
    return pullProfessionalData(ownerId);
  })()
    .catch((error: unknown) => {
      console.warn('The professional area could not sync', error);
      return null;
    })
    .finally(() => {
      syncing = null;
    });
  return syncing;
}
