import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './invoice-view.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { alertText, cleanup, expectAccessible, until } from '../../test-support/dom.ts';
import { TOKEN, comment, context, invoice, show, textOf } from '../../test-support/portal-fixtures.ts';

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  setLocale('en');
  cleanup();
});

function viewApi(items = [invoice(1)]): FakeApi {
  return fakeApi({
    'GET /api/filedrop': { json: context(items) },
    'GET /api/fetch_sales_files': { json: { files: [] } },
    'GET /api/portal_comments/object_comments': { json: { comments: [comment(1, 'When is it due?', false)] } },
  });
}

describe('si-invoice-view', () => {
  it('is accessible', async () => {
    api = viewApi();
    const el = await show(`<si-invoice-view token="${TOKEN}" item-id="1"></si-invoice-view>`, 'si-invoice-view', '[part="comment"]');
    await expectAccessible(el);
  });

  it('shows one invoice with its lines, totals, status, the comments on it and no files', async () => {
    api = viewApi();
    const el = await show(`<si-invoice-view token="${TOKEN}" item-id="1"></si-invoice-view>`, 'si-invoice-view', '[part="comment"]');
    expect(textOf(el, '[part="lines"]')).to.contain('Travel 1 $250.00 $250.00');
    expect(textOf(el, '[part="status"]')).to.equal('Open');
    expect(textOf(el, '[part="invoice"]')).to.contain('No files attached.');
    expect(textOf(el, '[part="comment"]')).to.contain('When is it due?');
    const query = api.to('GET', '/api/portal_comments/object_comments')[0].url.searchParams;
    expect([query.get('target_type'), query.get('target_id')]).to.deep.equal(['item', '1']);
  });

  it('shows another kind of item, or a missing one, as not found; speaks French', async () => {
    api = viewApi([invoice(1), invoice(2, { kind: 'STATEMENT' })]);
    const el = await show(`<si-invoice-view token="${TOKEN}" item-id="2"></si-invoice-view>`, 'si-invoice-view', '[role="alert"]');
    expect(alertText(el)).to.equal('This invoice was not found.');
    const fr = await show(`<si-invoice-view locale="fr" token="${TOKEN}" item-id="1"></si-invoice-view>`, 'si-invoice-view', '[part="lines"]');
    await until(() => textOf(fr, '[part="heading"]') === 'Facture INV-1', 'French heading');
    expect(textOf(fr, '[part="lines"]')).to.contain('Sous-total');
    expect(textOf(fr, '[part="lines"]')).to.contain('1 375,00 $US');
  });
});
