/** Rows for the workflow, tasks and reports tests: an organization with staff, a team, an account with contacts and items. */
import { ItemKind, ModuleKind } from '@si/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { account, file, item, itemAssignment, requirement, team, teamMember } from '../src/db/schema.ts';
import { makeOrg, makeUser, signIn, type MadeUser } from './fixtures.ts';
import { call, settings, type TestContext } from './helpers.ts';
import type { Deps } from '../src/platform/http/deps.ts';
import { createMailer } from '../src/platform/mail.ts';
import { createTokenService } from '../src/platform/tokens.ts';
import { addContact } from './portal-fixtures.ts';

export interface Org {
  orgId: number;
  officeId: number;
  oa: MadeUser & { token: string };
  ic: MadeUser & { token: string };
  vo: MadeUser & { token: string };
  lead: MadeUser & { token: string };
  teamId: number;
  accountId: number;
  contacts: { contactId: number; linkId: number; token: string }[];
}

let n = 0;

export async function makeWorkflowOrg(t: TestContext, opts: { moduleKind?: number; name?: string } = {}): Promise<Org> {
  const org = await makeOrg(t.db, { name: opts.name ?? `Org ${n++}` });
  const withToken = async (u: MadeUser) => ({ ...u, token: (await signIn(t.app, u)).access });
  const oa = await withToken(await makeUser(t.db, org, { role: 'OA', firstName: 'Olivia' }));
  const ic = await withToken(await makeUser(t.db, org, { role: 'IC', firstName: 'Ivan' }));
  const vo = await withToken(await makeUser(t.db, org, { role: 'VO', firstName: 'Vera' }));
  const lead = await withToken(await makeUser(t.db, org, { role: 'IC', firstName: 'Leah' }));
  const [tm] = await t.db.insert(team).values({ organizationId: org.orgId, name: `Reviewers ${n++}` }).returning();
  await t.db.insert(teamMember).values({ organizationId: org.orgId, teamId: tm!.id, userId: ic.id });
  const [acct] = await t.db
    .insert(account)
    .values({ organizationId: org.orgId, moduleKind: opts.moduleKind ?? ModuleKind.FILE, name: `Northwind ${n++}`, leadUserId: lead.id })
    .returning();
  const contacts = [await addContact(t.db, org.orgId, acct!.id, 'Ada'), await addContact(t.db, org.orgId, acct!.id, 'Bob')];
  return { ...org, oa, ic, vo, lead, teamId: tm!.id, accountId: acct!.id, contacts };
}

export async function makeItem(db: Db, o: Org, opts: { status?: string; title?: string; createdBy?: number; dueDate?: string | null; accountId?: number } = {}) {
  const [row] = await db
    .insert(item)
    .values({
      organizationId: o.orgId,
      accountId: opts.accountId ?? o.accountId,
      kind: ItemKind.REQUEST_ITEM,
      status: opts.status ?? 'Requested',
      title: opts.title ?? `Bank statements ${n++}`,
      dueDate: opts.dueDate === undefined ? null : opts.dueDate,
      createdByUserId: opts.createdBy ?? o.oa.id,
    })
    .returning();
  await db.insert(requirement).values({ itemId: row!.id, allowedFileTypes: ['.pdf'] });
  return row!;
}

export async function assignItem(db: Db, o: Org, itemId: number, to: { userId?: number; teamId?: number }) {
  await db.insert(itemAssignment).values({ itemId, organizationId: o.orgId, userId: to.userId ?? null, teamId: to.teamId ?? null });
}

/** A file row as the portal writes it when a contact's upload completes. */
export async function fileFrom(db: Db, o: Org, itemId: number, contactId: number | null, userId: number | null = null) {
  const [row] = await db
    .insert(file)
    .values({ organizationId: o.orgId, accountId: o.accountId, itemId, name: 'statement.pdf', contentType: 'application/pdf', size: 10, sha256: 'x'.repeat(64), storageKey: `k/${n++}`, uploadedByContactId: contactId, uploadedByUserId: userId })
    .returning();
  return row!.id;
}

/** A workflow built through the API: steps by name, then transitions naming steps. */
export async function buildWorkflow(
  t: TestContext,
  o: Org,
  steps: { name: string; is_initial?: boolean; is_final?: boolean }[],
  transitions: (Record<string, unknown> & { from: string; to: string; name?: string })[],
  opts: { moduleKind?: number; active?: boolean; name?: string } = {},
) {
  const wf = await call(t.app, 'POST', '/api/workflows', { token: o.oa.token, json: { name: opts.name ?? `Collect ${n++}`, module_kind: opts.moduleKind ?? ModuleKind.FILE, is_active: opts.active ?? true } });
  if (wf.status !== 201) throw new Error(`workflow: ${wf.status} ${JSON.stringify(wf.body)}`);
  const ids: Record<string, number> = {};
  for (const s of steps) {
    const r = await call(t.app, 'POST', `/api/workflows/${wf.body.id}/steps`, { token: o.oa.token, json: s });
    if (r.status !== 201) throw new Error(`step: ${r.status} ${JSON.stringify(r.body)}`);
    ids[s.name] = r.body.id;
  }
  const tids: number[] = [];
  for (const { from, to, name, ...rest } of transitions) {
    const r = await call(t.app, 'POST', `/api/workflows/${wf.body.id}/transitions`, { token: o.oa.token, json: { name: name ?? `${from} to ${to}`, from_step_id: ids[from], to_step_id: ids[to], ...rest } });
    if (r.status !== 201) throw new Error(`transition: ${r.status} ${JSON.stringify(r.body)}`);
    tids.push(r.body.id);
  }
  return { id: wf.body.id as number, steps: ids, transitions: tids };
}

export const statusOf = async (db: Db, itemId: number) => (await db.select({ s: item.status }).from(item).where(eq(item.id, itemId)))[0]!.s;

/** The deps the app builds, for calling the engine directly (mail goes to the outbox). */
export const engineDeps = (t: TestContext): Deps => ({ db: t.db, settings, log: () => {}, mailer: createMailer({ db: t.db, log: () => {} }), tokens: createTokenService(settings) });
