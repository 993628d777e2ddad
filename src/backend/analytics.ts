// Sends the outbox to the backend (spec 000 §7): visit starts and card uses as inserts with the ids made on the device
// (a repeated insert is skipped by the database, so a retry never doubles a row), visit ends through end_site_visit,
// which sets a duration only while it is empty; a professional's rows (issue 15) as upserts that the database keeps
// only when newer (last write wins by updated_at), and choices on patients' boards through record_board_use. Every
// request gives up after a timeout.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PRO_TABLES, type OutboxItem, type ProTable } from '@/storage/outbox';
import { backendClient } from './client';
import { backendConfig } from './config';

const REQUEST_TIMEOUT_MS = 8000;

/** The server's column limits (supabase/migrations); longer texts are cut rather than refused. */
const MAX_PATH = 512;
const MAX_CARD_NAME = 200;
const MAX_MODE = 64;

export interface SendOutcome {
  /** Records the server accepted (or already had): remove them. */
  accepted: string[];
  /** Records the server refused for good (malformed): remove them too, they would never pass. */
  refused: string[];
  /** True when sending stopped on a failure worth retrying later (offline, timeout, 5xx, auth); the rest stay. */
  retryLater: boolean;
  /** A professional's rows that wait for their professional to sign in again (not a failure): they stay queued. */
  waiting?: string[];
}

interface Failure {
  status: number;
  message: string;
}

const clip = (text: string, max: number) => [...text].slice(0, max).join('');

/** The largest duration the column (integer) holds. */
const MAX_DURATION = 2_147_483_647;

/** Refusals that a repeat cannot fix; anything else (no answer, timeout, 5xx, 401/403, 404, 429) may pass later. */
const isPermanent = (failure: Failure) => [400, 406, 409, 413, 422].includes(failure.status);

type Request = PromiseLike<{ error: { message: string } | null; status: number }>;

async function run(request: (signal: AbortSignal) => Request, timeoutMs: number): Promise<Failure | null> {
  try {
    const { error, status } = await request(AbortSignal.timeout(timeoutMs));
    return error ? { status, message: error.message } : null;
  } catch (error) {
    return { status: 0, message: String(error) };
  }
}

/** end_site_visit's arguments, the same for a queued end and one sent as the page closes. */
function endVisitArgs({ sessionId, path, duration }: Extract<OutboxItem, { kind: 'visitEnd' }>['payload']) {
  return { p_session_id: sessionId, p_page_path: clip(path, MAX_PATH), p_duration: Math.min(Math.round(duration), MAX_DURATION) };
}

function visitRow(item: Extract<OutboxItem, { kind: 'visit' }>) {
  const { sessionId, path, at } = item.payload;
  return { id: item.id, page_path: clip(path, MAX_PATH), session_id: sessionId, created_at: new Date(at).toISOString() };
}

function cardRow(item: Extract<OutboxItem, { kind: 'cardUse' }>) {
  const { sessionId, cardName, mode, lang, at } = item.payload;
  return {
    id: item.id,
    card_name: clip(cardName, MAX_CARD_NAME),
    session_id: sessionId,
    mode: clip(mode, MAX_MODE),
    lang,
    created_at: new Date(at).toISOString(),
  };
}

/**
 * Inserts rows in one request. A permanent refusal of the batch is retried row by row, so one malformed row is
 * dropped without taking the others with it; a 409 on a single row means a simultaneous send stored it already.
 */
async function insertRows(
  client: SupabaseClient,
  table: 'site_visits' | 'card_usage',
  rows: { id: string }[],
  timeoutMs: number,
  outcome: SendOutcome,
): Promise<boolean> {
  return sendRows(table, rows, (batch, signal) => client.from(table).insert(batch).abortSignal(signal), timeoutMs, outcome);
}

/** Sends rows (tagged with their outbox ids) in one request, or one by one after a permanent refusal. */
async function sendRows<R extends { id: string }>(
  what: string,
  rows: R[],
  request: (rows: R[], signal: AbortSignal) => Request,
  timeoutMs: number,
  outcome: SendOutcome,
  outboxIds: (row: R) => string[] = (row) => [row.id],
): Promise<boolean> {
  const failure = await run((signal) => request(rows, signal), timeoutMs);
  if (!failure) {
    outcome.accepted.push(...rows.flatMap(outboxIds));
    return true;
  }
  if (!isPermanent(failure)) return false;
  if (rows.length > 1) {
    for (const row of rows) if (!(await sendRows(what, [row], request, timeoutMs, outcome, outboxIds))) return false;
    return true;
  }
  const ids = outboxIds(rows[0]!);
  if (failure.status === 409 && (what === 'site_visits' || what === 'card_usage')) {
    outcome.accepted.push(...ids);
  } else {
    console.warn(`The backend refused a ${what} record; dropping it`, failure.message);
    outcome.refused.push(...ids);
  }
  return true;
}

const KEY_OF: Record<ProTable, string> = { patients: 'id', patient_notes: 'id', patient_boards: 'board_id' };

/**
 * A professional's rows, table by table (patients before what hangs from them). Several edits of one row in the batch
 * go as its newest, and all their outbox records are done with it.
 */
