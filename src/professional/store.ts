// The only writer of the professional area's tables (patients, notes), and their live reads. Each save is one write;
// a failed write (storage full, refused) is an error the screen shows, and nothing saved before is touched.
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { database } from '@/storage/store';
import { boardRowSchema, textIn, type BoardRow } from '@/boards/model';
import type { Lang } from '@/i18n/language';
import type { UsageRow } from './reports';
import type { BoardShape } from './suggestions';
import { queueBoard, queueNote, queuePatient } from './sync';
import { noteRowSchema, patientBoardRowSchema, patientRowSchema, type NoteRow, type PatientDraft, type PatientRow } from './model';

export class ProfessionalWriteError extends Error {
  constructor(cause?: unknown) {
    super('Not saved on this device', { cause });
    this.name = 'ProfessionalWriteError';
  }
}

async function db() {
  const opened = await database();
  if (!opened) throw new ProfessionalWriteError();
  return opened;
}

/** Adds a patient (no id) or changes one of this professional's; resolves to its id. */
export async function savePatient(ownerId: string, draft: PatientDraft, id?: string, now = Date.now()): Promise<string> {
  const table = (await db()).patients;
  try {
    const existing = id ? await table.get(id) : undefined;
    if (id && (!existing || existing.ownerId !== ownerId)) throw new ProfessionalWriteError();
    const row: PatientRow = {
      id: existing?.id ?? crypto.randomUUID(),
      ownerId,
      name: draft.name.trim(),
      birthDate: draft.birthDate.trim(),
      diagnosis: draft.diagnosis.trim(),
      guardianName: draft.guardianName.trim(),
      guardianPhone: draft.guardianPhone.trim(),
      status: draft.status,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    if (draft.nextSession.trim()) row.nextSession = draft.nextSession.trim();
    await table.put(patientRowSchema.parse(row));
    await queuePatient(row);
    return row.id;
  } catch (error) {
    throw error instanceof ProfessionalWriteError ? error : new ProfessionalWriteError(error);
  }
}

export async function addNote(ownerId: string, patientId: string, note: { title: string; content: string; author: string }, now = Date.now()): Promise<string> {
  const table = (await db()).patientNotes;
  const row: NoteRow = { id: crypto.randomUUID(), patientId, title: note.title.trim(), content: note.content.trim(), author: note.author, createdAt: now, updatedAt: now };
  try {
    await table.add(noteRowSchema.parse(row));
    await queueNote(row, ownerId);
    return row.id;
  } catch (error) {
    throw new ProfessionalWriteError(error);
  }
}

export type Live<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T; unreadable: number };

function useLive<T>(query: () => Promise<{ value: T; unreadable: number }>, deps: readonly unknown[]): Live<T> {
  const key = JSON.stringify(deps);
  const [state, setState] = useState<{ key: string; live: Live<T> }>({ key, live: { status: 'loading' } });
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (result) => setState({ key, live: { status: 'ready', ...result } }),
      error: () => setState({ key, live: { status: 'failed' } }),
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is rebuilt from these
  }, [key]);
  // What was read for other deps (another patient) is never shown for these.
  return state.key === key ? state.live : { status: 'loading' };
}

function checked<T>(rows: readonly unknown[], schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }): { value: T[]; unreadable: number } {
  const value: T[] = [];
  let unreadable = 0;
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) value.push(parsed.data);
    else unreadable += 1;
  }
  return { value, unreadable };
}

/** This professional's patients, by name. */
export function usePatients(ownerId: string): Live<PatientRow[]> {
  return useLive(async () => {
    const rows = await (await db()).patients.where('ownerId').equals(ownerId).toArray();
    const result = checked<PatientRow>(rows, patientRowSchema);
    result.value.sort((a, b) => a.name.localeCompare(b.name));
    return result;
  }, [ownerId]);
}

export function usePatient(ownerId: string, id: string): Live<PatientRow | null> {
  return useLive(async () => {
    const row = await (await db()).patients.get(id);
    const parsed = row ? patientRowSchema.safeParse(row) : null;
    const value = parsed?.success && parsed.data.ownerId === ownerId ? parsed.data : null;
    return { value, unreadable: row && !parsed?.success ? 1 : 0 };
  }, [ownerId, id]);
}

