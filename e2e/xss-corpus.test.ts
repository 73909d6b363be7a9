/**
 * An XSS corpus through every text field a staff user or a contact writes: each payload is saved
 * through the API (the demo admin's token, a demo portal's token), then every screen that shows
 * those records is opened in Chromium: the suite's pages, the demo portals by their tokens and
 * the tenant site. A trap set before any page script records a payload that runs; the test
 * fails on a run, a dialog, markup made from a payload (an element with a payload's handler or
 * script) or a link whose href starts with `javascript:`, in the document, its open shadow roots
 * and its frames. The receivables screens must also show the values written into them, since the
 * shell's own payloads (the user's name) would make any screen look tested. Adding a field is one
 * row of FIELDS.
 *
 * A first case, without a browser, walks the route catalogue (API_ROUTES): every free-text
 * string a staff user, a contact or a visitor sends in a body must be written by a row of FIELDS
 * or be in EXCLUDED with a reason, so a new route's text field cannot ship outside the corpus.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { z } from 'zod';
import { API_ROUTES } from '@si/contract/api';
import { CONTACT_LIMITS, OFFICE_LIMITS } from '@si/contract/limits';
import {
  LENDING_LIMITS,
  RECEIVABLES_LIMITS,
  type CovenantList,
  type InvoiceRow,
  type LendingSettingsInput,
  type LendingSettingsRow,
  type LoanDetail,
  type LoanDraws,
  type Page as ListPage,
  type PaymentRow,
  type PortalLoanRequests,
  type ReceivablesSettingsRow,
  type StatementView,
} from '@si/contract';
import { countApiRequests, launchBrowser } from './support/browser.ts';
import { signInDemoAdmin } from './support/signIn.ts';
import { demoPortal, pdfOf } from './support/portal.ts';
import { demoUser, startStack, type Stack } from './support/stack.ts';

/** What runs sets window.__xss (the trap records it); the marker finds markup made from a payload. */
const PAYLOADS = [
  `<img src=x onerror="window.__xss=1">`,
  `<svg onload=window.__xss=1>`,
  `"><script>window.__xss=1</script>`,
  `'><iframe srcdoc="<script>parent.__xss=1</script>">`,
  `<a href="javascript:window.__xss=1">link</a>`,
  `{{constructor.constructor('window.__xss=1')()}}`,
  `</style><script>window.__xss=1</script>`,
  `\u202E<img src=x onerror=window.__xss=1>\u202C`,
  `&lt;img src=x onerror=window.__xss=1&gt;`,
  `&#60;svg onload=window.__xss=1&#62;`,
  // A valid http URL that carries markup: what a link field takes.
  `https://example.com/?q="><img src=x onerror=window.__xss=1>`,
  ` JaVaScRiPt:window['__xss']=1`,
  `javascript:window.__xss=1`,
];

/**
 * Shorter forms of the payloads for the fields that take few characters (an office identifier, a
 * phone): the same attack, the trap reached by its global name (`__xss=1` in a handler or a
 * script sets window.__xss), or `top` for the frame's parent.
 */
const SHORT: Record<string, string> = {
  [PAYLOADS[0]]: `<img src=x onerror=__xss=1>`,
  [PAYLOADS[2]]: `"><script>__xss=1</script>`,
  [PAYLOADS[3]]: `'><iframe srcdoc="<script>top.__xss=1</script>">`,
  [PAYLOADS[4]]: `<a href=javascript:__xss=1>x</a>`,
  [PAYLOADS[5]]: `{{constructor.constructor('__xss=1')()}}`,
  [PAYLOADS[6]]: `</style><script>__xss=1</script>`,
  [PAYLOADS[7]]: `\u202E<img src=x onerror=__xss=1>\u202C`,
  [PAYLOADS[8]]: `&lt;svg onload=__xss=1&gt;`,
  [PAYLOADS[9]]: `&#60;svg onload=__xss=1&#62;`,
  [PAYLOADS[10]]: `https://x.co/?"><img src=x onerror=__xss=1>`,
};

/**
 * The shortest forms, for a field of about 20 characters (a numbering prefix): a tag with its
 * handler, a quote that closes an attribute and adds a handler (where the longer forms open a
 * `<script>` or an `<iframe>`), a bare template expression and the `javascript:` URLs. The
 * `<img>`, link, `<style>`, entity and http URL payloads have no form this short.
 */
const TINY: Record<string, string> = {
  [PAYLOADS[1]]: `<svg onload=__xss=1>`,
  [PAYLOADS[2]]: `" onclick=__xss=1 "`,
  [PAYLOADS[3]]: `' onclick=__xss=1 '`,
  [PAYLOADS[5]]: `{{__xss=1}}`,
  [PAYLOADS[7]]: `\u202E<b onclick=__xss=1>`,
  [PAYLOADS[11]]: ` JaVaScRiPt:__xss=1`,
  [PAYLOADS[12]]: `javascript:__xss=1`,
};

/** The corpus as a field of at most `max` characters takes it: each payload, else its short form, else its shortest; one that fits in none is left out. */
function fitting(max: number): string[] {
  return PAYLOADS.flatMap((payload) => [payload, SHORT[payload], TINY[payload]].find((p) => p !== undefined && p.length <= max) ?? []);
}

/** The longest single value the short fields take (a user's name); the corpus goes into them in groups of this size. */
const GROUP_CHARS = 150;

/** The payloads packed into as few values of at most GROUP_CHARS as they fit in, in order. */
function groups(): string[][] {
  const out: string[][] = [[]];
  for (const payload of PAYLOADS) {
    const last = out[out.length - 1];
    if (last.length && [...last, payload].join(' ').length > GROUP_CHARS) out.push([payload]);
    else last.push(payload);
  }
  return out;
}

type Answer = { status: number; body: unknown };
type Api = (method: string, path: string, body?: unknown, auth?: boolean) => Promise<Answer>;
/** What a field's writer gets: the API, the payload and its index, and the records the setup made. */
type Ctx = { api: Api; upload: Upload; ids: Ids };
/** A multipart POST of text fields and one PDF, as the screens' upload forms send it. */
type Upload = (path: string, fields: Record<string, string>, fileName: string) => Promise<Answer>;
/** A demo portal's workspace and the contact its token belongs to. */
type PortalRecord = { module: string; account: number; contact: { id: number; email: string; party_type: number } };
type Ids = {
  portals: PortalRecord[];
  workspace: number;
  heldWorkspace: number;
  item: number;
  token: string;
  /** The lender portal's token (loan requests). */
  lendingToken: string;
  /**
   * Lending: the lender portal's loan (Riverside Farms, monitored: its covenants' tests are
   * requirements its borrower answers in the portal), and the demo's construction loan (its budget
   * lines and draws).
   */
  lending: { loan: number; drawLoan: number };
  /** The file-collection portal's contact (secure file shares go to it). */
  contact: number;
  userId: number;
  customField: number;
  checklist: number;
  pipeline: number;
  workflow: number;
  /** Two plain steps of the workflow, which the transitions join. */
  steps: [number, number];
  /** A plain standard file, which the secure file shares send. */
  standardFile: number;
  /**
   * The secure-invoice portal's customer account (so its portal shows the corpus too), and a
   * finalized invoice of it in its currency that the corpus credit notes and payments go to.
   */
  receivables: { account: number; invoice: number; currency: string };
};

/**
 * Every text field a screen shows. `each`: one record per payload (a list shows them all);
 * `once`: a single value, so the corpus goes in by groups, one group per round of screens (and
 * where the field refuses a group as too long, each payload of the group in turn).
 * `refuses`: the field validates its form (an e-mail, a phone number, an http URL) and is
 * expected to refuse every payload but the valid URL; whatever it takes is shown and checked too.
 * `max`: the field takes at most this many characters, so a `each` row writes the corpus as
 * `fitting(max)` makes it (short forms of the longer payloads, those that fit in neither left out).
 * `writes`: the route catalogue's fields the row writes, `METHOD path field` (see EXCLUDED).
 */
type Field = { field: string; writes: string[]; mode: 'each' | 'once'; refuses?: true; max?: number; write: (ctx: Ctx, value: string, i: number) => Promise<Answer> };

/** The payloads a `each` row writes, one record each. */
const corpusOf = (field: Field): string[] => (field.max ? fitting(field.max) : PAYLOADS);

