import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout, setLocale } from '@si/core';
import './pay-instructions-admin.ts';
import type { BankAccount } from '@si/core/admin';
import { cleanup, expectAccessible, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { pageOf, params, signInAs } from '../../test-support/table-test-kit.ts';

const TAG = '<si-pay-instructions-admin></si-pay-instructions-admin>';
const CONFIG = '/api/organizations/config_property';
const bank = (id: number, patch: Partial<BankAccount> = {}): BankAccount => ({
  id, account_id: null, bank_name: `Bank ${id}`, account_name: 'Demo Org Ltd', account_number: '', routing_number: '', iban: 'GB82WEST12345698765432', swift: 'WESTGB22', reference: 'Invoice number', notes: '', ...patch,
});
const LIST = [bank(1), bank(2, { account_id: 11, bank_name: 'First National', account_number: '12345678', routing_number: '021000021', iban: '', swift: '' })];
const ACME = { id: 11, name: 'Acme Ltd', account_hold: false, module_kind: 4 };

let server: FakeServer;
let stored: BankAccount[];
beforeEach(() => {
  server = fakeServer();
  stored = [...LIST];
});
afterEach(() => {
  server.restore();
  logout();
  setLocale('en');
  cleanup();
});

function serve() {
  server.on('GET', CONFIG, (req) => {
    expect(params(req.search)).to.deep.equal({ config_property_name: 'bank_account_details' });
    return { json: { config_property_value: JSON.stringify(stored) } };
  });
  server.on('GET', '/api/accounts/11', { json: ACME });
  server.on('GET', '/api/accounts', { json: pageOf([ACME]) });
}
const open = () => show(TAG, 'si-pay-instructions-admin', '[part~="table"]');
const rows = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part~="table"] tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent!.trim()).join(' | '));
const posts = () => server.requests.filter((r) => r.method === 'POST' && r.path === CONFIG);

function field(el: Element, label: string): HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement {
  const found = [...el.shadowRoot!.querySelectorAll('label')].find((l) => l.textContent!.trim() === label || l.querySelector(':scope > span')?.textContent === label);
  const target = found?.htmlFor ? el.shadowRoot!.getElementById(found.htmlFor) : found?.querySelector('input, select, textarea');
  if (!target) throw new Error(`No field "${label}"`);
  return target as HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;
}
function setValue(target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')!.set!.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
  target.dispatchEvent(new Event('change', { bubbles: true }));
}
const errors = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part~="form"] [part="field-error"], [part~="form"] .field-error')].map((e) => e.textContent);

