/**
 * The REST shape shared by the organization's settings resources: list (paged), get, create,
 * patch, delete, all scoped to the caller's organization. Reads are open to every staff user of
 * the organization; writes need an Office Administrator, are validated with field messages and
 * leave an audit event. Resources with more than this add their own routes next to it.
 */
import { Hono, type Context } from 'hono';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { AuditEntityKind } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { audit } from '../audit.ts';
import type { Deps } from './deps.ts';
import { ApiError, badRequest, notFound, type FieldErrors } from './errors.ts';
import { listParams, pageOf, type ListSpec } from './paging.ts';
import { requireRole, staffAuth, staffOf, type StaffEnv } from './roles.ts';
import { check, pathId, readJson } from './validate.ts';

type OrgTable = PgTable & { id: PgColumn; organizationId: PgColumn };
type Input<W extends z.ZodObject> = Partial<z.output<W>>;

interface UniqueRule<W extends z.ZodObject> {
  field: keyof z.output<W> & string;
  column: PgColumn;
  message: string;
}

interface ResourceDef<W extends z.ZodObject, Row, Out> {
  path: string;
  table: OrgTable;
  /** Used in audit actions: `<noun>_created`, `<noun>_updated`, `<noun>_deleted`. */
  noun: string;
  write: W;
  list: Omit<ListSpec, 'tiebreak'>;
  toValues(input: Input<W>): Record<string, unknown>;
  serialize(db: Db, rows: Row[]): Promise<Out[]>;
  /** The single-row answer (GET one, POST, PATCH) when it carries more than a list row. */
  detail?(db: Db, row: Row): Promise<unknown>;
  /** Case-insensitive uniqueness within the organization, answered as a 400 on the field. */
  unique?: UniqueRule<W>;
  /** Cross-field and reference checks; `existing` is the row being patched. */
  check?(db: Db, orgId: number, input: Input<W>, existing?: Row): Promise<FieldErrors>;
  /** Extra list filter from the query string (e.g. `module_kind`). */
  filter?(c: Context): SQL | undefined;
  /** Writes dependent rows (e.g. a pipeline's stages) in the same transaction as the row. */
  afterWrite?(tx: Db, orgId: number, row: Row, input: Input<W>): Promise<void>;
  /** Refuses a delete that would break something (throw an ApiError). */
  beforeDelete?(db: Db, orgId: number, row: Row): Promise<void>;
}

const isUniqueViolation = (err: unknown) => (err as { code?: unknown })?.code === '23505';

/** Only the keys the caller sent: PATCH must not reset omitted fields to their defaults. */
function sentOnly<T extends object>(parsed: T, raw: unknown): Partial<T> {
  const sent = raw && typeof raw === 'object' ? Object.keys(raw) : [];
  return Object.fromEntries(Object.entries(parsed).filter(([k]) => sent.includes(k))) as Partial<T>;
}

export async function findInOrg<Row>(db: Db, table: OrgTable, orgId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(table as PgTable).where(and(eq(table.id, id), eq(table.organizationId, orgId))).limit(1);
  if (!row) throw notFound();
  return row as Row;
}

