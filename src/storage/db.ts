// The one Dexie database of the app: settings, first-use flags, visits, card usage, recordings, the speech cache,
// the outbox of records for the optional backend, and the boards (written only by src/boards).
// Loaded lazily so IndexedDB code is not part of the first paint.
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { BoardRow, CardRow, CardUseCountRow, CategoryRow, MediaRow } from '@/boards/model';
import type { NoteRow, PatientBoardRow, PatientRow } from './professional-rows';
import type { Lang } from '@/i18n/language';

export interface SettingRow {
  key: string;
  value: unknown;
}

export interface FlagRow {
  key: string;
  /** When the flag was set (ms since epoch). */
  at: number;
}

export interface VisitRow {
  id?: number;
  sessionId: string;
  path: string;
  startedAt: number;
  /** Seconds on the page; absent until the visitor leaves it. */
  duration?: number;
}

/** A user's own recording of a word or phrase, played instead of a synthetic voice. */
export interface RecordingRow {
  id?: number;
  lang: Lang;
  /** The text as matched: trimmed, lower-case, single spaces. */
  text: string;
  audio: Blob;
  createdAt: number;
}

/** Audio the offline voice already synthesised, so a word said before sounds at once. */
export interface SpeechCacheRow {
  /** lang|rate|intonation|text */
  key: string;
  wav: ArrayBuffer;
  usedAt: number;
}

/** A card chosen (spec 000 §3 card usage: card_name, session_id), kept with its mode and language. */
export interface CardUsageRow {
  id?: number;
  sessionId: string;
  /** The card's stable id within its mode (e.g. the quick phrase 'water'). */
  cardId: string;
  /** The card's name as shown when chosen: the spec's card_name. */
  label: string;
  mode: string;
  lang: Lang;
  at: number;
  /** The stored board the card is on (absent on older rows and for cards of no board). */
  boardId?: string;
  /** How it was chosen: touch, keys, switch, dwell, head, gaze, blink (absent on older rows). */
  method?: string;
  /** Switch scanning: highlights and milliseconds from the scan's start to this choice. */
  scanSteps?: number;
  scanMs?: number;
  /** The dwell time this choice took (dwell, head pointer, gaze). */
  dwellMs?: number;
  /** Taken back within UNDO_MS (its full-screen card closed, its word removed): likely a false activation. */
  undone?: boolean;
  /** The id it was reported to the backend under (a choice on a patient's board), so it is never counted twice. */
  uid?: string;
}

/** A choice on a patient's board made on another device, read from the backend for the therapist's report. */
export interface RemoteUsageRow {
  id: string;
  boardId: string;
  cardId: string;
  label: string;
  at: number;
  method?: string;
  undone?: boolean;
  scanSteps?: number;
  scanMs?: number;
  dwellMs?: number;
}

export type OutboxKind = 'visit' | 'visitEnd' | 'cardUse' | 'boardUse' | 'proRow';

/**
 * A record waiting to be sent to the optional backend (spec 000 §7), kept until the server accepts it. The id is
 * made here and is also the server row's id, so a repeated send never stores a second row.
 */
export interface OutboxRow {
  id: string;
  kind: OutboxKind;
  payload: unknown;
  /** When it was queued (ms since epoch, strictly increasing within a page): the sending order. */
  createdAt: number;
  /** Failed sends so far. */
  attempts: number;
}

export type AcenoDb = Dexie & {
  settings: EntityTable<SettingRow, 'key'>;
  flags: EntityTable<FlagRow, 'key'>;
  visits: EntityTable<VisitRow, 'id'>;
  recordings: EntityTable<RecordingRow, 'id'>;
  speechCache: EntityTable<SpeechCacheRow, 'key'>;
  cardUsage: EntityTable<CardUsageRow, 'id'>;
  outbox: EntityTable<OutboxRow, 'id'>;
  boards: EntityTable<BoardRow, 'id'>;
  boardCategories: Table<CategoryRow, [string, string]>;
  boardCards: Table<CardRow, [string, string]>;
  boardMedia: EntityTable<MediaRow, 'id'>;
  boardUses: Table<CardUseCountRow, [string, string]>;
  patients: EntityTable<PatientRow, 'id'>;
  patientNotes: EntityTable<NoteRow, 'id'>;
  patientBoards: Table<PatientBoardRow, [string, string]>;
  remoteUsage: EntityTable<RemoteUsageRow, 'id'>;
};

export const DB_NAME = 'aceno';

export function openDb(name = DB_NAME): AcenoDb {
  const db = new Dexie(name) as AcenoDb;
  // Do not change existing versions: keys and indexes need a new version with an upgrade for stored data.
  db.version(1).stores({
    settings: 'key',
    flags: 'key',
    visits: '++id, [sessionId+path], startedAt',
  });
  db.version(2).stores({
    recordings: '++id, [lang+text]',
    speechCache: 'key, usedAt',
  });
  db.version(3).stores({
    cardUsage: '++id, [sessionId+mode+cardId], at',
  });
  db.version(4).stores({
    outbox: 'id, createdAt',
  });
  // Boards as data (src/boards): categories and cards are keyed within their board, as board files key them.
  db.version(5).stores({
    boards: 'id, updatedAt',
    boardCategories: '[boardId+id], boardId',
    boardCards: '[boardId+id], boardId',
    boardMedia: 'id',
    boardUses: '[boardId+cardId], boardId',
  });
  // The professional area (issue 15): a therapist's patients, their notes and the boards made for them.
  db.version(6).stores({
    patients: 'id, ownerId, updatedAt',
    patientNotes: 'id, patientId, createdAt',
    patientBoards: '[patientId+boardId], patientId, boardId',
  });
  // With a backend (issue 15): the use of a therapist's patient boards on other devices, read for their reports.
  db.version(7).stores({
    remoteUsage: 'id, boardId',
  });
  return db;
}
