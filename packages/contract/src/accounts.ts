/**
 * Accounts (what the screens call workspaces), the organization's contact directory, the
 * contacts on an account and their portal links. Every module's account screens use these
 * calls; an account's module kind says which module it belongs to. Staff with a write role
 * (IC, OA, LRA) write; a View Only user (VO) reads.
 *
 * Calls:
 * - GET    /api/accounts                      AccountListQuery -> Page<AccountRow>
 * - GET    /api/accounts/export.csv           same filters, streamed CSV of every matching row
 * - POST   /api/accounts                      AccountCreate -> 201 AccountRow
 * - GET    /api/accounts/{id}                 AccountRow
 * - PATCH  /api/accounts/{id}                 AccountUpdate -> AccountRow
 * - POST   /api/accounts/bulk                 AccountBulk -> { updated: number }
 * - GET    /api/accounts/{id}/contacts        { count, results: AccountContactRow[] }
 * - POST   /api/accounts/{id}/contacts        AccountContactAdd -> 201 AccountContactRow
 * - PATCH  /api/accounts/{id}/contacts/{cid}  AccountContactUpdate -> AccountContactRow
 * - DELETE /api/accounts/{id}/contacts/{cid}  204 (the contact stays in the directory)
 * - POST   /api/accounts/{id}/contacts/{cid}/link         PortalLinkIssue -> 201 PortalLinkIssued (new token; an older one stops at once)
 * - PATCH  /api/accounts/{id}/contacts/{cid}/link         PortalLinkExpiry -> AccountContactRow
 * - DELETE /api/accounts/{id}/contacts/{cid}/link         204 (revoked)
 * - GET    /api/accounts/{id}/contacts/{cid}/access_log   ListQuery -> Page<PortalAccessRow>
 * - GET    /api/accounts/{id}/timeline    ListQuery (ordering at / -at) -> Page<AccountTimelineRow>
 * - GET    /api/contacts                      ContactListQuery -> Page<ContactRow>
 * - POST   /api/contacts                      ContactWrite -> 201 ContactRow
 * - GET    /api/contacts/{id}                 ContactRow
 * - PATCH  /api/contacts/{id}                 Partial<ContactWrite> -> ContactRow
 */
import { z } from 'zod';
import { ModuleKind, PartyType, WorkspaceKind } from './enums.ts';
import { ListQuery } from './admin.ts';
import { instant, NamedRef, whole } from './answers.ts';
import { EMAIL_PATTERN, FieldMessage } from './validation.ts';
import { e164, PHONE_MESSAGE } from './phone.ts';
import { ACCOUNT_LIMITS, CONTACT_LIMITS } from './limits.ts';
import { dbId, dbIdKey, isoInstant, multiLine, queryDbId, queryWholeNumber, requiredSingleLine, singleLine } from './fields.ts';

const text = singleLine;
const required = requiredSingleLine;
const id = dbId;
const queryId = queryDbId;
const queryBool = z.enum(['true', 'false'], { error: 'Must be true or false.' }).transform((v) => v === 'true');
const MODULE_KINDS = Object.values(ModuleKind) as number[];
const WORKSPACE_KINDS = Object.values(WorkspaceKind) as number[];
const moduleKind = z
  .number({ error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : 'Must be a module kind from 1 to 7.') })
  .int('Must be a module kind from 1 to 7.')
  .refine((v) => MODULE_KINDS.includes(v), 'Must be a module kind from 1 to 7.');

// ---------------------------------------------------------------- accounts

/** Fields an account is created and edited with. Lead, team and office must be of the caller's organization. */
const accountFields = {
  name: required(ACCOUNT_LIMITS.name),
  /** Lender accounts only: 1 monitoring, 2 loan pipeline, 3 loan draw. */
  workspace_kind: z
    .number({ error: 'Must be a workspace kind from 1 to 3.' })
    .int('Must be a workspace kind from 1 to 3.')
    .refine((v) => WORKSPACE_KINDS.includes(v), 'Must be a workspace kind from 1 to 3.')
    .nullable(),
  lead_user_id: id('a user of this organization').nullable(),
  team_id: id('a team of this organization').nullable(),
  office_id: id('an office of this organization').nullable(),
  account_hold: z.boolean({ error: 'Must be true or false.' }),
  /** Shown to the contact while on hold; empty = the organization's portal account hold message. */
  account_hold_message: multiLine(ACCOUNT_LIMITS.holdMessage),
};

