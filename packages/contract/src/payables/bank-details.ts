/**
 * The bank details a vendor is paid to (payables). A change, made by the vendor in its portal or
 * by staff, is `pending` until a second staff member (never the one who requested it) verifies
 * it; then it is `verified` and the details it replaces become `superseded`. A pending change may
 * be `rejected` with a reason the vendor sees. A payment run pays only to verified details.
 *
 * Either an IBAN with its BIC, or an account number with its (ABA) routing number. The shapes are
 * checked here; the server also checks the IBAN's country format and check digits and the BIC
 * with ibantools, and the vendor's screen runs the same checks as it is typed.
 */
import { z } from 'zod';
import { ListQuery } from '../admin.ts';
import { instant, NamedRef, whole } from '../answers.ts';
import { requiredMultiLine, requiredSingleLine, singleLine } from '../fields.ts';
import { portalToken } from '../portal.ts';
import { currencyCode } from '../receivables.ts';
import { FieldMessage } from '../validation.ts';

export const BANK_DETAILS_STATES = ['pending', 'verified', 'superseded', 'rejected'] as const;
export type BankDetailsState = (typeof BANK_DETAILS_STATES)[number];

export const BANK_DETAILS_LIMITS = { holderName: 140, bankName: 140, iban: 34, bic: 11, accountNumber: 34, rejectReason: 500 } as const;

/** Messages the server answers and the screens show. */
export const BankDetailsMessage = {
  IBAN_CHECK_DIGITS: "This IBAN's check digits are wrong: check it for a typing mistake.",
  IBAN_COUNTRY: 'Start the IBAN with its two-letter country code, such as DE or FR.',
  IBAN_FORMAT: "This IBAN does not have its country's length or format.",
  BIC: 'Enter a valid BIC (SWIFT code): 8 or 11 letters and digits, such as DEUTDEFF.',
  BIC_NEEDED: 'Enter the BIC (SWIFT code) of the bank that holds this IBAN.',
  ROUTING: 'Enter the 9-digit routing number (ABA); its last digit checks the others.',
  ROUTING_NEEDED: 'Enter the routing number of the bank that holds this account.',
  ACCOUNT_NUMBER: 'Enter the account number: 4 to 34 letters and digits.',
  ONE_KIND: 'Give an IBAN and BIC, or an account number and routing number: not both.',
  NONE: 'Enter an IBAN, or an account number.',
  REQUESTED_BY_YOU: 'You requested this change: another staff member must verify it.',
  NOT_PENDING: 'This change is no longer waiting for verification: it was verified, rejected or replaced by a newer one.',
} as const;

/** ABA routing number: 9 digits whose weighted sum (3, 7, 1 repeated) is a multiple of 10. */
export function validAbaRouting(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** A bank code as typed ("de89 3704 0044-0532"): spaces and dashes dropped, upper case; then letters and digits only. */
const bankCode = (max: number, message: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : 'Must be a string') })
    .max(max * 2, message)
    .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
    .refine((v) => v.length <= max && /^[A-Z0-9]*$/.test(v), message)
    .default('');

const shape = {
  holder_name: requiredSingleLine(BANK_DETAILS_LIMITS.holderName),
  bank_name: singleLine(BANK_DETAILS_LIMITS.bankName).default(''),
  iban: bankCode(BANK_DETAILS_LIMITS.iban, BankDetailsMessage.IBAN_FORMAT),
  bic: bankCode(BANK_DETAILS_LIMITS.bic, BankDetailsMessage.BIC),
  account_number: bankCode(BANK_DETAILS_LIMITS.accountNumber, BankDetailsMessage.ACCOUNT_NUMBER),
  routing_number: bankCode(9, BankDetailsMessage.ROUTING),
  currency: currencyCode.nullable().optional(),
};

type Shaped = { iban: string; bic: string; account_number: string; routing_number: string };

