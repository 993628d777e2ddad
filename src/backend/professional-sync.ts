// Reads a signed-in professional's rows from the backend (issue 15): their patients, notes, patient boards and the
// choices made on those boards on any device. Row-level security gives each professional only their own; the rows
// are checked by the caller before anything is stored on the device.
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendClient } from './client';
import { isOffline } from './network';

const TIMEOUT_MS = 15_000;
/** The most rows of one table read at a time (a report needs the recent use; a clinic has far fewer patients). */
const MAX_ROWS = 5000;

export interface ProfessionalData {
  patients: unknown[];
  notes: unknown[];
  boards: unknown[];
  usage: unknown[];
}

/** Everything of this professional on the backend, or null when it cannot be read now (offline, signed out, failing). */
export async function fetchProfessionalData(professionalId: string, given?: SupabaseClient | null): Promise<ProfessionalData | null> {
  if (isOffline()) return null;
  const client = given === undefined ? await backendClient() : given;
  if (!client) return null;
  const read = async (table: string, order: string) => {
    const { data, error } = await client.from(table).select('*').order(order, { ascending: false }).limit(MAX_ROWS).abortSignal(AbortSignal.timeout(TIMEOUT_MS));
    if (error) throw error;
    return data ?? [];
  };
  try {
    const session = (await client.auth.getSession()).data.session;
    if (session?.user.id !== professionalId) return null;
    const [patients, notes, boards, usage] = await Promise.all([
      read('patients', 'updated_at'),
      read('patient_notes', 'updated_at'),
      read('patient_boards', 'updated_at'),
      read('board_usage', 'at'),
    ]);
    return { patients, notes, boards, usage };
  } catch (error) {
    console.warn('The professional area could not read the backend; the device’s data are shown', error);
    return null;
  }
}
