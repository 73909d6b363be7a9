import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { findCurrency, parseAmount, parseDate, suggestFromText, type PageText } from './parse.ts';
import { imageSize, imageWithinLimits, itemsToLines } from './document.ts';

const page = (text: string, n = 1): PageText => ({ page: n, lines: text.trim().split('\n').map((l) => l.trim()) });
const values = (pages: PageText[], order?: 'dmy' | 'mdy') =>
  Object.fromEntries(Object.entries(suggestFromText(pages, order)).map(([k, s]) => [k, s.value]));

describe('dates', () => {
  test('ISO, English and French month names, ordinal days', () => {
    assert.equal(parseDate('2025-03-12'), '2025-03-12');
    assert.equal(parseDate('on 12 March 2025'), '2025-03-12');
    assert.equal(parseDate('March 12, 2025'), '2025-03-12');
    assert.equal(parseDate('Mar 1st 2025'), '2025-03-01');
    assert.equal(parseDate('le 1er mars 2025'), '2025-03-01');
    assert.equal(parseDate('12 décembre 2025'), '2025-12-12');
    assert.equal(parseDate('1 févr. 2026'), '2026-02-01');
    assert.equal(parseDate('12-Mar-2025'), '2025-03-12');
  });
  test('numeric dates: day first unless told month first, or a part over 12 decides', () => {
    assert.equal(parseDate('03/12/2025'), '2025-12-03');
    assert.equal(parseDate('03/12/2025', 'mdy'), '2025-03-12');
    assert.equal(parseDate('25/12/2025', 'mdy'), '2025-12-25');
    assert.equal(parseDate('12/25/2025'), '2025-12-25');
    assert.equal(parseDate('12.03.2025'), '2025-03-12');
    assert.equal(parseDate('12.03.25'), '2025-03-12');
  });
  test('impossible dates and plain numbers are not dates', () => {
    assert.equal(parseDate('31/02/2025'), undefined);
    assert.equal(parseDate('2025-13-01'), undefined);
    assert.equal(parseDate('Total 1234.56'), undefined);
    assert.equal(parseDate('30 Foo 2025'), undefined);
  });
});

describe('amounts and currencies', () => {
  test('thousands and decimal separators of either kind', () => {
    assert.equal(parseAmount('1,234.56'), '1234.56');
    assert.equal(parseAmount('1.234,56'), '1234.56');
    assert.equal(parseAmount('1 234,56'), '1234.56');
    assert.equal(parseAmount('1\u202f234,5'), '1234.5');
    assert.equal(parseAmount('€ 99'), '99');
    assert.equal(parseAmount('1,234'), '1234');
    assert.equal(parseAmount('1.234.567,00'), '1234567.00');
    assert.equal(parseAmount("12'500.00 CHF"), '12500.00');
    assert.equal(parseAmount('12,34,5'), undefined);
    assert.equal(parseAmount('abc'), undefined);
  });
  test('ISO codes before symbols; $ alone is a weak USD', () => {
    assert.equal(findCurrency('Total 10 EUR')?.value, 'EUR');
    assert.equal(findCurrency('£12.00')?.value, 'GBP');
    assert.equal(findCurrency('CA$ 12')?.value, 'CAD');
    const usd = findCurrency('$12');
    assert.equal(usd?.value, 'USD');
    assert.ok(usd!.confidence < 0.9);
    assert.equal(findCurrency('no money here'), undefined);
  });
});

