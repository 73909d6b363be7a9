/**
 * Requirements on a workspace (staff): the list, writes, review, staff comments with internal
 * notes; and what a contact answers in the portal. One mount for all of them.
 */
import { Hono } from 'hono';
import type { Deps } from '../../platform/http/deps.ts';
import { staffAuth, staffOf, type StaffEnv } from '../../platform/http/roles.ts';
import { staffCommentRoutes } from '../comments/staff-comments.ts';
import { portalAnswerRoutes } from '../portal/answers.ts';
import { ownAccount } from './scope.ts';
import { requirementRows } from './rows.ts';
import { requirementWriteRoutes } from './write.ts';
import { reviewRoutes } from './review.ts';

export function requirementRoutes(deps: Deps) {
  const app = new Hono<StaffEnv>();
  app.use('/api/accounts/:id{[0-9]+}/items', staffAuth(deps));
  app.use('/api/accounts/:id{[0-9]+}/items/*', staffAuth(deps));
  app.use('/api/items/:id{[0-9]+}', staffAuth(deps));

  app.get('/api/accounts/:id{[0-9]+}/items', async (c) => {
    staffOf(c);
    const acct = await ownAccount(c, deps);
    const results = await requirementRows(deps.db, acct.id);
    return c.json({ count: results.length, results });
  });

  app.route('/', requirementWriteRoutes(deps));
  app.route('/', reviewRoutes(deps));
  app.route('/', staffCommentRoutes(deps));
  app.route('/', portalAnswerRoutes(deps));
  return app;
}
