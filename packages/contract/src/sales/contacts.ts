/**
 * The sales contacts (sales pipeline): the organization's contact directory narrowed to the
 * contacts on at least one sales account (module kind 7, not archived), each with its sales
 * accounts and the open deals on them; and merging two contacts of the directory into one (a
 * shared capability: any module's duplicates are merged the same way).
 *
 * A merge moves everything of the contact merged (the source) to the contact kept (the target),
 * in one transaction: its places on accounts (where both were on an account, the target's place,
 * role and portal link are kept), the items it is assigned to or made, its comments, files,
 * answers and figures, the leads converted into it, its secure file shares, reminders and
 * workflow references. The target's empty names, company and phone are filled from the source.
 * The source is deleted, and its portal links stop working: the person kept is reached through
 * the target's own links (staff issue one where the target had none).
 */
import { z } from 'zod';
import { ListQuery } from '../admin.ts';
import { ContactRow } from '../accounts.ts';
import { decimalString, NamedRef, whole } from '../answers.ts';
import { dbId } from '../fields.ts';

/** Sales accounts named on a contact's row; `sales_account_count` says how many there are in all. */
export const SALES_CONTACT_ACCOUNTS_SHOWN = 10;

/** A merge refused while both contacts have a checkout open on the same invoice. */
export const CONTACT_MERGE_CHECKOUT = 'Both contacts have a payment under way for the same invoice: merge them once it is finished.';

/** `ordering`: `name` (default: last, first, company), `company_name`, `email`, `created_at`; `search` on names, company and e-mail. */
export const SalesContactListQuery = ListQuery;
export type SalesContactListQuery = z.output<typeof SalesContactListQuery>;

/** Open deals added up in one currency (amounts are never added across currencies). */
export const DealSum = z.object({ currency: z.string(), total: decimalString });
export type DealSum = z.output<typeof DealSum>;

export const SalesContactRow = ContactRow.extend({
  /** The contact's sales accounts (not archived), by name: the first `SALES_CONTACT_ACCOUNTS_SHOWN`. */
  sales_accounts: z.array(NamedRef),
  /** How many sales accounts (not archived) the contact is on. */
  sales_account_count: whole,
  /** The open deals on those accounts: how many, and their amounts per currency (by currency code). */
  open_deals: z.object({ count: whole, totals: z.array(DealSum) }),
});
export type SalesContactRow = z.output<typeof SalesContactRow>;

/** Merge the contact of the path into `into_id`, which is kept. */
export const ContactMerge = z.object({ into_id: dbId('a contact') }).strict();
export type ContactMerge = z.output<typeof ContactMerge>;
