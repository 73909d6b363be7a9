/**
 * A small in-memory receivables API for the Receivables reports stories: the aging report as of
 * any date (amounts fixed per customer, the buckets shifting with the date), a customer's open
 * invoices, the accounts report for a period, the receivables settings, the organization's
 * reminder schedule, the notification config properties and the bank accounts of the pay
 * instructions. Downloads answer a tiny stand-in file named by Content-Disposition.
 */
import { interceptFetch, json } from '@si/core/testing/network';

type Invoice = { id: number; accountId: number; number: string; currency: string; issued: string; due: string; total: string; open: string };
const CUSTOMERS = [
  { id: 11, name: 'Acme Ltd', currency: 'USD' },
  { id: 12, name: 'Globex', currency: 'USD' },
  { id: 13, name: 'Initech', currency: 'EUR' },
  { id: 14, name: 'Umbrella KK', currency: 'JPY' },
  { id: 15, name: 'Gulf Trading', currency: 'KWD' },
];
const INVOICES: Invoice[] = [
  { id: 1, accountId: 11, number: 'INV-0001', currency: 'USD', issued: '2025-10-01', due: '2025-10-31', total: '1200.00', open: '1200.00' },
  { id: 2, accountId: 11, number: 'INV-0004', currency: 'USD', issued: '2026-02-01', due: '2026-03-03', total: '540.50', open: '240.50' },
  { id: 3, accountId: 12, number: 'INV-0002', currency: 'USD', issued: '2026-01-05', due: '2026-02-04', total: '99.99', open: '99.99' },
  { id: 4, accountId: 13, number: 'INV-0003', currency: 'EUR', issued: '2026-03-01', due: '2026-03-31', total: '2500.00', open: '2500.00' },
  { id: 5, accountId: 14, number: 'INV-0005', currency: 'JPY', issued: '2025-12-10', due: '2026-01-09', total: '150000', open: '150000' },
  { id: 6, accountId: 15, number: 'INV-0006', currency: 'KWD', issued: '2026-02-15', due: '2026-03-16', total: '12.345', open: '12.345' },
];
const BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
const DIGITS: Record<string, number> = { USD: 2, EUR: 2, JPY: 0, KWD: 3 };
const fixed = (n: number, currency: string) => n.toFixed(DIGITS[currency] ?? 2);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const bucketOf = (late: number) => (late <= 0 ? 'current' : late <= 30 ? 'days_1_30' : late <= 60 ? 'days_31_60' : late <= 90 ? 'days_61_90' : 'days_over_90');

function agingRows(asOf: string, currency: string | null, search: string) {
  const rows = CUSTOMERS.filter((c) => (!currency || c.currency === currency) && c.name.toLowerCase().includes(search)).map((c) => {
    const sums = Object.fromEntries([...BUCKETS, 'total'].map((b) => [b, 0])) as Record<string, number>;
    for (const inv of INVOICES.filter((i) => i.accountId === c.id && i.issued <= asOf)) {
      sums[bucketOf(daysBetween(inv.due, asOf))]! += Number(inv.open);
      sums.total! += Number(inv.open);
    }
    return { account_id: c.id, account_name: c.name, currency: c.currency, ...Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, fixed(v, c.currency)])), raw: sums };
  }).filter((r) => r.raw.total! > 0);
  const totals = [...new Set(rows.map((r) => r.currency))].sort().map((cur) => {
    const mine = rows.filter((r) => r.currency === cur);
    return { currency: cur, ...Object.fromEntries([...BUCKETS, 'total'].map((b) => [b, fixed(mine.reduce((s, r) => s + r.raw[b]!, 0), cur)])) };
  });
  return { rows: rows.map(({ raw: _raw, ...r }) => r), totals };
}

