import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout, setLocale } from '@si/core';
import type { AuditRow } from '@si/core/admin';
import './audit-log.ts';
import { cleanup, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, header, nativeInput, nthQuery, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';

const ADA = { type: 'user' as const, id: 7, name: 'Ada Lovelace', email: 'ada@example.com' };
const event = (id: number, patch: Partial<AuditRow> = {}): AuditRow => ({
  id,
  entity_kind: 3,
  entity_id: 40 + id,
  action: 'item_status_changed',
  actor: ADA,
  details: {},
  created_at: '2026-03-05T10:00:00Z',
  ...patch,
});
let server: FakeServer;

beforeEach(() => {
  signInAs('OA');
  server = fakeServer();
});
afterEach(() => {
  server.restore();
  logout();
  setLocale('en');
  cleanup();
});

const TAG = '<si-audit-log></si-audit-log>';
const setDate = (el: Element, label: string, value: string) => {
  const input = nativeInput(el, label);
  // React tracks the value it last rendered; a user's edit is a new value plus an input event.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

runListScreenSuite({
  tag: 'si-audit-log',
  server: () => server,
  endpoint: '/api/audit_log',
  rows: [event(1), event(2)],
  sort: { column: 'Action', ordering: 'action' },
  emptyText: 'No events match these filters.',
});

describe('si-audit-log', () => {
  it('names the entity and the actor in each row', async () => {
    server.on('GET', '/api/audit_log', {
      json: pageOf([event(1), event(2, { entity_kind: 5, action: 'file_uploaded', actor: { type: 'contact', id: 3, name: 'Carla Customer', email: null } }), event(3, { actor: null, entity_kind: 1 })]),
    });
    const el = await show(TAG, 'si-audit-log', 'tbody tr');
    const rows = rowTexts(el);
    expect(rows[0]).to.match(/\| item_status_changed \| Item #41 \| Ada Lovelace$/);
    expect(rows[1]).to.match(/\| file_uploaded \| File #42 \| Carla Customer$/);
    expect(rows[2]).to.match(/\| User #43 \| System$/);
  });

  it('filters by entity kind, date range and actor, and pages and sorts on the server', async () => {
    server.on('GET', '/api/audit_log', { json: pageOf([event(1)], 40) });
    const el = await show(TAG, 'si-audit-log', 'tbody tr');
    expect(await nthQuery(server.requests, '/api/audit_log', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: '-created_at' });
    expect(header(el, 'When').getAttribute('aria-sort')).to.equal('descending');
    const kinds = [...el.shadowRoot!.querySelectorAll('select')[0].options].map((o) => o.textContent);
    expect(kinds).to.deep.equal(['All kinds', 'User', 'Workspace', 'Item', 'Contact', 'File']);

    control(el, 'Next page').click();
    expect(await nthQuery(server.requests, '/api/audit_log', 2)).to.include({ page: '2' });
    choose(el, 'Entity kind', '4');
    expect(await nthQuery(server.requests, '/api/audit_log', 3)).to.include({ page: '1', entity_kind: '4' });
    setDate(el, 'From', '2026-03-01');
    expect(await nthQuery(server.requests, '/api/audit_log', 4)).to.include({ date_from: '2026-03-01' });
    setDate(el, 'To', '2026-03-31');
    expect(await nthQuery(server.requests, '/api/audit_log', 5)).to.include({ date_from: '2026-03-01', date_to: '2026-03-31', entity_kind: '4' });
    control(el, 'Ada Lovelace').click();
    expect(await nthQuery(server.requests, '/api/audit_log', 6)).to.include({ actor: '7' });
    await until(() => el.shadowRoot!.querySelector('[part="actor-filter"]'), 'the actor filter');
    expect(textOf(el, '[part="actor-filter"]')).to.equal('Actor: Ada Lovelace ×');
    control(el, 'Remove the actor filter Ada Lovelace').click();
    expect(await nthQuery(server.requests, '/api/audit_log', 7)).to.not.have.property('actor');
    header(el, 'Action').querySelector('button')!.click();
    expect(await nthQuery(server.requests, '/api/audit_log', 8)).to.include({ ordering: 'action' });
  });

  it('shows the server refusal to a non-administrator', async () => {
    server.on('GET', '/api/audit_log', { status: 403, json: { detail: 'You do not have permission to perform this action.' } });
    const el = await show(TAG, 'si-audit-log', '[role="alert"]');
    expect(textOf(el, '[role="alert"]')).to.contain('You do not have permission to perform this action.');
  });
});
