// Visit tracking kept on the device (spec 000 §4): one visit per path per session on entry; the duration in
// seconds is set when the visitor leaves the page. The optional backend mirrors these rows through the outbox.
import { whenPageIdle } from '@/lib/idle';
import { enqueueOutbox } from './outbox';
import { visitorSessionId } from './session';
import { database, write } from './store';

// Entries and exits are applied in order, so a quick leave-and-return never records a path twice.
let queue: Promise<unknown> = Promise.resolve();
function enqueue(step: () => Promise<unknown>): Promise<unknown> {
  queue = queue.then(step, step);
  return queue;
}

/** Records entering `path` (once per session) and returns the function to call on leaving it. */
export function trackVisit(path: string, now: () => number = Date.now): () => void {
  const sessionId = visitorSessionId();
  const startedAt = now();
  // True once this call has recorded the visit (the first to this path in this session): only that visit ends
  // on the server too.
  let recorded = false;
  const entered = enqueue(async () => {
    // Recorded once the first screen is shown: the database's code and opening stay out of its way.
    await whenPageIdle();
    const db = await database();
    if (!db) return;
    const existing = await db.visits.where('[sessionId+path]').equals([sessionId, path]).count().catch(() => 0);
    if (existing > 0) return;
    await write(async (d) => {
      await d.visits.add({ sessionId, path, startedAt });
      recorded = true;
      await enqueueOutbox('visit', { sessionId, path, at: startedAt });
    });
  });
  let left = false;
  return () => {
    if (left) return;
    left = true;
    const duration = Math.max(0, Math.round((now() - startedAt) / 1000));
    // The end is queued for the server at once, not after the local update: on a reload or a closing tab only
    // writes started during 'pagehide' itself have a chance to land. It still follows its start.
    void entered.then(() => (recorded ? enqueueOutbox('visitEnd', { sessionId, path, duration }) : undefined));
    void enqueue(() =>
      write((db) =>
        db.visits
          .where('[sessionId+path]')
          .equals([sessionId, path])
          .filter((visit) => visit.duration === undefined)
          .modify({ duration }),
      ),
    );
  };
}

export async function visitsOfSession(sessionId = visitorSessionId()) {
  await queue;
  const db = await database();
  return db ? db.visits.filter((visit) => visit.sessionId === sessionId).toArray().catch(() => []) : [];
}
