import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { BillDetail, BillRow } from '@si/contract';
import './vendor-bills.ts';
import { expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { accountRow } from '../../test-support/picker-test-kit.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';
import { choose, freshServerPerTest, nthQuery, pageOf, params, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';
import { chooseFile, fakeXhr, pdf } from '../../test-support/xhr-test-kit.ts';
import { today } from '../../portal-kit/itemLabels.ts';

const TAG = '<si-vendor-bills></si-vendor-bills>';
const ME = { id: 7, name: 'Ada Lovelace' };
const OLIVIA = { id: 8, name: 'Olivia Admin' };

const row = (fields: Partial<BillRow> & Pick<BillRow, 'id' | 'number'>): BillRow => ({
  account_id: 31,
  account_name: 'Brightline Office Supply',
  title: `Bill ${fields.number}`,
  bill_date: '2026-11-02',
  due_date: '2026-12-02',
  currency: 'EUR',
  subtotal: '552.00',
  tax: '104.88',
  total: '656.88',
  balance: '656.88',
  state: 'received',
  reject_reason: null,
  source: 'portal',
  entered_by: null,
  purchase_order: null,
  replaces_id: null,
  file: { id: 901, name: 'BOS-2026-140.pdf', content_type: 'application/pdf' },
  days_overdue: 0,
  approved_at: null,
  paid_on: null,
  payment_reference: null,
  created_at: '2026-11-03T10:00:00Z',
  ...fields,
});

const RECEIVED = row({ id: 41, number: 'BOS 2026 140' });
const PAID = row({
  id: 42, number: 'CPS-7802', account_id: 33, account_name: 'Copperleaf Print & Signs', currency: 'USD', total: '384.00', balance: '0.00',
  state: 'paid', due_date: '2026-10-01', paid_on: '2026-10-30', payment_reference: 'ACH 88120456', source: 'manual', entered_by: OLIVIA,
});
const LATE = row({ id: 43, number: 'TCC-0932', account_id: 34, account_name: 'Tidewater Courier Co.', currency: 'USD', total: '912.00', balance: '912.00', state: 'in_approval', due_date: '2026-08-01', days_overdue: 120 });

const detail = (r: BillRow, extra: Partial<BillDetail> = {}): BillDetail => ({
  ...r,
  lines: [{ description: 'Desk organiser, bamboo', quantity: '30.0000', unit_price: '18.4000', tax_rate: '19.0000', discount: '0.0000', amount: '552.00', tax: '104.88', account_code: '6110' }],
  memo: 'Resent: we did not hear back.',
  duplicates: [],
  replaced_by_id: null,
  ...extra,
});
const DUPLICATE = { id: 40, number: 'BOS-2026-140', total: '656.88', currency: 'EUR', bill_date: '2026-10-31', state: 'in_approval' as const, match: 'near' as const };

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/bills', { json: pageOf([RECEIVED, PAID, LATE]) });
  server.on('GET', '/api/bills/41', { json: detail(RECEIVED, { duplicates: [DUPLICATE] }) });
  server.on('GET', '/api/bills/40', { json: detail(row({ id: 40, number: 'BOS-2026-140', state: 'in_approval', bill_date: '2026-10-31' })) });
  server.on('GET', '/api/bills/43', { json: detail(LATE, { source: 'manual', entered_by: ME }) });
  server.on('GET', '/api/accounts', { json: pageOf([accountRow({ id: 31, name: 'Brightline Office Supply', module_kind: 5 })]) });
});

runListScreenSuite({
  tag: 'si-vendor-bills',
  html: TAG,
  server: () => server,
  endpoint: '/api/bills',
  rows: [RECEIVED, PAID, LATE],
  sort: { column: 'Total', ordering: 'total' },
  writeControls: ['New bill', 'Approve', 'Reject', 'Void'],
  emptyText: 'No bills yet.',
  signIn: (as) => signInAs(as === 'writer' ? 'IC' : 'VO'),
});

