/**
 * The covenants' calls: a loan's list and new covenants, a covenant's change, archive and waivers,
 * a test's history and staff figures, the recompute job, and the borrower's figures from the
 * portal. A handler only guards, parses, calls and answers: the rules are in actions.ts, the
 * answers in rows.ts. Another organization's loan, covenant, test, waiver or job is a 404, checked
 * before the body is read; a portal item of another workspace is a 404 too.
 */
import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { AuditEntityKind, CovenantCreate, CovenantFiguresEntry, CovenantListQuery, CovenantPatch, PortalCovenantFigures, RecomputeRequest, WaiverCreate } from '@si/contract';
import { REVIEW_ROLES, SECTION_ROLES } from '@si/contract/lending';
import type { Deps } from '../../../platform/http/deps.ts';
import { detailError, forbidden, notFound } from '../../../platform/http/errors.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, check, pathId, query, readJson } from '../../../platform/http/validate.ts';
import { audit } from '../../../platform/audit.ts';
import { item } from '../../../db/schema.ts';
import { assertNotOnHold, portalOf, tokenIn } from '../../../shared/portal/access.ts';
import { portalItems } from '../../../shared/portal/serialize.ts';
import { contactActor, onContactSubmitted } from '../../../shared/workflow/engine/engine.ts';
import { lendingAccess } from '../module.ts';
import { archiveCovenant, createCovenant, createWaiver, NOT_A_COVENANT_ITEM, recordFigures, revokeWaiver, testOfItem, updateCovenant, type CovenantStaff } from './actions.ts';
import { jobAnswer, startRecomputeJob } from './recompute.ts';
import { covenantAnswer, findCovenant, findLoan, loanCovenants, testDetail } from './rows.ts';

const acting = (c: Context): CovenantStaff => {
  const staff = staffOf(c);
  return { orgId: staff.orgId, userId: staff.user.id };
};

/** After the read guard: a waiver is a reviewer's (LRA) or an Office Administrator's; another role is the common 403. */
function requireApprover(c: Context): void {
  const staff = staffOf(c);
  if (!REVIEW_ROLES.some((r) => staff.roles.has(r))) throw forbidden();
}

export function covenantRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = lendingAccess(deps);
  const loanPath = '/api/lending/loans/:id{[0-9]+}/covenants';
  const one = '/api/lending/covenants/:id{[0-9]+}';
  const test = '/api/lending/covenant-tests/:id{[0-9]+}';

  app.get(loanPath, access.read, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    const q = query(c, CovenantListQuery);
    await findLoan(db, by.orgId, id);
    const staff = staffOf(c);
    return c.json({
      covenants: await loanCovenants(db, by.orgId, id, q.archived === 'true'),
      can: { write: SECTION_ROLES.covenants.some((r) => staff.roles.has(r)), waive: REVIEW_ROLES.some((r) => staff.roles.has(r)) },
    });
  });

  app.post(loanPath, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await findLoan(db, by.orgId, id);
    const created = await createCovenant(db, by, id, await body(c, CovenantCreate));
    return c.json(await covenantAnswer(db, by.orgId, created), 201);
  });

  app.patch(one, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await findCovenant(db, by.orgId, id);
    await updateCovenant(db, by, id, await body(c, CovenantPatch));
    return c.json(await covenantAnswer(db, by.orgId, id));
  });

  app.post(`${one}/archive`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await archiveCovenant(db, by, id);
    return c.json(await covenantAnswer(db, by.orgId, id));
  });

  app.post(`${one}/waivers`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    requireApprover(c);
    await findCovenant(db, by.orgId, id);
    await createWaiver(db, by, id, await body(c, WaiverCreate));
    return c.json(await covenantAnswer(db, by.orgId, id), 201);
  });

  app.post('/api/lending/covenant-waivers/:id{[0-9]+}/revoke', access.write, async (c) => {
    const by = acting(c);
    requireApprover(c);
    const covenantId = await revokeWaiver(db, by, pathId(c));
    return c.json(await covenantAnswer(db, by.orgId, covenantId));
  });

  app.get(test, access.read, async (c) => c.json(await testDetail(db, acting(c).orgId, pathId(c))));

  app.post(`${test}/figures`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await testDetail(db, by.orgId, id);
    const v = await body(c, CovenantFiguresEntry);
    await recordFigures(db, by.orgId, id, v.figures, { userId: by.userId });
    return c.json(await testDetail(db, by.orgId, id));
  });

  app.post('/api/lending/jobs/recompute', access.write, async (c) => {
    const by = acting(c);
    const v = await body(c, RecomputeRequest);
    const ids = v.covenant_ids ? [...new Set(v.covenant_ids)] : 'all';
    if (ids !== 'all') for (const id of ids) await findCovenant(db, by.orgId, id).catch(() => Promise.reject(detailError(400, `The covenant ${id} is not one of this organization's.`)));
    const job = await startRecomputeJob(db, by.orgId, ids, by.userId, deps.log);
    return c.json({ job }, 202);
  });

  app.get('/api/lending/jobs/:id{[0-9]+}', access.read, async (c) => c.json({ job: await jobAnswer(db, acting(c).orgId, pathId(c)) }));

  // The borrower's figures: like /api/filedrop/figure, for a covenant test's METRIC.
  app.post('/api/filedrop/covenant_figures', async (c) => {
    const raw = await readJson(c);
    const p = await portalOf(c, deps, tokenIn(raw));
    const v = check(PortalCovenantFigures, raw);
    const [row] = await db
      .select({ id: item.id })
      .from(item)
      .where(and(eq(item.id, v.item_id), eq(item.accountId, p.account.id), eq(item.organizationId, p.orgId)))
      .limit(1);
    if (!row) throw notFound();
    const t = await testOfItem(db, p.orgId, row.id);
    if (!t) throw detailError(400, NOT_A_COVENANT_ITEM);
    await assertNotOnHold(db, p);
    await recordFigures(db, p.orgId, t.id, v.figures, { contactId: p.contact.id });
    await audit(db, { orgId: p.orgId, entityKind: AuditEntityKind.ITEM, entityId: row.id, action: 'figure_reported', details: { contact_id: p.contact.id, covenant_test_id: t.id } });
    await onContactSubmitted(deps, row.id, await contactActor(db, p.contact.id));
    const [out] = await portalItems(db, p.account.id, [row.id]);
    return c.json(out);
  });

  return app;
}
