import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout, setLocale } from '@si/core';
import { TEAM_NAME_TAKEN, type TeamMemberRow } from '@si/contract';
import './teams-admin.ts';
import { alertText, cleanup, expectAccessible, field, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, nthQuery, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';

const SALES = { id: 4, name: 'Sales', member_count: 1 };
const ADA: TeamMemberRow = { user_id: 7, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', is_active: true, added_at: '2026-01-01T00:00:00Z' };
const GRACE = { id: 8, identifier: 'U-8', is_active: true, email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', home_office_id: 1, phone: '', mfa_active: false, invitation_pending: false, last_login_at: null, offices: [] };
let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
});
afterEach(() => {
  server.restore();
  logout();
  setLocale('en');
  cleanup();
});

const TAG = '<si-teams-admin></si-teams-admin>';

runListScreenSuite({
  tag: 'si-teams-admin',
  server: () => server,
  endpoint: '/api/teams',
  rows: [SALES, { id: 5, name: 'Support', member_count: 0 }],
  sort: { column: 'Name', ordering: '-name' },
  writeControls: ['New team'],
  emptyText: 'No teams yet.',
});
const membersShown = (el: Element) => until(() => el.shadowRoot!.querySelector('[part="members"] tbody tr'), 'the members');

describe('si-teams-admin', () => {
  it('is accessible, with the teams and a team\'s members in two labelled tables', async () => {
    signInAs('OA');
    server.on('GET', '/api/teams', { json: pageOf([SALES]) });
    server.on('GET', '/api/teams/4/members', { json: pageOf([ADA]) });
    server.on('GET', '/api/users', { json: pageOf([GRACE]) });
    const el = await show(TAG, 'si-teams-admin', 'tbody tr');
    expect(rowTexts(el)).to.deep.equal(['Sales | 1 | Members']);
    control(el, 'Members of Sales').click();
    await membersShown(el);
    await expectAccessible(el);
    // Two tables in one shadow root: each search controls its own table's rows.
    const searches = [...el.shadowRoot!.querySelectorAll('input[type="search"]')];
    const controlled = searches.map((search) => el.shadowRoot!.getElementById(search.getAttribute('aria-controls')!));
    expect(new Set(controlled).size).to.equal(2);
    expect(controlled.every((rows) => rows?.querySelector('table'))).to.equal(true);
    expect(textOf(el, '[part="members"] tbody')).to.equal('Ada Lovelace ada@example.com Remove');
    expect(await nthQuery(server.requests, '/api/teams/4/members', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: 'last_name' });
  });

  it('creates a team, showing the server error for a name in use', async () => {
    signInAs('OA');
    server.on('GET', '/api/teams', { json: pageOf([SALES]) });
    server.on('POST', '/api/teams', (_req, index) => (index === 0 ? { status: 400, json: { name: [TEAM_NAME_TAKEN] } } : { status: 201, json: { id: 5, name: 'Support', member_count: 0 } }));
    const el = await show(TAG, 'si-teams-admin', 'tbody tr');
    control(el, 'New team').click();
    await until(() => el.shadowRoot!.querySelector('form'), 'the form');
    await typeInto(field(el, 'Name'), 'sales');
    control(el, 'Create team').click();
    await until(() => field(el, 'Name').getAttribute('help-text') === TEAM_NAME_TAKEN, 'the field error');
    await expectAccessible(el);
    field(el, 'Name').focus();
    field(el, 'Name').shadowRoot!.querySelector('input')!.select();
    await typeInto(field(el, 'Name'), 'Support');
    control(el, 'Create team').click();
    await until(() => textOf(el, '[part="notice"]') === 'Team Support created.', 'the confirmation');
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.body)).to.deep.equal([{ name: 'sales' }, { name: 'Support' }]);
  });

  it('sends the name typed last when the form is submitted before it renders again', async () => {
    signInAs('OA');
    server.on('GET', '/api/teams', { json: pageOf([SALES]) });
    server.on('POST', '/api/teams', { status: 201, json: { id: 5, name: 'Support', member_count: 0 } });
    const el = await show(TAG, 'si-teams-admin', 'tbody tr');
    control(el, 'New team').click();
    await until(() => el.shadowRoot!.querySelector('form'), 'the form');
    // The last keystroke and the click in one task, as a quick typist or an autofill can.
    const name = field(el, 'Name') as HTMLElement & { value: string };
    name.value = 'Support';
    name.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
    control(el, 'Create team').click();
    await until(() => textOf(el, '[part="notice"]') === 'Team Support created.', 'the confirmation');
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.body)).to.deep.equal([{ name: 'Support' }]);
  });

  it('adds and removes members, and shows the server refusal', async () => {
    signInAs('OA');
    server.on('GET', '/api/teams', { json: pageOf([SALES]) });
    server.on('GET', '/api/teams/4/members', { json: pageOf([ADA]) });
    server.on('GET', '/api/users', { json: pageOf([GRACE]) });
    server.on('POST', '/api/teams/4/members', (_req, index) =>
      index === 0 ? { status: 201, json: { ...ADA, user_id: 8, email: GRACE.email, first_name: 'Grace', last_name: 'Hopper' } } : { status: 400, json: { user_id: ['This user is already a member of the team.'] } },
    );
    server.on('DELETE', '/api/teams/4/members/7', { status: 204 });
    const el = await show(TAG, 'si-teams-admin', 'tbody tr');
    control(el, 'Members of Sales').click();
    await membersShown(el);
    await until(() => el.shadowRoot!.querySelectorAll('[part="add-member"] option').length === 2, 'the users to choose from');
    choose(el, 'User', '8');
    control(el, 'Add member').click();
    await until(() => textOf(el, '[part="notice"]') === 'Grace Hopper added to Sales.', 'added');
    expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({ user_id: 8 });
    control(el, 'Add member').click();
    await until(() => alertText(el), 'the refusal');
    expect(alertText(el)).to.equal('This user is already a member of the team.');
    control(el, 'Remove Ada Lovelace').click();
    await until(() => textOf(el, '[part="notice"]') === 'Ada Lovelace removed from Sales.', 'removed');
    // Both lists reload: the members and the teams' member counts.
    await until(() => server.requests.filter((r) => r.path === '/api/teams').length >= 3, 'teams reload');
  });

  it('shows a viewer (VO) the teams and members without any write control', async () => {
    signInAs('VO');
    server.on('GET', '/api/teams', { json: pageOf([SALES]) });
    server.on('GET', '/api/teams/4/members', { json: pageOf([ADA]) });
    const el = await show(TAG, 'si-teams-admin', 'tbody tr');
    control(el, 'Members of Sales').click();
    await membersShown(el);
    expect(textOf(el, '[part="members"] tbody')).to.equal('Ada Lovelace ada@example.com');
    const names = [...el.shadowRoot!.querySelectorAll('button, sl-button')].map((b) => b.textContent!.trim());
    expect(names).to.not.include.members(['New team', 'Add member', 'Remove']);
    expect(server.requests.some((r) => r.path === '/api/users')).to.equal(false);
  });
});
