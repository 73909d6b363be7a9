/**
 * A run's payment files, made from the run and its bills as recorded (each bill paid to the
 * verified details recorded with the run, in full: the bank needs the numbers):
 *
 * - CSV, for any run: one row per bill, every cell through the shared CSV writer and its formula
 *   guard (a vendor named "=HYPERLINK(...)" stays text in a spreadsheet);
 * - pain.001.001.09, for a SEPA credit transfer only (EUR, the paying account and every vendor
 *   with an IBAN): another run answers 409 saying why (`pain001Refusal`). The message id is the
 *   same at every export of a run, so a bank's duplicate check refuses a file uploaded twice.
 */
import { eq } from 'drizzle-orm';
import { PAIN001_REFUSAL_TEXT } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { organization } from '../../../db/schema.ts';
import { detailError } from '../../../platform/http/errors.ts';
import { csvText } from '../../../shared/files/csv.ts';
import { pain001Xml } from './pain001.ts';
import { electronic, findRun, pain001Refusal, runBills, type RunBill } from './rows.ts';

export const CSV_HEADER = ['Vendor', 'Account holder', 'IBAN or account number', 'BIC or routing number', 'Bill number', 'Amount', 'Currency', 'Execution date', 'Reference'];

/** What the vendor reads on its bank statement: its own invoice number. */
export const remittanceText = (b: Pick<RunBill, 'number'>): string => `Invoice ${b.number}`;

/** The run's bills as CSV, and the file's name. */
export async function paymentRunCsv(db: Db, orgId: number, id: number): Promise<{ name: string; text: string }> {
  const r = await findRun(db, orgId, id);
  const bills = await runBills(db, r.run.id);
  const rows = bills.map((b) => [
    b.vendorName,
    b.details?.holderName ?? '',
    b.details ? b.details.iban || b.details.accountNumber : '',
    b.details ? b.details.bic || b.details.routingNumber : '',
    b.number,
    formatAmount(b.amount, r.run.currency),
    r.run.currency,
    r.run.executionDate,
    remittanceText(b),
  ]);
  return { name: `payment-run-${r.run.id}.csv`, text: csvText([CSV_HEADER, ...rows]) };
}

/** The run as a pain.001.001.09 file, and the file's name; 409 with the reason when it is no SEPA credit transfer. */
export async function paymentRunPain001(db: Db, orgId: number, id: number, now = new Date()): Promise<{ name: string; text: string }> {
  const r = await findRun(db, orgId, id);
  const bills = await runBills(db, r.run.id);
  const refusal = pain001Refusal(r, bills);
  if (refusal) throw detailError(409, PAIN001_REFUSAL_TEXT[refusal]);
  const [org] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, orgId));
  const runKey = `PR-${orgId}-${r.run.id}`;
  const text = pain001Xml({
    messageId: runKey,
    createdAt: now,
    initiatingParty: org?.name ?? '',
    paymentInfoId: `${runKey}-1`,
    executionDate: r.run.executionDate,
    debtor: { name: r.payingAccountName || org?.name || '', iban: electronic(r.payingIban ?? ''), bic: electronic(r.payingBic ?? '') || null },
    transactions: bills.map((b) => ({
      endToEndId: `PR${r.run.id}-B${b.itemId}`,
      amount: b.amount,
      creditor: { name: b.details!.holderName || b.vendorName, iban: b.details!.iban, bic: b.details!.bic || null },
      remittance: remittanceText(b),
    })),
  });
  return { name: `payment-run-${r.run.id}.xml`, text };
}
