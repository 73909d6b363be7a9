import { expect } from '@esm-bundle/chai';
import { formatDate, formatMoney, prepareFormats } from './itemLabels.ts';

/** Counts the Intl formatters built while `run` runs. */
function built(run: () => void): number {
  const { DateTimeFormat, NumberFormat } = Intl;
  let count = 0;
  const counting = <T extends new (...args: never[]) => object>(Real: T) =>
    function (this: unknown, ...args: ConstructorParameters<T>) {
      count++;
      return new Real(...args);
    } as unknown as T;
  Intl.DateTimeFormat = counting(DateTimeFormat);
  Intl.NumberFormat = counting(NumberFormat);
  try {
    run();
  } finally {
    Intl.DateTimeFormat = DateTimeFormat;
    Intl.NumberFormat = NumberFormat;
  }
  return count;
}

describe('item labels: dates and amounts', () => {
  it('formats calendar dates and amounts in the reader’s language', () => {
    expect(formatDate('2025-03-31', 'en')).to.equal('Mar 31, 2025');
    expect(formatDate('2025-03-31T23:00:00Z', 'fr')).to.equal('31 mars 2025');
    expect(formatDate('not a date', 'en')).to.equal('not a date');
    expect(formatMoney('1250.5', 'USD', 'en')).to.equal('$1,250.50');
    expect(formatMoney(null, 'USD', 'en')).to.equal('');
    expect(formatMoney('12', 'XXXX', 'en')).to.equal('12.00 XXXX');
  });

  it('builds each formatter once per language and currency, however many rows a table has', () => {
    const first = built(() => {
      for (let day = 1; day <= 9; day++) {
        formatDate(`2024-07-0${day}`, 'ar');
        formatMoney(`${day}00`, 'EUR', 'ar');
      }
    });
    expect(first).to.equal(2);
    expect(built(() => formatMoney('1', 'GBP', 'ar'))).to.equal(1);
  });

  it('prepares what a first render formats, so the render builds none', () => {
    prepareFormats('fr');
    expect(built(() => [formatDate('2025-01-02', 'fr'), formatMoney('3', 'USD', 'fr')])).to.equal(0);
    expect(() => prepareFormats('not a language!')).not.to.throw();
  });

  it('keeps a currency\'s letters in order in Arabic: "US$ 700.00" and "JP¥ 1,400" on screen, never "$US" or "¥JP"', () => {
    const page = document.createElement('p');
    page.dir = 'rtl';
    page.lang = 'ar';
    page.style.fontSize = '20px';
    document.body.append(page);
    try {
      for (const [amount, currency, letters] of [['700', 'USD', 'US$'], ['1400', 'JPY', 'JP¥']] as const) {
        page.textContent = formatMoney(amount, currency, 'ar');
        const text = page.firstChild!;
        const at = (index: number) => {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          return range.getBoundingClientRect().left;
        };
        const start = text.textContent!.indexOf(letters);
        expect(start, page.textContent).to.be.greaterThan(-1);
        // Left to right on screen, as written: the letters first, then the symbol.
        expect(at(start), letters).to.be.lessThan(at(start + letters.length - 1));
      }
      expect(formatMoney('643.625', 'KWD', 'ar')).to.contain('643.625');
      expect(formatMoney('1400', 'JPY', 'fr')).to.equal('1\u202f400\u00a0JPY');
    } finally {
      page.remove();
    }
  });
});
