/**
 * Mail that must wait for a transaction the caller owns: drizzle has no commit hook, so the
 * transaction's id is read inside it and its fate asked of the database afterwards
 * (pg_xact_status): committed -> the mails leave, aborted -> they never do.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { deliver, type PendingMail } from './mail.ts';

const inFlight = new Set<Promise<void>>();
/** Give up on a transaction still open after this long (its mails are logged as dropped). */
const MAX_WAIT_MS = 10 * 60_000;

/** Both drivers (pg, PGlite) answer a raw query with `{ rows }`; drizzle's generic type does not say so. */
export const firstRow = <T>(res: unknown): T | undefined => (res as { rows: T[] }).rows[0];

export async function transactionId(tx: Db): Promise<string> {
  const row = firstRow<{ xid: string }>(await tx.execute(sql`select pg_current_xact_id()::text as xid`));
  return String(row!.xid);
}

async function outcome(db: Db, xid: string): Promise<'committed' | 'aborted' | 'timeout'> {
  const started = Date.now();
  for (let wait = 5; Date.now() - started < MAX_WAIT_MS; wait = Math.min(wait * 2, 1000)) {
    // On PGlite this query waits for the open transaction to end; PostgreSQL answers at once.
    const status = firstRow<{ status: string | null }>(await db.execute(sql`select pg_xact_status(${xid}::xid8) as status`))?.status;
    if (status === 'committed') return 'committed';
    if (status !== 'in progress') return 'aborted';
    await new Promise((done) => setTimeout(done, wait));
  }
  return 'timeout';
}

export function sendWhenCommitted(deps: Deps, xid: string, pending: PendingMail[]): void {
  const job = outcome(deps.db, xid)
    .then(async (o) => {
      if (o === 'committed') await deliver(deps, pending);
      else if (o === 'timeout') deps.log(`[reminders] ${pending.length} reminder(s) dropped: their transaction stayed open`);
    })
    .catch((err: unknown) => deps.log(`[reminders] reminders not sent: ${err instanceof Error ? err.message : String(err)}`))
    .finally(() => inFlight.delete(job));
  inFlight.add(job);
}

/** Resolves when every reminder waiting for a transaction has been sent or dropped (tests, shutdown). */
export async function reminderDeliveries(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}
