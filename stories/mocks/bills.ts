/**
 * Vendors' bills on one small in-memory API: Brightline's bill sent twice with its number written
 * differently (the duplicate warning), a bill the signed-in user (Olivia, user 1) typed herself
 * (she cannot approve it), a rejected one answered by a corrected one, a paid one; and Fabrikam's
 * vendor portal (token story-bills) following its bills and sending new ones.
 */
import type { BillDetail, BillRow, BillState, PortalContext, PortalItem } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';

/** What the fake API answers. */
export type FakeData = 'normal' | 'empty' | 'failing';

const ME = { id: 1, name: 'Olivia Admin' };
const IVAN = { id: 2, name: 'Ivan Contributor' };
export const BILLS_TOKEN = 'story-bills';
const TOKEN = BILLS_TOKEN;

type Spec = [id: number, account: [number, string], number: string, state: BillState, billDate: string, due: string | null, currency: string, lines: [string, number, number, number, string][], extra?: Partial<BillDetail>];

export const SPECS: Spec[] = [
  [101, [31, 'Brightline Office Supply'], 'BOS-2026-140', 'in_approval', '2026-11-20', '2026-12-20', 'EUR', [['Desk organiser, bamboo', 30, 18.4, 19, '6110']]],
  [102, [31, 'Brightline Office Supply'], 'BOS 2026 140', 'received', '2026-11-22', '2026-12-22', 'EUR', [['Desk organiser, bamboo', 30, 18.4, 19, '6110']], { memo: 'Resent: we did not hear back.' }],
  [103, [33, 'Copperleaf Print & Signs'], 'CPS-7815', 'received', '2026-11-26', '2026-12-26', 'USD', [['Vinyl window lettering', 1, 780, 0, '6300'], ['Design proofs', 2, 85, 0, '6300']], { source: 'manual', entered_by: ME, file: null }],
  [104, [35, 'Westbrook IT Services'], 'WIT-1204', 'rejected', '2026-10-15', '2026-11-14', 'USD', [['Laptop imaging and setup', 8, 95, 0, '6430']], { reject_reason: 'Only 6 laptops were set up; please bill 6.', replaced_by_id: 105 }],
  [105, [35, 'Westbrook IT Services'], 'WIT-1204-R', 'approved', '2026-10-20', '2026-11-19', 'USD', [['Laptop imaging and setup', 6, 95, 0, '6430']], { replaces_id: 104, approved_at: '2026-10-22T09:00:00Z' }],
  [106, [34, 'Summit Cloud Hosting'], 'SCH-INV-2211', 'paid', '2026-09-01', '2026-10-01', 'USD', [['Managed Kubernetes, 3 nodes', 1, 1350, 0, '6420']], { paid_on: '2026-10-02', payment_reference: 'WIRE-5571902', balance: '0.00' }],
  [107, [36, 'شركة النور للتجارة'], 'NT-88', 'in_approval', '2026-11-01', '2026-11-15', 'SAR', [['خدمات الشحن', 3, 250, 15, '6510']], { source: 'manual', entered_by: IVAN }],
];

const fixed = (n: number, digits = 2) => n.toFixed(digits);

function billOf([id, [accountId, vendor], number, state, billDate, due, currency, lines, extra = {}]: Spec): BillDetail {
  const priced = lines.map(([description, quantity, price, rate, code]) => ({
    description, quantity: fixed(quantity, 4), unit_price: fixed(price, 4), tax_rate: fixed(rate, 4), discount: '0.0000',
    amount: fixed(quantity * price), tax: fixed((quantity * price * rate) / 100), account_code: code,
  }));
  const subtotal = priced.reduce((s, l) => s + Number(l.amount), 0);
  const tax = priced.reduce((s, l) => s + Number(l.tax), 0);
  const overdue = due && state !== 'paid' && state !== 'void' ? Math.max(0, Math.round((Date.parse('2026-11-29') - Date.parse(due)) / 86_400_000)) : 0;
  return {
    id, account_id: accountId, account_name: vendor, number, title: `Bill ${number}`, bill_date: billDate, due_date: due, currency,
    subtotal: fixed(subtotal), tax: fixed(tax), total: fixed(subtotal + tax), balance: fixed(subtotal + tax), state, reject_reason: null,
    source: 'portal', entered_by: null, purchase_order: null, replaces_id: null, file: { id: id + 800, name: `${number}.pdf`, content_type: 'application/pdf' },
    days_overdue: overdue, approved_at: null, paid_on: null, payment_reference: null, created_at: `${billDate}T10:00:00Z`,
    lines: priced, memo: '', duplicates: [], replaced_by_id: null, ...extra,
  };
}

