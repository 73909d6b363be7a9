// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout } from '@si/core';
import type { Reply } from '@si/core/testing';
import { currentPath, renderApp, type RenderedApp } from '../test-support/renderApp.tsx';
import { shellServer } from '../test-support/shellServer.ts';
import { ADA, signInAs } from '../test-support/signedIn.ts';
import { waitFor } from '../test-support/waitFor.ts';

const page = { json: { count: 0, next: null, previous: null, results: [] } };
const exceptions = { json: { user: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com' }, generated_at: '2026-03-20T10:00:00Z', lead_only: false, workspace_type: null, filter: '', count: 0, truncated: false, results: [] } };
const account = { json: { account: { id: 5, name: 'Acme Ltd', module_kind: 2, account_hold: false, lead: null }, items: [] } };
const pending = { json: { count: 0, page: 1, per_page: 1, next: null, previous: null, results: [] } };
const detail = { json: { user: { id: 12, name: 'Grace Hopper', email: 'grace@example.com', is_active: true, last_login_at: null }, accounts_led: 0, items: { total: 0, todo: 0, in_progress: 0, done: 0, overdue: 0 }, by_module: [], recent_activity: [] } };
const tasks = { json: { date: 1, module_kind: null, results: [] } };

type Case = [path: string, tag: string, method: 'GET' | 'POST', api: string, reply: Reply, expected: (request: { search: string; body: unknown }) => void];

const moduleKind = (kind: number) => (r: { search: string }) => expect(new URLSearchParams(r.search).get('module_kind')).to.equal(String(kind));
const workspaceType = (kind: number) => (r: { body: unknown; search: string }) =>
  r.body ? expect(r.body).to.include({ workspace_type: kind, format: 'json' }) : expect(new URLSearchParams(r.search).get('workspace_type')).to.equal(String(kind));

// Each report route on at least two prefixes: the element it shows, the call it makes, and the product's module kind it sends.
const CASES: Case[] = [
  ['/bank/report/exception', 'si-exception-report', 'POST', '/api/users/7/userExceptionsReport', exceptions, workspaceType(2)],
  ['/filestride/reports/exceptions', 'si-exception-report', 'POST', '/api/users/7/userExceptionsReport', exceptions, workspaceType(1)],
  ['/payable/report/exception', 'si-exception-report', 'POST', '/api/users/7/userExceptionsReport', exceptions, workspaceType(5)],
  ['/bank/report/summary', 'si-summary-report', 'GET', '/api/reports/summary', page, moduleKind(2)],
  ['/filestride/reports/summary', 'si-summary-report', 'GET', '/api/reports/summary', page, moduleKind(1)],
  ['/spm/report/summary', 'si-summary-report', 'GET', '/api/reports/summary', page, moduleKind(7)],
  ['/bank/reports/details/5', 'si-details-report', 'GET', '/api/reports/details/5', account, () => {}],
  ['/spm/reports/details/5', 'si-details-report', 'GET', '/api/reports/details/5', account, () => {}],
  ['/secureinvoice/report/details', 'si-details-report', 'GET', '/api/reports/summary', page, moduleKind(4)],
  ['/expensemanagement/report/details', 'si-details-report', 'GET', '/api/reports/summary', page, moduleKind(3)],
  ['/filestride/reports/user/12', 'si-user-report', 'GET', '/api/users/12/userPendingItemsReport', pending, workspaceType(1)],
  ['/spm/reports/user/12', 'si-user-report', 'GET', '/api/users/12/userPendingItemsReport', pending, workspaceType(7)],
  ['/filestride/taskreport', 'si-task-report', 'GET', '/api/reports/tasks', tasks, moduleKind(1)],
  ['/payable/report/task', 'si-task-report', 'GET', '/api/reports/tasks', tasks, moduleKind(5)],
  ['/secureinvoice/report/task', 'si-task-report', 'GET', '/api/reports/tasks', tasks, moduleKind(4)],
];

describe('report pages (issue 5)', () => {
  let app: RenderedApp | undefined;

  // The elements' module graph compiles on first use; on a busy machine that outlasts one test's wait.
  before(async function () {
    this.timeout(120_000);
    await import('@si/elements');
  });

  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
  });

  for (const [path, tag, method, api, reply, expected] of CASES) {
    it(`${path} shows <${tag}>, which calls ${method} ${api} for the product's module`, async () => {
      signInAs(ADA);
      const server = shellServer();
      server.on(method, api, reply);
      server.on('GET', '/api/users/12/userDetailReport', detail);
      try {
        app = renderApp(path);
        const element = await waitFor(() => app!.container.querySelector(tag));
        const request = await waitFor(() => server.requests.find((r) => r.method === method && r.path === api));
        expected(request);
        await waitFor(() => element.shadowRoot?.querySelector('[part="heading"]'));
        expect(currentPath()).to.equal(path);
        expect(app.container.querySelector('[data-testid=not-yet-available]')).to.equal(null);
      } finally {
        server.restore();
      }
    });
  }

  it("an account of the summary opens its detail report inside the suite", async () => {
    signInAs(ADA);
    const server = shellServer();
    server.on('GET', '/api/reports/summary', { json: { count: 1, next: null, previous: null, results: [{ id: 5, name: 'Acme Ltd', module_kind: 2, lead_user_id: 7, total: 1, todo: 1, in_progress: 0, done: 0, overdue: 0 }] } });
    server.on('GET', '/api/reports/details/5', account);
    try {
      app = renderApp('/bank/report/summary');
      const summary = await waitFor(() => app!.container.querySelector('si-summary-report'));
      const link = await waitFor(() => summary.shadowRoot?.querySelector<HTMLAnchorElement>('tbody a'));
      expect(link.getAttribute('href')).to.equal('/bank/reports/details/5');
      link.click();
      await waitFor(() => currentPath() === '/bank/reports/details/5');
      const details = await waitFor(() => app!.container.querySelector('si-details-report'));
      expect(details.getAttribute('account-id')).to.equal('5');
      await waitFor(() => server.requests.find((r) => r.path === '/api/reports/details/5'));
    } finally {
      server.restore();
    }
  });
});
