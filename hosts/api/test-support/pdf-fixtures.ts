/** Sample documents for the PDF tests and the timing script (made-up organizations). */
import type { InvoiceLineRow, StatementLine } from '@si/contract';
import type { InvoicePdfData, PdfLanguage, StatementPdfData } from '../src/shared/pdf/types.ts';

export function sampleLines(count: number, arabic = false, offset = 0): InvoiceLineRow[] {
  return Array.from({ length: count }, (_, i) => {
    const quantity = (i % 4) + 1;
    const price = 100 + i * 12.5 + offset;
    const amount = quantity * price;
    return {
      description: arabic ? `خدمات استشارية، المرحلة ${i + 1}` : `Consulting services, phase ${i + 1}`,
      quantity: String(quantity),
      unit_price: price.toFixed(2),
      tax_rate: '20',
      discount: '0',
      amount: amount.toFixed(2),
      tax: (amount * 0.2).toFixed(2),
    };
  });
}

/** `offset` shifts every price, so repeated renders do not lay out the same numbers. */
export function sampleInvoice(language: PdfLanguage, lineCount = 3, offset = 0): InvoicePdfData {
  const arabic = language === 'ar';
  const lines = sampleLines(lineCount, arabic, offset);
  const subtotal = lines.reduce((s, l) => s + Number(l.amount), 0);
  const tax = lines.reduce((s, l) => s + Number(l.tax), 0);
  const total = (subtotal + tax).toFixed(2);
  return {
    language,
    docType: 'invoice',
    organization: arabic
      ? { name: 'شركة النور للتجارة', address: 'شارع الملك فهد 12\nالرياض', email: 'billing@alnoor.example', phone: '+966 11 000 0000' }
      : { name: 'Northwind Consulting', address: '12 rue des Lilas\n75011 Paris', email: 'billing@northwind.example' },
    customer: { name: arabic ? 'مؤسسة الأمل' : 'Société Générale des Eaux', address: arabic ? 'جدة' : '4 place de la Gare, Lyon' },
    number: 'INV-0042',
    issueDate: '2026-11-01',
    dueDate: '2026-12-01',
    currency: arabic ? 'SAR' : 'EUR',
    lines,
    subtotal: subtotal.toFixed(2),
    tax: tax.toFixed(2),
    total,
    balance: total,
    memo: arabic ? 'شكرا لتعاملكم معنا.' : 'Thank you for your business.',
    payLink: 'https://portal.example/pay/abc123',
    payInstructions: [{ bankName: 'Banque de France', iban: 'FR76 3000 6000 0112 3456 7890 189', reference: 'Your invoice number' }],
  };
}

/** `offset` shifts the opening balance, so repeated renders do not lay out the same balances. */
export function sampleStatement(language: PdfLanguage, lineCount: number, offset = 0): StatementPdfData {
  let balance = 1000 + offset;
  const lines: StatementLine[] = Array.from({ length: lineCount }, (_, i) => {
    const charge = i % 3 === 2 ? 0 : 120 + (i % 7) * 10;
    const credit = i % 3 === 2 ? 200 : 0;
    balance += charge - credit;
    const day = String((i % 28) + 1).padStart(2, '0');
    return {
      date: `2026-${String((Math.floor(i / 28) % 12) + 1).padStart(2, '0')}-${day}`,
      kind: credit ? 'payment' : 'invoice',
      reference: credit ? `RCT-${String(i + 1).padStart(4, '0')}` : `INV-${String(i + 1).padStart(4, '0')}`,
      description: language === 'ar' ? 'خدمات شهرية' : 'Monthly services',
      charge: charge.toFixed(2),
      credit: credit.toFixed(2),
      balance: balance.toFixed(2),
    };
  });
  return {
    language,
    organization: { name: 'Northwind Consulting', email: 'billing@northwind.example' },
    customer: { name: language === 'ar' ? 'مؤسسة الأمل' : 'Contoso Ltd' },
    currency: 'USD',
    from: '2026-01-01',
    asOf: '2026-11-25',
    openingBalance: (1000 + offset).toFixed(2),
    lines,
    closingBalance: balance.toFixed(2),
    aging: { current: '500.00', days_1_30: '300.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '120.00', total: '920.00' },
    openInvoices: [{ id: 1, number: 'INV-0499', issue_date: '2026-11-01', due_date: '2026-12-01', total: '500.00', open: '500.00', days_past_due: 0, bucket: 'current' }],
  };
}
