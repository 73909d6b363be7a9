/**
 * What every portal reads (spec 7.4): the portal context and the bar's details; and the
 * contact's confirmation of their e-mail. Each module's own portal calls live in its module.
 */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { AuditEntityKind, ConfigProperty, type PortalModule } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import { accountContact } from '../../db/schema.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { cachedConfig } from '../../platform/config.ts';
import { holdMessage, portalOf, portalOfKind } from './access.ts';
import { portalItems } from './serialize.ts';

export function portalContextRoutes(deps: Deps) {
  const app = new Hono();
  const { db } = deps;

  app.get('/api/filedrop', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const portal = portalOfKind(p.account.moduleKind);
    const module = portal.prefix as PortalModule;
    const ownPoweredBy = portal.config.poweredBy ? await cachedConfig(db, p.orgId, portal.config.poweredBy) : undefined;
    const poweredBy = ownPoweredBy?.trim() || (await cachedConfig(db, p.orgId, ConfigProperty.POWERED_BY_TEXT))?.trim() || null;
    const name = (await cachedConfig(db, p.orgId, ConfigProperty.TENANT_FULL_NAME))?.trim() || p.organizationName;
    return c.json({
      module,
      organization: { name, powered_by: poweredBy },
      customer: { first_name: p.contact.firstName || p.contact.companyName, last_name: p.contact.lastName, email: p.contact.email },
      workspace: {
        id: p.account.id,
        name: p.account.name,
        account_hold: p.account.accountHold,
        account_hold_message: p.account.accountHold ? await holdMessage(db, p) : '',
      },
      items: await portalItems(db, p.account.id),
    });
  });

  app.get('/api/portal/details', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    return c.json({
      customer: { first_name: p.contact.firstName || p.contact.companyName, last_name: p.contact.lastName },
      workspace: { account_hold: p.account.accountHold },
    });
  });

  app.get('/api/customer-confirm-email', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const email = (c.req.query('email') ?? '').trim().toLowerCase();
    if (!email) throw new ApiError(400, { email: ['Field is required'] });
    if (email !== p.contact.email.toLowerCase()) throw new ApiError(400, { email: ['This e-mail address does not match the one this link was sent to.'] });
    if (!p.link.emailConfirmedAt) {
      await db.update(accountContact).set({ emailConfirmedAt: new Date() }).where(eq(accountContact.id, p.link.id));
      await audit(db, { orgId: p.orgId, entityKind: AuditEntityKind.CONTACT, entityId: p.contact.id, action: 'email_confirmed', details: { account_id: p.account.id } });
    }
    return c.json({ email: p.contact.email, confirmed: true });
  });

  return app;
}