/** The pairs: an IBAN needs its BIC, an account number its routing number, and one kind only. */
function pairs(v: Shaped, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.iban && (v.account_number || v.routing_number)) return issue(v.account_number ? 'account_number' : 'routing_number', BankDetailsMessage.ONE_KIND);
  if (v.iban) {
    if (!v.bic) issue('bic', BankDetailsMessage.BIC_NEEDED);
    return;
  }
  if (!v.account_number) return issue('iban', BankDetailsMessage.NONE);
  if (v.account_number.length < 4) issue('account_number', BankDetailsMessage.ACCOUNT_NUMBER);
  if (!v.routing_number) issue('routing_number', BankDetailsMessage.ROUTING_NEEDED);
  else if (!validAbaRouting(v.routing_number)) issue('routing_number', BankDetailsMessage.ROUTING);
}

/** New bank details entered by staff for a vendor (PUT /api/accounts/{id}/bank_details). */
export const BankDetailsWrite = z.object(shape).strict().superRefine(pairs);
export type BankDetailsWrite = z.output<typeof BankDetailsWrite>;

/** New bank details given by the vendor in its portal (PUT /api/portal/bank_details). */
export const PortalBankDetailsWrite = z
  .object({ token: portalToken, ...shape })
  .strict()
  .superRefine(pairs);

/** Why a pending change is rejected; the vendor sees it in the portal. */
export const BankDetailsReject = z.object({ reason: requiredMultiLine(BANK_DETAILS_LIMITS.rejectReason) }).strict();

/** One set of bank details as the vendor's portal shows it. */
export const BankDetailsRow = z.object({
  id: whole,
  state: z.enum(BANK_DETAILS_STATES),
  holder_name: z.string(),
  bank_name: z.string(),
  /** Electronic format; masked to its last 4 characters where `masked`. */
  iban: z.string(),
  bic: z.string(),
  account_number: z.string(),
  routing_number: z.string(),
  currency: z.string().nullable(),
  /** The numbers show only their last 4 characters (verified details in the portal). */
  masked: z.boolean(),
  /** The portal contact who gave them, by name; null when staff entered them. */
  requested_by_contact: z.string().nullable(),
  created_at: instant,
  decided_at: instant.nullable(),
  reject_reason: z.string().nullable(),
});
export type BankDetailsRow = z.output<typeof BankDetailsRow>;

/** The vendor's portal: the details it is paid to, the change waiting for verification, the last rejection. */
export const PortalBankDetails = z.object({
  verified: BankDetailsRow.nullable(),
  pending: BankDetailsRow.nullable(),
  /** The latest rejected change, when nothing was given since. */
  rejected: BankDetailsRow.nullable(),
});
export type PortalBankDetails = z.output<typeof PortalBankDetails>;

/** One set of bank details as staff see it: in full, with who requested and who decided. */
export const StaffBankDetailsRow = BankDetailsRow.extend({
  account_id: whole,
  /** The staff member who requested the change; null when the vendor gave it in the portal. */
  requested_by: NamedRef.nullable(),
  /** Who verified or rejected it; null while pending, or when a newer change replaced it first. */
  decided_by: NamedRef.nullable(),
});
export type StaffBankDetailsRow = z.output<typeof StaffBankDetailsRow>;

/** A vendor's bank details for staff: verified, pending and the history (superseded and rejected, newest first). */
export const VendorBankDetails = z.object({
  verified: StaffBankDetailsRow.nullable(),
  pending: StaffBankDetailsRow.nullable(),
  history: z.array(StaffBankDetailsRow),
});
export type VendorBankDetails = z.output<typeof VendorBankDetails>;

/** A row of the changes across vendors, with the vendor's name. */
export const VendorBankDetailsListRow = StaffBankDetailsRow.extend({ account: NamedRef });
export type VendorBankDetailsListRow = z.output<typeof VendorBankDetailsListRow>;

export const VendorBankDetailsListQuery = ListQuery.extend({
  state: z.enum(BANK_DETAILS_STATES, { error: 'Choose pending, verified, superseded or rejected.' }).default('pending'),
});
