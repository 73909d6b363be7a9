import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { setLocale } from '@si/core';
import type { BillReading, PortalContext } from '@si/contract';
import '../../payable-portal/payable-portal.ts';
import { fakeApi, type FakeApi } from '../../../test-support/fake-api.ts';
import { cleanup, expectAccessible, until } from '../../../test-support/dom.ts';
import { fileOf, pickFiles, portalContext } from '../../../test-support/fixtures.ts';
import { today } from '../../../portal-kit/itemLabels.ts';
import { dateOrderOf } from './billReadingCall.ts';

const TOKEN = 'vendor-tok';
const DONE: BillReading = {
  id: 5,
  state: 'done',
  progress: 100,
  result: {
    method: 'text',
    pages: 2,
    suggestions: {
      number: { value: 'FAB-5600', page: 1, text: 'Invoice No. FAB-5600', confidence: 0.9 },
      bill_date: { value: '2026-11-20', page: 1, text: 'Invoice date: 20 November 2026', confidence: 0.85 },
      due_date: { value: '2026-12-20', page: 1, text: 'Due date: 20/12/2026', confidence: 0.85 },
      currency: { value: 'EUR', page: 2, text: 'Total TTC 1 200,00 €', confidence: 0.9 },
      total: { value: '1200.00', page: 2, text: 'Total TTC 1 200,00 €', confidence: 0.85 },
      vendor_name: { value: 'Fabrikam Supplies', page: 1, text: 'Fabrikam Supplies', confidence: 0.4 },
    },
  },
};

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  setLocale('en');
  cleanup();
});

function readingApi(answers: BillReading[], started: { form?: string; url?: string } = {}) {
  let polls = 0;
  return fakeApi({
    'GET /api/filedrop': { json: portalContext([], { module: 'payable' }) as PortalContext },
    'GET /api/portal/details': { json: { customer: { first_name: 'Kenji', last_name: 'Sato' }, workspace: { account_hold: false } } },
    'GET /api/portal_comments/object_comments': { json: { comments: [] } },
    'POST /api/portal/bill_readings': (request) => {
      started.form = String(request.body);
      return { status: 201, json: { id: 5, state: 'queued', progress: 0 } };
    },
    'GET /api/portal/bill_readings/5': (request) => {
      started.url = request.url.search;
      return { json: answers[Math.min(polls++, answers.length - 1)] };
    },
  });
}

