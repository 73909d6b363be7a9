/**
 * The organization's bank account details (spec 3, 7.3): the accounts customers are told to pay
 * into. They are the `pay_instruction` rows that the portals show; the `bank_account_details`
 * config property reads them as a JSON list and saves one or several (new without `id`, changed
 * with it); DELETE /api/bank_account_details/{id} removes one.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AuditEntityKind, dbId, multiLine, requiredSingleLine, singleLine } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { payInstruction } from '../../db/schema.ts';
import { badRequest, fieldErrors, type FieldErrors } from '../../platform/http/errors.ts';
import { assertRefs, type Refs } from '../../platform/http/refs.ts';
import { audit } from '../../platform/audit.ts';

type Row = typeof payInstruction.$inferSelect;

function serializeBankAccount(row: Row) {
  return {
    id: row.id,
    account_id: row.accountId,
    bank_name: row.bankName,
    account_name: row.accountName,
    account_number: row.accountNumber,
    routing_number: row.routingNumber,
    iban: row.iban,
    swift: row.swift,
    reference: row.reference,
    notes: row.notes,
  };
}

/** ISO 13616: move the first four characters to the end, letters to numbers, remainder mod 97 is 1. */
function validIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

const text = singleLine;
const required = requiredSingleLine;

const BankAccountWrite = z
  .object({
    id: dbId('a bank account of this organization').optional(),
    account_id: dbId('an account of this organization').nullable().optional(),
    bank_name: required(200),
    account_name: required(200),
    account_number: text(64).regex(/^[A-Za-z0-9 -]*$/, 'Use only letters, digits, spaces and dashes.').default(''),
    routing_number: text(64).regex(/^[A-Za-z0-9 -]*$/, 'Use only letters, digits, spaces and dashes.').default(''),
    iban: text(64)
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .refine((v) => v === '' || validIban(v), 'Enter a valid IBAN.')
      .default(''),
    swift: text(20)
      .transform((v) => v.toUpperCase())
      .refine((v) => v === '' || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v), 'Enter a valid SWIFT/BIC code (8 or 11 characters).')
      .default(''),
    reference: text(200).default(''),
    notes: multiLine(2000).default(''),
  })
  .strict()
  .refine((v) => v.account_number !== '' || v.iban !== '', { path: ['account_number'], message: 'Enter an account number or an IBAN.' });
export type BankAccountWrite = z.infer<typeof BankAccountWrite>;

export async function listBankAccounts(db: Db, orgId: number) {
  const rows = await db.select().from(payInstruction).where(eq(payInstruction.organizationId, orgId)).orderBy(asc(payInstruction.id));
  return rows.map(serializeBankAccount);
}

/**
 * Checks every entry of `input` (one object or a list) before writing any; errors are keyed
 * `<prefix>.<index>.<field>` for a list, `<prefix>.<field>` for one object.
 */
export async function saveBankAccounts(db: Db, orgId: number, actorUserId: number, input: unknown, prefix: string): Promise<void> {
  const list = Array.isArray(input) ? input : [input];
  const key = (i: number, field: string) => [prefix, ...(Array.isArray(input) ? [String(i)] : []), field].join('.');
  if (!list.length) throw badRequest({ [prefix]: ['Send at least one bank account.'] });
  const errors: FieldErrors = {};
  const entries: BankAccountWrite[] = [];
  list.forEach((raw, i) => {
    const parsed = BankAccountWrite.safeParse(raw);
    if (parsed.success) entries.push(parsed.data);
    else for (const [field, messages] of Object.entries(fieldErrors(parsed.error))) errors[key(i, field)] = messages;
  });
  if (Object.keys(errors).length) throw badRequest(errors);

  const refs: Refs = {};
  entries.forEach((e, i) => {
    refs[key(i, 'id')] = { kind: 'bank_account', id: e.id };
    refs[key(i, 'account_id')] = { kind: 'account', id: e.account_id };
  });
  await assertRefs(db, orgId, refs);

  await db.transaction(async (tx) => {
    const created: number[] = [];
    const updated: number[] = [];
    for (const e of entries) {
      const values = {
        ...(e.account_id !== undefined && { accountId: e.account_id }),
        bankName: e.bank_name,
        accountName: e.account_name,
        accountNumber: e.account_number,
        routingNumber: e.routing_number,
        iban: e.iban,
        swift: e.swift,
        reference: e.reference,
        notes: e.notes,
      };
      if (e.id) {
        await tx.update(payInstruction).set(values).where(and(eq(payInstruction.id, e.id), eq(payInstruction.organizationId, orgId)));
        updated.push(e.id);
      } else {
        const [row] = await tx.insert(payInstruction).values({ organizationId: orgId, ...values }).returning({ id: payInstruction.id });
        created.push(row!.id);
      }
    }
    // Bank accounts are not an audit entity kind of spec 3: the change is filed under the user who made it.
    await audit(tx as Db, { orgId, entityKind: AuditEntityKind.USER, entityId: actorUserId, action: 'bank_account_details_saved', actorUserId, details: { created, updated } });
  });
}

/** Deletes one bank account of the organization; false when there is none with this id. */
export async function deleteBankAccount(db: Db, orgId: number, actorUserId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(payInstruction).where(and(eq(payInstruction.id, id), eq(payInstruction.organizationId, orgId))).returning();
    if (!row) return false;
    await audit(tx as Db, {
      orgId,
      entityKind: row.accountId ? AuditEntityKind.WORKSPACE : AuditEntityKind.USER,
      entityId: row.accountId ?? actorUserId,
      action: 'bank_account_details_deleted',
      actorUserId,
      // Enough to recognise the account later without keeping its full number in the trail.
      details: { id: row.id, bank_name: row.bankName, account_name: row.accountName, number_ends_with: (row.iban || row.accountNumber).slice(-4) },
    });
    return true;
  });
}
