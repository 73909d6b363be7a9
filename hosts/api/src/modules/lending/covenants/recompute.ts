/**
 * Recomputing results after a formula, operator or threshold changed: every current result of
 * the covenants named gets a new result (cause `recomputed`) from the same figures and the
 * covenant as it is now, superseding it; the old one is kept. Batches of BATCH results: each is
 * read (keyset, so each result once; the new ones are not read again) and computed while the one
 * before it is written, in its own short transaction of set-based statements fed by one JSON
 * parameter (retire, insert and the test statuses in one; the METRIC's figure), so no giant
 * transaction holds the database.
 *
 * The job (lending_job) runs it in the background of the API process and records its progress.
 */
import { and, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { LendingJobRow } from '@si/contract';
import { inTransaction, type Db } from '../../../db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { today } from '../../../shared/dates/days.ts';
import { covenant, covenantWaiver, lendingJob } from '../schema.ts';
import { computeFormula, FormulaError, judge, parseFormula, type FormulaNode } from './formula.ts';
import { orgWarningMargin } from './rows.ts';

const BATCH = 10_000;
const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

interface Current {
  id: number | string;
  test_id: number | string;
  covenant_id: number | string;
  /** The test's requirement, whose METRIC shows the value. */
  item_id: number | string | null;
  figures: Record<string, string> | string;
  /** The key the walk goes on by (a result id or a test id). */
  walk: number | string;
}

interface Definition {
  tree: FormulaNode | FormulaError;
  formula: string;
  operator: string;
  threshold: string;
  margin: string;
}

/** The organization's unrevoked, unexpired waivers: whether one covers a test (its covenant's, or its own). */
async function activeWaivers(db: Db, orgId: number) {
  const rows = await db
    .select({ covenantId: covenantWaiver.covenantId, testId: covenantWaiver.testId })
    .from(covenantWaiver)
    .where(and(eq(covenantWaiver.organizationId, orgId), isNull(covenantWaiver.revokedAt), gte(covenantWaiver.expiresOn, today())));
  const whole = new Set(rows.filter((w) => w.testId === null).map((w) => w.covenantId));
  const tests = new Set(rows.map((w) => w.testId).filter((id): id is number => id !== null));
  return { covers: (covenantId: number, testId: number) => whole.has(covenantId) || tests.has(testId) };
}

interface NewResult {
  old_id: number;
  test_id: number;
  figures: Record<string, string>;
  formula: string;
  operator: string;
  threshold: string;
  value: string | null;
  status: string;
  headroom: string | null;
  problem: string;
  test_status: string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * Recomputes every current result of `covenantIds` (or all the organization's financial
 * covenants) as new results; answers how many were made. The covenants are read once; the
 * results are walked in test id order (keyset), each test once.
 */
export async function recomputeTests(db: Db, orgId: number, covenantIds: number[] | 'all', onProgress?: (done: number, total: number) => void | Promise<void>): Promise<{ done: number }> {
  if (Array.isArray(covenantIds) && !covenantIds.length) return { done: 0 };
  const ids = covenantIds === 'all' ? null : JSON.stringify(covenantIds);
  const inScope = (column: SQL) => (ids ? sql`${column} in (select (value)::int from jsonb_array_elements(${ids}::jsonb))` : sql`true`);
  const orgMargin = await orgWarningMargin(db, orgId);
  const covenants = await db
    .select({ id: covenant.id, formula: covenant.formula, figures: covenant.figures, operator: covenant.operator, threshold: covenant.threshold, margin: covenant.warningMargin })
    .from(covenant)
    .where(and(eq(covenant.organizationId, orgId), eq(covenant.kind, 'financial'), inScope(sql`${covenant.id}`)));
  const trees = new Map<string, FormulaNode | FormulaError>();
  const definitions = new Map<number, Definition>();
  for (const c of covenants) {
    const names = c.figures.map((f) => f.name);
    const key = `${names.join(',')}|${c.formula}`;
    if (!trees.has(key)) {
      try {
        trees.set(key, parseFormula(c.formula, names));
      } catch (err) {
        if (!(err instanceof FormulaError)) throw err;
        trees.set(key, err);
      }
    }
    definitions.set(c.id, { tree: trees.get(key)!, formula: c.formula, operator: c.operator ?? '>=', threshold: c.threshold ?? '0', margin: c.margin ?? orgMargin });
  }
  if (!definitions.size) return { done: 0 };
  // Two walks, each planned well even before the tables were analyzed: every current result of
  // the organization by result id (bounded by the highest id at the start, so the new results are
  // not read again), or the named covenants' tests by test id.
  const named = ids ? JSON.stringify([...definitions.keys()]) : null;
  const [span] = rowsOf<{ n: number | string; top: number | string | null }>(
    await db.execute(
      named
        ? sql`select count(*) as n, 0 as top from covenant_test t join covenant_result r on r.test_id = t.id and r.current where t.covenant_id in (select (value)::int from jsonb_array_elements(${named}::jsonb)) and r.organization_id = ${orgId}`
        : sql`select count(*) as n, max(id) as top from covenant_result where organization_id = ${orgId} and current`,
    ),
  );
  const total = Number(span?.n ?? 0);
  const top = Number(span?.top ?? 0);
  await onProgress?.(0, total);
  if (!total) return { done: 0 };
  const waived = await activeWaivers(db, orgId);
  /** Reads the batch after `after` and computes its new results (outside any transaction). */
  async function prepare(after: number) {
    let batch: Current[];
    if (named) {
      batch = rowsOf<Current>(
        await db.execute(sql`select r.id, r.test_id, t.covenant_id, t.item_id, r.figures, t.id as walk from covenant_test t join covenant_result r on r.test_id = t.id and r.current
          where t.covenant_id in (select (value)::int from jsonb_array_elements(${named}::jsonb)) and r.organization_id = ${orgId} and t.id > ${after} order by t.id limit ${BATCH}`),
      );
    } else {
      const results = rowsOf<Omit<Current, 'covenant_id' | 'item_id'>>(
        await db.execute(sql`select r.id, r.test_id, r.figures, r.id as walk from covenant_result r where r.organization_id = ${orgId} and r.current and r.id > ${after} and r.id <= ${top} order by r.id limit ${BATCH}`),
      );
      const testIds = JSON.stringify(results.map((r) => Number(r.test_id)));
      const owners = results.length
        ? rowsOf<{ id: number | string; covenant_id: number | string; item_id: number | string | null }>(
            await db.execute(sql`select id, covenant_id, item_id from covenant_test where id in (select (value)::int from jsonb_array_elements(${testIds}::jsonb)) and organization_id = ${orgId}`),
          )
        : [];
      const ownerOf = new Map(owners.map((o) => [Number(o.id), o]));
      batch = results.map((r) => ({ ...r, covenant_id: ownerOf.get(Number(r.test_id))?.covenant_id ?? 0, item_id: ownerOf.get(Number(r.test_id))?.item_id ?? null }));
    }
    if (!batch.length) return null;
    const fresh: NewResult[] = [];
    const shown: { item_id: number; value: string | null }[] = [];
    for (const r of batch) {
      const c = definitions.get(Number(r.covenant_id));
      if (!c) continue;
      const figures = json<Record<string, string>>(r.figures);
      const computed = c.tree instanceof FormulaError ? { value: null, problem: c.tree.message } : computeFormula(c.tree, figures);
      const verdict = computed.value !== null ? judge(computed.value, c.operator, c.threshold, c.margin) : null;
      fresh.push({
        old_id: Number(r.id),
        test_id: Number(r.test_id),
        figures,
        formula: c.formula,
        operator: c.operator,
        threshold: c.threshold,
        value: computed.value,
        status: verdict?.status ?? 'invalid',
        headroom: verdict?.headroom ?? null,
        problem: computed.problem ?? '',
        test_status: !verdict ? 'pending' : verdict.status === 'breach' && waived.covers(Number(r.covenant_id), Number(r.test_id)) ? 'waived' : verdict.status,
      });
      if (r.item_id !== null) shown.push({ item_id: Number(r.item_id), value: computed.value });
    }
    return { fresh, shown, last: Number(batch[batch.length - 1]!.walk) };
  }

  /** Writes one batch in its own short transaction. */
  async function write(fresh: NewResult[], shown: { item_id: number; value: string | null }[]) {
    if (!fresh.length) return;
    const rows = JSON.stringify(fresh);
    await inTransaction(db, async (tx) => {
      // A recompute can be redone: no need to wait for each batch's WAL flush.
      await tx.execute(sql`set local synchronous_commit = off`);
      // One statement: retire each old result that is still current (one a concurrent report
      // retired meanwhile is left to it), insert its successor, and move the test's status on.
      await tx.execute(sql`with x as materialized (
          select * from jsonb_to_recordset(${rows}::jsonb) as x(old_id int, test_id int, figures jsonb, formula text, operator text, threshold numeric, value numeric, status text, headroom numeric, problem text, test_status text)
        ), retired as (
          update covenant_result r set current = false from x where r.id = x.old_id and r.organization_id = ${orgId} and r.current returning r.id
        ), made as (
          insert into covenant_result (organization_id, test_id, figures, formula, operator, threshold, value, status, headroom, problem, cause, supersedes_id, current)
          select ${orgId}, x.test_id, x.figures, x.formula, x.operator, x.threshold, x.value, x.status, x.headroom, x.problem, 'recomputed', x.old_id, true from x join retired on retired.id = x.old_id
          returning test_id
        )
        update covenant_test t set status = x.test_status from x join made on made.test_id = x.test_id where t.id = x.test_id and t.organization_id = ${orgId} and t.status <> x.test_status`);
      if (shown.length) {
        await tx.execute(sql`update metric m set reported_value = v.value from jsonb_to_recordset(${JSON.stringify(shown)}::jsonb) as v(item_id int, value numeric)
          where m.item_id = v.item_id and m.reported_value is distinct from v.value`);
      }
    });
  }

  // The next batch is read and computed while the current one is written.
  let done = 0;
  let next = prepare(0);
  for (;;) {
    const batch = await next;
    if (!batch) break;
    next = prepare(batch.last);
    try {
      await write(batch.fresh, batch.shown);
    } catch (err) {
      await next.catch(() => undefined);
      throw err;
    }
    done += batch.fresh.length;
    await onProgress?.(done, total);
  }
  return { done };
}

export function toJobRow(j: typeof lendingJob.$inferSelect): LendingJobRow {
  return {
    id: j.id,
    kind: j.kind,
    state: j.state as LendingJobRow['state'],
    done: j.done,
    total: j.total,
    error: j.error,
    created_at: j.createdAt.toISOString(),
    finished_at: j.finishedAt?.toISOString() ?? null,
  };
}

export async function jobAnswer(db: Db, orgId: number, id: number): Promise<LendingJobRow> {
  const [row] = await db
    .select()
    .from(lendingJob)
    .where(and(eq(lendingJob.id, id), eq(lendingJob.organizationId, orgId)))
    .limit(1);
  if (!row) throw notFound();
  return toJobRow(row);
}

/** Jobs still running in this process (tests wait for them; a stopping server may too). */
const running = new Set<Promise<void>>();
export const jobsSettled = () => Promise.all([...running]).then(() => undefined);

/**
 * Queues a recompute job and runs it in the background; answers the queued job. Progress is
 * written at most every half second (and at the end).
 */
export async function startRecomputeJob(db: Db, orgId: number, covenantIds: number[] | 'all', userId: number | null, log: (line: string) => void = () => {}): Promise<LendingJobRow> {
  const [job] = await db
    .insert(lendingJob)
    .values({ organizationId: orgId, kind: 'recompute', params: { covenant_ids: covenantIds }, createdByUserId: userId })
    .returning();
  const id = job!.id;
  let written = 0;
  const work = (async () => {
    try {
      await db.update(lendingJob).set({ state: 'running' }).where(eq(lendingJob.id, id));
      const { done } = await recomputeTests(db, orgId, covenantIds, async (n, total) => {
        if (n > 0 && n < total && Date.now() - written < 500) return;
        written = Date.now();
        await db.update(lendingJob).set({ done: n, total }).where(eq(lendingJob.id, id));
      });
      await db.update(lendingJob).set({ state: 'done', done, finishedAt: new Date() }).where(eq(lendingJob.id, id));
    } catch (err) {
      log(`[lending] recompute job ${id} failed: ${err instanceof Error ? err.message : String(err)}`);
      await db
        .update(lendingJob)
        .set({ state: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : 'failed', finishedAt: new Date() })
        .where(eq(lendingJob.id, id))
        .catch(() => undefined);
    }
  })();
  running.add(work);
  void work.finally(() => running.delete(work));
  return toJobRow(job!);
}
