// Boards shared by link, stored on the backend (issue 15): the board's JSON under its token in shared_boards, which
// anyone may add to and nobody lists; get_shared_board answers only for the exact token. The content is checked by
// the caller (src/boards/link.ts) like a link's: a stored board is a stranger's input too.
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendClient } from './client';

const TIMEOUT_MS = 8000;

/** Stores the board under `token`; false when there is no backend or it did not take it (the caller falls back). */
export async function storeSharedBoard(token: string, board: unknown, given?: SupabaseClient | null): Promise<boolean> {
  const client = given === undefined ? await backendClient() : given;
  if (!client) return false;
  try {
    const { error } = await client.from('shared_boards').insert({ token, board }).abortSignal(AbortSignal.timeout(TIMEOUT_MS));
    return !error;
  } catch {
    return false;
  }
}

export type SharedRead = { found: true; board: unknown } | { found: false; reason: 'none' | 'unreachable' };

/** The board stored under exactly this token. */
export async function readSharedBoard(token: string, given?: SupabaseClient | null): Promise<SharedRead> {
  const client = given === undefined ? await backendClient() : given;
  if (!client) return { found: false, reason: 'unreachable' };
  try {
    const { data, error } = await client.rpc('get_shared_board', { p_token: token }).abortSignal(AbortSignal.timeout(TIMEOUT_MS));
    if (error) return { found: false, reason: 'unreachable' };
    return data === null || data === undefined ? { found: false, reason: 'none' } : { found: true, board: data };
  } catch {
    return { found: false, reason: 'unreachable' };
  }
}
