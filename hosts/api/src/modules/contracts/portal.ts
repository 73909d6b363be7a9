/** The contract portal's data (spec 7.4): the contact's name, the account's hold and the organization's branding. */
import { Hono } from 'hono';
import type { Deps } from '../../platform/http/deps.ts';
import { holdMessage, portalOf } from '../../shared/portal/access.ts';
import { portalBranding } from '../../shared/portal/context.ts';

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
      organization: await portalBranding(db, p),
    });
  });

  return app;
}
