import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { $appearance, setAppearance, setLocale } from '@si/core';
import './portal-bar.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { cleanup, expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { BRANDING, TOKEN, control, details, show, textOf } from '../../test-support/portal-fixtures.ts';

let api: FakeApi | undefined;
const realAlert = window.alert;
let alerts: string[] = [];
beforeEach(() => {
  alerts = [];
  window.alert = (message?: unknown) => void alerts.push(String(message));
});
afterEach(() => {
  window.alert = realAlert;
  api?.restore();
  api = undefined;
  setLocale('en');
  setAppearance({ theme: 'light' });
  cleanup();
});

const greeting = (el: Element) => textOf(el, '[part="greeting"]');

describe('si-portal-bar', () => {
  it('is accessible and greets the customer by name with the module title', async () => {
    api = fakeApi({ 'GET /api/portal/details': { json: details() } });
    const el = await show(`<si-portal-bar token="${TOKEN}" module="spm"></si-portal-bar>`, 'si-portal-bar', '[part="title"]');
    await expectAccessible(el);
    await until(() => greeting(el), 'the greeting');
    expect(greeting(el)).to.equal('Welcome, Carla Customer');
    expect(textOf(el, '[part="title"]')).to.equal('Sales CRM Pipeline');
    expect(api.requests[0].url.searchParams.get('token')).to.equal(TOKEN);
    expect(api.requests[0].headers.get('authorization')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="hold"]')).to.equal(null);
  });

  it("titles the payable portal 'Account Payable' and shows the on-hold banner", async () => {
    api = fakeApi({ 'GET /api/portal/details': { json: details(true) } });
    const el = await show(`<si-portal-bar token="${TOKEN}" module="payable"></si-portal-bar>`, 'si-portal-bar', '[part="hold"]');
    expect(textOf(el, '[part="title"]')).to.equal('Account Payable');
    expect(textOf(el, '[part="hold"]')).to.equal('Your account is on hold !');
    expect(el.shadowRoot!.querySelector('[part="hold"]')!.getAttribute('role')).to.equal('alert');
  });

  it('titles the other portals with their module names, as the app switcher names them', async () => {
    api = fakeApi({ 'GET /api/portal/details': { json: details() } });
    const titles: string[] = [];
    for (const module of ['secureinvoice', 'filestride', 'bank']) {
      const el = await show(`<si-portal-bar token="${TOKEN}" module="${module}"></si-portal-bar>`, 'si-portal-bar', '[part="title"]');
      titles.push(textOf(el, '[part="title"]'));
      cleanup();
    }
    expect(titles).to.deep.equal(['Secure Invoice', 'Document Collection', 'Lender']);
  });

  it("shows the server's hold message and the organization in the contract-lifecycle portal", async () => {
    api = fakeApi({
      'GET /api/clm/portal_data': { json: { first_name: 'Dan', last_name: 'Doe', accountHold: true, accountHoldMessage: 'Contracts are frozen <b>pending review</b>.', organization: BRANDING } },
    });
    const el = await show(`<si-portal-bar token="${TOKEN}" module="clm"></si-portal-bar>`, 'si-portal-bar', '[part="hold"]');
    expect(textOf(el, '[part="hold"]')).to.equal('Contracts are frozen <b>pending review</b>.');
    expect(greeting(el)).to.equal('Welcome, Dan Doe');
    expect(textOf(el, '[part="organization"]')).to.equal(BRANDING.name);
    expect(api.to('GET', '/api/portal/details')).to.have.length(0);
  });

  it('alerts the status text when the details call answers other than 200, and emits si-error', async () => {
    api = fakeApi({ 'GET /api/portal/details': { status: 404, json: { detail: 'Not found.' } } });
    const failed = nextEvent<{ status: number; message: string }>('si-error');
    const el = await show(`<si-portal-bar token="bad" module="filestride"></si-portal-bar>`, 'si-portal-bar', '[part="bar"]');
    const event = await failed;
    expect(alerts).to.deep.equal(['Not Found']);
    expect(event.detail).to.deep.equal({ status: 404, message: 'Not Found' });
    expect(greeting(el)).to.equal('');
  });

  it("toggles dark mode: the page's appearance, or the element's own theme attribute", async () => {
    api = fakeApi({ 'GET /api/portal/details': { json: details() } });
    const el = await show(`<si-portal-bar token="${TOKEN}" module="bank"></si-portal-bar>`, 'si-portal-bar', '[part="theme-toggle"]');
    const toggle = control(el, 'Dark mode');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await until(() => $appearance.get().theme === 'dark', 'the dark appearance');
    await until(() => el.shadowRoot!.querySelector('.sl-theme-dark'), 'the dark theme');
    expect(control(el, 'Dark mode').getAttribute('aria-pressed')).to.equal('true');
    const own = await show(`<si-portal-bar token="${TOKEN}" theme="light"></si-portal-bar>`, 'si-portal-bar', '[part="theme-toggle"]');
    control(own, 'Dark mode').click();
    await until(() => own.getAttribute('theme') === 'dark', 'the attribute flipped');
    expect($appearance.get().theme).to.equal('dark');
  });

  it('speaks Arabic right-to-left', async () => {
    api = fakeApi({ 'GET /api/portal/details': { json: details(true) } });
    const el = await show(`<si-portal-bar locale="ar" token="${TOKEN}" module="spm"></si-portal-bar>`, 'si-portal-bar', '[part="hold"]');
    expect(el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('dir')).to.equal('rtl');
    await until(() => textOf(el, '[part="greeting"]'), 'the greeting');
    expect(textOf(el, '[part="title"]')).to.equal('مسار المبيعات في إدارة علاقات العملاء');
    expect(textOf(el, '[part="greeting"]')).to.equal('مرحبًا، Carla Customer');
    expect(textOf(el, '[part="hold"]')).to.not.equal('Your account is on hold !');
  });

  it('calls nothing until connected: a fresh element React fills in and then discards stays silent', async () => {
    api = fakeApi({ 'GET /api/portal/details': { status: 404, json: { detail: 'Not found.' } } });
    const discarded = document.createElement('si-portal-bar');
    discarded.token = 'discarded-token';
    discarded.module = 'spm';
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.requests, 'no call from an element never inserted').to.have.length(0);
    expect(alerts).to.deep.equal([]);

    const holder = document.createElement('div');
    holder.className = 'test-holder';
    holder.append(discarded);
    document.body.append(holder);
    await until(() => alerts.length > 0, 'the alert once connected');
    expect(alerts).to.deep.equal(['Not Found']);
    expect(api.to('GET', '/api/portal/details')).to.have.length(1);
  });
});