export const AccountCreate = z
  .object({
    module_kind: moduleKind,
    ...accountFields,
    workspace_kind: accountFields.workspace_kind.default(null),
    lead_user_id: accountFields.lead_user_id.default(null),
    team_id: accountFields.team_id.default(null),
    office_id: accountFields.office_id.default(null),
    account_hold: accountFields.account_hold.default(false),
    account_hold_message: accountFields.account_hold_message.default(''),
    /** Create from a checklist: its requirements are added, due dates from their offsets. */
    checklist_id: id('a checklist of this organization').nullable().default(null),
    /** Custom field values by field id (`{"12": "Gold"}`), checked against each field's type. */
    custom_fields: z.record(dbIdKey('Must be a custom field id.'), z.union([multiLine(1000), z.number(), z.null()])).default({}),
  })
  .strict();
export type AccountCreate = z.output<typeof AccountCreate>;

/** Any subset of the fields; `archived` archives (true) or restores (false). */
export const AccountUpdate = z
  .object({ ...accountFields, archived: z.boolean({ error: 'Must be true or false.' }) })
  .partial()
  .strict();
export type AccountUpdate = z.output<typeof AccountUpdate>;

export const ACCOUNT_ORDERINGS = ['name', '-name', 'created_at', '-created_at', 'progress', '-progress', 'overdue', '-overdue'] as const;

/** The accounts list: paged, searchable by name, filterable, sortable. */
export const AccountListQuery = ListQuery.extend({
  module_kind: queryWholeNumber(1, 7, 'Must be a module kind from 1 to 7.')
    .refine((v) => MODULE_KINDS.includes(v), 'Must be a module kind from 1 to 7.')
    .optional(),
  lead: queryId('a user').optional(),
  team: queryId('a team').optional(),
  office: queryId('an office').optional(),
  on_hold: queryBool.optional(),
  /** true: only accounts with at least one item past its due date and not accepted. */
  overdue: queryBool.optional(),
  /** false (default): active accounts; true: archived ones. */
  archived: queryBool.optional(),
  /** A custom field filter: `custom_field=<id>` with `custom_value=<value>` (exact, case-insensitive). */
  custom_field: queryId('a custom field').optional(),
  custom_value: singleLine(1000).optional(),
});
export type AccountListQuery = z.output<typeof AccountListQuery>;

export const ACCOUNT_BULK_ACTIONS = ['assign_lead', 'assign_team', 'hold', 'release', 'remind', 'archive', 'restore'] as const;
export type AccountBulkAction = (typeof ACCOUNT_BULK_ACTIONS)[number];

/** One action on several accounts at once; all or none (an id of another organization fails the whole call). */
export const AccountBulk = z
  .object({
    ids: z.array(id('an account of this organization'), { error: 'Must be a list of account ids.' }).min(1, 'Choose at least one account.').max(ACCOUNT_LIMITS.bulk, `At most ${ACCOUNT_LIMITS.bulk} accounts at once.`),
    action: z.enum(ACCOUNT_BULK_ACTIONS, { error: `Choose one of ${ACCOUNT_BULK_ACTIONS.join(', ')}.` }),
    /** assign_lead: the user (null clears); assign_team: the team (null clears); hold: the message. */
    lead_user_id: id('a user of this organization').nullable().optional(),
    team_id: id('a team of this organization').nullable().optional(),
    account_hold_message: multiLine(ACCOUNT_LIMITS.holdMessage).optional(),
  })
  .strict();
export type AccountBulk = z.output<typeof AccountBulk>;

export { NamedRef };

export const AccountRow = z.object({
  id: whole,
  name: z.string(),
  module_kind: whole,
  workspace_kind: whole.nullable(),
  lead: NamedRef.nullable(),
  team: NamedRef.nullable(),
  office: NamedRef.nullable(),
  account_hold: z.boolean(),
  account_hold_message: z.string(),
  archived: z.boolean(),
  /** Requirements accepted of all requirements on the account. */
  progress: z.object({ accepted: whole, total: whole }),
  /** Items past their due date and not accepted. */
  overdue_count: whole,
  contact_count: whole,
  created_at: instant,
});
export type AccountRow = z.output<typeof AccountRow>;

/** What the list answers for each account (same shape as the full row). */
export type AccountDirectoryRow = AccountRow;

// ---------------------------------------------------------------- contacts

