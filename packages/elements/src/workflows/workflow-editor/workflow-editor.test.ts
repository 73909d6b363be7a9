import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import './workflow-editor.ts';
import { expectAccessible, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, freshServerPerTest, nativeInput, signInAs } from '../../test-support/table-test-kit.ts';

const at = '2026-01-05T10:00:00Z';
const step = (id: number, name: string, order: number, extra = {}) => ({ id, name, order, is_initial: false, is_final: false, ...extra });
const transition = (id: number, name: string, from: number, to: number, extra = {}) => ({
  id, workflow_id: 5, name, from_step_id: from, to_step_id: to, automatic: false, combiner: 1, trigger: null,
  trigger_team_id: null, trigger_user_id: null, trigger_contact_id: null, conditions: [], actions: [], ...extra,
});
const WORKFLOW = {
  id: 5, name: 'Intake', module_kind: 1, description: 'Documents in', is_active: false, created_at: at, updated_at: at,
  steps: [step(11, 'Requested', 0, { is_initial: true }), step(12, 'Received', 1), step(13, 'Approved', 2, { is_final: true })],
  transitions: [
    transition(21, 'Receive', 11, 12, { trigger: 1, automatic: true, actions: [{ action: 1 }] }),
    transition(22, 'Approve', 12, 13, { conditions: [{ type: 2, team_id: 1 }] }),
  ],
};
let server: FakeServer;

freshServerPerTest((s) => (server = s));

