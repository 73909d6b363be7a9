import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './settings-lists.ts';
import { expectAccessible, field, press, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, freshServerPerTest, nthQuery, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  signInAs('OA');
});

const formOpen = (el: Element) => until(() => el.shadowRoot!.querySelector('form'), 'the form');
const notice = (el: Element) => until(() => el.shadowRoot!.querySelector('[part="notice"]'), 'the notice');
/** The native select or textarea of the form whose label text is `label`. */
function native<T extends HTMLElement = HTMLSelectElement>(el: Element, label: string): T {
  const found = [...el.shadowRoot!.querySelectorAll('form label')].find((l) => l.querySelector('span')?.textContent === label);
  const control = found?.querySelector<T>('select, textarea, input');
  if (!control) throw new Error(`No control "${label}"`);
  return control;
}
function pick(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
const names = (el: Element, prefix: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement & { label: string; value: string }>('.name-list sl-input')].map((i) => `${i.label}=${i.value}`).filter((s) => s.startsWith(prefix));
const active = (el: Element) => el.shadowRoot!.activeElement;
/** Waits until the sl-input labelled `label` exists and has the focus. */
const focusedField = (el: Element, label: string) =>
  until(() => [...el.shadowRoot!.querySelectorAll<HTMLElement & { label: string }>('sl-input')].find((i) => i.label === label && active(el) === i), `focus on ${label}`);

describe('si-products-admin: categories', () => {
  const CATS = [{ id: 5, name: 'Loans', description: '' }, { id: 6, name: 'Savings', description: '' }];
  const MORTGAGE = { id: 1, name: 'Mortgage', description: '', category: { id: 5, name: 'Loans' } };

  it('filters the list by category, back to page 1', async () => {
    server.on('GET', '/api/categories', { json: pageOf(CATS) });
    server.on('GET', '/api/products', { json: pageOf([MORTGAGE], 30) });
    const el = await show('<si-products-admin></si-products-admin>', 'si-products-admin', 'tbody tr');
    expect(await nthQuery(server.requests, '/api/categories', 1)).to.deep.equal({ page: '1', page_size: '100', ordering: 'name' });
    await until(() => el.shadowRoot!.querySelectorAll('.toolbar option').length === 3, 'the category choices');
    control(el, 'Next page').click();
    expect(await nthQuery(server.requests, '/api/products', 2)).to.include({ page: '2' });
    choose(el, 'Filter by category', '6');
    expect(await nthQuery(server.requests, '/api/products', 3)).to.deep.equal({ page: '1', page_size: '10', ordering: 'name', category_id: '6' });
    choose(el, 'Filter by category', '');
    expect(await nthQuery(server.requests, '/api/products', 4)).to.not.have.property('category_id');
  });

  it('creates in a chosen category, and edits to none', async () => {
    server.on('GET', '/api/categories', { json: pageOf(CATS) });
    server.on('GET', '/api/products', { json: pageOf([MORTGAGE]) });
    server.on('POST', '/api/products', (req) => ({ status: 201, json: { id: 3, ...(req.body as object), category: CATS[1] } }));
    server.on('PATCH', '/api/products/1', (req) => ({ json: { ...MORTGAGE, category: null, ...(req.body as object) } }));
    const el = await show('<si-products-admin></si-products-admin>', 'si-products-admin', 'tbody tr');
    await until(() => el.shadowRoot!.querySelectorAll('.toolbar option').length === 3, 'the category choices');
    control(el, 'New product').click();
    await formOpen(el);
    expect([...native(el, 'Category').options].map((o) => o.textContent)).to.deep.equal(['No category', 'Loans', 'Savings']);
    await typeInto(field(el, 'Name'), 'Deposit');
    const description = native<HTMLTextAreaElement>(el, 'Description');
    description.focus();
    await typeInto(description, 'Fixed term');
    pick(native(el, 'Category'), '6');
    control(el, 'Create product').click();
    await notice(el);
    expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({ name: 'Deposit', description: 'Fixed term', category_id: 6 });

    control(el, 'Edit Mortgage').click();
    await formOpen(el);
    expect(native(el, 'Category').value).to.equal('5');
    pick(native(el, 'Category'), '');
    control(el, 'Save').click();
    await until(() => textOf(el, '[part="notice"]') === '“Mortgage” saved.', 'saved');
    expect(server.requests.find((r) => r.method === 'PATCH')!.body).to.deep.equal({ name: 'Mortgage', description: '', category_id: null });
  });

  it('shows the server message about the category next to the choice', async () => {
    server.on('GET', '/api/categories', { json: pageOf(CATS) });
    server.on('GET', '/api/products', { json: pageOf([]) });
    server.on('POST', '/api/products', { status: 400, json: { category_id: ['No such category in this organization.'] } });
    const el = await show('<si-products-admin></si-products-admin>', 'si-products-admin', '[part="empty"]');
    await until(() => el.shadowRoot!.querySelectorAll('.toolbar option').length === 3, 'the category choices');
    control(el, 'New product').click();
    await formOpen(el);
    await typeInto(field(el, 'Name'), 'Deposit');
    pick(native(el, 'Category'), '5');
    control(el, 'Create product').click();
    await until(() => el.shadowRoot!.querySelector('form .field-error'), 'the field error');
    expect(textOf(el, 'form .field-error')).to.equal('No such category in this organization.');
    expect(native(el, 'Category').getAttribute('aria-invalid')).to.equal('true');
    // Named by its label alone (not by the chosen option and the message), described by the message.
    const byId = (attribute: string) => el.shadowRoot!.getElementById(native(el, 'Category').getAttribute(attribute)!)!.textContent;
    expect(byId('aria-labelledby')).to.equal('Category');
    expect(byId('aria-describedby')).to.equal('No such category in this organization.');
    await expectAccessible(el);
    expect(native(el, 'Category').value).to.equal('5');
  });
});

describe('si-custom-fields-admin: types and options', () => {
  const RISK = { id: 2, module_kind: 7, name: 'Risk', field_type: 'select', options: ['Low', 'High'], required: false, position: 2 };

  it('edits options only for a choice list: add, rename, remove; at least one; distinct', async () => {
    server.on('GET', '/api/custom_fields', { json: pageOf([]) });
    server.on('POST', '/api/custom_fields', (req) => ({ status: 201, json: { id: 4, ...(req.body as object) } }));
    const el = await show('<si-custom-fields-admin module-kind="7"></si-custom-fields-admin>', 'si-custom-fields-admin', '[part="empty"]');
    expect(await nthQuery(server.requests, '/api/custom_fields', 1)).to.include({ module_kind: '7' });
    control(el, 'New custom field').click();
    await formOpen(el);
    expect(el.shadowRoot!.querySelector('.name-list')).to.equal(null);
    await typeInto(field(el, 'Name'), 'Segment');
    pick(native(el, 'Field type'), 'select');
    await until(() => el.shadowRoot!.querySelector('.name-list legend')?.textContent === 'Options', 'the options');
    // An empty list is refused before anything is sent.
    control(el, 'Create custom field').click();
    await until(() => el.shadowRoot!.querySelector('.name-list .field-error'), 'the options message');
    expect(textOf(el, '.name-list .field-error')).to.equal('A choice list needs at least one option.');
    await typeInto(field(el, 'Option 1'), 'Retail');
    control(el, 'Add option').click();
    await focusedField(el, 'Option 2');
    await typeInto(field(el, 'Option 2'), 'retail');
    control(el, 'Create custom field').click();
    await until(() => textOf(el, '.name-list .field-error') === 'The names must be different from each other.', 'the distinct message');
    field(el, 'Option 2').shadowRoot!.querySelector('input')!.select();
    await typeInto(field(el, 'Option 2'), 'Corporate');
    control(el, 'Add option').click();
    await focusedField(el, 'Option 3');
    await typeInto(field(el, 'Option 3'), 'Public');
    control(el, 'Remove Option 1').click();
    await until(() => names(el, 'Option').length === 2, 'one option fewer');
    expect(names(el, 'Option')).to.deep.equal(['Option 1=Corporate', 'Option 2=Public']);
    native<HTMLInputElement>(el, 'Required').click();
    field(el, 'Position').shadowRoot!.querySelector('input')!.select();
    await typeInto(field(el, 'Position'), '3');
    expect(server.requests.filter((r) => r.method === 'POST')).to.have.length(0);
    control(el, 'Create custom field').click();
    await notice(el);
    expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({
      module_kind: 7, name: 'Segment', field_type: 'select', options: ['Corporate', 'Public'], required: true, position: 3,
    });
  });

  it('sends no options for another type, and shows the fixed-type and used-option refusals by their fields', async () => {
    server.on('GET', '/api/custom_fields', { json: pageOf([RISK]) });
    server.on('PATCH', '/api/custom_fields/2', (_req, index) =>
      index === 0
        ? { status: 400, json: { field_type: ['Accounts already hold values for this field; its type and module can no longer change.'] } }
        : { status: 400, json: { options: ['Accounts still use these options: High.'] } },
    );
    const el = await show('<si-custom-fields-admin module-kind="7"></si-custom-fields-admin>', 'si-custom-fields-admin', 'tbody tr');
    control(el, 'Edit Risk').click();
    await formOpen(el);
    expect(names(el, 'Option')).to.deep.equal(['Option 1=Low', 'Option 2=High']);
    pick(native(el, 'Field type'), 'number');
    await until(() => !el.shadowRoot!.querySelector('.name-list'), 'no options for a number');
    control(el, 'Save').click();
    await until(() => el.shadowRoot!.querySelector('form .field-error'), 'the type error');
    expect(textOf(el, 'form .field-error')).to.equal('Accounts already hold values for this field; its type and module can no longer change.');
    expect(native(el, 'Field type').getAttribute('aria-invalid')).to.equal('true');
    expect(server.requests.find((r) => r.method === 'PATCH')!.body).to.deep.equal({ name: 'Risk', field_type: 'number', options: [], required: false, position: 2 });

    pick(native(el, 'Field type'), 'select');
    await until(() => names(el, 'Option').length === 2, 'the options come back');
    control(el, 'Remove Option 2').click();
    await until(() => names(el, 'Option').length === 1, 'one option left');
    control(el, 'Save').click();
    await until(() => textOf(el, '.name-list .field-error') === 'Accounts still use these options: High.', 'the options error');
    expect(server.requests.filter((r) => r.method === 'PATCH')[1].body).to.include({ field_type: 'select' }).and.deep.include({ options: ['Low'] });
  });

  it('says so when the module-kind attribute is missing', async () => {
    const el = await show('<si-custom-fields-admin></si-custom-fields-admin>', 'si-custom-fields-admin', '[part="error"]');
    expect(textOf(el, '[part="error"]')).to.equal('This screen needs the module-kind attribute (1 to 7).');
    expect(server.requests).to.have.length(0);
  });
});

describe('si-pipelines-admin: ordered stages', () => {
  it('adds, renames, removes and moves stages with the keyboard, and sends them in order', async () => {
    server.on('GET', '/api/pipelines', { json: pageOf([]) });
    server.on('POST', '/api/pipelines', (req) => ({ status: 201, json: { id: 3, ...(req.body as object), stages: [] } }));
    const el = await show('<si-pipelines-admin></si-pipelines-admin>', 'si-pipelines-admin', '[part="empty"]');
    control(el, 'New pipeline').click();
    await formOpen(el);
    await typeInto(field(el, 'Name'), 'Deals');
    for (const [n, stage] of ['Lead', 'Won', 'Qualified', 'Spam'].entries()) {
      control(el, 'Add stage').click();
      await focusedField(el, `Stage ${n + 1}`);
      await typeInto(field(el, `Stage ${n + 1}`), stage);
    }
    // Keyboard: focus "Move Stage 3 up" and press Enter; focus stays with the moved stage.
    const up = control(el, 'Move Stage 3 up');
    up.focus();
    await press('Enter');
    await until(() => names(el, 'Stage')[1] === 'Stage 2=Qualified', 'the stage moved');
    expect(active(el)?.getAttribute('aria-label')).to.equal('Move Stage 2 up');
    expect(textOf(el, '.name-list [aria-live]')).to.equal('“Qualified” moved to position 2.');
    // The first stage cannot go up: focus moves to its Down button.
    await press('Enter');
    await until(() => names(el, 'Stage')[0] === 'Stage 1=Qualified', 'moved to the top');
    expect(active(el)?.getAttribute('aria-label')).to.equal('Move Stage 1 down');
    await press('Enter');
    await until(() => names(el, 'Stage')[1] === 'Stage 2=Qualified', 'moved down again');
    control(el, 'Remove Stage 4').click();
    await until(() => names(el, 'Stage').length === 3, 'removed');
    expect(names(el, 'Stage')).to.deep.equal(['Stage 1=Lead', 'Stage 2=Qualified', 'Stage 3=Won']);
    control(el, 'Create pipeline').click();
    await notice(el);
    expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({ name: 'Deals', description: '', stages: ['Lead', 'Qualified', 'Won'] });
  });

  it('refuses two stages of the same name before sending, and shows the server message on stages', async () => {
    const DEALS = { id: 1, name: 'Deals', description: '', stages: [{ id: 12, name: 'Won', position: 1 }, { id: 11, name: 'Lead', position: 0 }] };
    server.on('GET', '/api/pipelines', { json: pageOf([DEALS]) });
    server.on('PATCH', '/api/pipelines/1', { status: 400, json: { 'stages.1': ['Field is required'] } });
    const el = await show('<si-pipelines-admin></si-pipelines-admin>', 'si-pipelines-admin', 'tbody tr');
    control(el, 'Edit Deals').click();
    await formOpen(el);
    expect(names(el, 'Stage')).to.deep.equal(['Stage 1=Lead', 'Stage 2=Won']);
    control(el, 'Add stage').click();
    await focusedField(el, 'Stage 3');
    await typeInto(field(el, 'Stage 3'), 'LEAD');
    control(el, 'Save').click();
    await until(() => textOf(el, '.name-list .field-error') === 'The names must be different from each other.', 'the distinct message');
    await expectAccessible(el);
    expect(server.requests.filter((r) => r.method === 'PATCH')).to.have.length(0);
    control(el, 'Move Stage 3 up').click();
    await until(() => names(el, 'Stage')[1] === 'Stage 2=LEAD', 'moved');
    control(el, 'Remove Stage 2').click();
    await until(() => names(el, 'Stage').length === 2, 'removed');
    field(el, 'Stage 2').focus();
    field(el, 'Stage 2').shadowRoot!.querySelector('input')!.select();
    await typeInto(field(el, 'Stage 2'), 'Closed');
    control(el, 'Save').click();
    await until(() => textOf(el, '.name-list .field-error') === 'Field is required', 'the server message');
    expect(server.requests.find((r) => r.method === 'PATCH')!.body).to.deep.equal({ name: 'Deals', description: '', stages: ['Lead', 'Closed'] });
    expect(rowTexts(el)).to.deep.equal(['Deals | — | Lead → Won | EditDelete']);
  });
});
