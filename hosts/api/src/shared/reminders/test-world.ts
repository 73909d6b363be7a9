/** Rows for the reminder tests (imported by tests only): workspaces, contacts with links, items, and what was mailed. */
import { and, eq } from 'drizzle-orm';
import { AssignmentKind, ItemKind, ModuleKind } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { account, accountContact, contact, contactRole, item, outbox, requirementOrigin } from '../../db/schema.ts';
import { createDeps } from '../../platform/create-deps.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { newPortalToken } from '../portal/access.ts';
import { settings } from '../../../test-support/helpers.ts';

let n = 0;

export const depsOn = (db: Db): Deps => createDeps({ db, settings, log: () => {} }).deps;

/** 09:00 UTC on a day `offset` days from `day`. */
export const at = (day: string, offset = 0, hour = 9) => new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000 + hour * 3_600_000);
export const dayOf = (day: string, offset: number) => at(day, offset, 0).toISOString().slice(0, 10);

export async function makeWorkspace(db: Db, orgId: number, opts: { hold?: boolean; archived?: boolean; moduleKind?: number } = {}) {
  const [row] = await db
    .insert(account)
    .values({ organizationId: orgId, moduleKind: opts.moduleKind ?? ModuleKind.FILE, name: `Workspace ${++n}`, accountHold: opts.hold ?? false, archivedAt: opts.archived ? new Date() : null })
    .returning();
  return row!.id;
}

/** A contact on the workspace; the link is live and never expires unless told otherwise. */
export async function makeContact(db: Db, orgId: number, accountId: number, opts: { first?: string; link?: 'live' | 'revoked' | 'expired' | 'none'; roleId?: number } = {}) {
  const first = opts.first ?? 'Ann';
  const email = `${first.toLowerCase()}.${++n}@customer.example`;
  const [who] = await db.insert(contact).values({ organizationId: orgId, firstName: first, lastName: 'Contact', email }).returning();
  const link = opts.link ?? 'live';
  await db.insert(accountContact).values({
    organizationId: orgId,
    accountId,
    contactId: who!.id,
    contactRoleId: opts.roleId ?? null,
    tokenHash: link === 'none' ? null : newPortalToken().hash,
    tokenRevokedAt: link === 'revoked' ? new Date() : null,
    tokenExpiresAt: link === 'expired' ? new Date('2000-01-01T00:00:00Z') : null,
  });
  return { id: who!.id, email };
}

export async function makeRole(db: Db, orgId: number, name: string) {
  const [row] = await db.insert(contactRole).values({ organizationId: orgId, name: `${name} ${++n}` }).returning();
  return row!.id;
}

export async function makeItem(
  db: Db,
  orgId: number,
  accountId: number,
  opts: { due?: string | null; status?: string; kind?: string; title?: string; assignee?: number; roleId?: number } = {},
) {
  const assignmentKind = opts.assignee ? AssignmentKind.CONTACT : opts.roleId ? AssignmentKind.ROLE : AssignmentKind.NONE;
  const [row] = await db
    .insert(item)
    .values({
      organizationId: orgId,
      accountId,
      kind: opts.kind ?? ItemKind.REQUEST_ITEM,
      status: opts.status ?? 'open',
      title: opts.title ?? `Bank statements ${++n}`,
      dueDate: opts.due === undefined ? '2031-03-10' : opts.due,
      assignmentKind,
      assigneeContactId: opts.assignee ?? null,
    })
    .returning();
  if (opts.roleId) await db.insert(requirementOrigin).values({ itemId: row!.id, checklistId: 1, templateId: 1, contactRoleId: opts.roleId });
  return row!.id;
}

export async function mailsTo(db: Db, email: string) {
  return db.select().from(outbox).where(eq(outbox.to, email.toLowerCase())).orderBy(outbox.id);
}

export async function mailsOf(db: Db, orgId: number) {
  return db.select().from(outbox).where(and(eq(outbox.organizationId, orgId))).orderBy(outbox.id);
}
