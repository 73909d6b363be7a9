/**
 * The secure-invoice portal behind the stories, by token:
 *   story-invoice       three invoices (one paid, one with a PDF), a statement, bank details;
 *   story-invoice-hold  the same account on hold (paying refused);
 *   anything else       falls through to the other portals' routes (404 when unknown).
 * Comments work for every token (kept in memory): staff comments cannot be edited.
 * A session id "story-session" in the page URL plays the return from the checkout.
 */
import type { LatestStatement, PortalBranding, PortalComment, PortalContext, PortalDetails, PortalFile, PortalItem } from '@si/contract';

type Answer = { status?: number; body?: unknown; delay?: number };
type Route = (params: Record<string, string>) => Answer | undefined;

const file = (id: number, name: string): PortalFile => ({
  id, name, content_type: 'application/pdf', size: 48_213, checksum_sha256: 'e3b0c44298fc1c149afbf4c8996fb924', version: 1, uploaded_at: '2025-03-31T09:00:00Z', uploaded_by: 'Acme Supplies',
});
const invoice = (id: number, patch: Partial<PortalItem>): PortalItem => ({
  id, kind: 'INVOICE', title: '', description: '', status: 'open', due_date: '2025-04-30', allowed_file_types: [], max_file_size: 0, files: [], comment_count: 0,
  number: `INV-${1000 + id}`, issue_date: '2025-03-31', currency: 'USD', subtotal: '1250.00', tax: '125.00', total: '1375.00', balance: '1375.00', paid: false, subtype: null, body: null,
  lines: [
    { description: 'Consulting, March', quantity: 10, unit_price: '100.00', amount: '1000.00' },
    { description: 'Travel', quantity: 1, unit_price: '250.00', amount: '250.00' },
  ],
  ...patch,
});

const ITEMS = [
  invoice(1, { files: [file(71, 'INV-1001.pdf')], description: 'Thank you for your business.' }),
  invoice(2, { number: 'INV-1002', issue_date: '2025-02-28', due_date: '2025-03-30', status: 'overdue', balance: '500.00' }),
  invoice(3, { number: 'INV-1003', issue_date: '2025-01-31', due_date: '2025-03-02', paid: true, status: 'paid', balance: '0.00' }),
];
const customer = { first_name: 'Carla', last_name: 'Customer', email: 'carla@example.com' };
const contexts: Record<string, PortalContext> = {
  'story-invoice': { module: 'secureinvoice', organization: { name: 'Acme Supplies', powered_by: null }, customer, workspace: { id: 5, name: 'Carla Co', account_hold: false, account_hold_message: '' }, items: ITEMS },
  'story-invoice-hold': { module: 'secureinvoice', organization: { name: 'Acme Supplies', powered_by: null }, customer, workspace: { id: 6, name: 'Carla Co', account_hold: true, account_hold_message: 'Overdue since March.' }, items: ITEMS },
};

/** The bar's branding: the context's organization, with a brand colour, a linked credit, and the payment terms shown before Pay. */
function brandingOf(context: PortalContext): PortalBranding {
  return {
    name: context.organization.name,
    logo: false,
    brand_color: '#1d4ed8',
    powered_by: 'Powered by Acme Cloud',
    powered_by_link: 'https://example.com/',
    payment_terms: 'Card payments are processed by our payment provider and are final once confirmed. Disputes go to accounts@example.com within 30 days.',
  };
}

const STATEMENT: LatestStatement = {
  statement: {
    id: 90, statement_date: '2025-03-31', issued_on: '2025-03-31', currency: 'USD', total_due: '3250.00',
    aging: { current: '1375.00', days_1_30: '500.00', days_31_60: '875.00', days_61_90: '0.00', days_over_90: '500.00' },
    invoices: ITEMS.filter((i) => !i.paid).map((i) => ({ id: i.id, number: i.number!, issue_date: i.issue_date!, due_date: i.due_date, total: i.total!, balance: i.balance! })),
  },
  files: [file(72, 'statement-2025-03.pdf')],
};
const INSTRUCTIONS = [
  { id: 1, bank_name: 'First National Bank', account_name: 'Acme Supplies Inc.', account_number: '000123456789', routing_number: '021000021', iban: '', swift: 'FNBKUS33', reference: 'Your invoice number', notes: 'Wire or ACH. Checks are no longer accepted.' },
  { id: 2, bank_name: 'Banque de Paris', account_name: 'Acme Supplies SAS', account_number: '', routing_number: '', iban: 'FR76 3000 6000 0112 3456 7890 189', swift: 'BDPAFRPP', reference: 'Your invoice number', notes: '' },
];

