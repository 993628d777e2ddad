// The Supabase client, created on first need and only when a backend is configured: supabase-js is a dynamic
// import, so it never reaches the first-load bundle, and an unconfigured app never downloads it. Callers treat
// null as "no backend" and carry on with the local default.
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendConfig, type BackendConfig } from './config';

let client: Promise<SupabaseClient | null> | null = null;

/** Where supabase-js keeps a professional's session (localStorage). */
export const AUTH_STORAGE_KEY = 'aceno-auth';

async function create(config: BackendConfig): Promise<SupabaseClient | null> {
  try {
    const { createClient } = await import('@supabase/supabase-js');
    return createClient(config.url, config.anonKey, {
      // Visitors are anonymous (spec 000 §6). A professional's session (issue 15) is kept on the device and refreshed,
      // and the e-mail confirmation link signs them in where it lands (/professional/dashboard).
      auth: { persistSession: true, storageKey: AUTH_STORAGE_KEY, autoRefreshToken: true, detectSessionInUrl: true },
    });
  } catch (error) {
    console.warn('Aceno could not load its backend client; carrying on without it.', error);
    return null;
  }
}

/** The shared client, or null when no backend is configured or its code could not load (offline first visit). */
export function backendClient(): Promise<SupabaseClient | null> {
  if (client) return client;
  const config = backendConfig();
  if (!config) return Promise.resolve(null);
  client = create(config);
  // A failed load (the chunk unreachable offline) is retried on the next call rather than remembered.
  void client.then((result) => {
    if (!result) client = null;
  });
  return client;
}

/** Tests only: forget the client so the next call builds a new one. */
export function resetBackendClient(): void {
  client = null;
}
