// The route table's paths, built once from the spec's pairs (Portuguese path / English path).
// Screens are attached in screens.ts; this file only knows addresses and languages.
import type { Lang } from '@/i18n/language';

export const ROUTE_PATHS = {
  home: { pt: '/', en: '/en' },
  basic: { pt: '/home', en: '/en/home' },
  info: { pt: '/info', en: '/en/info' },
  dynamic: { pt: '/dinamico', en: '/en/dynamic' },
  constructorMode: { pt: '/construtor', en: '/en/constructor' },
  communication: { pt: '/comunicacao', en: '/en/communication' },
  needs: { pt: '/necessidades', en: '/en/needs' },
  animalsObjects: { pt: '/animais-objetos', en: '/en/animals-objects' },
  feelings: { pt: '/sentimentos', en: '/en/feelings' },
  pain: { pt: '/dor', en: '/en/pain' },
  contact: { pt: '/contato', en: '/en/contact' },
  guided: { pt: '/guiado', en: '/en/guided' },
  pictograms: { pt: '/pictogramas', en: '/en/pictograms' },
  puzzle: { pt: '/quebra-cabeca', en: '/en/puzzle' },
  puzzleWord: { pt: '/quebra-cabeca/palavra', en: '/en/puzzle/word' },
  // The spec also lists /en/letters for this screen; it is kept as an alias.
  lettersSounds: { pt: '/letras-sons', en: '/en/letters-sounds', enAliases: ['/en/letters'] },
  inclusive: { pt: '/inclusivo', en: '/en/inclusive' },
  // Type to talk (issue 25).
  typing: { pt: '/escrever', en: '/en/type' },
  // The spec shows no English path; the English app needs one (issue 16).
  inclusiveCity: { pt: '/cidade-inclusiva', en: '/en/inclusive-city' },
  settings: { pt: '/configuracoes', en: '/en/settings' },
  boards: { pt: '/pranchas', en: '/en/boards' },
  // Printing a board (issue 17): the board by ?b=<id>, as in the editor.
  boardPrint: { pt: '/pranchas/imprimir', en: '/en/boards/print' },
  // A shared board's public page: one path in both languages (spec 001 §2), the token as its last part.
  sharedBoard: { pt: '/board/:token' },
  // The professional area (spec 001 §2; issue 15): its pages have one path in both languages, as the spec gives them;
  // its sign-in page is new and has both.
  professionalSignIn: { pt: '/professional/entrar', en: '/en/professional/sign-in' },
  professionalDashboard: { pt: '/professional/dashboard' },
  professionalPatients: { pt: '/professional/patients' },
  professionalPatientNew: { pt: '/professional/patients/new' },
  professionalPatientEdit: { pt: '/professional/patients/:patientId/edit' },
  professionalPatientBoards: { pt: '/professional/patients/:patientId/boards' },
  professionalCreateBoard: { pt: '/professional/patients/:patientId/create-board' },
  professionalPatient: { pt: '/professional/patients/:patientId' },
} as const satisfies Record<string, RoutePaths>;

export interface RoutePaths {
  pt: string;
  en?: string;
  enAliases?: readonly string[];
}

export type RouteId = keyof typeof ROUTE_PATHS;

const table: Record<RouteId, RoutePaths> = ROUTE_PATHS;

export const ROUTE_IDS = Object.keys(table) as RouteId[];

/** The path of a screen in a language; screens with no English path keep their Portuguese one. */
export function pathFor(id: RouteId, lang: Lang): string {
  const paths = table[id];
  return lang === 'en' && paths.en ? paths.en : paths.pt;
}

export interface MatchedRoute {
  id: RouteId;
  /** The language the path itself names, or null for a path shared by both languages. */
  lang: Lang | null;
}

/** A path of the table against an address: equal, or equal but for its `:name` parts (one segment each). */
function pathMatches(pattern: string, path: string): boolean {
  if (!pattern.includes(':')) return pattern === path;
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((part, i) => (part.startsWith(':') ? (have[i] ?? '') !== '' : part === have[i]));
}

export function matchRoute(pathname: string): MatchedRoute | null {
  const path = normalise(pathname);
  for (const id of ROUTE_IDS) {
    const paths = table[id];
    const english = paths.en ? [paths.en, ...(paths.enAliases ?? [])] : [];
    if (english.some((candidate) => pathMatches(candidate, path))) return { id, lang: 'en' };
    if (pathMatches(paths.pt, path)) return { id, lang: paths.en ? 'pt' : null };
  }
  return null;
}

/** The language a page is shown in: its address's; the start language where one address serves both; for an
 * address not in the table, its own prefix's (languageOfUnknownPath). */
export function languageOfPath(pathname: string, start: Lang): Lang {
  const match = matchRoute(pathname);
  return match ? (match.lang ?? start) : languageOfUnknownPath(pathname, start);
}

/** The public page of a shared board. */
export function sharedBoardPath(token: string): string {
  return `/board/${encodeURIComponent(token)}`;
}

/** The same screen's path in the other language, or null when the path is not in the table. A page with one path for
 * both languages, or with a part of its own (a token, a patient), stays where it is. */
export function translatePath(pathname: string, to: Lang): string | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const paths: RoutePaths = table[match.id];
  if (!paths.en || paths.pt.includes(':')) return pathname;
  return pathFor(match.id, to);
}

/** The address as analytics may keep it: a token or a patient's id is replaced by its name in the table. */
export function recordablePath(pathname: string): string {
  const match = matchRoute(pathname);
  const pattern = match ? table[match.id].pt : null;
  return pattern?.includes(':') ? pattern : pathname;
}

/**
 * Where a visit should go instead, if anywhere: a Portuguese path that has an English pair is replaced by the
 * English one when the start language (saved choice, else browser) is English. English paths are explicit.
 */
export function languageRedirect(pathname: string, startLang: Lang): string | null {
  const match = matchRoute(pathname);
  if (!match || match.lang !== 'pt' || startLang !== 'en') return null;
  return pathFor(match.id, 'en');
}

/** Language of a path outside the table (404): English under /en, else the given fallback. */
export function languageOfUnknownPath(pathname: string, fallback: Lang): Lang {
  return /^\/en(\/|$)/.test(normalise(pathname)) ? 'en' : fallback;
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
