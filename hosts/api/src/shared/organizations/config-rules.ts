/**
 * What each config property may hold (spec 3, 5), and how a written value is checked and
 * normalised before it is stored. Values are text in the database; spec 5 reads them back
 * as booleans or structured data, so booleans and JSON are stored in a canonical form.
 */
import {
  APPLICATION_TYPES,
  CONFIG_PROPERTY_NAMES,
  DATE_RANGE,
  ConfigProperty as P,
  EMAIL_PATTERN,
  FieldMessage,
  PHONE_PATTERN,
  SECRET_CONFIG_PROPERTIES,
  SECRET_MASK,
  type ConfigPropertyName,
} from '@si/contract';
import type { Db } from '../../db/client.ts';
import { checkRefs, refMessage, type RefKind } from '../../platform/http/refs.ts';

type Rule =
  | { kind: 'boolean' }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'email' }
  | { kind: 'phone' }
  | { kind: 'url' }
  | { kind: 'colour' }
  | { kind: 'date' }
  | { kind: 'timezone' }
  | { kind: 'text'; max: number; multiline?: boolean }
  | { kind: 'secret' }
  | { kind: 'modules' }
  | { kind: 'origins' }
  | { kind: 'json' }
  /** The id of a row of the organization (platform/http/refs.ts). */
  | { kind: 'ref'; ref: RefKind };

const line = (max = 200): Rule => ({ kind: 'text', max });
const BOOLEAN: Rule = { kind: 'boolean' };

const RULES: Record<ConfigPropertyName, Rule> = {
  [P.ACCOUNTING_EMAIL]: { kind: 'email' },
  [P.ASSETS_SOURCE]: line(500),
  // Not stored as text: the config route reads and saves the pay_instruction rows (bank-accounts.ts).
  [P.BANK_ACCOUNT_DETAILS]: { kind: 'json' },
  [P.CUSTOMER_NOTIFICATIONS_ENABLED]: BOOLEAN,
  [P.DASHBOARD_DATA_LOAD_FREQUENCY]: { kind: 'integer', min: 0, max: 1440 },
  [P.EMAIL_SALUTATION_GREETING]: line(),
  [P.ETHERPAD_MAX_AGE_MINUTES]: { kind: 'integer', min: 1, max: 525600 },
  [P.FILEDROP_MFA_CHALLENGE_ENABLED]: BOOLEAN,
  [P.FILEDROP_NOTIFICATION_EMAIL_SUBJECT]: line(),
  [P.FULL_ADDRESS]: { kind: 'text', max: 1000, multiline: true },
  [P.FREE_FORM_INVOICE_TEMPLATE_PATH]: line(500),
  [P.INFO_EMAIL]: { kind: 'email' },
  [P.MODULES_ALLOWED]: { kind: 'modules' },
  [P.BC_ENABLED]: BOOLEAN,
  [P.BC_BASE_URI]: { kind: 'url' },
  [P.BC_CLIENT_ID]: line(),
  [P.BC_CLIENT_SECRET]: { kind: 'secret' },
  [P.BC_CLIENT_SECRET_EXPIRY]: { kind: 'date' },
  [P.BC_COMPANY_ID]: line(),
  [P.BC_ENVIRONMENT]: line(100),
  [P.BC_RESOURCES_URL]: { kind: 'url' },
  [P.BC_SALES_INVOICES_FETCH_DAYS]: { kind: 'integer', min: 1, max: 3650 },
  [P.BC_SCOPE]: line(500),
  [P.BC_TENANT_ID]: line(),
  [P.BC_TIMEZONE]: { kind: 'timezone' },
  [P.BC_TOKEN_URL]: { kind: 'url' },
  [P.BC_ACCOUNT_CREATED_BY_USER_ID]: { kind: 'ref', ref: 'user' },
  [P.BC_ACCOUNT_MANAGEMENT_LEAD_ID]: { kind: 'ref', ref: 'user' },
  [P.BC_ACCOUNT_MANAGEMENT_TEAM_ID]: { kind: 'ref', ref: 'team' },
  // Mail subjects are single lines: a line break would inject mail headers.
  [P.PAST_DUE_REMINDER_SUBJECT]: line(),
  [P.PAST_DUE_REMINDER_SUBJECT_BANK]: line(),
  [P.PAST_DUE_REMINDER_SUBJECT_FILE]: line(),
  [P.PAST_DUE_REMINDER_SUBJECT_SECURE_INVOICE]: line(),
  [P.PAST_DUE_REMINDER_SUBJECT_SECURE_INVOICE_PURCHASE]: line(),
  [P.PAST_DUE_REMINDER_SUBJECT_SALES_CRM]: line(),
  [P.PAYMENT_PROCESSING_ENABLED]: BOOLEAN,
  [P.PHONE_NUMBER]: { kind: 'phone' },
  [P.BRAND_COLOR]: { kind: 'colour' },
  [P.PORTAL_ACCOUNT_HOLD_MESSAGE]: { kind: 'text', max: 1000, multiline: true },
  [P.POWERED_BY_TEXT]: line(),
  [P.POWERED_BY_TEXT_BANK]: line(),
  [P.POWERED_BY_TEXT_FILE]: line(),
  [P.POWERED_BY_TEXT_SECURE_INVOICE]: line(),
  [P.POWERED_BY_TEXT_SALES_CRM]: line(),
  [P.POWERED_BY_REDIRECTION_LINK]: { kind: 'url' },
  [P.SAVE_AND_SEND_DOCUMENT_NOTIFICATION]: BOOLEAN,
  [P.PAYMENT_PROVIDER_API_KEY]: { kind: 'secret' },
  [P.PAYMENT_PROVIDER_TERMS_OF_SERVICE]: { kind: 'text', max: 20000, multiline: true },
  [P.TEAM_NOTIFICATIONS_ENABLED]: BOOLEAN,
  [P.TENANT_CUSTOM_EMAIL_TEMPLATES]: { kind: 'json' },
  [P.TENANT_FULL_NAME]: line(),
  [P.TENANT_SHORT_NAME]: line(50),
  [P.PORTAL_ALLOWED_ORIGINS]: { kind: 'origins' },
  [P.MFA_REQUIRED]: BOOLEAN,
};

