// Reading a board file from a stranger (issue 17): an Open Board Format board (.obf, JSON) or package (.obz, a zip;
// `.zip` from other tools too), told apart by their content, never by the name. Everything is checked before it is
// trusted: the file's size (50 MB), the zip's entries (at most 10,000, 200 MB unpacked, read from the zip's own
// directory before anything is inflated, and an entry never grows past what it declared), and every entry's path
// (no `..`, no absolute path). Pure: bytes in, files out, or a BoardFileError that says why.
import { unzipSync, type UnzipFileInfo } from 'fflate';

export const MAX_FILE_BYTES = 50 * 1024 * 1024;
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
export const MAX_ENTRIES = 10_000;

export type FileProblem = 'tooBig' | 'zipTooBig' | 'tooManyEntries' | 'unsafePath' | 'notBoardFile' | 'notObject' | 'damagedZip' | 'noBoards' | 'gridTooBig';

export class BoardFileError extends Error {
  constructor(
    readonly problem: FileProblem,
    readonly detail = '',
  ) {
    super(`Board file refused (${problem})${detail ? `: ${detail}` : ''}`);
    this.name = 'BoardFileError';
  }
}

export interface BoardFileContents {
  kind: 'obf' | 'obz';
  /** The files by their path in the package (for an .obf, its one board as 'board.obf'). */
  files: ReadonlyMap<string, Uint8Array>;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => ZIP_MAGIC.every((byte, i) => bytes[i] === byte);

/** A safe path inside a package: relative, forward slashes, no `..`, no drive or empty segment games. */
export function safeEntryPath(name: string): boolean {
  if (name === '' || name.length > 1024 || name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name) || name.includes('\0')) return false;
  return name.split('/').every((part, i, parts) => part !== '..' && part !== '.' && (part !== '' || i === parts.length - 1));
}

/** Macintosh archivers' side files and folder entries carry nothing of the boards. */
const isJunk = (name: string) => name.startsWith('__MACOSX/') || name.endsWith('/') || name.split('/').pop()!.startsWith('._') || name.endsWith('.DS_Store');

function unzip(bytes: Uint8Array, maxUnzipped: number): Map<string, Uint8Array> {
  let entries = 0;
  let unpacked = 0;
  const filter = (file: UnzipFileInfo) => {
    entries += 1;
    if (entries > MAX_ENTRIES) throw new BoardFileError('tooManyEntries', String(entries));
    if (!safeEntryPath(file.name)) throw new BoardFileError('unsafePath', file.name.slice(0, 200));
    if (isJunk(file.name)) return false;
    // An entry stored without compression is copied at its stored size, whatever size it declares: the larger of the
    // two is what it costs (else a directory of entries declaring 0 bytes could copy the whole file thousands of times).
    unpacked += Math.max(file.size, file.originalSize);
    if (unpacked > maxUnzipped) throw new BoardFileError('zipTooBig', String(unpacked));
    return true;
  };
  try {
    return new Map(Object.entries(unzipSync(bytes, { filter })));
  } catch (error) {
    if (error instanceof BoardFileError) throw error;
    throw new BoardFileError('damagedZip', String((error as Error).message ?? error).slice(0, 200));
  }
}

/** The files of a board file, or a BoardFileError. */
export async function readBoardFile(file: Blob): Promise<BoardFileContents> {
  if (file.size > MAX_FILE_BYTES) throw new BoardFileError('tooBig', String(file.size));
  const bytes = new Uint8Array(await file.arrayBuffer());
  return readBoardBytes(bytes);
}

/** `maxUnzipped` is for tests, which cannot afford 200 MB to show where the limit bites. */
export function readBoardBytes(bytes: Uint8Array, maxUnzipped = MAX_UNZIPPED_BYTES): BoardFileContents {
  if (bytes.length > MAX_FILE_BYTES) throw new BoardFileError('tooBig', String(bytes.length));
  if (isZip(bytes)) {
    const files = unzip(bytes, maxUnzipped);
    if (![...files.keys()].some((name) => name.toLowerCase().endsWith('.obf'))) throw new BoardFileError('noBoards');
    return { kind: 'obz', files };
  }
  // A board is a JSON object: '{' after an optional byte-order mark and white space.
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (at < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at]!)) at += 1;
  if (bytes[at] === 0x5b || bytes[at] === 0x22) throw new BoardFileError('notObject');
  if (bytes[at] !== 0x7b) throw new BoardFileError('notBoardFile');
  return { kind: 'obf', files: new Map([['board.obf', bytes]]) };
}

/** A file of the package as JSON; a BoardFileError when it is not a JSON object. */
export function jsonObjectOf(bytes: Uint8Array, where: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    throw new BoardFileError('notBoardFile', where);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BoardFileError('notObject', where);
  return value as Record<string, unknown>;
}
