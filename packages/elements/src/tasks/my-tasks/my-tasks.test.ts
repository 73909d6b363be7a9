import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout, setLocale } from '@si/core';
import type { TaskRow } from '@si/contract';
import './my-tasks.ts';
import { cleanup, expectAccessible, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, header, nativeInput, typeSearch, nthQuery, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';

const task = (id: number, patch: Partial<TaskRow> = {}): TaskRow => ({
  id,
  title: `Task ${id}`,
  kind: 'FILE',
  status: 'Requested',
  state: 'todo',
  due_date: '2026-03-05',
  account: { id: 1, name: 'Acme', module_kind: 1 },
  assigned_to: { type: 'user', id: 7, name: 'Ada Lovelace' },
  ...patch,
});
let server: FakeServer;

beforeEach(() => {
  signInAs('VO');
  server = fakeServer();
});
afterEach(() => {
  server.restore();
  logout();
  setLocale('en');
  cleanup();
});

const TAG = '<si-my-tasks></si-my-tasks>';

describe('si-my-tasks', () => {
  it('is accessible: filters, search, sort buttons and pager are labelled', async () => {
    server.on('GET', '/api/tasks', { json: pageOf([task(1), task(2, { state: 'in_progress', status: 'Review', due_date: null, assigned_to: null })]) });
    const el = await show(TAG, 'si-my-tasks', 'tbody tr');
    await expectAccessible(el);
    for (const select of el.shadowRoot!.querySelectorAll('select')) expect(select.labels![0].textContent).to.not.equal('');
    expect(rowTexts(el)).to.deep.equal([
      'Task 1 | Acme | Requested (To do) | Mar 5, 2026 | Ada Lovelace',
      'Task 2 | Acme | Review (In progress) | — | —',
    ]);
  });

  it('filters by status and due date with the spec codes, back to page 1, and sorts and searches', async () => {
    server.on('GET', '/api/tasks', { json: pageOf([task(1)], 30) });
    const el = await show(TAG, 'si-my-tasks', 'tbody tr');
    expect(await nthQuery(server.requests, '/api/tasks', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: 'due_date', status: '1', date: '1' });
    const options = (label: string) =>
      [...[...el.shadowRoot!.querySelectorAll('label')].find((l) => l.querySelector('span')?.textContent === label)!.querySelectorAll('option')].map((o) => o.textContent);
    expect(options('Status')).to.deep.equal(['To do', 'In progress', 'Done', 'All']);
    expect(options('Due')).to.deep.equal(['Any date', 'Today', 'Past 7 days', 'This month', 'This year']);

    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="pager"] button:last-of-type')!.click();
    expect(await nthQuery(server.requests, '/api/tasks', 2)).to.include({ page: '2' });
    choose(el, 'Status', '3');
    expect(await nthQuery(server.requests, '/api/tasks', 3)).to.include({ page: '1', status: '3' });
    choose(el, 'Due', '3');
    expect(await nthQuery(server.requests, '/api/tasks', 4)).to.include({ status: '3', date: '3' });
    header(el, 'Task').querySelector('button')!.click();
    expect(await nthQuery(server.requests, '/api/tasks', 5)).to.include({ ordering: 'title' });
    typeSearch(nativeInput(el, 'Search'), 'invoice');
    expect(await nthQuery(server.requests, '/api/tasks', 6)).to.include({ search: 'invoice', status: '3', date: '3', ordering: 'title' });
  });

  it('renders only the rows near the visible part of a long page and the rest as it scrolls', async () => {
    const many = Array.from({ length: 100 }, (_, i) => task(i + 1));
    server.on('GET', '/api/tasks', { json: pageOf(many, 250) });
    const el = await show('<si-my-tasks style="--si-table-height: 300px"></si-my-tasks>', 'si-my-tasks', 'tbody tr');
    const rendered = () => rowTexts(el).length;
    await until(() => rendered() < 20, 'the window to shrink to the viewport');
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    expect(scroller.scrollHeight).to.be.greaterThan(100 * 44);
    scroller.scrollTop = scroller.scrollHeight;
    await until(() => rowTexts(el).at(-1)?.startsWith('Task 100 |'), 'the last row');
    expect(rendered()).to.be.lessThan(20);
    expect(el.shadowRoot!.querySelector('tbody tr:not(.spacer)')!.getAttribute('aria-rowindex')).to.not.equal('2');
  });

  it('makes the table box a tab stop only while it scrolls, and names it then', async () => {
    server.on('GET', '/api/tasks', { json: pageOf([task(1), task(2)]) });
    const fits = await show(TAG, 'si-my-tasks', 'tbody tr');
    const box = fits.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    // Two rows fit: tabbing past the table does not stop on its box.
    expect(box.hasAttribute('tabindex')).to.equal(false);
    expect(box.getAttribute('role')).to.equal(null);
    cleanup();
    server.on('GET', '/api/tasks', { json: pageOf(Array.from({ length: 30 }, (_, i) => task(i + 1)), 30) });
    const long = await show('<si-my-tasks style="--si-table-height: 200px"></si-my-tasks>', 'si-my-tasks', 'tbody tr');
    const scroller = long.shadowRoot!.querySelector<HTMLElement>('.scroller')!;
    await until(() => scroller.getAttribute('tabindex') === '0', 'a tab stop once rows hide below the edge');
    expect(scroller.getAttribute('role')).to.equal('region');
    expect(scroller.getAttribute('aria-label')).to.not.equal('');
    scroller.focus();
    expect(long.shadowRoot!.activeElement).to.equal(scroller);
    await expectAccessible(long);
  });

  it('says when there are no tasks and when the list fails', async () => {
    server.on('GET', '/api/tasks', { json: pageOf([]) });
    const el = await show(TAG, 'si-my-tasks', '[part="empty"]');
    expect(textOf(el, '[part="empty"]')).to.equal('No tasks here.');
    cleanup();
    server.on('GET', '/api/tasks', { status: 400, json: { status: ['Unknown status filter; must be one of 1, 2, 3, 4.'] } });
    const failed = await show(TAG, 'si-my-tasks', '[role="alert"]');
    expect(textOf(failed, '[role="alert"]')).to.contain('Unknown status filter');
  });

  it('lays out right to left in Arabic', async () => {
    server.on('GET', '/api/tasks', { json: pageOf([task(1)]) });
    const el = await show('<si-my-tasks locale="ar"></si-my-tasks>', 'si-my-tasks', 'tbody tr');
    const th = el.shadowRoot!.querySelector('th')!;
    expect(getComputedStyle(th).direction).to.equal('rtl');
    const table = el.shadowRoot!.querySelector('table')!.getBoundingClientRect();
    expect(Math.round(th.getBoundingClientRect().right)).to.equal(Math.round(table.right));
  });
});
