/**
 * What staff do to a lead, knowing no HTTP: capture it, change it, qualify, disqualify (with the
 * reason), reopen, and give it an owner (a user, nobody, or the next member in turn). Each change
 * locks the lead's row and checks there, in the same transaction, that it is still open: a
 * converted or disqualified lead is a 409 (LEAD_CLOSED) until reopened, and only a disqualified
 * one can be. Owners are active users of the organization; custom field answers name the
 * organization's sales custom fields and are kept in their canonical text.
 */
import { and, eq } from 'drizzle-orm';
import { LEAD_OPEN_STATES, SalesMessage, type LeadAssign, type LeadDetail, type LeadPatch, type LeadWrite } from '@si/contract';
import { inTransaction, type Db } from '../../../db/client.ts';
import { user } from '../../../db/schema.ts';
import { badRequest, detailError, notFound, type FieldErrors } from '../../../platform/http/errors.ts';
import { checkRefs } from '../../../platform/http/refs.ts';
import { checkCustomFieldValues } from '../../../shared/settings/custom-fields/values.ts';
import { type SalesStaff } from '../deals/actions.ts';
import { SALES_KIND } from '../module.ts';
import { salesLead } from '../schema.ts';
import { leadAnswer, type LeadRecord } from './rows.ts';
import { takeTurns } from './turns.ts';

export const isOpenLead = (state: string) => (LEAD_OPEN_STATES as readonly string[]).includes(state);

/** 404 unless lead `id` is the organization's (before a body is read). */
export async function assertLead(db: Db, orgId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ id: salesLead.id })
    .from(salesLead)
    .where(and(eq(salesLead.id, id), eq(salesLead.organizationId, orgId)));
  if (!row) throw notFound();
}