const FIELDS: Field[] = [
  { field: 'team name', writes: ['POST /api/teams name'], mode: 'each', write: ({ api }, v) => api('POST', '/api/teams', { name: v }) },
  { field: 'office name', writes: ['POST /api/offices name'], mode: 'each', write: ({ api }, v, i) => api('POST', '/api/offices', { identifier: `XSS${i}`, name: v }) },
  // At most 50 characters: the payloads that fit, and short forms of the two that do not (the iframe, the http URL).
  { field: 'office identifier', writes: ['POST /api/offices identifier'], mode: 'each', max: OFFICE_LIMITS.identifier, write: ({ api }, v, i) => api('POST', '/api/offices', { identifier: v, name: `Branch ${i} (corpus)` }) },
  { field: 'contact role name', writes: ['POST /api/contact_roles name'], mode: 'each', write: ({ api }, v) => api('POST', '/api/contact_roles', { name: v }) },
  { field: 'expected document type name, description', writes: ['POST /api/expected_document_types name', 'POST /api/expected_document_types description'], mode: 'each', write: ({ api }, v) => api('POST', '/api/expected_document_types', { name: v, description: v }) },
  { field: 'category name, description', writes: ['POST /api/categories name', 'POST /api/categories description'], mode: 'each', write: ({ api }, v) => api('POST', '/api/categories', { name: v, description: v }) },
  { field: 'product name, description', writes: ['POST /api/products name', 'POST /api/products description'], mode: 'each', write: ({ api }, v) => api('POST', '/api/products', { name: v, description: v }) },
  { field: 'custom field name', writes: ['POST /api/custom_fields name'], mode: 'each', write: ({ api }, v) => api('POST', '/api/custom_fields', { module_kind: 1, name: v, field_type: 'text' }) },
  {
    field: 'custom field select options',
    writes: ['POST /api/custom_fields options[]'],
    mode: 'each',
    write: ({ api }, v, i) => api('POST', '/api/custom_fields', { module_kind: 1, name: `Choice ${i}`, field_type: 'select', options: [v, 'Plain'] }),
  },
  { field: 'custom field value', writes: ['PUT /api/accounts/{id}/custom_field_values values.*'], mode: 'once', write: ({ api, ids }, v) => api('PUT', `/api/accounts/${ids.workspace}/custom_field_values`, { values: { [ids.customField]: v } }) },
  { field: 'checklist name, description', writes: ['POST /api/checklists name', 'POST /api/checklists description'], mode: 'each', write: ({ api }, v) => api('POST', '/api/checklists', { name: v, description: v, module_kind: 1 }) },
  { field: 'checklist item title, description', writes: ['POST /api/checklists/{id}/items title', 'POST /api/checklists/{id}/items description'], mode: 'each', write: ({ api, ids }, v) => api('POST', `/api/checklists/${ids.checklist}/items`, { kind: 'REQUEST_ITEM', title: v, description: v }) },
  { field: 'pipeline name, description', writes: ['POST /api/pipelines name', 'POST /api/pipelines description'], mode: 'each', write: ({ api }, v) => api('POST', '/api/pipelines', { name: v, description: v }) },
  { field: 'pipeline stage name', writes: ['POST /api/pipelines/{id}/stages name'], mode: 'each', write: ({ api, ids }, v) => api('POST', `/api/pipelines/${ids.pipeline}/stages`, { name: v }) },
  { field: 'workflow name, description', writes: ['POST /api/workflows name', 'POST /api/workflows description'], mode: 'each', write: ({ api }, v) => api('POST', '/api/workflows', { name: v, description: v, module_kind: 1 }) },
  { field: 'workflow step name', writes: ['POST /api/workflows/{id}/steps name'], mode: 'each', write: ({ api, ids }, v) => api('POST', `/api/workflows/${ids.workflow}/steps`, { name: v }) },
  {
    field: 'workflow transition name',
    writes: ['POST /api/workflows/{id}/transitions name'],
    mode: 'each',
    write: ({ api, ids }, v) => api('POST', `/api/workflows/${ids.workflow}/transitions`, { name: v, from_step_id: ids.steps[0], to_step_id: ids.steps[1] }),
  },
  {
    field: 'standard file name, description',
    writes: ['POST /api/standard_files name', 'POST /api/standard_files description'],
    mode: 'each',
    write: ({ upload }, v, i) => upload('/api/standard_files', { name: v, description: v }, `corpus-${i}.pdf`),
  },
  // The message goes into the plain-text mail to the contact; the shares' list (opened below) shows file, contact and expiry, not the message.
  {
    field: 'secure file share message',
    writes: ['POST /api/secure_file_share message'],
    mode: 'each',
    write: ({ api, ids }, v) => api('POST', '/api/secure_file_share', { contact_id: ids.contact, standard_file_id: ids.standardFile, message: v }),
  },
  { field: 'account name', writes: ['POST /api/accounts name'], mode: 'each', write: ({ api }, v) => api('POST', '/api/accounts', { module_kind: 1, name: v }) },
  {
    field: "every demo portal's workspace name",
    writes: ['PATCH /api/accounts/{id} name'],
    mode: 'once',
    write: (ctx, v) => all(ctx.ids.portals.map((p) => () => ctx.api('PATCH', `/api/accounts/${p.account}`, { name: v }))),
  },
  {
    field: "every demo portal's contact first and last name",
    writes: ['PATCH /api/contacts/{id} first_name', 'PATCH /api/contacts/{id} last_name'],
    mode: 'once',
    write: (ctx, v) =>
      all(ctx.ids.portals.map((p) => () => ctx.api('PATCH', `/api/contacts/${p.contact.id}`, { party_type: p.contact.party_type, first_name: v, last_name: v, email: p.contact.email }))),
  },
  {
    field: "staff comment on every demo portal's workspace",
    writes: ['POST /api/accounts/{id}/comments comment_text'],
    mode: 'each',
    write: (ctx, v) => all(ctx.ids.portals.map((p) => () => ctx.api('POST', `/api/accounts/${p.account}/comments`, { target_type: 'workspace', target_id: p.account, comment_text: v }))),
  },
  { field: 'portal account name', writes: ['PATCH /api/accounts/{id} name'], mode: 'once', write: ({ api, ids }, v) => api('PATCH', `/api/accounts/${ids.workspace}`, { name: v }) },
  { field: 'account hold message', writes: ['PATCH /api/accounts/{id} account_hold_message'], mode: 'once', write: ({ api, ids }, v) => api('PATCH', `/api/accounts/${ids.heldWorkspace}`, { account_hold: true, account_hold_message: v }) },
  {
    field: 'contact first, last, company name (on the portal account)',
    writes: ['POST /api/contacts first_name', 'POST /api/contacts last_name', 'POST /api/contacts company_name'],
    mode: 'each',
    write: async ({ api, ids }, v, i) => {
      const made = await api('POST', '/api/contacts', { first_name: v, last_name: v, company_name: v, email: `xss${i}@example.com` });
      if (made.status >= 300) return made;
      return api('POST', `/api/accounts/${ids.workspace}/contacts`, { contact_id: (made.body as { id: number }).id });
    },
  },
  { field: 'contact e-mail', writes: ['POST /api/contacts email'], mode: 'each', refuses: true, write: ({ api }, v) => api('POST', '/api/contacts', { first_name: 'Mail', email: v }) },
  // At most 32 characters, and a phone number's form: the payloads that fit or their short forms (the iframe, the template expression and the http URL fit in neither), each refused.
  {
    field: 'contact phone',
    writes: ['POST /api/contacts phone'],
    mode: 'each',
    refuses: true,
    max: CONTACT_LIMITS.phone,
    write: ({ api }, v, i) => api('POST', '/api/contacts', { first_name: 'Phone', email: `xss-phone${i}@example.com`, phone: v }),
  },
  {
    field: 'requirement title, description, section',
    writes: ['POST /api/accounts/{id}/items title', 'POST /api/accounts/{id}/items description', 'POST /api/accounts/{id}/items section'],
    mode: 'each',
    write: ({ api, ids }, v) => api('POST', `/api/accounts/${ids.workspace}/items`, { kind: 'REQUEST_ITEM', title: v, description: v, section: v }),
  },
  { field: 'staff comment', writes: ['POST /api/accounts/{id}/comments comment_text'], mode: 'each', write: ({ api, ids }, v) => api('POST', `/api/accounts/${ids.workspace}/comments`, { target_type: 'item', target_id: ids.item, comment_text: v }) },
  {
    field: 'portal comment (contact)',
    writes: ['POST /api/portal_comments/add_comment comment_text'],
    mode: 'each',
    write: ({ api, ids }, v) => api('POST', '/api/portal_comments/add_comment', { token: ids.token, target_type: 'item', target_id: ids.item, comment_text: v }, false),
  },
  {
    field: "a contact's answer to a question (portal)",
    writes: ['POST /api/filedrop/answer text'],
    mode: 'each',
    write: async ({ api, ids }, v, i) => {
      const question = await api('POST', `/api/accounts/${ids.workspace}/items`, { kind: 'QUESTION', title: `Question ${i} (corpus)` });
      if (question.status >= 300) return question;
      return api('POST', '/api/filedrop/answer', { token: ids.token, item_id: (question.body as { id: number }).id, text: v }, false);
    },
  },
  {
    field: 'review reason of a requirement sent back',
    writes: ['POST /api/items/{id}/review reason'],
    mode: 'each',
    // A question the contact answered through the portal, then returned with the reason the contact reads.
    write: async ({ api, ids }, v, i) => {
      const question = await api('POST', `/api/accounts/${ids.workspace}/items`, { kind: 'QUESTION', title: `Sent back ${i} (corpus)` });
      if (question.status >= 300) return question;
      const id = (question.body as { id: number }).id;
      const answered = await api('POST', '/api/filedrop/answer', { token: ids.token, item_id: id, text: `Answer ${i}` }, false);
      if (answered.status >= 300) return answered;
      return api('POST', `/api/items/${id}/review`, { decision: 'returned', reason: v });
    },
  },
  // A new requirement of the lender portal's workspace, its purpose and documents note the description the portal shows. A
  // link posts at most 10 requests an hour (429 past it): the corpus goes in by groups, one request a group.
  {
    field: 'loan request purpose, documents note (lender portal)',
    writes: ['POST /api/customer/portal/create_loan_request purpose', 'POST /api/customer/portal/create_loan_request documents_note'],
    mode: 'once',
    write: ({ api, ids }, v) => api('POST', `/api/customer/portal/create_loan_request?token=${encodeURIComponent(ids.lendingToken)}`, { amount: '250000', purpose: v, term_months: 60, documents_note: v }, false),
  },
  { field: "the user's own first and last name", writes: ['PATCH /api/users/{id} first_name', 'PATCH /api/users/{id} last_name'], mode: 'once', write: ({ api, ids }, v) => api('PATCH', `/api/users/${ids.userId}`, { first_name: v, last_name: v }) },
  { field: 'invited user first and last name', writes: ['POST /api/users first_name', 'POST /api/users last_name'], mode: 'each', write: ({ api }, v, i) => api('POST', '/api/users', { email: `xss-user${i}@northwind.example`, first_name: v, last_name: v, office_id: 1, role: 'IC' }) },
  ...['tenant_full_name', 'tenant_short_name', 'powered_by_text', 'powered_by_text_file', 'powered_by_text_secure_invoice', 'powered_by_text_bank', 'powered_by_text_sales_crm', 'portal_account_hold_message', 'full_address'].map(
    (name): Field => ({ field: `organization setting ${name}`, writes: ['POST /api/organizations/config_property config_property_value'], mode: 'once', write: ({ api }, v) => api('POST', '/api/organizations/config_property', { config_property_name: name, config_property_value: v }) }),
  ),
  ...['phone_number', 'info_email'].map(
    (name): Field => ({ field: `organization setting ${name}`, writes: ['POST /api/organizations/config_property config_property_value'], mode: 'each', refuses: true, write: ({ api }, v) => api('POST', '/api/organizations/config_property', { config_property_name: name, config_property_value: v }) }),
  ),
  // Links: each payload in turn; the last one the field takes stays (a `javascript:` one is last).
  {
    field: 'business central base URI',
    writes: ['POST /api/organizations/business_central_configuration base_uri', 'POST /api/organizations/business_central_configuration resources_url', 'POST /api/organizations/business_central_configuration token_url'],
    mode: 'each',
    refuses: true,
    write: ({ api }, v) => api('POST', '/api/organizations/business_central_configuration', { base_uri: v, resources_url: v, token_url: v }),
  },
  ...(['environment', 'scope'] as const).map(
    (name): Field => ({
      field: `business central ${name}`,
      writes: [`POST /api/organizations/business_central_configuration ${name}`],
      mode: 'once',
      write: ({ api }, v) => api('POST', '/api/organizations/business_central_configuration', { [name]: v }),
    }),
  ),
  // An IANA time zone name: every payload refused.
  {
    field: 'business central timezone',
    writes: ['POST /api/organizations/business_central_configuration timezone'],
    mode: 'each',
    refuses: true,
    write: ({ api }, v) => api('POST', '/api/organizations/business_central_configuration', { timezone: v }),
  },
  // Receivables, all on the secure-invoice portal's customer account.
  {
    field: 'draft invoice title, memo, line description',
    writes: ['POST /api/invoices title', 'POST /api/invoices memo', 'POST /api/invoices lines[].description'],
    mode: 'each',
    write: ({ api, ids }, v) => api('POST', '/api/invoices', { account_id: ids.receivables.account, title: v, memo: v, lines: [lineOf(v)] }),
  },
  // Finalized, the invoice goes to the portal (its lines, and its free-form document as its description); the document's preview fills in the title, memo and lines.
  {
    field: 'finalized invoice title, memo, line description, free-form document',
    writes: ['POST /api/invoices title', 'POST /api/invoices memo', 'POST /api/invoices lines[].description', 'PUT /api/invoices/{id}/document body'],
    mode: 'each',
    write: async ({ api, ids }, v) => {
      const made = await finalizedInvoice(api, ids.receivables.account, { title: v, memo: v, lines: [lineOf(v)] });
      if (made.status >= 300) return made;
      return api('PUT', `/api/invoices/${(made.body as { id: number }).id}/document`, { body: `${v}\n\n{{title}}\n\n{{lines}}\n\n{{memo}}` });
    },
  },
  {
    field: 'void reason',
    writes: ['POST /api/invoices/{id}/void reason'],
    mode: 'each',
    write: async ({ api, ids }, v, i) => {
      const made = await finalizedInvoice(api, ids.receivables.account, { title: `Voided ${i} (corpus)`, lines: [lineOf('Consulting')] });
      if (made.status >= 300) return made;
      return api('POST', `/api/invoices/${(made.body as { id: number }).id}/void`, { reason: v });
    },
  },
  // The reason is the credit note's memo and, for an amount, its one line.
  {
    field: 'credit note reason',
    writes: ['POST /api/invoices/{id}/credit_notes reason'],
    mode: 'each',
    write: ({ api, ids }, v) => api('POST', `/api/invoices/${ids.receivables.invoice}/credit_notes`, { amount: '1', reason: v }),
  },
  {
    field: 'payment reference',
    writes: ['POST /api/accounts/{id}/payments reference'],
    mode: 'each',
    write: ({ api, ids }, v) =>
      api('POST', `/api/accounts/${ids.receivables.account}/payments`, {
        method: 'bank_transfer',
        received_on: new Date().toISOString().slice(0, 10),
        reference: v,
        amount: '1',
        currency: ids.receivables.currency,
        allocations: [{ invoice_id: ids.receivables.invoice, amount: '1' }],
      }),
  },
  // The reason is the statement's refund line: a payment of 1 kept as credit, then refunded.
  {
    field: 'refund reason',
    writes: ['POST /api/payments/{id}/refund reason'],
    mode: 'each',
    write: async ({ api, ids }, v, i) => {
      const paid = await api('POST', `/api/accounts/${ids.receivables.account}/payments`, {
        method: 'bank_transfer',
        received_on: new Date().toISOString().slice(0, 10),
        reference: `Refunded ${i} (corpus)`,
        amount: '1',
        currency: ids.receivables.currency,
        allocations: [],
      });
      if (paid.status >= 300) return paid;
      return api('POST', `/api/payments/${(paid.body as PaymentRow).id}/refund`, { amount: '1', reason: v });
    },
  },
  // At most 20 characters: the shortest forms (7 of the 13). Each prefix numbers a new invoice or credit note, so the lists, the
  // editor, the statement and the portal show it in a number; the settings screen shows the last one. Last of the receivables rows:
  // the invoices above keep plain numbers.
  {
    field: 'invoice number prefix',
    writes: ['PUT /api/receivables/settings invoice_series.prefix'],
    mode: 'each',
    max: RECEIVABLES_LIMITS.prefix,
    write: async ({ api, ids }, v, i) => {
      const set = await api('PUT', '/api/receivables/settings', { invoice_series: { prefix: v } });
      if (set.status >= 300) return set;
      return finalizedInvoice(api, ids.receivables.account, { title: `Numbered ${i} (corpus)`, lines: [lineOf('Delivery')] });
    },
  },
  {
    field: 'credit note number prefix',
    writes: ['PUT /api/receivables/settings credit_note_series.prefix'],
    mode: 'each',
    max: RECEIVABLES_LIMITS.prefix,
    write: async ({ api, ids }, v, i) => {
      const set = await api('PUT', '/api/receivables/settings', { credit_note_series: { prefix: v } });
      if (set.status >= 300) return set;
      return api('POST', `/api/invoices/${ids.receivables.invoice}/credit_notes`, { amount: '1', reason: `Numbered ${i} (corpus)` });
    },
  },
  // Payables, on the demo's first vendor: bills, their rejection, purchase orders and bank details.
  {
    field: 'bill title, memo, line description',
    writes: ['POST /api/bills title', 'POST /api/bills memo', 'POST /api/bills lines[].description'],
    mode: 'each',
    write: async ({ api }, v, i) => api('POST', '/api/bills', { account_id: await vendorOf(api), number: `XSS-B-${i}`, bill_date: '2026-01-05', currency: 'USD', title: v, memo: v, lines: [lineOf(v)] }),
  },
  {
    field: 'bill number',
    writes: ['POST /api/bills number'],
    mode: 'each',
    max: 60,
    write: async ({ api }, v) => api('POST', '/api/bills', { account_id: await vendorOf(api), number: v, bill_date: '2026-01-06', currency: 'USD', lines: [lineOf('Goods')] }),
  },
  {
    field: 'bill rejection reason',
    writes: ['POST /api/bills/{id}/reject reason'],
    mode: 'each',
    write: async ({ api }, v, i) => {
      const made = await api('POST', '/api/bills', { account_id: await vendorOf(api), number: `XSS-R-${i}`, bill_date: '2026-01-07', currency: 'USD', lines: [lineOf('Goods')] });
      if (made.status >= 300) return made;
      return api('POST', `/api/bills/${(made.body as { id: number }).id}/reject`, { reason: v });
    },
  },
  {
    field: 'purchase order title, line description, reference',
    writes: ['POST /api/purchase_orders title', 'POST /api/purchase_orders lines[].description', 'POST /api/purchase_orders external_reference'],
    mode: 'each',
    write: async ({ api }, v, i) => api('POST', '/api/purchase_orders', { account_id: await vendorOf(api), number: `XSS-PO-${i}`, currency: 'USD', title: v, external_reference: v, lines: [lineOf(v)] }),
  },
  {
    field: 'purchase order number',
    writes: ['POST /api/purchase_orders number'],
    mode: 'each',
    max: 60,
    write: async ({ api }, v) => api('POST', '/api/purchase_orders', { account_id: await vendorOf(api), number: v, currency: 'USD', lines: [lineOf('Goods')] }),
  },
  {
    field: 'vendor bank details holder and bank names, and a rejected change',
    writes: ['PUT /api/accounts/{id}/bank_details holder_name', 'PUT /api/accounts/{id}/bank_details bank_name', 'POST /api/vendor_bank_details/{id}/reject reason'],
    mode: 'each',
    max: 140,
    write: async ({ api }, v) => {
      const given = await api('PUT', `/api/accounts/${await vendorOf(api)}/bank_details`, { holder_name: v, bank_name: v, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
      if (given.status >= 300) return given;
      return api('POST', `/api/vendor_bank_details/${(given.body as { pending: { id: number } }).pending.id}/reject`, { reason: v });
    },
  },
  {
    field: 'vendor credit number',
    writes: ['POST /api/accounts/{id}/vendor_credits number'],
    mode: 'each',
    max: 60,
    write: async ({ api }, v) => api('POST', `/api/accounts/${await vendorOf(api)}/vendor_credits`, { number: v, credit_date: '2026-01-08', currency: 'USD', amount: '5' }),
  },
  {
    field: 'vendor credit memo',
    writes: ['POST /api/accounts/{id}/vendor_credits memo'],
    mode: 'each',
    write: async ({ api }, v, i) => api('POST', `/api/accounts/${await vendorOf(api)}/vendor_credits`, { number: `XSS-CN-${i}`, credit_date: '2026-01-09', currency: 'USD', amount: '5', memo: v }),
  },
  // Expenses, as the demo administrator: claims, their expenses and the categories.
  {
    field: 'expense claim title, note',
    writes: ['POST /api/expense-claims title', 'POST /api/expense-claims note'],
    mode: 'each',
    write: ({ api }, v) => api('POST', '/api/expense-claims', { title: v, note: v }),
  },
  {
    field: 'expense merchant, note, justification',
    writes: ['POST /api/expense-claims/{id}/lines merchant', 'POST /api/expense-claims/{id}/lines note', 'POST /api/expense-claims/{id}/lines justification'],
    mode: 'each',
    write: async ({ api }, v, i) => {
      const claim = await api('POST', '/api/expense-claims', { title: `Expenses ${i} (corpus)` });
      if (claim.status >= 300) return claim;
      return api('POST', `/api/expense-claims/${(claim.body as { id: number }).id}/lines`, { spent_on: '2026-01-05', merchant: v, category_id: await expenseCategoryOf(api), amount: '12.50', currency: 'USD', note: v, justification: v });
    },
  },
  {
    field: 'expense category name',
    writes: ['POST /api/expense-categories name'],
    mode: 'each',
    max: 100,
    write: ({ api }, v) => api('POST', '/api/expense-categories', { name: v, account_code: '6490' }),
  },
  // The sales pipeline, as the demo administrator: leads, their conversion, deals and activities.
  {
    field: 'lead first and last name, company, message, custom field answer',
    writes: ['POST /api/sales/leads first_name', 'POST /api/sales/leads last_name', 'POST /api/sales/leads company', 'POST /api/sales/leads message', 'POST /api/sales/leads fields.*'],
    mode: 'each',
    write: async ({ api }, v) => api('POST', '/api/sales/leads', { first_name: v, last_name: v, company: v, message: v, fields: { [String(await salesTextFieldOf(api))]: v } }),
  },
  { field: 'lead e-mail', writes: ['POST /api/sales/leads email'], mode: 'each', refuses: true, write: ({ api }, v) => api('POST', '/api/sales/leads', { first_name: 'Mail (corpus)', email: v }) },
  { field: 'lead phone', writes: ['POST /api/sales/leads phone'], mode: 'each', refuses: true, max: 32, write: ({ api }, v) => api('POST', '/api/sales/leads', { first_name: 'Phone (corpus)', phone: v }) },
  {
    field: 'lead disqualification reason',
    writes: ['POST /api/sales/leads/{id}/disqualify reason'],
    mode: 'each',
    write: async ({ api }, v, i) => {
      const lead = await api('POST', '/api/sales/leads', { first_name: `Disqualified ${i} (corpus)` });
      if (lead.status >= 300) return lead;
      return api('POST', `/api/sales/leads/${(lead.body as { id: number }).id}/disqualify`, { reason: v });
    },
  },
  {
    field: "converted lead's new account name and deal title",
    writes: ['POST /api/sales/leads/{id}/convert account_name', 'POST /api/sales/leads/{id}/convert deal.title'],
    mode: 'each',
    write: async ({ api }, v, i) => {
      const lead = await api('POST', '/api/sales/leads', { first_name: `Converted ${i} (corpus)`, email: `converted${i}@corpus.example` });
      if (lead.status >= 300) return lead;
      return api('POST', `/api/sales/leads/${(lead.body as { id: number }).id}/convert`, { account_name: v, deal: { title: v, pipeline_id: await salesPipelineOf(api), amount: '1000', currency: 'USD' } });
    },
  },
  {
    field: 'deal title (on the demo sales account)',
    writes: ['POST /api/sales/deals title'],
    mode: 'each',
    write: async ({ api }, v) => api('POST', '/api/sales/deals', { account_id: await salesAccountOf(api), title: v, pipeline_id: await salesPipelineOf(api), amount: '2500', currency: 'USD' }),
  },
  {
    field: 'lost deal reason',
    writes: ['POST /api/sales/deals/{id}/lost reason'],
    mode: 'each',
    write: async ({ api }, v, i) => {
      const deal = await api('POST', '/api/sales/deals', { account_id: await salesAccountOf(api), title: `Lost ${i} (corpus)`, pipeline_id: await salesPipelineOf(api), currency: 'USD' });
      if (deal.status >= 300) return deal;
      return api('POST', `/api/sales/deals/${(deal.body as { id: number }).id}/lost`, { reason: v });
    },
  },
  {
    field: 'sales activity subject, body (on the demo sales account)',
    writes: ['POST /api/sales/activities subject', 'POST /api/sales/activities body'],
    mode: 'each',
    write: async ({ api }, v) => api('POST', '/api/sales/activities', { account_id: await salesAccountOf(api), kind: 'note', subject: v, body: v }),
  },
  // Lending, as the demo administrator (an Office Administrator, who also rates and decides): loans in the pipeline,
  // decided with a condition; the lender portal's loan rated, its policy exceptions, covenants (their tests become
  // requirements of the portal) and waivers; the construction loan's budget lines and draws; the lending settings.
  {
    field: 'loan borrower name, collateral, purpose, and its decision reason and condition',
    writes: [
      'POST /api/lending/loans borrower_name',
      'POST /api/lending/loans collateral',
      'POST /api/lending/loans purpose',
      'POST /api/lending/loans/{id}/decisions reason',
      'POST /api/lending/loans/{id}/decisions conditions[]',
    ],
    mode: 'each',
    // Below the organization's amount for two decisions: the one decision approves it, and the condition becomes a requirement of the loan.
    write: async ({ api }, v) => {
      const loan = await api('POST', '/api/lending/loans', { borrower_name: v, amount: '50000', currency: 'USD', collateral: v, purpose: v });
      if (loan.status >= 300) return loan;
      const id = (loan.body as { id: number }).id;
      lendingLoans.push(id);
      return api('POST', `/api/lending/loans/${id}/decisions`, { outcome: 'approved_with_conditions', reason: v, conditions: [v] });
    },
  },
  {
    field: 'loan reference',
    writes: ['POST /api/lending/loans reference'],
    mode: 'each',
    max: LENDING_LIMITS.reference,
    write: ({ api }, v, i) => api('POST', '/api/lending/loans', { borrower_name: `Reference ${i} (corpus)`, reference: v, amount: '75000', currency: 'USD' }),
  },
  {
    field: "floating loan's rate index",
    writes: ['POST /api/lending/loans rate_index'],
    mode: 'each',
    max: 20,
    write: async ({ api }, v, i) => {
      const loan = await api('POST', '/api/lending/loans', { borrower_name: `Rate index ${i} (corpus)`, amount: '90000', currency: 'USD', rate_kind: 'floating', rate_index: v, index_rate: '4.3', margin: '2.25' });
      if (loan.status < 300) lendingLoans.push((loan.body as { id: number }).id);
      return loan;
    },
  },
  {
    field: 'rating scale, and the loan rated on it with its reason',
    writes: ['PUT /api/lending/settings rating_scale[]', 'POST /api/lending/loans/{id}/rating rating', 'POST /api/lending/loans/{id}/rating reason'],
    mode: 'each',
    max: LENDING_LIMITS.rating,
    // A rating is one of the scale's: the corpus joins the scale first (the demo's ratings after it, as many as fit).
    write: async ({ api, ids }, v) => {
      const saved = await saveLendingSettings(api, (s) => ({ rating_scale: [v, ...s.rating_scale.filter((r) => r !== v)].slice(0, LENDING_LIMITS.ratingScale) }));
      if (saved.status >= 300) return saved;
      return api('POST', `/api/lending/loans/${ids.lending.loan}/rating`, { rating: v, reason: v });
    },
  },
  {
    field: 'policy exception policy and reason',
    writes: ['POST /api/lending/loans/{id}/policy-exceptions policy', 'POST /api/lending/loans/{id}/policy-exceptions reason'],
    mode: 'each',
    write: ({ api, ids }, v) => api('POST', `/api/lending/loans/${ids.lending.loan}/policy-exceptions`, { policy: v, reason: v }),
  },
  {
    field: "organization's covenant formula name",
    writes: ['PUT /api/lending/settings formulas[].name'],
    mode: 'each',
    write: ({ api }, v, i) => saveLendingSettings(api, (s) => ({ formulas: [...s.formulas.filter((f) => f.key !== `corpus_${i}`), { key: `corpus_${i}`, name: v, formula: 'ebitda / debt_service' }] })),
  },
  {
    field: 'covenant name, description and figure label (on the lender portal loan)',
    writes: ['POST /api/lending/loans/{id}/covenants name', 'POST /api/lending/loans/{id}/covenants description', 'POST /api/lending/loans/{id}/covenants figures[].label'],
    mode: 'each',
    // Tested quarterly from the last quarter's end: that test's requirement is open in the portal, the next one is this quarter's.
    write: ({ api, ids }, v) =>
      api('POST', `/api/lending/loans/${ids.lending.loan}/covenants`, {
        kind: 'financial',
        name: v,
        description: v,
        frequency: 'quarterly',
        first_test_date: lastQuarterEnd(),
        metric: 'formula',
        formula: 'ebitda / debt_service',
        figures: [
          { name: 'ebitda', label: v },
          { name: 'debt_service', label: 'Debt service (corpus)' },
        ],
        operator: '>=',
        threshold: '1.25',
      }),
  },
  {
    field: 'covenant waiver reason',
    writes: ['POST /api/lending/covenants/{id}/waivers reason'],
    mode: 'each',
    write: async ({ api, ids }, v) => api('POST', `/api/lending/covenants/${await waivedCovenantOf(api, ids.lending.loan)}/waivers`, { kind: 'waiver', reason: v, expires_on: inDays(60) }),
  },
  {
    field: 'draw budget line name (on the construction loan)',
    writes: ['PUT /api/lending/loans/{id}/draw-budget lines[].name'],
    mode: 'each',
    // The whole budget is saved each time: the lines it has, and the new one.
    write: async ({ api, ids }, v) => {
      const draws = await api('GET', `/api/lending/loans/${ids.lending.drawLoan}/draws`);
      if (draws.status >= 300) return draws;
      const lines = (draws.body as LoanDraws).lines.map((l) => ({ id: l.id, name: l.name, budget: l.budget }));
      return api('PUT', `/api/lending/loans/${ids.lending.drawLoan}/draw-budget`, { lines: [...lines, { name: v, budget: '10000' }] });
    },
  },
  {
    field: 'draw note (on the construction loan)',
    writes: ['POST /api/lending/loans/{id}/draws note'],
    mode: 'each',
    write: async ({ api, ids }, v) => api('POST', `/api/lending/loans/${ids.lending.drawLoan}/draws`, { note: v, lines: [{ draw_line_id: await drawLineOf(api, ids.lending.drawLoan), amount: '1' }] }),
  },
  {
    field: 'draw rejection reason',
    writes: ['POST /api/lending/draws/{id}/reject reason'],
    mode: 'each',
    write: async ({ api, ids }, v, i) => {
      const draw = await api('POST', `/api/lending/loans/${ids.lending.drawLoan}/draws`, { note: `Rejected ${i} (corpus)`, lines: [{ draw_line_id: await drawLineOf(api, ids.lending.drawLoan), amount: '1' }] });
      if (draw.status >= 300) return draw;
      return api('POST', `/api/lending/draws/${(draw.body as { id: number }).id}/reject`, { reason: v });
    },
  },
  {
    field: 'organization setting powered_by_redirection_link',
    writes: ['POST /api/organizations/config_property config_property_value'],
    mode: 'each',
    refuses: true,
    write: ({ api }, v) => api('POST', '/api/organizations/config_property', { config_property_name: 'powered_by_redirection_link', config_property_value: v }),
  },
];

/** The status and the body of a response (its text where it is not JSON, for the message). */
async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

/** A vendor of the demo (the one of its newest bill), read once. */
let vendor: Promise<number> | undefined;
function vendorOf(api: Api): Promise<number> {
  vendor ??= api('GET', '/api/bills?page_size=10').then((a) => {
    const first = (a.body as { results?: { account_id: number }[] }).results?.[0];
    if (!first) throw new Error(`the demo's bills could not be read: ${a.status} ${JSON.stringify(a.body)}`);
    return first.account_id;
  });
  return vendor;
}

/** The demo's sales account the corpus writes deals and activities on (Contoso Freight), read once. */
let salesAccount: Promise<number> | undefined;
function salesAccountOf(api: Api): Promise<number> {
  salesAccount ??= api('GET', `/api/accounts?module_kind=7&search=${encodeURIComponent('Contoso Freight')}`).then((a) => {
    const first = (a.body as { results?: { id: number }[] }).results?.[0];
    if (!first) throw new Error(`the demo's sales account could not be read: ${a.status} ${JSON.stringify(a.body)}`);
    return first.id;
  });
  return salesAccount;
}

/** The demo's "New business" pipeline (the corpus adds pipelines of its own, without stages), read once. */
let salesPipeline: Promise<number> | undefined;
function salesPipelineOf(api: Api): Promise<number> {
  salesPipeline ??= api('GET', `/api/pipelines?page_size=100&search=${encodeURIComponent('New business')}`).then((a) => {
    const found = (a.body as { results?: { id: number; name: string }[] }).results?.find((p) => p.name === 'New business');
    if (!found) throw new Error(`the demo's pipeline could not be read: ${a.status} ${JSON.stringify(a.body)}`);
    return found.id;
  });
  return salesPipeline;
}

/** A text custom field of sales accounts, made once, for the leads' answers. */
let salesTextField: Promise<number> | undefined;
function salesTextFieldOf(api: Api): Promise<number> {
  salesTextField ??= api('POST', '/api/custom_fields', { module_kind: 7, name: 'Notes (corpus)', field_type: 'text' }).then((a) => {
    if (a.status !== 201) throw new Error(`the sales custom field could not be made: ${a.status} ${JSON.stringify(a.body)}`);
    return (a.body as { id: number }).id;
  });
  return salesTextField;
}

/** An expense category of the demo (its first), read once. */
let expenseCategory: Promise<number> | undefined;
function expenseCategoryOf(api: Api): Promise<number> {
  expenseCategory ??= api('GET', '/api/expense-categories?page_size=10').then((a) => {
    const first = (a.body as { results?: { id: number }[] }).results?.[0];
    if (!first) throw new Error(`the demo's expense categories could not be read: ${a.status} ${JSON.stringify(a.body)}`);
    return first.id;
  });
  return expenseCategory;
}

/** The loans the lending rows made whose own page shows what they wrote (the list and the board show the others). */
const lendingLoans: number[] = [];

/** Saves the lending settings as they are but for `change` (an Office Administrator's). */
async function saveLendingSettings(api: Api, change: (s: LendingSettingsRow) => Partial<LendingSettingsInput>): Promise<Answer> {
  const read = await api('GET', '/api/lending/settings');
  if (read.status >= 300) return read;
  const s = read.body as LendingSettingsRow;
  const { rating_scale, warning_margin, dual_decision_amount, draw_approval_amount, formulas } = s;
  return api('PUT', '/api/lending/settings', { rating_scale, warning_margin, dual_decision_amount, draw_approval_amount, pipeline_id: s.pipeline?.id ?? null, formulas, ...change(s) });
}

/** A covenant of the loan the demo gave it (the corpus waivers go to it), read once. */
let waivedCovenant: Promise<number> | undefined;
function waivedCovenantOf(api: Api, loan: number): Promise<number> {
  waivedCovenant ??= api('GET', `/api/lending/loans/${loan}/covenants`).then((a) => {
    const first = (a.body as Partial<CovenantList>).covenants?.find((c) => c.kind === 'financial');
    if (!first) throw new Error(`the demo loan's covenants could not be read: ${a.status} ${JSON.stringify(a.body)}`);
    return first.id;
  });
  return waivedCovenant;
}

/** The construction loan's budget line with the most left to draw (the corpus draws ask 1 of it), read once. */
let drawLine: Promise<number> | undefined;
function drawLineOf(api: Api, loan: number): Promise<number> {
  drawLine ??= api('GET', `/api/lending/loans/${loan}/draws`).then((a) => {
    const lines = (a.body as Partial<LoanDraws>).lines ?? [];
    const most = [...lines].sort((x, y) => Number(y.remaining) - Number(x.remaining))[0];
    if (!most) throw new Error(`the construction loan's budget could not be read: ${a.status} ${JSON.stringify(a.body)}`);
    return most.id;
  });
  return drawLine;
}

/** The last day of the quarter before the current one (a test of that day has its requirement open now). */
function lastQuarterEnd(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3, 0)).toISOString().slice(0, 10);
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An invoice line of this description: one at 100. */
const lineOf = (description: string) => ({ description, quantity: '1', unit_price: '100' });

/** A draft on the account, finalized: the finalize call's answer, or the first refusal. */
async function finalizedInvoice(api: Api, account: number, draft: Record<string, unknown>): Promise<Answer> {
  const made = await api('POST', '/api/invoices', { account_id: account, ...draft });
  if (made.status >= 300) return made;
  return api('POST', `/api/invoices/${(made.body as { id: number }).id}/finalize`);
}

/** Runs the writes one after another; answers the first refusal, or the last answer. */
async function all(writes: (() => Promise<Answer>)[]): Promise<Answer> {
  let last: Answer = { status: 204, body: null };
  for (const write of writes) {
    last = await write();
    if (last.status >= 300) return last;
  }
  return last;
}

/**
 * Free-text body fields of the route catalogue that no row writes, each with its reason. A key is
 * `METHOD path field` as the coverage case below prints it (`a.b` nested, `a[]` list items, `a.*` map values).
 */
const EXCLUDED: Record<string, string> = {
  'POST /api/free_sign_up/signup first_name': "the sign-up's first user of a new organization: the same columns as a user's names, which rows write",
  'POST /api/free_sign_up/signup last_name': "the sign-up's first user of a new organization: the same columns as a user's names, which rows write",
  'POST /api/free_sign_up/signup organization_name': 'the name of the new organization the sign-up makes; the corpus runs inside the demo organization',
  'POST /api/organizations/organization_logo logo_dark': 'an image file, not text',
  'POST /api/organizations/organization_logo logo_light': 'an image file, not text',
  'POST /api/organizations/business_central_configuration enabled': 'a flag (true or false)',
  'POST /api/organizations/business_central_configuration client_secret_expiry': 'an expiry date of the accounting-system secret',
  'POST /api/organizations/business_central_configuration sales_invoices_fetch_days': 'a number of days',
  'POST /api/accounts/import mapping.*': "the CSV's column names the import maps to fields: not stored",
  'POST /api/accounts/import csv': 'the rows become accounts and contacts, whose names rows write',
  'POST /api/accounts/{id}/items threshold_value': "a METRIC requirement's threshold, a number",
  'PATCH /api/items/{id}/status status': "chooses a step of the item's workflow by its name (step names are written by a row)",
  'POST /api/users/{id}/userExceptionsReport filter': 'a search term of a report: not stored',
  'POST /api/filedrop/figure value': "a METRIC requirement's figure, a decimal number",
  // Receivables: numbers and codes.
  'POST /api/invoices currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/invoices lines[].quantity': "an invoice line's quantity, a decimal number",
  'POST /api/invoices lines[].unit_price': "an invoice line's unit price, a decimal amount",
  'POST /api/invoices lines[].tax_rate': "an invoice line's tax rate, a decimal percentage",
  'POST /api/invoices lines[].discount': "an invoice line's discount, a decimal percentage",
  'POST /api/invoices/{id}/credit_notes amount': "a credit note's amount, a decimal amount",
  'POST /api/accounts/{id}/payments amount': "a payment's amount, a decimal amount",
  'POST /api/accounts/{id}/payments currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/accounts/{id}/payments allocations[].amount': 'the part of a payment given to an invoice, a decimal amount',
  'POST /api/accounts/{id}/apply_credit currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/payments/{id}/refund amount': "a refund's amount, a decimal amount",
  'PUT /api/receivables/settings default_currency': 'an ISO 4217 currency code, checked against the list of codes',
  'PUT /api/receivables/settings late_fee_amount': 'the late fee, a decimal amount or percentage',
  'POST /api/payments/get_or_create_payment_session amount': 'the part of an invoice a customer pays online, a decimal amount',
  'POST /api/payments/get_or_create_payment_session items[].amount': 'the part of each invoice a customer pays in one checkout, a decimal amount',
  // Payables: numbers, codes and checked identifiers.
  'POST /api/bills currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/bills lines[].quantity': "a bill line's quantity, a decimal number",
  'POST /api/bills lines[].unit_price': "a bill line's unit price, a decimal amount",
  'POST /api/bills lines[].tax_rate': "a bill line's tax rate, a decimal percentage",
  'POST /api/bills lines[].discount': "a bill line's discount, a decimal percentage",
  'POST /api/portal/bills currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/portal/bills total': "a bill's total, a decimal amount",
  'POST /api/portal/bills tax': "a bill's tax, a decimal amount",
  'POST /api/purchase_orders currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/purchase_orders lines[].quantity': "an order line's quantity, a decimal number",
  'POST /api/purchase_orders lines[].unit_price': "an order line's unit price, a decimal amount",
  'POST /api/purchase_orders lines[].tax_rate': "an order line's tax rate, a decimal percentage",
  'POST /api/purchase_orders lines[].discount': "an order line's discount, a decimal percentage",
  'POST /api/purchase_orders/{id}/receipts lines[].quantity': 'a quantity of goods received, a decimal number',
  'PUT /api/payables_settings/match_tolerance price_percent': 'a tolerance, a decimal percentage',
  'PUT /api/payables_settings/match_tolerance quantity_percent': 'a tolerance, a decimal percentage',
  'PUT /api/accounts/{id}/bank_details iban': 'an IBAN, checked with its check digits (ibantools)',
  'PUT /api/accounts/{id}/bank_details bic': 'a BIC, checked against ISO 9362 (ibantools)',
  'PUT /api/accounts/{id}/bank_details account_number': 'a bank account number, letters and digits only',
  'PUT /api/accounts/{id}/bank_details routing_number': 'an ABA routing number, nine digits with their checksum',
  'PUT /api/accounts/{id}/bank_details currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/payment_runs currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/bill_approval_rules currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/bill_approval_rules amount_from': "an approval rule's lower bound, a decimal amount",
  'POST /api/bill_approval_rules amount_to': "an approval rule's upper bound, a decimal amount",
  'POST /api/accounts/{id}/vendor_credits currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/accounts/{id}/vendor_credits amount': "a vendor credit's amount, a decimal amount",
  'POST /api/vendor_credits/{id}/apply amount': 'the part of a vendor credit applied to a bill, a decimal amount',
  // Payables free text the corpus does not write yet (each needs a flow of several people: a run approved by a second
  // person, a sent order, a matched bill); it is shown only as React text and in escaped PDFs and mails. Next to write.
  'POST /api/payment_runs/{id}/paid reference': "the bank's reference of a paid run (needs a run approved by a second person): not written by the corpus yet",
  'POST /api/purchase_orders/{id}/receipts note': 'a note on goods received (needs a sent order): not written by the corpus yet',
  'POST /api/portal/purchase_orders/{id}/decline reason': "a vendor's reason to decline a sent order (needs a sent order and its token): not written by the corpus yet",
  'POST /api/bills/{id}/approve mismatch_reason': 'the reason to approve a bill that does not match its order (kept in the audit only): not written by the corpus yet',
  'POST /api/bill_approval_rules name': "an approval rule's name, shown only to Office Administrators through the API (no screen yet): not written by the corpus yet",
  'POST /api/sales/leads/import file': 'the CSV rows become leads, whose columns rows write',
  'POST /api/sales/leads/{id}/convert deal.amount': 'an amount (a decimal number)',
  'POST /api/sales/leads/{id}/convert deal.currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/sales/deals amount': 'an amount (a decimal number)',
  'POST /api/sales/deals currency': 'an ISO 4217 currency code, checked against the list of codes',
  'PATCH /api/sales/deals/{id} amount': 'an amount (a decimal number)',
  'PATCH /api/sales/deals/{id} currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/public/lead-form/{key} website': 'the honeypot: an answer that fills it is dropped, never stored',
  'POST /api/public/lead-form/{key} stamp': 'the signed fill-time stamp the server made: checked, never stored or shown',
  'POST /api/expense-claims currency': 'an ISO 4217 currency code, checked against the list of codes',
  'PUT /api/expense-settings currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/expense-claims/{id}/lines currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/expense-claims/{id}/lines amount': "an expense's amount, a decimal amount",
  'POST /api/expense-claims/{id}/lines rate': "an expense's exchange rate, a decimal number",
  'POST /api/expense-claims/{id}/lines splits[].amount': "a customer's part of an expense, a decimal amount",
  'POST /api/expense-categories limit_per_claim': "a category's limit, a decimal amount",
  'POST /api/expense-categories limit_per_day': "a category's limit, a decimal amount",
  'POST /api/expense-categories receipt_required_above': "a category's receipt threshold, a decimal amount",
  'POST /api/expense-claims/{id}/reject reason': "an approver's reason to reject a claim (needs a claim sent by another staff member for each payload): not written by the corpus yet",
  // Lending: amounts, rates and percentages (a strict pattern of digits), codes, and formulas the formula engine reads.
  'POST /api/lending/loans amount': "a loan's amount: digits with at most 2 decimals (at most 16 before the point)",
  'POST /api/lending/loans currency': 'an ISO 4217 currency code, checked against the list of codes',
  'POST /api/lending/loans fixed_rate': 'a rate in percent: an optional minus, up to 3 digits and 4 decimals, from -100 to 100',
  'POST /api/lending/loans index_rate': 'a rate in percent: an optional minus, up to 3 digits and 4 decimals, from -100 to 100',
  'POST /api/lending/loans margin': 'a rate in percent: an optional minus, up to 3 digits and 4 decimals, from -100 to 100',
  'POST /api/lending/loans/{id}/parties guarantee_amount': "a guarantor's limit: digits with at most 2 decimals",
  'PUT /api/lending/settings warning_margin': 'a percentage: up to 3 digits and 2 decimals, at most 100',
  'PUT /api/lending/settings dual_decision_amount': 'an amount: digits with at most 2 decimals',
  'PUT /api/lending/settings draw_approval_amount': 'an amount: digits with at most 2 decimals',
  'PUT /api/lending/settings formulas[].formula':
    "an organization's covenant formula, read by jsep and checked against a whitelist when saved (numbers, figure names of [a-z][a-z0-9_]*, + - * /, parentheses, min, max, abs): " +
    'every payload is refused with a 400 (no <, quote, &, : or { passes)',
  'POST /api/lending/loans/{id}/covenants formula':
    "a covenant's own formula, read by jsep and checked against a whitelist when saved (numbers, the covenant's figure names of [a-z][a-z0-9_]*, + - * /, parentheses, min, max, abs): " +
    'every payload is refused with a 400 (no <, quote, &, : or { passes)',
  'POST /api/lending/loans/{id}/covenants formula_key': "the key of one of the organization's formulas ([a-z][a-z0-9_]*, looked up: any other is a 400); not shown, the formula's name is",
  'POST /api/lending/loans/{id}/covenants threshold': "a covenant's threshold: an optional minus, up to 14 digits and 4 decimals",
  'POST /api/lending/loans/{id}/covenants warning_margin': 'a percentage: up to 3 digits and 2 decimals, at most 100',
  'POST /api/lending/covenant-tests/{id}/figures figures.*': "a figure the borrower reports (by the covenant's figure names): an optional minus, up to 14 digits and 4 decimals",
  'PUT /api/lending/loans/{id}/draw-budget lines[].budget': "a budget line's amount: up to 14 digits and 2 decimals, zero or more",
  'POST /api/lending/loans/{id}/draws lines[].amount': 'the amount a draw asks of a budget line: up to 14 digits and 2 decimals, above zero',
  'POST /api/lending/draws/{id}/inspection lines[].percent_complete': "the inspector's percent complete: up to 3 digits and 2 decimals, from 0 to 100",
  'POST /api/lending/draws/{id}/approve lines[].approved_amount': 'the amount approved of a line: up to 14 digits and 2 decimals, zero or more',
};

/** Fields that store the same column as another one (written or excluded): they share its status. */
const SAME_COLUMN: Record<string, string> = {
  'POST /api/portal/bills number': 'POST /api/bills number',
  'POST /api/portal/bills memo': 'POST /api/bills memo',
  'POST /api/portal/bills/{id}/correction number': 'POST /api/bills number',
  'POST /api/portal/bills/{id}/correction memo': 'POST /api/bills memo',
  'POST /api/portal/bills/{id}/correction currency': 'POST /api/portal/bills currency',
  'POST /api/portal/bills/{id}/correction total': 'POST /api/portal/bills total',
  'POST /api/portal/bills/{id}/correction tax': 'POST /api/portal/bills tax',
  'PUT /api/portal/bank_details holder_name': 'PUT /api/accounts/{id}/bank_details holder_name',
  'PUT /api/portal/bank_details bank_name': 'PUT /api/accounts/{id}/bank_details bank_name',
  'PUT /api/portal/bank_details iban': 'PUT /api/accounts/{id}/bank_details iban',
  'PUT /api/portal/bank_details bic': 'PUT /api/accounts/{id}/bank_details bic',
  'PUT /api/portal/bank_details account_number': 'PUT /api/accounts/{id}/bank_details account_number',
  'PUT /api/portal/bank_details routing_number': 'PUT /api/accounts/{id}/bank_details routing_number',
  'PUT /api/portal/bank_details currency': 'PUT /api/accounts/{id}/bank_details currency',
  'PATCH /api/sales/leads/{id} first_name': 'POST /api/sales/leads first_name',
  'PATCH /api/sales/leads/{id} last_name': 'POST /api/sales/leads last_name',
  'PATCH /api/sales/leads/{id} company': 'POST /api/sales/leads company',
  'PATCH /api/sales/leads/{id} email': 'POST /api/sales/leads email',
  'PATCH /api/sales/leads/{id} phone': 'POST /api/sales/leads phone',
  'PATCH /api/sales/leads/{id} message': 'POST /api/sales/leads message',
  'PATCH /api/sales/leads/{id} fields.*': 'POST /api/sales/leads fields.*',
  // The public lead form writes a lead's columns (its name split into first and last); a visitor's posts are limited to 5 an hour.
  'POST /api/public/lead-form/{key} name': 'POST /api/sales/leads first_name',
  'POST /api/public/lead-form/{key} company': 'POST /api/sales/leads company',
  'POST /api/public/lead-form/{key} email': 'POST /api/sales/leads email',
  'POST /api/public/lead-form/{key} phone': 'POST /api/sales/leads phone',
  'POST /api/public/lead-form/{key} message': 'POST /api/sales/leads message',
  'POST /api/public/lead-form/{key} fields.*': 'POST /api/sales/leads fields.*',
  'PATCH /api/sales/deals/{id} title': 'POST /api/sales/deals title',
  'PATCH /api/sales/activities/{id} subject': 'POST /api/sales/activities subject',
  'PATCH /api/sales/activities/{id} body': 'POST /api/sales/activities body',
  'POST /api/pipelines stages[]': 'POST /api/pipelines/{id}/stages name',
  'POST /api/accounts custom_fields.*': 'PUT /api/accounts/{id}/custom_field_values values.*',
  'POST /api/accounts account_hold_message': 'PATCH /api/accounts/{id} account_hold_message',
  'POST /api/accounts/bulk account_hold_message': 'PATCH /api/accounts/{id} account_hold_message',
  'POST /api/accounts/{id}/contacts contact.first_name': 'POST /api/contacts first_name',
  'POST /api/accounts/{id}/contacts contact.last_name': 'POST /api/contacts last_name',
  'POST /api/accounts/{id}/contacts contact.company_name': 'POST /api/contacts company_name',
  'POST /api/accounts/{id}/contacts contact.phone': 'POST /api/contacts phone',
  'PATCH /api/items/{id} title': 'POST /api/accounts/{id}/items title',
  'PATCH /api/items/{id} description': 'POST /api/accounts/{id}/items description',
  'PATCH /api/items/{id} section': 'POST /api/accounts/{id}/items section',
  'PATCH /api/items/{id} threshold_value': 'POST /api/accounts/{id}/items threshold_value',
  'PUT /api/portal_comments/update_comment comment_text': 'POST /api/portal_comments/add_comment comment_text',
  'PATCH /api/workflow_transitions/{id} name': 'POST /api/workflows/{id}/transitions name',
  'PUT /api/workflow_transitions/{id} name': 'POST /api/workflows/{id}/transitions name',
  // A credit note is an invoice row of its own kind: its lines are the invoice lines' column.
  'POST /api/invoices/{id}/credit_notes lines[].description': 'POST /api/invoices lines[].description',
  'POST /api/invoices/{id}/credit_notes lines[].quantity': 'POST /api/invoices lines[].quantity',
  'POST /api/invoices/{id}/credit_notes lines[].unit_price': 'POST /api/invoices lines[].unit_price',
  'POST /api/invoices/{id}/credit_notes lines[].tax_rate': 'POST /api/invoices lines[].tax_rate',
  'POST /api/invoices/{id}/credit_notes lines[].discount': 'POST /api/invoices lines[].discount',
  // A loan's details section changes the columns a new loan is opened with.
  ...Object.fromEntries(
    ['borrower_name', 'amount', 'currency', 'fixed_rate', 'rate_index', 'index_rate', 'margin', 'collateral', 'purpose'].map((f) => [`PATCH /api/lending/loans/{id}/details ${f}`, `POST /api/lending/loans ${f}`]),
  ),
  ...Object.fromEntries(
    ['name', 'description', 'formula', 'figures[].label', 'threshold', 'warning_margin'].map((f) => [`PATCH /api/lending/covenants/{id} ${f}`, `POST /api/lending/loans/{id}/covenants ${f}`]),
  ),
  // The borrower's figures and draws from the lender portal: the same columns as staff enter.
  'POST /api/filedrop/covenant_figures figures.*': 'POST /api/lending/covenant-tests/{id}/figures figures.*',
  'POST /api/customer/portal/draw_requests note': 'POST /api/lending/loans/{id}/draws note',
  'POST /api/customer/portal/draw_requests lines[].amount': 'POST /api/lending/loans/{id}/draws lines[].amount',
};

/** What names an id, a token, a password or a code rather than text anyone reads. */
const NOT_TEXT_NAME = /(^|_)(id|uid|token|refresh|password|secret|code)$/i;

type JsonSchema = { [key: string]: unknown };

/**
 * Every string a body of the catalogue takes, as `METHOD path field` with whether it is free
 * text: no enum or const, no format (e-mail, URI, date, binary), no pattern, and not an id,
 * token, password or code by its name. Walks the input JSON Schema zod makes of the body.
 */
function catalogueStrings(): Map<string, boolean> {
  const found = new Map<string, boolean>();
  const walk = (s: JsonSchema | undefined, route: string, field: string, defs: Record<string, JsonSchema>): void => {
    if (!s || typeof s !== 'object') return;
    if (typeof s.$ref === 'string') return walk(defs[s.$ref.split('/').pop()!], route, field, defs);
    for (const key of ['anyOf', 'oneOf', 'allOf']) for (const part of (s[key] as JsonSchema[] | undefined) ?? []) walk(part, route, field, defs);
    for (const [name, sub] of Object.entries((s.properties as Record<string, JsonSchema> | undefined) ?? {})) walk(sub, route, field ? `${field}.${name}` : name, defs);
    if (s.additionalProperties && typeof s.additionalProperties === 'object') walk(s.additionalProperties as JsonSchema, route, `${field}.*`, defs);
    if (s.items && typeof s.items === 'object') walk(s.items as JsonSchema, route, `${field}[]`, defs);
    if (!(Array.isArray(s.type) ? s.type : [s.type]).includes('string')) return;
    const key = `${route} ${field}`;
    const text = !s.enum && s.const === undefined && !s.format && !s.pattern && !NOT_TEXT_NAME.test(field.split(/[.[]/).pop()!);
    // One branch of a union that is text (`'' | phone`) keeps the field text only if another is.
    found.set(key, (found.get(key) ?? false) || text);
  };
  for (const route of API_ROUTES) {
    if (!route.body || !['post', 'put', 'patch'].includes(route.method) || !['staff', 'portal', 'none'].includes(route.auth)) continue;
    const schema = z.toJSONSchema(route.body, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
    walk(schema, `${route.method.toUpperCase()} ${route.path}`, '', (schema.$defs ?? schema.definitions ?? {}) as Record<string, JsonSchema>);
  }
  return found;
}

it('the corpus writes or excludes, with a reason, every free-text field of the route catalogue', () => {
  const strings = catalogueStrings();
  const text = [...strings].filter(([, free]) => free).map(([key]) => key);
  const written = new Set(FIELDS.flatMap((f) => f.writes));
  // A change call of a record stores what the call that makes it does: `PATCH /x/{id} f` as `POST /x f`.
  const sameColumn = (key: string): string | undefined => {
    if (SAME_COLUMN[key]) return SAME_COLUMN[key];
    const [, method, path, field] = /^(PATCH|PUT) (\S+)\/\{\w+\} (.+)$/.exec(key) ?? [];
    const create = method ? `POST ${path} ${field}` : undefined;
    return create && strings.has(create) ? create : undefined;
  };
  const status = (key: string): 'written' | 'excluded' | 'uncovered' => {
    if (written.has(key)) return 'written';
    if (EXCLUDED[key]) return 'excluded';
    const same = sameColumn(key);
    return same && same !== key ? status(same) : 'uncovered';
  };
  const counts = { written: 0, excluded: 0, uncovered: [] as string[] };
  for (const key of text) {
    const s = status(key);
    if (s === 'uncovered') counts.uncovered.push(key);
    else counts[s]++;
  }
  console.log(`XSS corpus coverage: ${text.length} text fields in the catalogue, ${counts.written} written, ${counts.excluded} excluded with a reason`);
  assert.deepEqual(counts.uncovered, [], 'free-text fields of the route catalogue neither written by a row of FIELDS nor in EXCLUDED with a reason');
  // Names the catalogue lacks are stale: a renamed route or field would hide a gap.
  const stale = [...written, ...Object.keys(EXCLUDED), ...Object.entries(SAME_COLUMN).flat()].filter((key) => !strings.has(key));
  assert.deepEqual([...new Set(stale)], [], 'keys of FIELDS, EXCLUDED or SAME_COLUMN that name no string field of the route catalogue');
  assert.deepEqual(
    Object.keys(EXCLUDED).filter((key) => written.has(key)),
    [],
    'excluded fields a row writes',
  );
});

/**
 * Set before any page script, in every frame: records a payload that runs, and keeps __xss
 * undefined. Plain text, not a function: the test's compiler would name the arrows with a
 * helper the page lacks, and the script would throw before it set the trap.
 */
const TRAP = `Object.defineProperty(window, '__xss', {
  configurable: false,
  get: function () { return undefined; },
  set: function (value) { (window.__xssRuns = window.__xssRuns || []).push(location.href + ': ' + String(value)); },
});`;

type Finding = { screen: string; what: string };

/** In a frame: payload runs, markup made from a payload, and `javascript:` links (open shadow roots walked). */
async function inspect(frame: Frame): Promise<{ runs: string[]; markup: string[]; links: string[]; anchors: number; shown: boolean }> {
  return frame.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++) {
      for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    }
    const markup: string[] = [];
    const links: string[] = [];
    let anchors = 0;
    // Whether a payload is on screen as text (or in a form field's value): the screen was tested.
    let shown = false;
    for (const root of roots) {
      if (root instanceof ShadowRoot ? [...root.childNodes].some((n) => n.textContent?.includes('__xss')) : document.body?.innerText.includes('__xss')) shown = true;
      for (const input of root.querySelectorAll('input, textarea')) if ((input as HTMLInputElement).value.includes('__xss')) shown = true;
      for (const el of root.querySelectorAll('*')) {
        if (el.tagName === 'SCRIPT' && el.textContent?.includes('__xss')) markup.push(`<script>${el.textContent}`);
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name) && attr.value.includes('__xss')) markup.push(`<${el.tagName.toLowerCase()} ${attr.name}="${attr.value}">`);
          if (attr.name === 'srcdoc' && attr.value.includes('__xss')) markup.push(`<${el.tagName.toLowerCase()} srcdoc>`);
        }
      }
      for (const a of root.querySelectorAll('a, area')) {
        anchors++;
        const href = a.getAttribute('href');
        // What a click would follow: the browser drops tabs and newlines inside a scheme.
        const scripted = href !== null && (/^javascript:/i.test(href.trim().replace(/[\t\n\r]/g, '')) || (a as HTMLAnchorElement).protocol === 'javascript:');
        if (scripted) links.push(`<a href="${href}">${a.textContent?.slice(0, 40) ?? ''}`);
      }
    }
    return { runs: (window as unknown as { __xssRuns?: string[] }).__xssRuns ?? [], markup, links: [...new Set(links)], anchors, shown };
  });
}

