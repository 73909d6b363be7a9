/**
 * Organization configuration calls (spec 7.3) beyond the plain config property read and
 * write: secrets, the accounting-system (Business Central) settings, allowed modules.
 */
import { z } from 'zod';
import { APPLICATION_TYPES } from './enums.ts';
import { ConfigProperty, type ConfigPropertyName } from './config-properties.ts';

/** Never sent back in clear: reads answer `SECRET_MASK` plus at most the last four characters. */
export const SECRET_CONFIG_PROPERTIES: readonly ConfigPropertyName[] = [
  ConfigProperty.PAYMENT_PROVIDER_API_KEY,
  ConfigProperty.BC_CLIENT_SECRET,
];
export const SECRET_MASK = '********';

/** GET /api/organizations/modules_allowed: the application types the organization may use. */
export const ModulesAllowedResponse = z.object({ modules: z.array(z.enum(APPLICATION_TYPES)) });
export type ModulesAllowedResponse = z.infer<typeof ModulesAllowedResponse>;

/** The fields of GET/POST /api/organizations/business_central_configuration and their config property. */
export const BUSINESS_CENTRAL_FIELDS = {
  enabled: ConfigProperty.BC_ENABLED,
  base_uri: ConfigProperty.BC_BASE_URI,
  client_id: ConfigProperty.BC_CLIENT_ID,
  client_secret: ConfigProperty.BC_CLIENT_SECRET,
  client_secret_expiry: ConfigProperty.BC_CLIENT_SECRET_EXPIRY,
  company_id: ConfigProperty.BC_COMPANY_ID,
  environment: ConfigProperty.BC_ENVIRONMENT,
  resources_url: ConfigProperty.BC_RESOURCES_URL,
  sales_invoices_fetch_days: ConfigProperty.BC_SALES_INVOICES_FETCH_DAYS,
  scope: ConfigProperty.BC_SCOPE,
  tenant_id: ConfigProperty.BC_TENANT_ID,
  timezone: ConfigProperty.BC_TIMEZONE,
  token_url: ConfigProperty.BC_TOKEN_URL,
  account_created_by_user_id: ConfigProperty.BC_ACCOUNT_CREATED_BY_USER_ID,
  account_management_lead_id: ConfigProperty.BC_ACCOUNT_MANAGEMENT_LEAD_ID,
  account_management_team_id: ConfigProperty.BC_ACCOUNT_MANAGEMENT_TEAM_ID,
} as const satisfies Record<string, ConfigPropertyName>;
export type BusinessCentralField = keyof typeof BUSINESS_CENTRAL_FIELDS;

/** The administrators are warned this many days before the accounting system's client secret expires. */
export const CLIENT_SECRET_WARNING_DAYS = 30;

/** The accounting system's client secret expires soon (`days_left` 0 = today) or has expired (`days_left` < 0). */
export const ClientSecretWarning = z.object({
  state: z.enum(['expiring', 'expired']),
  expires_on: z.string(),
  days_left: z.number().int(),
});
export type ClientSecretWarning = z.infer<typeof ClientSecretWarning>;

/**
 * The read shape: every field as its stored text ('' when unset), `enabled` as a boolean,
 * `client_secret` masked, and `client_secret_set` saying whether one is stored.
 */
export const BusinessCentralConfiguration = z.object({
  ...(Object.fromEntries(Object.keys(BUSINESS_CENTRAL_FIELDS).map((k) => [k, z.string()])) as Record<
    Exclude<BusinessCentralField, 'enabled'>,
    z.ZodString
  >),
  enabled: z.boolean(),
  client_secret_set: z.boolean(),
  /** Computed when read: the secret expires within CLIENT_SECRET_WARNING_DAYS, or has expired; null otherwise. */
  client_secret_warning: ClientSecretWarning.nullable(),
});
export type BusinessCentralConfiguration = z.infer<typeof BusinessCentralConfiguration>;

/**
 * The write shape: any subset of the fields. `client_secret` omitted, or sent back masked as
 * read, keeps the stored secret; '' clears it. Values are checked like config property values.
 */
export type BusinessCentralConfigurationWrite = Partial<Record<BusinessCentralField, string | number | boolean | null>>;
