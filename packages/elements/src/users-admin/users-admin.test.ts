import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout, setLocale } from '@si/core';
import type { AdminUser } from '@si/core/admin';
import './users-admin.ts';
import { alertText, cleanup, expectAccessible, field, typeInto, until } from '../test/dom.ts';
import { control, show, textOf } from '../test/portal-fixtures.ts';
import { choose, nativeInput, nthQuery, pageOf, rowTexts, signInAs } from '../data-table/table-test-kit.ts';

const HQ = { id: 1, identifier: 'HQ', name: 'Head office' };
const NYC = { id: 2, identifier: 'NYC', name: 'New York' };
const person = (id: number, patch: Partial<AdminUser> = {}): AdminUser => ({
  id, identifier: `U-${id}`, is_active: true, email: `user${id}@example.com`, first_name: 'Grace', last_name: `Hopper ${id}`,
  home_office_id: 1, phone: '', mfa_active: false, invitation_pending: false, last_login_at: null,
  offices: [{ office: HQ, role: 'IC' }], ...patch,
});
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

const TAG = '<si-users-admin></si-users-admin>';
const selectNamed = (el: Element, label: string) =>
  [...el.shadowRoot!.querySelectorAll('label')].find((l) => l.querySelector('span')?.textContent === label)?.querySelector('select');

describe('si-users-admin', () => {
  it('is accessible, and lists users with their office roles and state', async () => {
    signInAs('OA');
    server.on('GET', '/api/users', {
      json: pageOf([person(1, { offices: [{ office: HQ, role: 'OA' }, { office: NYC, role: 'VO' }] }), person(2, { invitation_pending: true }), person(3, { is_active: false })]),
    });
    const el = await show(TAG, 'si-users-admin', 'tbody tr');
    expectAccessible(el);
    expect(rowTexts(el)).to.deep.equal([
      'Grace Hopper 1 | user1@example.com | HQ: OANYC: VO | Active | Deactivate',
      'Grace Hopper 2 | user2@example.com | HQ: IC | Invitation pending | Deactivate',
      'Grace Hopper 3 | user3@example.com | HQ: IC | Deactivated | Reactivate',
    ]);
    expect(await nthQuery(server.requests, '/api/users', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: 'last_name' });
    await typeInto(nativeInput(el, 'Search'), 'grace');
    expect(await nthQuery(server.requests, '/api/users', 2)).to.include({ search: 'grace', page: '1' });
  });

  it('invites by e-mail with an office and a role, showing the server field error first', async () => {
    signInAs('OA');
    server.on('GET', '/api/users', { json: pageOf([person(1)]) });
    server.on('GET', '/api/offices', { json: pageOf([{ ...HQ, user_count: 1 }, { ...NYC, user_count: 0 }]) });
    server.on('POST', '/api/users', (_req, index) =>
      index === 0 ? { status: 400, json: { email: ['A user with this e-mail already exists.'] } } : { status: 201, json: person(9, { email: 'new@example.com', invitation_pending: true }) },
    );
    const el = await show(TAG, 'si-users-admin', 'tbody tr');
    control(el, 'Invite a user').click();
    await until(() => selectNamed(el, 'Office')?.options.length === 2, 'the offices to choose from');
    expect(await nthQuery(server.requests, '/api/offices', 1)).to.include({ page_size: '100' });
    expect([...selectNamed(el, 'Role')!.options].map((o) => o.textContent)).to.deep.equal([
      'IC – Individual Contributor', 'OA – Office Administrator', 'VO – View Only', 'LRA – Loan Review & Approval',
    ]);
    control(el, 'Send invitation').click();
    await until(() => field(el, 'Email').getAttribute('help-text'), 'the required message');
    expect(server.requests.some((r) => r.method === 'POST')).to.equal(false);

    await typeInto(field(el, 'Email'), 'user1@example.com');
    choose(el, 'Office', '2');
    choose(el, 'Role', 'LRA');
    control(el, 'Send invitation').click();
    await until(() => field(el, 'Email').getAttribute('help-text') === 'A user with this e-mail already exists.', 'the server field error');
    expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({ email: 'user1@example.com', first_name: '', last_name: '', office_id: 2, role: 'LRA' });

    field(el, 'Email').focus();
    field(el, 'Email').shadowRoot!.querySelector('input')!.select();
    await typeInto(field(el, 'Email'), 'new@example.com');
    control(el, 'Send invitation').click();
    await until(() => el.shadowRoot!.querySelector('[part="notice"]'), 'the confirmation');
    expect(textOf(el, '[part="notice"]')).to.equal('Invitation sent to new@example.com.');
    await until(() => server.requests.filter((r) => r.path === '/api/users' && r.method === 'GET').length === 2, 'reload');
  });

  it('deactivates and reactivates, and shows the server refusal', async () => {
    signInAs('OA');
    server.on('GET', '/api/users', { json: pageOf([person(1), person(2, { is_active: false })]) });
    server.on('POST', '/api/users/1/deactivate', { status: 400, json: { is_active: ['You cannot deactivate your own account.'] } });
    server.on('POST', '/api/users/2/reactivate', { json: person(2) });
    const el = await show(TAG, 'si-users-admin', 'tbody tr');
    control(el, 'Deactivate user1@example.com').click();
    await until(() => alertText(el), 'the refusal');
    expect(alertText(el)).to.equal('You cannot deactivate your own account.');
    control(el, 'Reactivate user2@example.com').click();
    await until(() => textOf(el, '[part="notice"]') === 'user2@example.com can sign in again.', 'the confirmation');
  });

  it('shows a viewer (VO) the list without any write control', async () => {
    signInAs('VO');
    server.on('GET', '/api/users', { json: pageOf([person(1)]) });
    const el = await show(TAG, 'si-users-admin', 'tbody tr');
    expect(rowTexts(el)).to.deep.equal(['Grace Hopper 1 | user1@example.com | HQ: IC | Active']);
    const names = [...el.shadowRoot!.querySelectorAll('button, sl-button')].map((b) => b.textContent!.trim());
    expect(names).to.not.include.members(['Invite a user', 'Deactivate', 'Reactivate']);
  });
});
