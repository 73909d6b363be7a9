/**
 * A small in-memory API for the secure-invoice accounts stories: customer accounts with their
 * balances (sort, search, overdue only), creating one, and account 1's invoices, credit notes,
 * payments (recording one pays the oldest invoices first; a repeated Idempotency-Key answers the
 * first payment), its credit, statement and monthly schedule. The PDFs are a one-line file.
 */
import type { InvoiceRow, PaymentRow, ReceivableAccountRow, StatementScheduleRow, StatementView } from '@si/contract';
import { Big } from '@si/contract/money';
import { interceptFetch, json } from '@si/core/testing/network';

const account = (id: number, name: string, patch: Partial<ReceivableAccountRow> = {}): ReceivableAccountRow => ({
  id, name, currency: 'USD', open_balance: '0.00', overdue_balance: '0.00', oldest_overdue_days: null, open_invoices: 0, credit: '0.00', lead_name: 'Olivia Admin', on_hold: false, ...patch,
});
const ACCOUNTS: ReceivableAccountRow[] = [
  account(1, 'Acme Trading', { open_balance: '1875.00', overdue_balance: '1375.00', oldest_overdue_days: 48, open_invoices: 2, credit: '75.00' }),
  account(2, 'Beta Foods', { open_balance: '640.00', open_invoices: 1, on_hold: true }),
  account(3, 'Kyoto Ceramics', { currency: 'JPY', open_balance: '185000', overdue_balance: '185000', oldest_overdue_days: 12, open_invoices: 1, lead_name: 'Ivan Contributor' }),
  account(4, 'Gulf Marine', { currency: 'KWD', open_balance: '1250.500', open_invoices: 1 }),
  account(5, 'Harbor Hotel'),
];

const invoice = (id: number, patch: Partial<InvoiceRow>): InvoiceRow => ({
  id, account_id: 1, account_name: 'Acme Trading', doc_type: 'invoice', state: 'open', number: `INV-${String(id).padStart(4, '0')}`, title: 'Consulting', currency: 'USD', language: 'en',
  issue_date: '2026-01-05', due_date: '2026-02-04', payment_terms_days: 30, lines: [], memo: '', subtotal: '1250.00', tax: '125.00', total: '1375.00', balance: '1375.00', days_overdue: 0,
  credited_invoice_id: null, finalized_at: '2026-01-05T09:00:00Z', sent_at: null, voided_at: null, void_reason: null, external_reference: null, pdf_file_id: null,
  created_at: `2026-01-0${id}T09:00:00Z`, updated_at: `2026-01-0${id}T09:00:00Z`, ...patch,
});

function seedInvoices(): InvoiceRow[] {
  return [
    invoice(1, { days_overdue: 48, due_date: '2026-01-04', issue_date: '2025-12-05' }),
    invoice(2, { state: 'partially_paid', title: 'Support, February', total: '800.00', subtotal: '800.00', tax: '0.00', balance: '500.00', due_date: '2026-03-15', issue_date: '2026-02-13' }),
    invoice(3, { state: 'paid', title: 'Setup', total: '300.00', balance: '0.00' }),
    invoice(4, { state: 'draft', number: null, issue_date: null, due_date: null, title: 'Consulting, March', finalized_at: null }),
    invoice(5, { doc_type: 'credit_note', number: 'CN-0001', title: 'Discount agreed', total: '50.00', balance: '50.00', credited_invoice_id: 3 }),
  ];
}
const seedPayments = (): PaymentRow[] => [
  {
    id: 1, account_id: 1, method: 'bank_transfer', received_on: '2026-02-20', reference: 'WIRE-2291', amount: '325.00', currency: 'USD', unapplied: '25.00', refunded: '0.00', receipt_number: 'RCT-0001',
    allocations: [{ invoice_id: 2, invoice_number: 'INV-0002', amount: '300.00', applied_on: '2026-02-20' }], online: false, created_at: '2026-02-20T10:00:00Z',
  },
];