describe('suggestions from a bill', () => {
  test('an English invoice: labels on the same line', () => {
    const pages = [
      page(`
        Acme Supplies Ltd
        12 Harbour Road, Leeds
        INVOICE
        Invoice No.: AC-2025-0117
        Invoice date: 12 March 2025
        Due date: 11 April 2025
        Widgets   3   £40.00   £120.00
        Subtotal   £1,000.00
        VAT 20%   £200.00
        Total   £1,200.00
      `),
    ];
    const s = suggestFromText(pages);
    assert.deepEqual(values(pages), {
      number: 'AC-2025-0117',
      bill_date: '2025-03-12',
      due_date: '2025-04-11',
      total: '1200.00',
      currency: 'GBP',
      vendor_name: 'Acme Supplies Ltd',
    });
    assert.equal(s.total?.text, 'Total   £1,200.00');
    assert.equal(s.number?.page, 1);
  });

  test('a French invoice: Facture n°, Total TTC over Total HT, échéance', () => {
    const pages = [
      page(`
        Boulangerie Martin SARL
        Facture n° F2025-088
        Date de facture : 03/12/2025
        Date d'échéance : 2 janvier 2026
        Total HT   1 000,00 €
        TVA 20 %   200,00 €
        Total TTC   1 200,00 €
      `),
    ];
    assert.deepEqual(values(pages), {
      number: 'F2025-088',
      bill_date: '2025-12-03',
      due_date: '2026-01-02',
      total: '1200.00',
      currency: 'EUR',
      vendor_name: 'Boulangerie Martin SARL',
    });
  });

  test('the largest labelled total wins over an earlier one; values across pages keep their page', () => {
    const pages = [
      page(`
        Northwind Traders
        Bill number: NW-77
        Date: 03/04/2025
      `),
      page(
        `
        Total   1,500.00 USD
        Payments   -500.00
        Amount due   USD 1,000.00
        Balance due   1,000.00
      `,
        2,
      ),
    ];
    const s = suggestFromText(pages, 'mdy');
    assert.equal(s.number?.value, 'NW-77');
    assert.equal(s.bill_date?.value, '2025-03-04');
    assert.equal(s.total?.value, '1500.00');
    assert.equal(s.total?.page, 2);
    assert.equal(s.currency?.value, 'USD');
    assert.equal(suggestFromText(pages).bill_date?.value, '2025-04-03');
  });

  test('the label on one line and the value on the next', () => {
    const pages = [page(`
      Invoice #
      10045
      Amount due
      $ 89.90
      Payment due
      2025-05-01
    `)];
    const v = values(pages);
    assert.equal(v.number, '10045');
    assert.equal(v.total, '89.90');
    assert.equal(v.due_date, '2025-05-01');
    assert.equal(v.currency, 'USD');
  });

  test('nothing recognisable gives no suggestion rather than a wrong one', () => {
    const v = values([page('Hello\nSee you on Monday\n42 apples')]);
    assert.equal(v.number, undefined);
    assert.equal(v.total, undefined);
    assert.equal(v.bill_date, undefined);
    assert.deepEqual(suggestFromText([]), {});
  });

  test('a subtotal, a tax total or a quantity is never the total', () => {
    const v = values([page('Invoice # 9\nSubtotal 5000.00\nTotal tax 900.00\nTotal 600.00')]);
    assert.equal(v.total, '600.00');
  });
});

describe('PDF text items and image headers', () => {
  test('items on one baseline make one line, left to right, columns apart', () => {
    const item = (str: string, x: number, y: number, width = str.length * 5) => ({ str, transform: [10, 0, 0, 10, x, y], width, height: 10 });
    assert.deepEqual(itemsToLines([item('840.00', 300, 100), item('Total', 50, 101), item('Acme', 50, 700)]), ['Acme', 'Total   840.00']);
  });

  test('the pixel count is read from a PNG or JPEG header without decoding', () => {
    const png = new Uint8Array(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 100_000);
    new DataView(png.buffer).setUint32(20, 100_000);
    assert.deepEqual(imageSize(png), { width: 100_000, height: 100_000 });
    assert.equal(imageWithinLimits(png), false);
    new DataView(png.buffer).setUint32(16, 2000);
    new DataView(png.buffer).setUint32(20, 3000);
    assert.equal(imageWithinLimits(png), true);
    // JPEG: SOI, an APP0 segment, then SOF0 with height 20000 and width 30000.
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x4e, 0x20, 0x75, 0x30, 3, 0, 0, 0, 0]);
    assert.deepEqual(imageSize(jpeg), { width: 30000, height: 20000 });
    assert.equal(imageWithinLimits(jpeg), false);
    assert.equal(imageWithinLimits(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0, 0, 0, 0, 0])), false);
  });
});
