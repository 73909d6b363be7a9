/**
 * Bank details rows as the answers give them: the vendor's portal (verified numbers masked to
 * their last 4 characters) and staff (in full, with who requested and who decided). A staff
 * member's name is read in the same statement as the rows (two aliased joins), so a page of
 * changes costs the same number of statements whatever its length.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BankDetailsRow, StaffBankDetailsRow, VendorBankDetails } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { user } from '../../../db/schema.ts';
import { vendorBankDetails } from '../schema.ts';

export type BankDetailsRecord = typeof vendorBankDetails.$inferSelect;

/** How many superseded and rejected rows the staff answer lists (newest first). */
export const HISTORY_LIMIT = 50;

/** "•••• 3000": only the last 4 characters of a number show. */
export const maskNumber = (value: string): string => (value.length > 4 ? `•••• ${value.slice(-4)}` : value);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The row for the vendor's portal; `masked` hides all but the last 4 characters of the numbers. */
export function portalRow(r: BankDetailsRecord, masked: boolean): BankDetailsRow {
  const hide = (v: string) => (masked ? maskNumber(v) : v);
  return {
    id: r.id,
    state: r.state,
    holder_name: r.holderName,
    bank_name: r.bankName,
    iban: hide(r.iban),
    bic: r.bic,
    account_number: hide(r.accountNumber),
    routing_number: r.routingNumber,
    currency: r.currency,
    masked,
    requested_by_contact: r.requestedByContact,
    created_at: r.createdAt.toISOString(),
    decided_at: iso(r.decidedAt),
    reject_reason: r.rejectReason,
  };
}

/** The staff member who requested a change, and the one who decided it (two joins of `user`). */
export const requester = alias(user, 'bank_details_requester');
export const decider = alias(user, 'bank_details_decider');
const nameOf = (u: typeof requester | typeof decider) => sql<string | null>`nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), '')`;

/** The columns of a staff row: the details and the two staff members' names (joined with `requester` and `decider`). */
export const staffColumns = {
  row: vendorBankDetails,
  requesterName: nameOf(requester),
  requesterEmail: requester.email,
  deciderName: nameOf(decider),
  deciderEmail: decider.email,
};

type StaffSelected = { row: BankDetailsRecord; requesterName: string | null; requesterEmail: string | null; deciderName: string | null; deciderEmail: string | null };

export function staffRow(r: StaffSelected): StaffBankDetailsRow {
  const named = (id: number | null, name: string | null, email: string | null) => (id === null ? null : { id, name: name ?? email ?? `#${id}` });
  return {
    ...portalRow(r.row, false),
    account_id: r.row.accountId,
    requested_by: named(r.row.requestedBy, r.requesterName, r.requesterEmail),
    decided_by: named(r.row.verifiedBy, r.deciderName, r.deciderEmail),
  };
}

/** One vendor's details for staff: verified, pending and the history, in one statement. */
export async function vendorBankDetailsOf(db: Db, orgId: number, accountId: number): Promise<VendorBankDetails> {
  const rows = await db
    .select(staffColumns)
    .from(vendorBankDetails)
    .leftJoin(requester, eq(requester.id, vendorBankDetails.requestedBy))
    .leftJoin(decider, eq(decider.id, vendorBankDetails.verifiedBy))
    .where(and(eq(vendorBankDetails.organizationId, orgId), eq(vendorBankDetails.accountId, accountId)))
    // The current two first, so a long history never pushes them past the limit.
    .orderBy(sql`${vendorBankDetails.state} in ('verified', 'pending') desc`, desc(vendorBankDetails.createdAt), desc(vendorBankDetails.id))
    .limit(HISTORY_LIMIT + 2);
  const out = rows.map(staffRow);
  return {
    verified: out.find((r) => r.state === 'verified') ?? null,
    pending: out.find((r) => r.state === 'pending') ?? null,
    history: out.filter((r) => r.state === 'superseded' || r.state === 'rejected').slice(0, HISTORY_LIMIT),
  };
}

/** Rows of one state of some accounts of an organization (one statement). */
export function rowsOf(db: Db, orgId: number, accountIds: readonly number[], where: SQL) {
  return db
    .select()
    .from(vendorBankDetails)
    .where(and(eq(vendorBankDetails.organizationId, orgId), inArray(vendorBankDetails.accountId, [...accountIds]), where));
}