/** The duplicate check as the server makes it: the same number (exact), or written differently or the same total within a week (near). */
function withDuplicates(bill: BillDetail, all: BillDetail[]): BillDetail {
  const plain = (n: string) => n.toLowerCase().replace(/[\s\-_.]/g, '');
  const duplicates = all
    .filter((o) => o.id !== bill.id && o.account_id === bill.account_id && o.state !== 'void')
    .flatMap((o): { o: BillDetail; match: 'exact' | 'near' }[] => {
      if (o.number === bill.number) return [{ o, match: 'exact' }];
      const near = plain(o.number) === plain(bill.number) || (o.total === bill.total && Math.abs(Date.parse(o.bill_date ?? '') - Date.parse(bill.bill_date ?? '')) <= 7 * 86_400_000);
      return near ? [{ o, match: 'near' }] : [];
    })
    .map(({ o, match }) => ({ id: o.id, number: o.number, total: o.total, currency: o.currency, bill_date: o.bill_date, state: o.state, match }));
  return { ...bill, duplicates };
}

const rowOf = ({ lines: _l, memo: _m, duplicates: _d, replaced_by_id: _r, ...row }: BillDetail): BillRow => row;

function portalBill(b: BillDetail): PortalItem {
  return {
    id: b.id, kind: 'INVOICE', title: b.title, description: b.memo, status: b.state, due_date: b.due_date, allowed_file_types: [], max_file_size: 0,
    files: b.file ? [{ id: b.file.id, name: b.file.name, content_type: 'application/pdf', size: 48_000, checksum_sha256: 'ab'.repeat(32), version: 1, uploaded_at: b.created_at, uploaded_by: 'Kenji Sato' }] : [],
    comment_count: 0, number: b.number, issue_date: b.bill_date, currency: b.currency, lines: [], subtotal: b.subtotal, tax: b.tax, total: b.total, balance: b.balance,
    paid: b.state === 'paid', subtype: 'bill', bill_state: b.state, reject_reason: b.reject_reason, paid_on: b.paid_on, payment_reference: b.payment_reference,
    replaces_id: b.replaces_id, corrected: b.replaced_by_id !== null, body: null,
  };
}

