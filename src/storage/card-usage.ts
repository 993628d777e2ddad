// Card usage kept on the device (spec 000 §3, §7, §9): which card was chosen in which visitor session. A card's
// repeats within 2 s count once; a mode may count each card once per session (the inclusive mode does). Each
// stored record is also queued for the optional backend. A choice taken back within 2 s (its full-screen card
// closed, its word removed) is marked undone: a therapist's report counts these likely false activations.
import type { Lang } from '@/i18n/language';
import type { AcenoDb, CardUsageRow } from './db';
import { enqueueOutbox, type BoardUsePayload } from './outbox';
import { UNDO_MS } from './undo';
import { visitorSessionId } from './session';
import { database, write } from './store';

/** Spec 000 §9: at least this long between two records of the same card. */
export const CARD_USAGE_THROTTLE_MS = 2000;

export interface CardUse {
  cardId: string;
  label: string;
  mode: string;
  lang: Lang;
  /** The stored board the card is on: a therapist's report counts its patient's boards. */
  boardId?: string;
  /** How it was chosen (src/input/activation.ts), and what it cost. */
  method?: string;
  scanSteps?: number;
  scanMs?: number;
  dwellMs?: number;
}


export interface CardUsageOptions {
  /** Keep at most one record per card per visitor session. */
  oncePerSession?: boolean;
  /** Minimum time between two records of the same card in the same mode. */
  throttleMs?: number;
  now?: () => number;
}

const lastRecordedAt = new Map<string, number>();
/** The latest row stored, which an undo within UNDO_MS marks (and reports again, when it was reported). */
let lastStored: { id: number; at: number; report: BoardUsePayload | null } | null = null;

/**
 * The id a choice on this board is reported to the backend under (issue 15): the therapist's board a received board
 * came from, or the board's own id when it was made for a patient here; null for a family's own board, whose use
 * stays on the device.
 */
export async function reportedBoardId(db: AcenoDb, boardId: string): Promise<string | null> {
  const board = await db.boards.get(boardId);
  if (typeof board?.usageBoardId === 'string' && board.usageBoardId) return board.usageBoardId;
  return (await db.patientBoards.where('boardId').equals(boardId).count()) > 0 ? boardId : null;
}
const seenThisSession = new Set<string>();
// Records are written in order, so the once-per-session check always sees the rows before it.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Records that a card was chosen. Resolves true when a row was stored; never rejects: a storage failure is
 * reported to the shell (which tells the user) and the screen goes on.
 */
export function recordCardUsage(use: CardUse, options: CardUsageOptions = {}): Promise<boolean> {
  const { oncePerSession = false, throttleMs = CARD_USAGE_THROTTLE_MS, now = Date.now } = options;
  const at = now();
  const sessionId = visitorSessionId();
  const cardKey = `${use.mode}|${use.cardId}`;
  const sessionKey = `${sessionId}|${cardKey}`;
  const last = lastRecordedAt.get(cardKey);
  if (last !== undefined && at - last < throttleMs) return Promise.resolve(false);
  if (oncePerSession && seenThisSession.has(sessionKey)) return Promise.resolve(false);
  // Decided at once, so two quick selections cannot both pass before the first row is written.
  lastRecordedAt.set(cardKey, at);
  if (oncePerSession) seenThisSession.add(sessionKey);

  const step = async (): Promise<boolean> => {
    const db = await database();
    if (!db) return false;
    // An earlier page load of this session may have recorded the card already.
    if (oncePerSession && (await countInSession(db, sessionId, use)) > 0) return false;
    const row: CardUsageRow = { sessionId, cardId: use.cardId, label: use.label, mode: use.mode, lang: use.lang, at };
    if (use.boardId) row.boardId = use.boardId;
    if (use.method) row.method = use.method;
    for (const key of ['scanSteps', 'scanMs', 'dwellMs'] as const) {
      const value = use[key];
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) row[key] = Math.round(value);
    }
    const reportAs = use.boardId ? await reportedBoardId(db, use.boardId).catch(() => null) : null;
    const report: BoardUsePayload | null = reportAs
      ? { useId: crypto.randomUUID(), boardId: reportAs, cardId: use.cardId, label: use.label, at, undone: false, ...(row.method ? { method: row.method } : {}) }
      : null;
    if (report) {
      row.uid = report.useId;
      for (const key of ['scanSteps', 'scanMs', 'dwellMs'] as const) if (row[key] !== undefined) report[key] = row[key];
    }
    let stored = false;
    await write(async (d) => {
      const id = await d.cardUsage.add(row);
      if (typeof id === 'number') lastStored = { id, at, report };
      stored = true;
    });
    if (stored) {
      await enqueueOutbox('cardUse', { sessionId, cardName: use.label, mode: use.mode, lang: use.lang, at });
      if (report) await enqueueOutbox('boardUse', report);
    }
    return stored;
  };
  const result = queue.then(step).catch((error: unknown) => {
    console.warn('Could not record card usage', error);
    return false;
  });
  queue = result;
  return result;
}

/**
 * The user took the latest choice back (closed its card, removed its word) at `at`: its row is marked undone when
 * it was stored less than UNDO_MS before. Runs after any record still being written.
 */
export function markLastUsageUndone(at = Date.now()): Promise<boolean> {
  const step = async (): Promise<boolean> => {
    const latest = lastStored;
    if (!latest || at - latest.at > UNDO_MS || at < latest.at) return false;
    lastStored = null;
    let marked = false;
    await write(async (d) => {
      marked = (await d.cardUsage.update(latest.id, { undone: true })) > 0;
    });
    if (marked && latest.report) await enqueueOutbox('boardUse', { ...latest.report, undone: true });
    return marked;
  };
  const result = queue.then(step).catch((error: unknown) => {
    console.warn('Could not mark card usage undone', error);
    return false;
  });
  queue = result;
  return result;
}

export async function cardUsageOfSession(sessionId = visitorSessionId()): Promise<CardUsageRow[]> {
  await queue;
  const db = await database();
  if (!db) return [];
  return db.cardUsage
    .filter((row) => row.sessionId === sessionId)
    .toArray()
    .catch(() => []);
}

/** For tests: forget the throttle and once-per-session memory. */
export function resetCardUsageForTests(): void {
  lastRecordedAt.clear();
  seenThisSession.clear();
  lastStored = null;
  queue = Promise.resolve();
}

async function countInSession(db: AcenoDb, sessionId: string, use: CardUse): Promise<number> {
  try {
    return await db.cardUsage.where('[sessionId+mode+cardId]').equals([sessionId, use.mode, use.cardId]).count();
  } catch (error) {
    console.warn('Could not read card usage', error);
    return 0;
  }
}
