/**
 * A workspace's activity timeline: the audit events on the workspace itself, its items, its files
 * and its contacts' portal sessions, newest first, each with who acted and what it concerns. The
 * action stays a code with its details: the screen words it in the reader's language.
 */
import { Hono } from 'hono';
import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AuditEntityKind, type AccountTimelineRow } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { account, auditEvent, contact, file, item, user } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { listParams, ordering, pageOf } from '../../platform/http/paging.ts';
import { staffAuth, staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { pathId } from '../../platform/http/validate.ts';
import { allowedKinds } from '../items/rows.ts';
import { visibleAccounts } from './rows.ts';

const TIMELINE_ORDERINGS = { at: auditEvent.createdAt };
const TIMELINE_LIST = { orderings: TIMELINE_ORDERINGS, defaultOrdering: '-at', search: [], tiebreak: auditEvent.id };

const { WORKSPACE, ITEM, CONTACT, FILE } = AuditEntityKind;
const detail = (key: string) => sql`${auditEvent.details}->>${key}`;
// Ids in details are written by the server as numbers; the pattern keeps a stray value from failing the cast.
const detailId = (key: string) => sql`case when ${detail(key)} ~ '^[0-9]{1,9}$' then (${detail(key)})::int end`;
/** The contact an event names: the contact itself (portal events), the one who acted, or the one concerned. */
const namedContactId = sql<number | null>`coalesce(case when ${auditEvent.entityKind} = ${CONTACT} then ${auditEvent.entityId} end, ${detailId('contact_id')}, ${detailId('recipient_contact_id')})`;
const userName = sql<string>`coalesce(nullif(trim(${user.firstName} || ' ' || ${user.lastName}), ''), ${user.email})`;
const contactName = sql<string>`coalesce(nullif(trim(${contact.firstName} || ' ' || ${contact.lastName}), ''), nullif(${contact.companyName}, ''), ${contact.email})`;

function eventsOf(db: Db, orgId: number, accountId: number): SQL {
  const items = db.select({ id: item.id }).from(item).where(and(eq(item.organizationId, orgId), eq(item.accountId, accountId)));
  const files = db.select({ id: file.id }).from(file).where(and(eq(file.organizationId, orgId), eq(file.accountId, accountId)));
  const ofAccount = sql`${detail('account_id')} = ${String(accountId)}`;
  return and(
    eq(auditEvent.organizationId, orgId),
    or(
      and(eq(auditEvent.entityKind, WORKSPACE), eq(auditEvent.entityId, accountId)),
      // A deleted item's events stay reachable through the account id its deletion recorded.
      and(eq(auditEvent.entityKind, ITEM), or(inArray(auditEvent.entityId, items), ofAccount)),
      and(eq(auditEvent.entityKind, FILE), inArray(auditEvent.entityId, files)),
      and(eq(auditEvent.entityKind, CONTACT), ofAccount),
    ),
  )!;
}

type Raw = {
  id: number;
  at: Date;
  kind: number;
  entityId: number;
  action: string;
  details: Record<string, unknown>;
  userId: number | null;
  userName: string | null;
  contactId: number | null;
  contactName: string | null;
  itemTitle: string | null;
  fileName: string | null;
};

const text = (v: unknown) => (typeof v === 'string' ? v : null);

function toRow(r: Raw): AccountTimelineRow {
  // A contact acted when no user did and the event is the contact's own (portal) or names it as `contact_id`.
  const contactActed = r.userId === null && r.contactId !== null && (r.kind === CONTACT || r.details.contact_id !== undefined);
  const actor: AccountTimelineRow['actor'] =
    r.userId !== null
      ? { kind: 'user', id: r.userId, name: r.userName ?? '' }
      : contactActed
        ? { kind: 'contact', id: r.contactId, name: r.contactName ?? '' }
        : { kind: 'system', id: null, name: 'System' };
  let concerns: AccountTimelineRow['concerns'] = null;
  if (r.kind === ITEM) concerns = { kind: 'item', id: r.entityId, name: r.itemTitle ?? text(r.details.title) ?? '' };
  else if (r.kind === FILE) concerns = { kind: 'file', id: r.entityId, name: r.fileName ?? text(r.details.name) ?? '' };
  else if (r.kind === WORKSPACE && r.contactId !== null && !contactActed) concerns = { kind: 'contact', id: r.contactId, name: r.contactName ?? '' };
  return { id: r.id, at: new Date(r.at).toISOString(), action: r.action, details: r.details, actor, concerns };
}

export function accountTimelineRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  app.get('/api/accounts/:id{[0-9]+}/timeline', staffAuth(deps), async (c) => {
    const staff = staffOf(c);
    const params = listParams(c, TIMELINE_LIST);
    // Newest first, ties (one transaction's events share a time) by id in the same direction.
    const orderBy = ordering(c.req.query('ordering'), TIMELINE_ORDERINGS, TIMELINE_LIST.defaultOrdering, auditEvent.id);
    const [acc] = await db.select({ id: account.id }).from(account).where(and(eq(account.id, pathId(c)), visibleAccounts(staff.orgId, await allowedKinds(staff))));
    if (!acc) throw notFound();
    const where = eventsOf(db, staff.orgId, acc.id);
    const [total] = await db.select({ n: count() }).from(auditEvent).where(where);
    const rows = await db
      .select({
        id: auditEvent.id,
        at: auditEvent.createdAt,
        kind: auditEvent.entityKind,
        entityId: auditEvent.entityId,
        action: auditEvent.action,
        details: auditEvent.details,
        userId: user.id,
        userName,
        contactId: contact.id,
        contactName,
        itemTitle: item.title,
        fileName: file.name,
      })
      .from(auditEvent)
      .leftJoin(user, and(eq(user.id, auditEvent.actorUserId), eq(user.organizationId, staff.orgId)))
      .leftJoin(contact, and(eq(contact.id, namedContactId), eq(contact.organizationId, staff.orgId)))
      .leftJoin(item, and(eq(auditEvent.entityKind, ITEM), eq(item.id, auditEvent.entityId), eq(item.organizationId, staff.orgId)))
      .leftJoin(file, and(eq(auditEvent.entityKind, FILE), eq(file.id, auditEvent.entityId), eq(file.organizationId, staff.orgId)))
      .where(where)
      .orderBy(...orderBy)
      .limit(params.limit)
      .offset(params.offset);
    return c.json(pageOf(c, params, Number(total?.n ?? 0), rows.map(toRow)));
  });

  return app;
}
