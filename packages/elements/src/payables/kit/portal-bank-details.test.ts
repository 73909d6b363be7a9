import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { BankDetailsRow, PortalBankDetails, PortalContext } from '@si/contract';
import '../payable-portal/payable-portal.ts';
import { fakeApi, type FakeApi, type FakeHandler } from '../../test-support/fake-api.ts';
import { $, cleanup, clearField, expectAccessible, field, typeInto, until } from '../../test-support/dom.ts';
import { portalContext } from '../../test-support/fixtures.ts';
import { control, textOf } from '../../test-support/portal-fixtures.ts';

const TOKEN = 'vendor-tok';
const row = (id: number, patch: Partial<BankDetailsRow>): BankDetailsRow => ({
  id, state: 'verified', holder_name: 'Fabrikam Supplies Inc.', bank_name: 'Chase', iban: '', bic: '', account_number: '•••• 5678', routing_number: '021000021',
  currency: 'USD', masked: true, requested_by_contact: 'Kenji Sato', created_at: '2026-10-01T10:00:00Z', decided_at: '2026-10-02T10:00:00Z', reject_reason: null, ...patch,
});
const VERIFIED = row(1, {});
const PENDING = row(2, { state: 'pending', masked: false, bank_name: 'Commerzbank', account_number: '', routing_number: '', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', currency: 'EUR', decided_at: null });
const REJECTED = row(3, { state: 'rejected', account_number: '•••• 1111', reject_reason: 'We could not confirm this change by phone.' });

let api: FakeApi | undefined;

function vendorApi(answer: PortalBankDetails, extra: Record<string, FakeHandler> = {}, context: Partial<PortalContext> = {}): FakeApi {
  const ctx = portalContext([], { module: 'payable', ...context });
  return fakeApi({
    'GET /api/filedrop': { json: ctx },
    'GET /api/portal/details': { json: { customer: { first_name: 'Jane', last_name: 'Contact' }, workspace: { account_hold: ctx.workspace.account_hold } } },
    'GET /api/portal/bank_details': { json: answer },
    ...extra,
  });
}

async function mountBankDetails(): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = `<si-payable-portal token="${TOKEN}" view="pay-instructions"></si-payable-portal>`;
  document.body.append(holder);
  const el = holder.firstElementChild as HTMLElement;
  await until(() => el.shadowRoot?.querySelector('[part="verified"]'), 'the bank details');
  return el;
}

afterEach(() => {
  api?.restore();
  api = undefined;
  setLocale('en');
  cleanup();
});

describe("the payable portal's bank details", () => {
  it('shows the vendor its verified details masked, its change waiting in full and a rejection, accessibly, also in Arabic at 375 px', async () => {
    api = vendorApi({ verified: VERIFIED, pending: PENDING, rejected: null });
    const el = await mountBankDetails();
    await expectAccessible(el);
    expect(textOf(el, '[part="heading"]')).to.equal('Where we pay you');
    expect(textOf(el, '[part="verified-details"]')).to.contain('•••• 5678').and.contain('021000021');
    expect(textOf(el, '[part="pending"]')).to.contain('Waiting for verification').and.contain('Given by Kenji Sato').and.contain('DE89370400440532013000');
    expect(el.shadowRoot!.querySelector('[part="rejected"]')).to.equal(null);
    expect(api.to('GET', '/api/portal/bank_details')[0]!.url.searchParams.get('token')).to.equal(TOKEN);
    // The organization's own receiving accounts are not shown to the vendor any more.
    expect(api.to('GET', '/api/portal/pay_instructions')).to.have.length(0);
    el.parentElement!.remove();

    setLocale('ar');
    api.restore();
    api = vendorApi({ verified: VERIFIED, pending: null, rejected: REJECTED });
    const arabic = await mountBankDetails();
    await until(() => getComputedStyle($(arabic, '[part="bank-details"]')).direction === 'rtl', 'right to left');
    expect(textOf(arabic, '[part="rejected"]')).to.contain('We could not confirm this change by phone.');
    await expectAccessible(arabic);
    arabic.style.display = 'block';
    arabic.style.width = '375px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(arabic.scrollWidth, 'no sideways scroll at 375 px').to.be.at.most(375);
  });

  it('catches a wrong IBAN check digit as typed, then sends the details with the token', async () => {
    let sent: unknown;
    api = vendorApi({ verified: VERIFIED, pending: null, rejected: null }, {
      'PUT /api/portal/bank_details': ({ body }) => {
        sent = body;
        return { json: { verified: VERIFIED, pending: { ...PENDING, requested_by_contact: 'Jane Contact' }, rejected: null } };
      },
    });
    const el = await mountBankDetails();
    await typeInto(field(el, 'Account holder'), 'Fabrikam Supplies GmbH');
    await typeInto(field(el, 'IBAN'), 'DE89 3704 0044 0532 0130 01');
    await typeInto(field(el, 'BIC (SWIFT)'), 'COBADEFF');
    control(el, 'Send for verification').click();
    await until(() => field(el, 'IBAN').getAttribute('help-text') === "This IBAN's check digits are wrong: check it for a typing mistake.", 'the IBAN message');
    expect(api.to('PUT', '/api/portal/bank_details')).to.have.length(0);
    await clearField(field(el, 'IBAN'));
    await typeInto(field(el, 'IBAN'), 'de89 3704 0044 0532 0130 00');
    control(el, 'Send for verification').click();
    await until(() => sent, 'the details sent');
    expect(sent).to.deep.equal({ token: TOKEN, holder_name: 'Fabrikam Supplies GmbH', bank_name: '', currency: null, iban: 'DE89370400440532013000', bic: 'COBADEFF', account_number: '', routing_number: '' });
    await until(() => textOf(el, '[part="notice"]').includes('They will be used once we have verified them.'), 'the notice');
    expect(textOf(el, '[part="pending"]')).to.contain('Given by Jane Contact');
    expect(api.to('PUT', '/api/portal/bank_details')[0]!.headers.get('authorization'), 'no Authorization on a portal call').to.equal(null);
  });

  it("shows the server's message at its field, and no form while the account is on hold", async () => {
    api = vendorApi({ verified: null, pending: null, rejected: null }, { 'PUT /api/portal/bank_details': { status: 400, json: { bic: ['Enter a valid BIC (SWIFT code): 8 or 11 letters and digits, such as DEUTDEFF.'] } } });
    const el = await mountBankDetails();
    expect(textOf(el, '[part="empty"]')).to.equal('We have no verified bank details for you yet.');
    await typeInto(field(el, 'Account holder'), 'Fabrikam');
    await typeInto(field(el, 'IBAN'), 'NL91ABNA0417164300');
    await typeInto(field(el, 'BIC (SWIFT)'), 'ABNANL2A');
    control(el, 'Send for verification').click();
    await until(() => field(el, 'BIC (SWIFT)').getAttribute('help-text')?.startsWith('Enter a valid BIC'), 'the server message at the BIC');
    el.parentElement!.remove();

    api.restore();
    api = vendorApi({ verified: VERIFIED, pending: null, rejected: null }, {}, { workspace: { id: 3, name: 'Fabrikam', account_hold: true, account_hold_message: 'Paused while we review your account.' } });
    const held = await mountBankDetails();
    expect(textOf(held, '[part="hold-notice"]')).to.equal('Paused while we review your account.');
    expect(held.shadowRoot!.querySelector('[part="bank-details-form"]')).to.equal(null);
  });
});
