/**
 * The lender portal (spec 7.4): a contact's loan request, which becomes a loan in the
 * organization's loan pipeline (pipeline/request.ts holds the rules), and the list of the
 * workspace's requests with their loans' status. Both are token-scoped: a token reads and writes
 * only its own account's requests.
 */
import { Hono } from 'hono';
import { AuditEntityKind, LoanRequestCreate, PipelineMessage } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import { detailError } from '../../platform/http/errors.ts';
import { body } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { assertNotOnHold, portalOf, type PortalAccess } from '../../shared/portal/access.ts';
import { portalItems } from '../../shared/portal/serialize.ts';
import { LENDING_KIND } from './module.ts';
import { countRequest, portalLoanRequests, requestLoan } from './pipeline/request.ts';

const lenderPortal = (p: PortalAccess) => {
  if (p.account.moduleKind !== LENDING_KIND) throw detailError(400, PipelineMessage.notLenderPortal);
};

export function lendingPortalRoutes(deps: Deps) {
  const app = new Hono();
  const { db } = deps;

  app.post('/api/customer/portal/create_loan_request', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    lenderPortal(p);
    await assertNotOnHold(db, p);
    const request = await body(c, LoanRequestCreate);
    await countRequest(db, p.link.id);
    const made = await requestLoan(db, p, request);
    await audit(db, { orgId: p.orgId, entityKind: AuditEntityKind.ITEM, entityId: made.itemId, action: 'loan_requested', details: { contact_id: p.contact.id, amount: request.amount, loan_account_id: made.loanId } });
    const [created] = await portalItems(db, p.account.id, [made.itemId]);
    return c.json(created, 201);
  });

  app.get('/api/customer/portal/loan_requests', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    lenderPortal(p);
    return c.json(await portalLoanRequests(db, p));
  });

  return app;
}
