// Starts the outbox sync after the first paint. Its code (and the client it uses) loads only when the build names
// a backend; otherwise the outbox is switched off at once and nothing more is downloaded.
import { connectOutbox } from '@/storage/outbox';

export function startSyncWhenConfigured(): void {
  if (!import.meta.env.VITE_SUPABASE_URL && !import.meta.env.VITE_SUPABASE_ANON_KEY) {
    void connectOutbox(null);
    return;
  }
  // A failed load (offline before the code was cached) leaves the records of this page in memory only.
  import('./sync')
    .then(({ startBackendSync }) => startBackendSync())
    .catch((error: unknown) => console.warn('Aceno could not start sending analytics', error));
}
