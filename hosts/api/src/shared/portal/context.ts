/**
 * What every portal reads (spec 7.4): the portal context and the bar's details; and the
 * contact's confirmation of their e-mail. Each module's own portal calls live in its module.
 */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { AuditEntityKind, ConfigProperty, type PortalBranding, type PortalModule } from '@si/contract';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { accountContact, organizationLogo } from '../../db/schema.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { cachedConfig } from '../../platform/config.ts';
import { holdMessage, portalOf, portalOfKind, type PortalAccess } from './access.ts';
import { portalItems } from './serialize.ts';

/** Only an http(s) address is a link a portal may show (never `javascript:` or `data:`). */
function safeLink(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * How the portal shows the organization: its name, logo and brand colour, the "powered by" credit
 * (the module's own text, else the general one, with its link), and the payment terms of service
 * of the invoice portal where it takes payments online. The bar's details and the contracts
 * portal's own data both carry it.
 */
export async function portalBranding(db: Db, p: PortalAccess): Promise<PortalBranding> {
  const portal = portalOfKind(p.account.moduleKind);
  const config = async (name: string) => (await cachedConfig(db, p.orgId, name))?.trim() || undefined;
  const ownPoweredBy = portal.config.poweredBy ? await config(portal.config.poweredBy) : undefined;
  const poweredBy = ownPoweredBy ?? (await config(ConfigProperty.POWERED_BY_TEXT)) ?? null;
  const [logo] = await db.select({ light: organizationLogo.logoLight, dark: organizationLogo.logoDark }).from(organizationLogo).where(eq(organizationLogo.organizationId, p.orgId)).limit(1);
  const colour = await config(ConfigProperty.BRAND_COLOR);
  const invoices = portal.prefix === 'secureinvoice';
  const payments = invoices && (await config(ConfigProperty.PAYMENT_PROCESSING_ENABLED)) === 'true';
  return {
    name: (await config(ConfigProperty.TENANT_FULL_NAME)) ?? p.organizationName,
    logo: Boolean(logo?.light || logo?.dark),
    brand_color: colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : null,
    powered_by: poweredBy,
    powered_by_link: poweredBy ? safeLink(await config(ConfigProperty.POWERED_BY_REDIRECTION_LINK)) : null,
    payment_terms: payments ? ((await config(ConfigProperty.PAYMENT_PROVIDER_TERMS_OF_SERVICE)) ?? null) : null,
  };
}

/** A data URL's image: its type and bytes; undefined when it is not one. */
function imageOf(dataUrl: string | null | undefined): { type: string; bytes: Buffer } | undefined {
  const match = dataUrl ? /^data:(image\/(?:png|jpeg|gif|webp|svg\+xml));base64,(.*)$/s.exec(dataUrl) : null;
  return match ? { type: match[1]!, bytes: Buffer.from(match[2]!, 'base64') } : undefined;
}

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
      organization: await portalBranding(db, p),
    });
  });

  // The organization's logo for the portal's heading: the variant of the theme, else the other.
  app.get('/api/portal/logo', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const dark = c.req.query('theme') === 'dark';
    const [row] = await db.select({ light: organizationLogo.logoLight, dark: organizationLogo.logoDark }).from(organizationLogo).where(eq(organizationLogo.organizationId, p.orgId)).limit(1);
    const image = imageOf(dark ? (row?.dark ?? row?.light) : (row?.light ?? row?.dark));
    if (!image) throw new ApiError(404, { detail: 'This organization has no logo.' });
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.type,
      'Content-Length': String(image.bytes.length),
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own runs no script and loads nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cache-Control': 'private, max-age=300',
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