/** A patient's notes, newest first. */
export function useNotes(patientId: string): Live<NoteRow[]> {
  return useLive(async () => {
    const rows = await (await db()).patientNotes.where('patientId').equals(patientId).toArray();
    const result = checked<NoteRow>(rows, noteRowSchema);
    result.value.sort((a, b) => b.createdAt - a.createdAt);
    return result;
  }, [patientId]);
}

/** Marks a board (made in the board tables) as this patient's. */
export async function linkBoard(ownerId: string, patientId: string, boardId: string, now = Date.now()): Promise<void> {
  const opened = await db();
  try {
    const patient = await opened.patients.get(patientId);
    if (!patient || patient.ownerId !== ownerId) throw new ProfessionalWriteError();
    const link = patientBoardRowSchema.parse({ patientId, boardId, ownerId, createdAt: now });
    await opened.patientBoards.put(link);
    const sentAt = await queueBoard(link);
    if (sentAt !== null) await opened.patientBoards.update([patientId, boardId], { sentAt });
  } catch (error) {
    throw error instanceof ProfessionalWriteError ? error : new ProfessionalWriteError(error);
  }
}

export interface PatientBoard {
  id: string;
  name: BoardRow['name'];
  type: BoardRow['type'];
  /** Cards chosen on it, on this device. */
  uses: number;
  lastUsedAt: number | null;
}

/** The boards made for a patient, newest first, with how often their cards were chosen (a board since removed is left out). */
export function usePatientBoards(ownerId: string, patientId: string): Live<PatientBoard[]> {
  return useLive(async () => {
    const opened = await db();
    const links = checked(await opened.patientBoards.where('patientId').equals(patientId).toArray(), patientBoardRowSchema).value.filter((link) => link.ownerId === ownerId);
    links.sort((a, b) => b.createdAt - a.createdAt);
    const value: PatientBoard[] = [];
    let unreadable = 0;
    for (const link of links) {
      const row = await opened.boards.get(link.boardId);
      if (!row) continue;
      const parsed = boardRowSchema.safeParse(row);
      if (!parsed.success) {
        unreadable += 1;
        continue;
      }
      const uses = await opened.boardUses.where('boardId').equals(link.boardId).toArray();
      value.push({
        id: parsed.data.id,
        name: parsed.data.name,
        type: parsed.data.type,
        uses: uses.reduce((sum, row) => sum + (Number.isFinite(row.count) ? row.count : 0), 0),
        lastUsedAt: uses.length > 0 ? Math.max(...uses.map((row) => row.lastUsedAt)) : null,
      });
    }
    return { value, unreadable };
  }, [ownerId, patientId]);
}

export const boardName = (board: Pick<PatientBoard, 'name'>, lang: Lang): string => textIn(board.name, lang);

/** Boards made for this professional's active patients that are still on the device. */
export function useActiveBoardCount(ownerId: string): Live<number> {
  return useLive(async () => {
    const opened = await db();
    const links = checked(await opened.patientBoards.toArray(), patientBoardRowSchema).value.filter((link) => link.ownerId === ownerId);
    let value = 0;
    for (const link of links) {
      const patient = await opened.patients.get(link.patientId);
      if (patient?.status === 'active' && patient.ownerId === ownerId && (await opened.boards.get(link.boardId))) value += 1;
    }
    return { value, unreadable: 0 };
  }, [ownerId]);
}

