/**
 * What other parts of payables read of vendors' bank details: the verified details each vendor is
 * paid to, and which vendors have a change waiting for verification. A payment run uses both: it
 * pays only to verified details, and refuses a vendor whose details are pending, naming it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { vendorBankDetails } from '../schema.ts';
import { rowsOf, type BankDetailsRecord } from './rows.ts';

export type { BankDetailsRecord };

/** The verified details of each of these accounts of the organization that has some (one statement). */
export async function verifiedBankDetails(db: Db, orgId: number, accountIds: readonly number[]): Promise<Map<number, BankDetailsRecord>> {
  if (!accountIds.length) return new Map();
  const rows = await rowsOf(db, orgId, accountIds, eq(vendorBankDetails.state, 'verified'));
  return new Map(rows.map((r) => [r.accountId, r]));
}

/** The pending change of each of these accounts of the organization that has one (one statement). */
export async function pendingBankDetails(db: Db, orgId: number, accountIds: readonly number[]): Promise<Map<number, BankDetailsRecord>> {
  if (!accountIds.length) return new Map();
  const rows = await rowsOf(db, orgId, accountIds, eq(vendorBankDetails.state, 'pending'));
  return new Map(rows.map((r) => [r.accountId, r]));
}
