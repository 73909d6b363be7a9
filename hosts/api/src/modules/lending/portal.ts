/** The lender portal's one write (spec 7.4): a contact's loan request, an item of its account. */
import { Hono } from 'hono';
import { AuditEntityKind, CreateLoanRequest, ItemKind, moduleById } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import { item, loanRequest } from '../../db/schema.ts';
import { detailError } from '../../platform/http/errors.ts';
import { body } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { assertNotOnHold, portalOf } from '../../shared/portal/access.ts';
import { portalItems } from '../../shared/portal/serialize.ts';

const LENDING = moduleById('lending');

export function lendingPortalRoutes(deps: Deps) {
  const app = new Hono();
  const { db } = deps;

  app.post('/api/customer/portal/create_loan_request', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    if (p.account.moduleKind !== LENDING.kind) throw detailError(400, 'Loan requests are made from a lender portal.');
    await assertNotOnHold(db, p);
    const request = await body(c, CreateLoanRequest);
    const amount = Number(request.amount).toFixed(2);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(item)
        .values({
          organizationId: p.orgId,
          accountId: p.account.id,
          kind: ItemKind.REQUEST_ITEM,
          status: 'submitted',
          title: `Loan request: ${amount}`,
          description: request.purpose,
          createdByContactId: p.contact.id,
        })
        .returning();
      await tx.insert(loanRequest).values({ itemId: created!.id, amount, purpose: request.purpose, termMonths: request.term_months });
      return created;
    });
    await audit(db, { orgId: p.orgId, entityKind: AuditEntityKind.ITEM, entityId: row!.id, action: 'loan_requested', details: { contact_id: p.contact.id, amount } });
    const [created] = await portalItems(db, p.account.id, [row!.id]);
    return c.json(created, 201);
  });

  return app;
}
