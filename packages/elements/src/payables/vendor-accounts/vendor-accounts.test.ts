import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { AccountRow } from '@si/contract';
import './vendor-accounts.ts';
import { nextEvent, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { accountRow } from '../../test-support/picker-test-kit.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';
import { choose, freshServerPerTest, nativeInput, nthQuery, pageOf, params, rowTexts, signInAs, savedDownloads } from '../../test-support/table-test-kit.ts';

const BRIGHTLINE: AccountRow = accountRow({
  id: 31,
  name: 'Brightline Office Supply',
  module_kind: 5,
  lead: { id: 8, name: 'Olivia Admin' },
  team: { id: 4, name: 'Audit' },
  contact_count: 1,
  progress: { accepted: 1, total: 3 },
  overdue_count: 1,
  account_hold: true,
  account_hold_message: 'Insurance lapsed',
  created_at: '2026-10-01T10:00:00Z',
});
const WESTBROOK: AccountRow = accountRow({ id: 32, name: 'Westbrook IT Services', module_kind: 5, contact_count: 2, created_at: '2026-10-04T10:00:00Z' });

const TAG = '<si-vendor-accounts detail-href="/payable/accountDetails/5/{id}"></si-vendor-accounts>';
const shown = () => show(TAG, 'si-vendor-accounts', 'tbody tr');
const lastList = (server: FakeServer) => params(server.requests.filter((r) => r.path === '/api/accounts').at(-1)!.search);

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/accounts', { json: pageOf([BRIGHTLINE, WESTBROOK]) });
});

runListScreenSuite({
  tag: 'si-vendor-accounts',
  html: TAG,
  server: () => server,
  endpoint: '/api/accounts',
  rows: [BRIGHTLINE, WESTBROOK],
  sort: { column: 'Overdue', ordering: 'overdue' },
  emptyText: 'No vendors yet.',
});

describe('si-vendor-accounts', () => {
  it("lists payables' vendors with their lead, team, contacts, documents, overdue and hold, each linking to its page", async () => {
    signInAs('VO');
    const el = await shown();
    expect(await nthQuery(server.requests, '/api/accounts', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: 'name', module_kind: '5' });
    expect(rowTexts(el)).to.deep.equal([
      'Brightline Office Supply | Olivia Admin | Audit | 1 | 1 of 3 | 1 | On hold | Oct 1, 2026',
      'Westbrook IT Services |  |  | 2 | 0 of 0 | 0 |  | Oct 4, 2026',
    ]);
    expect(el.shadowRoot!.querySelector('tbody tr progress')!.getAttribute('aria-label')).to.equal('Documents of Brightline Office Supply: 1 of 3 accepted');
    expect(el.shadowRoot!.querySelector('[part="hold-badge"]')!.getAttribute('title')).to.equal('Insurance lapsed');
    const link = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="detail-link"]')!;
    expect(link.getAttribute('href')).to.equal('/payable/accountDetails/5/31');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    el.addEventListener('si-navigate', (event) => event.preventDefault(), { once: true });
    link.click();
    expect((await navigated).detail.href).to.equal('/payable/accountDetails/5/31');
  });

  it('filters by hold and overdue documents on the server, and says when nothing matches', async () => {
    signInAs('OA');
    const el = await shown();
    choose(el, 'Hold', 'false');
    await until(() => lastList(server).on_hold === 'false', 'the hold filter');
    server.on('GET', '/api/accounts', { json: pageOf([]) });
    nativeInput(el, 'Overdue documents only').click();
    await until(() => lastList(server).overdue === 'true', 'the overdue filter');
    expect(lastList(server)).to.deep.equal({ page: '1', page_size: '10', ordering: 'name', module_kind: '5', on_hold: 'false', overdue: 'true' });
    await until(() => textOf(el, '[part="empty"]') === 'No vendor matches these filters.', 'the filtered empty text');
  });

  it('exports the vendors the filters select as CSV, for a viewer too', async () => {
    signInAs('VO');
    server.on('GET', '/api/accounts/export.csv', { text: 'name\nBrightline Office Supply\n', headers: { 'content-disposition': 'attachment; filename="vendors.csv"' } });
    const el = await shown();
    choose(el, 'Hold', 'true');
    await until(() => lastList(server).on_hold === 'true', 'the filtered list');
    const saved = await savedDownloads(() => control(el, 'Export CSV').click());
    const request = server.requests.find((r) => r.path === '/api/accounts/export.csv')!;
    expect(params(request.search)).to.deep.equal({ module_kind: '5', on_hold: 'true' });
    expect(saved).to.deep.equal(['vendors.csv']);
    await until(() => textOf(el, '[part="notice"]') === 'Downloaded vendors.csv.', 'the notice');
  });

  it('shows a failed export and keeps the list', async () => {
    signInAs('OA');
    server.on('GET', '/api/accounts/export.csv', { status: 500, json: { detail: 'The export could not be made.' } });
    const el = await shown();
    control(el, 'Export CSV').click();
    await until(() => el.shadowRoot!.querySelector('[part="notice"]')?.textContent?.includes('The export could not be made.'), 'the failure');
    expect(rowTexts(el)).to.have.length(2);
  });
});
