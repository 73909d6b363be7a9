import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { configureApi } from '@si/core';
import type { DetailsReport, ExceptionRow, PendingAccount, SummaryRow, TaskReportRow } from '@si/core/admin';
import '../exception-report/exception-report.ts';
import '../summary-report/summary-report.ts';
import '../details-report/details-report.ts';
import '../user-report/user-report.ts';
import '../task-report/task-report.ts';
import { cleanup, expectAccessible, typeInto, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, freshServerPerTest, header, nthQuery, pageOf, params, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';

let server: FakeServer;

freshServerPerTest((s) => {
  server = s;
  signInAs('VO');
});

const root = (el: Element) => el.shadowRoot!;
const buttonNamed = (el: Element, name: string) => {
  const found = [...root(el).querySelectorAll('button')].find((b) => b.textContent!.trim() === name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
};
const bodies = (path: string) => server.requests.filter((r) => r.path === path).map((r) => r.body);
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * The box a report's table scrolls in: at the page's full width the table fits and the box is no
 * tab stop; in a card as narrow as a phone's it scrolls, so it is a tab stop (arrow keys scroll
 * it) named by `label`; wide again, it is a plain box again.
 */
async function expectTabStopOnlyWhenScrolling(el: Element, table: HTMLTableElement, label: string) {
  const box = table.parentElement!;
  const holder = el.parentElement!;
  await frames();
  expect(box.scrollWidth, 'the table fits').to.be.at.most(box.clientWidth + 1);
  expect(box.hasAttribute('tabindex'), 'no tab stop while the table fits').to.equal(false);
  expect(box.hasAttribute('role')).to.equal(false);
  holder.style.inlineSize = '240px';
  await until(() => box.getAttribute('tabindex') === '0', 'the box becomes a tab stop');
  expect(box.getAttribute('role')).to.equal('region');
  expect(box.getAttribute('aria-label')).to.equal(label);
  box.focus();
  expect(root(el).activeElement).to.equal(box);
  await expectAccessible(el);
  holder.style.inlineSize = '';
  await until(() => !box.hasAttribute('tabindex'), 'no tab stop when the table fits again');
  expect(box.hasAttribute('aria-label')).to.equal(false);
}

// ---- si-exception-report ----

const EXC = '/api/users/7/userExceptionsReport';
const exception = (id: number, days: number, patch: Partial<ExceptionRow> = {}): ExceptionRow => ({
  account: { id: 1, name: `Account ${id}`, module_kind: 2 },
  item: { id, title: `Item ${id}`, kind: 'REQUEST_ITEM', status: 'Requested', state: 'todo' },
  due_date: '2026-03-05',
  days_overdue: days,
  assignee: 'Ada Lovelace',
  lead: 'Grace Hopper',
  ...patch,
});
const report = (results: ExceptionRow[], truncated = false) => ({
  user: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com' },
  generated_at: '2026-03-20T10:00:00Z',
  lead_only: false,
  workspace_type: 2,
  filter: '',
  count: results.length,
  truncated,
  results,
});

describe('si-exception-report', () => {
  it("shows the signed-in user's exceptions, most overdue first, asking for this module as JSON", async () => {
    server.on('POST', EXC, { json: report([exception(1, 3), exception(2, 15, { assignee: null, item: { id: 2, title: 'Item 2', kind: 'METRIC', status: 'Review', state: 'in_progress' } })]) });
    const el = await show('<si-exception-report module-kind="2"></si-exception-report>', 'si-exception-report', 'tbody tr');
    await expectAccessible(el);
    expect(bodies(EXC)[0]).to.deep.equal({ lead_only: false, filter: '', workspace_type: 2, format: 'json' });
    expect(rowTexts(el)).to.deep.equal([
      'Account 2 | Item 2 (Review, In progress) | Mar 5, 2026 | 15 | — | Grace Hopper',
      'Account 1 | Item 1 (Requested, To do) | Mar 5, 2026 | 3 | Ada Lovelace | Grace Hopper',
    ]);
    header(el, 'Days overdue').querySelector('button')!.click();
    await until(() => rowTexts(el)[0]?.startsWith('Account 1 |'), 'ascending days overdue');
  });

  it("shows a vendor's overdue bills in payables' report with the bill's state in words", async () => {
    const bill = (id: number, title: string, status: string, days: number) =>
      exception(id, days, { account: { id: 31, name: 'Brightline Office Supply', module_kind: 5 }, item: { id, title, kind: 'INVOICE', status, state: 'in_progress' }, due_date: '2026-03-08', assignee: null });
    server.on('POST', EXC, { json: report([bill(1, 'Bill BOS-118', 'approved', 12), bill(2, 'Bill BOS-131', 'in_approval', 3), bill(3, 'Bill BOS-140', 'scheduled', 1)]) });
    const el = await show('<si-exception-report module-kind="5"></si-exception-report>', 'si-exception-report', 'tbody tr');
    expect(bodies(EXC)[0]).to.include({ workspace_type: 5 });
    expect(rowTexts(el)).to.deep.equal([
      'Brightline Office Supply | Bill BOS-118 (Approved, In progress) | Mar 8, 2026 | 12 | — | Grace Hopper',
      'Brightline Office Supply | Bill BOS-131 (In approval, In progress) | Mar 8, 2026 | 3 | — | Grace Hopper',
      'Brightline Office Supply | Bill BOS-140 (Scheduled for payment, In progress) | Mar 8, 2026 | 1 | — | Grace Hopper',
    ]);
  });

  it('sends the lead-only switch and the filter text, and pages the report', async () => {
    const many = Array.from({ length: 23 }, (_, i) => exception(i + 1, 100 - i));
    server.on('POST', EXC, (request) => ({ json: report((request.body as { filter: string }).filter ? many.slice(0, 1) : many) }));
    const el = await show('<si-exception-report></si-exception-report>', 'si-exception-report', 'tbody tr');
    expect(bodies(EXC)[0]).to.deep.equal({ lead_only: false, filter: '', workspace_type: null, format: 'json' });
    expect(rowTexts(el)).to.have.length(10);
    expect(textOf(el, '[part="pager"]')).to.contain('1–10 of 23');
    root(el).querySelector<HTMLButtonElement>('[part="pager"] button:last-of-type')!.click();
    await until(() => rowTexts(el)[0]?.startsWith('Account 11 |'), 'page 2');
    expect(bodies(EXC), 'paging reuses the report').to.have.length(1);

    const leadOnly = [...root(el).querySelectorAll('label')].find((l) => l.textContent === 'Only accounts I lead')!.querySelector('input')!;
    leadOnly.click();
    await until(() => bodies(EXC).length >= 2 && bodies(EXC).at(-1), 'a lead-only request');
    expect(bodies(EXC).at(-1)).to.include({ lead_only: true, format: 'json' });
    await until(() => textOf(el, '[part="pager"]').includes('1–10 of 23'), 'back to page 1');

    await typeInto(root(el).querySelector<HTMLInputElement>('input[type="search"]')!, 'acme');
    await until(() => (bodies(EXC).at(-1) as { filter: string }).filter === 'acme', 'the filter request');
    expect(bodies(EXC).at(-1)).to.deep.equal({ lead_only: true, filter: 'acme', workspace_type: null, format: 'json' });
    await until(() => rowTexts(el).length === 1, 'the filtered rows');
  });

  it('downloads the PDF and the XLSX with the same filters and the name the server gave, showing progress', async () => {
    server.on('POST', EXC, { json: report([exception(1, 3)]) });
    const el = await show('<si-exception-report module-kind="4"></si-exception-report>', 'si-exception-report', 'tbody tr');
    // The download answers carry Content-Disposition, which the fake server does not set: a transport of this test's own.
    const sent: unknown[] = [];
    let release: (() => void) | undefined;
    let releaseRest: (() => void) | undefined;
    configureApi({
      fetch: async (input, init) => {
        const request = new Request(input as RequestInfo, init);
        const body = (await request.json()) as { format: string };
        sent.push({ body, auth: request.headers.get('authorization') });
        if (body.format === 'pdf') await new Promise<void>((resolve) => (release = resolve));
        const type = body.format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        const headers = { 'Content-Type': type, 'Content-Disposition': `attachment; filename="exception-report-7-2026-03-20.${body.format}"` };
        if (body.format === 'pdf') return new Response(new Blob([`${body.format} bytes`], { type }), { status: 200, headers });
        // The XLSX arrives in two halves of a known length: the bar shows how much came.
        const half = new Uint8Array(8).fill(65);
        const stream = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(half);
            await new Promise<void>((resolve) => (releaseRest = resolve));
            controller.enqueue(half);
            controller.close();
          },
        });
        return new Response(stream, { status: 200, headers: { ...headers, 'Content-Length': '16' } });
      },
    });
    const saved: { name: string; href: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) saved.push({ name: this.download, href: this.href });
      else click.call(this);
    };
    try {
      const pdf = buttonNamed(el, 'Download PDF');
      pdf.click();
      await until(() => root(el).querySelector('[part="progress"]'), 'the progress message');
      expect(textOf(el, '[part="progress"]')).to.equal('Preparing the PDF file…');
      // While the server makes the file, the bar is indeterminate (no value).
      const bar = root(el).querySelector<HTMLProgressElement>('[part="progress"] progress')!;
      expect(bar.hasAttribute('value')).to.equal(false);
      expect(bar.getAttribute('aria-labelledby')).to.equal('progress-label');
      expect(pdf.getAttribute('aria-busy')).to.equal('true');
      expect(pdf.getAttribute('aria-disabled')).to.equal('true');
      expect(buttonNamed(el, 'Download XLSX').getAttribute('aria-disabled')).to.equal('true');
      buttonNamed(el, 'Download XLSX').click();
      await until(() => sent.length === 1, 'the PDF request');
      const answer = await until(() => release, 'the PDF answer to wait');
      answer();
      await until(() => saved.length === 1, 'the PDF to be saved');
      expect(sent[0]).to.deep.equal({ body: { lead_only: false, filter: '', workspace_type: 4, format: 'pdf' }, auth: 'JWT ACCESS' });
      expect(saved[0].name).to.equal('exception-report-7-2026-03-20.pdf');
      expect(saved[0].href).to.match(/^blob:/);
      await until(() => root(el).querySelector('[part="notice"][role="status"]'), 'the success notice');
      expect(sent).to.have.length(1);
      expect(pdf.getAttribute('aria-disabled')).to.equal('false');
      expect(textOf(el, '[part="notice"]')).to.equal('Downloaded exception-report-7-2026-03-20.pdf.');
      expect(root(el).querySelector('[part="progress"]')).to.equal(null);

      buttonNamed(el, 'Download XLSX').click();
      // Half of the announced 16 bytes came: the bar is half full.
      await until(() => root(el).querySelector<HTMLProgressElement>('[part="progress"] progress')?.value === 0.5, 'the bar at one half');
      (await until(() => releaseRest, 'the rest of the file'))();
      await until(() => saved.length === 2, 'the XLSX to be saved');
      expect((sent[1] as { body: unknown }).body).to.deep.equal({ lead_only: false, filter: '', workspace_type: 4, format: 'xlsx' });
      expect(saved[1].name).to.equal('exception-report-7-2026-03-20.xlsx');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('says why a download failed and lets the user try again', async () => {
    server.on('POST', EXC, (request) =>
      (request.body as { format: string }).format === 'json' ? { json: report([exception(1, 3)]) } : { status: 500, json: { detail: 'Internal server error' } },
    );
    const el = await show('<si-exception-report></si-exception-report>', 'si-exception-report', 'tbody tr');
    buttonNamed(el, 'Download XLSX').click();
    await until(() => root(el).querySelector('[part="notice"][role="alert"]'), 'the failure');
    expect(textOf(el, '[part="notice"]')).to.contain('The file could not be downloaded').and.contain('Internal server error');
    expect(buttonNamed(el, 'Download XLSX').getAttribute('aria-disabled')).to.equal('false');
    expect(bodies(EXC).at(-1)).to.include({ format: 'xlsx' });
  });

  it('says when nothing is overdue, and shows a refusal', async () => {
    server.on('POST', EXC, { json: report([]) });
    const el = await show('<si-exception-report></si-exception-report>', 'si-exception-report', '[part="empty"]');
    expect(textOf(el, '[part="empty"]')).to.equal('Nothing overdue. Well done!');
    cleanup();
    server.on('POST', EXC, { status: 403, json: { detail: 'You do not have permission to perform this action.' } });
    const refused = await show('<si-exception-report></si-exception-report>', 'si-exception-report', '[role="alert"]');
    expect(textOf(refused, '[role="alert"]')).to.contain('You do not have permission');
  });
});

