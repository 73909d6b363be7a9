/**
 * The loans' staff calls: the list and its CSV export, open, read, the history's pages, change the
 * details and the term, add and remove parties, rate, record a policy exception; and the lending
 * settings. A handler only guards, parses, calls and answers: the rules are in create.ts and
 * actions.ts, the answers in rows.ts. Every route is behind the module's access (read, write);
 * a rating and a policy exception also need a reviewer's role (LRA or OA, 403 before anything is
 * read). Another organization's loan is a 404, checked before the body is read.
 */
import { Hono, type Context } from 'hono';
import { LendingMessage, LoanCreate, LoanDetailsPatch, LoanHistoryQuery, LoanListQuery, LoanPartyAdd, LoanPolicyExceptionWrite, LoanRatingWrite, LoanTermPatch, SECTION_ROLES, type LoanSection } from '@si/contract';
import { inTransaction } from '../../../db/client.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { ordering, pageOf } from '../../../platform/http/paging.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId, query } from '../../../platform/http/validate.ts';
import { today } from '../../../shared/dates/days.ts';
import { downloadHeaders } from '../../../shared/files/send.ts';
import { lendingAccess } from '../module.ts';
import { loan } from '../schema.ts';
import { addParty, addPolicyException, rateLoan, removeParty, updateDetails, updateTerm, type LoanStaff, type Outcome } from './actions.ts';
import { insertLoan } from './create.ts';
import { loansCsv } from './export.ts';
import { countLoans, DEFAULT_LOAN_ORDERING, findLoan, historyLink, historyPage, loanAnswer, LOAN_ORDERINGS, loanFilters, selectLoans, toLoanRow } from './rows.ts';
import { lendingSettingsRoutes } from './settings.ts';

const acting = (c: Context): LoanStaff => {
  const staff = staffOf(c);
  return { orgId: staff.orgId, userId: staff.user.id, roles: staff.roles };
};

/** The common 403 unless the caller holds one of the section's roles (the catalogue lists them). */
const requireSection = (c: Context, section: LoanSection): LoanStaff => {
  const by = acting(c);
  if (!SECTION_ROLES[section].some((r) => by.roles.has(r))) throw forbidden();
  return by;
};

const ExportQuery = LoanListQuery.omit({ page: true, page_size: true });

export function loanRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = lendingAccess(deps);
  const one = '/api/lending/loans/:id{[0-9]+}';

  // A page is two statements whatever its length: the count and the rows with every name they show.
  app.get('/api/lending/loans', access.read, async (c) => {
    const by = acting(c);
    const q = query(c, LoanListQuery);
    const order = ordering(q.ordering, LOAN_ORDERINGS, DEFAULT_LOAN_ORDERING, loan.accountId);
    const where = loanFilters(by.orgId, by.userId, q);
    const total = await countLoans(db, by.orgId, where);
    const rows = await selectLoans(db, by.orgId)
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    return c.json(pageOf(c, { page: q.page, pageSize: q.page_size }, total, rows.map(toLoanRow)));
  });

  app.get('/api/lending/loans/export', access.read, (c) => {
    // Every bad filter is a 400 here, before the first byte is streamed.
    const stream = loansCsv(db, acting(c), query(c, ExportQuery), deps.log);
    return new Response(stream, { headers: downloadHeaders({ name: `loans-${today()}.csv`, contentType: 'text/csv; charset=utf-8' }) });
  });

  app.post('/api/lending/loans', access.write, async (c) => {
    const by = acting(c);
    const input = await body(c, LoanCreate);
    const answer = await inTransaction(db, async (tx) => loanAnswer(tx, by.orgId, await insertLoan(tx, by.orgId, by.userId, input), by.roles));
    return c.json(answer, 201);
  });

  app.get(one, access.read, async (c) => {
    const by = acting(c);
    return c.json(await loanAnswer(db, by.orgId, pathId(c), by.roles));
  });

  app.get(`${one}/history`, access.read, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await findLoan(db, by.orgId, id);
    const q = query(c, LoanHistoryQuery);
    return c.json(await historyPage(db, by.orgId, id, q.page, q.page_size, historyLink(id, q.page_size)));
  });

  /** A change's answer: the loan, or 409 with the loan as it is now. */
  const answer = async (c: Context, by: LoanStaff, id: number, outcome: Outcome) =>
    outcome.stale ? c.json({ detail: LendingMessage.staleLoan, loan: await loanAnswer(db, by.orgId, id, by.roles) }, 409) : c.json(outcome.loan);

  app.patch(`${one}/details`, access.write, async (c) => {
    const by = requireSection(c, 'loanDetails');
    const id = pathId(c);
    await findLoan(db, by.orgId, id);
    return answer(c, by, id, await updateDetails(db, by, id, await body(c, LoanDetailsPatch)));
  });

  app.patch(`${one}/term`, access.write, async (c) => {
    const by = requireSection(c, 'loanTerm');
    const id = pathId(c);
    await findLoan(db, by.orgId, id);
    return answer(c, by, id, await updateTerm(db, by, id, await body(c, LoanTermPatch)));
  });

  app.post(`${one}/parties`, access.write, async (c) => {
    const by = requireSection(c, 'borrowingStructure');
    const id = pathId(c);
    await findLoan(db, by.orgId, id);
    return c.json(await addParty(db, by, id, await body(c, LoanPartyAdd)), 201);
  });

  app.delete(`${one}/parties/:partyId{[0-9]+}`, access.write, async (c) => {
    const by = requireSection(c, 'borrowingStructure');
    return c.json(await removeParty(db, by, pathId(c), pathId(c, 'partyId')));
  });

  app.post(`${one}/rating`, access.write, async (c) => {
    const by = requireSection(c, 'creditAndRiskRating');
    const id = pathId(c);
    await findLoan(db, by.orgId, id);
    return c.json(await rateLoan(db, by, id, await body(c, LoanRatingWrite)), 201);
  });

  app.post(`${one}/policy-exceptions`, access.write, async (c) => {
    const by = requireSection(c, 'policyExceptions');
    const id = pathId(c);
    await findLoan(db, by.orgId, id);
    return c.json(await addPolicyException(db, by, id, await body(c, LoanPolicyExceptionWrite)), 201);
  });

  app.route('/', lendingSettingsRoutes(deps));
  return app;
}