export const ContactWrite = z
  .object({
    party_type: z
      .number({ error: 'Must be 1 (individual) or 2 (company).' })
      .refine((v) => v === PartyType.INDIVIDUAL || v === PartyType.COMPANY, 'Must be 1 (individual) or 2 (company).')
      .default(PartyType.INDIVIDUAL),
    first_name: text(CONTACT_LIMITS.name).default(''),
    last_name: text(CONTACT_LIMITS.name).default(''),
    company_name: text(CONTACT_LIMITS.companyName).default(''),
    email: required(CONTACT_LIMITS.email).regex(EMAIL_PATTERN, FieldMessage.EMAIL),
    // Stored as E.164 (+12015550123) however it was typed.
    phone: text(CONTACT_LIMITS.phone)
      .refine((v) => v === '' || e164(v) !== undefined, PHONE_MESSAGE)
      .transform((v) => (v === '' ? '' : e164(v)!))
      .default(''),
  })
  .strict()
  // An individual needs a name, a company its company name.
  .superRefine((c, ctx) => {
    if (c.party_type === PartyType.COMPANY && !c.company_name) ctx.addIssue({ code: 'custom', path: ['company_name'], message: FieldMessage.REQUIRED });
    if (c.party_type === PartyType.INDIVIDUAL && !c.first_name && !c.last_name) ctx.addIssue({ code: 'custom', path: ['first_name'], message: FieldMessage.REQUIRED });
  });
export type ContactWrite = z.output<typeof ContactWrite>;
export const CONTACT_EMAIL_TAKEN = 'A contact with this e-mail already exists.';

export const ContactListQuery = ListQuery.extend({
  /** Contacts not yet on this account (for the add-contact picker). */
  not_on_account: queryId('an account').optional(),
});

const contactFields = {
  id: whole,
  party_type: whole,
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  email: z.string(),
  phone: z.string(),
};
export const ContactRow = z.object({
  ...contactFields,
  /** How many accounts the contact is on. */
  account_count: whole,
  created_at: instant,
});
export type ContactRow = z.output<typeof ContactRow>;

// ---------------------------------------------------------------- contacts on an account, portal links

/** Add an existing contact (`contact_id`) or a new one (`contact`), with an optional role. */
export const AccountContactAdd = z
  .object({
    contact_id: id('a contact of this organization').optional(),
    contact: ContactWrite.optional(),
    contact_role_id: id('a contact role of this organization').nullable().default(null),
  })
  .strict()
  .refine((b) => (b.contact_id === undefined) !== (b.contact === undefined), { message: 'Give either contact_id or contact.', path: ['contact_id'] });
export type AccountContactAdd = z.output<typeof AccountContactAdd>;
export const CONTACT_ALREADY_ON_ACCOUNT = 'This contact is already on the account.';

export const AccountContactUpdate = z.object({ contact_role_id: id('a contact role of this organization').nullable() }).strict();

export const PORTAL_LINK_STATES = ['none', 'active', 'expired', 'revoked'] as const;
export type PortalLinkState = (typeof PORTAL_LINK_STATES)[number];

/** `id` is the contact's id (the directory row). */
export const AccountContactRow = z.object({
  ...contactFields,
  contact_role: NamedRef.nullable(),
  link: z.object({
    state: z.enum(PORTAL_LINK_STATES),
    issued_at: instant.nullable(),
    expires_at: instant.nullable(),
    sent_at: instant.nullable(),
    /** The last portal call made with the link. */
    last_access_at: instant.nullable(),
  }),
});
export type AccountContactRow = z.output<typeof AccountContactRow>;

/** Issue (or rotate) the contact's link; `expires_at` null = no expiry; `send` mails it too. */
export const PortalLinkIssue = z
  .object({
    expires_at: isoInstant().nullable().default(null),
    send: z.boolean({ error: 'Must be true or false.' }).default(false),
  })
  .strict();
export const PortalLinkExpiry = z.object({ expires_at: isoInstant().nullable() }).strict();
export const LINK_EXPIRY_IN_PAST = 'The expiry must be in the future.';

export const PortalLinkIssued = z.object({
  /** The full portal address with the token: shown once, never stored. */
  url: z.string(),
  token: z.string(),
  expires_at: instant.nullable(),
  /** The address it was mailed to, when `send` was true. */
  sent_to: z.string().nullable(),
  contact: AccountContactRow,
});
export type PortalLinkIssued = z.output<typeof PortalLinkIssued>;

