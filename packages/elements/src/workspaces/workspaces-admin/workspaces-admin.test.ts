import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { AccountRow, CustomFieldRow } from '@si/contract';
import './workspaces-admin.ts';
import { $, expectAccessible, field, nextEvent, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { accountRow, selectError } from '../../test-support/picker-test-kit.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';
import { choose, freshServerPerTest, header, nativeInput, nthQuery, pageOf, params, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';

const ACME: AccountRow = accountRow({
  id: 11,
  name: 'Acme Trading',
  module_kind: 1,
  lead: { id: 8, name: 'Grace Hopper' },
  team: { id: 4, name: 'Sales' },
  progress: { accepted: 3, total: 5 },
  overdue_count: 2,
  account_hold: true,
  created_at: '2026-02-03T10:00:00Z',
});
const BETA: AccountRow = accountRow({ id: 12, name: 'Beta Foods', module_kind: 1, created_at: '2026-02-04T10:00:00Z' });
const GRACE = { id: 8, identifier: 'U-8', is_active: true, email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', home_office_id: 1, phone: '', mfa_active: false, invitation_pending: false, last_login_at: null, offices: [] };
const TIER: CustomFieldRow = { id: 21, module_kind: 1, name: 'Tier', field_type: 'select', options: ['Gold', 'Silver'], required: false, position: 0 };
const REGION: CustomFieldRow = { id: 22, module_kind: 1, name: 'Region', field_type: 'text', options: [], required: true, position: 1 };

const TAG = '<si-workspaces-admin module-kind="1" detail-href="/filestride/workspaceDetails/{module_kind}/{id}"></si-workspaces-admin>';

/** The organization's lists the filters and the form choose from. */
function choicesOn(server: FakeServer): void {
  server.on('GET', '/api/users', { json: pageOf([GRACE]) });
  server.on('GET', '/api/teams', { json: pageOf([{ id: 4, name: 'Sales', member_count: 1 }]) });
  server.on('GET', '/api/offices', { json: pageOf([{ id: 3, identifier: 'HQ', name: 'Head office', user_count: 2 }]) });
  server.on('GET', '/api/custom_fields', { json: pageOf([TIER, REGION]) });
  server.on('GET', '/api/checklists', { json: pageOf([{ id: 31, name: 'Onboarding' }]) });
}

const shown = () => show(TAG, 'si-workspaces-admin', 'tbody tr');
const optionsLoaded = (el: Element, name: string) => until(() => el.shadowRoot!.querySelectorAll(`select[name="${name}"] option`).length > 1, `the ${name} options`);

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  choicesOn(server);
  server.on('GET', '/api/accounts', { json: pageOf([ACME, BETA], 2) });
});

runListScreenSuite({
  tag: 'si-workspaces-admin',
  html: TAG,
  server: () => server,
  endpoint: '/api/accounts',
  rows: [ACME, BETA],
  sort: { column: 'Progress', ordering: 'progress' },
  writeControls: ['New workspace'],
  emptyText: 'No workspaces yet.',
});

describe('si-workspaces-admin', () => {
  it('lists the module\'s workspaces with progress, overdue, hold and links to each', async () => {
    signInAs('IC');
    const el = await shown();
    expect(rowTexts(el)).to.deep.equal(['Select Acme Trading | Acme Trading | Grace Hopper | Sales | 3 of 5 | 2 | On hold | Feb 3, 2026', 'Select Beta Foods | Beta Foods |  |  | 0 of 0 | 0 |  | Feb 4, 2026']);
    const bar = el.shadowRoot!.querySelector('tbody tr progress')!;
    expect(bar.getAttribute('aria-label')).to.equal('Progress of Acme Trading: 3 of 5 accepted');
    expect(el.shadowRoot!.querySelector('[part="detail-link"]')!.getAttribute('href')).to.equal('/filestride/workspaceDetails/1/11');
    expect(await nthQuery(server.requests, '/api/accounts', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: 'name', module_kind: '1' });
  });

  it('sends each filter and the sort to the server', async () => {
    signInAs('VO');
    const el = await shown();
    await optionsLoaded(el, 'lead');
    await optionsLoaded(el, 'custom_field');
    choose(el, 'Lead', '8');
    choose(el, 'Team', '4');
    choose(el, 'Office', '3');
    choose(el, 'On hold', 'true');
    nativeInput(el, 'Has overdue items').click();
    nativeInput(el, 'Archived').click();
    choose(el, 'Custom field', '21');
    await until(() => el.shadowRoot!.querySelector('select[name="custom_value"]'), 'the values of Tier');
    choose(el, 'Value', 'Gold');
    header(el, 'Progress').querySelector('button')!.click();
    const last = () => params(server.requests.filter((r) => r.path === '/api/accounts').at(-1)!.search);
    await until(() => last().ordering === 'progress' && last().custom_value === 'Gold', 'the filtered, sorted request');
    expect(last()).to.deep.equal({
      page: '1', page_size: '10', ordering: 'progress', module_kind: '1', lead: '8', team: '4', office: '3',
      on_hold: 'true', overdue: 'true', archived: 'true', custom_field: '21', custom_value: 'Gold',
    });
    expect(header(el, 'Progress').getAttribute('aria-sort')).to.equal('ascending');
    // A typed custom value goes out once typing pauses.
    choose(el, 'Custom field', '22');
    await until(() => !nativeInput(el, 'Value').disabled, 'the value box');
    await typeInto(nativeInput(el, 'Value'), 'North');
    await until(() => last().custom_field === '22' && last().custom_value === 'North', 'the typed value');
  });

  it('exports the CSV of what the list shows, with the session and the server\'s file name', async () => {
    signInAs('VO');
    server.on('GET', '/api/accounts/export.csv', { text: 'name\nAcme Trading\n' });
    const el = await shown();
    await optionsLoaded(el, 'team');
    choose(el, 'Team', '4');
    await until(() => params(server.requests.filter((r) => r.path === '/api/accounts').at(-1)!.search).team === '4', 'the filtered list');
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
      else click.call(this);
    };
    try {
      control(el, 'Export CSV').click();
      await until(() => saved.length === 1, 'the file to be saved');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    const request = server.requests.find((r) => r.path === '/api/accounts/export.csv')!;
    expect(request.authorization).to.equal('JWT ACCESS');
    expect(params(request.search)).to.deep.equal({ ordering: 'name', module_kind: '1', team: '4' });
    expect(saved).to.deep.equal(['workspaces.csv']);
    // The notice is the render after the save: on a loaded machine it comes a frame later.
    await until(() => textOf(el, '[part="notice"]') === 'Downloaded workspaces.csv.', 'the notice');
  });

  it('creates a workspace: checks required fields, shows the server\'s 400 at its fields, then opens the new workspace', async () => {
    signInAs('IC');
    const ZETA = accountRow({ id: 40, name: 'Zeta Labs', module_kind: 1 });
    server.on('POST', '/api/accounts', (_req, index) =>
      index === 0 ? { status: 400, json: { name: ['Ensure this field has no more than 200 characters.'], 'custom_fields.21': ['Choose one of Gold, Silver.'] } } : { status: 201, json: ZETA },
    );
    const el = await shown();
    await optionsLoaded(el, 'custom_field');
    control(el, 'New workspace').click();
    const form = await until(() => el.shadowRoot!.querySelector('form'), 'the form');
    await until(() => form.querySelectorAll('select[name="checklist_id"] option').length === 2, 'the checklists');
    await typeInto(field(el, 'Name'), 'Zeta Labs');
    const pick = (name: string, value: string) => {
      const select = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    pick('lead_user_id', '8');
    pick('team_id', '4');
    pick('checklist_id', '31');
    pick('custom_fields.21', 'Gold');
    control(el, 'Create workspace').click();
    // Region is required: a message at the field and no request.
    await until(() => field(el, 'Region (required)').getAttribute('help-text') === 'This field is required.', 'the required message');
    expect(server.requests.some((r) => r.method === 'POST')).to.equal(false);
    await typeInto(field(el, 'Region (required)'), 'North');
    control(el, 'Create workspace').click();
    await until(() => field(el, 'Name').getAttribute('help-text') === 'Ensure this field has no more than 200 characters.', 'the server\'s name message');
    expect(selectError(el, 'Tier')).to.equal('Choose one of Gold, Silver.');
    await expectAccessible(el);
    const navigated = nextEvent<{ href: string }>('si-navigate');
    control(el, 'Create workspace').click();
    expect((await navigated).detail.href).to.equal('/filestride/workspaceDetails/1/40');
    await until(() => textOf(el, '[part="notice"]') === 'Workspace Zeta Labs created. Open Zeta Labs', 'the confirmation');
    const body = { module_kind: 1, name: 'Zeta Labs', lead_user_id: 8, team_id: 4, office_id: null, account_hold: false, account_hold_message: '', checklist_id: 31, custom_fields: { 21: 'Gold', 22: 'North' } };
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.body)).to.deep.equal([body, body]);
    expect(el.shadowRoot!.querySelector('form')).to.equal(null);
  });

  it('acts on the selected workspaces, confirming an archive, and shows what the server answered', async () => {
    signInAs('OA');
    server.on('POST', '/api/accounts/bulk', (_req, index) => (index === 0 ? { json: { updated: 2 } } : { status: 400, json: { ids: ['Must be the id of an account of this organization.'] } }));
    const el = await shown();
    await optionsLoaded(el, 'lead');
    nativeInput(el, 'Select Acme Trading').click();
    nativeInput(el, 'Select Beta Foods').click();
    await until(() => el.shadowRoot!.querySelector('[part="bulk"]'), 'the bulk actions');
    expect(textOf(el, '[part="bulk"] .selected')).to.equal('2 selected');
    expect(nativeInput(el, 'Select all on this page').checked).to.equal(true);
    choose(el, 'Action', 'assign_lead');
    await until(() => el.shadowRoot!.querySelector('select[name="bulk_lead"]'), 'the lead to assign');
    choose(el, 'New lead', '8');
    control(el, 'Apply').click();
    await until(() => textOf(el, '[part="notice"]') === '2 workspaces updated.', 'the outcome');
    expect(server.requests.find((r) => r.path === '/api/accounts/bulk')!.body).to.deep.equal({ ids: [11, 12], action: 'assign_lead', lead_user_id: 8 });
    expect(el.shadowRoot!.querySelector('[part="bulk"]')).to.equal(null);
    await until(() => el.shadowRoot!.activeElement === $(el, '[part="heading"]'), 'the focus on the heading');
    await until(() => server.requests.filter((r) => r.path === '/api/accounts').length >= 2, 'the list to reload');

    nativeInput(el, 'Select Beta Foods').click();
    await until(() => el.shadowRoot!.querySelector('[part="bulk"]'), 'the bulk actions again');
    choose(el, 'Action', 'archive');
    control(el, 'Apply').click();
    const confirm = await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the confirmation');
    expect(confirm.textContent).to.contain('Archive the selected workspaces (1)?');
    await expectAccessible(el);
    expect(server.requests.filter((r) => r.path === '/api/accounts/bulk')).to.have.length(1);
    confirm.querySelector<HTMLButtonElement>('button.danger')!.click();
    await until(() => el.shadowRoot!.querySelector('[part="notice"][role="alert"]'), 'the refusal');
    expect(textOf(el, '[part="notice"]')).to.equal('Must be the id of an account of this organization.');
    expect(server.requests.filter((r) => r.path === '/api/accounts/bulk').at(-1)!.body).to.deep.equal({ ids: [12], action: 'archive' });
    // A refused action keeps the selection for another try.
    expect(textOf(el, '[part="bulk"] .selected')).to.equal('1 selected');
  });

  it('shows a View Only user no selection and no checklists', async () => {
    signInAs('VO');
    const el = await shown();
    expect(el.shadowRoot!.querySelector('tbody input[type="checkbox"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="bulk"]')).to.equal(null);
    expect(server.requests.some((r) => r.path === '/api/checklists')).to.equal(false);
  });

  it('labels the search in Arabic', async () => {
    signInAs('OA');
    const el = await show(TAG.replace('module-kind', 'locale="ar" module-kind'), 'si-workspaces-admin', 'tbody tr');
    expect(textOf(el, '.search span')).to.equal('بحث');
  });
});
