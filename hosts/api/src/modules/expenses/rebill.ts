/**
 * Billing an approved claim's expenses on to customers: each split not billed yet becomes a line of
 * its customer's newest draft invoice in the claim's currency (a new draft when there is none, or
 * when that one is full), through receivables' own draft actions (modules/receivables/invoices/
 * drafts.ts: priced again, audited). The line says what and when, and names the claim's number; the
 * split records the invoice and the line's position, so it is never billed twice: the claim's row
 * is locked for the whole call, and a second call finds nothing left to add.
 */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { EXPENSE_REBILLABLE_STATES, ExpenseMessage, ItemKind, RECEIVABLES_LIMITS, type ExpenseRebilled, type InvoiceLineWrite } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import { inTransaction, type Db } from '../../db/client.ts';
import { account, invoice, item } from '../../db/schema.ts';
import { detailError } from '../../platform/http/errors.ts';
import { createDraft, updateDraft } from '../receivables/invoices/drafts.ts';
import { asInput } from '../receivables/invoices/lines.ts';
import { auditClaim, lockClaim, type ActingStaff } from './actions.ts';
import { expenseLine, expenseSplit } from './schema.ts';

/** The invoice line's words: the merchant, the day and the claim ("Taxi Bleu, 2026-03-02 (expense claim EXP-0007)"). */
export const rebillDescription = (merchant: string, day: string, number: string) => `${merchant}, ${day} (expense claim ${number})`.slice(0, RECEIVABLES_LIMITS.lineDescription);

/** The customer's newest draft invoice in `currency` with room for `adding` more lines, locked; undefined when none. */
async function draftOf(tx: Db, orgId: number, accountId: number, currency: string, adding: number): Promise<{ id: number; lines: number } | undefined> {
  const [row] = await tx
    .select({ id: item.id, lines: invoice.lines })
    .from(item)
    .innerJoin(invoice, eq(invoice.itemId, item.id))
    .where(and(eq(item.organizationId, orgId), eq(item.accountId, accountId), eq(item.kind, ItemKind.INVOICE), eq(invoice.docType, 'invoice'), eq(invoice.state, 'draft'), eq(invoice.currency, currency)))
    .orderBy(desc(item.createdAt), desc(item.id))
    .limit(1)
    .for('update', { of: invoice });
  if (!row || row.lines.length + adding > RECEIVABLES_LIMITS.lines) return undefined;
  return { id: row.id, lines: row.lines.length };
}

/** Adds the claim's splits not billed yet to their customers' draft invoices; answers what was added. 409 unless approved or reimbursed. */
export async function rebillClaim(db: Db, by: ActingStaff, id: number): Promise<ExpenseRebilled[]> {
  return inTransaction(db, async (tx) => {
    const c = await lockClaim(tx, by.orgId, id);
    // Stored `approved` covers reimbursed too (that is the bill's state).
    if (!(EXPENSE_REBILLABLE_STATES as readonly string[]).includes(c.state)) throw detailError(409, ExpenseMessage.NOT_REBILLABLE);
    const pending = await tx
      .select({ split: expenseSplit, merchant: expenseLine.merchant, spentOn: expenseLine.spentOn, accountName: account.name })
      .from(expenseSplit)
      .innerJoin(expenseLine, eq(expenseLine.id, expenseSplit.lineId))
      .innerJoin(account, eq(account.id, expenseSplit.accountId))
      .where(and(eq(expenseLine.claimId, c.id), eq(expenseSplit.organizationId, by.orgId), isNull(expenseSplit.rebilledItemId)))
      .orderBy(asc(expenseLine.position), asc(expenseSplit.id));
    const byAccount = new Map<number, typeof pending>();
    for (const p of pending) (byAccount.get(p.split.accountId) ?? byAccount.set(p.split.accountId, []).get(p.split.accountId)!).push(p);
    const added: ExpenseRebilled[] = [];
    for (const [accountId, splits] of [...byAccount].sort((x, y) => x[0] - y[0])) {
      let draft = await draftOf(tx, by.orgId, accountId, c.currency, splits.length);
      const fresh = !draft;
      if (!draft) draft = { id: (await createDraft(tx, by, { account_id: accountId, currency: c.currency, lines: [] })).id, lines: 0 };
      const lines: InvoiceLineWrite[] = splits.map((s) => ({
        description: rebillDescription(s.merchant, s.spentOn, c.number),
        quantity: '1',
        unit_price: formatAmount(s.split.amount, c.currency),
        tax_rate: '0',
        discount: '0',
      }));
      const [current] = await tx.select({ lines: invoice.lines }).from(invoice).where(eq(invoice.itemId, draft.id));
      await updateDraft(tx, by, draft.id, { lines: [...asInput(current!.lines), ...lines] });
      const at = new Date();
      for (const [i, s] of splits.entries()) {
        const position = current!.lines.length + i + 1;
        await tx.update(expenseSplit).set({ rebilledItemId: draft.id, rebilledLine: position, rebilledAt: at }).where(eq(expenseSplit.id, s.split.id));
        added.push({
          split_id: s.split.id,
          line_id: s.split.lineId,
          account: { id: accountId, name: s.accountName },
          invoice_id: draft.id,
          line: position,
          amount: formatAmount(s.split.amount, c.currency),
          currency: c.currency,
          description: lines[i]!.description,
          new_invoice: fresh,
        });
      }
    }
    if (added.length) await auditClaim(tx, by, c, 'expense_claim_rebilled', { lines: added.map((a) => ({ split_id: a.split_id, invoice_id: a.invoice_id, line: a.line, amount: a.amount })) });
    return added;
  });
}
