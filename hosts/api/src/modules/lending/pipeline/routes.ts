/**
 * The loan pipeline's staff calls: the board and a column's next cards, moving a loan, its
 * decisions, deciding, booking and reopening it. A handler only guards, parses, calls and
 * answers: the rules are in actions.ts and board.ts, the answers in rows.ts. Another
 * organization's loan is a 404, checked before the body is read; deciding and reopening are a
 * reviewer's (LRA) or an Office Administrator's (403 for the other roles).
 */
import { Hono, type Context } from 'hono';
import { DecisionWrite, LoanBoardColumnQuery, LoanBoardQuery, LoanBook, LoanMove } from '@si/contract';
import { REVIEW_ROLES } from '@si/contract/lending';
import type { Deps } from '../../../platform/http/deps.ts';
import { requireRole, staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId, query } from '../../../platform/http/validate.ts';
import { lendingAccess } from '../module.ts';
import { bookLoan, decideLoan, moveLoan, reopenLoan } from './actions.ts';
import { loanBoardColumn, loanBoardOf } from './board.ts';
import { assertLoan, decisionsOf, type PipelineStaff } from './rows.ts';

const acting = (c: Context): PipelineStaff => {
  const staff = staffOf(c);
  return { orgId: staff.orgId, userId: staff.user.id };
};

/**
 * A reviewer (LRA) or an Office Administrator; every other role gets the 403 every role-limited
 * call answers (the catalogue's invariant, held by the OpenAPI and isolation tests), not a message
 * of its own: the screens offer the decision only to those roles.
 */
const reviewer = (c: Context): PipelineStaff => {
  const staff = requireRole(c, REVIEW_ROLES);
  return { orgId: staff.orgId, userId: staff.user.id };
};

export function pipelineRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = lendingAccess(deps);
  const one = '/api/lending/loans/:id{[0-9]+}';

  app.get('/api/lending/pipeline', access.read, async (c) => c.json(await loanBoardOf(db, acting(c), query(c, LoanBoardQuery))));

  app.get('/api/lending/pipeline/column', access.read, async (c) => c.json(await loanBoardColumn(db, acting(c), query(c, LoanBoardColumnQuery))));

  app.post(`${one}/move`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await assertLoan(db, by.orgId, id);
    return c.json(await moveLoan(db, by, id, await body(c, LoanMove)));
  });

  app.get(`${one}/decisions`, access.read, async (c) => c.json(await decisionsOf(db, acting(c).orgId, pathId(c))));

  app.post(`${one}/decisions`, access.write, async (c) => {
    const by = reviewer(c);
    const id = pathId(c);
    await assertLoan(db, by.orgId, id);
    return c.json(await decideLoan(db, by, id, await body(c, DecisionWrite)), 201);
  });

  app.post(`${one}/book`, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await assertLoan(db, by.orgId, id);
    return c.json(await bookLoan(db, by, id, await body(c, LoanBook)));
  });

  app.post(`${one}/reopen`, access.write, async (c) => c.json(await reopenLoan(db, reviewer(c), pathId(c))));

  return app;
}
