import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { StaffBankDetailsRow, VendorBankDetails } from '@si/contract';
import './vendor-bank-details.ts';
import { $, clearField, expectAccessible, field, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';

const ME = 7; // signInAs's user
const staffRow = (id: number, patch: Partial<StaffBankDetailsRow>): StaffBankDetailsRow => ({
  id, state: 'verified', holder_name: 'Brightline Office Supply GmbH', bank_name: 'Commerzbank', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX',
  account_number: '', routing_number: '', currency: 'EUR', masked: false, requested_by_contact: 'Rachel Kim', created_at: '2026-10-01T10:00:00Z',
  decided_at: '2026-10-02T09:00:00Z', reject_reason: null, account_id: 31, requested_by: null, decided_by: { id: 3, name: 'Olivia Admin' }, ...patch,
});
const VERIFIED = staffRow(1, {});
const PENDING = staffRow(2, { state: 'pending', bank_name: 'ABN AMRO', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', decided_at: null, decided_by: null, created_at: '2026-11-20T08:00:00Z' });
const REJECTED = staffRow(3, { state: 'rejected', bank_name: 'Unknown Bank', iban: '', bic: '', account_number: '4410098812', routing_number: '011000015', reject_reason: 'Could not confirm by phone.', created_at: '2026-09-01T10:00:00Z' });
const ANSWER: VendorBankDetails = { verified: VERIFIED, pending: PENDING, history: [REJECTED] };

const TAG = '<si-vendor-bank-details account-id="31" vendor-name="Brightline Office Supply"></si-vendor-bank-details>';
const shown = () => show(TAG, 'si-vendor-bank-details', '[part="verified"]');
const PATH = '/api/accounts/31/bank_details';

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', PATH, { json: ANSWER });
});

describe('si-vendor-bank-details', () => {
  it('is accessible, shows the verified details, the change waiting and the history, also in Arabic and at 375 px', async () => {
    signInAs('OA');
    const el = await shown();
    await expectAccessible(el);
    expect(textOf(el, '[part="verified-details"]')).to.contain('DE89370400440532013000').and.contain('COBADEFFXXX');
    expect(textOf(el, '[part="pending"]')).to.contain('Waiting for verification').and.contain('Given by Rachel Kim (vendor, in the portal)').and.contain('NL91ABNA0417164300');
    expect(textOf(el, '[part="history-row"]')).to.contain('Rejected').and.contain('Could not confirm by phone.').and.contain('Olivia Admin');
    el.parentElement!.remove();

    setLocale('ar');
    const arabic = await shown();
    await until(() => getComputedStyle($(arabic, '[part="base"]')).direction === 'rtl', 'right to left');
    await expectAccessible(arabic);
    arabic.style.display = 'block';
    arabic.style.width = '375px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(arabic.scrollWidth, 'no sideways scroll at 375 px').to.be.at.most(375);
  });

  it('verifies a change after the question, and shows the answer', async () => {
    signInAs('IC');
    let verified = false;
    server.on('POST', '/api/vendor_bank_details/2/verify', () => {
      verified = true;
      return { json: { verified: { ...PENDING, state: 'verified', decided_by: { id: ME, name: 'Ada Lovelace' }, decided_at: '2026-11-21T08:00:00Z' }, pending: null, history: [{ ...VERIFIED, state: 'superseded' }, REJECTED] } };
    });
    const el = await shown();
    control(el, 'Verify').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the question');
    expect(textOf(el, '[part="confirm"]')).to.contain('Payments to Brightline Office Supply will go to these details');
    expect(verified, 'nothing before the answer').to.equal(false);
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="confirm"] button')].find((b) => b.textContent === 'Verify')!.click();
    await until(() => textOf(el, '[part="notice"]').includes('are verified'), 'the notice');
    expect(el.shadowRoot!.querySelector('[part="pending"]')).to.equal(null);
    expect(textOf(el, '[part="verified-details"]')).to.contain('NL91ABNA0417164300');
    expect(textOf(el, '[part="history"]')).to.contain('Replaced by newer details');
  });

  it('does not let the staff member who entered a change verify it, and says why', async () => {
    signInAs('OA');
    server.on('GET', PATH, { json: { ...ANSWER, pending: { ...PENDING, requested_by: { id: ME, name: 'Ada Lovelace' }, requested_by_contact: null } } });
    const el = await shown();
    const verify = $(el, '[part="verify"]') as HTMLButtonElement;
    expect(verify.disabled).to.equal(true);
    expect(verify.getAttribute('aria-describedby')).to.equal($(el, '[part="own-change"]').id);
    expect(textOf(el, '[part="own-change"]')).to.equal('You entered this change: another staff member must verify it.');
    expect(textOf(el, '[part="pending"]')).to.contain('Given by Ada Lovelace');
  });

  it('rejects a change with a reason the vendor reads, which is required', async () => {
    signInAs('OA');
    server.on('POST', '/api/vendor_bank_details/2/reject', { json: { verified: VERIFIED, pending: null, history: [{ ...PENDING, state: 'rejected', reject_reason: 'Not confirmed.' }, REJECTED] } });
    const el = await shown();
    control(el, 'Reject').click();
    const form = await until(() => el.shadowRoot!.querySelector('[part="reject-form"]'), 'the reason form');
    (form.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await until(() => textOf(el, '[part="reject"]').includes('Say why, for the vendor'), 'the reason is required');
    expect(server.requests.filter((r) => r.method === 'POST')).to.have.length(0);
    const reason = form.querySelector('textarea')!;
    reason.focus();
    await typeInto(reason, 'Not confirmed.');
    (form.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await until(() => textOf(el, '[part="notice"]').includes('rejected'), 'the notice');
    expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({ reason: 'Not confirmed.' });
    expect(textOf(el, '[part="history"]')).to.contain('Not confirmed.');
  });

  it('enters new details for the vendor: a wrong IBAN is caught as typed, the server gets them compacted', async () => {
    signInAs('IC');
    server.on('PUT', PATH, ({ body }) => ({ json: { ...ANSWER, pending: { ...PENDING, iban: (body as { iban: string }).iban, requested_by: { id: ME, name: 'Ada Lovelace' } } } }));
    const el = await shown();
    control(el, 'Enter new bank details').click();
    await until(() => el.shadowRoot!.querySelector('[part="bank-details-form"]'), 'the form');
    await typeInto(field(el, 'Account holder'), 'Brightline Office Supply GmbH');
    await typeInto(field(el, 'IBAN'), 'DE88 3704 0044 0532 0130 00');
    await typeInto(field(el, 'BIC (SWIFT)'), 'cobadeffxxx');
    control(el, 'Send for verification').click();
    await until(() => field(el, 'IBAN').getAttribute('help-text')?.includes('check digits are wrong'), 'the IBAN message');
    expect(server.requests.filter((r) => r.method === 'PUT')).to.have.length(0);
    const iban = field(el, 'IBAN');
    await clearField(iban);
    await typeInto(iban, 'DE89 3704 0044 0532 0130 00');
    control(el, 'Send for verification').click();
    await until(() => server.requests.some((r) => r.method === 'PUT'), 'the request');
    expect(server.requests.find((r) => r.method === 'PUT')!.body).to.deep.equal({
      holder_name: 'Brightline Office Supply GmbH', bank_name: '', currency: null, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', account_number: '', routing_number: '',
    });
    await until(() => textOf(el, '[part="notice"]').includes("wait for another staff member's verification"), 'the notice');
    expect(($(el, '[part="verify"]') as HTMLButtonElement).disabled).to.equal(true);
  });

  it('shows a field message the server answers at its field', async () => {
    signInAs('OA');
    server.on('PUT', PATH, { status: 400, json: { routing_number: ['Enter the 9-digit routing number (ABA); its last digit checks the others.'] } });
    const el = await shown();
    control(el, 'Enter new bank details').click();
    await until(() => el.shadowRoot!.querySelector('[part="bank-details-form"]'), 'the form');
    [...el.shadowRoot!.querySelectorAll('label')].find((l) => l.textContent === 'Account number and routing number')!.querySelector('input')!.click();
    await until(() => [...el.shadowRoot!.querySelectorAll<HTMLElement & { label: string }>('sl-input')].some((i) => i.label === 'Routing number'), 'the account fields');
    await typeInto(field(el, 'Account holder'), 'Brightline Inc.');
    await typeInto(field(el, 'Account number'), '770012345678');
    await typeInto(field(el, 'Routing number'), '021000021');
    control(el, 'Send for verification').click();
    await until(() => field(el, 'Routing number').getAttribute('help-text')?.startsWith('Enter the 9-digit'), 'the server message at its field');
  });

  it('shows a viewer the details without any write control', async () => {
    signInAs('VO');
    const el = await shown();
    expect(el.shadowRoot!.querySelector('[part="verify"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="request"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="reject-button"]')).to.equal(null);
    expect(textOf(el, '[part="read-only"]')).to.contain('You can read the bank details');
  });
});
