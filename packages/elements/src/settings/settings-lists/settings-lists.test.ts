import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './settings-lists.ts';
import { alertText, expectAccessible, field, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, nthQuery, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';

let server: FakeServer;
freshServerPerTest((s) => (server = s));

type Row = { id: number; name: string } & Record<string, unknown>;
type Case = {
  tag: keyof HTMLElementTagNameMap;
  html: string;
  path: string;
  query: Record<string, string>;
  rows: [Row, Row];
  /** The two rows as the table shows them, for an OA (the actions column adds "EditDelete"). */
  texts: [string, string];
  create: string;
  submit: string;
  /** The create body when only the name was typed. */
  body(name: string): Record<string, unknown>;
  taken: string;
  setup?(server: FakeServer): void;
};

const CASES: Case[] = [
  {
    tag: 'si-contact-roles-admin',
    html: '<si-contact-roles-admin></si-contact-roles-admin>',
    path: '/api/contact_roles',
    query: { ordering: 'name' },
    rows: [{ id: 1, name: 'Borrower' }, { id: 2, name: 'CFO' }],
    texts: ['Borrower', 'CFO'],
    create: 'New contact role',
    submit: 'Create contact role',
    body: (name) => ({ name }),
    taken: 'A contact role with this name already exists.',
  },
  {
    tag: 'si-document-types-admin',
    html: '<si-document-types-admin></si-document-types-admin>',
    path: '/api/expected_document_types',
    query: { ordering: 'name' },
    rows: [{ id: 1, name: 'Balance sheet', description: 'Yearly' }, { id: 2, name: 'ID card', description: '' }],
    texts: ['Balance sheet | Yearly', 'ID card | —'],
    create: 'New document type',
    submit: 'Create document type',
    body: (name) => ({ name, description: '' }),
    taken: 'A document type with this name already exists.',
  },
  {
    tag: 'si-categories-admin',
    html: '<si-categories-admin></si-categories-admin>',
    path: '/api/categories',
    query: { ordering: 'name' },
    rows: [{ id: 1, name: 'Loans', description: 'Credit products' }, { id: 2, name: 'Savings', description: '' }],
    texts: ['Loans | Credit products', 'Savings | —'],
    create: 'New category',
    submit: 'Create category',
    body: (name) => ({ name, description: '' }),
    taken: 'A category with this name already exists.',
  },
  {
    tag: 'si-products-admin',
    html: '<si-products-admin></si-products-admin>',
    path: '/api/products',
    query: { ordering: 'name' },
    rows: [
      { id: 1, name: 'Mortgage', description: '30 years', category: { id: 5, name: 'Loans' } },
      { id: 2, name: 'Gift card', description: '', category: null },
    ],
    texts: ['Mortgage | 30 years | Loans', 'Gift card | — | No category'],
    create: 'New product',
    submit: 'Create product',
    body: (name) => ({ name, description: '', category_id: null }),
    taken: 'A product with this name already exists.',
    setup: (s) => s.on('GET', '/api/categories', { json: pageOf([{ id: 5, name: 'Loans', description: '' }]) }),
  },
  {
    tag: 'si-custom-fields-admin',
    html: '<si-custom-fields-admin module-kind="2"></si-custom-fields-admin>',
    path: '/api/custom_fields',
    query: { ordering: 'position', module_kind: '2' },
    rows: [
      { id: 1, module_kind: 2, name: 'Loan officer', field_type: 'text', options: [], required: true, position: 1 },
      { id: 2, module_kind: 2, name: 'Risk', field_type: 'select', options: ['Low', 'High'], required: false, position: 2 },
    ],
    texts: ['1 | Loan officer | Text | — | Yes', '2 | Risk | Choice list | Low, High | No'],
    create: 'New custom field',
    submit: 'Create custom field',
    body: (name) => ({ module_kind: 2, name, field_type: 'text', options: [], required: false, position: 0 }),
    taken: 'A custom field with this name already exists in this module.',
  },
  {
    tag: 'si-pipelines-admin',
    html: '<si-pipelines-admin></si-pipelines-admin>',
    path: '/api/pipelines',
    query: { ordering: 'name' },
    rows: [
      { id: 1, name: 'Deals', description: 'Sales', stages: [{ id: 12, name: 'Won', position: 1 }, { id: 11, name: 'Lead', position: 0 }] },
      { id: 2, name: 'Loans', description: '', stages: [] },
    ],
    texts: ['Deals | Sales | Lead → Won', 'Loans | — | —'],
    create: 'New pipeline',
    submit: 'Create pipeline',
    body: (name) => ({ name, description: '', stages: [] }),
    taken: 'A pipeline with this name already exists.',
  },
];

const confirmButton = (el: Element, name: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="confirm"] button')].find((b) => b.textContent === name)!;
const writeControls = (el: Element) =>
  [...el.shadowRoot!.querySelectorAll('button, sl-button')].map((b) => b.textContent!.trim()).filter((n) => ['Edit', 'Delete', 'New'].some((w) => n.startsWith(w)));
const active = (el: Element) => el.shadowRoot!.activeElement;

for (const c of CASES) {
  describe(c.tag, () => {
    const open = async (role: 'OA' | 'VO' = 'OA') => {
      signInAs(role);
      c.setup?.(server);
      server.on('GET', c.path, { json: pageOf(c.rows) });
      return show(c.html, c.tag, 'tbody tr');
    };

    it('lists the rows from the API, with Edit and Delete for an Office Administrator', async () => {
      const el = await open();
      expect(await nthQuery(server.requests, c.path, 1)).to.deep.equal({ page: '1', page_size: '10', ...c.query });
      expect(rowTexts(el)).to.deep.equal(c.texts.map((text) => `${text} | EditDelete`));
      await expectAccessible(el);
    });

    it('creates: shows the server field error next to the name, keeps the input, then succeeds', async () => {
      server.on('POST', c.path, (_req, index) => (index === 0 ? { status: 400, json: { name: [c.taken] } } : { status: 201, json: { ...c.rows[0], id: 9, name: 'Fresh' } }));
      const el = await open();
      control(el, c.create).click();
      await until(() => el.shadowRoot!.querySelector('form'), 'the form');
      // The form takes the focus when it opens.
      await until(() => active(el) === field(el, 'Name'), 'focus on the name');
      control(el, c.submit).click();
      await until(() => field(el, 'Name').getAttribute('help-text'), 'the required message');
      expect(field(el, 'Name').getAttribute('help-text')).to.equal('This field is required.');
      expect(server.requests.filter((r) => r.method === 'POST')).to.have.length(0);

      await typeInto(field(el, 'Name'), 'Taken');
      control(el, c.submit).click();
      await until(() => field(el, 'Name').getAttribute('help-text') === c.taken, 'the server field error');
      expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal(c.body('Taken'));
      expect(field(el, 'Name').value).to.equal('Taken');
      await expectAccessible(el);

      field(el, 'Name').focus();
      field(el, 'Name').shadowRoot!.querySelector('input')!.select();
      await typeInto(field(el, 'Name'), 'Fresh');
      control(el, c.submit).click();
      await until(() => el.shadowRoot!.querySelector('[part="notice"]'), 'the confirmation');
      expect(textOf(el, '[part="notice"]')).to.equal('“Fresh” created.');
      expect(server.requests.filter((r) => r.method === 'POST')[1].body).to.deep.equal(c.body('Fresh'));
      expect(el.shadowRoot!.querySelector('form')).to.equal(null);
      await until(() => server.requests.filter((r) => r.path === c.path && r.method === 'GET').length === 2, 'the list reloads');
      // Focus goes back to the create button.
      await until(() => active(el)?.textContent === c.create, 'focus back on the create button');
    });

    it('edits a row: the form is filled in, the change is sent with PATCH', async () => {
      server.on('PATCH', `${c.path}/1`, (req) => ({ json: { ...c.rows[0], ...(req.body as object) } }));
      const el = await open();
      control(el, `Edit ${c.rows[0].name}`).click();
      await until(() => el.shadowRoot!.querySelector('form'), 'the form');
      expect(el.shadowRoot!.querySelector('form h3')!.textContent).to.equal(`Edit ${c.rows[0].name}`);
      expect(field(el, 'Name').value).to.equal(c.rows[0].name);
      await until(() => active(el) === field(el, 'Name'), 'focus on the name');
      await typeInto(field(el, 'Name'), ' 2');
      control(el, 'Save').click();
      await until(() => el.shadowRoot!.querySelector('[part="notice"]'), 'the confirmation');
      expect(textOf(el, '[part="notice"]')).to.equal(`“${c.rows[0].name} 2” saved.`);
      const patch = server.requests.find((r) => r.method === 'PATCH')!;
      expect(patch.body).to.include({ name: `${c.rows[0].name} 2` });
    });

    it('deletes after confirmation, and cancelling sends nothing', async () => {
      server.on('DELETE', `${c.path}/1`, { status: 204 });
      const el = await open();
      control(el, `Delete ${c.rows[0].name}`).click();
      await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the confirmation');
      expect(textOf(el, '[part="confirm"]')).to.contain(`Delete “${c.rows[0].name}”? This cannot be undone.`);
      // The safe choice has the focus; Cancel goes back to the row's Delete button.
      expect(active(el)?.textContent).to.equal('Cancel');
      await expectAccessible(el);
      confirmButton(el, 'Cancel').click();
      await until(() => !el.shadowRoot!.querySelector('[part="confirm"]'), 'the confirmation closes');
      await until(() => active(el)?.getAttribute('aria-label') === `Delete ${c.rows[0].name}`, 'focus back on the row');
      expect(server.requests.filter((r) => r.method === 'DELETE')).to.have.length(0);

      control(el, `Delete ${c.rows[0].name}`).click();
      await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the confirmation');
      confirmButton(el, 'Delete').click();
      await until(() => el.shadowRoot!.querySelector('[part="notice"]'), 'the outcome');
      expect(textOf(el, '[part="notice"]')).to.equal(`“${c.rows[0].name}” deleted.`);
      expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).to.deep.equal([`${c.path}/1`]);
      await until(() => server.requests.filter((r) => r.path === c.path && r.method === 'GET').length === 2, 'the list reloads');
    });

    it('shows a viewer (VO) the list without any write control', async () => {
      const el = await open('VO');
      expect(rowTexts(el)).to.deep.equal(c.texts);
      expect(writeControls(el)).to.deep.equal([]);
      expect(el.shadowRoot!.querySelector('[part="create"]')).to.equal(null);
    });
  });
}

