import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PNG_LOGO, pdfImages, pdfPages, pdfTitle, squash } from '../../../test-support/pdf-text.ts';
import { renderDocumentPdf, renderInvoicePdf, renderReceiptPdf, renderStatementPdf, renderTablePdf } from './index.ts';
import { sampleInvoice, sampleStatement } from '../../../test-support/pdf-fixtures.ts';
import { fontBytes, parsedFont } from './fonts.ts';

const extract = pdfPages;
function has(text: string, ...needles: string[]): void {
  for (const n of needles) assert.ok(text.includes(squash(n)), `expected «${n}» in the extracted text`);
}

describe('Arabic shaping', () => {
  test('letters take their joined forms, lam-alef is one ligature, and the run comes out right to left', () => {
    const font = parsedFont(fontBytes('arabic'));
    const word = 'فاتورة';
    const isolated = font.glyphsForString(word).map((g) => g.id);
    const shaped = font.layout(word);
    assert.equal(shaped.glyphs.length, isolated.length);
    // Visual order: the last letter (teh marbuta, after a non-joining reh: isolated) comes first.
    assert.equal(shaped.glyphs[0].id, isolated[isolated.length - 1]);
    // feh (initial) and teh (medial) are not their isolated glyphs.
    const visual = shaped.glyphs.map((g) => g.id).reverse();
    assert.notEqual(visual[0], isolated[0]);
    assert.notEqual(visual[2], isolated[2]);
    assert.equal(font.layout('لا').glyphs.length, 1);
  });
});

describe('invoice PDF', () => {
  test('English: number, customer, lines, totals and page number are extractable', async () => {
    const d = sampleInvoice('en');
    const bytes = await renderInvoicePdf(d);
    assert.equal(new TextDecoder().decode(bytes.slice(0, 5)), '%PDF-');
    const [text, ...more] = await extract(bytes);
    assert.equal(more.length, 0);
    has(text, 'Invoice', 'INV-0042', 'Société Générale des Eaux', 'Bill to', 'Due date', 'Quantity', 'Unit price', 'Balance due', 'Page 1 of 1');
    has(text, 'Consulting services, phase 3', '1 Dec 2026', '1,050.00 EUR'.replace('1,050.00', Number(d.total).toLocaleString('en-GB', { minimumFractionDigits: 2 })));
    has(text, 'https://portal.example/pay/abc123', 'IBAN FR76');
  });

  test('French: translated labels, French number and date formats', async () => {
    const d = sampleInvoice('fr');
    const [text] = await extract(await renderInvoicePdf(d));
    has(text, 'Facture', 'Facturer à', "Date d'échéance", 'Quantité', 'Prix unitaire', 'Solde dû', 'Page 1 sur 1', 'INV-0042');
    const total = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(Number(d.total));
    has(text, `${total} EUR`, '1 déc. 2026');
  });

  test('Arabic: shaped Arabic words, the customer, the number and the total come back out', async () => {
    const d = sampleInvoice('ar');
    const [text] = await extract(await renderInvoicePdf(d));
    has(text, 'فاتورة', 'مؤسسة', 'شركة النور للتجارة', 'الكمية', 'سعر الوحدة', 'الرصيد المستحق', 'INV-0042', 'SAR', 'https://portal.example/pay/abc123');
    has(text, Number(d.total).toLocaleString('en-US', { minimumFractionDigits: 2 }));
    // Digits keep their left-to-right order inside the right-to-left line.
    has(text, '2026', 'FR76 3000 6000 0112 3456 7890 189');
  });

  test('50 lines run onto more pages with the table header repeated', async () => {
    const pages = await extract(await renderInvoicePdf(sampleInvoice('en', 50)));
    assert.ok(pages.length >= 2, `pages: ${pages.length}`);
    for (const [i, page] of pages.entries()) has(page, 'Description', 'Amount', `Page ${i + 1} of ${pages.length}`);
    has(pages.join(''), 'Consulting services, phase 50');
  });

  test('credit note: its title and the invoice it credits', async () => {
    const d = { ...sampleInvoice('en'), docType: 'credit_note' as const, number: 'CN-0007', creditedNumber: 'INV-0042' };
    const [text] = await extract(await renderInvoicePdf(d));
    has(text, 'Credit note', 'CN-0007', 'Credits invoice', 'INV-0042', 'Credit remaining');
    assert.ok(!text.includes('Due date'));
    assert.ok(!text.includes('Payonline'));
  });

  test('an amount that is not a decimal number is refused by name', async () => {
    await assert.rejects(renderInvoicePdf({ ...sampleInvoice('en'), total: '12,50' }), /Not an amount: "12,50"/);
  });

  test('a draft has no number yet', async () => {
    const [text] = await extract(await renderInvoicePdf({ ...sampleInvoice('fr'), number: null }));
    has(text, 'Brouillon');
  });
});