export const isConfigPropertyName = (name: string): name is ConfigPropertyName =>
  (CONFIG_PROPERTY_NAMES as string[]).includes(name);

export const isSecret = (name: ConfigPropertyName) => SECRET_CONFIG_PROPERTIES.includes(name);

/** A secret as it may be shown: the mask, plus the last four characters of a long one. */
export function maskSecret(value: string): string {
  if (value === '') return '';
  return value.length >= 16 ? `${SECRET_MASK}${value.slice(-4)}` : SECRET_MASK;
}

const TRUE = ['true', 't', 'yes', '1'];
const FALSE = ['false', 'f', 'no', '0', ''];
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** The wire value as text: JSON clients may send booleans, numbers, arrays or objects as such. */
export function asText(input: unknown): string | undefined {
  if (input === null) return '';
  if (typeof input === 'string') return input.trim();
  if (typeof input === 'boolean' || typeof input === 'number') return String(input);
  if (typeof input === 'object') return JSON.stringify(input);
  return undefined;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isOrigin(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type Checked = { ok: true; value: string } | { ok: false; messages: string[] };
const fail = (...messages: string[]): Checked => ({ ok: false, messages });

/**
 * Checks `input` for the property `name` of organization `orgId` and returns the text to store.
 * An empty value is always allowed: it clears the property (spec 5 reads it as false).
 */
export async function checkConfigValue(db: Db, orgId: number, name: ConfigPropertyName, input: unknown): Promise<Checked> {
  const text = asText(input);
  if (text === undefined) return fail('Must be a string');
  const rule = RULES[name];
  if (text === '') return { ok: true, value: '' };
  if (rule.kind !== 'json' && rule.kind !== 'modules' && rule.kind !== 'origins' && text.length > 20000) return fail(tooLong(20000));
  if (CONTROL.test(text)) return fail('Must not contain control characters.');

  switch (rule.kind) {
    case 'boolean': {
      const lower = text.toLowerCase();
      if (TRUE.includes(lower)) return { ok: true, value: 'true' };
      if (FALSE.includes(lower)) return { ok: true, value: 'false' };
      return fail('Must be a boolean: true, t, yes, 1, false, f, no, 0, or empty.');
    }
    case 'integer': {
      const n = /^-?\d{1,10}$/.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(n) || n < rule.min || n > rule.max) return fail(`Must be a whole number from ${rule.min} to ${rule.max}.`);
      return { ok: true, value: String(n) };
    }
    case 'email':
      return text.length <= 254 && EMAIL_PATTERN.test(text) ? { ok: true, value: text } : fail(FieldMessage.EMAIL);
    case 'phone':
      return PHONE_PATTERN.test(text) ? { ok: true, value: text } : fail(FieldMessage.PHONE);
    case 'url':
      if (text.length > 2000) return fail(tooLong(2000));
      return isHttpUrl(text) ? { ok: true, value: text } : fail('Enter a valid http or https URL.');
    case 'colour':
      return /^#[0-9a-f]{6}$/i.test(text) ? { ok: true, value: text.toLowerCase() } : fail('Enter a colour as #RRGGBB, e.g. #0D9394.');
    case 'date': {
      const ok = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && !Number.isNaN(Date.parse(text));
      if (!ok) return fail('Enter a date as YYYY-MM-DD, or a date and time in ISO 8601.');
      const day = text.slice(0, 10);
      return day >= DATE_RANGE.min && day <= DATE_RANGE.max ? { ok: true, value: text } : fail(`Enter a date from ${DATE_RANGE.min} to ${DATE_RANGE.max}.`);
    }
    case 'timezone':
      try {
        new Intl.DateTimeFormat('en', { timeZone: text });
        return { ok: true, value: text };
      } catch {
        return fail('Unknown time zone; use an IANA name such as Europe/Paris.');
      }
    case 'text':
      if (text.length > rule.max) return fail(tooLong(rule.max));
      if (!rule.multiline && /[\r\n]/.test(text)) return fail('Must be a single line.');
      return { ok: true, value: text };
    case 'secret':
      if (text.length > 500) return fail(tooLong(500));
      if (/\s/.test(text)) return fail('Must not contain spaces or line breaks.');
      return { ok: true, value: text };
    case 'ref': {
      const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
      if (!(id > 0)) return fail(refMessage(rule.ref));
      const errors = await checkRefs(db, orgId, { [name]: { kind: rule.ref, id } });
      return errors[name] ? fail(...errors[name]) : { ok: true, value: String(id) };
    }
    case 'json':
    case 'modules':
    case 'origins':
      return checkStructured(rule.kind, text);
  }
}

function checkStructured(kind: 'json' | 'modules' | 'origins', text: string): Checked {
  if (text.length > 100000) return fail(tooLong(100000));
  const parsed = parseJson(text);
  if (kind === 'json') {
    if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object') return fail('Must be a JSON object or array.');
    return { ok: true, value: JSON.stringify(parsed.value) };
  }
  if (kind === 'modules') {
    const hint = `Must be a JSON array of application types: ${APPLICATION_TYPES.join(', ')}.`;
    if (!parsed.ok || !Array.isArray(parsed.value)) return fail(hint);
    const unknown = parsed.value.filter((v) => !(APPLICATION_TYPES as readonly unknown[]).includes(v));
    if (unknown.length) return fail(...unknown.map((v) => `Unknown application type ${JSON.stringify(v)}.`), hint);
    return { ok: true, value: JSON.stringify([...new Set(parsed.value)]) };
  }
  const hint = 'Must be a JSON array of origins such as "https://shop.example.com" (scheme, host and optional port; no path).';
  if (!parsed.ok || !Array.isArray(parsed.value)) return fail(hint);
  const bad = parsed.value.filter((v) => !isOrigin(v));
  if (bad.length) return fail(...bad.map((v) => `${JSON.stringify(v)} is not an origin.`), hint);
  return { ok: true, value: JSON.stringify([...new Set(parsed.value)]) };
}

/** True when a written secret is only the mask we showed (or would show) for the stored one. */
export function isMaskEcho(written: string, stored: string | undefined): boolean {
  return written.startsWith(SECRET_MASK) && stored !== undefined && stored !== '' && written === maskSecret(stored);
}
