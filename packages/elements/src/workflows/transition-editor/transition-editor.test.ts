import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './transition-editor.ts';
import { expectAccessible, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, freshServerPerTest, nativeInput, pageOf, signInAs } from '../../test-support/table-test-kit.ts';
import { ACCOUNTS, accountsFake } from '../../test-support/picker-test-kit.ts';

const at = '2026-01-05T10:00:00Z';
const TRANSITION = {
  id: 21, workflow_id: 5, name: 'Receive', from_step_id: 11, to_step_id: 12, automatic: false, combiner: 1, trigger: null,
  trigger_team_id: null, trigger_user_id: null, trigger_contact_id: null, conditions: [], actions: [],
};
const WORKFLOW = {
  id: 5, name: 'Intake', module_kind: 1, description: '', is_active: false, created_at: at, updated_at: at,
  steps: [{ id: 11, name: 'Requested', order: 0, is_initial: true, is_final: false }, { id: 12, name: 'Received', order: 1, is_initial: false, is_final: true }],
  transitions: [TRANSITION],
};
const TEAMS = [{ id: 1, name: 'Collections', member_count: 2 }, { id: 2, name: 'Underwriting', member_count: 1 }];
const user = (id: number, first: string, last: string) => ({ id, first_name: first, last_name: last, email: `${first.toLowerCase()}@example.com`, is_active: true, offices: [] });
const USERS = [user(7, 'Ada', 'Lovelace'), user(8, 'Grace', 'Hopper')];
const contact = (id: number, first: string, last: string) => ({ id, first_name: first, last_name: last, email: `${first.toLowerCase()}@acme.example`, contact_role: null });
const CONTACTS = [contact(41, 'Carla', 'Customer'), contact(42, 'Dan', 'Diaz'), contact(43, 'Eve', 'Evans'), contact(44, 'Finn', 'Ford')];
let server: FakeServer;

function serve(transition: object = TRANSITION) {
  server.on('GET', '/api/workflow_transitions/21', { json: transition });
  server.on('GET', '/api/workflows/5', { json: WORKFLOW });
  server.on('GET', '/api/teams', { json: pageOf(TEAMS) });
  server.on('GET', '/api/users', { json: pageOf(USERS) });
  server.on('GET', '/api/accounts', accountsFake(ACCOUNTS));
  server.on('GET', '/api/accounts/7/contacts', { json: pageOf(CONTACTS) });
}

freshServerPerTest((s) => (server = s));

const TAG = '<si-transition-editor transition-id="21" workflow-href="/filestride/workflows/{id}"></si-transition-editor>';
const open = () => show(TAG, 'si-transition-editor', '[part="form"]');
/** The checkbox or radio whose label reads `text` (in the element, or in one part of it). */
const tick = (el: Element, text: string) => {
  const label = [...(el.shadowRoot ?? el).querySelectorAll('label.check')].find((l) => l.textContent!.trim() === text);
  if (!label) throw new Error(`No choice "${text}"`);
  label.querySelector('input')!.click();
};
const saved = () => server.requests.filter((r) => r.method === 'PATCH');
const optionsOf = (el: Element, label: string) =>
  [...[...el.shadowRoot!.querySelectorAll('label')].find((l) => l.querySelector('span')?.textContent === label)!.querySelectorAll('option')].map((o) => o.textContent);
