// Sends queued analytics to the backend (spec 000 §7): visit starts and card uses as inserts with the ids made on
// the device (a repeated insert is skipped by the database, so a retry never doubles a row), and visit ends
// through end_site_visit, which sets a duration only while it is empty. Every request gives up after a timeout.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { OutboxItem } from '@/storage/outbox';
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
  const failure = await run((signal) => client.from(table).insert(rows).abortSignal(signal), timeoutMs);
  if (!failure) {
    outcome.accepted.push(...rows.map((row) => row.id));
    return true;
  }
  if (!isPermanent(failure)) return false;
  if (rows.length > 1) {
    for (const row of rows) if (!(await insertRows(client, table, [row], timeoutMs, outcome))) return false;
    return true;
  }
  const id = rows[0]!.id;
  if (failure.status === 409) {
    outcome.accepted.push(id);
  } else {
    console.warn(`The backend refused a ${table} record; dropping it`, failure.message);
    outcome.refused.push(id);
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
