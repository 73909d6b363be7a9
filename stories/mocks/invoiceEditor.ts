/**
 * A small in-memory API for the invoice editor stories: draft 7 (and a new draft on account 12),
 * saving with the server's rounding, finalizing (the next INV- number), sending, voiding, credit
 * notes, the PDF (a one-line file) and the free-form document. A tax rate over 100 is refused at
 * its line (400), as the server does.
 */
import type { InvoiceDocumentSaved, InvoiceRow } from '@si/contract';
import { invoiceMoney } from '@si/contract/money';
import { interceptFetch, json } from '@si/core/testing/network';
import { invoiceDocument, invoiceLine, invoiceRow } from '../../packages/elements/src/test-support/invoice-fixtures.ts';

type LineBody = { description: string; quantity: string; unit_price: string; tax_rate: string; discount: string };

export function serveInvoiceEditor(mode: 'normal' | 'failing'): () => void {
  const invoices = new Map<number, InvoiceRow>([
    [7, invoiceRow(7)],
    [9, invoiceRow(9, { state: 'partially_paid', number: 'INV-0009', balance: '350.00', language: 'ar', title: 'صيانة' })],
  ]);
  let next = 40;
  let numbers = 10;
  const pdf = () => new Response('%PDF-1.7\n% story file\n', { headers: { 'content-type': 'application/pdf' } });

  return interceptFetch(async (request, url) => {
    const path = url.pathname.replace(/\/$/, '');
    if (!path.startsWith('/api/invoices')) return undefined;
    if (mode === 'failing') return json({ detail: 'The service is unavailable. Try again later.' }, 503);
    const body = request.method === 'GET' || request.method === 'DELETE' ? {} : ((await request.json().catch(() => ({}))) as Record<string, unknown>);
    if (path === '/api/invoices' && request.method === 'GET') {
      const rows = [...invoices.values()].filter((row) => !url.searchParams.get('state') || row.state === url.searchParams.get('state'));
      return json({ count: rows.length, next: null, previous: null, results: rows });
    }
    if (path === '/api/invoices' && request.method === 'POST') {
      const row = invoiceRow(next++, { account_id: Number(body.account_id), lines: [], title: '' });
      invoices.set(row.id, row);
      return json(row, 201);
    }
    const match = /^\/api\/invoices\/(\d+)(?:\/(\w+))?$/.exec(path);
    const row = match ? invoices.get(Number(match[1])) : undefined;
    if (!match || !row) return json({ detail: 'Not found.' }, 404);
    const action = match[2];
    const save = (changed: InvoiceRow) => (invoices.set(changed.id, changed), json(changed));
    if (!action && request.method === 'GET') return json(row);
    if (!action && request.method === 'DELETE') return invoices.delete(row.id), new Response(null, { status: 204 });
    if (!action && request.method === 'PATCH') {
      if (row.state !== 'draft') return json({ detail: 'This invoice is finalized; its content cannot change.' }, 409);
      const lines = (body.lines as LineBody[] | undefined) ?? row.lines;
      const bad = lines.findIndex((l) => Number(l.tax_rate) > 100);
      if (bad >= 0) return json({ [`lines.${bad}.tax_rate`]: ['Enter a percentage from 0 to 100.'] }, 400);
      const currency = String(body.currency ?? row.currency);
      const rows = lines.map((l) => invoiceLine(l.description, l.quantity, l.unit_price, l.tax_rate, l.discount, currency));
      const totals = invoiceMoney(rows, currency);
      return save({ ...row, ...(body as Partial<InvoiceRow>), lines: rows, subtotal: totals.subtotal, tax: totals.tax, total: totals.total });
    }
    if (action === 'finalize') return save({ ...row, state: 'open', number: `INV-${String(numbers++).padStart(4, '0')}`, balance: row.total, issue_date: row.issue_date ?? '2026-03-02' });
    if (action === 'send') return json({ sent_to: ['ap@acme.test'] });
    if (action === 'void') return save({ ...row, state: 'void', void_reason: String(body.reason), balance: '0.00' });
    if (action === 'credit_notes') {
      const note = invoiceRow(next++, { doc_type: 'credit_note', state: 'open', number: `CN-${String(numbers++).padStart(4, '0')}`, lines: [invoiceLine(String(body.reason), '1', String(body.amount))] });
      invoices.set(note.id, note);
      invoices.set(row.id, { ...row, balance: (Number(row.balance) - Number(body.amount)).toFixed(2) });
      return json(note, 201);
    }
    if (action === 'pdf') return pdf();
    if (action === 'document' && request.method === 'GET') return json(invoiceDocument());
    if (action === 'document' && request.method === 'PUT') {
      const saved = { ...row, pdf_file_id: 99 };
      invoices.set(row.id, saved);
      // "save and send" off here: nothing mailed, and no reason to give.
      return json({ ...saved, sent_to: [], not_sent: null } satisfies InvoiceDocumentSaved);
    }
    return json({ detail: 'Not found.' }, 404);
  });
}
