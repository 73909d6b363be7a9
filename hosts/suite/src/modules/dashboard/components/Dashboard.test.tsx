// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { DashboardSummary } from '@si/contract';
import type { FakeServer } from '@si/core/testing';
import { logout, setLocale } from '@si/core';
import { currentPath, renderApp, type RenderedApp } from '../../../test-support/renderApp.tsx';
import { shellServer } from '../../../test-support/shellServer.ts';
import { signInAs } from '../../../test-support/signedIn.ts';
import { waitFor } from '../../../test-support/waitFor.ts';

const bucket = (name: DashboardSummary['due_buckets'][number]['bucket'], count: number) => ({ bucket: name, count });

const SUMMARY: DashboardSummary = {
  module: 'secureinvoice',
  as_of: '2026-11-21',
  accounts: { total: 12, on_hold: 2 },
  items: { total: 40, open: 25, overdue: 7, closed: 15 },
  items_by_kind: [{ kind: 'invoice', total: 40, open: 25 }],
  items_by_status: [
    { status: 'open', count: 25 },
    { status: 'paid', count: 15 },
    { status: 'awaiting_review', count: 3 },
  ],
  amounts_by_status: [
    { status: 'open', currency: 'USD', count: 20, total: '12500.50', balance: '9800.25' },
    { status: 'open', currency: 'EUR', count: 5, total: '3000.00', balance: '3000.00' },
  ],
  due_buckets: [
    bucket('overdue_91_plus', 1),
    bucket('overdue_61_90', 0),
    bucket('overdue_31_60', 2),
    bucket('overdue_1_30', 4),
    bucket('due_0_7', 6),
    bucket('due_8_30', 8),
    bucket('due_later', 3),
    bucket('no_due_date', 1),
  ],
  refresh_minutes: 0,
  notices: [],
};

const EMPTY: DashboardSummary = {
  ...SUMMARY,
  module: 'clm',
  accounts: { total: 0, on_hold: 0 },
  items: { total: 0, open: 0, overdue: 0, closed: 0 },
  items_by_kind: [],
  items_by_status: [],
  amounts_by_status: [],
  due_buckets: SUMMARY.due_buckets.map((row) => ({ ...row, count: 0 })),
};

