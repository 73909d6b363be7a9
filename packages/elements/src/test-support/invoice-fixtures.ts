/** Invoice answers (contract shapes) for the staff invoice screens' tests and stories. */
import type { InvoiceLineRow, InvoiceRow } from '@si/contract';
import { invoiceMoney } from '@si/contract/money';

export function invoiceLine(description: string, quantity: string, unitPrice: string, taxRate = '0', discount = '0', currency = 'USD'): InvoiceLineRow {
  const [money] = invoiceMoney([{ quantity, unit_price: unitPrice, tax_rate: taxRate, discount }], currency).lines;
  return { description, quantity, unit_price: unitPrice, tax_rate: taxRate, discount, amount: money!.amount, tax: money!.tax };
}

/** An invoice row whose totals are its lines' (the server's rounding). */
export function invoiceRow(id: number, patch: Partial<InvoiceRow> = {}): InvoiceRow {
  const currency = patch.currency ?? 'USD';
  const lines = patch.lines ?? [invoiceLine('Consulting', '10', '100', '10', '0', currency), invoiceLine('Travel', '1', '250', '0', '0', currency)];
  const totals = invoiceMoney(lines, currency);
  const state = patch.state ?? 'draft';
  return {
    id,
    account_id: 12,
    account_name: 'Acme Trading',
    doc_type: 'invoice',
    state,
    number: state === 'draft' ? null : `INV-${String(id).padStart(4, '0')}`,
    title: 'March consulting',
    currency,
    language: 'en',
    issue_date: '2026-03-02',
    due_date: '2026-04-01',
    payment_terms_days: 30,
    memo: 'Thank you for your business.',
    subtotal: totals.subtotal,
    tax: totals.tax,
    total: totals.total,
    balance: state === 'draft' ? '0.00' : totals.total,
    days_overdue: 0,
    credited_invoice_id: null,
    finalized_at: state === 'draft' ? null : '2026-03-02T10:00:00Z',
    sent_at: null,
    voided_at: null,
    void_reason: null,
    external_reference: null,
    pdf_file_id: null,
    created_at: '2026-03-01T09:00:00Z',
    updated_at: '2026-03-01T09:30:00Z',
    ...patch,
    lines,
  };
}

/** The free-form document answer of an invoice. */
export const invoiceDocument = (body = 'Invoice {{number}}\nTo: {{customer}}\n\nTotal: {{total}} {{currency}}') => ({
  body,
  template: 'Invoice {{number}}\n\nTotal: {{total}} {{currency}}',
  variables: { number: 'INV-0007', customer: 'Acme Trading', total: '1,350.00', currency: 'USD', due_date: 'Apr 1, 2026', pay_link: 'the secure link in the e-mail that came with this document' },
});
