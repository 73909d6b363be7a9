import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { setAppearance, setLocale } from '@si/core';
import './app-switcher.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { cleanup, expectAccessible, nextEvent, press, until } from '../../test-support/dom.ts';

let api: FakeApi | undefined;

// Without the slide-in transition a panel is in place at once, even on a test page in a
// background tab, where transitions do not advance.
before(() => emulateMedia({ reducedMotion: 'reduce' }));
// The runner reuses its page for the next file: leave the media features as found.
after(() => emulateMedia({ reducedMotion: 'no-preference' }));

afterEach(() => {
  api?.restore();
  api = undefined;
  setLocale('en');
  setAppearance({ isRtl: false });
  cleanup();
});

const allowing = (modules: unknown) => ({
  'GET /api/organizations/modules_allowed': { json: { modules } },
});

/** Puts a switcher (and a button that opens it) on the page and waits for its cards. */
async function openSwitcher(attributes = '') {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = `<button id="opener">Apps</button><si-app-switcher ${attributes}></si-app-switcher>`;
  document.body.append(holder);
  const el = holder.querySelector('si-app-switcher')!;
  const opener = holder.querySelector<HTMLButtonElement>('#opener')!;
  opener.addEventListener('click', () => el.show());
  opener.focus();
  opener.click();
  await until(() => el.shadowRoot!.querySelectorAll('.card').length === 9, 'the cards');
  return { el, opener };
}

/** Every card, links and the cards of applications still to come. */
const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.card')];
/** The cards that open an application (or the not-allowed page). */
const links = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a.card')];
const card = (el: Element, name: string) => {
  const found = links(el).find((a) => a.querySelector('.card__name')!.textContent === name);
  if (!found) throw new Error(`No card "${name}"`);
  return found;
};

