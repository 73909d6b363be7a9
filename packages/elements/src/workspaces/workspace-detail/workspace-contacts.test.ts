import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { FakeServer } from '@si/core/testing';
import { button, expectAccessible, field, typeInto, until } from '../../test-support/dom.ts';
import { choose, freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';
import { control, textOf } from '../../test-support/portal-fixtures.ts';
import { CARLA, DAN } from './workspace-fixtures.ts';
import { openContact, openContacts, serveWorkspace, showWorkspace, tableRows } from './workspace-test-kit.ts';

let server: FakeServer;
freshServerPerTest((s) => (server = s));

const posts = () => server.requests.filter((r) => r.method === 'POST').map((r) => r.body);
const hasField = (el: Element, label: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement & { label: string }>('sl-input')].some((i) => i.label === label);
const openForm = async (el: Element) => {
  control(el, 'Add contact').click();
  await until(() => el.shadowRoot!.querySelector('[part="add-contact-form"]'), 'the form');
};

describe('si-workspace-detail: contacts', () => {
  it('lists the contacts with their role, link state and last access', async () => {
    signInAs('IC');
    serveWorkspace(server);
    const el = await showWorkspace();
    await openContacts(el);
    await expectAccessible(el);
    const rows = tableRows(el.shadowRoot!, '[part="contacts-table"] tbody tr');
    expect(rows[0]).to.match(/^Carla Borrower \| Acme Holdings \| carla@acme\.test \| \+123 456 7890 \| Borrower \| Active until .*2026 \| .*2026.* \| Open$/);
    expect(rows[1]).to.equal('Dan Guarantor |  | dan@example.test |  |  | No link | Never | Open');
  });

  it('adds a contact from the directory with a role', async () => {
    signInAs('IC');
    serveWorkspace(server);
    const eve = { ...DAN, id: 40, first_name: 'Eve', last_name: 'Auditor', email: 'eve@audit.test', contact_role: { id: 3, name: 'Guarantor' } };
    server.on('POST', '/api/accounts/12/contacts', { status: 201, json: eve });
    const el = await showWorkspace();
    await openContacts(el);
    await openForm(el);
    await until(() => el.shadowRoot!.querySelectorAll('select[name="contact_id"] option').length === 3, 'the directory');
    await expectAccessible(el);
    const search = server.requests.find((r) => r.path === '/api/contacts')!;
    expect(Object.fromEntries(new URLSearchParams(search.search))).to.deep.equal({ not_on_account: '12', page: '1', page_size: '25' });
    control(el, 'Add contact').click();
    await until(() => textOf(el, '[part="add-contact-form"] .field-error') === 'Field is required', 'the missing contact');
    expect(posts()).to.deep.equal([]);

    choose(el, 'Contact', '40');
    choose(el, 'Role', '3');
    control(el, 'Add contact').click();
    await until(() => textOf(el, '[part="notice"]') === 'Eve Auditor added to the workspace.', 'added');
    expect(posts()).to.deep.equal([{ contact_id: 40, contact_role_id: 3 }]);
    expect(tableRows(el.shadowRoot!, '[part="contacts-table"] tbody tr')).to.have.length(3);
    await until(() => el.shadowRoot!.activeElement?.textContent === 'Add contact', 'focus back on Add contact');
  });

  it('creates a new contact, checking the spec rules and showing the server refusal at the field', async () => {
    signInAs('OA');
    serveWorkspace(server);
    server.on('POST', '/api/accounts/12/contacts', (_req, index) =>
      index === 0 ? { status: 400, json: { 'contact.email': ['A contact with this e-mail already exists.'] } } : { status: 201, json: { ...DAN, id: 50, party_type: 2, company_name: 'Lawfirm', first_name: '', last_name: '', email: 'desk@law.test' } },
    );
    const el = await showWorkspace();
    await openContacts(el);
    await openForm(el);
    button(el, 'New contact').click();
    await until(() => hasField(el, 'E-mail'), 'the new contact fields');
    await expectAccessible(el);
    control(el, 'Add contact').click();
    await until(() => field(el, 'First name').getAttribute('help-text') === 'Field is required', 'the name rule');
    expect(field(el, 'E-mail').getAttribute('help-text')).to.equal('Field is required');
    // The first field marked wrong takes the focus, where a keyboard user fixes it.
    await until(() => el.shadowRoot!.activeElement === field(el, 'First name'), 'the focus on First name, the first marked');
    expect(textOf(el, '[part="add-contact-form"] [part="error"]')).to.equal('Check the fields marked below.');

    await typeInto(field(el, 'E-mail'), 'desk@law');
    await typeInto(field(el, 'Phone'), '+44 20');
    control(el, 'Add contact').click();
    await until(() => field(el, 'E-mail').getAttribute('help-text') === 'Invalid e-mail', 'the e-mail rule');
    expect(field(el, 'Phone').getAttribute('help-text')).to.equal('Enter a phone number with its country code, such as +1 201 555 0123.');
    expect(posts()).to.deep.equal([]);

    button(el, 'Company').click();
    await until(() => hasField(el, 'Company name'), 'the company name');
    await typeInto(field(el, 'Company name'), 'Lawfirm');
    await typeInto(field(el, 'E-mail'), '.test');
    // Written the way the British write it, with spaces: accepted.
    await typeInto(field(el, 'Phone'), ' 7946 0958');
    control(el, 'Add contact').click();
    await until(() => field(el, 'E-mail').getAttribute('help-text') === 'A contact with this e-mail already exists.', 'the server refusal');
    // Phone had the focus (typed last): the field the server refused takes it.
    await until(() => el.shadowRoot!.activeElement === field(el, 'E-mail'), 'the focus on E-mail, the field refused');
    control(el, 'Add contact').click();
    await until(() => textOf(el, '[part="notice"]') === 'Lawfirm added to the workspace.', 'added');
    const sent = { contact: { party_type: 2, first_name: '', last_name: '', company_name: 'Lawfirm', email: 'desk@law.test', phone: '+44 20 7946 0958' }, contact_role_id: null };
    expect(posts()).to.deep.equal([sent, sent]);
  });

  it('changes a contact role and removes a contact after a confirmation', async () => {
    signInAs('IC');
    serveWorkspace(server);
    server.on('PATCH', '/api/accounts/12/contacts/21', { json: { ...CARLA, contact_role: { id: 3, name: 'Guarantor' } } });
    server.on('DELETE', '/api/accounts/12/contacts/21', { status: 204 });
    const el = await showWorkspace();
    await openContacts(el);
    const panel = await openContact(el, 'Carla Borrower');
    await until(() => panel.querySelectorAll('select[name="contact_role_id"] option').length === 3, 'the roles');
    choose(el, 'Role on this workspace', '3');
    await until(() => textOf(el, '[part="role"] [part="notice"]') === 'Role saved.', 'the role saved');
    expect(server.requests.find((r) => r.method === 'PATCH')!.body).to.deep.equal({ contact_role_id: 3 });
    expect(tableRows(el.shadowRoot!, '[part="contacts-table"] tbody tr')[0]).to.contain('| Guarantor |');

    control(el, 'Remove from workspace').click();
    const bar = await until(() => panel.querySelector('[part="remove"] [part="confirm"]'), 'the confirmation');
    expect(bar.textContent).to.contain('Remove Carla Borrower from this workspace?');
    await expectAccessible(el);
    control(el, 'Remove').click();
    await until(() => textOf(el, '[part="notice"]') === 'Carla Borrower removed from the workspace.', 'removed');
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).to.deep.equal(['/api/accounts/12/contacts/21']);
    expect(el.shadowRoot!.querySelector('dialog[open]') === null).to.equal(true);
    expect(tableRows(el.shadowRoot!, '[part="contacts-table"] tbody tr')).to.have.length(1);
  });
});