/** Lead `id` of the organization, locked for the rest of the transaction; 404 when it is not theirs. */
export async function lockLead(tx: Db, orgId: number, id: number): Promise<LeadRecord> {
  const [row] = await tx
    .select()
    .from(salesLead)
    .where(and(eq(salesLead.id, id), eq(salesLead.organizationId, orgId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The lead locked and still open (409 LEAD_CLOSED once converted or disqualified). */
async function lockOpenLead(tx: Db, orgId: number, id: number): Promise<LeadRecord> {
  const l = await lockLead(tx, orgId, id);
  if (!isOpenLead(l.state)) throw detailError(409, SalesMessage.LEAD_CLOSED);
  return l;
}

/** Adds NOT_OWNER on `field` unless `userId` (when given) is an active user of the organization. */
export async function checkOwner(db: Db, orgId: number, userId: number | null | undefined, field: string, errors: FieldErrors): Promise<void> {
  if (userId === null || userId === undefined) return;
  await checkRefs(db, orgId, { [field]: { kind: 'user', id: userId } }, errors);
  if (errors[field]) return;
  const [u] = await db.select({ active: user.isActive }).from(user).where(and(eq(user.id, userId), eq(user.organizationId, orgId)));
  if (!u?.active) errors[field] = [SalesMessage.NOT_OWNER];
}

/**
 * Custom field answers checked against the organization's sales custom fields (errors on
 * `fields.<id>`); answers in canonical text, an empty one as null (cleared).
 */
export async function checkLeadFields(db: Db, orgId: number, fields: Record<string, string>, errors: FieldErrors, prefix = 'fields'): Promise<Map<string, string | null>> {
  const checked = await checkCustomFieldValues(db, orgId, SALES_KIND, fields, prefix);
  Object.assign(errors, checked.errors);
  return new Map(checked.changes.map((ch) => [String(ch.field.id), ch.value]));
}

/** `fields` with the checked answers applied (null removes one). */
function withAnswers(fields: Record<string, string>, answers: Map<string, string | null>): Record<string, string> {
  const out: Record<string, string> = { ...fields };
  for (const [id, value] of answers) {
    if (value === null) delete out[id];
    else out[id] = value;
  }
  return out;
}

const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw badRequest(errors);
};

/** Captures a lead by hand (source `manual`); answers it. */
export async function createLead(db: Db, by: SalesStaff, input: LeadWrite): Promise<LeadDetail> {
  return inTransaction(db, async (tx) => {
    const errors: FieldErrors = {};
    await checkOwner(tx, by.orgId, input.owner_user_id, 'owner_user_id', errors);
    const answers = await checkLeadFields(tx, by.orgId, input.fields, errors);
    throwIfAny(errors);
    const [row] = await tx
      .insert(salesLead)
      .values({
        organizationId: by.orgId,
        firstName: input.first_name,
        lastName: input.last_name,
        company: input.company,
        email: input.email,
        phone: input.phone,
        message: input.message,
        fields: withAnswers({}, answers),
        source: 'manual',
        ownerUserId: input.owner_user_id,
        createdByUserId: by.userId,
      })
      .returning({ id: salesLead.id });
    return leadAnswer(tx, by.orgId, row!.id);
  });
}

/** Changes the fields sent; custom field answers sent replace those of the same field ('' clears one). */
export async function updateLead(db: Db, by: SalesStaff, id: number, input: LeadPatch): Promise<LeadDetail> {
  return inTransaction(db, async (tx) => {
    const l = await lockOpenLead(tx, by.orgId, id);
    const errors: FieldErrors = {};
    await checkOwner(tx, by.orgId, input.owner_user_id, 'owner_user_id', errors);
    const answers = input.fields ? await checkLeadFields(tx, by.orgId, input.fields, errors) : undefined;
    const next = { first: input.first_name ?? l.firstName, last: input.last_name ?? l.lastName, company: input.company ?? l.company };
    if (!errors.first_name && !(next.first || next.last || next.company)) errors.first_name = [SalesMessage.LEAD_NO_NAME];
    throwIfAny(errors);
    const values = {
      ...(input.first_name !== undefined && { firstName: input.first_name }),
      ...(input.last_name !== undefined && { lastName: input.last_name }),
      ...(input.company !== undefined && { company: input.company }),
      ...(input.email !== undefined && { email: input.email }),
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(input.message !== undefined && { message: input.message }),
      ...(input.owner_user_id !== undefined && { ownerUserId: input.owner_user_id }),
      ...(answers && { fields: withAnswers(l.fields, answers) }),
    };
    if (Object.keys(values).length) await tx.update(salesLead).set({ ...values, updatedAt: new Date() }).where(eq(salesLead.id, l.id));
    return leadAnswer(tx, by.orgId, id);
  });
}

/** Marks an open lead qualified (a qualified one stays so). */
export async function qualifyLead(db: Db, by: SalesStaff, id: number): Promise<LeadDetail> {
  return inTransaction(db, async (tx) => {
    const l = await lockOpenLead(tx, by.orgId, id);
    if (l.state !== 'qualified') await tx.update(salesLead).set({ state: 'qualified', updatedAt: new Date() }).where(eq(salesLead.id, l.id));
    return leadAnswer(tx, by.orgId, id);
  });
}

/** Disqualifies an open lead, keeping the reason. */
export async function disqualifyLead(db: Db, by: SalesStaff, id: number, reason: string): Promise<LeadDetail> {
  return inTransaction(db, async (tx) => {
    const l = await lockOpenLead(tx, by.orgId, id);
    await tx.update(salesLead).set({ state: 'disqualified', disqualifyReason: reason, updatedAt: new Date() }).where(eq(salesLead.id, l.id));
    return leadAnswer(tx, by.orgId, id);
  });
}

/** Makes a disqualified lead new again (409 LEAD_NOT_DISQUALIFIED otherwise); the reason goes. */
export async function reopenLead(db: Db, by: SalesStaff, id: number): Promise<LeadDetail> {
  return inTransaction(db, async (tx) => {
    const l = await lockLead(tx, by.orgId, id);
    if (l.state !== 'disqualified') throw detailError(409, SalesMessage.LEAD_NOT_DISQUALIFIED);
    await tx.update(salesLead).set({ state: 'new', disqualifyReason: '', updatedAt: new Date() }).where(eq(salesLead.id, l.id));
    return leadAnswer(tx, by.orgId, id);
  });
}

/**
 * Gives an open lead an owner: a user (400 NOT_OWNER unless an active user of the organization),
 * nobody, or the next member of the sales settings' team in turn (409 NO_TEAM without a team,
 * TEAM_EMPTY when it has no active member).
 */
export async function assignLead(db: Db, by: SalesStaff, id: number, input: LeadAssign): Promise<LeadDetail> {
  return inTransaction(db, async (tx) => {
    const l = await lockOpenLead(tx, by.orgId, id);
    let owner: number | null;
    if (input.round_robin) {
      const turns = await takeTurns(tx, by.orgId, 1);
      if ('none' in turns) throw detailError(409, turns.none === 'no_team' ? SalesMessage.NO_TEAM : SalesMessage.TEAM_EMPTY);
      owner = turns.owners[0]!;
    } else {
      const errors: FieldErrors = {};
      await checkOwner(tx, by.orgId, input.user_id, 'user_id', errors);
      throwIfAny(errors);
      owner = input.user_id ?? null;
    }
    await tx.update(salesLead).set({ ownerUserId: owner, updatedAt: new Date() }).where(eq(salesLead.id, l.id));
    return leadAnswer(tx, by.orgId, id);
  });
}
