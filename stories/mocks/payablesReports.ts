/**
 * A small in-memory payables API for the Payables reports stories: the aging of what is owed to
 * vendors as of any date (a bill counts from its bill date until its paid day, the buckets shifting
 * with the date), a vendor's bills owed on the day, and the vendor accounts report for a period.
 * Downloads answer a tiny stand-in file named by Content-Disposition.
 */
import { interceptFetch, json } from '@si/core/testing/network';

type Bill = { id: number; accountId: number; number: string; currency: string; billed: string; due: string | null; total: string; paidOn: string | null; state: string };
const VENDORS = [
  { id: 21, name: 'Fabrikam Supplies', currency: 'EUR' },
  { id: 22, name: 'Northwind Parts', currency: 'USD' },
  { id: 23, name: 'Contoso Freight', currency: 'USD' },
  { id: 24, name: 'Tokyo Office Works', currency: 'JPY' },
  { id: 25, name: 'مؤسسة الخليج للتجارة', currency: 'KWD' },
];
const BILLS: Bill[] = [
  { id: 1, accountId: 21, number: 'FS-2231', currency: 'EUR', billed: '2025-11-02', due: '2025-12-02', total: '1840.00', paidOn: '2026-02-20', state: 'paid' },
  { id: 2, accountId: 21, number: 'FS-2240', currency: 'EUR', billed: '2026-02-01', due: '2026-03-03', total: '312.40', paidOn: null, state: 'approved' },
  { id: 3, accountId: 22, number: 'NP-118', currency: 'USD', billed: '2026-01-15', due: '2026-02-14', total: '99.99', paidOn: null, state: 'scheduled' },
  { id: 4, accountId: 22, number: 'NP-131', currency: 'USD', billed: '2026-03-01', due: null, total: '450.00', paidOn: null, state: 'in_approval' },
  { id: 5, accountId: 23, number: 'CF-9001', currency: 'USD', billed: '2025-10-20', due: '2025-11-19', total: '2750.00', paidOn: null, state: 'approved' },
  { id: 6, accountId: 24, number: 'TOW-77', currency: 'JPY', billed: '2026-02-10', due: '2026-03-12', total: '86000', paidOn: null, state: 'received' },
  { id: 7, accountId: 25, number: 'GT-5', currency: 'KWD', billed: '2026-01-05', due: '2026-02-04', total: '12.345', paidOn: '2026-03-01', state: 'paid' },
];
const BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
const DIGITS: Record<string, number> = { USD: 2, EUR: 2, JPY: 0, KWD: 3 };
const fixed = (n: number, currency: string) => n.toFixed(DIGITS[currency] ?? 2);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const bucketOf = (late: number) => (late <= 0 ? 'current' : late <= 30 ? 'days_1_30' : late <= 60 ? 'days_31_60' : late <= 90 ? 'days_61_90' : 'days_over_90');
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** Owed on `day`: billed by then and not paid by then. */
const owed = (b: Bill, day: string) => b.billed <= day && (!b.paidOn || b.paidOn > day);
const lateOn = (b: Bill, day: string) => daysBetween(b.due ?? b.billed, day);

function agingRows(asOf: string, currency: string | null, search: string) {
  const rows = VENDORS.filter((v) => (!currency || v.currency === currency) && v.name.toLowerCase().includes(search))
    .map((v) => {
      const sums = Object.fromEntries([...BUCKETS, 'total'].map((b) => [b, 0])) as Record<string, number>;
      for (const bill of BILLS.filter((b) => b.accountId === v.id && owed(b, asOf))) {
        sums[bucketOf(lateOn(bill, asOf))]! += Number(bill.total);
        sums.total! += Number(bill.total);
      }
      return { account_id: v.id, account_name: v.name, currency: v.currency, ...Object.fromEntries(Object.entries(sums).map(([k, n]) => [k, fixed(n, v.currency)])), raw: sums };
    })
    .filter((r) => r.raw.total! > 0);
  const totals = [...new Set(rows.map((r) => r.currency))].sort().map((cur) => {
    const mine = rows.filter((r) => r.currency === cur);
    return { currency: cur, ...Object.fromEntries([...BUCKETS, 'total'].map((b) => [b, fixed(mine.reduce((s, r) => s + r.raw[b]!, 0), cur)])) };
  });
  return { rows: rows.map(({ raw: _raw, ...r }) => r), totals };
}

const file = (name: string, type: string) =>
  new Response(new Blob(['stand-in report file'], { type }), { headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` } });
const TYPES: Record<string, string> = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', pdf: 'application/pdf' };

export function servePayablesReports(mode: 'normal' | 'empty' | 'failing'): () => void {
  return interceptFetch(async (_request, url) => {
    const path = url.pathname;
    if (!path.startsWith('/api/payables/')) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (mode === 'failing') return json({ detail: 'The server is not answering right now.' }, 503);
    const q = url.searchParams;
    const today = new Date().toISOString().slice(0, 10);

    if (path === '/api/payables/aging') {
      const asOf = q.get('as_of') ?? today;
      const format = q.get('format');
      if (format && format !== 'json') return file(`payables-aging-${asOf}.${format}`, TYPES[format]!);
      const { rows, totals } = mode === 'empty' ? { rows: [], totals: [] } : agingRows(asOf, q.get('currency'), (q.get('search') ?? '').toLowerCase());
      return json({ as_of: asOf, currency: q.get('currency'), rows, totals });
    }
    const drill = /^\/api\/payables\/aging\/(\d+)$/.exec(path);
    if (drill) {
      const asOf = q.get('as_of') ?? today;
      const results = BILLS.filter((b) => b.accountId === Number(drill[1]) && owed(b, asOf)).map((b) => {
        const late = lateOn(b, asOf);
        return { id: b.id, number: b.number, currency: b.currency, state: b.state, bill_date: b.billed, due_date: b.due, total: b.total, open: b.total, days_past_due: Math.max(0, late), bucket: bucketOf(late) };
      });
      return json({ results });
    }
    if (path === '/api/payables/accounts_report') {
      const from = q.get('from') ?? '';
      const to = q.get('to') ?? '';
      const format = q.get('format');
      if (format && format !== 'json') return file(`vendor-accounts-${from}-${to}.${format}`, TYPES[format]!);
      if (to < from) return json({ to: ['The end of the period must be on or after its start.'] }, 400);
      const search = (q.get('search') ?? '').toLowerCase();
      const sum = (bills: Bill[]) => bills.reduce((s, b) => s + Number(b.total), 0);
      const results =
        mode === 'empty'
          ? []
          : VENDORS.filter((v) => v.name.toLowerCase().includes(search)).map((v) => {
              const mine = BILLS.filter((b) => b.accountId === v.id);
              const opening = sum(mine.filter((b) => owed(b, dayBefore(from))));
              const billed = sum(mine.filter((b) => b.billed >= from && b.billed <= to));
              const closingBills = mine.filter((b) => owed(b, to));
              const closing = sum(closingBills);
              const overdue = sum(closingBills.filter((b) => lateOn(b, to) > 0));
              const c = v.currency;
              return { account_id: v.id, account_name: v.name, currency: c, opening_balance: fixed(opening, c), billed: fixed(billed, c), paid: fixed(opening + billed - closing, c), credited: fixed(0, c), closing_balance: fixed(closing, c), overdue_balance: fixed(overdue, c) };
            });
      return json({ count: results.length, results });
    }
    return json({ detail: 'Not found.' }, 404);
  });
}
