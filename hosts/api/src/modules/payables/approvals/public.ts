/**
 * The approval link's public calls (no session: the token in the path is the credential). GET
 * describes the pending decision and changes nothing; POST approves or rejects, once.
 */
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { ApprovalLinkMessage, BillApprovalLinkDecision, type BillApprovalLinkView } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Deps } from '../../../platform/http/deps.ts';
import { detailError } from '../../../platform/http/errors.ts';
import { body } from '../../../platform/http/validate.ts';
import { rejectBill } from '../bills/actions.ts';
import { bill } from '../schema.ts';
import { billMatch } from '../orders/bill-match.ts';
import { recordApproval } from './flow.ts';
import { claimLink, releaseLink, usableLink } from './links.ts';

const tokenOf = (c: Context) => {
  const token = c.req.param('token') ?? '';
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw detailError(404, ApprovalLinkMessage.UNKNOWN);
  return token;
};

export function billApprovalLinkRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono();
  const path = '/api/public/bill_approvals/:token';

  app.get(path, async (c) => {
    const found = await usableLink(db, tokenOf(c));
    c.header('Cache-Control', 'no-store');
    const view: BillApprovalLinkView = {
      organization: found.bill.org,
      approver: found.approver,
      bill: { number: found.bill.number, vendor: found.bill.vendor, currency: found.bill.currency, total: formatAmount(found.bill.total, found.bill.currency), bill_date: found.bill.billDate, due_date: found.bill.dueDate },
      step: found.step.position,
      steps: found.steps,
      required: found.step.required,
      approvals: found.approvals,
      expires_at: found.link.expiresAt.toISOString(),
    };
    return c.json(view);
  });

  app.post(path, async (c) => {
    const token = tokenOf(c);
    const input = await body(c, BillApprovalLinkDecision);
    const found = await usableLink(db, token);
    const { link } = found;
    // A bill that does not match its purchase order is approved only with a reason, written in the suite.
    if (input.decision === 'approve' && (await billMatch(db, link.organizationId, link.itemId)).result === 'mismatch') {
      throw detailError(409, ApprovalLinkMessage.MISMATCH);
    }
    if (!(await claimLink(db, link.id))) throw detailError(410, ApprovalLinkMessage.USED);
    const by = { orgId: link.organizationId, userId: link.userId };
    try {
      if (input.decision === 'approve') await recordApproval(deps, by, link.itemId, { stepId: link.stepId!, link: true });
      else await rejectBill(deps, by, link.itemId, input.reason!);
    } catch (error) {
      await releaseLink(db, link.id);
      throw error;
    }
    const [now] = await db.select({ state: bill.state }).from(bill).where(eq(bill.itemId, link.itemId));
    return c.json({ decision: input.decision, bill_state: now?.state ?? '' });
  });

  return app;
}
