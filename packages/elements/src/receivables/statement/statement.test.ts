import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './statement.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { alertText, cleanup, expectAccessible, nextEvent } from '../../test-support/dom.ts';
import { STATEMENT, TOKEN, control, show, textOf } from '../../test-support/portal-fixtures.ts';

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  setLocale('en');
  cleanup();
});

describe('si-statement', () => {
  it('is accessible: the download link and the bar are named', async () => {
    api = fakeApi({ 'GET /api/fetch_latest_statement_files': { body: STATEMENT } });
    const el = await show(`<si-statement token="${TOKEN}"></si-statement>`, 'si-statement', '[part="statement"]');
    await expectAccessible(el);
    expect(el.shadowRoot!.querySelector('[part="aging-bar"]')!.getAttribute('aria-label')).to.equal(
      'Current: $1,000.00, 1–30 days: $500.00, 31–60 days: $0.00, 61–90 days: $1,500.00, Over 90 days: $1,000.00',
    );
  });

  it('shows the date, total due, aging buckets with a proportional bar, invoices and the PDF link', async () => {
    api = fakeApi({ 'GET /api/fetch_latest_statement_files': { body: STATEMENT } });
    const el = await show(`<si-statement token="${TOKEN}"></si-statement>`, 'si-statement', '[part="statement"]');
    expect(textOf(el, '[part="heading"]')).to.equal('Statement of Mar 31, 2025');
    expect(textOf(el, '[part="total"]')).to.equal('Total due $4,000.00');
    expect(textOf(el, '[part="aging"]')).to.equal('Current 1–30 days 31–60 days 61–90 days Over 90 days $1,000.00 $500.00 $0.00 $1,500.00 $1,000.00');
    const segments = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="aging-bar"] .seg')].map((s) => s.getBoundingClientRect().width);
    expect(segments).to.have.length(4);
    expect(segments[2] / segments[1]).to.be.closeTo(3, 0.05);
    expect(textOf(el, '[part="invoices"]')).to.contain('INV-1 Mar 1, 2025 Mar 31, 2025 $1,375.00 $1,375.00');
    expect(control(el, 'Download PDF').getAttribute('href')).to.equal(`${location.origin}/api/download_sales_files?token=${TOKEN}&id=77`);
    expect(api.requests[0].url.searchParams.get('token')).to.equal(TOKEN);
  });

  it('says when there is no statement yet, and when the link is bad', async () => {
    api = fakeApi({ 'GET /api/fetch_latest_statement_files': { body: { statement: null, files: [] } } });
    const none = await show(`<si-statement token="${TOKEN}"></si-statement>`, 'si-statement', '[part="empty"]');
    expect(textOf(none, '[part="empty"]')).to.equal('No statement has been issued yet.');
    api.restore();
    api = fakeApi({ 'GET /api/fetch_latest_statement_files': { status: 404, body: { detail: 'Invalid or expired link.' } } });
    const failed = nextEvent<{ status: number }>('si-error');
    const bad = await show(`<si-statement token="nope"></si-statement>`, 'si-statement', '[role="alert"]');
    expect(alertText(bad)).to.equal('Invalid or expired link.');
    expect((await failed).detail.status).to.equal(404);
  });
});
