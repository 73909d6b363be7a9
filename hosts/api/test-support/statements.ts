/**
 * How many SQL statements a call sends: a hot call (a portal's first reads, a list) is asserted to
 * send the same number for a page of 1 row and of 100, so no row costs a query of its own.
 */
import type { Db } from '../src/db/client.ts';

type Logged = { session: { logger: { logQuery(query: string, params: unknown[]): void } } };

/** SQL statements `db` is sent while `run` runs (drizzle's logger sees each one). */
export async function statementsSent(db: Db, run: () => Promise<unknown>): Promise<number> {
  const session = (db as unknown as Logged).session;
  const kept = session.logger;
  let n = 0;
  session.logger = { logQuery: () => void n++ };
  try {
    await run();
  } finally {
    session.logger = kept;
  }
  return n;
}
