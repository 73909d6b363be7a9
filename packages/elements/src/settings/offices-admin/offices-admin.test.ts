import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout, setLocale } from '@si/core';
import { OFFICE_IDENTIFIER_TAKEN } from '@si/contract';
import './offices-admin.ts';
import { alertText, cleanup, expectAccessible, field, press, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { choose, header, nativeInput, typeSearch, nthQuery, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';
import { runListScreenSuite } from '../../test-support/list-screen-suite.ts';

const HQ = { id: 1, identifier: 'HQ', name: 'Head office', user_count: 3 };
const NYC = { id: 2, identifier: 'NYC', name: 'New York', user_count: 0 };
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

const TAG = '<si-offices-admin></si-offices-admin>';

runListScreenSuite({
  tag: 'si-offices-admin',
  server: () => server,
  endpoint: '/api/offices',
  rows: [HQ, NYC],
  sort: { column: 'Name', ordering: 'name' },
  writeControls: ['New office', 'Edit', 'Delete'],
  emptyText: 'No offices yet.',
});

describe('si-offices-admin', () => {
  it('names the table and its search box, and lists each office with its actions', async () => {
    signInAs('OA');
    server.on('GET', '/api/offices', { json: pageOf([HQ, NYC]) });
    const el = await show(TAG, 'si-offices-admin', 'tbody tr');
    expect(el.shadowRoot!.querySelector('table')!.getAttribute('aria-label')).to.equal('Offices');
    expect(nativeInput(el, 'Search').type).to.equal('search');
    expect(rowTexts(el)).to.deep.equal(['HQ | Head office | 3 | EditDelete', 'NYC | New York | 0 | EditDelete']);
  });

  it('asks the server for each page, ordering, page size and (debounced) search', async () => {
    signInAs('OA');
    server.on('GET', '/api/offices', { json: pageOf([HQ, NYC], 60) });
    const el = await show(TAG, 'si-offices-admin', 'tbody tr');
    expect(await nthQuery(server.requests, '/api/offices', 1)).to.deep.equal({ page: '1', page_size: '10', ordering: 'identifier' });
    expect(header(el, 'Identifier').getAttribute('aria-sort')).to.equal('ascending');
    expect(textOf(el, '[part="pager"]')).to.contain('1–10 of 60').and.contain('Page 1 of 6');

    control(el, 'Next page').click();
    expect(await nthQuery(server.requests, '/api/offices', 2)).to.include({ page: '2' });
    header(el, 'Name').querySelector('button')!.click();
    expect(await nthQuery(server.requests, '/api/offices', 3)).to.include({ page: '1', ordering: 'name' });
    header(el, 'Name').querySelector('button')!.click();
    expect(await nthQuery(server.requests, '/api/offices', 4)).to.include({ ordering: '-name' });
    await until(() => header(el, 'Name').getAttribute('aria-sort') === 'descending', 'descending sort');
    expect(header(el, 'Identifier').getAttribute('aria-sort')).to.equal('none');
    choose(el, 'Rows per page', '25');
    expect(await nthQuery(server.requests, '/api/offices', 5)).to.include({ page_size: '25' });

    typeSearch(nativeInput(el, 'Search'), 'new y');
    const search = await nthQuery(server.requests, '/api/offices', 6);
    // One request for the whole word, not one per key press.
    expect(search).to.include({ search: 'new y', page: '1' });
    await new Promise((r) => setTimeout(r, 400));
    expect(server.requests.filter((r) => r.path === '/api/offices')).to.have.length(6);
  });

  it('creates an office, showing the server field error for a duplicate identifier', async () => {
    signInAs('OA');
    server.on('GET', '/api/offices', { json: pageOf([HQ]) });
    server.on('POST', '/api/offices', (_req, index) =>
      index === 0 ? { status: 400, json: { identifier: [OFFICE_IDENTIFIER_TAKEN] } } : { status: 201, json: NYC },
    );
    const el = await show(TAG, 'si-offices-admin', 'tbody tr');
    control(el, 'New office').click();
    await until(() => el.shadowRoot!.querySelector('form'), 'the form');
    await typeInto(field(el, 'Identifier'), 'hq');
    await typeInto(field(el, 'Name'), 'New York');
    control(el, 'Create office').click();
    await until(() => field(el, 'Identifier').getAttribute('help-text'), 'the field error');
    expect(field(el, 'Identifier').getAttribute('help-text')).to.equal(OFFICE_IDENTIFIER_TAKEN);
    await expectAccessible(el);
    expect(server.requests.find((r) => r.method === 'POST')!.body).to.deep.equal({ identifier: 'hq', name: 'New York' });

    field(el, 'Identifier').focus();
    field(el, 'Identifier').shadowRoot!.querySelector('input')!.select();
    await typeInto(field(el, 'Identifier'), 'NYC');
    control(el, 'Create office').click();
    await until(() => el.shadowRoot!.querySelector('[part="notice"]'), 'the confirmation');
    expect(textOf(el, '[part="notice"]')).to.equal('Office NYC created.');
    expect(el.shadowRoot!.querySelector('form')).to.equal(null);
    // The list reloads after the write.
    await until(() => server.requests.filter((r) => r.path === '/api/offices' && r.method === 'GET').length === 2, 'reload');
  });

  it('deletes after confirmation and shows the server refusal', async () => {
    signInAs('OA');
    server.on('GET', '/api/offices', { json: pageOf([HQ]) });
    server.on('DELETE', '/api/offices/1', { status: 409, json: { detail: 'This office still has users with a role in it; change or remove their roles first.' } });
    const el = await show(TAG, 'si-offices-admin', 'tbody tr');
    // By keyboard: the question, above the table, takes the focus; Escape gives it back to the row.
    control(el, 'Delete HQ').focus();
    await press('Enter');
    await until(() => el.shadowRoot!.activeElement?.textContent === 'Cancel', 'focus on Cancel');
    expect(textOf(el, '[part="confirm"]')).to.contain('Delete office HQ (Head office)?');
    await expectAccessible(el);
    await press('Escape');
    await until(() => el.shadowRoot!.activeElement === control(el, 'Delete HQ'), 'focus back on the row');
    expect(el.shadowRoot!.querySelector('[part="confirm"]')).to.equal(null);
    control(el, 'Delete HQ').click();
    await until(() => el.shadowRoot!.querySelector('[part="confirm"]'), 'confirmation');
    [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="confirm"] button')].find((b) => b.textContent === 'Delete')!.click();
    await until(() => alertText(el), 'the refusal');
    expect(alertText(el)).to.equal('This office still has users with a role in it; change or remove their roles first.');
  });

  it('says when a search finds nothing', async () => {
    signInAs('OA');
    server.on('GET', '/api/offices', { json: pageOf([]) });
    const el = await show(TAG, 'si-offices-admin', '[part="empty"]');
    typeSearch(nativeInput(el, 'Search'), 'zzz');
    await until(() => textOf(el, '[part="empty"]') === 'Nothing matches “zzz”.', 'search empty state');
    await expectAccessible(el);
  });
});