const shown = (html = TAG) => show(html, 'si-vendor-bills', 'tbody tr');
const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);
const lastList = () => params(server.requests.filter((r) => r.path === '/api/bills').at(-1)!.search);
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);

/** Types into a native input or textarea as a person does (React sees the change). */
function typeIn(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const lineInput = (el: Element, label: string) => $<HTMLInputElement>(el, `input[aria-label="${label}"]`)!;
const named = (el: Element, name: string) => $<HTMLInputElement>(el, `[part="form"] [name="${name}"]`)!;

async function openBill(el: Element, name: string) {
  control(el, name).click();
  await until(() => $(el, '[part="detail"] [part="facts"]'), 'the bill');
}

describe('si-vendor-bills', () => {
  it('lists every vendor\'s bills with their dates, amounts and state in words, filtered by state and due date on the server', async () => {
    signInAs('VO');
    const el = await shown();
    expect(await nthQuery(server.requests, '/api/bills', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: '-created_at' });
    expect(rowTexts(el)).to.deep.equal([
      'Brightline Office Supply | BOS 2026 140 | Nov 2, 2026 | Dec 2, 2026 | €656.88 | €656.88 | Received | Open bill',
      'Copperleaf Print & Signs | CPS-7802 | Nov 2, 2026 | Oct 1, 2026 | $384.00 | $0.00 | Paid | Open bill',
      'Tidewater Courier Co. | TCC-0932 | Nov 2, 2026 | Aug 1, 2026, 120 days late | $912.00 | $912.00 | In approval | Open bill',
    ]);
    choose(el, 'State', 'in_approval');
    await until(() => lastList().state === 'in_approval', 'the state filter');
    const due = [...el.shadowRoot!.querySelectorAll('label')].find((l) => l.textContent?.startsWith('Due by'))!.querySelector('input')!;
    typeIn(due, '2026-12-31');
    await until(() => lastList().due_before === '2026-12-31', 'the due filter');
    server.on('GET', '/api/bills', { json: pageOf([]) });
    choose(el, 'State', 'void');
    await until(() => textOf(el, '[part="empty"]') === 'No bill matches these filters.', 'the filtered empty text');
  });

  it("lists one vendor's bills with account-id, without the vendor column, and links each to its page", async () => {
    signInAs('IC');
    const el = await shown('<si-vendor-bills account-id="31" detail-href="/payable/bills/{id}"></si-vendor-bills>');
    expect(await nthQuery(server.requests, '/api/bills', 1)).to.include({ account_id: '31' });
    expect(rowTexts(el)[0]).to.equal('BOS 2026 140 | Nov 2, 2026 | Dec 2, 2026 | €656.88 | €656.88 | Received | Open bill');
    const link = $<HTMLAnchorElement>(el, '[part="detail-link"]')!;
    expect(link.getAttribute('href')).to.equal('/payable/bills/41');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    link.click();
    expect((await navigated).detail.href).to.equal('/payable/bills/41');
  });

  it('types a bill: a unit price with too many decimals is refused at its field, the totals follow the typing, and the bill is sent', async () => {
    signInAs('IC');
    const created = detail(row({ id: 50, number: 'INV-77', currency: 'USD', source: 'manual', entered_by: ME, total: '24.68' }));
    server.on('POST', '/api/bills', { status: 201, json: created });
    const el = await shown();
    control(el, 'New bill').click();
    await until(() => $(el, '[part="form"] option[value="31"]'), 'the vendors');
    choose(el, 'Vendor', '31');
    typeIn(named(el, 'number'), 'INV-77');
    typeIn(named(el, 'currency'), 'USD');
    typeIn(lineInput(el, 'Description, line 1'), 'Printer toner');
    typeIn(lineInput(el, 'Quantity, line 1'), '2');
    typeIn(lineInput(el, 'Unit price, line 1'), '12.345');
    typeIn(lineInput(el, 'Account code, line 1'), '6110');
    $<HTMLFormElement>(el, '[part="form"] form')!.requestSubmit();
    await until(() => lineInput(el, 'Unit price, line 1').getAttribute('aria-invalid') === 'true', 'the unit price marked');
    const message = el.shadowRoot!.getElementById(lineInput(el, 'Unit price, line 1').getAttribute('aria-describedby')!)!;
    expect(message.textContent).to.equal('Enter at most 2 decimals for USD.');
    expect(posts('/api/bills'), 'nothing sent').to.have.length(0);
    await until(() => el.shadowRoot!.activeElement === lineInput(el, 'Unit price, line 1'), 'the focus on the wrong field');

    typeIn(lineInput(el, 'Unit price, line 1'), '12.34');
    typeIn(lineInput(el, 'Tax rate %, line 1'), '10');
    await until(() => textOf(el, '[part="totals"]') === 'Subtotal $24.68 Tax $2.47 Total $27.15', 'the totals as typed');
    await expectAccessible(el);
    $<HTMLFormElement>(el, '[part="form"] form')!.requestSubmit();
    await until(() => posts('/api/bills').length === 1, 'the bill sent');
    expect(posts('/api/bills')[0]!.body).to.deep.equal({
      account_id: 31, number: 'INV-77', bill_date: today(), due_date: null, currency: 'USD', memo: '',
      lines: [{ description: 'Printer toner', quantity: '2', unit_price: '12.34', tax_rate: '10', discount: '0', account_code: '6110' }],
    });
    await until(() => textOf(el, '[part="notice"]') === 'Bill INV-77 of Brightline Office Supply saved: $24.68.', 'the notice');
  });

  it("keeps what was typed when the server refuses the bill, with its message at the field it names", async () => {
    signInAs('IC');
    server.on('POST', '/api/bills', { status: 400, json: { 'lines.0.unit_price': ['Enter at most 0 decimals for JPY.'], number: ['This field may not be blank.'] } });
    const el = await shown('<si-vendor-bills account-id="31"></si-vendor-bills>');
    control(el, 'New bill').click();
    await until(() => $(el, '[part="form"]'), 'the form');
    typeIn(named(el, 'number'), 'Q-1');
    typeIn(lineInput(el, 'Description, line 1'), 'Consulting');
    typeIn(lineInput(el, 'Unit price, line 1'), '1000');
    $<HTMLFormElement>(el, '[part="form"] form')!.requestSubmit();
    await until(() => lineInput(el, 'Unit price, line 1').getAttribute('aria-invalid') === 'true', 'the server message at the field');
    expect(textOf(el, '[part="form"]')).to.contain('Enter at most 0 decimals for JPY.').and.contain('This field may not be blank.');
    expect(posts('/api/bills')[0]!.body).to.include({ account_id: 31 });
    expect(lineInput(el, 'Description, line 1').value).to.equal('Consulting');
    expect(lineInput(el, 'Unit price, line 1').value).to.equal('1000');
    expect(named(el, 'number').value).to.equal('Q-1');
  });

  it('attaches the chosen document once the bill is saved, as multipart', async () => {
    signInAs('IC');
    const created = detail(row({ id: 51, number: 'INV-78', file: null, source: 'manual', entered_by: ME }));
    server.on('POST', '/api/bills', { status: 201, json: created });
    const xhr = fakeXhr();
    try {
      const el = await shown('<si-vendor-bills account-id="31"></si-vendor-bills>');
      control(el, 'New bill').click();
      await until(() => $(el, '[part="form"]'), 'the form');
      typeIn(named(el, 'number'), 'INV-78');
      typeIn(lineInput(el, 'Description, line 1'), 'Paper');
      typeIn(lineInput(el, 'Unit price, line 1'), '10');
      chooseFile(named(el, 'file'), pdf('INV-78.pdf'));
      $<HTMLFormElement>(el, '[part="form"] form')!.requestSubmit();
      const upload = await until(() => xhr.requests.find((r) => /\/file$/.test(r.url)), 'the upload');
      expect(upload.url).to.match(/\/api\/bills\/51\/file$/);
      expect(upload.headers.authorization).to.equal('JWT ACCESS');
      expect((upload.body.get('file') as File).name).to.equal('INV-78.pdf');
      upload.respond(201, { ...created, file: { id: 9, name: 'INV-78.pdf', content_type: 'application/pdf' }, source: 'upload' });
      await until(() => textOf(el, '[part="notice"]').startsWith('Bill INV-78 of Brightline Office Supply saved'), 'the notice');
    } finally {
      xhr.restore();
    }
  });

  it("reads the chosen document: its suggestions, with page and words, fill the fields only when asked, never over what was typed", async () => {
    signInAs('IC');
    const xhr = fakeXhr();
    try {
      const el = await shown('<si-vendor-bills account-id="31"></si-vendor-bills>');
      control(el, 'New bill').click();
      await until(() => $(el, '[part="form"]'), 'the form');
      typeIn(named(el, 'currency'), 'GBP');
      chooseFile(named(el, 'file'), pdf('INV-78.pdf'));
      const start = await until(() => xhr.requests.find((r) => /\/api\/bill_readings$/.test(r.url)), 'the reading');
      expect(start.headers.authorization).to.equal('JWT ACCESS');
      expect((start.body.get('file') as File).name).to.equal('INV-78.pdf');
      start.respond(201, { id: 5, state: 'queued', progress: 0 });
      server.on('GET', '/api/bill_readings/5', {
        json: {
          id: 5, state: 'done', progress: 100,
          result: { method: 'text', pages: 1, suggestions: {
            number: { value: 'INV-78', page: 1, text: 'Invoice # INV-78', confidence: 0.9 },
            due_date: { value: '2026-12-31', page: 1, text: 'Due date 31/12/2026', confidence: 0.85 },
            currency: { value: 'EUR', page: 1, text: 'Total 99.00 EUR', confidence: 0.9 },
          } },
        },
      });
      await until(() => $(el, '[part="form"] .bill-suggestions'), 'the suggestions');
      expect(textOf(el, '[part="form"] [data-field="number"]')).to.equal('Vendor\'s bill number: INV-78 from page 1: “Invoice # INV-78” Use');
      expect(named(el, 'number').value).to.equal('');
      [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="form"] .bill-reading button')].find((b) => b.textContent === 'Use all for the fields not typed')!.click();
      await until(() => named(el, 'number').value === 'INV-78', 'the number used');
      expect(named(el, 'due_date').value).to.equal('2026-12-31');
      expect(named(el, 'currency').value, 'what was typed stays').to.equal('GBP');
      await expectAccessible(el);
    } finally {
      xhr.restore();
    }
  });

  it('warns of possible duplicates before approval, each opening the other bill; approving then asks first', async () => {
    signInAs('IC');
    server.on('POST', '/api/bills/41/approve', { json: detail(RECEIVED, { state: 'approved', duplicates: [DUPLICATE] }) });
    const el = await shown();
    await openBill(el, 'Open bill BOS 2026 140 of Brightline Office Supply');
    const warning = $(el, '[part="duplicates"]')!;
    expect(warning.getAttribute('role')).to.equal('alert');
    expect(textOf(el, '[part="duplicates"]')).to.equal(
      'This bill may be a duplicate. Check these bills of the same vendor before approving it: Similar: Bill BOS-2026-140 of Oct 31, 2026, €656.88, In approval',
    );
    expect(textOf(el, '[part="facts"]')).to.contain('Received').and.contain('Sent by the vendor in its portal').and.contain('Open BOS-2026-140.pdf');
    expect(textOf(el, '[part="lines"]')).to.contain('Desk organiser, bamboo').and.contain('6110').and.contain('€18.40');
    await expectAccessible(el);

    control(el, 'Approve').click();
    await until(() => $(el, '[part="confirm"]'), 'the question');
    expect(textOf(el, '[part="confirm"]')).to.contain('although it may be a duplicate');
    $<HTMLButtonElement>(el, '[part="confirm"] button.danger')!.click();
    await until(() => textOf(el, '[part="state"]') === 'Approved', 'approved');
    expect(posts('/api/bills/41/approve')).to.have.length(1);
    expect($(el, '[part="duplicates"]'), 'no warning once approved').to.equal(null);

    // The other bill opens in the same panel.
    server.on('GET', '/api/bills/41', { json: detail(RECEIVED, { duplicates: [DUPLICATE] }) });
    control(el, 'Close').click();
    await until(() => !$(el, '[part="detail"]'), 'the panel closed');
    await openBill(el, 'Open bill BOS 2026 140 of Brightline Office Supply');
    $<HTMLAnchorElement>(el, '[part="duplicate-link"]')!.click();
    await until(() => textOf(el, '[part="detail-heading"]') === 'Bill BOS-2026-140 from Brightline Office Supply', 'the other bill');
  });

  it('never lets the one who entered a bill approve it, and says why', async () => {
    signInAs('IC');
    const el = await shown();
    await openBill(el, 'Open bill TCC-0932 of Tidewater Courier Co.');
    const approve = $<HTMLButtonElement>(el, '[part="approve"]')!;
    expect(approve.disabled).to.equal(true);
    const reason = el.shadowRoot!.getElementById(approve.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).to.equal('You entered this bill: another staff member must approve it.');
    expect(textOf(el, '[part="facts"]')).to.contain('Entered by Ada Lovelace').and.contain('Typed by staff');
    await expectAccessible(el);
  });

  it('shows the approval steps and offers Approve only to an approver of the current step', async () => {
    signInAs('IC');
    const GRACE = { id: 9, name: 'Grace Hopper' };
    type Step = { position: number; required: number; approvers: { id: number; name: string }[]; approved_by: { id: number; name: string; at: string }[]; completed_at: string | null; current: boolean };
    const steps = (approvers: { id: number; name: string }[]): Step[] => [
      { position: 1, required: 1, approvers: [GRACE], approved_by: [{ ...GRACE, at: '2026-11-20T10:00:00Z' }], completed_at: '2026-11-20T10:00:00Z', current: false },
      { position: 2, required: 2, approvers, approved_by: [], completed_at: null, current: true },
    ];
    server.on('GET', '/api/bills/43', { json: detail(LATE, { entered_by: OLIVIA, approval_steps: steps([GRACE, { id: 10, name: 'Linus Pauling' }]) }) });
    let el = await shown();
    await openBill(el, 'Open bill TCC-0932 of Tidewater Courier Co.');
    await until(() => !!$(el, '[part="approval-steps"]'), 'the steps');
    const text = textOf(el, '[part="approval-steps"]');
    expect(text).to.contain('Step 1 of 2').and.contain('Approved by Grace Hopper').and.contain('Step 2 of 2').and.contain('Waiting: 0 of 2 approvals').and.contain('Approvers: Grace Hopper, Linus Pauling');
    expect($(el, '[part="approve"]'), 'not an approver of step 2').to.equal(null);
    expect($(el, '[part="reject"]'), 'rejecting stays possible').to.not.equal(null);
    await expectAccessible(el);
    el.remove();
    server.on('GET', '/api/bills/43', { json: detail(LATE, { entered_by: OLIVIA, approval_steps: steps([ME, GRACE]) }) });
    el = await shown();
    await openBill(el, 'Open bill TCC-0932 of Tidewater Courier Co.');
    await until(() => !!$(el, '[part="approval-steps"]'), 'the steps');
    expect($<HTMLButtonElement>(el, '[part="approve"]')!.disabled).to.equal(false);
    // An approval the step still needs another for leaves the bill in approval: the notice does not say it is approved.
    const mine = steps([ME, GRACE]);
    mine[1] = { ...mine[1]!, approved_by: [{ ...ME, at: '2026-11-21T09:00:00Z' }] };
    server.on('POST', '/api/bills/43/approve', { json: detail(LATE, { entered_by: OLIVIA, approval_steps: mine }) });
    control(el, 'Approve').click();
    await until(() => textOf(el, '[part="outcome"]') !== '', 'the outcome');
    expect(textOf(el, '[part="outcome"]')).to.equal('Your approval of bill TCC-0932 is recorded: it waits for its other approvals.');
    expect(textOf(el, '[part="state"]')).to.equal('In approval');
  });

  it('shows the server refusing an approval, and keeps the bill as it was', async () => {
    signInAs('IC');
    server.on('POST', '/api/bills/43/approve', { status: 409, json: { detail: 'This bill is not waiting for approval: it was approved, rejected or voided meanwhile.' } });
    server.on('GET', '/api/bills/43', { json: detail(LATE, { entered_by: OLIVIA }) });
    const el = await shown();
    await openBill(el, 'Open bill TCC-0932 of Tidewater Courier Co.');
    control(el, 'Approve').click();
    await until(() => textOf(el, '[part="outcome"]').includes('not waiting for approval'), 'the refusal');
    expect(textOf(el, '[part="state"]')).to.equal('In approval');
  });

  it('rejects only with a reason, telling that the vendor sees it', async () => {
    signInAs('IC');
    server.on('POST', '/api/bills/43/reject', (request) => ({
      json: detail(LATE, { state: 'rejected', reject_reason: (request.body as { reason: string }).reason, entered_by: ME }),
    }));
    const el = await shown();
    await openBill(el, 'Open bill TCC-0932 of Tidewater Courier Co.');
    control(el, 'Reject').click();
    const form = await until(() => $<HTMLFormElement>(el, '[part="reject-form"]'), 'the reason form');
    expect(textOf(el, '[part="reject-hint"]')).to.equal('The vendor sees this reason in its portal and may send a corrected bill.');
    form.requestSubmit();
    const reason = form.querySelector('textarea')!;
    await until(() => reason.getAttribute('aria-invalid') === 'true', 'the reason required');
    expect(textOf(el, '[part="reject-form"]')).to.contain('Say why the bill is rejected: the vendor reads it.');
    expect(posts('/api/bills/43/reject')).to.have.length(0);
    typeIn(reason, 'Runs on July 14 and 15 were not ordered.');
    form.requestSubmit();
    await until(() => textOf(el, '[part="state"]') === 'Rejected', 'rejected');
    expect(posts('/api/bills/43/reject')[0]!.body).to.deep.equal({ reason: 'Runs on July 14 and 15 were not ordered.' });
    expect(textOf(el, '[part="reject-reason"]')).to.equal('Rejected: Runs on July 14 and 15 were not ordered.');
    expect(textOf(el, '[part="outcome"]')).to.equal('Bill TCC-0932 rejected. The vendor sees the reason in its portal.');
    // A rejected bill may be changed and sent for approval again; it cannot be approved straight away.
    expect(() => control(el, 'Approve')).to.throw();
    control(el, 'Edit');
    control(el, 'Submit for approval');
  });

  it('voids a bill after asking, and edits one while it is received', async () => {
    signInAs('OA');
    server.on('POST', '/api/bills/41/void', { json: detail(RECEIVED, { state: 'void' }) });
    server.on('PATCH', '/api/bills/41', (request) => ({ json: detail(RECEIVED, { number: (request.body as { number: string }).number, duplicates: [] }) }));
    const el = await shown();
    await openBill(el, 'Open bill BOS 2026 140 of Brightline Office Supply');
    control(el, 'Edit').click();
    await until(() => $(el, '[part="detail"] [part="form"]'), 'the form');
    expect(lineInput(el, 'Quantity, line 1').value).to.equal('30');
    expect(lineInput(el, 'Unit price, line 1').value).to.equal('18.4');
    typeIn(named(el, 'number'), 'BOS-2026-141');
    $<HTMLFormElement>(el, '[part="form"] form')!.requestSubmit();
    await until(() => textOf(el, '[part="outcome"]') === 'Bill BOS-2026-141 saved.', 'saved');
    const patch = server.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.body).to.deep.include({ number: 'BOS-2026-141', currency: 'EUR', due_date: '2026-12-02' });

    control(el, 'Void').click();
    await until(() => $(el, '[part="confirm"]'), 'the question');
    expect(posts('/api/bills/41/void'), 'asked first').to.have.length(0);
    $<HTMLButtonElement>(el, '[part="confirm"] button.danger')!.click();
    await until(() => textOf(el, '[part="state"]') === 'Void', 'void');
    expect($(el, '[part="actions"]')!.textContent).to.equal('');
  });

  it('fits a phone: no sideways scroll at 375 px, in Arabic, with the form open', async () => {
    signInAs('OA');
    setLocale('ar');
    const el = await shown();
    el.style.display = 'block';
    el.style.width = '375px';
    // By part, not by name: the label is in Arabic here.
    $<HTMLButtonElement>(el, '[part="create"]')!.click();
    await until(() => $(el, '[part="form"] option[value="31"]'), 'the form');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(el.scrollWidth, 'no sideways scroll at 375 px').to.be.at.most(375);
    expect($(el, '[part="base"]')!.scrollWidth).to.be.at.most(375);
    await expectAccessible(el);
  });

  it("fits a phone with a bill's page open: its duplicates, facts, lines and actions, in Arabic", async () => {
    signInAs('OA');
    setLocale('ar');
    const el = await show('<si-vendor-bills bill-id="41"></si-vendor-bills>', 'si-vendor-bills', '[part="duplicates"]');
    el.style.display = 'block';
    el.style.width = '375px';
    $<HTMLButtonElement>(el, '[part="reject"]')!.click();
    await until(() => $(el, '[part="reject-form"]'), 'the reason form');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(el.scrollWidth, 'no sideways scroll at 375 px').to.be.at.most(375);
    expect($(el, '[part="base"]')!.scrollWidth).to.be.at.most(375);
  });

  it("is one bill's page with bill-id: its duplicates link to their pages, and it is accessible in light, dark and Arabic", async () => {
    signInAs('OA');
    const page = detail(row({ id: 61, number: 'WIT-1204-R', account_name: 'Westbrook IT Services', currency: 'USD', due_date: null, state: 'in_approval', file: null, replaces_id: 60, purchase_order: { id: 70, number: 'PO-2001' } }), {
      lines: [{ description: 'Laptop imaging and setup', quantity: '6.0000', unit_price: '95.0000', tax_rate: '0.0000', discount: '0.0000', amount: '570.00', tax: '0.00', account_code: '' }],
      duplicates: [{ id: 60, number: 'WIT-1204', total: '760.00', currency: 'USD', bill_date: '2026-10-15', state: 'rejected', match: 'exact' }],
    });
    server.on('GET', '/api/bills/61', { json: page });
    const html = '<si-vendor-bills bill-id="61" detail-href="/payable/bills/{id}"></si-vendor-bills>';
    const el = await show(html, 'si-vendor-bills', '[part="facts"]');
    expect(server.requests.some((r) => r.path === '/api/bills'), 'no list').to.equal(false);
    expect(textOf(el, '[part="detail-heading"]')).to.equal('Bill WIT-1204-R from Westbrook IT Services');
    expect(textOf(el, '[part="facts"]')).to.contain('In approval').and.contain('On receipt').and.contain('PO-2001').and.contain('None received');
    expect(textOf(el, '[part="lines"]')).to.contain('Not coded');
    expect(textOf(el, '[part="duplicates"]')).to.contain('Same number: Bill WIT-1204 of Oct 15, 2026, $760.00, Rejected');
    const link = $<HTMLAnchorElement>(el, '[part="duplicate-link"]')!;
    expect(link.getAttribute('href')).to.equal('/payable/bills/60');
    expect($(el, '[part="close"]'), 'no Close on a page').to.equal(null);
    expect($(el, '[part="attach"]'), 'a bill in approval takes no new document').to.equal(null);
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    link.click();
    expect((await navigated).detail.href).to.equal('/payable/bills/60');
    await expectAccessible(el);
    el.parentElement!.remove();
    setLocale('ar');
    await expectAccessible(await show(html, 'si-vendor-bills', '[part="facts"]'));
  });

  it('lists the vendor credits applied to a bill on its page, and the credit that paid it off', async () => {
    signInAs('VO');
    const credited = detail(
      row({ id: 62, number: 'CPS-7781', account_name: 'Copperleaf Print & Signs', currency: 'USD', total: '835.00', balance: '0.00', state: 'paid', paid_on: '2026-10-30', payment_reference: 'Credit CPS-CN-0042' }),
      { credits: [{ id: 5, credit: { id: 9, number: 'CPS-CN-0042' }, amount: '835.00', applied_by: OLIVIA, applied_at: '2026-10-30T14:00:00Z' }] },
    );
    server.on('GET', '/api/bills/62', { json: credited });
    const el = await show('<si-vendor-bills bill-id="62"></si-vendor-bills>', 'si-vendor-bills', '[part="credits"]');
    expect(textOf(el, '[part="facts"]')).to.contain('reference Credit CPS-CN-0042');
    const table = el.shadowRoot!.querySelector('[part="credits"] table')!;
    expect(table.getAttribute('aria-label')).to.equal('Credits applied to bill CPS-7781');
    expect([...table.querySelectorAll('tbody td')].map((td) => td.textContent)).to.deep.equal(['CPS-CN-0042', '$835.00', 'Olivia Admin', 'Oct 30, 2026']);
    await expectAccessible(el);
    // A bill no credit was applied to has no such section.
    const plain = await show('<si-vendor-bills bill-id="41"></si-vendor-bills>', 'si-vendor-bills', '[part="facts"]');
    expect(plain.shadowRoot!.querySelector('[part="credits"]')).to.equal(null);
  });

  it('offers no Reject or Void on an approved bill a credit was applied to', async () => {
    signInAs('IC');
    const approved = row({ id: 63, number: 'SCH-INV-2264', currency: 'USD', total: '1442.00', balance: '1322.00', state: 'approved' });
    server.on('GET', '/api/bills/63', { json: detail(approved, { credits: [{ id: 6, credit: { id: 10, number: 'SCH-CR-118' }, amount: '120.00', applied_by: OLIVIA, applied_at: '2026-11-10T14:00:00Z' }] }) });
    server.on('GET', '/api/bills/64', { json: detail(row({ id: 64, number: 'SCH-INV-2265', state: 'approved' })) });
    const credited = await show('<si-vendor-bills bill-id="63"></si-vendor-bills>', 'si-vendor-bills', '[part="credits"]');
    expect(credited.shadowRoot!.querySelector('[part="reject"]')).to.equal(null);
    expect(credited.shadowRoot!.querySelector('[part="void"]')).to.equal(null);
    const plain = await show('<si-vendor-bills bill-id="64"></si-vendor-bills>', 'si-vendor-bills', '[part="actions"]');
    expect(plain.shadowRoot!.querySelector('[part="reject"]')).not.to.equal(null);
    expect(plain.shadowRoot!.querySelector('[part="void"]')).not.to.equal(null);
  });

  it("shows a viewer one bill without any action, and says when a bill is not found", async () => {
    signInAs('VO');
    const el = await show('<si-vendor-bills bill-id="41"></si-vendor-bills>', 'si-vendor-bills', '[part="facts"]');
    expect($(el, '[part="actions"]')).to.equal(null);
    expect(() => control(el, 'Approve')).to.throw();
    server.on('GET', '/api/bills/99', { status: 404, json: { detail: 'Not found.' } });
    const missing = await show('<si-vendor-bills bill-id="99"></si-vendor-bills>', 'si-vendor-bills', '[part="error"]');
    expect(textOf(missing, '[part="error"]')).to.contain('Not found.');
  });
});
