import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './workflows-admin.ts';
import { alertText, expectAccessible, nextEvent, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, nativeInput, nthQuery, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';

const at = '2026-01-05T10:00:00Z';
const INTAKE = { id: 3, name: 'Intake', module_kind: 1, description: '', is_active: true, step_count: 2, transition_count: 1, created_at: at, updated_at: at };
const REVIEW = { id: 4, name: 'Review', module_kind: 1, description: 'Second look', is_active: false, step_count: 0, transition_count: 0, created_at: at, updated_at: at };
const detail = (id: number, name: string) => ({ ...REVIEW, id, name, steps: [], transitions: [] });
let server: FakeServer;

freshServerPerTest((s) => (server = s));

const TAG = '<si-workflows-admin module-kind="1" detail-href="/filestride/workflows/{id}"></si-workflows-admin>';
const textarea = (el: Element, label: string) =>
  [...el.shadowRoot!.querySelectorAll('label')].find((l) => l.querySelector('span')?.textContent === label)!.querySelector('textarea')!;

describe('si-workflows-admin', () => {
  it("lists the module's workflows with links to their pages", async () => {
    signInAs('OA');
    server.on('GET', '/api/workflows', { json: pageOf([INTAKE, REVIEW]) });
    const el = await show(TAG, 'si-workflows-admin', 'tbody tr');
    await expectAccessible(el);
    expect(await nthQuery(server.requests, '/api/workflows', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: 'name', module_kind: '1' });
    const rows = rowTexts(el);
    expect(rows[0]).to.match(/^Intake \| Active \| 2 \| 1 \| .+ \| DeactivateDelete$/);
    expect(rows[1]).to.match(/^Review \| Inactive \| 0 \| 0 \| .+ \| ActivateDelete$/);
    expect(el.shadowRoot!.querySelector('tbody a')!.getAttribute('href')).to.equal('/filestride/workflows/3');
  });

  it('creates a workflow (server field error first), then asks the host to open it', async () => {
    signInAs('OA');
    server.on('GET', '/api/workflows', { json: pageOf([INTAKE]) });
    server.on('POST', '/api/workflows', (_req, index) =>
      index === 0 ? { status: 400, json: { name: ['A workflow with this name already exists for this module.'] } } : { status: 201, json: detail(9, 'Collection') },
    );
    const el = await show(TAG, 'si-workflows-admin', 'tbody tr');
    control(el, 'New workflow').click();
    await until(() => el.shadowRoot!.querySelector('form'), 'the form');
    await until(() => el.shadowRoot!.activeElement === nativeInput(el, 'Name'), 'the focus to move there');

    control(el, 'Create workflow').click();
    await until(() => textOf(el, '[part="field-error"]') === 'This field is required.', 'client check');
    expect(server.requests.some((r) => r.method === 'POST')).to.equal(false);

    await typeInto(nativeInput(el, 'Name'), 'intake');
    await typeInto(textarea(el, 'Description'), 'Documents in');
    control(el, 'Create workflow').click();
    await until(() => textOf(el, '[part="field-error"]').startsWith('A workflow'), 'the server field error');
    expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({ name: 'intake', module_kind: 1, description: 'Documents in' });
    expect(nativeInput(el, 'Name').value).to.equal('intake');
    await expectAccessible(el);

    nativeInput(el, 'Name').select();
    await typeInto(nativeInput(el, 'Name'), 'Collection');
    const navigated = nextEvent<{ href: string }>('si-navigate');
    control(el, 'Create workflow').click();
    expect((await navigated).detail.href).to.equal('/filestride/workflows/9');
    await until(() => el.shadowRoot!.querySelector('[part="notice"]'), 'the confirmation');
    expect(textOf(el, '[part="notice"]')).to.equal('Workflow Collection created. Open Collection');
  });

  it('activates, deactivates and deletes after confirmation, showing refusals', async () => {
    signInAs('OA');
    server.on('GET', '/api/workflows', { json: pageOf([INTAKE, REVIEW]) });
    server.on('PATCH', '/api/workflows/4', { json: { ...detail(4, 'Review'), is_active: true } });
    server.on('DELETE', '/api/workflows/3', { status: 403, json: { detail: 'You do not have permission to perform this action.' } });
    const el = await show(TAG, 'si-workflows-admin', 'tbody tr');
    control(el, 'Activate Review').click();
    await until(() => el.shadowRoot!.querySelector('[part="notice"]'), 'notice');
    expect(server.requests.find((r) => r.method === 'PATCH')!.body).to.deep.equal({ is_active: true });
    expect(textOf(el, '[part="notice"]')).to.equal('Review is now the active workflow of this module.');

    control(el, 'Delete Intake').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'confirmation');
    expect(textOf(el, '[part="confirm"]')).to.contain('Delete workflow Intake with its steps and transitions?');
    [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="confirm"] button')].find((b) => b.textContent === 'Delete')!.click();
    await until(() => alertText(el), 'the refusal');
    expect(alertText(el)).to.equal('You do not have permission to perform this action.');
    expect(server.requests.some((r) => r.method === 'DELETE' && r.path === '/api/workflows/3')).to.equal(true);
  });

  it('shows a viewer (VO) the list without any write control', async () => {
    signInAs('VO');
    server.on('GET', '/api/workflows', { json: pageOf([INTAKE]) });
    const el = await show(TAG, 'si-workflows-admin', 'tbody tr');
    expect(rowTexts(el)[0]).to.match(/^Intake \| Active \| 2 \| 1 \| [^|]+$/);
    const names = [...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.trim());
    expect(names).to.not.include.members(['New workflow', 'Activate', 'Deactivate', 'Delete']);
  });

  it('says when the module has no workflows', async () => {
    signInAs('OA');
    server.on('GET', '/api/workflows', { json: pageOf([]) });
    const el = await show(TAG, 'si-workflows-admin', '[part="empty"]');
    expect(textOf(el, '[part="empty"]')).to.equal('No workflows yet.');
    await expectAccessible(el);
  });
});
