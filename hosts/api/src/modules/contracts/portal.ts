/** The contract portal's data (spec 7.4): the contact's name and the account's hold. */
import { Hono } from 'hono';
import type { Deps } from '../../platform/http/deps.ts';
import { holdMessage, portalOf } from '../../shared/portal/access.ts';

export function contractsPortalRoutes(deps: Deps) {
  const app = new Hono();
  const { db } = deps;

  app.get('/api/clm/portal_data', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    return c.json({
      first_name: p.contact.firstName || p.contact.companyName,
      last_name: p.contact.lastName,
      accountHold: p.account.accountHold,
      accountHoldMessage: p.account.accountHold ? await holdMessage(db, p) : '',
    });
  });

  return app;
}
