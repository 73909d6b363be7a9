/**
 * The receivables ledger's invariants, read from the database: what must hold whatever code wrote
 * the rows (the routes, the seed, an import, a migration). Each broken one is a sentence naming
 * the record, so a test or a check after seeding says what is wrong, not only that something is.
 *
 * - an issued invoice or credit note owes its total less what was applied to it (allocations,
 *   refunds' negative allocations included), and never less than nothing;
 * - its state follows its balance: paid at zero, partially paid between, open at its total;
 * - a payment's amount less what was refunded is what it applied plus its unapplied credit, and
 *   neither the credit nor the refunded part is negative or more than the payment;
 * - the kept balance per account and currency (ar_account_balance) equals its open invoices'.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../reports/balances.ts';

export async function ledgerProblems(db: Db, orgId?: number): Promise<string[]> {
  const org = (alias: string) => (orgId === undefined ? sql`true` : sql`${sql.raw(alias)}.organization_id = ${orgId}`);
  const problems: string[] = [];

  const docs = rowsOf<{ number: string | null; doc_type: string; state: string; total: string; balance: string; applied: string }>(
    await db.execute(sql`
      select i.number, i.doc_type, i.state, i.total::text, i.balance::text,
        coalesce((select sum(a.amount) from ar_allocation a where a.invoice_item_id = i.item_id), 0)::text as applied
      from invoice i join item it on it.id = i.item_id
      where ${org('it')} and i.doc_type = 'invoice' and i.state in ('open', 'partially_paid', 'paid')`),
  );
  for (const d of docs) {
    const name = `${d.number ?? 'a draft'}`;
    const total = Number(d.total);
    const balance = Number(d.balance);
    const expected = total - Number(d.applied);
    if (balance < 0) problems.push(`${name} has a negative balance (${d.balance}).`);
    if (Math.abs(balance - expected) > 1e-6) problems.push(`${name} has a balance of ${d.balance}, but its total less what was applied is ${expected}.`);
    const state = balance <= 0 ? 'paid' : balance < total ? 'partially_paid' : 'open';
    if (d.state !== state) problems.push(`${name} is ${d.state} with a balance of ${d.balance} of ${d.total} (should be ${state}).`);
  }

  const payments = rowsOf<{ receipt_number: string | null; id: number; amount: string; unapplied: string; refunded: string; applied: string; refunds: string }>(
    await db.execute(sql`
      select p.receipt_number, p.id, p.amount::text, p.unapplied::text, p.refunded::text,
        coalesce((select sum(a.amount) from ar_allocation a where a.payment_id = p.id), 0)::text as applied,
        coalesce((select sum(r.amount) from ar_refund r where r.payment_id = p.id), 0)::text as refunds
      from ar_payment p where ${org('p')}`),
  );
  for (const p of payments) {
    const name = `Payment ${p.receipt_number ?? p.id}`;
    const [amount, unapplied, refunded, applied] = [p.amount, p.unapplied, p.refunded, p.applied].map(Number) as [number, number, number, number];
    if (unapplied < 0 || unapplied > amount) problems.push(`${name} has an unapplied credit of ${p.unapplied} of ${p.amount}.`);
    if (refunded < 0 || refunded > amount) problems.push(`${name} has ${p.refunded} refunded of ${p.amount}.`);
    if (Math.abs(refunded - Number(p.refunds)) > 1e-6) problems.push(`${name} says ${p.refunded} refunded, its refunds add up to ${p.refunds}.`);
    if (Math.abs(amount - refunded - applied - unapplied) > 1e-6) problems.push(`${name}: ${p.amount} less ${p.refunded} refunded is not ${p.applied} applied plus ${p.unapplied} unapplied.`);
  }

  const kept = rowsOf<{ account_id: number; currency: string; kept: string; actual: string }>(
    await db.execute(sql`
      with actual as (
        select it.account_id, coalesce(i.currency, 'USD') as currency, sum(coalesce(i.balance, i.total, 0)) as open_balance
        from invoice i join item it on it.id = i.item_id
        where ${org('it')} and i.doc_type = 'invoice' and i.state in ('open', 'partially_paid') and it.account_id is not null
        group by 1, 2)
      select coalesce(b.account_id, a.account_id) as account_id, coalesce(b.currency, a.currency) as currency,
        coalesce(b.open_balance, 0)::text as kept, coalesce(a.open_balance, 0)::text as actual
      from (select * from ar_account_balance b where ${org('b')}) b
      full join actual a on a.account_id = b.account_id and a.currency = b.currency
      where coalesce(b.open_balance, 0) <> coalesce(a.open_balance, 0)`),
  );
  for (const k of kept) problems.push(`Account ${k.account_id} keeps an open balance of ${k.kept} ${k.currency}, its open invoices owe ${k.actual}.`);
  return problems;
}
