/**
 * Rows for the payment run tests, written straight to the tables: a vendor account with contacts,
 * its bank details (verified or pending), approved bills, and a paying account; and the check of a
 * payment file against the EPC's pain.001.001.09 XSD (test-support/fixtures) with xmllint-wasm.
 * Tests only (test-support): nothing of the module imports it.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { ItemKind, ModuleKind } from '@si/contract';
import { validateXML } from 'xmllint-wasm';
import type { Db } from '../src/db/client.ts';
import { account, contact, item, payInstruction } from '../src/db/schema.ts';
import { addContact } from './portal-fixtures.ts';
import { bill, vendorBankDetails, type BillState } from '../src/modules/payables/schema.ts';

let n = 0;

export async function makeVendor(db: Db, orgId: number, name: string, opts: { contacts?: string[] } = {}) {
  const [row] = await db.insert(account).values({ organizationId: orgId, moduleKind: ModuleKind.SECURE_INVOICE_PURCHASE, name }).returning({ id: account.id });
  const contacts = [];
  for (const first of opts.contacts ?? []) {
    const made = await addContact(db, orgId, row!.id, first);
    const [who] = await db.select({ email: contact.email }).from(contact).where(eq(contact.id, made.contactId));
    contacts.push({ ...made, email: who!.email });
  }
  return { id: row!.id, name, contacts };
}

export const SEPA_DETAILS = { holderName: 'Fabrikam Supplies GmbH', bankName: 'Commerzbank', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
export const US_DETAILS = { holderName: 'Contoso Inc.', bankName: 'Chase', accountNumber: '770012345678', routingNumber: '021000021' };

/** Bank details of a vendor in a state (verified by default). */
export async function giveDetails(
  db: Db,
  orgId: number,
  accountId: number,
  details: Partial<typeof vendorBankDetails.$inferInsert> = SEPA_DETAILS,
  state: 'verified' | 'pending' = 'verified',
) {
  const [row] = await db
    .insert(vendorBankDetails)
    .values({ organizationId: orgId, accountId, holderName: 'Holder', ...details, state })
    .returning();
  return row!;
}

/** An approved bill (or in another state) of a vendor: its item and its bill row, the item's status mirroring the state. */
export async function makeBill(
  db: Db,
  orgId: number,
  accountId: number,
  opts: { number?: string; amount?: string; currency?: string; dueDate?: string | null; state?: BillState } = {},
) {
  const state = opts.state ?? 'approved';
  const number = opts.number ?? `BILL-${++n}`;
  const amount = opts.amount ?? '100.00';
  const [it] = await db
    .insert(item)
    .values({ organizationId: orgId, accountId, kind: ItemKind.INVOICE, status: state, title: `Bill ${number}`, dueDate: opts.dueDate === undefined ? '2026-01-15' : opts.dueDate })
    .returning({ id: item.id });
  await db.insert(bill).values({ itemId: it!.id, organizationId: orgId, accountId, number, currency: opts.currency ?? 'EUR', subtotal: amount, total: amount, balance: amount, state });
  return it!.id;
}

/** One of the organization's pay instructions: the account runs pay from. */
export async function makePayingAccount(db: Db, orgId: number, opts: { iban?: string; swift?: string; accountNumber?: string } = {}) {
  const [row] = await db
    .insert(payInstruction)
    .values({ organizationId: orgId, bankName: 'Deutsche Bank', accountName: 'Northwind Traders AG', iban: opts.iban ?? 'DE75512108001245126199', swift: opts.swift ?? 'DEUTDEFF', accountNumber: opts.accountNumber ?? '' })
    .returning({ id: payInstruction.id });
  return row!.id;
}

const XSD = new URL('./fixtures/pain.001.001.09.xsd', import.meta.url);
let schema: string | undefined;

/** The file checked against the EPC's XSD: valid, or the errors xmllint names. */
export async function checkPain001(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  schema ??= readFileSync(XSD, 'utf8');
  const result = await validateXML({ xml: [{ fileName: 'run.xml', contents: xml }], schema: [{ fileName: 'pain.001.001.09.xsd', contents: schema }] });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}
