import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './checklists-admin.ts';
import { alertText, expectAccessible, field, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, freshServerPerTest, nthQuery, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';

const ANNUAL = { id: 4, name: 'Annual review', description: 'Yearly documents', module_kind: 2, item_count: 3 };
const ONBOARD = { id: 5, name: 'Onboarding', description: '', module_kind: null, item_count: 0 };
const TAG = '<si-checklists-admin detail-href="/bank/checklists/{id}"></si-checklists-admin>';
let server: FakeServer;

freshServerPerTest((s) => (server = s));

describe('si-checklists-admin', () => {
  it('lists the checklists with their module, linked to their pages, and filters by module', async () => {
    signInAs('OA');
    server.on('GET', '/api/checklists', { json: pageOf([ANNUAL, ONBOARD]) });
    const el = await show(TAG, 'si-checklists-admin', 'tbody tr');
    await expectAccessible(el);
    expect(rowTexts(el)).to.deep.equal(['Annual review | Lender | 3 | Yearly documents | EditDelete', 'Onboarding | Any module | 0 |  | EditDelete']);
    expect(el.shadowRoot!.querySelector('tbody a')!.getAttribute('href')).to.equal('/bank/checklists/4');
    expect(await nthQuery(server.requests, '/api/checklists', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: 'name' });
    choose(el, 'Module', '6');
    expect(await nthQuery(server.requests, '/api/checklists', 2)).to.include({ module_kind: '6', page: '1' });
  });

  it('starts on the module of its module-kind attribute', async () => {
    signInAs('OA');
    server.on('GET', '/api/checklists', { json: pageOf([ANNUAL]) });
    await show('<si-checklists-admin module-kind="2"></si-checklists-admin>', 'si-checklists-admin', 'tbody tr');
    expect(await nthQuery(server.requests, '/api/checklists', 1)).to.include({ module_kind: '2' });
  });

  it('fires a cancelable si-navigate when a checklist link is clicked', async () => {
    signInAs('VO');
    server.on('GET', '/api/checklists', { json: pageOf([ANNUAL]) });
    const el = await show(TAG, 'si-checklists-admin', 'tbody a');
    let seen: string | undefined;
    const stop = (event: Event) => {
      seen = (event as CustomEvent<{ href: string }>).detail.href;
      event.preventDefault();
    };
    document.addEventListener('si-navigate', stop);
    try {
      el.shadowRoot!.querySelector<HTMLAnchorElement>('tbody a')!.click();
    } finally {
      document.removeEventListener('si-navigate', stop);
    }
    expect(seen).to.equal('/bank/checklists/4');
    expect(location.pathname).to.not.equal('/bank/checklists/4');
  });

  it('creates a checklist, showing the server field error for a duplicate name', async () => {
    signInAs('OA');
    server.on('GET', '/api/checklists', { json: pageOf([ANNUAL]) });
    server.on('POST', '/api/checklists', (_r, i) =>
      i === 0 ? { status: 400, json: { name: ['A checklist with this name already exists.'] } } : { status: 201, json: { ...ONBOARD, id: 9, name: 'Closing' } },
    );
    const el = await show(TAG, 'si-checklists-admin', 'tbody tr');
    control(el, 'New checklist').click();
    await until(() => el.shadowRoot!.querySelector('[part="form"]'), 'the form');
    // Focus moves to the first field.
    await until(() => el.shadowRoot!.activeElement === field(el, 'Name'), 'focus on Name');
    control(el, 'Create checklist').click();
    await until(() => field(el, 'Name').getAttribute('help-text') === 'This field is required.', 'the client check');
    expect(server.requests.some((r) => r.method === 'POST')).to.equal(false);
    await typeInto(field(el, 'Name'), 'Annual review');
    await typeInto(el.shadowRoot!.querySelector('textarea')!, 'For loans');
    choose(el, 'Module', '2');
    control(el, 'Create checklist').click();
    await until(() => field(el, 'Name').getAttribute('help-text') === 'A checklist with this name already exists.', 'the server error');
    await expectAccessible(el);
    expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({ name: 'Annual review', description: 'For loans', module_kind: 2 });
    field(el, 'Name').shadowRoot!.querySelector('input')!.select();
    await typeInto(field(el, 'Name'), 'Closing');
    control(el, 'Create checklist').click();
    await until(() => textOf(el, '[part="notice"]') === 'Checklist Closing created.', 'the confirmation');
    expect(server.requests.filter((r) => r.method === 'POST')[1].body).to.deep.equal({ name: 'Closing', description: 'For loans', module_kind: 2 });
    await until(() => el.shadowRoot!.activeElement?.textContent === 'New checklist', 'focus back on the button');
  });

  it('edits and deletes a checklist, showing the server refusal', async () => {
    signInAs('OA');
    server.on('GET', '/api/checklists', { json: pageOf([ANNUAL]) });
    server.on('PATCH', '/api/checklists/4', { json: { ...ANNUAL, module_kind: null } });
    server.on('DELETE', '/api/checklists/4', { status: 403, json: { detail: 'You do not have permission to perform this action.' } });
    const el = await show(TAG, 'si-checklists-admin', 'tbody tr');
    control(el, 'Edit Annual review').click();
    await until(() => el.shadowRoot!.querySelector('[part="form"]'), 'the form');
    expect(field(el, 'Name').value).to.equal('Annual review');
    choose(el, 'Module', '');
    control(el, 'Save').click();
    await until(() => textOf(el, '[part="notice"]') === 'Checklist Annual review saved.', 'saved');
    expect(server.requests.find((r) => r.method === 'PATCH')!.body).to.deep.equal({ name: 'Annual review', description: 'Yearly documents', module_kind: null });
    control(el, 'Delete Annual review').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'confirmation');
    expect(textOf(el, '[part="confirm"]')).to.contain('Delete checklist Annual review and its item templates?');
    await expectAccessible(el);
    [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="confirm"] button')].find((b) => b.textContent === 'Delete')!.click();
    await until(() => alertText(el), 'the refusal');
    expect(alertText(el)).to.equal('You do not have permission to perform this action.');
  });

  it('shows a viewer (VO) the list without any write control', async () => {
    signInAs('VO');
    server.on('GET', '/api/checklists', { json: pageOf([ANNUAL]) });
    const el = await show(TAG, 'si-checklists-admin', 'tbody tr');
    expect(rowTexts(el)).to.deep.equal(['Annual review | Lender | 3 | Yearly documents']);
    const names = [...el.shadowRoot!.querySelectorAll('button, sl-button')].map((b) => b.textContent!.trim());
    expect(names).to.not.include.members(['New checklist', 'Edit', 'Delete']);
  });
});