const TAG = '<si-workflow-editor workflow-id="5" transition-href="/bank/workflow/transitions/{id}"></si-workflow-editor>';
const stepTexts = (el: Element) => [...el.shadowRoot!.querySelectorAll('li.step .name')].map((n) => n.textContent);
const writes = () => server.requests.filter((r) => r.method !== 'GET');
const transitionRows = (el: Element) =>
  [...el.shadowRoot!.querySelectorAll('[part="transitions"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim()).join(' | '));

describe('si-workflow-editor', () => {
  it('shows the steps in order and the transitions with links to their pages', async () => {
    signInAs('OA');
    server.on('GET', '/api/workflows/5', { json: WORKFLOW });
    const el = await show(TAG, 'si-workflow-editor', 'li.step');
    await expectAccessible(el);
    expect(textOf(el, '[part="heading"]')).to.equal('Workflow Intake');
    expect(stepTexts(el)).to.deep.equal(['Requested', 'Received', 'Approved']);
    expect(textOf(el, 'li.step')).to.contain('Initial');
    expect(transitionRows(el)).to.deep.equal(['Receive | Requested | Received | File uploaded | 0 | Delete', 'Approve | Received | Approved | Manual | 1 | Delete']);
    expect(el.shadowRoot!.querySelector('[part="transitions"] tbody a')!.getAttribute('href')).to.equal('/bank/workflow/transitions/21');
    expect(nativeInput(el, 'Workflow name').value).to.equal('Intake');
  });

  it('renames the workflow and activates it', async () => {
    signInAs('OA');
    server.on('GET', '/api/workflows/5', { json: WORKFLOW });
    server.on('PATCH', '/api/workflows/5', (req) => ({ json: { ...WORKFLOW, ...(req.body as object), updated_at: '2026-01-06T10:00:00Z' } }));
    const el = await show(TAG, 'si-workflow-editor', 'li.step');
    nativeInput(el, 'Workflow name').select();
    await typeInto(nativeInput(el, 'Workflow name'), 'Collection');
    control(el, 'Save details').click();
    await until(() => textOf(el, '[part="notice"]') === 'Workflow Collection saved.', 'saved');
    expect(writes()[0]!.body).to.deep.equal({ name: 'Collection', description: 'Documents in' });
    control(el, 'Activate workflow').click();
    await until(() => textOf(el, '[part="state"]') === 'Active', 'active');
    expect(writes()[1]!.body).to.deep.equal({ is_active: true });
    expect(control(el, 'Deactivate workflow').textContent).to.equal('Deactivate workflow');
  });

  it('adds steps (the first one initial) and shows the server refusal at the field', async () => {
    signInAs('OA');
    let steps: ReturnType<typeof step>[] = [];
    server.on('GET', '/api/workflows/5', () => ({ json: { ...WORKFLOW, steps, transitions: [] } }));
    server.on('POST', '/api/workflows/5/steps', (req) => {
      const body = req.body as { name: string; is_initial?: boolean };
      if (steps.some((s) => s.name.toLowerCase() === body.name.toLowerCase())) return { status: 400, json: { name: ['A step with this name already exists in this workflow.'] } };
      const created = step(30 + steps.length, body.name, steps.length, { is_initial: !!body.is_initial });
      steps = [...steps, created];
      return { status: 201, json: created };
    });
    const el = await show(TAG, 'si-workflow-editor', '[part="add-step"]');
    expect(textOf(el, '[part="empty"]')).to.equal('No steps yet.');
    await typeInto(nativeInput(el, 'Step name'), 'Requested');
    control(el, 'Add step').click();
    await until(() => stepTexts(el).length === 1, 'first step');
    await typeInto(nativeInput(el, 'Step name'), 'Received');
    control(el, 'Add step').click();
    await until(() => stepTexts(el).length === 2, 'second step');
    expect(writes().map((r) => r.body)).to.deep.equal([{ name: 'Requested', is_initial: true }, { name: 'Received' }]);
    await until(() => el.shadowRoot!.activeElement === nativeInput(el, 'Step name'), 'the focus to move there');

    await typeInto(nativeInput(el, 'Step name'), 'received');
    control(el, 'Add step').click();
    await until(() => textOf(el, '[part="add-step"] [part="field-error"]'), 'the field error');
    expect(textOf(el, '[part="add-step"] [part="field-error"]')).to.equal('A step with this name already exists in this workflow.');
    expect(nativeInput(el, 'Step name').value).to.equal('received');
    await expectAccessible(el);
  });

  it('reorders steps from the keyboard (Alt+Arrow keys and the Up/Down buttons)', async () => {
    signInAs('OA');
    let steps = WORKFLOW.steps;
    server.on('GET', '/api/workflows/5', () => ({ json: { ...WORKFLOW, steps: [...steps].sort((a, b) => a.order - b.order) } }));
    server.on('PATCH', '/api/workflows/5/steps/12', (req) => {
      steps = steps.map((s) => (s.id === 12 ? { ...s, ...(req.body as object) } : s));
      return { json: steps.find((s) => s.id === 12) };
    });
    server.on('PATCH', '/api/workflows/5/steps/11', (req) => {
      steps = steps.map((s) => (s.id === 11 ? { ...s, ...(req.body as object) } : s));
      return { json: steps.find((s) => s.id === 11) };
    });
    const el = await show(TAG, 'si-workflow-editor', 'li.step');
    const received = el.shadowRoot!.querySelector<HTMLElement>('li[data-step="12"]')!;
    received.focus();
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ up: 'Alt' });
    await until(() => stepTexts(el).join() === 'Received,Requested,Approved', 'moved up');
    await until(() => writes().length === 2, 'two writes');
    expect(writes().map((r) => [r.path, r.body])).to.deep.equal([
      ['/api/workflows/5/steps/12', { order: 0 }],
      ['/api/workflows/5/steps/11', { order: 1 }],
    ]);
    await until(() => textOf(el, '[part="notice"]') === 'Received moved to position 1.', 'notice');
    await until(() => el.shadowRoot!.activeElement === el.shadowRoot!.querySelector('li[data-step="12"]'), 'the focus to move there');

    // The Down button, pressed with Enter, moves it back; focus stays on that button.
    const down = control(el, 'Move Received down');
    down.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => stepTexts(el).join() === 'Requested,Received,Approved', 'moved down');
    await until(() => writes().length === 4, 'two more writes');
    expect(writes().slice(2).map((r) => r.body)).to.deep.equal([{ order: 0 }, { order: 1 }]);
    // The row moved under the focused button (the browser drops focus from a moved node); the
    // editor puts it back after that render, which on a loaded machine lands after the writes.
    await until(() => el.shadowRoot!.activeElement === control(el, 'Move Received down'), 'focus back on the Down button');
  });

  it('keeps a second move, and the focus on its button, when the read after the first move answers late', async () => {
    signInAs('OA');
    let steps = WORKFLOW.steps;
    const held: (() => void)[] = [];
    // Each read answers what the server held when it came in. After the first load the answers
    // wait for the test; the last one also shows the workflow activated meanwhile, so the test
    // sees when it has been applied.
    server.on('GET', '/api/workflows/5', (_req, index) => {
      const reply = { json: { ...WORKFLOW, is_active: index === 2, steps: [...steps].sort((a, b) => a.order - b.order) } };
      return index === 0 ? reply : new Promise((resolve) => held.push(() => resolve(reply)));
    });
    for (const id of [11, 12]) {
      server.on('PATCH', `/api/workflows/5/steps/${id}`, (req) => {
        steps = steps.map((s) => (s.id === id ? { ...s, ...(req.body as object) } : s));
        return { json: steps.find((s) => s.id === id) };
      });
    }
    const el = await show(TAG, 'si-workflow-editor', 'li.step');
    control(el, 'Move Received up').click();
    await until(() => textOf(el, '[part="notice"]') === 'Received moved to position 1.', 'first move');
    control(el, 'Move Received down').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => textOf(el, '[part="notice"]') === 'Received moved to position 2.', 'second move');
    await until(() => held.length === 2, 'the reads after both moves');
    // The first move's read answers now, with the order from before the second move: dropped.
    held[0]!();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stepTexts(el)).to.deep.equal(['Requested', 'Received', 'Approved']);
    held[1]!();
    await until(() => textOf(el, '[part="state"]') === 'Active', 'the last read shown');
    expect(stepTexts(el)).to.deep.equal(['Requested', 'Received', 'Approved']);
    await until(() => el.shadowRoot!.activeElement === control(el, 'Move Received down'), 'the focus to move there');
  });

  it('marks a step initial or final, renames it, and deletes it after a warning about its transitions', async () => {
    signInAs('OA');
    server.on('GET', '/api/workflows/5', { json: WORKFLOW });
    server.on('PATCH', '/api/workflows/5/steps/12', (req) => ({ json: { ...WORKFLOW.steps[1], ...(req.body as object) } }));
    server.on('DELETE', '/api/workflows/5/steps/12', { status: 204 });
    const el = await show(TAG, 'si-workflow-editor', 'li.step');
    el.shadowRoot!.querySelector<HTMLInputElement>('input[aria-label="Received is a final step"]')!.click();
    await until(() => writes().length === 1, 'final mark');
    expect(writes()[0]!.body).to.deep.equal({ is_final: true });
    el.shadowRoot!.querySelector<HTMLInputElement>('input[aria-label="Received is the initial step"]')!.click();
    await until(() => writes().length === 2, 'initial mark');
    expect(writes()[1]!.body).to.deep.equal({ is_initial: true });

    control(el, 'Rename Received').click();
    const input = await until(() => el.shadowRoot!.querySelector<HTMLInputElement>('input[name="step-name"][maxlength="60"]:focus'), 'rename field focused');
    input.select();
    await typeInto(input, 'In hand');
    control(el, 'Save').click();
    await until(() => writes().length === 3, 'rename');
    expect(writes()[2]!.body).to.deep.equal({ name: 'In hand' });
    // The form stays until the server's answer: the Rename button comes back only then.
    const renameButton = () => el.shadowRoot!.querySelector('button[data-rename="12"]');
    await until(() => renameButton() && el.shadowRoot!.activeElement === renameButton(), 'focus back on Rename');

    control(el, 'Delete step Received').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'warning');
    expect(textOf(el, '[part="confirm"]')).to.contain('Delete step Received? Its 2 transitions (from or to it) will be deleted too.');
    await expectAccessible(el);
    [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="confirm"] button')].find((b) => b.textContent === 'Delete')!.click();
    await until(() => writes().length === 4, 'delete');
    expect(writes()[3]!.method).to.equal('DELETE');
    expect(writes()[3]!.path).to.equal('/api/workflows/5/steps/12');
  });

  it('adds a transition, showing the server refusal (a cycle) at the To step', async () => {
    signInAs('OA');
    server.on('GET', '/api/workflows/5', { json: WORKFLOW });
    server.on('POST', '/api/workflows/5/transitions', (_req, index) =>
      index === 0
        ? { status: 400, json: { to_step_id: ['This would make a cycle of automatic transitions: Requested → Received → Requested.'] } }
        : { status: 201, json: transition(23, 'Back', 12, 11) },
    );
    const el = await show(TAG, 'si-workflow-editor', 'li.step');
    control(el, 'Add transition').click();
    await until(() => el.shadowRoot!.querySelectorAll('[part="add-transition"] [part="field-error"]').length === 3, 'client checks');
    expect(writes()).to.have.length(0);
    await typeInto(nativeInput(el, 'Transition name'), 'Back');
    choose(el, 'From step', '12');
    choose(el, 'To step', '11');
    control(el, 'Add transition').click();
    await until(() => textOf(el, '[part="add-transition"] [part="field-error"]').startsWith('This would make a cycle'), 'server error at To step');
    expect(writes()[0]!.body).to.deep.equal({ name: 'Back', from_step_id: 12, to_step_id: 11 });
    const error = el.shadowRoot!.querySelector('[part="add-transition"] [part="field-error"]')!;
    expect(error.closest('.field')!.querySelector('span')!.textContent).to.equal('To step');
    await expectAccessible(el);
    control(el, 'Add transition').click();
    await until(() => textOf(el, '[part="notice"]') === 'Transition Back added.', 'added');
  });

  it('shows a viewer (VO) the workflow without any write control', async () => {
    signInAs('VO');
    server.on('GET', '/api/workflows/5', { json: WORKFLOW });
    const el = await show(TAG, 'si-workflow-editor', 'li.step');
    expect(stepTexts(el)).to.deep.equal(['Requested', 'Received', 'Approved']);
    expect(el.shadowRoot!.querySelectorAll('form, button, input')).to.have.length(0);
    expect(textOf(el, '[part="description"]')).to.equal('Documents in');
    // The initial and final marks show as badges, read-only.
    expect([...el.shadowRoot!.querySelectorAll('li.step .badge')].map((b) => b.textContent)).to.deep.equal(['Initial', 'Final']);
  });

  it('says when the workflow cannot be read', async () => {
    signInAs('OA');
    server.on('GET', '/api/workflows/5', { status: 404, json: { detail: 'Not found.' } });
    const el = await show(TAG, 'si-workflow-editor', '[role="alert"]');
    expect(textOf(el, '[part="error"]')).to.contain('Not found.');
  });
});
