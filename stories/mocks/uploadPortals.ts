/**
 * The document-collection, lender, sales-CRM, payable and contract-lifecycle portals
 * behind the stories, by token:
 *   story-filestride, story-bank, story-spm  requirements (one overdue) with files;
 *   story-review                             one sent back with its reason, one accepted (locked), a question and a figure to save;
 *   story-payable                            invoices, purchase orders, the invoice inbox;
 *   story-clm                                two contracts, one with a body and versions;
 *   story-hold                               any of the above on hold (uploads refused);
 *   story-mfa                                the e-mailed code first (123456 passes);
 *   anything else                            left to the other portals' routes (404 when unknown).
 * Uploads go through a tus server in the page (portal-kit/fakeTus.ts); a file named
 * slow*.pdf waits for 3 s at half way so Cancel can be tried.
 */
import type { PortalBranding, PortalContext, PortalItem } from '@si/contract';
import { fakeTus } from '../../packages/elements/src/test-support/fakeTus.ts';
import { portalContext, portalFile, portalItem } from '../../packages/elements/src/test-support/fixtures.ts';

type Answer = { status?: number; body?: unknown; delay?: number };
// Answering undefined passes the request on (other portals' tokens, see fakeServer.ts).
type Route = (params: Record<string, string>, match?: RegExpExecArray) => Answer | undefined;

const REQUIREMENTS: PortalItem[] = [
  portalItem(11, { title: 'Q1 financial statements', kind: 'METRIC', description: 'Balance sheet and income statement, signed by the CFO.', due_date: '2025-04-30', files: [portalFile(501, 'q4-2024-financials.pdf')] }),
  portalItem(12, { title: 'Certificate of insurance', kind: 'REQUEST_ITEM', due_date: '2030-12-31', allowed_file_types: ['.pdf', '.png', '.jpg'], max_file_size: 10 * 1024 * 1024 }),
  portalItem(13, { title: 'Do you expect a change of ownership this year?', kind: 'QUESTION', allowed_file_types: [], max_file_size: 0 }),
];
const REVIEWED: PortalItem[] = [
  portalItem(41, { title: 'Bank statements, March', status: 'returned', returned_reason: 'Page 2 is missing; please send all pages.', files: [portalFile(601, 'march.pdf')] }),
  portalItem(42, { title: 'Business licence', status: 'accepted', locked: true, files: [portalFile(602, 'licence.pdf')] }),
  portalItem(43, { title: 'Do you expect a change of ownership this year?', kind: 'QUESTION', allowed_file_types: [], max_file_size: 0, answer: null }),
  portalItem(44, { title: 'Debt service coverage ratio', kind: 'METRIC', threshold_kind: 2, threshold_value: '1.25', reported_value: null }),
];
const PAYABLE: PortalItem[] = [
  portalItem(21, { kind: 'INVOICE', title: 'Office chairs', number: 'INV-0042', issue_date: '2025-02-01', due_date: '2025-03-03', currency: 'USD', total: '1250.00', balance: '250.00', status: 'open', files: [portalFile(801, 'INV-0042.pdf')] }),
  portalItem(22, { kind: 'INVOICE', subtype: 'purchase_order', title: 'Desks', number: 'PO-7', issue_date: '2025-01-15', currency: 'USD', total: '990.00', status: 'sent', po_state: 'sent', decline_reason: null }),
  portalItem(23, { kind: 'REQUEST_ITEM', title: 'Vendor invoices', description: 'Send each invoice as one PDF.', allowed_file_types: ['.pdf'], max_file_size: 20 * 1024 * 1024 }),
];
const CONTRACTS: PortalItem[] = [
  portalItem(31, {
    kind: 'CONTRACT', title: 'Master services agreement', status: 'draft', allowed_file_types: ['.pdf', '.docx'],
    body: '1. Scope\nThe Supplier provides the services listed in Schedule A.\n\n2. Term\nTwelve months from signature, renewed once unless cancelled in writing.',
    files: [portalFile(901, 'msa-v1.pdf'), portalFile(902, 'msa-v2.pdf', { version: 2, uploaded_at: '2025-02-10T10:00:00Z' })],
  }),
  portalItem(32, { kind: 'CONTRACT', title: 'Mutual NDA', status: 'signed', due_date: '2025-06-30' }),
];