// ---- si-summary-report ----

const summary = (id: number, patch: Partial<SummaryRow> = {}): SummaryRow => ({
  id, name: `Account ${id}`, module_kind: 1, lead_user_id: 7, total: 10, todo: 3, in_progress: 2, done: 5, overdue: 1, ...patch,
});

describe('si-summary-report', () => {
  it('lists per-account totals with links to the detail report and a labelled bar', async () => {
    server.on('GET', '/api/reports/summary', { json: pageOf([summary(4), summary(9, { total: 0, todo: 0, in_progress: 0, done: 0, overdue: 0 })], 2) });
    const el = await show('<si-summary-report module-kind="1" details-href="/filestride/reports/details/:id"></si-summary-report>', 'si-summary-report', 'tbody tr');
    await expectAccessible(el);
    expect(await nthQuery(server.requests, '/api/reports/summary', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: 'name', module_kind: '1' });
    expect(rowTexts(el)).to.deep.equal([
      'Account 4 | 10 | 3 | 2 | 5 | 1 | To do 3, in progress 2, done 5, overdue 1',
      'Account 9 | 0 | 0 | 0 | 0 | 0 | To do 0, in progress 0, done 0, overdue 0',
    ]);
    const link = root(el).querySelector('tbody a')!;
    expect(link.getAttribute('href')).to.equal('/filestride/reports/details/4');
    expect(root(el).querySelector('[part="bar"]')!.getAttribute('aria-label')).to.equal('To do 3, in progress 2, done 5, overdue 1');

    const navigated: string[] = [];
    const onNavigate = (event: Event) => {
      event.preventDefault();
      navigated.push((event as CustomEvent<{ href: string }>).detail.href);
    };
    document.addEventListener('si-navigate', onNavigate);
    try {
      (link as HTMLAnchorElement).click();
      expect(navigated).to.deep.equal(['/filestride/reports/details/4']);
    } finally {
      document.removeEventListener('si-navigate', onNavigate);
    }
  });

  it('sorts by name, total, done and overdue on the server, and searches', async () => {
    server.on('GET', '/api/reports/summary', { json: pageOf([summary(1)], 30) });
    const el = await show('<si-summary-report></si-summary-report>', 'si-summary-report', 'tbody tr');
    expect(header(el, 'Module').textContent).to.equal('Module');
    expect(header(el, 'To do').querySelector('button')).to.equal(null);
    header(el, 'Overdue').querySelector('button')!.click();
    expect(await nthQuery(server.requests, '/api/reports/summary', 2)).to.include({ ordering: 'overdue' });
    await until(() => header(el, 'Overdue').getAttribute('aria-sort') === 'ascending', 'the sort mark');
    header(el, 'Overdue').querySelector('button')!.click();
    expect(await nthQuery(server.requests, '/api/reports/summary', 3)).to.include({ ordering: '-overdue' });
    header(el, 'Total').querySelector('button')!.click();
    expect(await nthQuery(server.requests, '/api/reports/summary', 4)).to.include({ ordering: 'total' });
    header(el, 'Done').querySelector('button')!.click();
    expect(await nthQuery(server.requests, '/api/reports/summary', 5)).to.include({ ordering: 'done' });
    choose(el, 'Rows per page', '25');
    expect(await nthQuery(server.requests, '/api/reports/summary', 6)).to.include({ page_size: '25', page: '1' });
    await typeInto(root(el).querySelector<HTMLInputElement>('input[type="search"]')!, 'acme');
    expect(await nthQuery(server.requests, '/api/reports/summary', 7)).to.include({ search: 'acme' });
  });

  it('says when there are no accounts and when the report fails', async () => {
    server.on('GET', '/api/reports/summary', { json: pageOf([]) });
    const el = await show('<si-summary-report></si-summary-report>', 'si-summary-report', '[part="empty"]');
    expect(textOf(el, '[part="empty"]')).to.equal('No accounts with items yet.');
    cleanup();
    server.on('GET', '/api/reports/summary', { status: 400, json: { ordering: ['Unknown ordering "x".'] } });
    const failed = await show('<si-summary-report></si-summary-report>', 'si-summary-report', '[role="alert"]');
    expect(textOf(failed, '[role="alert"]')).to.contain('Unknown ordering');
  });

  it('lays out right to left in Arabic', async () => {
    server.on('GET', '/api/reports/summary', { json: pageOf([summary(1)]) });
    const el = await show('<si-summary-report locale="ar"></si-summary-report>', 'si-summary-report', 'tbody tr');
    const th = root(el).querySelector('th')!;
    expect(getComputedStyle(th).direction).to.equal('rtl');
    const table = root(el).querySelector('table')!.getBoundingClientRect();
    expect(Math.round(th.getBoundingClientRect().right)).to.equal(Math.round(table.right));
    // The bar fills from the start side: mirrored in Arabic.
    expect(getComputedStyle(root(el).querySelector('[part="bar"]')!).transform).to.not.equal('none');
  });
});

