/**
 * Who is reminded about what: the open requested items (request items, metrics, questions,
 * statements) and the customers' unpaid invoices of workspaces that are neither archived nor on hold, and for each the contacts it
 * is assigned to who hold a live portal link (the mail points them to that link).
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { AssignmentKind, ItemKind, ModuleKind } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { account, accountContact, contact, item, requirementOrigin } from '../../db/schema.ts';
import { CLOSED_STATUSES } from '../dashboard/index.ts';

export const REMINDED_KINDS: string[] = [ItemKind.REQUEST_ITEM, ItemKind.METRIC, ItemKind.QUESTION, ItemKind.STATEMENT, ItemKind.INVOICE];
/**
 * An invoice is reminded only when a customer owes it: a finalized receivables invoice (not a
 * draft, credit note or void one) with a balance; a supplier's bill on a payables account never.
 */
const OWED_INVOICE = sql`(${item.kind} <> ${ItemKind.INVOICE} or (${account.moduleKind} = ${ModuleKind.SECURE_INVOICE_SALES} and exists (select 1 from invoice i where i.item_id = ${item.id} and i.doc_type = 'invoice' and i.state in ('open', 'partially_paid') and i.balance > 0)))`;
/** 'submitted': the contact has answered and waits for review; reminding them would be wrong. */
const NOT_WAITING = [...CLOSED_STATUSES, 'submitted'];

export interface OpenItem {
  id: number;
  orgId: number;
  accountId: number;
  accountName: string;
  moduleKind: number;
  title: string;
  dueDate: string | null;
}

export interface Recipient {
  contactId: number;
  email: string;
  name: string;
}

export interface Scope {
  now: Date;
  orgId?: number;
  accountIds?: number[];
  /** Only items due on or before this day (the scheduler); without it, due date or not. */
  dueBy?: string;
}

/** The contacts on these accounts whose portal link is live at `now`, by account. */
async function liveContacts(db: Db, accountIds: number[], now: Date) {
  const rows = accountIds.length
    ? await db
        .select({
          accountId: accountContact.accountId,
          roleId: accountContact.contactRoleId,
          contactId: contact.id,
          email: contact.email,
          name: sql<string>`coalesce(nullif(trim(${contact.firstName} || ' ' || ${contact.lastName}), ''), nullif(${contact.companyName}, ''), ${contact.email})`,
        })
        .from(accountContact)
        .innerJoin(contact, eq(contact.id, accountContact.contactId))
        .where(
          and(
            inArray(accountContact.accountId, accountIds),
            isNotNull(accountContact.tokenHash),
            isNull(accountContact.tokenRevokedAt),
            or(isNull(accountContact.tokenExpiresAt), gt(accountContact.tokenExpiresAt, now)),
          ),
        )
        .orderBy(contact.id)
    : [];
  const byAccount = new Map<number, typeof rows>();
  for (const r of rows) byAccount.set(r.accountId, [...(byAccount.get(r.accountId) ?? []), r]);
  return byAccount;
}

/** Open items in scope with the contacts to remind about each (items nobody can be reminded about are left out). */
export async function openItemsWithRecipients(db: Db, scope: Scope): Promise<{ item: OpenItem; recipients: Recipient[] }[]> {
  const where: (SQL | undefined)[] = [
    inArray(item.kind, REMINDED_KINDS),
    OWED_INVOICE,
    sql`lower(${item.status}) not in (${sql.join(NOT_WAITING.map((s) => sql`${s}`), sql`, `)})`,
    isNull(account.archivedAt),
    eq(account.accountHold, false),
    scope.orgId !== undefined ? eq(item.organizationId, scope.orgId) : undefined,
    scope.accountIds ? inArray(item.accountId, scope.accountIds.length ? scope.accountIds : [0]) : undefined,
    scope.dueBy !== undefined ? and(isNotNull(item.dueDate), lte(item.dueDate, scope.dueBy)) : undefined,
  ];
  const rows = await db
    .select({
      id: item.id,
      orgId: item.organizationId,
      accountId: item.accountId,
      accountName: account.name,
      moduleKind: account.moduleKind,
      title: item.title,
      dueDate: item.dueDate,
      assignmentKind: item.assignmentKind,
      assigneeContactId: item.assigneeContactId,
      roleId: requirementOrigin.contactRoleId,
    })
    .from(item)
    .innerJoin(account, and(eq(account.id, item.accountId), eq(account.organizationId, item.organizationId)))
    .leftJoin(requirementOrigin, eq(requirementOrigin.itemId, item.id))
    .where(and(...where))
    .orderBy(item.accountId, item.dueDate, item.position, item.id);
  const contacts = await liveContacts(db, [...new Set(rows.map((r) => r.accountId))], scope.now);
  const out: { item: OpenItem; recipients: Recipient[] }[] = [];
  for (const r of rows) {
    const onAccount = contacts.get(r.accountId) ?? [];
    let chosen = onAccount;
    if (r.assignmentKind === AssignmentKind.CONTACT) chosen = onAccount.filter((c) => c.contactId === r.assigneeContactId);
    // A role assignment without a known role falls back to its assignee, then to everyone on the account.
    else if (r.assignmentKind === AssignmentKind.ROLE && r.roleId !== null) chosen = onAccount.filter((c) => c.roleId === r.roleId);
    else if (r.assignmentKind === AssignmentKind.ROLE && r.assigneeContactId !== null) chosen = onAccount.filter((c) => c.contactId === r.assigneeContactId);
    if (!chosen.length) continue;
    const open: OpenItem = { id: r.id, orgId: r.orgId, accountId: r.accountId, accountName: r.accountName, moduleKind: r.moduleKind, title: r.title, dueDate: r.dueDate };
    out.push({ item: open, recipients: chosen.map((c) => ({ contactId: c.contactId, email: c.email, name: c.name })) });
  }
  return out;
}