export function resourceRoutes<W extends z.ZodObject, Row extends { id: number }, Out>(deps: Deps, def: ResourceDef<W, Row, Out>) {
  const { db } = deps;
  const { table } = def;
  const app = new Hono<StaffEnv>();
  // Per route, not app.use('/path/*'): a wildcard middleware would also guard other groups' paths.
  const auth = staffAuth(deps);

  async function validate(orgId: number, input: Input<W>, existing?: Row) {
    const errors: FieldErrors = { ...(await def.check?.(db, orgId, input, existing)) };
    const u = def.unique;
    const value = u ? input[u.field] : undefined;
    if (u && typeof value === 'string') {
      const clash = and(eq(table.organizationId, orgId), sql`lower(${u.column}) = lower(${value})`, existing ? sql`${table.id} <> ${existing.id}` : undefined);
      const [row] = await db.select({ id: table.id }).from(table as PgTable).where(clash).limit(1);
      if (row) errors[u.field] = [u.message];
    }
    if (Object.keys(errors).length) throw badRequest(errors);
  }

  /** A concurrent write can still hit the unique index after our check: same answer. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (def.unique && isUniqueViolation(err)) throw badRequest({ [def.unique.field]: [def.unique.message] });
      throw err;
    }
  }

  const one = async (row: Row) => (def.detail ? def.detail(db, row) : (await def.serialize(db, [row]))[0]!);

  app.get(def.path, auth, async (c) => {
    const { orgId } = staffOf(c);
    const params = listParams(c, { ...def.list, tiebreak: table.id });
    const where = and(eq(table.organizationId, orgId), params.search, def.filter?.(c));
    const [total] = await db.select({ n: count() }).from(table as PgTable).where(where);
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...params.orderBy)
      .limit(params.limit)
      .offset(params.offset)) as Row[];
    return c.json(pageOf(c, params, Number(total?.n ?? 0), await def.serialize(db, rows)));
  });

  app.get(`${def.path}/:id`, auth, async (c) => {
    const { orgId } = staffOf(c);
    return c.json(await one(await findInOrg<Row>(db, table, orgId, pathId(c))));
  });

  app.post(def.path, auth, async (c) => {
    const { orgId, user } = requireRole(c, ['OA']);
    const input = check(def.write, await readJson(c)) as Input<W>;
    await validate(orgId, input);
    const row = await guarded(() =>
      db.transaction(async (tx) => {
        const [created] = (await tx.insert(table).values({ organizationId: orgId, ...def.toValues(input) } as never).returning()) as Row[];
        await def.afterWrite?.(tx as Db, orgId, created!, input);
        await audit(tx as Db, { orgId, entityKind: AuditEntityKind.USER, entityId: user.id, action: `${def.noun}_created`, actorUserId: user.id, details: { id: created!.id, ...input } });
        return created!;
      }),
    );
    return c.json(await one(row), 201);
  });

  app.patch(`${def.path}/:id`, auth, async (c) => {
    const { orgId, user } = requireRole(c, ['OA']);
    const existing = await findInOrg<Row>(db, table, orgId, pathId(c));
    const raw = await readJson(c);
    const input = sentOnly(check(def.write.partial(), raw) as Input<W>, raw);
    await validate(orgId, input, existing);
    const values = def.toValues(input);
    if (!Object.keys(input).length) return c.json(await one(existing));
    const row = await guarded(() =>
      db.transaction(async (tx) => {
        const where = and(eq(table.id, existing.id), eq(table.organizationId, orgId));
        const [updated] = Object.keys(values).length ? ((await tx.update(table).set(values as never).where(where).returning()) as Row[]) : [existing];
        await def.afterWrite?.(tx as Db, orgId, updated!, input);
        await audit(tx as Db, { orgId, entityKind: AuditEntityKind.USER, entityId: user.id, action: `${def.noun}_updated`, actorUserId: user.id, details: { id: existing.id, changes: input } });
        return updated!;
      }),
    );
    return c.json(await one(row));
  });

  app.delete(`${def.path}/:id`, auth, async (c) => {
    const { orgId, user } = requireRole(c, ['OA']);
    const existing = await findInOrg<Row>(db, table, orgId, pathId(c));
    await def.beforeDelete?.(db, orgId, existing);
    const was = await one(existing);
    await db.transaction(async (tx) => {
      await tx.delete(table).where(and(eq(table.id, existing.id), eq(table.organizationId, orgId)));
      await audit(tx as Db, { orgId, entityKind: AuditEntityKind.USER, entityId: user.id, action: `${def.noun}_deleted`, actorUserId: user.id, details: { id: existing.id, was } });
    });
    return c.body(null, 204);
  });

  return app;
}

/** 409 for a delete that other rows still depend on. */
export const inUse = (detail: string) => new ApiError(409, { detail });