// ---- si-details-report ----

const details = (items: DetailsReport['items']): DetailsReport => ({
  account: { id: 5, name: 'Acme Ltd', module_kind: 2, account_hold: true, lead: { id: 7, name: 'Ada Lovelace' } },
  items,
});
const detailItem = (id: number, patch: Partial<DetailsReport['items'][number]> = {}): DetailsReport['items'][number] => ({
  id, title: `Item ${id}`, kind: 'REQUEST_ITEM', status: 'Requested', state: 'todo', due_date: '2026-03-01', days_overdue: 4, assignee: 'Team A',
  last_change: { to_status: 'Requested', at: '2026-02-20T09:30:00Z' }, ...patch,
});

describe('si-details-report', () => {
  it("shows the account and its items with state, overdue days, assignee and last change", async () => {
    server.on('GET', '/api/reports/details/5', {
      json: details([detailItem(1), detailItem(2, { status: 'Approved', state: 'done', days_overdue: 0, assignee: null, last_change: null, due_date: null })]),
    });
    const el = await show('<si-details-report account-id="5"></si-details-report>', 'si-details-report', 'tbody tr');
    await expectAccessible(el);
    expect(textOf(el, '[part="account"]')).to.equal('Acme Ltd');
    expect(textOf(el, '[part="facts"]')).to.contain('Lender').and.contain('Ada Lovelace').and.contain('On hold');
    const rows = rowTexts(el);
    expect(rows[0]).to.match(/^Item 1 \| Requested \(To do\) \| Mar 1, 2026 \| 4 \| Team A \| Requested, Feb 20, 2026/);
    expect(rows[1]).to.equal('Item 2 | Approved (Done) | — | 0 | — | —');
    expect(root(el).querySelector('[part="bar"]')!.getAttribute('aria-label')).to.equal('To do 1, in progress 0, done 1, overdue 1');
  });

  it("shows a vendor's bills with their states and last change in words", async () => {
    server.on('GET', '/api/reports/details/5', {
      json: details([
        detailItem(1, { title: 'Bill BOS-131', kind: 'INVOICE', status: 'in_approval', state: 'in_progress', last_change: { to_status: 'in_approval', at: '2026-02-20T09:30:00Z' } }),
        detailItem(2, { title: 'Bill BOS-140', kind: 'INVOICE', status: 'scheduled', state: 'in_progress', days_overdue: 0, last_change: null }),
      ]),
    });
    const el = await show('<si-details-report account-id="5"></si-details-report>', 'si-details-report', 'tbody tr');
    const rows = rowTexts(el);
    expect(rows[0]).to.match(/^Bill BOS-131 \| In approval \(In progress\) \| Mar 1, 2026 \| 4 \| Team A \| In approval, Feb 20, 2026/);
    expect(rows[1]).to.match(/^Bill BOS-140 \| Scheduled for payment \(In progress\) \|/);
    expect(root(el).textContent, 'no raw state').not.to.match(/in_approval|scheduled/);
  });

  it('its items table is a tab stop only while it scrolls: sideways in a narrow card, or down in a short box', async () => {
    server.on('GET', '/api/reports/details/5', { json: details([detailItem(1), detailItem(2), detailItem(3)]) });
    const el = await show('<si-details-report account-id="5"></si-details-report>', 'si-details-report', 'tbody tr');
    const table = root(el).querySelector('table')!;
    await expectTabStopOnlyWhenScrolling(el, table, 'Items of Acme Ltd');
    // Three rows in a box not two rows high: it scrolls down, so it is a tab stop at full width too.
    el.style.setProperty('--si-table-height', '4rem');
    await until(() => table.parentElement!.getAttribute('tabindex') === '0', 'a tab stop while rows hide below');
    expect(table.parentElement!.getAttribute('aria-label')).to.equal('Items of Acme Ltd');
  });

  it('without an account, asks to choose one from the summary and opens it in place', async () => {
    server.on('GET', '/api/reports/summary', { json: pageOf([summary(5, { name: 'Acme Ltd' })]) });
    server.on('GET', '/api/reports/details/5', { json: details([]) });
    const el = await show('<si-details-report module-kind="3"></si-details-report>', 'si-details-report', 'tbody tr');
    expect(textOf(el, '[part="prompt"]')).to.equal('Choose an account to see its items.');
    expect(await nthQuery(server.requests, '/api/reports/summary', 1)).to.include({ module_kind: '3' });
    await expectAccessible(el);
    buttonNamed(el, 'Acme Ltd').click();
    await until(() => root(el).querySelector('[part="empty"]'), 'the chosen account');
    expect(textOf(el, '[part="empty"]')).to.equal('This account has no items.');
    await until(() => root(el).activeElement === root(el).querySelector('[part="account"]'), 'focus on the account');
    buttonNamed(el, 'Back to all accounts').click();
    await until(() => root(el).querySelector('[part="prompt"]'), 'the accounts again');
    await until(() => root(el).activeElement === root(el).querySelector('[part="heading"]'), 'the focus to move there');
  });

  it("shows the server's answer for an unknown account, and tries again", async () => {
    server.on('GET', '/api/reports/details/99', { status: 404, json: { detail: 'Not found.' } });
    const el = await show('<si-details-report account-id="99"></si-details-report>', 'si-details-report', '[role="alert"]');
    expect(textOf(el, '[role="alert"]')).to.contain('Not found');
    buttonNamed(el, 'Try again').click();
    await until(() => server.requests.filter((r) => r.path === '/api/reports/details/99').length === 2, 'a second request');
  });
});