describe('module dashboards', () => {
  let app: RenderedApp | undefined;
  let server: FakeServer;

  beforeEach(() => {
    server = shellServer();
    signInAs();
  });

  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
    setLocale('en');
    server.restore();
  });

  const dashboard = () => waitFor(() => app!.container.querySelector<HTMLElement>('.si-dashboard[data-module]'), 10000);
  const figure = (root: HTMLElement, name: string) => root.querySelector(`[data-figure=${name}] .si-dashboard__card-value`)!.textContent;

  it('is accessible: one titled heading, labelled charts with a table each, named controls', async () => {
    server.on('GET', '/api/dashboard/secureinvoice', { json: SUMMARY });
    app = renderApp('/apps/secureinvoice');
    const root = await dashboard();
    expect(root.querySelectorAll('h1')).to.have.length(1);
    const charts = [...root.querySelectorAll('svg[role=img]')];
    expect(charts).to.have.length(2);
    for (const chart of charts) {
      expect(chart.getAttribute('aria-label')).to.match(/^.+: .+ \d+/);
      const table = chart.closest('figure')!.querySelector('table')!;
      expect(table.querySelector('caption')!.textContent).to.not.equal('');
      expect(table.querySelectorAll('th[scope=row]').length).to.be.greaterThan(0);
    }
    for (const th of root.querySelectorAll('.si-dashboard__table th')) expect(th.getAttribute('scope')).to.be.oneOf(['col', 'row']);
  });

  it("warns that the accounting secret expires, and reads the figures again at the organization's interval", async () => {
    const timers: (() => void)[] = [];
    const original = window.setInterval;
    // The five-minute refresh is captured and run by hand; every other interval runs as usual.
    window.setInterval = ((fn: () => void, ms?: number) => (ms === 5 * 60_000 ? timers.push(fn) : original(fn, ms))) as typeof window.setInterval;
    try {
      const warning = { state: 'expiring' as const, expires_on: '2026-12-01', days_left: 10 };
      server.on('GET', '/api/dashboard/secureinvoice', (_req, index) => ({
        json: { ...SUMMARY, refresh_minutes: 5, items: { ...SUMMARY.items, open: 25 + index }, notices: [{ kind: 'accounting_secret', warning }] },
      }));
      app = renderApp('/apps/secureinvoice');
      const root = await dashboard();
      const notice = root.querySelector<HTMLElement>('[data-notice=accounting_secret]')!;
      expect(notice.textContent).to.equal(
        "The accounting system's client secret expires on December 1, 2026, in 10 days. An administrator enters the new secret in the accounting integration settings.",
      );
      expect(notice.querySelector('a')!.getAttribute('href')).to.equal('/secureinvoice/settings/businessCentral');
      expect(figure(root, 'open')).to.equal('25');
      await waitFor(() => timers.length === 1);
      timers[0]!();
      await waitFor(() => figure(root, 'open') === '26');
      expect(root.querySelector('[role=status][aria-busy]'), 'a refresh does not blank the screen').to.equal(null);
    } finally {
      window.setInterval = original;
    }
  });

  it('shows the figures the server counted, a due-date chart and amounts per currency', async () => {
    server.on('GET', '/api/dashboard/secureinvoice', { json: SUMMARY });
    app = renderApp('/apps/secureinvoice');
    const root = await dashboard();
    expect(root.querySelector('h1')!.textContent).to.equal('Secure Invoice dashboard');
    expect(server.requests.filter((r) => r.path === '/api/dashboard/secureinvoice')[0]!.authorization).to.equal('JWT access-token');
    expect([figure(root, 'accounts'), figure(root, 'on-hold'), figure(root, 'open'), figure(root, 'overdue'), figure(root, 'closed')]).to.deep.equal([
      '12',
      '2',
      '25',
      '7',
      '15',
    ]);
    const due = root.querySelector('svg[role=img]')!;
    expect(due.getAttribute('aria-label')).to.equal(
      'Open items by due date: Overdue 91+ days 1, Overdue 61–90 days 0, Overdue 31–60 days 2, Overdue 1–30 days 4, Due in 0–7 days 6, Due in 8–30 days 8, Due later 3, No due date 1',
    );
    // The longest bar is the largest bucket; an empty bucket draws no bar; overdue bars are in the danger colour.
    const width = (key: string) => Number(due.querySelector(`[data-bar=${key}] rect`)!.getAttribute('width'));
    expect(width('due_8_30')).to.be.greaterThan(width('due_0_7'));
    expect(width('overdue_61_90')).to.equal(0);
    const danger = getComputedStyle(due.querySelector('[data-bar=overdue_1_30] rect')!).fill;
    expect(danger).to.not.equal(getComputedStyle(due.querySelector('[data-bar=due_0_7] rect')!).fill);
    // Known statuses are translated labels; a tenant's own step reads as its stored name.
    expect(root.querySelectorAll('svg[role=img]')[1]!.getAttribute('aria-label')).to.equal('Items by status: Open 25, Paid 15, Awaiting review 3');
    const rows = [...root.querySelectorAll('.si-dashboard__table tbody tr')].map((tr) => [...tr.children].map((cell) => cell.textContent));
    expect(rows).to.deep.equal([
      ['Open', 'USD', '20', '$12,500.50', '$9,800.25'],
      ['Open', 'EUR', '5', '€3,000.00', '€3,000.00'],
    ]);
  });

  it('formats numbers for the locale and mirrors the chart in Arabic', async () => {
    server.on('GET', '/api/dashboard/secureinvoice', { json: SUMMARY });
    setLocale('fr');
    app = renderApp('/apps/secureinvoice');
    let root = await dashboard();
    expect(root.querySelector('.si-dashboard__table tbody td:nth-child(4)')!.textContent!.replace(/\s/g, ' ')).to.equal('12 500,50 $US');
    expect(root.querySelector('h1')!.textContent).to.equal('Tableau de bord Facturation sécurisée');
    expect(root.querySelector('.si-dashboard__table tbody th')!.textContent).to.equal('Ouvert');
    app.unmount();

    setLocale('ar');
    app = renderApp('/apps/secureinvoice');
    root = await dashboard();
    const bar = root.querySelector('[data-bar=due_8_30] rect')!;
    // Right to left: the bar ends at the label column on the right, so it starts left of it.
    expect(Number(bar.getAttribute('x')) + Number(bar.getAttribute('width'))).to.equal(600 - 180);
  });

  it('names the states the product writes in Arabic (Void, Applied, Submitted), with amounts in the currency\'s minor units', async () => {
    const rows = [
      { status: 'void', currency: 'USD', count: 1, total: '700.00', balance: '0.00' },
      { status: 'applied', currency: 'JPY', count: 1, total: '1400', balance: '0' },
      { status: 'submitted', currency: 'KWD', count: 1, total: '643.625', balance: '643.625' },
    ];
    server.on('GET', '/api/dashboard/secureinvoice', { json: { ...SUMMARY, amounts_by_status: rows } });
    setLocale('ar');
    app = renderApp('/apps/secureinvoice');
    const root = await dashboard();
    const cells = (column: string) => [...root.querySelectorAll(`.si-dashboard__table tbody ${column}`)].map((cell) => cell.textContent);
    await waitFor(() => cells('th')[0] !== 'Void' && cells('th').length === 3);
    expect(cells('th')).to.deep.equal(['مُبطَلة', 'مُطبَّق', 'مُقدَّم']);
    // KWD keeps its three decimals; the currency's letters are isolated from the page's direction.
    expect(cells('td:nth-child(4)')[2]).to.contain('643.625');
    expect(cells('td:nth-child(4)')[0]).to.contain('\u2068US$\u2069');
  });

  it('says "No items yet" when the module has no items, with zero figures and no chart', async () => {
    server.on('GET', '/api/dashboard/clm', { json: EMPTY });
    app = renderApp('/apps/clm');
    const root = await dashboard();
    expect(root.querySelector('h1')!.textContent).to.equal('Contract Lifecycle dashboard');
    expect(root.querySelector('[data-testid=dashboard-empty]')!.textContent).to.equal('No items yet');
    expect(figure(root, 'open')).to.equal('0');
    expect(root.querySelector('svg')).to.equal(null);
  });

  it('shows loading, then an error with Try again that asks again', async () => {
    let calls = 0;
    server.on('GET', '/api/dashboard/payable', () => {
      calls += 1;
      return calls === 1 ? { status: 500, statusText: 'Server Error', json: { detail: 'Database unavailable' }, delay: 100 } : { json: { ...EMPTY, module: 'payable' } };
    });
    app = renderApp('/apps/payable');
    const status = await waitFor(() => app!.container.querySelector('.si-dashboard [role=status]'));
    expect(status.textContent).to.equal('Loading the figures…');
    const alert = await waitFor(() => app!.container.querySelector('.si-dashboard [role=alert]'));
    expect(alert.textContent).to.contain('The figures could not be loaded.');
    expect(alert.textContent).to.contain('Database unavailable');
    app.container.querySelector<HTMLButtonElement>('.si-dashboard button')!.click();
    await dashboard();
    expect(calls).to.equal(2);
  });

  it('shows not-allowed when the server refuses the module', async () => {
    server.on('GET', '/api/dashboard/spm', { status: 403, statusText: 'Forbidden', json: { detail: 'This module is not allowed.' } });
    app = renderApp('/apps/spm');
    await waitFor(() => currentPath() === '/not-allowed');
  });
});