describe('si-app-switcher', () => {
  it('is accessible: a modal dialog titled Applications with named links', async () => {
    api = fakeApi(allowing(['lender']));
    const { el } = await openSwitcher();
    await expectAccessible(el);
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    const title = el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).to.equal('Applications');
    expect(el.shadowRoot!.querySelector('[part="close"]')!.textContent).to.equal('Close');
  });

  it('links allowed modules to their dashboards and greys the others towards /not-allowed', async () => {
    api = fakeApi(allowing(['lender', 'secure_invoice_sales', 'contract_lifecycle']));
    const { el } = await openSwitcher();
    expect(api.to('GET', '/api/organizations/modules_allowed')).to.have.length(1);
    expect(cards(el).map((a) => a.querySelector('.card__name')!.textContent)).to.deep.equal([
      'Document Collection',
      'Lender',
      'Sales Pipeline',
      'Contract Lifecycle',
      'Accounts Payable',
      'Secure Invoice',
      'Expense Management',
      'Vendor and Supplier Management',
      'Project and Task Management',
    ]);
    expect(card(el, 'Lender').getAttribute('href')).to.equal('/apps/bank');
    expect(card(el, 'Lender').hasAttribute('aria-disabled')).to.equal(false);
    expect(card(el, 'Secure Invoice').getAttribute('href')).to.equal('/apps/secureinvoice');
    expect(card(el, 'Contract Lifecycle').getAttribute('href')).to.equal('/apps/clm');
    for (const name of ['Document Collection', 'Sales Pipeline', 'Accounts Payable', 'Expense Management']) {
      expect(card(el, name).getAttribute('href'), name).to.equal('/not-allowed');
      expect(card(el, name).getAttribute('aria-disabled'), name).to.equal('true');
      expect(getComputedStyle(card(el, name)).opacity, name).to.equal('0.6');
    }
  });

  it('maps every application to its dashboard when all modules are allowed', async () => {
    api = fakeApi(allowing(['document_collection', 'lender', 'secure_invoice_sales', 'secure_invoice_purchase', 'sales_pipeline', 'contract_lifecycle']));
    const { el } = await openSwitcher();
    // Vendor and Supplier Management and Project and Task Management have no screens of their own
    // yet: they say so, instead of opening payables' or document collection's.
    expect(cards(el).map((a) => a.getAttribute('href'))).to.deep.equal([
      '/apps/filestride', '/apps/bank', '/apps/spm', '/apps/clm', '/apps/payable', '/apps/secureinvoice',
      '/apps/expensemanagement', null, null,
    ]);
    for (const coming of cards(el).slice(7)) {
      expect(coming.localName).to.equal('div');
      expect(coming.querySelector('.card__note')!.textContent).to.equal('Coming in a later release');
    }
    expect(el.shadowRoot!.querySelectorAll('[aria-disabled]')).to.have.length(0);
  });

  it('marks the application whose screens are open, and only that one', async () => {
    api = fakeApi(allowing(['document_collection', 'lender', 'secure_invoice_sales', 'secure_invoice_purchase', 'sales_pipeline', 'contract_lifecycle']));
    const before = window.location.pathname;
    history.replaceState(null, '', '/secureinvoice/accountsReceivable');
    try {
      const { el } = await openSwitcher();
      const current = links(el).filter((a) => a.hasAttribute('aria-current'));
      expect(current.map((a) => a.querySelector('.card__name')!.textContent)).to.deep.equal(['Secure Invoice']);
      expect(current[0].getAttribute('aria-current')).to.equal('true');
      expect(current[0].querySelector('.card__note')!.textContent).to.equal('You are here');
      await expectAccessible(el);
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('greys every card when the read fails or holds no list, without crashing', async () => {
    api = fakeApi({ 'GET /api/organizations/modules_allowed': { status: 500, json: { detail: 'boom' } } });
    const { el } = await openSwitcher();
    expect(links(el).every((a) => a.getAttribute('href') === '/not-allowed')).to.equal(true);
    cleanup();
    api.restore();
    api = fakeApi({ 'GET /api/organizations/modules_allowed': { json: { modules: 'not a list' } } });
    const again = await openSwitcher();
    expect(links(again.el).every((a) => a.getAttribute('aria-disabled') === 'true')).to.equal(true);
  });

  it('emits a cancelable si-navigate on a card click, then closes with si-close', async () => {
    api = fakeApi(allowing(['lender']));
    const { el } = await openSwitcher();
    const navigated = new Promise<CustomEvent<{ href: string }>>((resolve) =>
      document.addEventListener('si-navigate', (event) => {
        event.preventDefault(); // the host routes: the test page must not navigate away
        resolve(event as CustomEvent<{ href: string }>);
      }, { once: true }),
    );
    const closed = nextEvent('si-close');
    card(el, 'Lender').click();
    const event = await navigated;
    expect(event.detail).to.deep.equal({ href: '/apps/bank' });
    expect(event.cancelable).to.equal(true);
    await closed;
    expect(el.hasAttribute('open')).to.equal(false);
    await until(() => !el.shadowRoot!.querySelector('dialog')!.open, 'the dialog to close');
  });

  it('closes with Escape and the close button, returning focus to the opener', async () => {
    api = fakeApi(allowing([]));
    const { el, opener } = await openSwitcher();
    expect(el.shadowRoot!.activeElement).to.not.equal(null);
    let closed = nextEvent('si-close');
    await press('Escape');
    await closed;
    expect(el.open).to.equal(false);
    expect(document.activeElement).to.equal(opener);
    opener.click();
    await until(() => el.shadowRoot!.querySelector('dialog')!.open, 'reopened');
    closed = nextEvent('si-close');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="close"]')!.click();
    await closed;
    expect(el.hasAttribute('open')).to.equal(false);
    expect(document.activeElement).to.equal(opener);
    expect(api.to('GET', '/api/organizations/modules_allowed')).to.have.length(2);
  });

  it('keeps Tab inside the drawer: close button, every card that opens something, then round again', async () => {
    api = fakeApi(allowing(['lender']));
    const { el } = await openSwitcher();
    const closeButton = el.shadowRoot!.querySelector('[part="close"]');
    expect(el.shadowRoot!.activeElement).to.equal(closeButton);
    const visited: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await press('Tab');
      expect(document.activeElement, `after ${i + 1} Tab`).to.equal(el);
      visited.push((el.shadowRoot!.activeElement as HTMLElement).dataset.application ?? 'close');
    }
    expect(visited.slice(0, 7)).to.deep.equal(links(el).map((a) => a.dataset.application));
    expect(visited[7]).to.equal('close');
    await sendKeys({ down: 'Shift' });
    await press('Tab');
    await sendKeys({ up: 'Shift' });
    expect(el.shadowRoot!.activeElement).to.equal(links(el)[6]);
  });

  it('opens from the right in LTR and from the left in RTL, in French and Arabic', async () => {
    api = fakeApi(allowing(['lender']));
    const { el } = await openSwitcher('locale="fr"');
    const panel = el.shadowRoot!.querySelector('dialog')!;
    await until(() => Math.abs(panel.getBoundingClientRect().right - innerWidth) < 1, 'the panel at the right');
    expect(el.shadowRoot!.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).to.equal('Applications');
    expect(card(el, 'Prêteur').getAttribute('href')).to.equal('/apps/bank');
    cleanup();
    const ar = await openSwitcher('locale="ar"');
    const arPanel = ar.el.shadowRoot!.querySelector('dialog')!;
    expect(arPanel.getAttribute('dir')).to.equal('rtl');
    await until(() => Math.abs(arPanel.getBoundingClientRect().left) < 1, 'the panel at the left');
    expect(ar.el.shadowRoot!.getElementById(arPanel.getAttribute('aria-labelledby')!)!.textContent).to.equal('التطبيقات');
  });

  it('opens when `open` was set as a property before the element was defined', async () => {
    api = fakeApi(allowing(['lender']));
    const early = document.createElement('si-app-switcher-early') as HTMLElement & { open?: boolean };
    early.open = true;
    const holder = document.createElement('div');
    holder.className = 'test-holder';
    holder.append(early);
    document.body.append(holder);
    // Same class under a second tag, defined only now: the page's script arrived late.
    customElements.define('si-app-switcher-early', class extends (customElements.get('si-app-switcher')!) {});
    await until(() => early.shadowRoot?.querySelector('dialog[open]'), 'the dialog open');
    expect(early.hasAttribute('open')).to.equal(true);
  });
});