describe('what the invoice PDF says about the seller and the document', () => {
  test('a title a viewer shows, every column label in full, the seller block with the logo, and the invoice number as the payment reference', async () => {
    const d = sampleInvoice('en');
    d.lines[0] = { ...d.lines[0], discount: '10' };
    d.organization = { ...d.organization, phone: '+33 1 23 45 67 89', logo: PNG_LOGO };
    const bytes = await renderInvoicePdf(d);
    assert.deepEqual(await pdfTitle(bytes), { title: 'Invoice INV-0042', author: 'Northwind Consulting', shown: true }, 'the viewer shows the title, not the file name');
    const [text] = await extract(bytes);
    assert.ok(!text.includes('...'), `nothing is cut short (an ellipsis extracts as three dots): ${text}`);
    has(text, 'Discount %', 'Tax %', 'Unit price', '12 rue des Lilas', '75011 Paris', 'billing@northwind.example', '+33 1 23 45 67 89');
    has(text, 'Bank', 'Banque de France', 'IBAN', 'Payment reference', 'INV-0042');
    assert.ok(!text.includes(squash('Your invoice number')), 'the instruction is replaced by the number it asks for');
    assert.equal(await pdfImages(bytes), 1);
  });

  test('a draft quotes the instruction, and an SVG or damaged logo is left out without failing the PDF', async () => {
    for (const logo of ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'data:image/png;base64,AAAA']) {
      const bytes = await renderInvoicePdf({ ...sampleInvoice('en'), number: null, organization: { name: 'Northwind Consulting', logo } });
      const [text] = await extract(bytes);
      has(text, 'Payment reference', 'Your invoice number', 'Northwind Consulting');
      assert.equal(await pdfImages(bytes), 0);
    }
  });

  test('French and Arabic bank labels', async () => {
    has((await extract(await renderInvoicePdf(sampleInvoice('fr'))))[0], 'Banque', 'Référence du paiement', 'INV-0042');
    has((await extract(await renderInvoicePdf(sampleInvoice('ar'))))[0], 'البنك', 'مرجع الدفع', 'INV-0042');
  });
});

describe('receipt PDF', () => {
  test('payment number, date, method, reference, amount, allocations and unapplied credit', async () => {
    const bytes = await renderReceiptPdf({
      language: 'en',
      organization: { name: 'Northwind Consulting' },
      customer: { name: 'Contoso Ltd' },
      number: 'RCT-0003',
      receivedOn: '2026-11-20',
      method: 'bank_transfer',
      reference: 'WIRE 88231',
      currency: 'JPY',
      amount: '150000',
      allocations: [
        { invoiceNumber: 'INV-0040', amount: '100000' },
        { invoiceNumber: 'INV-0041', amount: '30000' },
      ],
      unapplied: '20000',
    });
    const [text] = await extract(bytes);
    has(text, 'Payment receipt', 'RCT-0003', '20 Nov 2026', 'Bank transfer', 'WIRE 88231', '150,000 JPY', 'INV-0040', '100,000', 'INV-0041', '30,000');
    has(text, 'Unapplied credit', '20,000 JPY');
  });

  test('Arabic receipt', async () => {
    const [text] = await extract(
      await renderReceiptPdf({
        language: 'ar',
        organization: { name: 'شركة النور للتجارة' },
        customer: { name: 'مؤسسة الأمل' },
        number: 'RCT-0004',
        receivedOn: '2026-11-20',
        method: 'cash',
        reference: '',
        currency: 'KWD',
        amount: '12.5',
        allocations: [{ invoiceNumber: 'INV-0050', amount: '12.5' }],
        unapplied: '0',
      }),
    );
    has(text, 'إيصال دفع', 'RCT-0004', 'نقدًا', 'INV-0050', '12.500');
  });
});

