/**
 * Staff apply an account's credit (unapplied payment money, credit notes on the account) to its
 * oldest open invoices in one currency (credit.ts does the writing). After the commit the
 * workflow engine is told of each invoice the credit settled.
 */
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import type { ActingStaff } from '../invoices/acting.ts';
import { tellWorkflows } from '../invoices/follow-ups.ts';
import { today } from '../../../shared/dates/days.ts';
import { findReceivablesAccount } from './allocate.ts';
import { applyCredit } from './credit.ts';

export interface StaffCreditApplied {
  /** The amount applied, in the currency's minor units. */
  applied: string;
  /** The invoices it was applied to. */
  invoices: number[];
}

/**
 * Applies the credit of the receivables account `accountId` of the acting staff member's
 * organization in `currency`, dated today. 404 when the account is not theirs; 400 on `currency`
 * (NO_CREDIT) when it has no credit in that currency.
 */
export async function applyStaffCredit(deps: Deps, by: ActingStaff, accountId: number, currency: string): Promise<StaffCreditApplied> {
  await findReceivablesAccount(deps.db, by.orgId, accountId);
  const result = await deps.db.transaction(async (tx) => applyCredit(tx as Db, by.orgId, accountId, currency, today(), by.userId));
  await tellWorkflows(deps, by.userId, result.paid);
  return { applied: formatAmount(result.applied, currency), invoices: result.invoices };
}