let nextId = 100;
const now = () => new Date().toISOString();
const comments: PortalComment[] = [
  { id: 1, target_type: 'item', target_id: 1, comment_text: 'Could you send the timesheet for March?', author_name: 'Carla Customer', author_kind: 'contact', mine: true, created_at: '2025-04-01T09:12:00Z', updated_at: '2025-04-01T09:12:00Z' },
  { id: 2, target_type: 'item', target_id: 1, comment_text: 'Attached to the invoice. <b>Thanks!</b>', author_name: 'Sam from Acme', author_kind: 'user', mine: false, created_at: '2025-04-01T11:40:00Z', updated_at: '2025-04-01T11:40:00Z' },
];
const paid = new Set<number>();
const ok = (body: unknown, delay = 250): Answer => ({ body, delay });

export const INVOICE_PORTAL_ROUTES: [string, RegExp, Route][] = [
  ['GET', /^\/api\/filedrop$/, ({ token }) => {
    const context = contexts[token];
    if (!context) return undefined;
    return ok({ ...context, items: context.items.map((i) => (paid.has(i.id) ? { ...i, paid: true, status: 'paid', balance: '0.00' } : i)) });
  }],
  ['GET', /^\/api\/portal\/details$/, ({ token }) => {
    const context = contexts[token];
    return context ? ok({ customer: { first_name: customer.first_name, last_name: customer.last_name }, workspace: { account_hold: context.workspace.account_hold }, organization: brandingOf(context) } satisfies PortalDetails) : undefined;
  }],
  ['GET', /^\/api\/fetch_sales_files$/, ({ token, id }) => (contexts[token] ? ok({ files: ITEMS.find((i) => i.id === Number(id))?.files ?? [] }) : undefined)],
  ['GET', /^\/api\/fetch_latest_statement_files$/, ({ token }) => (contexts[token] ? ok(STATEMENT, 400) : { status: 404, body: { detail: 'This link is not valid.' } })],
  ['GET', /^\/api\/portal\/pay_instructions$/, ({ token }) => (contexts[token] ? ok({ instructions: INSTRUCTIONS }) : { status: 404, body: { detail: 'This link is not valid.' } })],
  ['POST', /^\/api\/payments\/get_or_create_payment_session$/, ({ token, item_id }) => {
    if (token === 'story-invoice-hold') return { status: 403, body: { detail: 'Your account is on hold !' } };
    return ok({ session_id: 'story-session', status: 'open', amount: '1375.00', currency: 'USD', checkout_url: `${location.origin}/sandbox-checkout?item=${item_id}`, item_paid: paid.has(Number(item_id)) });
  }],
  ['POST', /^\/api\/payments\/update_payment_session$/, () => {
    paid.add(1);
    return ok({ session_id: 'story-session', status: 'complete', amount: '1375.00', currency: 'USD', checkout_url: '', item_paid: true }, 600);
  }],
  ['GET', /^\/api\/portal_comments\/object_comments$/, ({ target_type, target_id }) =>
    ok({ comments: comments.filter((c) => c.target_type === target_type && c.target_id === Number(target_id)) })],
  ['POST', /^\/api\/portal_comments\/add_comment$/, ({ target_type, target_id, comment_text }) => {
    const at = now();
    const comment: PortalComment = { id: ++nextId, target_type: target_type as PortalComment['target_type'], target_id: Number(target_id), comment_text, author_name: 'Carla Customer', author_kind: 'contact', mine: true, created_at: at, updated_at: at };
    comments.push(comment);
    return { status: 201, body: comment, delay: 300 };
  }],
  ['PUT', /^\/api\/portal_comments\/update_comment$/, ({ comment_id, comment_text }) => {
    const comment = comments.find((c) => c.id === Number(comment_id));
    if (!comment?.mine) return { status: 403, body: { detail: 'You can only edit your own comments.' } };
    Object.assign(comment, { comment_text, updated_at: now() });
    return ok(comment);
  }],
  ['DELETE', /^\/api\/portal_comments\/delete_comment$/, ({ comment_id }) => {
    const index = comments.findIndex((c) => c.id === Number(comment_id) && c.mine);
    if (index < 0) return { status: 403, body: { detail: 'You can only delete your own comments.' } };
    comments.splice(index, 1);
    return { status: 204 };
  }],
];
