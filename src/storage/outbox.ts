// The durable queue of records for the optional backend (spec 000 §7): visits, visit ends and card uses wait in
// Dexie until the server accepts them, so nothing is lost offline. The backend module connects a listener at
// start; with no backend the queue is switched off and stays empty.
import type { OutboxKind, OutboxRow } from './db';
import { database, write } from './store';

export interface VisitPayload {
  sessionId: string;
  path: string;
  /** When the visit started (ms since epoch). */
  at: number;
}

export interface VisitEndPayload {
  sessionId: string;
  path: string;
  /** Seconds on the page. */
  duration: number;
}

export interface CardUsePayload {
  sessionId: string;
  cardName: string;
  mode: string;
  lang: string;
  at: number;
}

/** A card chosen on a patient's board (issue 15), reported under the therapist's board id. */
export interface BoardUsePayload {
  /** The choice's own id: sent again with undone true when it is taken back. */
  useId: string;
  boardId: string;
  cardId: string;
  label: string;
  at: number;
  method?: string;
  undone: boolean;
  scanSteps?: number;
  scanMs?: number;
  dwellMs?: number;
}

export const PRO_TABLES = ['patients', 'patient_notes', 'patient_boards'] as const;
export type ProTable = (typeof PRO_TABLES)[number];

/** A row of the professional area as the server stores it (issue 15): the last write wins by its updated_at. */
export interface ProRowPayload {
  table: ProTable;
  row: Record<string, unknown>;
}

export type OutboxItem =
  | { id: string; kind: 'visit'; payload: VisitPayload; createdAt: number; attempts: number }
  | { id: string; kind: 'visitEnd'; payload: VisitEndPayload; createdAt: number; attempts: number }
  | { id: string; kind: 'cardUse'; payload: CardUsePayload; createdAt: number; attempts: number }
  | { id: string; kind: 'boardUse'; payload: BoardUsePayload; createdAt: number; attempts: number }
  | { id: string; kind: 'proRow'; payload: ProRowPayload; createdAt: number; attempts: number };

type PayloadOf<K extends OutboxKind> = Extract<OutboxItem, { kind: K }>['payload'];

/** Records queued before the backend module said whether a backend exists (it loads after the first paint). */
const EARLY_LIMIT = 50;

let state: 'waiting' | 'on' | 'off' = 'waiting';
let early: OutboxItem[] = [];
let listener: ((item: OutboxItem) => void) | null = null;
let lastCreatedAt = 0;
// Writes are chained, so records reach the store in the order they were made (a visit's end after its start).
let chain: Promise<unknown> = Promise.resolve();

function store(items: OutboxItem[]): Promise<void> {
  const step = () => write((db) => db.outbox.bulkAdd(items as OutboxRow[]));
  const done = chain.then(step, step);
  chain = done;
  return done;
}

/** Queues a record for the backend; does nothing when no backend is configured. Never rejects. */
export function enqueueOutbox<K extends OutboxKind>(kind: K, payload: PayloadOf<K>): Promise<void> {
  if (state === 'off') return Promise.resolve();
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  const item = { id: crypto.randomUUID(), kind, payload, createdAt: lastCreatedAt, attempts: 0 } as OutboxItem;
  if (state === 'waiting') {
    if (early.length < EARLY_LIMIT) early.push(item);
    return Promise.resolve();
  }
  // Told before the write: while the page is closing the write may never finish, and the listener can still act.
  listener?.(item);
  return store([item]);
}

/**
 * Called once by the backend module: with a listener (told of each new record as it is queued) the queue is on
 * and the records made so far are stored; with null there is no backend, and the queue drops them and stays off.
 */
export function connectOutbox(onEnqueued: ((item: OutboxItem) => void) | null): Promise<void> {
  const held = early;
  early = [];
  listener = onEnqueued;
  state = onEnqueued ? 'on' : 'off';
  return onEnqueued && held.length > 0 ? store(held) : chain.then(() => undefined);
}