// ---- si-user-report ----

const pending = (id: number): PendingAccount => ({
  account: { id, name: `Account ${id}`, module_kind: 1 },
  items: [{ id: id * 10, title: `Item ${id * 10}`, kind: 'REQUEST_ITEM', status: 'Requested', state: 'todo', due_date: '2026-03-01', days_overdue: 2, assignee: 'Ada Lovelace' }],
});
const userDetail = {
  user: { id: 12, name: 'Grace Hopper', email: 'grace@example.com', is_active: true, last_login_at: null },
  accounts_led: 3,
  items: { total: 9, todo: 4, in_progress: 2, done: 3, overdue: 2 },
  by_module: [{ module_kind: 1, total: 9, todo: 4, in_progress: 2, done: 3, overdue: 2 }],
  recent_activity: [{ id: 1, entity_kind: 3, entity_id: 40, action: 'status_changed', created_at: '2026-03-02T08:00:00Z' }],
};

describe('si-user-report', () => {
  it("shows the user's counts, by module, recent activity and the pending items one account per page", async () => {
    server.on('GET', '/api/users/12/userDetailReport', { json: userDetail });
    server.on('GET', '/api/users/12/userPendingItemsReport', (request) => {
      const q = params(request.search);
      return { json: { count: 3, page: Number(q.page), per_page: Number(q.per_page), next: null, previous: null, results: [pending(Number(q.page))] } };
    });
    const el = await show('<si-user-report user-id="12" module-kind="1"></si-user-report>', 'si-user-report', '[part="pager"]');
    await until(() => root(el).querySelector('[part="facts"]'), 'the detail report');
    await expectAccessible(el);
    expect(textOf(el, '[part="user"]')).to.contain('Grace Hopper').and.contain('grace@example.com');
    expect(textOf(el, '[part="facts"]')).to.contain('Accounts led 3');
    expect(textOf(el, '[part="by-module"]')).to.contain('Document Collection');
    expect(textOf(el, '[part="activity"]')).to.contain('status_changed #40');
    expect(await nthQuery(server.requests, '/api/users/12/userPendingItemsReport', 1)).to.deep.equal({ page: '1', per_page: '1', workspace_type: '1' });
    expect(textOf(el, '[part="pending"]')).to.contain('Account 1').and.contain('Item 10');
    expect(textOf(el, '[part="pager"]')).to.contain('Page 1 of 3');

    buttonNamed(el, 'Next page').click();
    expect(await nthQuery(server.requests, '/api/users/12/userPendingItemsReport', 2)).to.include({ page: '2', per_page: '1' });
    await until(() => textOf(el, '[part="pending"]').includes('Account 2'), 'page 2');
    choose(el, 'Accounts per page', '10');
    expect(await nthQuery(server.requests, '/api/users/12/userPendingItemsReport', 3)).to.include({ page: '1', per_page: '10' });
  });

  it("each account's pending items table is a tab stop only while it scrolls", async () => {
    server.on('GET', '/api/users/12/userDetailReport', { json: { ...userDetail, by_module: [] } });
    server.on('GET', '/api/users/12/userPendingItemsReport', { json: { count: 1, page: 1, per_page: 1, next: null, previous: null, results: [pending(1)] } });
    const el = await show('<si-user-report user-id="12"></si-user-report>', 'si-user-report', '[part="pending"] table');
    await expectTabStopOnlyWhenScrolling(el, root(el).querySelector('[part="pending"] table')!, 'Pending items of Account 1');
  });

  it("says when nothing is pending and shows the server's refusal", async () => {
    server.on('GET', '/api/users/12/userDetailReport', { status: 403, json: { detail: 'You do not have permission to perform this action.' } });
    server.on('GET', '/api/users/12/userPendingItemsReport', { json: { count: 0, page: 1, per_page: 1, next: null, previous: null, results: [] } });
    const el = await show('<si-user-report user-id="12"></si-user-report>', 'si-user-report', '[part="empty"]');
    await until(() => root(el).querySelector('[role="alert"]'), 'the refusal');
    expect(textOf(el, '[role="alert"]')).to.contain('You do not have permission');
    expect(textOf(el, '[part="empty"]')).to.equal('No pending items.');
  });
});

