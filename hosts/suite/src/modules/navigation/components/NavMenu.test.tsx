// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { FakeServer } from '@si/core/testing';
import { shellServer } from '../../../test-support/shellServer.ts';
import { setViewport } from '@web/test-runner-commands';
import { logout, resetAppearance, setLocale } from '@si/core';
import { currentPath, renderApp, type RenderedApp } from '../../../test-support/renderApp.tsx';
import { menuOutline } from '../../../test-support/menuText.ts';
import { SPEC_MENUS as MENUS } from '../../../test-support/specMenus.ts';
import { signInAs } from '../../../test-support/signedIn.ts';
import { waitFor } from '../../../test-support/waitFor.ts';

describe('module menus (spec 2.12)', () => {
  let app: RenderedApp | undefined;
  let server: FakeServer;

  before(() => setViewport({ width: 1440, height: 900 }));
  // The runner reuses its page for the next file: give back the default viewport.
  after(() => setViewport({ width: 800, height: 600 }));

  beforeEach(() => {
    server = shellServer();
    signInAs();
  });

  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
    resetAppearance();
    server.restore();
  });

  const nav = () => waitFor(() => app!.container.querySelector('.si-sidebar nav'));

  for (const [path, expected] of Object.entries(MENUS)) {
    it(`shows exactly the entries of ${path}'s module, in order`, async () => {
      app = renderApp(path);
      // Every group opened, so the outline can read the children.
      const menu = await nav();
      for (const toggle of menu.querySelectorAll<HTMLButtonElement>('button[aria-expanded=false]')) toggle.click();
      await waitFor(() => menu.querySelectorAll('button[aria-expanded=false]').length === 0);
      expect(menuOutline(menu)).to.deep.equal(expected);
    });
  }

  it('links each entry to its route and the Detail entry to the signed-in user', async () => {
    app = renderApp('/apps/bank');
    const menu = await nav();
    expect(menu.querySelector('a[data-name=bank-mytask]')!.getAttribute('href')).to.equal('/bank/mytask');
    expect(menu.querySelector('a[data-name=bank-reports-details-id]')!.getAttribute('href')).to.equal('/bank/reports/details/7');
    expect(menu.querySelector('a[data-name=bank-organization-setting]')!.getAttribute('href')).to.equal('/bank/organization/setting');
  });

  it('opens the contract-lifecycle Documentation link in a new tab, marked external', async () => {
    app = renderApp('/apps/clm');
    const docs = (await nav()).querySelector<HTMLAnchorElement>('a[data-name=clm-documentation]')!;
    expect(docs.target).to.equal('_blank');
    expect(docs.rel).to.contain('noopener');
    expect(docs.querySelector('.si-nav__external')).to.not.equal(null);
    expect(docs.textContent).to.contain('(opens in a new tab)');
  });

  it('highlights the active group and the current page, and opens that group', async () => {
    app = renderApp('/bank/report/summary');
    const menu = await nav();
    const reports = menu.querySelector<HTMLButtonElement>('button[data-name=bank-reports]')!;
    expect(reports.dataset.active).to.equal('true');
    expect(reports.getAttribute('aria-expanded')).to.equal('true');
    expect(menu.querySelector('[aria-current=page]')!.getAttribute('data-name')).to.equal('bank-report-summary');
    const settings = menu.querySelector<HTMLButtonElement>('button[data-name=bank-settings]')!;
    expect(settings.dataset.active).to.equal('false');
    expect(settings.getAttribute('aria-expanded')).to.equal('false');
  });

  it('follows a click on an entry without reloading, and moves the highlight', async () => {
    app = renderApp('/apps/payable');
    const menu = await nav();
    menu.querySelector<HTMLButtonElement>('button[data-name=payable-settings]')!.click();
    const teams = await waitFor(() => menu.querySelector<HTMLAnchorElement>('a[data-name=payable-teams]'));
    teams.click();
    await waitFor(() => currentPath() === '/payable/teams');
    await waitFor(() => menu.querySelector('button[data-name=payable-settings]')!.getAttribute('data-active') === 'true');
    expect(menu.querySelector('[aria-current=page]')!.getAttribute('data-name')).to.equal('payable-teams');
  });

  it('operates groups from the keyboard: Enter toggles, arrows move, Escape closes', async () => {
    app = renderApp('/apps/filestride');
    const menu = await nav();
    const reports = menu.querySelector<HTMLButtonElement>('button[data-name=filestride-reports]')!;
    reports.focus();
    reports.click(); // Enter on a button is a click
    await waitFor(() => reports.getAttribute('aria-expanded') === 'true');
    reports.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement!.getAttribute('data-name')).to.equal('filestride-reports-exceptions');
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    expect(document.activeElement).to.equal(reports);
    menu.querySelector<HTMLElement>('a[data-name=filestride-reports-summary]')!.focus();
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => reports.getAttribute('aria-expanded') === 'false');
    expect(document.activeElement).to.equal(reports);
  });

  it('translates the labels', async () => {
    app = renderApp('/apps/bank');
    const menu = await nav();
    setLocale('fr');
    try {
      // The French catalogs load on first use (compiled from .po by the test server): allow a busy machine.
      await waitFor(() => menu.querySelector('a[data-name=bank-mytask]')!.textContent === 'Mes tâches', 20000);
    } finally {
      setLocale('en');
    }
  });
});
