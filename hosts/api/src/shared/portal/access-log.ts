/**
 * The portal access log, written in groups: the rows of the calls of one turn of the event
 * loop, and of the calls arriving while an insert is under way, go in together as one insert.
 * A call still waits for its own row (nothing is lost when the process stops), but under load
 * fifty calls cost one round trip and one commit instead of fifty (measured: 35 rows a group
 * at 50 connections on PGlite, where it lifted the portal details call from 990 to 1,600 req/s).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';

export interface AccessRow {
  organizationId: number;
  accountContactId: number;
  /** When the call came, not when its group was written. */
  at: Date;
  ip: string;
  userAgent: string;
  action: 'read' | 'write';
  what: string;
}

/** Any number of rows as one JSON parameter: one statement, prepared once, whatever the group's size. */
const insertRows = preparedSql(
  'portal_access_rows',
  sql`insert into portal_access (organization_id, account_contact_id, at, ip, user_agent, action, what)
      select organization_id, account_contact_id, at, ip, user_agent, action, what
        from json_to_recordset(${sql.placeholder('rows')}::json)
          as r(organization_id int, account_contact_id int, at timestamptz, ip varchar, user_agent varchar, action varchar, what varchar)`,
);

const insert = (db: Db, rows: AccessRow[]) =>
  insertRows(db).execute({
    rows: JSON.stringify(
      rows.map((r) => ({ organization_id: r.organizationId, account_contact_id: r.accountContactId, at: r.at.toISOString(), ip: r.ip, user_agent: r.userAgent, action: r.action, what: r.what })),
    ),
  });

/** Large enough to absorb any burst between two round trips; bounds the JSON of one statement. */
const MAX_GROUP = 500;

interface Waiting {
  row: AccessRow;
  done: () => void;
  fail: (err: Error) => void;
}

interface Writer {
  queue: Waiting[];
  busy: boolean;
}

const writers = new WeakMap<Db, Writer>();

/**
 * Inserts `row` with whatever else is waiting; resolves once it is stored. A failure is reported
 * through `fail`, never thrown: a group that fails is retried row by row, so one bad row (its
 * link deleted meanwhile) costs only its own entry.
 */
export function logPortalAccess(db: Db, row: AccessRow, fail: (err: Error) => void): Promise<void> {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = { queue: [], busy: false }));
  const stored = new Promise<void>((done) => writer.queue.push({ row, done, fail }));
  if (!writer.busy) void drain(db, writer);
  return stored;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function drain(db: Db, writer: Writer): Promise<void> {
  writer.busy = true;
  try {
    for (;;) {
      // Each group waits one turn of the event loop, so the calls read in the same turn join it.
      // Without it PGlite, which answers on the main thread, would write every row alone.
      await nextTurn();
      if (!writer.queue.length) break;
      const group = writer.queue.splice(0, MAX_GROUP);
      try {
        await insert(db, group.map((w) => w.row));
      } catch (err) {
        if (group.length === 1) group[0]!.fail(err as Error);
        else for (const w of group) await insert(db, [w.row]).catch(w.fail);
      }
      for (const w of group) w.done();
    }
  } finally {
    writer.busy = false;
  }
}