const HOLD_MESSAGE = 'Your account is on hold until the March invoice is settled. Call 555-0100.';
const contexts: Record<string, PortalContext> = {
  'story-filestride': portalContext(REQUIREMENTS),
  'story-bank': portalContext(REQUIREMENTS, { module: 'bank' }),
  'story-spm': portalContext(REQUIREMENTS, { module: 'spm' }),
  'story-payable': portalContext(PAYABLE, { module: 'payable' }),
  'story-clm': portalContext(CONTRACTS, { module: 'clm' }),
  'story-hold': portalContext([...REQUIREMENTS, ...PAYABLE, ...CONTRACTS], {
    workspace: { id: 9, name: 'Held Co', account_hold: true, account_hold_message: HOLD_MESSAGE },
  }),
  'story-mfa': portalContext(REQUIREMENTS),
  'story-review': portalContext(REVIEWED),
};
let mfaPassed = false;
const INSTRUCTIONS = [
  { id: 1, bank_name: 'First Harbor Bank', account_name: 'Acme Lending LLC', account_number: '000123456789', routing_number: '021000021', iban: '', swift: 'FHBKUS33', reference: 'Your vendor number V-1042', notes: 'We pay on the 15th and the last day of each month.' },
];

/** The bar's branding: the context's organization, with a brand colour and a linked credit. */
function brandingOf(context: PortalContext): PortalBranding {
  return { name: context.organization.name, logo: false, brand_color: '#1d4ed8', powered_by: 'Powered by Acme Cloud', powered_by_link: 'https://example.com/', payment_terms: null };
}

function contextOf(token: string): Answer | undefined {
  if (token === 'story-mfa' && !mfaPassed) return { status: 403, body: { detail: 'Enter the code we sent you.', mfa_required: true } };
  return contexts[token] ? { body: contexts[token], delay: 300 } : undefined;
}

export const UPLOAD_PORTAL_ROUTES: [string, RegExp, Route][] = [
  ['GET', /^\/api\/filedrop$/, ({ token }) => contextOf(token)],
  ['POST', /^\/api\/filedrop\/(answer|figure)$/, ({ token, item_id, text, value }) => {
    const context = contexts[token];
    if (!context) return undefined;
    const saved = { ...(text !== undefined ? { answer: text } : { reported_value: value }), status: 'submitted' };
    context.items = context.items.map((item) => (item.id === Number(item_id) ? { ...item, ...saved } : item));
    return { body: context.items.find((item) => item.id === Number(item_id)), delay: 300 };
  }],
  ['GET', /^\/api\/filedrop_mfa_challenge$/, () => ({ body: { email_hint: 'j***@example.com' }, delay: 400 })],
  ['POST', /^\/api\/filedrop_mfa_verify$/, ({ code }) => {
    if (code !== '123456') return { status: 400, body: { code: ['Invalid code.'] } };
    mfaPassed = true;
    return { body: { grant: 'story-grant', expires_at: new Date(Date.now() + 15 * 60_000).toISOString() } };
  }],
  ['GET', /^\/api\/portal\/details$/, ({ token }) => {
    const context = contexts[token];
    if (!context) return undefined;
    return { body: { customer: { first_name: context.customer.first_name, last_name: context.customer.last_name }, workspace: { account_hold: context.workspace.account_hold }, organization: brandingOf(context) } };
  }],
  // A purchase order accepted, or declined with its reason.
  ['POST', /^\/api\/portal\/purchase_orders\/(\d+)\/(accept|decline)$/, ({ token, reason }, match) => {
    const context = contexts[token];
    if (!context || !match) return undefined;
    const answered = match[2] === 'accept' ? { po_state: 'accepted' as const, status: 'accepted' } : { po_state: 'declined' as const, status: 'declined', decline_reason: reason };
    context.items = context.items.map((item) => (item.id === Number(match[1]) ? { ...item, ...answered } : item));
    return { body: context.items.find((item) => item.id === Number(match[1])), delay: 300 };
  }],
  ['GET', /^\/api\/portal\/pay_instructions$/, ({ token }) => (contexts[token] ? { body: { instructions: INSTRUCTIONS } } : undefined)],
  ['GET', /^\/api\/clm\/portal_data$/, ({ token }) => {
    const context = contexts[token];
    if (!context) return undefined;
    const { customer, workspace } = context;
    return { body: { first_name: customer.first_name, last_name: customer.last_name, accountHold: workspace.account_hold, accountHoldMessage: workspace.account_hold_message, organization: brandingOf(context) } };
  }],
];

/** Answers tus uploads in the page; a finished file joins its item, which becomes submitted. */
export function installFakeTusServer(): void {
  let nextFileId = 5000;
  const tus = fakeTus(`${location.origin}/api/portal/uploads`, new Proxy({}, {
    get: (_, name: string) => {
      if (/^slow/i.test(name)) {
        setTimeout(() => tus.release(name), 3000);
        return { hold: true };
      }
      return undefined;
    },
  }), (upload) => {
    const { token, item_id, filename, filetype } = upload.metadata;
    const context = contexts[token];
    if (!context || context.workspace.account_hold) return;
    context.items = context.items.map((item) =>
      item.id === Number(item_id)
        ? { ...item, status: 'submitted', files: [...item.files, portalFile(++nextFileId, filename, { size: upload.length, content_type: filetype, uploaded_at: new Date().toISOString() })] }
        : item,
    );
  });
}