describe('si-pay-instructions-admin', () => {
  it('is accessible: the bank accounts with where each shows (every account, or one by name)', async () => {
    signInAs('OA');
    serve();
    const el = await open();
    await until(() => rows(el)[1]?.includes('Acme Ltd'), 'the account name');
    expect(rows(el)).to.deep.equal([
      'Bank 1 | Demo Org Ltd | GB82WEST12345698765432 | WESTGB22 | Every customer account | EditDelete',
      'First National | Demo Org Ltd | 12345678 | — | Acme Ltd | EditDelete',
    ]);
    await expectAccessible(el);
  });

  it("in accounts payable (purpose paying) says they are the accounts payment runs pay vendors from", async () => {
    signInAs('OA');
    serve();
    const el = await show('<si-pay-instructions-admin purpose="paying"></si-pay-instructions-admin>', 'si-pay-instructions-admin', '[part~="table"]');
    expect(el.shadowRoot!.querySelector('.muted')!.textContent).to.equal(
      "The organization's bank accounts: each payment run pays vendors from one of them. Customers are told to pay into the same accounts on the invoice portal and the invoices.",
    );
    const plain = await open();
    expect(plain.shadowRoot!.querySelector('.muted')!.textContent).to.equal('The bank accounts customers are told to pay into, on the invoice portal and the invoices.');
  });

  it('adds a bank account for one customer account, checking the IBAN first', async () => {
    signInAs('OA');
    serve();
    server.on('POST', CONFIG, (req) => {
      const entry = JSON.parse((req.body as { config_property_value: string }).config_property_value) as BankAccount;
      stored = [...stored, { ...entry, id: 3 }];
      return { json: { config_property_name: 'bank_account_details', config_property_value: JSON.stringify(stored) } };
    });
    const el = await open();
    control(el, 'Add a bank account').click();
    await until(() => el.shadowRoot!.querySelector('[part~="editor"]'), 'the form');
    await until(() => el.shadowRoot!.activeElement?.textContent === 'Add a bank account', 'the focus on Add a bank account');
    setValue(field(el, 'Bank name'), 'Euro Bank');
    setValue(field(el, 'Account holder'), 'Demo Org SAS');
    setValue(field(el, 'IBAN'), 'DE89 3704 0044 0532 0130 01');
    setValue(field(el, 'SWIFT/BIC'), 'cobadeff');
    field(el, 'One customer account only').click();
    control(el, 'Save bank account').click();
    await until(() => errors(el).length === 2, 'two messages');
    expect(errors(el)).to.deep.equal(['Enter a valid IBAN.', 'Choose the account, or show it on every account.']);
    expect(posts()).to.have.length(0);
    await expectAccessible(el);

    setValue(field(el, 'IBAN'), 'DE89 3704 0044 0532 0130 00');
    await until(() => [...field(el, 'Customer account').options].some((o) => o.value === '11'), 'the accounts to pick');
    setValue(field(el, 'Customer account'), '11');
    control(el, 'Save bank account').click();
    await until(() => posts().length === 1, 'the save');
    expect(JSON.parse((posts()[0]!.body as { config_property_value: string }).config_property_value)).to.deep.equal({
      account_id: 11, bank_name: 'Euro Bank', account_name: 'Demo Org SAS', account_number: '', routing_number: '', iban: 'DE89370400440532013000', swift: 'COBADEFF', reference: '', notes: '',
    });
    await until(() => textOf(el, '[part="notice"]') === 'Bank account Euro Bank added.', 'the confirmation');
    expect(rows(el)[2]).to.equal('Euro Bank | Demo Org SAS | DE89370400440532013000 | COBADEFF | Acme Ltd | EditDelete');
    expect(el.shadowRoot!.querySelector('[part~="editor"]')).to.equal(null);
  });

  it('edits one, showing the server\'s message at its field, and keeps its id', async () => {
    signInAs('OA');
    serve();
    server.on('POST', CONFIG, (req, index) => {
      if (index === 0) return { status: 400, json: { 'config_property_value.reference': ['Ensure this field has no more than 200 characters.'] } };
      const entry = JSON.parse((req.body as { config_property_value: string }).config_property_value) as BankAccount;
      stored = stored.map((b) => (b.id === entry.id ? entry : b));
      return { json: { config_property_name: 'bank_account_details', config_property_value: JSON.stringify(stored) } };
    });
    const el = await open();
    control(el, 'Edit Bank 1').click();
    await until(() => el.shadowRoot!.querySelector('[part~="editor"]'), 'the form');
    expect(field(el, 'Bank name').value).to.equal('Bank 1');
    expect(field(el, 'Every customer account').checked).to.equal(true);
    setValue(field(el, 'Payment reference'), 'Your customer number');
    control(el, 'Save bank account').click();
    await until(() => errors(el).length === 1, 'the server message');
    expect(errors(el)).to.deep.equal(['Ensure this field has no more than 200 characters.']);
    expect(field(el, 'Payment reference').getAttribute('aria-invalid')).to.equal('true');
    control(el, 'Save bank account').click();
    await until(() => textOf(el, '[part="notice"]') === 'Bank account Bank 1 saved.', 'the confirmation');
    const sent = JSON.parse((posts()[1]!.body as { config_property_value: string }).config_property_value) as BankAccount;
    expect(sent.id).to.equal(1);
    expect(sent.account_id).to.equal(null);
    expect(sent.reference).to.equal('Your customer number');
  });

  it('deletes one after confirming', async () => {
    signInAs('OA');
    serve();
    server.on('DELETE', '/api/bank_account_details/2', { status: 204 });
    const el = await open();
    control(el, 'Delete First National').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the confirmation bar');
    expect(textOf(el, '[part="confirm"]')).to.contain('Delete the bank account First National (12345678)? Customers will no longer see it.');
    const bar = el.shadowRoot!.querySelector<HTMLElement>('[part="confirm"]')!;
    [...bar.querySelectorAll('button')].find((b) => b.textContent === 'Delete')!.click();
    await until(() => textOf(el, '[part="notice"]') === 'Bank account First National deleted.', 'the confirmation');
    expect(rows(el)).to.have.length(1);
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path === '/api/bank_account_details/2')).to.equal(true);
  });

  it('is read-only for other roles; an empty list says customers see no pay instructions', async () => {
    signInAs('VO');
    stored = [];
    serve();
    const el = await show(TAG, 'si-pay-instructions-admin', '[part="empty"]');
    expect(textOf(el, '[part="read-only"]')).to.equal('Only an Office Administrator can change the pay instructions; you see them read-only.');
    expect(el.shadowRoot!.querySelector('[part="add"]')).to.equal(null);
    await expectAccessible(el);
  });
});
