// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { Recorded, Reply } from '@si/core/testing';
import { currentPath } from '../../test-support/renderApp.tsx';
import { ADA } from '../../test-support/signedIn.ts';
import { waitFor } from '../../test-support/waitFor.ts';
import { elementPageTests, type ElementPageCase } from '../../test-support/elementPages.ts';

const page = { json: { count: 0, next: null, previous: null, results: [] } };
const exceptions = { json: { user: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com' }, generated_at: '2026-03-20T10:00:00Z', lead_only: false, workspace_type: null, filter: '', count: 0, truncated: false, results: [] } };
const account = { json: { account: { id: 5, name: 'Acme Ltd', module_kind: 2, account_hold: false, lead: null }, items: [] } };
const pending = { json: { count: 0, page: 1, per_page: 1, next: null, previous: null, results: [] } };
const detail = { json: { user: { id: 12, name: 'Grace Hopper', email: 'grace@example.com', is_active: true, last_login_at: null }, accounts_led: 0, items: { total: 0, todo: 0, in_progress: 0, done: 0, overdue: 0 }, by_module: [], recent_activity: [] } };
const tasks = { json: { date: 1, module_kind: null, results: [] } };

const moduleKind = (kind: number) => (r: Recorded) => expect(new URLSearchParams(r.search).get('module_kind')).to.equal(String(kind));
const workspaceType = (kind: number) => (r: Recorded) =>
  r.body ? expect(r.body).to.include({ workspace_type: kind, format: 'json' }) : expect(new URLSearchParams(r.search).get('workspace_type')).to.equal(String(kind));

// Each report route on at least two prefixes: the element it shows, the call it makes, and the product's module kind it sends.
const CASES: (ElementPageCase & { reply: Reply })[] = [
  { path: '/bank/report/exception', tag: 'si-exception-report', method: 'POST', api: '/api/users/7/userExceptionsReport', reply: exceptions, ready: '[part="heading"]', check: workspaceType(2) },
  { path: '/filestride/reports/exceptions', tag: 'si-exception-report', method: 'POST', api: '/api/users/7/userExceptionsReport', reply: exceptions, ready: '[part="heading"]', check: workspaceType(1) },
  { path: '/payable/report/exception', tag: 'si-exception-report', method: 'POST', api: '/api/users/7/userExceptionsReport', reply: exceptions, ready: '[part="heading"]', check: workspaceType(5) },
  { path: '/bank/report/summary', tag: 'si-summary-report', method: 'GET', api: '/api/reports/summary', reply: page, ready: '[part="heading"]', check: moduleKind(2) },
  { path: '/filestride/reports/summary', tag: 'si-summary-report', method: 'GET', api: '/api/reports/summary', reply: page, ready: '[part="heading"]', check: moduleKind(1) },
  { path: '/spm/report/summary', tag: 'si-summary-report', method: 'GET', api: '/api/reports/summary', reply: page, ready: '[part="heading"]', check: moduleKind(7) },
  { path: '/bank/reports/details/5', tag: 'si-details-report', method: 'GET', api: '/api/reports/details/5', reply: account, ready: '[part="heading"]' },
  { path: '/spm/reports/details/5', tag: 'si-details-report', method: 'GET', api: '/api/reports/details/5', reply: account, ready: '[part="heading"]' },
  { path: '/secureinvoice/report/details', tag: 'si-details-report', method: 'GET', api: '/api/reports/summary', reply: page, ready: '[part="heading"]', check: moduleKind(4) },
  { path: '/expensemanagement/report/details', tag: 'si-details-report', method: 'GET', api: '/api/reports/summary', reply: page, ready: '[part="heading"]', check: moduleKind(3) },
  { path: '/filestride/reports/user/12', tag: 'si-user-report', method: 'GET', api: '/api/users/12/userPendingItemsReport', reply: pending, ready: '[part="heading"]', check: workspaceType(1) },
  { path: '/spm/reports/user/12', tag: 'si-user-report', method: 'GET', api: '/api/users/12/userPendingItemsReport', reply: pending, ready: '[part="heading"]', check: workspaceType(7) },
  { path: '/filestride/taskreport', tag: 'si-task-report', method: 'GET', api: '/api/reports/tasks', reply: tasks, ready: '[part="heading"]', check: moduleKind(1) },
  { path: '/payable/report/task', tag: 'si-task-report', method: 'GET', api: '/api/reports/tasks', reply: tasks, ready: '[part="heading"]', check: moduleKind(5) },
  { path: '/secureinvoice/report/task', tag: 'si-task-report', method: 'GET', api: '/api/reports/tasks', reply: tasks, ready: '[part="heading"]', check: moduleKind(4) },
];

describe('report pages', () => {
  const { visit } = elementPageTests(CASES, {
    user: ADA,
    serve: (server, c) => {
      server.on('GET', '/api/users/12/userDetailReport', detail);
      if (c) server.on(c.method ?? 'GET', c.api, CASES.find((x) => x.path === c.path)!.reply);
      else {
        // The summary-to-detail walk: one account to follow.
        server.on('GET', '/api/reports/summary', { json: { count: 1, next: null, previous: null, results: [{ id: 5, name: 'Acme Ltd', module_kind: 2, lead_user_id: 7, total: 1, todo: 1, in_progress: 0, done: 0, overdue: 0 }] } });
        server.on('GET', '/api/reports/details/5', account);
      }
    },
  });

  it('an account of the summary opens its detail report inside the suite', async () => {
    await visit('/bank/report/summary', async (app, server) => {
      const summary = await waitFor(() => app.container.querySelector('si-summary-report'));
      const link = await waitFor(() => summary.shadowRoot?.querySelector<HTMLAnchorElement>('tbody a'));
      expect(link.getAttribute('href')).to.equal('/bank/reports/details/5');
      link.click();
      await waitFor(() => currentPath() === '/bank/reports/details/5');
      const details = await waitFor(() => app.container.querySelector('si-details-report'));
      expect(details.getAttribute('account-id')).to.equal('5');
      await waitFor(() => server.requests.find((r) => r.path === '/api/reports/details/5'));
    });
  });
});