// ---- si-task-report ----

const assignee = (id: number, type: 'user' | 'team', name: string): TaskReportRow => ({
  assignee: { type, id, name }, total: 6, todo: 2, in_progress: 1, done: 3, overdue: 1,
});

runListScreenSuite({
  tag: 'si-task-report',
  server: () => server,
  endpoint: '/api/reports/tasks',
  rows: [assignee(7, 'user', 'Ada Lovelace'), assignee(2, 'team', 'Collections')],
  answer: (results) => ({ date: 1, module_kind: null, results }),
  paged: false,
  emptyText: 'No assigned items due in this period.',
});

describe('si-task-report', () => {
  it('shows counts per assignee and filters by due date with the spec codes', async () => {
    server.on('GET', '/api/reports/tasks', { json: { date: 1, module_kind: 7, results: [assignee(7, 'user', 'Ada Lovelace'), assignee(2, 'team', 'Collections')] } });
    const el = await show('<si-task-report module-kind="7"></si-task-report>', 'si-task-report', 'tbody tr');
    expect(await nthQuery(server.requests, '/api/reports/tasks', 1)).to.deep.equal({ date: '1', module_kind: '7' });
    expect(rowTexts(el).map((r) => r.split(' | To do')[0])).to.deep.equal(['Ada Lovelace | 6 | 2 | 1 | 3 | 1', 'Collections (team) | 6 | 2 | 1 | 3 | 1']);
    const options = [...root(el).querySelectorAll('option')].map((o) => o.textContent);
    expect(options).to.deep.equal(['Any date', 'Today', 'Past 7 days', 'This month', 'This year']);
    choose(el, 'Due', '3');
    expect(await nthQuery(server.requests, '/api/reports/tasks', 2)).to.deep.equal({ date: '3', module_kind: '7' });
    choose(el, 'Due', '5');
    expect(await nthQuery(server.requests, '/api/reports/tasks', 3)).to.include({ date: '5' });
  });

  it('its table is a tab stop only while it scrolls', async () => {
    server.on('GET', '/api/reports/tasks', { json: { date: 1, module_kind: null, results: [assignee(7, 'user', 'Ada Lovelace')] } });
    const el = await show('<si-task-report></si-task-report>', 'si-task-report', 'tbody tr');
    await expectTabStopOnlyWhenScrolling(el, root(el).querySelector('[part="table"]')!, 'Items per assignee');
  });
});