const paged = <T>(rows: T[], q: URLSearchParams) => {
  const size = Number(q.get('page_size') ?? 10);
  const number = Number(q.get('page') ?? 1);
  return { count: rows.length, next: null, previous: null, results: rows.slice((number - 1) * size, number * size) };
};
const pdf = (name: string) => new Response('%PDF-1.7\n% story file\n', { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` } });

export function serveReceivableAccounts(mode: 'normal' | 'empty' | 'failing'): () => void {
  let accounts = mode === 'empty' ? [] : [...ACCOUNTS];
  let invoices = seedInvoices();
  let payments = seedPayments();
  let schedule: StatementScheduleRow = { enabled: true, day_of_month: 1, last_sent_on: '2026-02-01' };
  const keys = new Map<string, PaymentRow>();

  return interceptFetch(async (request, url) => {
    const path = url.pathname.replace(/\/$/, '');
    if (!/^\/api\/(receivables|accounts|invoices|payments)/.test(path)) return undefined;
    if (mode === 'failing') return json({ detail: 'The service is unavailable. Try again later.' }, 503);
    const q = url.searchParams;
    const get = request.method === 'GET';
    const body = get ? {} : ((await request.json().catch(() => ({}))) as Record<string, unknown>);

    if (path === '/api/receivables/accounts') {
      const search = (q.get('search') ?? '').toLowerCase();
      const ordering = q.get('ordering') ?? 'name';
      const key = ordering.replace(/^-/, '') as keyof ReceivableAccountRow;
      const value = (row: ReceivableAccountRow) => (key === 'name' ? row.name : Number(row[key] ?? -1));
      const rows = accounts
        .filter((a) => !search || a.name.toLowerCase().includes(search))
        .filter((a) => q.get('overdue') !== 'true' || Number(a.overdue_balance) > 0)
        .sort((a, b) => (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0) * (ordering.startsWith('-') ? -1 : 1));
      return json(paged(rows, q));
    }
    if (path === '/api/receivables/settings') return json({ default_currency: 'USD' });
    if (path === '/api/accounts' && !get) {
      if (accounts.some((a) => a.name.toLowerCase() === String(body.name).toLowerCase())) return json({ name: ['An account with this name already exists.'] }, 400);
      const created = account(Math.max(0, ...accounts.map((a) => a.id)) + 1, String(body.name), { on_hold: body.account_hold === true, lead_name: '' });
      accounts = [...accounts, created];
      return json({ ...created, module_kind: 4 }, 201);
    }
    if (path === '/api/invoices') {
      const rows = invoices
        .filter((i) => !q.get('doc_type') || i.doc_type === q.get('doc_type'))
        .filter((i) => !q.get('state') || i.state === q.get('state'))
        .filter((i) => !q.get('account') || i.account_id === Number(q.get('account')));
      return json(paged(rows.reverse(), q));
    }
    const one = /^\/api\/invoices\/(\d+)\/(pdf|send|void|credit_notes)$/.exec(path);
    if (one) {
      const row = invoices.find((i) => i.id === Number(one[1]));
      if (!row) return json({ detail: 'Not found.' }, 404);
      if (one[2] === 'pdf') return pdf(`${row.number}.pdf`);
      if (one[2] === 'send') return json({ sent_to: ['ap@acme.example'] });
      if (one[2] === 'void') {
        if (row.total !== row.balance) return json({ detail: 'An invoice with payments or credits applied cannot be voided; issue a credit note instead.' }, 409);
        invoices = invoices.map((i) => (i.id === row.id ? { ...i, state: 'void', balance: '0.00', void_reason: String(body.reason) } : i));
        return json(invoices.find((i) => i.id === row.id));
      }
      const amount = new Big(String(body.amount ?? '0'));
      if (amount.gt(row.balance)) return json({ amount: ['The credit is more than the open balance of the invoice.'] }, 400);
      const note = invoice(Math.max(...invoices.map((i) => i.id)) + 1, { doc_type: 'credit_note', state: 'applied', number: `CN-000${invoices.filter((i) => i.doc_type === 'credit_note').length + 1}`, title: String(body.reason), total: amount.toFixed(2), balance: '0.00', credited_invoice_id: row.id });
      const balance = new Big(row.balance).minus(amount);
      invoices = [...invoices.map((i) => (i.id === row.id ? { ...i, balance: balance.toFixed(2), state: balance.eq(0) ? ('paid' as const) : ('partially_paid' as const) } : i)), note];
      return json(note, 201);
    }
    if (/^\/api\/payments\/\d+\/receipt$/.test(path)) return pdf('receipt.pdf');
    const acct = /^\/api\/accounts\/(\d+)\/(payments|apply_credit|statement|statement\/pdf|statement\/send|statement_schedule)$/.exec(path);
    if (!acct) return json({ detail: 'Not found.' }, 404);
    const [, , what] = acct;
    if (what === 'payments' && get) return json(paged(payments.filter((p) => p.account_id === Number(acct[1])), q));
    if (what === 'payments') {
      const key = request.headers.get('idempotency-key') ?? '';
      if (keys.has(key)) return json(keys.get(key), 201);
      let left = new Big(String(body.amount));
      const allocations = ((body.allocations as { invoice_id: number; amount: string }[] | undefined) ?? []).map((a) => {
        const row = invoices.find((i) => i.id === a.invoice_id)!;
        left = left.minus(a.amount);
        const balance = new Big(row.balance).minus(a.amount);
        invoices = invoices.map((i) => (i.id === row.id ? { ...i, balance: balance.toFixed(2), state: balance.eq(0) ? ('paid' as const) : ('partially_paid' as const) } : i));
        return { invoice_id: row.id, invoice_number: row.number, amount: a.amount, applied_on: String(body.received_on) };
      });
      const payment: PaymentRow = {
        id: payments.length + 1, account_id: Number(acct[1]), method: body.method as PaymentRow['method'], received_on: String(body.received_on), reference: String(body.reference ?? ''), amount: String(body.amount),
        currency: String(body.currency), unapplied: left.toFixed(2), refunded: '0.00', receipt_number: `RCT-000${payments.length + 1}`, allocations, online: false, created_at: new Date().toISOString(),
      };
      payments = [payment, ...payments];
      keys.set(key, payment);
      return json(payment, 201);
    }
    if (what === 'apply_credit') return json({ applied: '0.00', invoices: [] });
    if (what === 'statement/pdf') return pdf('statement.pdf');
    if (what === 'statement/send') return json({ sent_to: ['ap@acme.example'], statement_id: 1 });
    if (what === 'statement_schedule') {
      if (!get) schedule = { ...schedule, enabled: body.enabled === true, day_of_month: Number(body.day_of_month) };
      return json(schedule);
    }
    const statement: StatementView = {
      account_id: 1, account_name: 'Acme Trading', currency: 'USD', from: '2026-02-01', as_of: q.get('as_of') ?? '2026-02-28', opening_balance: '2175.00', closing_balance: '1875.00',
      lines: [
        { date: '2026-02-13', kind: 'invoice', reference: 'INV-0002', description: 'Support, February', charge: '800.00', credit: '0.00', balance: '2975.00' },
        { date: '2026-02-20', kind: 'payment', reference: 'RCT-0001', description: 'Bank transfer WIRE-2291', charge: '0.00', credit: '300.00', balance: '2675.00' },
      ],
      aging: { current: '500.00', days_1_30: '0.00', days_31_60: '1375.00', days_61_90: '0.00', days_over_90: '0.00', total: '1875.00' },
      open_invoices: [],
    };
    return json(statement);
  });
}
