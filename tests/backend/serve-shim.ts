// Runs the PostgREST shim on a fresh PGlite database for the browser e2e of the configured build (test code
// only): `node tests/backend/serve-shim.ts` (Node 22 strips the types). SHIM_PORT picks the port (default 54329).
import { createTestDatabase } from './database.ts';
import { startShim } from './postgrest-shim.ts';

const port = Number(process.env.SHIM_PORT ?? 54329);
const db = await createTestDatabase();
const shim = await startShim({ db, port });
console.log(`PostgREST shim on ${shim.url}`);

const stop = () => {
  void shim.close().then(() => db.close()).finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
