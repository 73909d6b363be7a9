/**
 * Payment runs on one small in-memory API: a draft run Ivan made (which Olivia, the signed-in
 * user 1, may approve), a paid USD run, and approved bills to pay, two of them from Fabrikam, whose
 * new bank details wait for verification: a run with them is refused, naming Fabrikam.
 */
import type { PaymentCandidateRow, PaymentRunDetail } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';

/** What the fake API answers. */
export type FakeData = 'normal' | 'empty' | 'failing';

const ME = { id: 1, name: 'Olivia Admin' };
const IVAN = { id: 2, name: 'Ivan Contributor' };
const PAYING = { id: 3, bank_name: 'Deutsche Bank', account_name: 'Northwind Traders AG' };
const BANKS = [{ ...PAYING, account_id: null, account_number: '', routing_number: '', iban: 'DE75512108001245126199', swift: 'DEUTDEFF', reference: '', notes: '' }];
const SEPA = { holder_name: 'Tailspin Toys SARL', bank_name: 'BNP Paribas', iban: '•••• 2606', bic: 'PSSTFRPPPAR', account_number: '', routing_number: '' };

function candidate(id: number, number: string, vendor: [number, string], balance: string, pending = false): PaymentCandidateRow {
  return {
    id, number, vendor: { id: vendor[0], name: vendor[1] }, bill_date: '2026-11-01', due_date: '2026-11-30', currency: 'EUR', total: balance, balance,
    verified_bank_details: true, pending_bank_details: pending, pays_to: pending ? { ...SEPA, holder_name: 'Fabrikam Supplies GmbH', iban: '•••• 3000', bic: 'COBADEFFXXX' } : SEPA,
  };
}

function seed() {
  const candidates = [
    candidate(201, 'F-2026-118', [5, 'Fabrikam Supplies'], '1200.00', true),
    candidate(202, 'F-2026-121', [5, 'Fabrikam Supplies'], '310.40', true),
    candidate(203, 'TT-8841', [6, 'Tailspin Toys'], '845.00'),
    candidate(204, 'A-77', [7, 'Alpine Ski House & Co'], '99.90'),
  ];
  const base = { paying_account: PAYING, due_by: '2026-11-30', approved_by: null, approved_at: null, paid_on: null, reference: null, pain001: { available: true, code: null, reason: null } };
  const runs: PaymentRunDetail[] = [
    {
      ...base, id: 12, currency: 'EUR', execution_date: '2026-12-02', state: 'draft', total: '944.90', bill_count: 2, created_by: IVAN, created_at: '2026-11-28T10:00:00Z',
      bills: [
        { id: 101, number: 'TT-8830', vendor: { id: 6, name: 'Tailspin Toys' }, due_date: '2026-11-20', amount: '845.00', state: 'scheduled', pays_to: SEPA },
        { id: 102, number: 'A-70', vendor: { id: 7, name: 'Alpine Ski House & Co' }, due_date: null, amount: '99.90', state: 'scheduled', pays_to: { ...SEPA, holder_name: 'شركة ألبين' } },
      ],
    },
    {
      ...base, id: 11, currency: 'USD', execution_date: '2026-11-15', state: 'paid', total: '75.25', bill_count: 1, created_by: ME, created_at: '2026-11-12T10:00:00Z',
      approved_by: IVAN, approved_at: '2026-11-13T09:00:00Z', paid_on: '2026-11-15', reference: 'CHASE-20261115-01',
      pain001: { available: false, code: 'currency', reason: 'The pain.001 file is a SEPA credit transfer, which pays in euros only: export this run as CSV.' },
      bills: [{ id: 103, number: 'C-5', vendor: { id: 8, name: 'Contoso Inc.' }, due_date: '2026-11-10', amount: '75.25', state: 'paid', pays_to: { ...SEPA, holder_name: 'Contoso Inc.', iban: '', bic: '', account_number: '•••• 5678', routing_number: '021000021' } }],
    },
  ];
  return { candidates, runs };
}

export function serveRuns(data: FakeData): () => void {
  const { candidates, runs } = seed();
  let nextId = 13;
  const row = ({ bills: _bills, pain001: _pain, ...r }: PaymentRunDetail) => r;
  return interceptFetch(async (request, url) => {
    const path = url.pathname;
    if (path === '/api/organizations/config_property') return json({ config_property_value: JSON.stringify(BANKS) });
    if (!path.startsWith('/api/payment_runs')) return undefined;
    if (data === 'failing') return json({ detail: 'The server is not answering.' }, 503);
    if (path === '/api/payment_runs' && request.method === 'GET') {
      const state = url.searchParams.get('state');
      const shown = data === 'empty' ? [] : runs.filter((r) => !state || r.state === state).map(row);
      return json({ count: shown.length, next: null, previous: null, results: shown });
    }
    if (path === '/api/payment_runs/candidates') {
      const open = candidates.filter((c) => url.searchParams.get('currency') === c.currency);
      return json({ count: open.length, total: open.reduce((s, c) => s + Number(c.balance), 0).toFixed(2), results: open });
    }
    if (path === '/api/payment_runs' && request.method === 'POST') {
      const body = (await request.json()) as { bill_ids?: number[]; currency: string; due_by: string; execution_date: string };
      const chosen = candidates.filter((c) => !body.bill_ids || body.bill_ids.includes(c.id));
      if (chosen.some((c) => c.pending_bank_details)) {
        return json({ detail: 'Fabrikam Supplies: its new bank details are waiting for verification. Leave their bills out of the run, or have their bank details verified first.' }, 409);
      }
      const run: PaymentRunDetail = {
        ...runs[0]!, id: nextId++, currency: body.currency, due_by: body.due_by, execution_date: body.execution_date, state: 'draft', created_by: ME, created_at: new Date().toISOString(),
        bill_count: chosen.length, total: chosen.reduce((s, c) => s + Number(c.balance), 0).toFixed(2),
        bills: chosen.map((c) => ({ id: c.id, number: c.number, vendor: c.vendor, due_date: c.due_date, amount: c.balance, state: 'scheduled', pays_to: c.pays_to })),
      };
      runs.unshift(run);
      return json(run, 201);
    }
    const one = /^\/api\/payment_runs\/(\d+)(?:\/(\w+))?$/.exec(path);
    const run = one && runs.find((r) => r.id === Number(one[1]));
    if (!one || !run) return json({ detail: 'Not found.' }, 404);
    const verb = one[2];
    if (!verb) return json(run);
    if (verb === 'csv') return new Response('Vendor,Account holder\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="payment-run-${run.id}.csv"` } });
    if (verb === 'pain001') return new Response('<?xml version="1.0"?><Document/>', { headers: { 'content-type': 'application/xml', 'content-disposition': `attachment; filename="payment-run-${run.id}.xml"` } });
    if (verb === 'approve') {
      if (run.created_by?.id === ME.id) return json({ detail: 'You made this payment run: another staff member must approve it.' }, 403);
      Object.assign(run, { state: 'approved', approved_by: ME, approved_at: new Date().toISOString() });
    }
    if (verb === 'paid') {
      const body = (await request.json()) as { paid_on: string; reference: string };
      Object.assign(run, { state: 'paid', paid_on: body.paid_on, reference: body.reference, bills: run.bills.map((b) => ({ ...b, state: 'paid' })) });
    }
    if (verb === 'cancel') Object.assign(run, { state: 'cancelled', bills: run.bills.map((b) => ({ ...b, state: 'approved' })) });
    return json(run);
  });
}