export function serveBills(data: FakeData): () => void {
  const bills = SPECS.map(billOf);
  // Fabrikam's own bills, as its portal sees them.
  const fabrikam = [
    billOf([201, [40, 'Fabrikam Supplies'], 'FAB-5488', 'paid', '2026-10-08', '2026-11-07', 'USD', [['Standing desk, oak', 6, 410, 20, '6120']], { paid_on: '2026-11-08', payment_reference: 'PAYRUN-0412', balance: '0.00' }]),
    billOf([202, [40, 'Fabrikam Supplies'], 'FAB-5502', 'rejected', '2026-11-09', '2026-12-09', 'USD', [['Meeting table, 8 seats', 2, 1240, 20, '6120']], { reject_reason: 'The unit price does not match our order PO-1987 (USD 1,180.00 per table, not USD 1,240.00). Please send a corrected invoice.' }]),
    billOf([203, [40, 'Fabrikam Supplies'], 'FAB-5521', 'in_approval', '2026-11-17', '2026-12-17', 'USD', [['Ergonomic chair', 20, 189, 20, '6120']]]),
    billOf([204, [40, 'Fabrikam Supplies'], 'FAB-5530', 'scheduled', '2026-11-23', '2026-12-23', 'USD', [['Chair mat, polycarbonate', 20, 39.9, 20, '6120']]]),
  ];
  let nextId = 300;
  const context = (): PortalContext => ({
    module: 'payable',
    organization: { name: 'Northwind Traders', powered_by: null },
    customer: { first_name: 'Kenji', last_name: 'Sato', email: 'kenji.sato@fabrikam.example' },
    workspace: { id: 40, name: 'Fabrikam Supplies', account_hold: false, account_hold_message: '' },
    items: data === 'empty' ? [] : fabrikam.map(portalBill),
  });
  return interceptFetch(async (request, url) => {
    const path = url.pathname;
    if (path === '/api/accounts') return json({ count: 2, next: null, previous: null, results: [{ id: 31, name: 'Brightline Office Supply', module_kind: 5 }, { id: 33, name: 'Copperleaf Print & Signs', module_kind: 5 }] });
    if (url.searchParams.get('token') === TOKEN || path.startsWith('/api/portal/bills')) {
      if (path === '/api/filedrop') return data === 'failing' ? json({ detail: 'The server is not answering.' }, 503) : json(context());
      if (path === '/api/portal/details') return json({ customer: { first_name: 'Kenji', last_name: 'Sato' }, workspace: { account_hold: false } });
      if (path.startsWith('/api/portal/bills') && request.method === 'POST') {
        const form = await request.formData();
        const file = form.get('file');
        if (!(file instanceof File) || !/\.(pdf|png|jpe?g)$/i.test(file.name)) return json({ file: ['Send the bill as a PDF, PNG or JPEG file.'] }, 400);
        const correcting = /\/(\d+)\/correction$/.exec(path)?.[1];
        const total = String(form.get('total'));
        const sent = billOf([nextId++, [40, 'Fabrikam Supplies'], String(form.get('number')), correcting ? 'in_approval' : 'received', String(form.get('bill_date')), String(form.get('due_date') || '') || null, String(form.get('currency')), [['Bill', 1, Number(total), 0, '']], { file: { id: nextId + 900, name: file.name, content_type: file.type }, replaces_id: correcting ? Number(correcting) : null }]);
        fabrikam.unshift(sent);
        const answered = fabrikam.find((b) => b.id === Number(correcting));
        if (answered) answered.replaced_by_id = sent.id;
        return json(portalBill(sent), 201);
      }
      if (path === '/api/portal_comments/object_comments') return json({ comments: [] });
      return undefined;
    }
    if (!path.startsWith('/api/bills')) return undefined;
    if (data === 'failing') return json({ detail: 'The server is not answering.' }, 503);
    if (path === '/api/bills' && request.method === 'GET') {
      const state = url.searchParams.get('state');
      const account = Number(url.searchParams.get('account_id')) || undefined;
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const shown = data === 'empty' ? [] : bills.filter((b) => (!state || b.state === state) && (!account || b.account_id === account) && (!search || `${b.number} ${b.account_name}`.toLowerCase().includes(search)));
      return json({ count: shown.length, next: null, previous: null, results: shown.map(rowOf) });
    }
    if (path === '/api/bills' && request.method === 'POST') {
      const body = (await request.json()) as { account_id: number; number: string; bill_date: string; due_date: string | null; currency: string; lines: { description: string; quantity: string; unit_price: string; tax_rate: string; account_code: string }[]; memo: string };
      const vendor = bills.find((b) => b.account_id === body.account_id)?.account_name ?? 'Brightline Office Supply';
      const bill = billOf([nextId++, [body.account_id, vendor], body.number, 'received', body.bill_date, body.due_date, body.currency, body.lines.map((l) => [l.description, Number(l.quantity), Number(l.unit_price), Number(l.tax_rate), l.account_code]), { source: 'manual', entered_by: ME, file: null, memo: body.memo }]);
      bills.unshift(bill);
      return json(withDuplicates(bill, bills), 201);
    }
    const one = /^\/api\/bills\/(\d+)(?:\/(\w+))?$/.exec(path);
    const bill = one && bills.find((b) => b.id === Number(one[1]));
    if (!one || !bill) return json({ detail: 'Not found.' }, 404);
    const verb = one[2];
    if (verb === 'file') return new Response(new Blob(['%PDF-1.4\n% story bill\n'], { type: 'application/pdf' }));
    if (verb === 'submit') bill.state = 'in_approval';
    if (verb === 'approve') {
      if (bill.entered_by?.id === ME.id) return json({ detail: 'You entered this bill: another staff member must approve it.' }, 403);
      Object.assign(bill, { state: 'approved', approved_at: new Date().toISOString() });
    }
    if (verb === 'reject') Object.assign(bill, { state: 'rejected', reject_reason: ((await request.json()) as { reason: string }).reason });
    if (verb === 'void') bill.state = 'void';
    if (request.method === 'PATCH') {
      const body = (await request.json()) as Partial<BillDetail> & { lines?: { description: string; quantity: string; unit_price: string; tax_rate: string; account_code: string }[] };
      const again = billOf([bill.id, [bill.account_id, bill.account_name], body.number ?? bill.number, bill.state, body.bill_date ?? bill.bill_date ?? '', body.due_date ?? null, body.currency ?? bill.currency, (body.lines ?? []).map((l) => [l.description, Number(l.quantity), Number(l.unit_price), Number(l.tax_rate), l.account_code]), { source: bill.source, entered_by: bill.entered_by, file: bill.file, memo: body.memo ?? bill.memo }]);
      Object.assign(bill, again);
    }
    return json(withDuplicates(bill, bills));
  });
}
