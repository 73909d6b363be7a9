import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout, setLocale } from '@si/core';
import type { AdminUser } from '@si/core/admin';
import './users-admin.ts';
import { alertText, cleanup, expectAccessible, field, press, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, nativeInput, typeSearch, nthQuery, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';

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

runListScreenSuite({
  tag: 'si-users-admin',
  server: () => server,
  endpoint: '/api/users',
  rows: [person(1, { mfa_active: true }), person(2, { invitation_pending: true })],
  sort: { column: 'Email', ordering: 'email' },
  writeControls: ['Invite a user', 'Roles', 'Resend invitation', 'Reset MFA', 'Deactivate', 'Reactivate', 'Office roles of'],
  emptyText: 'No users yet.',
});
const selectNamed = (el: Element, label: string) =>
  [...el.shadowRoot!.querySelectorAll('label')].find((l) => l.querySelector('span')?.textContent === label)?.querySelector('select');

describe('si-users-admin', () => {
  it('is accessible, and lists users with their office roles and state', async () => {
    signInAs('OA');
    server.on('GET', '/api/users', {
      json: pageOf([person(1, { offices: [{ office: HQ, role: 'OA' }, { office: NYC, role: 'VO' }] }), person(2, { invitation_pending: true }), person(3, { is_active: false })]),
    });
    const el = await show(TAG, 'si-users-admin', 'tbody tr');
    await expectAccessible(el);
    expect(rowTexts(el)).to.deep.equal([
      'Grace Hopper 1 | user1@example.com | HQ: OANYC: VO | Active | RolesDeactivate',
      'Grace Hopper 2 | user2@example.com | HQ: IC | Invitation pending | RolesResend invitationDeactivate',
      'Grace Hopper 3 | user3@example.com | HQ: IC | Deactivated | RolesReactivate',
    ]);
    expect(await nthQuery(server.requests, '/api/users', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: 'last_name' });
    typeSearch(nativeInput(el, 'Search'), 'grace');
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
    await expectAccessible(el);
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

  it('manages the office roles of a user: changes, adds and removes one, showing the server refusals', async () => {
    signInAs('OA');
    const LON = { id: 3, identifier: 'LON', name: 'London' };
    const withRoles = (offices: AdminUser['offices']) => person(1, { offices });
    server.on('GET', '/api/users', { json: pageOf([withRoles([{ office: HQ, role: 'OA' }, { office: NYC, role: 'VO' }])]) });
    server.on('GET', '/api/offices', { json: pageOf([{ ...HQ, user_count: 1 }, { ...NYC, user_count: 1 }, { ...LON, user_count: 0 }]) });
    server.on('PUT', '/api/users/1/offices/1', { status: 400, json: { role: ['The organization needs at least one active Office Administrator.'] } });
    server.on('PUT', '/api/users/1/offices/2', { json: withRoles([{ office: HQ, role: 'OA' }, { office: NYC, role: 'LRA' }]) });
    server.on('PUT', '/api/users/1/offices/3', (_req, index) =>
      index === 0
        ? { status: 400, json: { role: ['Choose one of IC, OA, VO, LRA.'] } }
        : { json: withRoles([{ office: HQ, role: 'OA' }, { office: NYC, role: 'LRA' }, { office: LON, role: 'OA' }]) },
    );
    server.on('DELETE', '/api/users/1/offices/2', (_req, index) =>
      index === 0 ? { status: 404, json: { detail: 'Not found.' } } : { json: withRoles([{ office: HQ, role: 'OA' }, { office: LON, role: 'OA' }]) },
    );
    const el = await show(TAG, 'si-users-admin', 'tbody tr');
    const root = el.shadowRoot!;
    const opener = control(el, 'Office roles of user1@example.com');

    // Opens focused on its heading; Escape closes it and gives the focus back to the row's button.
    opener.click();
    await until(() => root.activeElement?.id === 'roles-heading', 'the focus on the panel');
    expect(textOf(el, '[part="roles"] h3')).to.equal('Office roles of Grace Hopper 1');
    await press('Escape');
    await until(() => !root.querySelector('[part="roles"]'), 'the panel to close');
    await until(() => root.activeElement === opener, 'the focus to move there');

    opener.click();
    await until(() => selectNamed(el, 'Office')?.options.length === 1, 'the offices without a role');
    await expectAccessible(el);
    expect(selectNamed(el, 'Role in HQ')!.value).to.equal('OA');
    expect(selectNamed(el, 'Role in NYC')!.value).to.equal('VO');
    expect(selectNamed(el, 'Office')!.options[0].textContent).to.equal('LON – London');
    expect((control(el, 'Save the role in HQ') as HTMLButtonElement).disabled, 'nothing changed yet').to.equal(true);

    // The server keeps the last Office Administrator.
    choose(el, 'Role in HQ', 'IC');
    control(el, 'Save the role in HQ').click();
    await until(() => alertText(el), 'the refusal');
    expect(alertText(el)).to.equal('The organization needs at least one active Office Administrator.');
    expect(server.requests.find((r) => r.method === 'PUT')!.body).to.deep.equal({ role: 'IC' });
    expect(selectNamed(el, 'Role in HQ')!.value, 'the choice is kept').to.equal('IC');

    choose(el, 'Role in NYC', 'LRA');
    control(el, 'Save the role in NYC').click();
    await until(() => textOf(el, '[part="roles-notice"]') === 'Role in NYC set to Loan Review & Approval.', 'the confirmation');
    expect(server.requests.filter((r) => r.path === '/api/users/1/offices/2').map((r) => [r.method, r.body])).to.deep.equal([['PUT', { role: 'LRA' }]]);
    await until(() => server.requests.filter((r) => r.path === '/api/users' && r.method === 'GET').length === 2, 'the list to reload');

    // A role in another office: the server's field message shows next to the field, then it is added.
    choose(el, 'Role', 'OA');
    control(el, 'Add role').click();
    await until(() => root.querySelector('[part="add-role"] .field-error')?.textContent === 'Choose one of IC, OA, VO, LRA.', 'the field error');
    control(el, 'Add role').click();
    await until(() => textOf(el, '[part="roles-notice"]') === 'Role Office Administrator added in LON.', 'the addition');
    expect(server.requests.filter((r) => r.path === '/api/users/1/offices/3').map((r) => r.body)).to.deep.equal([{ role: 'OA' }, { role: 'OA' }]);
    expect(textOf(el, '[part="roles"]')).to.include('This user has a role in every office.');

    // Removing: a 404 is shown, then the role goes and the focus moves to the heading.
    control(el, 'Remove the role in NYC').click();
    await until(() => alertText(el), 'the 404');
    expect(alertText(el)).to.equal('Not found.');
    control(el, 'Remove the role in NYC').click();
    await until(() => textOf(el, '[part="roles-notice"]') === 'Role in NYC removed.', 'the removal');
    expect(selectNamed(el, 'Role in NYC')).to.equal(undefined);
    await until(() => root.activeElement?.id === 'roles-heading', 'the focus back on the heading');
    expect(server.requests.filter((r) => r.method === 'DELETE').length).to.equal(2);

    control(el, 'Close').click();
    await until(() => !root.querySelector('[part="roles"]'), 'the panel to close');
  });

  it('resets MFA after a confirmation, only for a user with MFA on, and shows the server refusal', async () => {
    signInAs('OA');
    server.on('GET', '/api/users', { json: pageOf([person(1, { mfa_active: true }), person(2)]) });
    server.on('POST', '/api/users/1/reset_mfa', (_req, index) =>
      index === 0 ? { status: 403, json: { detail: 'You do not have permission to perform this action.' } } : { json: person(1) },
    );
    const el = await show(TAG, 'si-users-admin', 'tbody tr');
    const root = el.shadowRoot!;
    expect(() => control(el, 'Reset MFA of user2@example.com')).to.throw();
    const opener = control(el, 'Reset MFA of user1@example.com');

    opener.click();
    await until(() => root.querySelector('[part="confirm"]'), 'the confirmation');
    expect(root.querySelector('[part="confirm"]')!.getAttribute('role')).to.equal('alertdialog');
    expect(textOf(el, '[part="confirm"] span')).to.equal('Reset MFA of user1@example.com? The next sign-in needs the password only.');
    await until(() => root.activeElement?.textContent === 'Cancel', 'the focus on Cancel');
    await expectAccessible(el);
    await press('Escape');
    await until(() => !root.querySelector('[part="confirm"]'), 'the cancel');
    await until(() => root.activeElement === opener, 'the focus to move there');
    expect(server.requests.some((r) => r.method === 'POST')).to.equal(false);

    const confirmReset = async () => {
      control(el, 'Reset MFA of user1@example.com').click();
      (await until(() => root.querySelector<HTMLButtonElement>('[part="confirm"] button.danger'), 'the confirmation')).click();
    };
    await confirmReset();
    await until(() => alertText(el), 'the refusal');
    expect(alertText(el)).to.equal('You do not have permission to perform this action.');
    await confirmReset();
    await until(() => textOf(el, '[part="notice"]') === 'MFA of user1@example.com is reset: the next sign-in needs the password only.', 'the confirmation');
    expect(server.requests.filter((r) => r.path === '/api/users/1/reset_mfa').length).to.equal(2);
    await until(() => server.requests.filter((r) => r.path === '/api/users' && r.method === 'GET').length === 2, 'the list to reload');
  });

  it('resends a pending invitation, and shows the server refusal', async () => {
    signInAs('OA');
    server.on('GET', '/api/users', { json: pageOf([person(1), person(2, { invitation_pending: true })]) });
    server.on('POST', '/api/users/2/resend_invitation', (_req, index) =>
      index === 0 ? { status: 400, json: { non_field_errors: ['This user has already activated the account.'] } } : { json: person(2, { invitation_pending: true }) },
    );
    const el = await show(TAG, 'si-users-admin', 'tbody tr');
    expect(() => control(el, 'Resend invitation to user1@example.com')).to.throw();
    control(el, 'Resend invitation to user2@example.com').click();
    await until(() => alertText(el), 'the refusal');
    expect(alertText(el)).to.equal('This user has already activated the account.');
    control(el, 'Resend invitation to user2@example.com').click();
    await until(() => textOf(el, '[part="notice"]') === 'A new activation link was sent to user2@example.com.', 'the confirmation');
    expect(server.requests.filter((r) => r.path === '/api/users/2/resend_invitation').length).to.equal(2);
    await until(() => server.requests.filter((r) => r.path === '/api/users' && r.method === 'GET').length === 2, 'the list to reload');
  });

  it('shows a viewer (VO) or an individual contributor (IC) no role, MFA or invitation control', async () => {
    for (const role of ['VO', 'IC'] as const) {
      signInAs(role);
      server.on('GET', '/api/users', { json: pageOf([person(1, { mfa_active: true, invitation_pending: true })]) });
      const el = await show(TAG, 'si-users-admin', 'tbody tr');
      const names = [...el.shadowRoot!.querySelectorAll('button, sl-button')].flatMap((b) => [b.textContent!.trim(), b.getAttribute('aria-label') ?? '']);
      for (const name of ['Roles', 'Reset MFA', 'Resend invitation', 'Office roles of user1@example.com', 'Reset MFA of user1@example.com', 'Resend invitation to user1@example.com']) {
        expect(names, `${role}: ${name}`).to.not.include(name);
      }
      expect(el.shadowRoot!.querySelector('[part="roles"], [part="confirm"]')).to.equal(null);
      cleanup();
    }
  });

  it('works right-to-left in Arabic with the roles panel open', async () => {
    signInAs('OA');
    setLocale('ar');
    server.on('GET', '/api/users', { json: pageOf([person(1)]) });
    server.on('GET', '/api/offices', { json: pageOf([{ ...HQ, user_count: 1 }]) });
    const el = await show(TAG, 'si-users-admin', 'tbody tr');
    el.shadowRoot!.querySelector<HTMLButtonElement>('.row-actions button')!.click();
    const panel = await until(() => el.shadowRoot!.querySelector<HTMLElement>('[part="roles"]'), 'the panel');
    expect(getComputedStyle(panel).direction).to.equal('rtl');
  });
});