async function sendProRows(client: SupabaseClient, items: OutboxItem[], timeoutMs: number, outcome: SendOutcome): Promise<boolean> {
  for (const table of PRO_TABLES) {
    const key = KEY_OF[table];
    const newest = new Map<string, { id: string; row: Record<string, unknown>; outbox: string[] }>();
    for (const item of items) {
      if (item.kind !== 'proRow' || item.payload.table !== table) continue;
      const rowKey = String(item.payload.row[key]);
      const known = newest.get(rowKey);
      const newer = !known || String(item.payload.row.updated_at) >= String(known.row.updated_at);
      newest.set(rowKey, { id: item.id, row: newer ? item.payload.row : known!.row, outbox: [...(known?.outbox ?? []), item.id] });
    }
    if (newest.size === 0) continue;
    // Rows of a professional who is not the one signed in (or of anyone, signed out) wait for them; the rest goes.
    const session = (await client.auth.getSession().catch(() => null))?.data.session;
    const rows = [...newest.values()].filter((entry) => session && entry.row.professional_id === session.user.id);
    const later = [...newest.values()].filter((entry) => !rows.includes(entry));
    if (later.length > 0) outcome.waiting = [...(outcome.waiting ?? []), ...later.flatMap((entry) => entry.outbox)];
    if (rows.length === 0) continue;
    const sent = await sendRows(
      table,
      rows,
      (batch, signal) => client.from(table).upsert(batch.map((entry) => entry.row), { onConflict: key }).abortSignal(signal),
      timeoutMs,
      outcome,
      (entry) => entry.outbox,
    );
    if (!sent) return false;
  }
  return true;
}

/** Choices on patients' boards, one call each (a repeat only ever marks a choice undone). */
async function sendBoardUses(client: SupabaseClient, items: OutboxItem[], timeoutMs: number, outcome: SendOutcome): Promise<boolean> {
  for (const item of items) {
    if (item.kind !== 'boardUse') continue;
    const use = item.payload;
    const args = {
      p_id: use.useId,
      p_board_id: use.boardId,
      p_card_id: use.cardId,
      p_label: clip(use.label, MAX_CARD_NAME),
      p_at: new Date(use.at).toISOString(),
      p_method: use.method ?? null,
      p_undone: use.undone,
      p_scan_steps: use.scanSteps ?? null,
      p_scan_ms: use.scanMs ?? null,
      p_dwell_ms: use.dwellMs ?? null,
    };
    const failure = await run((signal) => client.rpc('record_board_use', args).abortSignal(signal), timeoutMs);
    if (!failure) outcome.accepted.push(item.id);
    else if (isPermanent(failure)) outcome.refused.push(item.id);
    else return false;
  }
  return true;
}

/**
 * Sends records in their order: visit starts first, then card uses, then visit ends (so an end never precedes
 * its start). Stops at the first failure worth retrying; what was accepted before it is reported.
 */
export async function sendOutboxItems(
  items: OutboxItem[],
  options: { client?: SupabaseClient | null; timeoutMs?: number } = {},
): Promise<SendOutcome> {
  const outcome: SendOutcome = { accepted: [], refused: [], retryLater: false };
  if (items.length === 0) return outcome;
  const client = options.client === undefined ? await backendClient() : options.client;
  if (!client) return { ...outcome, retryLater: true };
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  const visits = items.flatMap((item) => (item.kind === 'visit' ? [visitRow(item)] : []));
  if (visits.length > 0 && !(await insertRows(client, 'site_visits', visits, timeoutMs, outcome))) return { ...outcome, retryLater: true };

  const cards = items.flatMap((item) => (item.kind === 'cardUse' ? [cardRow(item)] : []));
  if (cards.length > 0 && !(await insertRows(client, 'card_usage', cards, timeoutMs, outcome))) return { ...outcome, retryLater: true };

  if (!(await sendProRows(client, items, timeoutMs, outcome))) return { ...outcome, retryLater: true };
  if (!(await sendBoardUses(client, items, timeoutMs, outcome))) return { ...outcome, retryLater: true };

  for (const item of items) {
    if (item.kind !== 'visitEnd') continue;
    const failure = await run((signal) => client.rpc('end_site_visit', endVisitArgs(item.payload)).abortSignal(signal), timeoutMs);
    if (!failure) outcome.accepted.push(item.id);
    else if (isPermanent(failure)) outcome.refused.push(item.id);
    else return { ...outcome, retryLater: true };
  }
  return outcome;
}

/**
 * Sends a visit's end while the page is closing (a reload, a closed tab), when neither the outbox write nor a normal
 * request may finish: a keepalive request, which the browser completes after the page is gone. Fire and forget;
 * the queued copy of the end still goes later if its write landed, and end_site_visit ignores a second end.
 */
export function sendVisitEndOnExit(item: Extract<OutboxItem, { kind: 'visitEnd' }>): void {
  const config = backendConfig();
  if (!config) return;
  try {
    void fetch(`${config.url}/rest/v1/rpc/end_site_visit`, {
      method: 'POST',
      keepalive: true,
      headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(endVisitArgs(item.payload)),
    }).catch(() => undefined);
  } catch {
    // No keepalive support: the queued end goes on the next visit.
  }
}
