/**
 * Writes a checked import plan in the caller's transaction: the new contacts, the workspaces,
 * the contacts on them and one audit event per workspace and per new contact. Inserts go in
 * batches (well under PostgreSQL's 65,535 parameters), so 10,000 rows stay a few dozen statements.
 */
import { AuditEntityKind, type AccountImportResult } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { account, accountContact, auditEvent, contact } from '../../db/schema.ts';
import type { ImportPlan } from './check.ts';

const BATCH = 1000;

async function inBatches<T, R>(values: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < values.length; i += BATCH) out.push(...(await insert(values.slice(i, i + BATCH))));
  return out;
}

export async function writeImport(
  tx: Db,
  q: { orgId: number; userId: number; moduleKind: number; plan: ImportPlan; existing: Map<string, number> },
): Promise<AccountImportResult> {
  const { orgId, userId, moduleKind, plan, existing } = q;
  const contactIds = new Map(existing);
  const fresh = [...plan.contacts.entries()].filter(([key]) => !existing.has(key));
  const created = await inBatches(fresh, (batch) =>
    tx
      .insert(contact)
      .values(batch.map(([, c]) => ({ organizationId: orgId, partyType: c.partyType, firstName: c.firstName, lastName: c.lastName, companyName: c.companyName, email: c.email, phone: c.phone })))
      .returning({ id: contact.id, email: contact.email }),
  );
  for (const c of created) contactIds.set(c.email.toLowerCase(), c.id);

  const accounts = await inBatches(plan.accounts, async (batch) => {
    const rows = await tx
      .insert(account)
      .values(batch.map((a) => ({ organizationId: orgId, moduleKind, name: a.name, leadUserId: a.leadUserId, teamId: a.teamId, officeId: a.officeId, createdByUserId: userId })))
      .returning({ id: account.id, name: account.name });
    // Matched by name (unique within the plan) rather than trusting the order RETURNING gives.
    const idOf = new Map(rows.map((r) => [r.name, r.id]));
    return batch.map((planned) => ({ id: idOf.get(planned.name)!, planned }));
  });

  const links = accounts.flatMap(({ id, planned }) =>
    [...planned.contacts.entries()].map(([key, roleId]) => ({ organizationId: orgId, accountId: id, contactId: contactIds.get(key)!, contactRoleId: roleId })),
  );
  await inBatches(links, (batch) => tx.insert(accountContact).values(batch).returning({ id: accountContact.id }));

  const events = [
    ...created.map((c) => ({ organizationId: orgId, entityKind: AuditEntityKind.CONTACT, entityId: c.id, action: 'contact_created', actorUserId: userId, details: { email: c.email, source: 'import' } })),
    ...accounts.map(({ id, planned }) => ({
      organizationId: orgId,
      entityKind: AuditEntityKind.WORKSPACE,
      entityId: id,
      action: 'account_imported',
      actorUserId: userId,
      details: { name: planned.name, module_kind: moduleKind, row: planned.row, contact_ids: [...planned.contacts.keys()].map((key) => contactIds.get(key)) },
    })),
  ];
  await inBatches(events, (batch) => tx.insert(auditEvent).values(batch).returning({ id: auditEvent.id }));
  return { accounts_created: accounts.length, contacts_created: created.length, contacts_reused: plan.contacts.size - created.length };
}