/** Which of these texts a frame does not show: in its text, its open shadow roots' text or a form field's value. */
async function notShown(frame: Frame, texts: string[]): Promise<string[]> {
  if (!texts.length) return [];
  return frame.evaluate((wanted) => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++) {
      for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    }
    const parts: string[] = [];
    for (const root of roots) {
      parts.push(root instanceof ShadowRoot ? [...root.childNodes].map((n) => n.textContent ?? '').join('\n') : (document.body?.innerText ?? ''));
      for (const input of root.querySelectorAll('input, textarea')) parts.push((input as HTMLInputElement).value);
    }
    const all = parts.join('\n');
    return wanted.filter((text) => !all.includes(text));
  }, texts);
}

describe('XSS corpus end to end', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let inFlight: () => number = () => 0;
  let ids: Ids;
  let accessToken = '';
  const findings: Finding[] = [];
  const written: { field: string; accepted: number; refused: string[] }[] = [];
  let screens = 0;
  let anchorsSeen = 0;
  let current = '';
  /** Screens on which no payload showed: they prove nothing, and are listed. */
  const blank: string[] = [];
  /** Values a screen was expected to show and did not (see check). */
  const unseen: string[] = [];

  const GROUPS = groups();

  /** Saves a value made of these payloads into the field; counts what it took and what it refused. */
  async function save(field: Field, payloads: string[], i: number): Promise<boolean> {
    const row = written.find((r) => r.field === field.field)!;
    const value = payloads.join(' ');
    const answer = await field.write({ api, upload, ids }, value, i);
    assert.ok(answer.status < 500, `${field.field}: ${answer.status} for ${JSON.stringify(value)}: ${JSON.stringify(answer.body)}`);
    if (answer.status < 300) row.accepted += payloads.length;
    else row.refused.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
    return answer.status < 300;
  }

  /** One group of the corpus into every single-value field (each payload alone where the group is too long). */
  async function writeGroup(group: string[]): Promise<void> {
    for (const field of FIELDS.filter((f) => f.mode === 'once')) {
      if (await save(field, group, 0)) continue;
      for (const payload of group) await save(field, [payload], 0);
    }
  }

  const api: Api = async (method, path, body, auth = true) => {
    const response = await fetch(`${stack.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `JWT ${accessToken}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return answerOf(response);
  };

  const upload: Upload = async (path, fields, fileName) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(pdfOf(2000, fileName))], { type: 'application/pdf' }), fileName);
    return answerOf(await fetch(`${stack.url}${path}`, { method: 'POST', headers: { authorization: `JWT ${accessToken}` }, body: form }));
  };

  /** The id of what a call that must succeed made. */
  async function made(method: string, path: string, body: unknown): Promise<number> {
    const answer = await api(method, path, body);
    assert.ok(answer.status < 300, `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return (answer.body as { id: number }).id;
  }

  before(async () => {
    stack = await startStack({ tenant: true, env: process.env.SI_STATIC_DIR ? { STATIC_DIR: process.env.SI_STATIC_DIR } : {} });
    const admin = demoUser(stack.demo, (u) => u.role === 'OA' && !u.mfa);
    const login = await fetch(`${stack.url}/auth/jwt/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: admin.email, password: admin.password }) });
    accessToken = ((await login.json()) as { access: string }).access;

    // The file-collection portal's workspace, its first requirement, and the one on hold.
    const portal = demoPortal(stack.demo, 'filestride');
    const held = demoPortal(stack.demo, 'filestride', true);
    const drop = (await api('GET', `/api/filedrop?token=${portal.token}`, undefined, false)).body as { workspace: { id: number }; items: { id: number }[] };
    const dropHeld = (await api('GET', `/api/filedrop?token=${held.token}`, undefined, false)).body as { workspace: { id: number } };
    const me = (await api('GET', '/auth/users/me')).body as { id: number };
    // Each demo portal's workspace: the seed's first accounts, found by the contact the token names.
    const portals: PortalRecord[] = [];
    for (const p of stack.demo.portals) {
      const { customer } = (await api('GET', `/api/portal/details?token=${p.token}`, undefined, false)).body as { customer: { first_name: string; last_name: string } };
      for (let account = 1; account <= 12 && portals.length < stack.demo.portals.indexOf(p) + 1; account++) {
        if (portals.some((r) => r.account === account)) continue;
        const contacts = ((await api('GET', `/api/accounts/${account}/contacts`)).body as { results?: (PortalRecord['contact'] & { first_name: string; last_name: string })[] }).results ?? [];
        const contact = contacts.find((c) => c.first_name === customer.first_name && c.last_name === customer.last_name);
        if (contact) portals.push({ module: p.module, account, contact: { id: contact.id, email: contact.email, party_type: contact.party_type } });
      }
    }
    assert.equal(portals.length, stack.demo.portals.length, `the demo portals' workspaces: ${JSON.stringify(portals)}`);
    const receivablesAccount = portals.find((p) => p.module === 'secureinvoice')!.account;
    const credited = await finalizedInvoice(api, receivablesAccount, { title: 'Support, credited and paid (corpus)', lines: [{ description: 'Annual support', quantity: '1', unit_price: '5000' }] });
    assert.ok(credited.status < 300, `the invoice to credit and pay: ${credited.status} ${JSON.stringify(credited.body)}`);
    const workflow = await made('POST', '/api/workflows', { name: 'Review (corpus)', module_kind: 1 });
    // The lender portal's workspace is its loan; the demo's construction loan is the one booked on loan draw (kind 3).
    const lendingLoan = portals.find((p) => p.module === 'bank')!.account;
    const riverside = await api('GET', `/api/lending/loans/${lendingLoan}`);
    assert.equal(riverside.status, 200, `the lender portal's loan: ${JSON.stringify(riverside.body)}`);
    const construction = (await api('GET', '/api/lending/loans?workspace_kind=3&status=active&page_size=10')).body as ListPage<{ id: number }>;
    assert.ok(construction.results?.length, `the demo's construction loan: ${JSON.stringify(construction)}`);
    const sharedFile = await upload('/api/standard_files', { name: 'Price list (corpus)' }, 'price-list.pdf');
    assert.equal(sharedFile.status, 201, `the standard file to share: ${JSON.stringify(sharedFile.body)}`);
    ids = {
      portals,
      workspace: drop.workspace.id,
      heldWorkspace: dropHeld.workspace.id,
      item: drop.items[0].id,
      token: portal.token,
      lendingToken: demoPortal(stack.demo, 'bank').token,
      lending: { loan: lendingLoan, drawLoan: construction.results[0].id },
      contact: portals.find((p) => p.account === drop.workspace.id)!.contact.id,
      userId: me.id,
      customField: await made('POST', '/api/custom_fields', { module_kind: 1, name: 'Tax reference', field_type: 'text' }),
      checklist: await made('POST', '/api/checklists', { name: 'Onboarding (corpus)', module_kind: 1 }),
      pipeline: await made('POST', '/api/pipelines', { name: 'Deals (corpus)' }),
      workflow,
      steps: [await made('POST', `/api/workflows/${workflow}/steps`, { name: 'Received (corpus)' }), await made('POST', `/api/workflows/${workflow}/steps`, { name: 'Checked (corpus)' })],
      standardFile: (sharedFile.body as { id: number }).id,
      receivables: { account: receivablesAccount, invoice: (credited.body as InvoiceRow).id, currency: (credited.body as InvoiceRow).currency },
    };

    for (const field of FIELDS) written.push({ field: field.field, accepted: 0, refused: [] });
    for (const field of FIELDS.filter((f) => f.mode === 'each')) {
      for (const [i, payload] of corpusOf(field).entries()) await save(field, [payload], i);
    }
    await writeGroup(GROUPS[0]);

    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: stack.url, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    await context.addInitScript({ content: TRAP });
    page = await context.newPage();
    inFlight = countApiRequests(page);
    page.on('dialog', (dialog) => {
      findings.push({ screen: current, what: `dialog ${dialog.type()}: ${dialog.message()}` });
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (message.text().includes('__xss')) findings.push({ screen: current, what: `console: ${message.text()}` });
    });
  });

  after(async () => {
    const fields = written.length;
    const ran = findings.length;
    console.log(`XSS corpus: ${PAYLOADS.length} payloads x ${fields} fields, ${screens} screens, ${ran} ran`);
    console.log(`  screens showing no payload: ${blank.join(', ') || 'none'}`);
    for (const field of FIELDS.filter((f) => f.max)) {
      const fit = corpusOf(field);
      console.log(`  ${field.field}: at most ${field.max} characters, ${fit.length} of ${PAYLOADS.length} payloads written (${fit.filter((p) => !PAYLOADS.includes(p)).length} in a short form)`);
    }
    for (const row of written.filter((r) => r.refused.length)) console.log(`  ${row.field}: ${row.accepted} accepted, ${row.refused.length} refused (${row.refused[0]})`);
    await browser?.close();
    await stack?.stop();
  });

  /**
   * Waits for the page and its API calls, then inspects every frame. `expected`: values the
   * screen must show (as text or in a form field), waited for a moment; one it never shows is
   * listed in `unseen`, since a screen that shows only the shell's payloads (the user's name)
   * would prove nothing about its own fields.
   */
  async function check(label: string, expected: string[] = []): Promise<void> {
    current = label;
    if (page.url().startsWith(stack.url)) {
      await page
        .waitForFunction(() => !document.querySelector('.si-loading, .si-page-loading') && Boolean(document.querySelector('#root')?.children.length), undefined, { timeout: 8000 })
        .catch(() => undefined);
    } else {
      await page.waitForLoadState('networkidle').catch(() => undefined);
    }
    const deadline = Date.now() + 4000;
    while (inFlight() > 0 && Date.now() < deadline) await page.waitForTimeout(40);
    // An onerror fires once the broken image fails; give it the moment it takes.
    await page.waitForTimeout(250);
    const until = Date.now() + 6000;
    let missing = await notShown(page.mainFrame(), expected);
    while (missing.length && Date.now() < until) {
      await page.waitForTimeout(100);
      missing = await notShown(page.mainFrame(), missing);
    }
    for (const text of missing) unseen.push(`${label}: ${JSON.stringify(text)}`);
    screens++;
    let shown = false;
    for (const frame of page.frames()) {
      const seen = await inspect(frame).catch(() => undefined);
      if (!seen) continue;
      shown ||= seen.shown;
      anchorsSeen += seen.anchors;
      for (const run of seen.runs) findings.push({ screen: label, what: `ran: ${run}` });
      for (const m of seen.markup) findings.push({ screen: label, what: `markup made: ${m}` });
      for (const l of seen.links) findings.push({ screen: label, what: `javascript: link ${l}` });
    }
    if (!shown) blank.push(label);
  }

  async function openInApp(path: string): Promise<void> {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  const report = () => findings.map((f) => `${f.screen}: ${f.what}`).join('\n');

  it('the trap and the checks see a payload that runs, its markup and a javascript: link (in a shadow root too)', async () => {
    const probe = await context.newPage();
    const html = `<img src=x onerror="window.__xss=1"><input value=typed><div id=host></div><script>document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<a href=" JavaScript:void 0">x</a><p>in the shadow</p>';</script>`;
    await probe.route('**/xss-probe', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await probe.goto(`${stack.url}/xss-probe`);
    await probe.waitForFunction(() => (window as unknown as { __xssRuns?: string[] }).__xssRuns?.length);
    const seen = await inspect(probe.mainFrame());
    // What a screen is expected to show: found in a shadow root and a field, not in a script's text.
    const missing = await notShown(probe.mainFrame(), ['in the shadow', 'typed', 'absent', 'getElementById']);
    await probe.close();
    assert.deepEqual(missing, ['absent', 'getElementById']);
    assert.equal(seen.runs.length, 1);
    assert.equal(seen.markup.length, 1);
    assert.deepEqual(seen.links, ['<a href=" JavaScript:void 0">x']);
  });

  it('saved the corpus through the API: every field took or refused each value with a 2xx or a 4xx', () => {
    // A free-text field kept every payload (a single-value one, at least one of its first group),
    // or the screens below would prove nothing about it; a field that validates its form refused
    // them all but the valid http URL.
    const wrong = FIELDS.flatMap((field) => {
      const row = written.find((r) => r.field === field.field)!;
      if (field.refuses) return row.accepted <= 1 ? [] : [`${field.field}: took ${row.accepted} payloads`];
      if (field.mode === 'each') return row.accepted === corpusOf(field).length ? [] : [`${field.field}: took ${row.accepted} of ${corpusOf(field).length} (${row.refused[0]})`];
      return row.accepted > 0 ? [] : [`${field.field}: took none (${row.refused[0]})`];
    });
    assert.deepEqual(wrong, []);
  });

  it('runs no payload on the suite screens that show them', async () => {
    await signInDemoAdmin(page, stack.demo);
    await check('/apps/secureinvoice (landing, user menu)');
    const paths = [
      '/apps/filestride',
      '/filestride/workspaces',
      `/filestride/workspaceDetails/1/${ids.workspace}`,
      `/filestride/workspaceDetails/1/${ids.heldWorkspace}`,
      '/filestride/myTask',
      '/filestride/teams',
      '/filestride/offices',
      '/filestride/users',
      '/filestride/contactRoles',
      '/filestride/customfields',
      '/filestride/checklists',
      `/filestride/checklists/${ids.checklist}`,
      '/filestride/workflows',
      `/filestride/workflows/${ids.workflow}`,
      '/filestride/organization/setting',
      '/filestride/standardFiles',
      '/filestride/secureFileShare',
      '/filestride/reports/exceptions',
      '/filestride/reports/summary',
      '/filestride/auditlog',
      '/bank/expectedDocumentTypes',
      '/bank/categories',
      '/bank/products',
      '/bank/pipelines',
      '/spm/contact',
      '/spm/leads',
      `/spm/loans?pipeline=${await salesPipelineOf(api)}`,
      `/spm/accounts/${await salesAccountOf(api)}`,
    ];
    for (const path of paths) {
      await openInApp(path);
      await check(path);
    }
    // A standard file's description shows in its rename form: every file's form, opened in turn.
    await openInApp('/filestride/standardFiles');
    const files = page.locator('si-standard-files');
    await files.getByLabel('Rows per page').selectOption('50');
    const renames = files.getByRole('button', { name: /^Rename / });
    await renames.nth(PAYLOADS.length).waitFor();
    const forms = await renames.count();
    for (let n = 0; n < forms; n++) {
      await renames.nth(n).click();
      await check(`/filestride/standardFiles (rename form ${n + 1} of ${forms})`);
    }
    // Each transition's own editor shows its name.
    const { transitions } = (await api('GET', `/api/workflows/${ids.workflow}`)).body as { transitions: { id: number }[] };
    assert.equal(transitions.length, corpusOf(FIELDS.find((f) => f.field === 'workflow transition name')!).length, 'the corpus transitions');
    for (const transition of transitions) {
      await openInApp(`/filestride/workflow/transitions/${transition.id}`);
      await check(`/filestride/workflow/transitions/${transition.id}`);
    }
    // A full load too: what the first render of a deep link does.
    await page.goto(`/filestride/workspaceDetails/1/${ids.workspace}`);
    await check('reload of the portal workspace');
    assert.equal(report(), '');
  });

  it('runs no payload in the demo portals, opened by their tokens', async () => {
    for (const portal of stack.demo.portals) {
      await page.goto(portal.path);
      await check(`${portal.module}${portal.onHold ? ' (on hold)' : ''} portal`);
    }
    assert.equal(report(), '');
  });

  it('runs no payload on the receivables screens and in the secure-invoice portal', async () => {
    const { account } = ids.receivables;
    const docs: InvoiceRow[] = [];
    for (const docType of ['invoice', 'credit_note']) {
      const listed = await api('GET', `/api/invoices?account=${account}&doc_type=${docType}&page_size=100`);
      assert.equal(listed.status, 200, JSON.stringify(listed.body));
      docs.push(...(listed.body as { results: InvoiceRow[] }).results);
    }
    const payments = (await api('GET', `/api/accounts/${account}/payments?page_size=100`)).body as { results: PaymentRow[] };
    const settings = (await api('GET', '/api/receivables/settings')).body as ReceivablesSettingsRow;
    const corpus = (texts: (string | null)[]) => texts.filter((text): text is string => Boolean(text?.includes('__xss')));
    // What the corpus wrote into an invoice or a credit note (the customer's name aside, which every one shows).
    const written = (row: InvoiceRow) => corpus([row.title, row.memo, row.number, row.void_reason, ...row.lines.map((l) => l.description)]);
    const corpusDocs = docs.filter((row) => written(row).length);
    const documented = docs.filter((row) => row.doc_type === 'invoice' && row.state !== 'draft' && row.state !== 'void' && row.title.includes('__xss'));
    assert.equal(documented.length, PAYLOADS.length, 'the finalized corpus invoices with a free-form document');
    const listed = (docType: InvoiceRow['doc_type']) => corpus(docs.filter((row) => row.doc_type === docType).flatMap((row) => [row.title, row.number]));
    const references = corpus(payments.results.map((p) => p.reference));
    assert.equal(references.length, PAYLOADS.length, 'the corpus payments');
    const statement = (await api('GET', `/api/accounts/${account}/statement`)).body as StatementView;
    const refunds = corpus(statement.lines.filter((l) => l.kind === 'refund').map((l) => l.description));
    assert.equal(refunds.length, PAYLOADS.length, 'the corpus refunds');

    await page.goto('/secureinvoice/accountsReceivable');
    await check('/secureinvoice/accountsReceivable');
    // The account's receivables, every tab, a page of up to 100 rows.
    const details = `/secureinvoice/accountDetails/4/${account}`;
    await openInApp(details);
    const receivables = page.locator('si-account-receivables');
    const tabs: [string, string[]][] = [
      ['Invoices', listed('invoice')],
      ['Payments', references],
      ['Credit notes', listed('credit_note')],
      // This month's activity: the invoices by their title, the payments by their reference, the refunds by their reason.
      ['Statement', [...corpus(documented.map((row) => row.title)), ...references, ...refunds]],
    ];
    for (const [tab, expected] of tabs) {
      await receivables.getByRole('tab', { name: tab, exact: true }).click();
      if (tab !== 'Statement') await receivables.getByLabel('Rows per page').selectOption('100');
      await check(`${details} (${tab} tab)`, expected);
    }
    await openInApp('/secureinvoice/draft');
    await page.locator('si-invoice-drafts').getByLabel('Rows per page').selectOption('100');
    await check('/secureinvoice/draft', corpus(docs.filter((row) => row.state === 'draft').map((row) => row.title)));
    // Each invoice and credit note in the editor: a draft's fields, a finalized one's number, facts, lines, memo and void reason.
    for (const row of corpusDocs) {
      await openInApp(`/secureinvoice/draft?invoice=${row.id}`);
      await check(`/secureinvoice/draft?invoice=${row.id} (${row.doc_type}, ${row.state})`, written(row));
    }
    // The free-form document: its text, and the preview's title, memo and lines filled in.
    for (const row of documented) {
      const path = `/secureinvoice/documents/freeForm/4/${account}?invoice=${row.id}`;
      await openInApp(path);
      await check(path, written(row));
    }
    await openInApp('/secureinvoice/settings');
    await check('/secureinvoice/settings (numbering prefixes)', corpus([settings.invoice_series.prefix, settings.credit_note_series.prefix]));

    // The customer's portal lists the invoices by number; one opened shows its lines and its free-form document; the
    // latest statement (sent now) lists the open ones by number.
    const sent = await api('POST', `/api/accounts/${account}/statement/send`, {});
    assert.equal(sent.status, 200, `the statement for the portal: ${JSON.stringify(sent.body)}`);
    const portal = demoPortal(stack.demo, 'secureinvoice');
    await page.goto(portal.path);
    await check('secureinvoice portal (corpus invoices)', corpus(docs.filter((row) => row.doc_type === 'invoice' && row.state !== 'draft').map((row) => row.number)));
    const invoices = page.locator('si-invoice-portal');
    for (const row of documented) {
      await invoices.getByRole('button', { name: `Open invoice ${row.number}`, exact: true }).click();
      await invoices.getByRole('button', { name: 'Back to invoices' }).waitFor();
      await check(`secureinvoice portal, invoice ${row.number}`, corpus(row.lines.map((l) => l.description)));
      await invoices.getByRole('button', { name: 'Back to invoices' }).click();
    }
    await invoices.getByRole('tab', { name: 'Statements', exact: true }).click();
    await check('secureinvoice portal, latest statement', corpus(docs.filter((row) => row.doc_type === 'invoice' && ['open', 'partially_paid'].includes(row.state)).map((row) => row.number)));
    assert.equal(report(), '');
    assert.deepEqual(unseen, [], 'values the receivables screens did not show');
  });

  it('runs no payload on the lending screens and in the lender portal', async () => {
    const from = unseen.length;
    const corpus = (texts: (string | null | undefined)[]) => texts.filter((text): text is string => Boolean(text?.includes('__xss')));
    const { loan, drawLoan } = ids.lending;
    const read = async <T,>(path: string): Promise<T> => {
      const answer = await api('GET', path);
      assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
      return answer.body as T;
    };
    const detail = await read<LoanDetail>(`/api/lending/loans/${loan}`);
    const covenants = await read<CovenantList>(`/api/lending/loans/${loan}/covenants`);
    const draws = await read<LoanDraws>(`/api/lending/loans/${drawLoan}/draws`);
    const settings = await read<LendingSettingsRow>('/api/lending/settings');
    const covenantNames = corpus(covenants.covenants.map((c) => c.name));
    assert.equal(covenantNames.length, PAYLOADS.length, 'the corpus covenants');

    // Signed in by the suite screens' case; run alone (by its name), this case signs in itself.
    await page.goto('/bank/accounts');
    if (!(await page.evaluate(() => localStorage.getItem('auth')))) {
      await signInDemoAdmin(page, stack.demo);
      await page.goto('/bank/accounts');
    }
    await check('/bank/accounts');
    for (const path of ['/bank/accounts?view=board', '/bank/loanmonitoring', '/bank/report/compliancereport']) {
      await openInApp(path);
      await check(path);
    }
    await openInApp('/bank/organization/setting');
    await check('/bank/organization/setting (lending settings)', corpus([...settings.rating_scale, ...settings.formulas.map((f) => f.name)]));
    // The portal's loan: its ratings and their reasons, its policy exceptions, its covenants with their waivers.
    await openInApp(`/bank/accounts/${loan}`);
    await check(`/bank/accounts/${loan} (the lender portal's loan)`, [
      ...corpus(detail.credit_and_risk_rating.history.flatMap((r) => [r.rating, r.reason])),
      ...corpus(detail.policy_exceptions.flatMap((e) => [e.policy, e.reason])),
      ...covenantNames,
      ...corpus(covenants.covenants.flatMap((c) => c.waivers.map((w) => w.reason))),
    ]);
    // The construction loan: its budget lines, its draws' notes and their rejection reasons.
    await openInApp(`/bank/accounts/${drawLoan}`);
    await check(`/bank/accounts/${drawLoan} (the construction loan)`, corpus([...draws.lines.map((l) => l.name), ...draws.draws.flatMap((d) => [d.note, d.reject_reason])]));
    // Each loan the corpus opened with its own text: the details, the decision and its condition (a requirement of the loan).
    assert.equal(lendingLoans.length, corpusOf(FIELDS.find((f) => f.field === "floating loan's rate index")!).length + PAYLOADS.length, 'the corpus loans');
    for (const id of lendingLoans) {
      const one = await read<LoanDetail>(`/api/lending/loans/${id}`);
      const decisions = await read<{ decisions: { reason: string; conditions: { text: string }[] }[] }>(`/api/lending/loans/${id}/decisions`);
      await openInApp(`/bank/accounts/${id}`);
      await check(
        `/bank/accounts/${id}`,
        corpus([one.borrower, one.loan_details.collateral, one.loan_details.purpose, one.loan_details.rate_index, ...decisions.decisions.flatMap((d) => [d.reason, ...d.conditions.map((c) => c.text)])]),
      );
    }
    // The lender portal: the covenants' tests as requirements, the loan requests.
    const requests = (await api('GET', `/api/customer/portal/loan_requests?token=${encodeURIComponent(ids.lendingToken)}`, undefined, false)).body as PortalLoanRequests;
    await page.goto(demoPortal(stack.demo, 'bank').path);
    await check('lender portal (corpus covenants and loan requests)', [...covenantNames, ...corpus(requests.requests.map((r) => r.purpose))]);
    assert.equal(report(), '');
    assert.deepEqual(unseen.slice(from), [], 'values the lending screens did not show');
  });

  it("runs no payload on the tenant site's pages", async () => {
    for (const path of ['/', '/pay', '/account-review']) {
      await page.goto(`${stack.tenantUrl}${path}`);
      await check(`tenant site ${path}`);
    }
    assert.equal(report(), '');
    assert.ok(anchorsSeen > 0, 'the link check saw links');
  });

  it('runs no payload where the single-value fields show, for each further group of the corpus', async () => {
    const suitePaths = ['/apps/filestride', '/filestride/workspaces', `/filestride/workspaceDetails/1/${ids.workspace}`, '/filestride/users', '/filestride/organization/setting'];
    for (const [g, group] of GROUPS.entries()) {
      if (g === 0) continue;
      await writeGroup(group);
      await page.goto(suitePaths[0]);
      await check(`group ${g}: ${suitePaths[0]}`);
      for (const path of suitePaths.slice(1)) {
        await openInApp(path);
        await check(`group ${g}: ${path}`);
      }
      for (const portal of stack.demo.portals) {
        await page.goto(portal.path);
        await check(`group ${g}: ${portal.module}${portal.onHold ? ' (on hold)' : ''} portal`);
      }
      await page.goto(`${stack.tenantUrl}/`);
      await check(`group ${g}: tenant site /`);
    }
    assert.equal(report(), '');
    assert.deepEqual(blank, [], 'screens on which no payload showed (they tested nothing)');
    // Every single-value field held each payload it takes in some round (too long ones aside).
    const once = written.filter((r) => FIELDS.find((f) => f.field === r.field)!.mode === 'once');
    assert.deepEqual(
      once.filter((r) => r.accepted === 0).map((r) => r.field),
      [],
    );
  });
});