const file = (name: string, type: string) =>
  new Response(new Blob(['stand-in report file'], { type }), { headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` } });
const TYPES: Record<string, string> = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', pdf: 'application/pdf' };

export function serveReceivablesReports(mode: 'normal' | 'empty' | 'failing'): () => void {
  let settings = {
    payment_terms_days: 30, default_currency: 'USD', allow_partial_payment: true, late_fee_kind: 'fixed', late_fee_amount: '25.00', late_fee_after_days: 15,
    invoice_series: { prefix: 'INV-', next_number: 42, padding: 4 }, credit_note_series: { prefix: 'CN-', next_number: 7, padding: 4 }, updated_at: '2026-03-01T10:00:00Z',
  };
  let schedule = { enabled: true, days_before: 3, on_due_date: true, every_days_after: 7, stop_after_days: 30, built_in: false, updated_at: '2026-03-01T10:00:00Z' };
  const config: Record<string, string> = {
    customer_notifications_enabled: 'true', save_and_send_document_notification: 'true', payment_processing_enabled: 'false',
    payment_provider_api_key: '********4242', payment_provider_terms_of_service: 'Card payments are processed by our payment provider.',
  };
  let nextBank = 3;
  let banks =
    mode === 'empty'
      ? []
      : [
          { id: 1, account_id: null, bank_name: 'First National Bank', account_name: 'Demo Org Ltd', account_number: '12345678', routing_number: '021000021', iban: '', swift: 'FNBAUS33', reference: 'Your invoice number', notes: '' },
          { id: 2, account_id: 13, bank_name: 'Banque Européenne', account_name: 'Demo Org SAS', account_number: '', routing_number: '', iban: 'DE89370400440532013000', swift: 'COBADEFF', reference: '', notes: 'For euro invoices.' },
        ];

  const restore = interceptFetch(async (request, url) => {
    const path = url.pathname;
    if (!/^\/api\/(receivables|reminder_schedule|organizations\/config_property|bank_account_details|accounts)/.test(path)) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (mode === 'failing') return json({ detail: 'The server is not answering right now.' }, 503);
    const q = url.searchParams;
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : ((await request.json()) as Record<string, unknown>);

    if (path === '/api/receivables/aging') {
      const asOf = q.get('as_of') ?? new Date().toISOString().slice(0, 10);
      const format = q.get('format');
      if (format && format !== 'json') return file(`aging-${asOf}.${format}`, TYPES[format]!);
      const { rows, totals } = mode === 'empty' ? { rows: [], totals: [] } : agingRows(asOf, q.get('currency'), (q.get('search') ?? '').toLowerCase());
      return json({ as_of: asOf, currency: q.get('currency'), rows, totals });
    }
    const drill = /^\/api\/receivables\/aging\/(\d+)$/.exec(path);
    if (drill) {
      const asOf = q.get('as_of') ?? new Date().toISOString().slice(0, 10);
      const results = INVOICES.filter((i) => i.accountId === Number(drill[1]) && i.issued <= asOf).map((i) => {
        const late = Math.max(0, daysBetween(i.due, asOf));
        return { id: i.id, number: i.number, issue_date: i.issued, due_date: i.due, total: i.total, open: i.open, days_past_due: late, bucket: bucketOf(late), currency: i.currency };
      });
      return json({ results });
    }
    if (path === '/api/receivables/accounts_report') {
      const from = q.get('from') ?? '';
      const to = q.get('to') ?? '';
      const format = q.get('format');
      if (format && format !== 'json') return file(`accounts-${from}-${to}.${format}`, TYPES[format]!);
      if (to < from) return json({ to: ['The end of the period must be on or after its start.'] }, 400);
      const search = (q.get('search') ?? '').toLowerCase();
      const results = mode === 'empty' ? [] : CUSTOMERS.filter((c) => c.name.toLowerCase().includes(search)).map((c) => {
        const mine = INVOICES.filter((i) => i.accountId === c.id);
        const opening = mine.filter((i) => i.issued < from).reduce((s, i) => s + Number(i.total), 0);
        const invoiced = mine.filter((i) => i.issued >= from && i.issued <= to).reduce((s, i) => s + Number(i.total), 0);
        const paid = mine.filter((i) => i.issued <= to).reduce((s, i) => s + Number(i.total) - Number(i.open), 0);
        return { account_id: c.id, account_name: c.name, currency: c.currency, opening_balance: fixed(opening, c.currency), invoiced: fixed(invoiced, c.currency), paid: fixed(paid, c.currency), credited: fixed(0, c.currency), closing_balance: fixed(opening + invoiced - paid, c.currency) };
      });
      return json({ count: results.length, results });
    }
    if (path === '/api/receivables/settings') {
      if (request.method === 'PUT') {
        const input = body as Partial<typeof settings>;
        const next = input.invoice_series?.next_number;
        if (next !== undefined && next < settings.invoice_series.next_number) {
          return json({ 'invoice_series.next_number': [`A numbering series only moves forward. The next number is ${settings.invoice_series.next_number} or more.`] }, 400);
        }
        settings = {
          ...settings, ...input,
          invoice_series: { ...settings.invoice_series, ...input.invoice_series }, credit_note_series: { ...settings.credit_note_series, ...input.credit_note_series }, updated_at: new Date().toISOString(),
        };
      }
      return json(settings);
    }
    if (path === '/api/reminder_schedule') {
      if (request.method === 'PUT') schedule = { ...schedule, ...(body as object), built_in: false, updated_at: new Date().toISOString() };
      return json(schedule);
    }
    if (path === '/api/organizations/config_property') {
      if (request.method === 'POST') {
        const name = String(body!.config_property_name);
        const value = String(body!.config_property_value);
        if (name === 'bank_account_details') {
          const entry = JSON.parse(value) as (typeof banks)[number] & { id?: number };
          if (entry.iban && !/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(entry.iban)) return json({ 'config_property_value.iban': ['Enter a valid IBAN.'] }, 400);
          banks = entry.id ? banks.map((b) => (b.id === entry.id ? { ...b, ...entry } : b)) : [...banks, { ...entry, id: nextBank++ }];
          return json({ config_property_name: name, config_property_value: JSON.stringify(banks) });
        }
        config[name] = name === 'payment_provider_api_key' ? `********${value.slice(-4)}` : value;
        return json({ config_property_name: name, config_property_value: config[name] });
      }
      const name = q.get('config_property_name') ?? '';
      return json({ config_property_value: name === 'bank_account_details' ? JSON.stringify(banks) : (config[name] ?? '') });
    }
    const bankId = /^\/api\/bank_account_details\/(\d+)$/.exec(path);
    if (bankId && request.method === 'DELETE') {
      banks = banks.filter((b) => b.id !== Number(bankId[1]));
      return new Response(null, { status: 204 });
    }
    const accounts = CUSTOMERS.map((c) => ({ id: c.id, name: c.name, module_kind: 4, account_hold: false }));
    const one = /^\/api\/accounts\/(\d+)$/.exec(path);
    if (one) return json(accounts.find((a) => a.id === Number(one[1])) ?? { detail: 'Not found.' }, accounts.some((a) => a.id === Number(one[1])) ? 200 : 404);
    if (path === '/api/accounts') {
      const search = (q.get('search') ?? '').toLowerCase();
      const found = accounts.filter((a) => a.name.toLowerCase().includes(search));
      return json({ count: found.length, next: null, previous: null, results: found });
    }
    return json({ detail: 'Not found.' }, 404);
  });
  return () => restore();
}