async function mountForm(): Promise<{ el: HTMLElement; form: HTMLFormElement }> {
  const holder = document.createElement('div');
  holder.innerHTML = `<si-payable-portal token="${TOKEN}"></si-payable-portal>`;
  document.body.append(holder);
  const el = holder.firstElementChild as HTMLElement;
  const form = await until(() => el.shadowRoot?.querySelector<HTMLFormElement>('[part="send-bill-form"]'), 'the form');
  return { el, form };
}
const field = (form: Element, name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const text = (node: Element | null) => ((node as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim();
function typeIn(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const button = (form: Element, label: string) => [...form.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === label)!;

describe("reading a bill's document in the portal's Send a bill", () => {
  it('choosing the file reads it: progress is announced, then each suggestion with its page and words and a button to use it', async () => {
    const started: { form?: string; url?: string } = {};
    api = readingApi([{ id: 5, state: 'reading', progress: 40 }, DONE], started);
    const { el, form } = await mountForm();
    pickFiles(field(form, 'file'), [fileOf('FAB-5600.pdf', 2048)]);
    const status = await until(() => [...form.querySelectorAll('[role="status"]')].find((s) => text(s).startsWith('Reading the document')), 'the progress');
    expect(text(status)).to.match(/^Reading the document… \d+%$/);
    await until(() => form.querySelector('.bill-suggestions'), 'the suggestions');
    expect(started.form).to.contain(`name="token"\r\n\r\n${TOKEN}\r\n`).and.contain('name="date_order"\r\n\r\nmdy\r\n').and.contain('filename="FAB-5600.pdf"');
    expect(started.url).to.equal(`?token=${TOKEN}`);
    const items = [...form.querySelectorAll('.bill-suggestions li')].map(text);
    expect(items).to.deep.equal([
      'Bill number: FAB-5600 from page 1: “Invoice No. FAB-5600” Use',
      'Bill date: 2026-11-20 from page 1: “Invoice date: 20 November 2026” Use',
      'Due date: 2026-12-20 from page 1: “Due date: 20/12/2026” Use',
      'Currency: EUR from page 2: “Total TTC 1 200,00 €” Use',
      'Total, tax included: 1200.00 from page 2: “Total TTC 1 200,00 €” Use',
    ]);
    // Nothing is filled until the person says so.
    expect(field(form, 'number').value).to.equal('');
    button(form, 'Use FAB-5600 for Bill number').click();
    await until(() => field(form, 'number').value === 'FAB-5600', 'the number used');
    expect(text(form.querySelector('[data-field="number"]'))).to.contain('In the form');
    await expectAccessible(el);
  });

  it('"Use all" fills what the person has not typed and keeps what they typed', async () => {
    api = readingApi([DONE]);
    const { form } = await mountForm();
    typeIn(field(form, 'total'), '999.00');
    pickFiles(field(form, 'file'), [fileOf('FAB-5600.pdf', 2048)]);
    await until(() => form.querySelector('.bill-suggestions'), 'the suggestions');
    expect(field(form, 'bill_date').value).to.equal(today());
    button(form, 'Use all for the fields not typed').click();
    await until(() => field(form, 'number').value === 'FAB-5600', 'filled');
    expect(field(form, 'bill_date').value, "today's date was a default, not typed").to.equal('2026-11-20');
    expect(field(form, 'due_date').value).to.equal('2026-12-20');
    expect(field(form, 'currency').value).to.equal('EUR');
    expect(field(form, 'total').value, 'what the person typed stays').to.equal('999.00');
  });

  it('a document that cannot be read says so in words, and the form still works', async () => {
    api = readingApi([{ id: 5, state: 'failed', progress: 100, error: 'No text could be read from this PDF, not even from its pages as images. Type the values from it.' }]);
    const { form } = await mountForm();
    pickFiles(field(form, 'file'), [fileOf('scan.pdf', 2048)]);
    const status = await until(() => [...form.querySelectorAll('[role="status"]')].find((s) => text(s).includes('No text')), 'the failure');
    expect(text(status)).to.equal('No text could be read from this PDF, not even from its pages as images. Type the values from it.');
    expect(form.querySelector('.bill-suggestions')).to.equal(null);
  });

  it('fits a 375 px screen with long words read, right to left too', async () => {
    const long = { ...DONE, result: { ...DONE.result!, suggestions: { ...DONE.result!.suggestions, number: { value: 'X'.repeat(60), page: 1, text: 'Invoice No. ' + 'X'.repeat(120), confidence: 0.9 } } } };
    api = readingApi([long]);
    await setViewport({ width: 375, height: 800 });
    try {
      const { el, form } = await mountForm();
      el.setAttribute('dir', 'rtl');
      pickFiles(field(form, 'file'), [fileOf('FAB-5600.pdf', 2048)]);
      const list = await until(() => form.querySelector<HTMLElement>('.bill-suggestions'), 'the suggestions');
      expect(list.scrollWidth).to.be.at.most(list.clientWidth + 1);
      expect(document.documentElement.scrollWidth).to.be.at.most(375 + 1);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});

describe('dateOrderOf', () => {
  it('month first for en-US, day first for en-GB and fr', () => {
    expect(dateOrderOf('en-US')).to.equal('mdy');
    expect(dateOrderOf('en-GB')).to.equal('dmy');
    expect(dateOrderOf('fr')).to.equal('dmy');
  });
});