describe('settings lists: refusals and languages', () => {
  it('shows the server refusal of a delete (403) as an alert', async () => {
    signInAs('OA');
    server.on('GET', '/api/categories', { json: pageOf([{ id: 1, name: 'Loans', description: '' }]) });
    server.on('DELETE', '/api/categories/1', { status: 403, json: { detail: 'You do not have permission to perform this action.' } });
    const el = await show('<si-categories-admin></si-categories-admin>', 'si-categories-admin', 'tbody tr');
    control(el, 'Delete Loans').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'the confirmation');
    confirmButton(el, 'Delete').click();
    await until(() => alertText(el), 'the refusal');
    expect(alertText(el)).to.equal('You do not have permission to perform this action.');
  });

  it('keeps what was typed and shows an alert when the server refuses a create (403)', async () => {
    signInAs('OA');
    server.on('GET', '/api/contact_roles', { json: pageOf([]) });
    server.on('POST', '/api/contact_roles', { status: 403, json: { detail: 'Only an Office Administrator can change settings.' } });
    const el = await show('<si-contact-roles-admin></si-contact-roles-admin>', 'si-contact-roles-admin', '[part="empty"]');
    expect(textOf(el, '[part="empty"]')).to.equal('No contact roles yet.');
    control(el, 'New contact role').click();
    await until(() => el.shadowRoot!.querySelector('form'), 'the form');
    await typeInto(field(el, 'Name'), 'Guarantor');
    control(el, 'Create contact role').click();
    await until(() => alertText(el), 'the refusal');
    expect(alertText(el)).to.equal('Only an Office Administrator can change settings.');
    expect(field(el, 'Name').value).to.equal('Guarantor');
  });

  it('works right-to-left in Arabic', async () => {
    signInAs('OA');
    server.on('GET', '/api/pipelines', { json: pageOf([{ id: 1, name: 'Deals', description: '', stages: [{ id: 1, name: 'A', position: 0 }, { id: 2, name: 'B', position: 1 }] }]) });
    const el = await show('<si-pipelines-admin locale="ar"></si-pipelines-admin>', 'si-pipelines-admin', 'tbody tr');
    await until(() => el.shadowRoot!.querySelector('[dir="rtl"]'), 'rtl');
    expect(el.shadowRoot!.querySelector('.si-root')!.getAttribute('dir')).to.equal('rtl');
    expect(el.shadowRoot!.querySelector('.si-root')!.getAttribute('lang')).to.equal('ar');
    expect(rowTexts(el)[0]).to.contain('A ← B');
  });
});
