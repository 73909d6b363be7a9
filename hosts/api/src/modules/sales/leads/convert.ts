/**
 * Converting a lead, in one transaction, with the lead's row locked first: of two conversions at
 * once the second waits, then finds it converted (409 LEAD_CONVERTED).
 *
 * - The account: the sales account given (merge; of the organization, not archived) or a new sales
 *   account named `account_name`, else the lead's company, else its name; the lead's owner leads it.
 * - The contact: the one given (merge), else the organization's contact with the lead's e-mail (any
 *   case; merged, never a second one: an e-mail is one contact per organization), else a new one.
 *   A lead without an e-mail needs a contact given.
 * - The contact is put on the account unless it is there already.
 * - The lead's custom field answers are copied onto the account; a merged account keeps the
 *   answers it already has.
 * - The deal, when asked, opens through insertDeal (errors on `deal.<field>`), owned by the
 *   lead's owner and remembering the lead.
 * - The lead becomes converted, naming what it became; the account's audit trail says so.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AuditEntityKind, PartyType, SalesMessage, type LeadConvert, type LeadConverted } from '@si/contract';
import { inTransaction, type Db } from '../../../db/client.ts';
import { account, accountContact, contact, customFieldValue } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import { badRequest, detailError, type FieldErrors } from '../../../platform/http/errors.ts';
import { checkRefs } from '../../../platform/http/refs.ts';
import { insertContact } from '../../../shared/contacts/directory.ts';
import { checkCustomFieldValues } from '../../../shared/settings/custom-fields/values.ts';
import { auditDeal, type SalesStaff } from '../deals/actions.ts';
import { insertDeal } from '../deals/create.ts';
import { SALES_KIND } from '../module.ts';
import { salesLead } from '../schema.ts';
import { lockLead, isOpenLead } from './actions.ts';
import { leadAnswer, type LeadRecord } from './rows.ts';

/** A lead without an e-mail cannot make a contact: staff choose the one it is. */
export const LEAD_NO_EMAIL = "This lead has no e-mail: choose the contact it is, or add the lead's e-mail first.";

const ACCOUNT_NAME_MAX = 200;

/** The name of the account a lead makes: the name asked for, else its company, else its name. */
export const accountNameOf = (l: LeadRecord, asked: string) => (asked || l.company || `${l.firstName} ${l.lastName}`.trim()).slice(0, ACCOUNT_NAME_MAX);

/** The organization's contact with this e-mail (any case), if any; two conversions of the same e-mail at once wait for each other. */
async function contactByEmail(tx: Db, orgId: number, email: string): Promise<number | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${orgId}::int, hashtext(lower(${email})))`);
  const [found] = await tx
    .select({ id: contact.id })
    .from(contact)
    .where(and(eq(contact.organizationId, orgId), sql`lower(${contact.email}) = lower(${email})`))
    .orderBy(contact.id)
    .limit(1);
  return found?.id;
}

/** The sales account to merge into: of the organization, of the sales kind, not archived. */
async function isSalesAccount(tx: Db, orgId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.id, id), eq(account.organizationId, orgId), eq(account.moduleKind, SALES_KIND), isNull(account.archivedAt)));
  return row !== undefined;
}

/** Copies the lead's answers that still fit their sales custom fields onto the account, keeping the account's own. */
async function copyAnswers(tx: Db, orgId: number, accountId: number, fields: Record<string, string>): Promise<void> {
  if (!Object.keys(fields).length) return;
  const { changes } = await checkCustomFieldValues(tx, orgId, SALES_KIND, fields, 'fields');
  const values = changes.filter((ch) => ch.value !== null).map((ch) => ({ organizationId: orgId, accountId, fieldId: ch.field.id, value: ch.value! }));
  if (values.length) await tx.insert(customFieldValue).values(values).onConflictDoNothing();
}

export async function convertLead(db: Db, by: SalesStaff, id: number, input: LeadConvert): Promise<LeadConverted> {
  return inTransaction(db, async (tx) => {
    const l = await lockLead(tx, by.orgId, id);
    if (l.state === 'converted') throw detailError(409, SalesMessage.LEAD_CONVERTED);
    if (!isOpenLead(l.state)) throw detailError(409, SalesMessage.LEAD_CLOSED);

    const errors: FieldErrors = {};
    await checkRefs(tx, by.orgId, { contact_id: input.contact_id }, errors);
    if (input.account_id !== null && !(await isSalesAccount(tx, by.orgId, input.account_id))) errors.account_id = [SalesMessage.NOT_SALES_ACCOUNT];
    const email = l.email.trim();
    if (input.contact_id === null && !email) errors.contact_id = [LEAD_NO_EMAIL];
    if (Object.keys(errors).length) throw badRequest(errors);

    let accountId = input.account_id;
    if (accountId === null) {
      const name = accountNameOf(l, input.account_name);
      const [made] = await tx
        .insert(account)
        .values({ organizationId: by.orgId, moduleKind: SALES_KIND, name, leadUserId: l.ownerUserId, createdByUserId: by.userId })
        .returning({ id: account.id });
      accountId = made!.id;
      await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: accountId, action: 'account_created', actorUserId: by.userId, details: { name, module_kind: SALES_KIND, lead_id: l.id } });
    }

    let contactId = input.contact_id ?? (await contactByEmail(tx, by.orgId, email));
    if (contactId === undefined) {
      const made = await insertContact(tx, by.orgId, by.userId, { party_type: PartyType.INDIVIDUAL, first_name: l.firstName, last_name: l.lastName, company_name: l.company, email, phone: l.phone });
      contactId = made.id;
    }

    const placed = await tx.insert(accountContact).values({ organizationId: by.orgId, accountId, contactId }).onConflictDoNothing().returning({ id: accountContact.id });
    if (placed.length) await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: accountId, action: 'contact_added', actorUserId: by.userId, details: { contact_id: contactId, lead_id: l.id } });

    await copyAnswers(tx, by.orgId, accountId, l.fields);

    let dealId: number | null = null;
    if (input.deal) {
      const deal = { ...input.deal, account_id: accountId, category_id: null, owner_user_id: l.ownerUserId, probability: null };
      dealId = await insertDeal(tx, { orgId: by.orgId, userId: by.userId, leadId: l.id }, deal, 'deal.');
      await auditDeal(tx, by, { id: dealId, accountId, title: deal.title }, 'deal_created', { pipeline_id: deal.pipeline_id, amount: deal.amount, currency: deal.currency, lead_id: l.id });
    }

    const now = new Date();
    await tx
      .update(salesLead)
      .set({ state: 'converted', convertedAccountId: accountId, convertedContactId: contactId, convertedDealId: dealId, convertedAt: now, updatedAt: now })
      .where(eq(salesLead.id, l.id));
    await audit(tx, { orgId: by.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: accountId, action: 'lead_converted', actorUserId: by.userId, details: { lead_id: l.id, contact_id: contactId, deal_id: dealId } });
    return { account_id: accountId, contact_id: contactId, deal_id: dealId, lead: await leadAnswer(tx, by.orgId, l.id) };
  });
}
