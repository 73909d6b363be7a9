import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { VendorBankDetailsListRow } from '@si/contract';
import './bank-details-verifications.ts';
import { typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';
import { freshServerPerTest, nthQuery, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';

const ME = 7; // signInAs's user
const row = (id: number, patch: Partial<VendorBankDetailsListRow>): VendorBankDetailsListRow => ({
  id, state: 'pending', holder_name: 'Brightline Office Supply GmbH', bank_name: 'ABN AMRO', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', account_number: '', routing_number: '',
  currency: 'EUR', masked: false, requested_by_contact: 'Rachel Kim', created_at: '2026-11-20T08:00:00Z', decided_at: null, reject_reason: null, account_id: 31,
  requested_by: null, decided_by: null, account: { id: 31, name: 'Brightline Office Supply' }, ...patch,
});
const FROM_VENDOR = row(2, {});
const MINE = row(5, {
  holder_name: 'Summit Cloud Hosting Inc.', bank_name: 'Chase', iban: '', bic: '', account_number: '770012345678', routing_number: '021000021', currency: 'USD',
  requested_by_contact: null, requested_by: { id: ME, name: 'Ada Lovelace' }, account_id: 33, account: { id: 33, name: 'Summit Cloud Hosting' }, created_at: '2026-11-21T08:00:00Z',
});
const ENDPOINT = '/api/vendor_bank_details';
const TAG = '<si-bank-details-verifications detail-href="/payable/accountDetails/5/{id}"></si-bank-details-verifications>';

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', ENDPOINT, { json: pageOf([FROM_VENDOR, MINE]) });
});

runListScreenSuite({
  tag: 'si-bank-details-verifications',
  html: TAG,
  server: () => server,
  endpoint: ENDPOINT,
  rows: [FROM_VENDOR, MINE],
  sort: { column: 'Vendor', ordering: 'vendor' },
  writeControls: ['Verify', 'Reject'],
  emptyText: 'No bank details wait for verification.',
});

describe('si-bank-details-verifications', () => {
  it('lists the changes waiting, oldest first, with the vendor, the details and who gave them', async () => {
    signInAs('IC');
    const el = await show(TAG, 'si-bank-details-verifications', 'tbody tr');
    expect(await nthQuery(server.requests, ENDPOINT, 1)).to.deep.equal({ page: '1', page_size: '10', ordering: 'created_at', state: 'pending' });
    const [first, second] = rowTexts(el);
    expect(first).to.contain('Brightline Office Supply').and.contain('NL91ABNA0417164300 · ABNANL2A').and.contain('Rachel Kim (vendor, in the portal)');
    expect(second).to.contain('770012345678 · 021000021').and.contain('You (another staff member must verify)');
    expect(el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="detail-link"]')!.getAttribute('href')).to.equal('/payable/accountDetails/5/31');
    // Verify is offered on the vendor's change, not on the one this user entered.
    const verifyButtons = [...el.shadowRoot!.querySelectorAll('button')].filter((b) => b.textContent === 'Verify');
    expect(verifyButtons.map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Verify the new bank details of Brightline Office Supply']);
  });

  it('verifies after the question and reloads the list', async () => {
    signInAs('OA');
    server.on('POST', '/api/vendor_bank_details/2/verify', { json: { verified: null, pending: null, history: [] } });
    const el = await show(TAG, 'si-bank-details-verifications', 'tbody tr');
    control(el, 'Verify the new bank details of Brightline Office Supply').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the question');
    expect(textOf(el, '[part="confirm"]')).to.contain('Payments to Brightline Office Supply will go to NL91ABNA0417164300 · ABNANL2A');
    server.on('GET', ENDPOINT, { json: pageOf([MINE]) });
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="confirm"] button')].find((b) => b.textContent === 'Verify')!.click();
    await until(() => textOf(el, '[part="notice"]').includes('are verified'), 'the notice');
    await until(() => rowTexts(el).length === 1, 'the list reloaded');
  });

  it('rejects with a reason from the row', async () => {
    signInAs('OA');
    server.on('POST', '/api/vendor_bank_details/2/reject', { json: { verified: null, pending: null, history: [] } });
    const again = await show(TAG, 'si-bank-details-verifications', 'tbody tr');
    control(again, 'Reject the new bank details of Brightline Office Supply').click();
    const form = await until(() => again.shadowRoot!.querySelector('[part="reject-form"]'), 'the reason form');
    const reason = form.querySelector('textarea')!;
    await typeInto(reason, 'Not confirmed by phone.');
    (form.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await until(() => server.requests.some((r) => r.method === 'POST'), 'the rejection');
    expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({ reason: 'Not confirmed by phone.' });
    await until(() => !again.shadowRoot!.querySelector('[part="reject-form"]'), 'the panel closed');
  });
});