describe('statement PDF', () => {
  test('500 lines: several pages, header and page numbers on each, closing balance at the end', async () => {
    const d = sampleStatement('en', 500);
    const pages = await extract(await renderStatementPdf(d));
    assert.ok(pages.length >= 8, `pages: ${pages.length}`);
    for (const [i, page] of pages.entries()) has(page, `Page ${i + 1} of ${pages.length}`, 'Contoso Ltd');
    for (const page of pages.slice(0, -1)) has(page, 'Reference', 'Balance');
    const all = pages.join('');
    has(all, 'Statement of account', 'Opening balance', 'INV-0001', 'RCT-0498', 'INV-0500', 'Closing balance', 'Aging', 'Over 90 days', 'INV-0499');
    has(pages[pages.length - 1], `${Number(d.closingBalance).toLocaleString('en-GB', { minimumFractionDigits: 2 })} USD`);
  });

  test('a long description wraps onto a second line and ends with an ellipsis; nothing is dropped silently', async () => {
    const d = sampleStatement('en', 3);
    d.lines[0] = { ...d.lines[0], description: 'Quarterly retainer for the northern region warehouses' };
    d.lines[1] = { ...d.lines[1], description: `Retainer ${'and more words '.repeat(20)}final-word` };
    const [text] = await extract(await renderStatementPdf(d));
    has(text, 'Invoice · Quarterly retainer for the northern region warehouses');
    assert.ok(!text.includes('final-word'));
    // NFKC writes the ellipsis as three dots.
    assert.match(text, /Invoice·Retainer(andmorewords)+[a-z]*\.\.\./);
  });

  test('Arabic statement', async () => {
    const pages = await extract(await renderStatementPdf(sampleStatement('ar', 60)));
    assert.ok(pages.length >= 2);
    has(pages[0], 'كشف حساب', 'مؤسسة الأمل', 'الرصيد الافتتاحي', 'INV-0001');
    has(pages[pages.length - 1], 'الرصيد الختامي');
  });
});

describe('table PDF', () => {
  test('title, subtitle, formatted cells and a totals row', async () => {
    const [text] = await extract(
      await renderTablePdf({
        language: 'fr',
        title: 'Balance âgée',
        subtitle: 'Au 25 novembre 2026',
        currency: 'EUR',
        columns: [
          { key: 'account', label: 'Compte', width: 2 },
          { key: 'current', label: 'Non échu', kind: 'money' },
          { key: 'total', label: 'Total', kind: 'money' },
        ],
        rows: [
          { account: 'Contoso', current: '1234.5', total: '1234.5' },
          { account: 'Fabrikam', current: '10', total: '10', currency: 'JPY' },
        ],
        totals: { account: 'Total', current: '1244.5', total: '1244.5' },
      }),
    );
    has(text, 'Balance âgée', 'Au 25 novembre 2026', 'Compte', 'Contoso', '1 234,50', 'Fabrikam', '10', '1 244,50', 'Page 1 sur 1');
  });

  test('an empty column list is refused', async () => {
    await assert.rejects(renderTablePdf({ language: 'en', title: 'x', columns: [], rows: [] }), /at least one column/);
  });
});

describe('document PDF', () => {
  test('Arabic paragraphs with embedded Latin and digits', async () => {
    const body = 'عزيزي العميل،\n\nنرفق لكم الفاتورة رقم INV-0042 بمبلغ 5,462.50 SAR.\nيرجى الدفع قبل 2026-12-01.\n\nمع التحية';
    const [text] = await extract(await renderDocumentPdf({ language: 'ar', title: 'خطاب مرفق', body }));
    has(text, 'خطاب مرفق', 'عزيزي العميل', 'INV-0042', '5,462.50', 'مع التحية');
    // After Arabic letters the digits of an ISO date are Arabic numbers (UAX #9 rule W2), so its
    // hyphens stay right to left and it shows as 01-12-2026, as a browser shows it.
    has(text, '01-12-2026');
  });

  test('English with long paragraphs wraps and breaks pages', async () => {
    const body = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1}. ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(4)}`).join('\n\n');
    const pages = await extract(await renderDocumentPdf({ language: 'en', title: 'Terms', body }));
    assert.ok(pages.length >= 2);
    has(pages.join(''), 'Terms', 'Paragraph 1.', 'Paragraph 40.');
  });
});