/** The select labelled `label` inside `scope` (a condition or action row), set to `value` as a user would. */
function chooseIn(scope: Element, label: string, value: string) {
  const select = [...scope.querySelectorAll('label')].find((l) => l.querySelector('span')?.textContent === label)?.querySelector('select');
  if (!select) throw new Error(`No select "${label}"`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
const optionsIn = (scope: Element, label: string) =>
  [...[...scope.querySelectorAll('label')].find((l) => l.querySelector('span')?.textContent === label)!.querySelectorAll('option')].map((o) => o.textContent);
/** Finds Acme Trading by name in the row's account picker, then waits for its contacts. */
async function chooseAcme(scope: Element, contactsShown: () => boolean) {
  await until(() => optionsIn(scope, 'Account').includes('Acme Trading'), 'the accounts');
  chooseIn(scope, 'Account', '7');
  await until(contactsShown, 'the contacts');
}
const errorAt = (el: Element, label: string) =>
  [...el.shadowRoot!.querySelectorAll('.field')].find((f) => f.querySelector('span')?.textContent === label)?.querySelector('[part="field-error"]')?.textContent;

describe('si-transition-editor', () => {
  it('shows the transition and labels every trigger, condition type and action', async () => {
    signInAs('OA');
    serve();
    const el = await open();
    await expectAccessible(el);
    expect(textOf(el, '[part="heading"]')).to.equal('Transition Receive');
    expect(nativeInput(el, 'Transition name').value).to.equal('Receive');
    expect(optionsOf(el, 'From step')).to.deep.equal(['Requested', 'Received']);
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('/filestride/workflows/5');
    expect(optionsOf(el, 'Combine conditions')).to.deep.equal(['All of the following', 'Any of the following']);

    tick(el, 'When a file is uploaded');
    await until(() => el.shadowRoot!.querySelector('select[name="trigger"]'), 'trigger select');
    expect(optionsOf(el, 'File-upload trigger')).to.deep.equal([
      'File uploaded', 'File uploaded, notify the item creator', 'File uploaded, notify the account lead', 'File uploaded, notify one contact',
      'File uploaded, notify all contacts', 'File uploaded, notify a team', 'File uploaded, notify a user',
    ]);
    control(el, 'Add condition').click();
    await until(() => el.shadowRoot!.querySelector('[part="condition"]'), 'a condition');
    expect(optionsOf(el, 'Condition 1')).to.deep.equal(['Always false (never opens)', 'User is in team', 'User is', 'User is any of', 'Account contact is', 'Account contact is any of']);
    const actions = [...el.shadowRoot!.querySelectorAll('[part="actions"] label.check')].map((l) => l.textContent!.trim());
    expect(actions).to.deep.equal([
      'Set item status to the destination step', 'Update change history', 'Notify item creator', 'Notify account lead', 'Notify one account contact',
      'Notify all account contacts', 'Notify team', 'Notify user', 'Assign to the account lead', 'Assign to an account contact',
      'Assign to the item creator', 'Assign to a team', 'Assign to a user',
    ]);
  });

  it('saves a file-upload transition that sets the status and notifies the account lead, exactly as the server expects', async () => {
    signInAs('OA');
    serve();
    server.on('PATCH', '/api/workflow_transitions/21', (req) => ({ json: { ...TRANSITION, ...(req.body as object) } }));
    const el = await open();
    tick(el, 'When a file is uploaded');
    tick(el, 'Set item status to the destination step');
    tick(el, 'Notify account lead');
    control(el, 'Save transition').click();
    await until(() => textOf(el, '[part="notice"]') === 'Transition Receive saved.', 'saved');
    expect(saved()[0]!.body).to.deep.equal({
      name: 'Receive', from_step_id: 11, to_step_id: 12, automatic: true, combiner: 1, trigger: 1,
      trigger_team_id: null, trigger_user_id: null, trigger_contact_id: null, conditions: [], actions: [{ action: 1 }, { action: 4 }],
    });
  });

  it('sends each condition type with its parameter and the parameters of actions and triggers', async () => {
    signInAs('OA');
    serve();
    server.on('PATCH', '/api/workflow_transitions/21', (req) => ({ json: { ...TRANSITION, ...(req.body as object) } }));
    const el = await open();
    tick(el, 'When a file is uploaded');
    await until(() => el.shadowRoot!.querySelector('select[name="trigger"]'), 'trigger select');
    choose(el, 'File-upload trigger', '15');
    choose(el, 'Combine conditions', '2');
    for (let i = 1; i <= 6; i++) control(el, 'Add condition').click();
    await until(() => el.shadowRoot!.querySelectorAll('[part="condition"]').length === 6, 'six conditions');
    for (let i = 1; i <= 6; i++) choose(el, `Condition ${i}`, String(i));
    tick(el, 'Assign to a user');
    tick(el, 'Notify one account contact');
    await until(() => el.shadowRoot!.querySelectorAll('[part="condition"] select, [part="condition"] input').length >= 10, 'parameters');

    // Missing parameters are caught before sending, at their fields.
    control(el, 'Save transition').click();
    await until(() => errorAt(el, 'Team to notify'), 'client check');
    expect(errorAt(el, 'Team')).to.equal('This field is required.');
    expect(errorAt(el, 'User for Assign to a user')).to.equal('This field is required.');
    expect(saved()).to.have.length(0);

    choose(el, 'Team to notify', '2');
    choose(el, 'Team', '1');
    choose(el, 'User', '8');
    tick(el, 'Ada Lovelace');
    const [, , , , one, many] = [...el.shadowRoot!.querySelectorAll('[part="condition"]')];
    await chooseAcme(one!, () => optionsIn(one!, 'Contact').includes('Carla Customer (carla@acme.example)'));
    chooseIn(one!, 'Contact', '41');
    await chooseAcme(many!, () => many!.querySelectorAll('label.check').length === 4);
    tick(many!, 'Dan Diaz (dan@acme.example)');
    tick(many!, 'Eve Evans (eve@acme.example)');
    choose(el, 'User for Assign to a user', '7');
    const notify = el.shadowRoot!.querySelector('[part="actions"] [part="contact-param"]')!;
    await chooseAcme(notify, () => optionsIn(notify, 'Contact for Notify one account contact').includes('Finn Ford (finn@acme.example)'));
    chooseIn(notify, 'Contact for Notify one account contact', '44');
    control(el, 'Save transition').click();
    await until(() => saved().length === 1, 'saved');
    expect(saved()[0]!.body).to.deep.equal({
      name: 'Receive', from_step_id: 11, to_step_id: 12, automatic: true, combiner: 2, trigger: 15,
      trigger_team_id: 2, trigger_user_id: null, trigger_contact_id: null,
      conditions: [{ type: 1 }, { type: 2, team_id: 1 }, { type: 3, user_id: 8 }, { type: 4, user_ids: [7] }, { type: 5, contact_id: 41 }, { type: 6, contact_ids: [42, 43] }],
      actions: [{ action: 13, user_id: 7 }, { action: 5, contact_id: 44 }],
    });
  });

  it('picks the contact of a condition by name, and keeps a contact saved before listed by its id', async () => {
    signInAs('OA');
    serve({ ...TRANSITION, conditions: [{ type: 5, contact_id: 99 }] });
    server.on('PATCH', '/api/workflow_transitions/21', (req) => ({ json: { ...TRANSITION, ...(req.body as object) } }));
    const el = await open();
    const row = el.shadowRoot!.querySelector('[part="condition"]')!;
    expect(optionsIn(row, 'Contact')).to.deep.equal(['Choose an account first', 'Contact 99']);
    expect(row.querySelector<HTMLSelectElement>('select[name="contact_id"]')!.value).to.equal('99');
    await typeInto(row.querySelector<HTMLInputElement>('input[type="search"]')!, 'acme');
    await until(() => optionsIn(row, 'Account').join() === 'Choose an account,Acme Trading', 'the account found by name');
    chooseIn(row, 'Account', '7');
    await until(() => optionsIn(row, 'Contact').includes('Finn Ford (finn@acme.example)'), "the account's contacts");
    expect(optionsIn(row, 'Contact')).to.deep.equal([
      'Choose a contact', 'Carla Customer (carla@acme.example)', 'Dan Diaz (dan@acme.example)', 'Eve Evans (eve@acme.example)', 'Finn Ford (finn@acme.example)',
    ]);
    chooseIn(row, 'Contact', '43');
    control(el, 'Save transition').click();
    await until(() => saved().length === 1, 'saved');
    expect((saved()[0]!.body as { conditions: unknown[] }).conditions).to.deep.equal([{ type: 5, contact_id: 43 }]);
  });

  it("shows the server's 400 messages at their fields (a missing user, a cycle) and keeps what was typed", async () => {
    signInAs('OA');
    serve({ ...TRANSITION, conditions: [{ type: 3, user_id: 9 }] });
    server.on('PATCH', '/api/workflow_transitions/21', (_req, index) =>
      index === 0
        ? { status: 400, json: { 'conditions.0.user_id': ['User 9 does not exist in this organization.'] } }
        : { status: 400, json: { to_step_id: ['This would make a cycle of automatic transitions: Received → Requested → Received.'] } },
    );
    const el = await open();
    expect(optionsOf(el, 'User')).to.include('User 9');
    nativeInput(el, 'Transition name').select();
    await typeInto(nativeInput(el, 'Transition name'), 'Take in');
    control(el, 'Save transition').click();
    await until(() => errorAt(el, 'User'), 'the field error');
    expect(errorAt(el, 'User')).to.equal('User 9 does not exist in this organization.');
    expect(textOf(el, '[part="error"]')).to.equal('The server refused some fields; see the messages below them.');
    expect(nativeInput(el, 'Transition name').value).to.equal('Take in');
    await expectAccessible(el);

    tick(el, 'Automatically, when an item arrives at the from-step');
    control(el, 'Save transition').click();
    await until(() => errorAt(el, 'To step'), 'the cycle');
    expect(errorAt(el, 'To step')).to.equal('This would make a cycle of automatic transitions: Received → Requested → Received.');
    expect(saved()[1]!.body).to.include({ automatic: true, trigger: null, name: 'Take in' });
  });

  it('shows a viewer (VO) the transition read-only', async () => {
    signInAs('VO');
    serve({ ...TRANSITION, trigger: 12, automatic: true, actions: [{ action: 1 }] });
    const el = await open();
    expect([...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal([]);
    expect(optionsOf(el, 'File-upload trigger')).to.have.length(7);
    for (const fieldset of el.shadowRoot!.querySelectorAll('fieldset')) expect(fieldset.disabled || !!fieldset.closest('fieldset[disabled]')).to.equal(true);
    const status = [...el.shadowRoot!.querySelectorAll('label.check')].find((l) => l.textContent!.trim() === 'Set item status to the destination step')!;
    expect(status.querySelector('input')!.checked).to.equal(true);
  });

  it('reads right to left in Arabic', async () => {
    signInAs('OA');
    serve();
    const el = await show('<si-transition-editor transition-id="21" locale="ar"></si-transition-editor>', 'si-transition-editor', '[part="form"]');
    expect(el.shadowRoot!.querySelector('.si-root')!.getAttribute('dir')).to.equal('rtl');
    const form = el.shadowRoot!.querySelector<HTMLElement>('[part="form"]')!;
    expect(getComputedStyle(form).direction).to.equal('rtl');
    // Choices start on the right: the radio sits at the label's inline start.
    const choice = el.shadowRoot!.querySelector<HTMLElement>('[part="kind"] label.check')!;
    const radio = choice.querySelector('input')!.getBoundingClientRect();
    expect(Math.abs(radio.right - choice.getBoundingClientRect().right)).to.be.below(8);
  });
});
