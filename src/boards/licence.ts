// The licences a board file brought (issue 17): the board's own and each picture's or sound's, as one line per
// licence and author, with how many pictures it covers. Shown in the board editor and on every printed page, as
// the symbol sets ask (ARASAAC and Sclera are non-commercial, Mulberry share-alike). Fields from a stranger's file
// are text only: a link is kept only when it is an http(s) address.

export interface LicenceLine {
  /** The licence's name or address as the file gives it ("CC BY-NC-SA"), with its author when there is one. */
  text: string;
  /** How many of the board's pictures and sounds it covers; 0 for the board's own licence. */
  count: number;
  /** Where the licence or the author can be read about (http/https only). */
  url?: string;
}

const MAX_FIELD = 200;

function field(licence: Record<string, unknown>, ...names: string[]): string {
  for (const name of names) {
    const value = licence[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, MAX_FIELD);
  }
  return '';
}

function safeUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** One licence as a line of text: type (or its address) and author; null when it says nothing. */
function describe(licence: Record<string, unknown>): { text: string; url?: string } | null {
  const type = field(licence, 'type');
  const notice = field(licence, 'copyright_notice_url', 'copyright_notice_link');
  const author = field(licence, 'author_name');
  const source = field(licence, 'source_url', 'source_link', 'author_url', 'author_link');
  const name = type && type !== 'private' ? type : notice || type;
  const text = [name, author].filter(Boolean).join(' — ');
  if (!text) return null;
  const url = safeUrl(notice) ?? safeUrl(source);
  return url ? { text, url } : { text };
}

/** The board's licence first, then each different picture licence with how many pictures carry it. */
export function licenceLines(boardLicence: Record<string, unknown> | undefined, mediaLicences: readonly (Record<string, unknown> | undefined)[]): LicenceLine[] {
  const lines: LicenceLine[] = [];
  const own = boardLicence ? describe(boardLicence) : null;
  if (own) lines.push({ ...own, count: 0 });
  const byText = new Map<string, LicenceLine>();
  for (const licence of mediaLicences) {
    const line = licence ? describe(licence) : null;
    if (!line) continue;
    const seen = byText.get(line.text);
    if (seen) seen.count += 1;
    else byText.set(line.text, { ...line, count: 1 });
  }
  return [...lines, ...[...byText.values()].sort((a, b) => b.count - a.count)];
}