const isText = (value: unknown, max = 10_000): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isPayload(kind: unknown, payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return false;
  const p = payload as Record<string, unknown>;
  if (kind === 'boardUse') return isText(p.useId, 64) && isText(p.boardId, 100) && isText(p.cardId, 100) && typeof p.label === 'string' && isCount(p.at) && typeof p.undone === 'boolean';
  if (kind === 'proRow') {
    const row = p.row as Record<string, unknown> | null;
    return PRO_TABLES.includes(p.table as ProTable) && typeof row === 'object' && row !== null && !Array.isArray(row) && typeof row.updated_at === 'string';
  }
  if (!isText(p.sessionId, 64)) return false;
  switch (kind) {
    case 'visit':
      return isText(p.path) && isCount(p.at);
    case 'visitEnd':
      return isText(p.path) && isCount(p.duration);
    case 'cardUse':
      return isText(p.cardName) && isText(p.mode) && isText(p.lang) && isCount(p.at);
    default:
      return false;
  }
}

/** A stored row as a record to send, or null when it is not one (an old or damaged row). */
function asItem(row: unknown): OutboxItem | null {
  if (typeof row !== 'object' || row === null) return null;
  const r = row as Partial<OutboxRow>;
  if (typeof r.id !== 'string' || !/^[0-9a-f-]{36}$/i.test(r.id) || !isCount(r.createdAt) || !isPayload(r.kind, r.payload)) return null;
  return { id: r.id, kind: r.kind, payload: r.payload, createdAt: r.createdAt, attempts: isCount(r.attempts) ? r.attempts : 0 } as OutboxItem;
}

/** The oldest `limit` records (but those of the `skip` kinds), in the order they were made. Damaged rows are deleted on the way, never returned. */
export async function takeOutboxBatch(limit: number, skip: ReadonlySet<string> = new Set()): Promise<OutboxItem[]> {
  await chain;
  const db = await database();
  if (!db) return [];
  try {
    const rows: unknown[] = await db.outbox
      .orderBy('createdAt')
      .filter((row) => !skip.has(String((row as { kind?: unknown }).kind)))
      .limit(limit)
      .toArray();
    const items: OutboxItem[] = [];
    const damaged: string[] = [];
    for (const row of rows) {
      const item = asItem(row);
      if (item) items.push(item);
      else damaged.push(String((row as { id?: unknown } | null)?.id));
    }
    if (damaged.length > 0) {
      console.warn(`Dropping ${damaged.length} damaged outbox record(s)`);
      await db.outbox.bulkDelete(damaged);
    }
    return items;
  } catch (error) {
    console.warn('Could not read the outbox', error);
    return [];
  }
}

/** Forgets records the server accepted (or refused for good). */
export async function removeFromOutbox(ids: string[]): Promise<void> {
  if (ids.length > 0) await write((db) => db.outbox.bulkDelete(ids));
}

/** Counts a failed send of these records. */
export async function countOutboxAttempt(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await write((db) => db.outbox.where('id').anyOf(ids).modify((row) => void (row.attempts = (isCount(row.attempts) ? row.attempts : 0) + 1)));
}

export async function outboxSize(): Promise<number> {
  await chain;
  const db = await database();
  return db ? db.outbox.count().catch(() => 0) : 0;
}

/**
 * Keeps at most `max` records (the newest), so a backend that refuses everything for months cannot fill the
 * device. Returns how many were dropped.
 */
export async function trimOutbox(max: number): Promise<number> {
  const size = await outboxSize();
  if (size <= max) return 0;
  let dropped = 0;
  await write(async (db) => {
    const ids = await db.outbox.orderBy('createdAt').limit(size - max).primaryKeys();
    await db.outbox.bulkDelete(ids);
    dropped = ids.length;
  });
  if (dropped > 0) console.warn(`The outbox was full; dropped the ${dropped} oldest record(s)`);
  return dropped;
}

/** For tests: back to the state of a fresh page. */
export function resetOutboxForTests(): void {
  state = 'waiting';
  early = [];
  listener = null;
  chain = Promise.resolve();
}
