/**
 * A loan's section history: every change to every section writes one row (section, action, the
 * changed fields before and after, who). Every part of the lending module records its changes
 * here, in the transaction that makes them.
 */
import type { LoanSection } from '@si/contract/lending';
import type { Db } from '../../../db/client.ts';
import { loanHistory } from '../schema.ts';

export interface HistoryEntry {
  orgId: number;
  /** The loan (its lending account). */
  accountId: number;
  section: LoanSection;
  /** What happened: "created", "updated", "rated", "party_added", "decided", "waived", ... */
  action: string;
  /** The changed fields only, as they were (null: nothing before, e.g. an addition). */
  before: Record<string, unknown> | null;
  /** The changed fields only, as they are now (null: nothing after, e.g. a removal). */
  after: Record<string, unknown> | null;
  /** The staff member who made the change (null: the system or a borrower). */
  userId?: number | null;
  /** The borrower's contact who made it from the portal. */
  contactId?: number | null;
}

/** Writes one history row of a loan; call it inside the transaction that makes the change. */
export async function recordHistory(tx: Db, entry: HistoryEntry): Promise<void> {
  await tx.insert(loanHistory).values({
    organizationId: entry.orgId,
    accountId: entry.accountId,
    section: entry.section,
    action: entry.action,
    before: entry.before,
    after: entry.after,
    userId: entry.userId ?? null,
    contactId: entry.contactId ?? null,
  });
}

/**
 * The fields of `after` whose value differs from `before` (compared as JSON), as the pair of
 * objects a history row keeps; null when nothing changed.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (after[key] === undefined) continue;
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}
