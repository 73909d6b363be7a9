/**
 * Spec 7.3: GET and POST /api/organizations/business_central_configuration, the accounting-system
 * integration settings of the secure invoice module (spec 3). They live in the organization's
 * config properties (the `business_central_*` names), so both calls and config_property agree.
 */
import { Hono } from 'hono';
import { BUSINESS_CENTRAL_FIELDS, type BusinessCentralConfiguration, type BusinessCentralField } from '@si/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configProperty } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { requireModule, requireRole, staffAuth, type StaffEnv } from '../../platform/http/roles.ts';
import { readJson } from '../../platform/http/validate.ts';
import { isSecretName, readConfigValue } from '../../platform/config.ts';
import { openSecret } from '../../platform/secrets.ts';
import { maskSecret } from './config-rules.ts';
import { writeConfig } from './config-property.ts';
import { secretWarning } from './secret-expiry.ts';
import { today } from '../dates/days.ts';

const PATH = '/api/organizations/business_central_configuration';
const FIELDS = Object.keys(BUSINESS_CENTRAL_FIELDS) as BusinessCentralField[];

async function readConfiguration(db: Db, orgId: number): Promise<BusinessCentralConfiguration> {
  const rows = await db
    .select({ name: configProperty.name, value: configProperty.value })
    .from(configProperty)
    .where(and(eq(configProperty.organizationId, orgId), inArray(configProperty.name, Object.values(BUSINESS_CENTRAL_FIELDS))));
  const stored = new Map(rows.map((r) => [r.name, isSecretName(r.name) ? openSecret(r.value) : r.value]));
  const text = (field: BusinessCentralField) => stored.get(BUSINESS_CENTRAL_FIELDS[field]) ?? '';
  const out = Object.fromEntries(FIELDS.map((f) => [f, text(f)])) as Record<BusinessCentralField, string>;
  return {
    ...out,
    enabled: readConfigValue(text('enabled')) === true,
    client_secret: maskSecret(text('client_secret')),
    client_secret_set: text('client_secret') !== '',
    // Computed on every read: a stored secret whose date is near or past.
    client_secret_warning: text('client_secret') ? secretWarning(text('client_secret_expiry'), today()) : null,
  };
}

export function businessCentralRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  app.use(PATH, staffAuth(deps));

  // The integration feeds the secure invoice (receivables) module; its settings entry lives there (spec 2.12).
  app.get(PATH, async (c) => {
    const { orgId } = await requireModule(c, 'secure_invoice_sales');
    return c.json(await readConfiguration(db, orgId));
  });

  app.post(PATH, async (c) => {
    const { orgId, user } = requireRole(c, ['OA']);
    await requireModule(c, 'secure_invoice_sales');
    const payload = await readJson(c);
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw badRequest({ non_field_errors: ['Expected a JSON object.'] });
    // The read-only parts of the read answer may come back with it: they are not settings.
    const entries = Object.entries(payload as Record<string, unknown>).filter(([k]) => k !== 'client_secret_set' && k !== 'client_secret_warning');
    const unknown = entries.filter(([k]) => !(k in BUSINESS_CENTRAL_FIELDS));
    if (unknown.length) throw badRequest(Object.fromEntries(unknown.map(([k]) => [k, ['Unknown field.']])));
    if (!entries.length) throw badRequest({ non_field_errors: [`Send at least one of: ${FIELDS.join(', ')}.`] });
    await writeConfig(
      db,
      orgId,
      user.id,
      entries.map(([field, input]) => ({ name: BUSINESS_CENTRAL_FIELDS[field as BusinessCentralField], input, field })),
      'business_central_configuration_updated',
    );
    return c.json(await readConfiguration(db, orgId));
  });

  return app;
}