/** What a contact did with a portal call, by the call's method and path (`{id}` for an upload's id). */
export const PORTAL_ACTIVITIES = {
  'GET /api/filedrop': 'opened_portal',
  'GET /api/portal/details': 'opened_portal',
  'GET /api/customer-confirm-email': 'confirmed_email',
  'GET /api/fetch_sales_files': 'listed_files',
  'GET /api/preview_sales_files': 'viewed_file',
  'GET /api/preview_external_reference': 'viewed_file',
  'GET /api/download_sales_files': 'downloaded_file',
  'GET /api/portal_comments/object_comments': 'read_comments',
  'POST /api/portal_comments/add_comment': 'added_comment',
  'PUT /api/portal_comments/update_comment': 'edited_comment',
  'DELETE /api/portal_comments/delete_comment': 'deleted_comment',
  'GET /api/filedrop_mfa_challenge': 'asked_for_code',
  'POST /api/filedrop_mfa_verify': 'entered_code',
  'POST /api/filedrop/answer': 'answered_question',
  'POST /api/filedrop/figure': 'sent_figure',
  'GET /api/fetch_latest_statement_files': 'read_statement',
  'GET /api/portal/pay_instructions': 'read_pay_instructions',
  'GET /api/portal/logo': 'opened_portal',
  'GET /api/portal/invoice_receipts': 'opened_invoice',
  'GET /api/portal/invoice_pdf': 'downloaded_invoice',
  'GET /api/portal/receipt': 'downloaded_receipt',
  'GET /api/clm/portal_data': 'read_contracts',
  'POST /api/customer/portal/create_loan_request': 'requested_loan',
  'GET /api/customer/portal/loan_requests': 'opened_portal',
  'GET /api/customer/portal/draws': 'opened_portal',
  'POST /api/customer/portal/draw_requests': 'requested_draw',
  'POST /api/filedrop/covenant_figures': 'sent_figure',
  'POST /api/portal/bills': 'sent_bill',
  'POST /api/portal/bills/{id}/correction': 'sent_corrected_bill',
  'GET /api/portal/bank_details': 'read_bank_details',
  'PUT /api/portal/bank_details': 'changed_bank_details',
  'POST /api/portal/bill_readings': 'read_bill_document',
  'GET /api/portal/bill_readings/{id}': 'read_bill_document',
  'POST /api/portal/purchase_orders/{id}/accept': 'accepted_purchase_order',
  'POST /api/portal/purchase_orders/{id}/decline': 'declined_purchase_order',
  'GET /api/portal/purchase_orders/{id}/pdf': 'downloaded_purchase_order',
  'POST /api/payments/get_or_create_payment_session': 'started_payment',
  'POST /api/payments/update_payment_session': 'started_payment',
  'GET /api/payments/sandbox/{session_id}': 'opened_checkout',
  'POST /api/payments/sandbox/{session_id}/{outcome}': 'finished_checkout',
  'POST /api/portal/uploads': 'uploaded_file',
  'HEAD /api/portal/uploads/{id}': 'uploaded_file',
  'PATCH /api/portal/uploads/{id}': 'uploaded_file',
  'DELETE /api/portal/uploads/{id}': 'cancelled_upload',
} as const;
export type PortalActivity = (typeof PORTAL_ACTIVITIES)[keyof typeof PORTAL_ACTIVITIES] | 'other';

/** The activity of a recorded call (`GET /api/filedrop`), its path's ids matched by the route's placeholders. */
export function portalActivity(what: string): PortalActivity {
  const [method, path = ''] = what.split(' ');
  for (const [route, activity] of Object.entries(PORTAL_ACTIVITIES)) {
    const [routeMethod, routePath] = route.split(' ') as [string, string];
    if (routeMethod !== method) continue;
    const pattern = new RegExp(`^${routePath.replace(/\{\w+\}/g, '[^/]+')}$`);
    if (pattern.test(path)) return activity;
  }
  return 'other';
}

export const PortalAccessRow = z.object({
  id: whole,
  at: instant,
  /** The client's address; an IPv4 address as such (never `::ffff:`-mapped). */
  ip: z.string(),
  user_agent: z.string(),
  /** Browser and system read from the user agent ("Chrome 131 on Windows"), '' when it names none. */
  browser: z.string(),
  action: z.enum(['read', 'write']),
  /** What the contact did. */
  activity: z.union([z.enum(Object.values(PORTAL_ACTIVITIES)), z.literal('other')]),
  /** The call as recorded: method and path. */
  what: z.string(),
});
export type PortalAccessRow = z.output<typeof PortalAccessRow>;

/** One event of a workspace's history, read from the audit log: the action stays a code with its details. */
export const AccountTimelineRow = z.object({
  id: whole,
  at: instant,
  /** The audit action code (`account_created`, `uploaded`, `reminder_sent`, ...). */
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  /** A staff user, a contact (portal actions), or the system (the scheduler, the workflow engine). */
  actor: z.object({ kind: z.enum(['user', 'contact', 'system']), id: whole.nullable(), name: z.string() }),
  /** The item, file or contact the event is about; null for the workspace itself. */
  concerns: z.object({ kind: z.enum(['item', 'file', 'contact']), id: whole, name: z.string() }).nullable(),
});
export type AccountTimelineRow = z.output<typeof AccountTimelineRow>;
