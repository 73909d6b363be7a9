import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { FakeServer } from '@si/core/testing';
import { setLocale } from '@si/core';
import { alertText, clearField, expectAccessible, field, typeInto, until } from '../../test-support/dom.ts';
import { choose, freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { ACCOUNT, FIELDS } from './workspace-fixtures.ts';
import { openContact, openContacts, serveWorkspace, showWorkspace } from './workspace-test-kit.ts';

let server: FakeServer;
freshServerPerTest((s) => (server = s));

const writes = () => server.requests.filter((r) => r.method !== 'GET');

describe('si-workspace-detail: the workspace and its details', () => {
  it('is accessible and shows the workspace with its facts, progress and custom fields', async () => {
    signInAs('IC');
    serveWorkspace(server);
    const el = await showWorkspace();
    await until(() => el.shadowRoot!.querySelectorAll('select[name="lead_user_id"] option').length === 3, 'the users');
    await expectAccessible(el);
    expect(textOf(el, '[part="header"]')).to.equal(
      'Acme Holdings Download all files (ZIP) Module Lender Lead Ada Lovelace Team Credit Office Head office Progress 3 of 4 requirements accepted (75%)',
    );
    expect(el.shadowRoot!.querySelector('[part="hold-badge"]') === null).to.equal(true);
    expect(field(el, 'Name').value).to.equal('Acme Holdings');
    expect(el.shadowRoot!.querySelector<HTMLSelectElement>('select[name="workspace_kind"]')!.value).to.equal('1');
    expect(el.shadowRoot!.querySelector<HTMLSelectElement>('select[name="values.31"]')!.value).to.equal('Low');
    expect(field(el, 'Facility size').value).to.equal('250000');
    expect([...el.shadowRoot!.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).to.deep.equal(['Details', 'Contacts', 'Activity', 'Reminders']);
  });

  it('reads its counts again when the requirements on the page change (an Accept), without a reload', async () => {
    signInAs('IC');
    serveWorkspace(server);
    const el = await showWorkspace();
    expect(textOf(el, '[part="progress"]')).to.contain('3 of 4');
    server.on('GET', '/api/accounts/12', { json: { ...ACCOUNT, progress: { accepted: 4, total: 4 } } });
    // Another workspace's change is not this one's.
    document.dispatchEvent(new CustomEvent('si-requirements-changed', { detail: { accountId: 99 } }));
    document.dispatchEvent(new CustomEvent('si-requirements-changed', { detail: { accountId: 12 } }));
    await until(() => textOf(el, '[part="progress"]').includes('4 of 4'), 'the new count');
  });

  it('shows the hold and archived badges, and no workspace kind outside the lender module', async () => {
    signInAs('IC');
    serveWorkspace(server, { ...ACCOUNT, module_kind: 1, workspace_kind: null, account_hold: true, archived: true });
    const el = await showWorkspace('<si-workspace-detail account-id="12" account-type="1"></si-workspace-detail>');
    expect(textOf(el, '[part="hold-badge"]')).to.equal('On hold');
    expect(textOf(el, '[part="archived-badge"]')).to.equal('Archived');
    expect(el.shadowRoot!.querySelector('select[name="workspace_kind"]') === null).to.equal(true);
    expect(control(el, 'Restore workspace').textContent).to.equal('Restore workspace');
  });

  it('saves only what changed, showing the server refusal at its field first', async () => {
    signInAs('IC');
    serveWorkspace(server);
    server.on('PATCH', '/api/accounts/12', (_req, index) =>
      index === 0 ? { status: 400, json: { name: ['An account with this name already exists.'] } } : { json: { ...ACCOUNT, name: 'Acme Group', team: { id: 5, name: 'Risk' } } },
    );
    server.on('PUT', '/api/accounts/12/custom_field_values', { json: FIELDS.map((f) => (f.field_id === 31 ? { ...f, value: 'High' } : f)) });
    const el = await showWorkspace();
    await until(() => el.shadowRoot!.querySelectorAll('select[name="team_id"] option').length === 3, 'the teams');
    await clearField(field(el, 'Name'));
    control(el, 'Save').click();
    await until(() => field(el, 'Name').getAttribute('help-text') === 'Field is required', 'the required name');
    expect(writes()).to.have.length(0);

    await typeInto(field(el, 'Name'), 'Acme');
    choose(el, 'Team', '5');
    choose(el, 'Risk rating', 'High');
    control(el, 'Save').click();
    await until(() => field(el, 'Name').getAttribute('help-text') === 'An account with this name already exists.', 'the server field error');
    await expectAccessible(el);
    expect(writes().map((r) => r.method)).to.deep.equal(['PATCH']);

    await typeInto(field(el, 'Name'), ' Group');
    control(el, 'Save').click();
    await until(() => textOf(el, '[part="notice"]') === 'Workspace saved.', 'saved');
    expect(writes().map((r) => [r.method, r.body])).to.deep.equal([
      ['PATCH', { name: 'Acme', team_id: 5 }],
      ['PATCH', { name: 'Acme Group', team_id: 5 }],
      ['PUT', { values: { '31': 'High' } }],
    ]);
    expect(textOf(el, '[part="heading"]')).to.equal('Acme Group');
  });

  it('shows a custom field refused by the server at that field', async () => {
    signInAs('OA');
    serveWorkspace(server);
    server.on('PUT', '/api/accounts/12/custom_field_values', { status: 400, json: { 'values.32': ['Enter a number.'] } });
    const el = await showWorkspace();
    await clearField(field(el, 'Facility size'));
    await typeInto(field(el, 'Facility size'), '12');
    control(el, 'Save').click();
    await until(() => field(el, 'Facility size').getAttribute('help-text') === 'Enter a number.', 'the field error');
    expect(writes().map((r) => r.body)).to.deep.equal([{ values: { '32': 12 } }]);
  });

  it('archives and restores only after a confirmation', async () => {
    signInAs('LRA');
    serveWorkspace(server);
    server.on('PATCH', '/api/accounts/12', (req) => ({ json: { ...ACCOUNT, archived: (req.body as { archived: boolean }).archived } }));
    const el = await showWorkspace();
    control(el, 'Archive workspace').click();
    const bar = await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the confirmation');
    expect(bar.textContent).to.contain('Archive Acme Holdings?');
    await expectAccessible(el);
    await until(() => el.shadowRoot!.activeElement?.textContent === 'Cancel', 'the focus on Cancel');
    control(el, 'Cancel').click();
    await until(() => el.shadowRoot!.activeElement?.textContent === 'Archive workspace', 'focus back on the button');
    expect(writes()).to.have.length(0);

    control(el, 'Archive workspace').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the confirmation');
    control(el, 'Archive').click();
    await until(() => textOf(el, '[part="archived-badge"]') === 'Archived', 'the archived badge');
    control(el, 'Restore workspace').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the confirmation');
    control(el, 'Restore').click();
    await until(() => !el.shadowRoot!.querySelector('[part="archived-badge"]'), 'restored');
    expect(writes().map((r) => r.body)).to.deep.equal([{ archived: true }, { archived: false }]);
  });

  it('shows a View Only user everything and no write control', async () => {
    signInAs('VO');
    serveWorkspace(server);
    const el = await showWorkspace();
    expect(el.shadowRoot!.querySelector('form') === null).to.equal(true);
    expect(textOf(el, '[part="details"]')).to.equal('Workspace kind Monitoring On hold No Risk rating Low Facility size 250000 Review date Not set');
    await openContacts(el);
    const panel = await openContact(el, 'Carla Borrower');
    expect(panel.querySelectorAll('[part="access-log"] tbody tr')).to.have.length(2);
    const names = [...el.shadowRoot!.querySelectorAll('button, sl-button')].map((b) => b.textContent!.trim());
    expect(names).to.not.include.members(['Save', 'Archive workspace', 'Add contact']);
    for (const name of ['Issue link', 'Rotate link', 'Revoke link', 'Change expiry', 'Remove from workspace']) expect(names).to.not.include(name);
    // The one select left is the access log's page size.
    const inputs = [...el.shadowRoot!.querySelectorAll('select, input, textarea, sl-input')].filter((c) => !c.closest('[part="pager"]'));
    expect(inputs.map((c) => c.getAttribute('name'))).to.deep.equal([]);
    expect(server.requests.some((r) => ['/api/users', '/api/contact_roles'].includes(r.path))).to.equal(false);
    expect(writes()).to.have.length(0);
  });

  it('runs right to left in Arabic', async () => {
    signInAs('IC');
    serveWorkspace(server);
    const el = await show('<si-workspace-detail account-id="12" account-type="2" locale="ar"></si-workspace-detail>', 'si-workspace-detail', '[part="heading"]');
    expect(el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('dir')).to.equal('rtl');
    await expectAccessible(el);
  });

  it('refuses a workspace of another module, a bad id, and shows a failed load with Try again', async () => {
    signInAs('IC');
    serveWorkspace(server);
    const other = await show('<si-workspace-detail account-id="12" account-type="7"></si-workspace-detail>', 'si-workspace-detail', '[part="error"]');
    expect(textOf(other, '[part="error"]')).to.equal('This workspace belongs to another module.');
    const bad = await show('<si-workspace-detail account-id="abc"></si-workspace-detail>', 'si-workspace-detail', '[part="error"]');
    expect(textOf(bad, '[part="error"]')).to.equal('No workspace was named.');
    server.on('GET', '/api/accounts/99', (_req, index) => (index === 0 ? { status: 404, json: { detail: 'Not found.' } } : { json: { ...ACCOUNT, id: 99 } }));
    server.on('GET', '/api/accounts/99/custom_field_values', { json: [] });
    const missing = await show('<si-workspace-detail account-id="99"></si-workspace-detail>', 'si-workspace-detail', '[part="error"]');
    expect(alertText(missing)).to.contain('Not found.');
    control(missing, 'Try again').click();
    await until(() => missing.shadowRoot!.querySelector('[part="heading"]'), 'the workspace after a retry');
  });

  it("speaks of a customer's account, not a workspace, on a receivables account, in English and Arabic", async () => {
    signInAs('IC');
    const customer = { ...ACCOUNT, module_kind: 4, workspace_kind: null, name: 'Al-Noor Trading Co.', progress: { accepted: 0, total: 1 } };
    serveWorkspace(server, customer);
    const el = await showWorkspace('<si-workspace-detail account-id="12" account-type="4"></si-workspace-detail>');
    // Requirements are document collection's work: no "0 of 1 requirements accepted" here.
    expect(el.shadowRoot!.querySelector('[part="progress"]')).to.equal(null);
    expect(textOf(el, '[part="header"]')).not.to.contain('requirement');
    expect(el.shadowRoot!.querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal('Account');
    expect(control(el, 'Archive account').textContent).to.equal('Archive account');
    expect(el.shadowRoot!.textContent).not.to.match(/workspace/i);
    // A Latin name keeps its full stop at its end in a right-to-left page: isolated from the page's direction.
    expect(el.shadowRoot!.querySelector('[part="heading"] bdi')!.textContent).to.equal('Al-Noor Trading Co.');
    await expectAccessible(el);

    el.remove();
    setLocale('ar');
    try {
      serveWorkspace(server, customer);
      const ar = await showWorkspace('<si-workspace-detail account-id="12" account-type="4"></si-workspace-detail>');
      await until(() => ar.shadowRoot!.querySelector('[role="tablist"]')?.getAttribute('aria-label') === 'الحساب', 'the Arabic words');
      expect(control(ar, 'أرشفة الحساب').textContent).to.equal('أرشفة الحساب');
      expect(ar.shadowRoot!.textContent).not.to.contain('مساحة العمل');
      const heading = ar.shadowRoot!.querySelector<HTMLElement>('[part="heading"] bdi')!;
      // Rendered in its own direction: the full stop sits at the right end of the Latin name.
      const range = document.createRange();
      range.setStart(heading.firstChild!, 0);
      range.setEnd(heading.firstChild!, 1);
      const first = range.getBoundingClientRect();
      const text = heading.firstChild!.textContent!;
      range.setStart(heading.firstChild!, text.length - 1);
      range.setEnd(heading.firstChild!, text.length);
      expect(range.getBoundingClientRect().left).to.be.greaterThan(first.left);
    } finally {
      setLocale('en');
    }
  });

  it('marks the field a check refuses, in the danger colour, with the summary only above a marked field', async () => {
    signInAs('IC');
    serveWorkspace(server);
    const el = await showWorkspace();
    await clearField(field(el, 'Name'));
    control(el, 'Save').click();
    const name = field(el, 'Name');
    await until(() => name.shadowRoot!.querySelector('input')!.matches(':invalid'), 'the name marked invalid');
    const input = name.shadowRoot!.querySelector('input')!;
    // The input is described by the message and reports itself invalid (Shoelace ties help text to it).
    expect(input.getAttribute('aria-describedby')).to.equal('help-text');
    expect(name.shadowRoot!.getElementById('help-text')!.textContent!.trim()).to.equal('Field is required');
    expect(alertText(el)).to.equal('Check the fields marked below.');
    const danger = getComputedStyle(el.shadowRoot!.querySelector('.si-root')!).getPropertyValue('--sl-color-danger-700').trim();
    const probe = document.createElement('span');
    probe.style.color = danger;
    el.shadowRoot!.append(probe);
    const expected = getComputedStyle(probe).color;
    probe.remove();
    expect(getComputedStyle(name.shadowRoot!.querySelector('[part~="form-control-help-text"]')!).color).to.equal(expected);

    await typeInto(name, 'Acme');
    server.on('PATCH', '/api/accounts/12', { json: { ...ACCOUNT, name: 'Acme' } });
    control(el, 'Save').click();
    await until(() => !name.shadowRoot!.querySelector('input')!.matches(':invalid'), 'the mark cleared');
  });
});