export interface PatientUsage {
  rows: UsageRow[];
  /** A card's category name, by `boardId|cardId`. */
  categories: ReadonlyMap<string, string>;
  /** The patient's boards as the suggestion rules see them. */
  boards: BoardShape[];
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A stored usage row as a report reads it, or null for one of no board or of a broken shape. */
function usageRow(row: Record<string, unknown>): UsageRow | null {
  if (typeof row.boardId !== 'string' || typeof row.cardId !== 'string' || !finite(row.at)) return null;
  const out: UsageRow = { cardId: row.cardId, boardId: row.boardId, label: String(row.label ?? ''), at: row.at };
  if (typeof row.method === 'string') out.method = row.method;
  for (const key of ['scanSteps', 'scanMs', 'dwellMs'] as const) {
    const value = row[key];
    if (finite(value) && value >= 0) out[key] = value;
  }
  if (row.undone === true) out.undone = true;
  return out;
}

async function boardShape(opened: Awaited<ReturnType<typeof db>>, boardId: string, lang: Lang, categories: Map<string, string>): Promise<BoardShape | null> {
  const board = boardRowSchema.safeParse(await opened.boards.get(boardId));
  if (!board.success) return null;
  const shape: BoardShape = { id: boardId, name: textIn(board.data.name, lang), categories: [] };
  const byId = new Map<string, BoardShape['categories'][number]>();
  for (const category of await opened.boardCategories.where('boardId').equals(boardId).toArray()) {
    if (!category || typeof category.id !== 'string' || !category.name) continue;
    const entry = { id: category.id, name: textIn(category.name, lang), order: Number(category.order) || 0, cards: [] };
    byId.set(category.id, entry);
    shape.categories.push(entry);
  }
  for (const card of await opened.boardCards.where('boardId').equals(boardId).toArray()) {
    const category = byId.get(card.categoryId);
    if (!category || card.hidden) continue;
    categories.set(`${boardId}|${card.id}`, category.name);
    category.cards.push({ id: card.id, label: card.label ? textIn(card.label, lang) : card.id, order: Number(card.order) || 0 });
  }
  return shape;
}

/** The usage of these patients' boards, each patient's apart; the usage table is read once. */
async function loadUsage(ownerId: string, patientIds: readonly string[], lang: Lang): Promise<Map<string, PatientUsage>> {
  const opened = await db();
  const links = checked(await opened.patientBoards.where('patientId').anyOf([...patientIds]).toArray(), patientBoardRowSchema).value.filter(
    (link) => link.ownerId === ownerId,
  );
  const patientOf = new Map(links.map((link) => [link.boardId, link.patientId]));
  const out = new Map<string, PatientUsage>(patientIds.map((id) => [id, { rows: [], categories: new Map(), boards: [] }]));
  if (links.length === 0) return out;
  const own = new Set<string>();
  for (const stored of await opened.cardUsage.toArray()) {
    const row = usageRow(stored as unknown as Record<string, unknown>);
    const patientId = row ? patientOf.get(row.boardId) : undefined;
    if (row && patientId) out.get(patientId)?.rows.push(row);
    if (typeof stored.uid === 'string') own.add(stored.uid);
  }
  // With a backend: the choices made on the patients' boards on other devices (the family's tablet).
  for (const stored of await opened.remoteUsage.where('boardId').anyOf([...patientOf.keys()]).toArray()) {
    const row = usageRow(stored as unknown as Record<string, unknown>);
    const patientId = row ? patientOf.get(row.boardId) : undefined;
    if (row && patientId && !own.has(String(stored.id))) out.get(patientId)?.rows.push(row);
  }
  for (const link of links) {
    const usage = out.get(link.patientId);
    if (!usage) continue;
    const shape = await boardShape(opened, link.boardId, lang, usage.categories as Map<string, string>);
    if (shape) usage.boards.push(shape);
  }
  for (const usage of out.values()) usage.rows.sort((a, b) => a.at - b.at);
  return out;
}

/** Every card choice recorded on this device on the boards made for this patient. */
export function usePatientUsage(ownerId: string, patientId: string, lang: Lang): Live<PatientUsage> {
  return useLive(async () => {
    const usage = (await loadUsage(ownerId, [patientId], lang)).get(patientId)!;
    return { value: usage, unreadable: 0 };
  }, [ownerId, patientId, lang]);
}

/** The same for several patients (the dashboard's). */
export function usePatientsUsage(ownerId: string, patientIds: readonly string[], lang: Lang): Live<ReadonlyMap<string, PatientUsage>> {
  const key = patientIds.join('|');
  return useLive(async () => ({ value: await loadUsage(ownerId, key ? key.split('|') : [], lang), unreadable: 0 }), [ownerId, key, lang]);
}

/** Books the patient's next session (a suggestion's action). */
export async function bookSession(ownerId: string, patientId: string, date: string, now = Date.now()): Promise<void> {
  const table = (await db()).patients;
  try {
    const row = patientRowSchema.parse(await table.get(patientId));
    if (row.ownerId !== ownerId) throw new ProfessionalWriteError();
    const booked = { ...row, nextSession: date, updatedAt: now };
    await table.put(booked);
    await queuePatient(booked);
  } catch (error) {
    throw error instanceof ProfessionalWriteError ? error : new ProfessionalWriteError(error);
  }
}
