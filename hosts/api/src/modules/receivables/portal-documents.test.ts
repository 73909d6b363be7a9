import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { ConfigProperty, LatestStatement, PaymentSession, PortalContext, PortalDetails, PortalReceipts } from '@si/contract';
import { invoice, item, organizationLogo } from '../../db/schema.ts';
import { setConfig } from '../../platform/config.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { makePortal, type PortalFixture } from '../../../test-support/portal-fixtures.ts';
import { PNG_LOGO, pdfPages } from '../../../test-support/pdf-text.ts';

let t: TestContext;
let mine: PortalFixture;
let other: PortalFixture;
before(async () => {
  t = await setup();
  mine = await makePortal(t.db);
  other = await makePortal(t.db, { orgName: 'Another Org' });
});
after(() => t.database.close());

const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const raw = (path: string) => t.app.request(path);

/** Pays `amount` of the invoice in the sandbox checkout, as the customer would. */
async function pay(p: PortalFixture, amount: string) {
  const opened = await call(t.app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token: p.token, item_id: p.invoiceId, amount } });
  assert.equal(opened.status, 201, JSON.stringify(opened.body));
  const session = PaymentSession.parse(opened.body);
  const path = new URL(session.checkout_url).pathname;
  const done = await call(t.app, 'POST', `${path}/complete`, { raw: new URLSearchParams({ token: p.token }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.equal(done.status, 303);
}

describe('invoice portal documents', () => {
  test("the invoice's PDF downloads with the token: its number, an attachment, never cached", async () => {
    const res = await raw(`/api/portal/invoice_pdf?${q({ token: mine.token, id: mine.invoiceId })}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment;.*INV-/);
    assert.match(res.headers.get('cache-control') ?? '', /no-store/);
    const [number] = await t.db.select({ number: invoice.number }).from(invoice).where(eq(invoice.itemId, mine.invoiceId));
    assert.ok((await pdfPages(new Uint8Array(await res.arrayBuffer()))).join('').includes(number!.number!));
  });

  test('after a partial payment the invoice lists its receipt, which downloads; the statement shows the balance of now', async () => {
    const none = await call(t.app, 'GET', `/api/portal/invoice_receipts?${q({ token: mine.token, id: mine.invoiceId })}`);
    assert.deepEqual(PortalReceipts.parse(none.body).receipts, []);
    await pay(mine, '500.00');

    const listed = PortalReceipts.parse((await call(t.app, 'GET', `/api/portal/invoice_receipts?${q({ token: mine.token, id: mine.invoiceId })}`)).body).receipts;
    assert.equal(listed.length, 1);
    assert.equal(listed[0]!.amount, '500.00');
    assert.equal(listed[0]!.applied, '500.00');
    assert.equal(listed[0]!.currency, 'EUR');
    const receipt = await raw(`/api/portal/receipt?${q({ token: mine.token, id: listed[0]!.id })}`);
    assert.equal(receipt.status, 200);
    assert.equal(receipt.headers.get('content-type'), 'application/pdf');
    assert.match(receipt.headers.get('content-disposition') ?? '', /receipt-/);
    assert.ok((await pdfPages(new Uint8Array(await receipt.arrayBuffer()))).join('').includes('500.00'));

    // The statement and the invoice list agree: both say 700.00 is owed now, whatever the statement sent said (1200).
    const ctx = PortalContext.parse((await call(t.app, 'GET', `/api/filedrop?${q({ token: mine.token })}`)).body);
    assert.equal(ctx.items.find((i) => i.id === mine.invoiceId)!.balance, '700.00');
    const s = LatestStatement.parse((await call(t.app, 'GET', `/api/fetch_latest_statement_files?${q({ token: mine.token })}`)).body).statement!;
    assert.equal(s.total_due, '700.00');
    assert.equal(s.statement_date, new Date().toISOString().slice(0, 10));
    assert.equal(s.issued_on, '2025-03-31');
    assert.equal(s.id, mine.statementId);
    assert.deepEqual(
      s.invoices.map((i) => [i.id, i.balance, i.open_balance]),
      [[mine.invoiceId, '700.00', '700.00']],
    );
    // Due on 2025-03-31: more than 90 days ago.
    assert.equal(s.aging.days_over_90, '700.00');
    assert.equal(s.aging.current, '0.00');
  });

  test("another account's token reaches none of these invoices, payments or receipts: 404, nothing of them in the answer", async () => {
    const [payment] = PortalReceipts.parse((await call(t.app, 'GET', `/api/portal/invoice_receipts?${q({ token: mine.token, id: mine.invoiceId })}`)).body).receipts;
    assert.ok(payment, 'the victim has a receipt');
    for (const path of [
      `/api/portal/invoice_pdf?${q({ token: other.token, id: mine.invoiceId })}`,
      `/api/portal/invoice_receipts?${q({ token: other.token, id: mine.invoiceId })}`,
      `/api/portal/receipt?${q({ token: other.token, id: payment.id })}`,
      // Its own statement or requirement is not an invoice either.
      `/api/portal/invoice_pdf?${q({ token: other.token, id: other.statementId })}`,
      `/api/portal/invoice_pdf?${q({ token: other.token, id: other.requirementId })}`,
    ]) {
      const res = await raw(path);
      assert.equal(res.status, 404, path);
      assert.match(res.headers.get('content-type') ?? '', /json/);
      assert.ok(!(await res.text()).includes('500.00'));
    }
    // A payment id of its own account is fine; a made-up token or a bad id is refused plainly.
    assert.equal((await raw(`/api/portal/receipt?${q({ token: 'not-a-token', id: payment.id })}`)).status, 404);
    const bad = await call(t.app, 'GET', `/api/portal/invoice_pdf?${q({ token: mine.token, id: 'abc' })}`);
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys(bad.body), ['id']);
  });

  test('a draft invoice has no PDF in the portal', async () => {
    await t.db.update(invoice).set({ state: 'draft' }).where(eq(invoice.itemId, other.invoiceId));
    assert.equal((await raw(`/api/portal/invoice_pdf?${q({ token: other.token, id: other.invoiceId })}`)).status, 404);
    await t.db.update(invoice).set({ state: 'open' }).where(eq(invoice.itemId, other.invoiceId));
    await t.db.update(item).set({ status: 'open' }).where(eq(item.id, other.invoiceId));
    assert.equal((await raw(`/api/portal/invoice_pdf?${q({ token: other.token, id: other.invoiceId })}`)).status, 200);
  });
});

describe('portal branding, credit and payment terms', () => {
  const details = async (p: PortalFixture) => PortalDetails.parse((await call(t.app, 'GET', `/api/portal/details?${q({ token: p.token })}`)).body).organization;

  test("the bar's details name the organization, its brand colour and logo; the logo is served by token", async () => {
    const p = await makePortal(t.db, { orgName: 'Brand Org' });
    assert.equal((await raw(`/api/portal/logo?${q({ token: p.token })}`)).status, 404);
    await setConfig(t.db, p.orgId, ConfigProperty.TENANT_FULL_NAME, 'Brand Org Holdings Ltd');
    await setConfig(t.db, p.orgId, ConfigProperty.BRAND_COLOR, '#7635DC');
    await t.db.insert(organizationLogo).values({ organizationId: p.orgId, logoLight: PNG_LOGO });
    const org = await details(p);
    assert.equal(org.name, 'Brand Org Holdings Ltd');
    assert.equal(org.brand_color, '#7635dc');
    assert.equal(org.logo, true);
    for (const theme of ['light', 'dark']) {
      const logo = await raw(`/api/portal/logo?${q({ token: p.token, theme })}`);
      assert.equal(logo.status, 200);
      assert.equal(logo.headers.get('content-type'), 'image/png');
      assert.equal(logo.headers.get('x-content-type-options'), 'nosniff');
    }
    // Another organization's token gets its own (none), never this one.
    assert.equal((await raw(`/api/portal/logo?${q({ token: other.token })}`)).status, 404);
  });

  test('"powered by": the module\'s own text, else the general one, with its link only when it is http(s)', async () => {
    const p = await makePortal(t.db, { orgName: 'Credit Org' });
    await setConfig(t.db, p.orgId, ConfigProperty.POWERED_BY_TEXT, 'Powered by Acme Cloud');
    await setConfig(t.db, p.orgId, ConfigProperty.POWERED_BY_REDIRECTION_LINK, 'https://acme.example/');
    assert.deepEqual([(await details(p)).powered_by, (await details(p)).powered_by_link], ['Powered by Acme Cloud', 'https://acme.example/']);
    await setConfig(t.db, p.orgId, ConfigProperty.POWERED_BY_TEXT_SECURE_INVOICE, 'Invoicing by Acme Pay');
    assert.equal((await details(p)).powered_by, 'Invoicing by Acme Pay');
    // A stored link that is not http(s) (written before the settings checked it) is never handed to the portal.
    await setConfig(t.db, p.orgId, ConfigProperty.POWERED_BY_REDIRECTION_LINK, 'javascript:alert(1)');
    assert.equal((await details(p)).powered_by_link, null);
  });

  test('the payment terms reach the invoice portal while it takes payments online, and the sandbox checkout shows them above Pay', async () => {
    const p = await makePortal(t.db, { orgName: 'Terms Org' });
    assert.equal((await details(p)).payment_terms, null);
    await setConfig(t.db, p.orgId, ConfigProperty.PAYMENT_PROVIDER_TERMS_OF_SERVICE, 'Card payments are final. <b>No</b> chargebacks.');
    assert.equal((await details(p)).payment_terms, 'Card payments are final. <b>No</b> chargebacks.');
    const opened = PaymentSession.parse((await call(t.app, 'POST', '/api/payments/get_or_create_payment_session', { json: { token: p.token, item_id: p.invoiceId } })).body);
    const url = new URL(opened.checkout_url);
    const html = await (await raw(url.pathname + url.search)).text();
    const terms = html.indexOf('Card payments are final. &lt;b&gt;No&lt;/b&gt; chargebacks.');
    assert.ok(terms > 0, 'the terms are on the checkout page, escaped');
    assert.ok(terms < html.indexOf('>Pay</button>'), 'before Pay');
    await setConfig(t.db, p.orgId, ConfigProperty.PAYMENT_PROCESSING_ENABLED, 'false');
    assert.equal((await details(p)).payment_terms, null);
  });
});
