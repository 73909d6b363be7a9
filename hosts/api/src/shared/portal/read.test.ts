import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigProperty, ModuleKind } from '@si/contract';
import { eq } from 'drizzle-orm';
import { LatestStatement, PayInstructions, PortalContext, PortalDetails, ContractPortalData } from '@si/contract';
import { accountContact, file, organizationLogo, receivablesSettings } from '../../db/schema.ts';
import { setConfig } from '../../platform/config.ts';
import { call, setup, type TestContext } from '../../../test-support/helpers.ts';
import { addContact, makePortal, type PortalFixture } from '../../../test-support/portal-fixtures.ts';
import { PNG_LOGO } from '../../../test-support/pdf-text.ts';
import { TOKEN_NOT_FOUND } from './access.ts';

let t: TestContext;
let mine: PortalFixture;
const tmp = mkdtempSync(join(tmpdir(), 'si-portal-read-'));
const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

before(async () => {
  t = await setup({ filesDir: tmp });
  mine = await makePortal(t.db);
});
after(async () => {
  await t.database.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('portal reads', () => {
  test('GET /api/filedrop: the module, organization, customer, workspace and every item with its fields', async () => {
    const res = await call(t.app, 'GET', `/api/filedrop?${q({ token: mine.token })}`);
    assert.equal(res.status, 200);
    const ctx = PortalContext.parse(res.body);
    assert.equal(ctx.module, 'secureinvoice');
    assert.equal(ctx.organization.name, 'Portal Org');
    assert.deepEqual(ctx.customer.first_name, 'Ada');
    assert.equal(ctx.workspace.account_hold, false);
    const invoice = ctx.items.find((i) => i.id === mine.invoiceId)!;
    assert.equal(invoice.kind, 'INVOICE');
    assert.equal(invoice.total, '1200.00');
    assert.equal(invoice.balance, '1200.00');
    assert.equal(invoice.currency, 'EUR');
    assert.deepEqual(invoice.lines, [{ description: 'Consulting', quantity: 10, unit_price: '100.00', amount: '1000.00' }]);
    const requirement = ctx.items.find((i) => i.id === mine.requirementId)!;
    assert.deepEqual(requirement.allowed_file_types, ['.pdf', '.csv']);
    assert.equal(requirement.max_file_size, 1024);
    assert.equal(requirement.status, 'pending');
  });

  test("GET /api/filedrop: an invoice says whether the organization takes part of its balance (default yes); other items do not", async () => {
    const own = await makePortal(t.db, { orgName: 'Partial Org' });
    const itemsNow = async () => PortalContext.parse((await call(t.app, 'GET', `/api/filedrop?${q({ token: own.token })}`)).body).items;
    let items = await itemsNow();
    assert.equal(items.find((i) => i.id === own.invoiceId)!.allow_partial_payment, true);
    assert.equal(items.find((i) => i.id === own.requirementId)!.allow_partial_payment, undefined);
    await t.db.insert(receivablesSettings).values({ organizationId: own.orgId, allowPartialPayment: false });
    items = await itemsNow();
    assert.equal(items.find((i) => i.id === own.invoiceId)!.allow_partial_payment, false);
    // Another organization's setting does not leak into this one's portal.
    const other = PortalContext.parse((await call(t.app, 'GET', `/api/filedrop?${q({ token: mine.token })}`)).body).items;
    assert.equal(other.find((i) => i.id === mine.invoiceId)!.allow_partial_payment, true);
  });

  test('the portal bar details and the contract-lifecycle data', async () => {
    const details = await call(t.app, 'GET', `/api/portal/details?${q({ token: mine.token })}`);
    assert.equal(details.status, 200);
    assert.deepEqual(PortalDetails.parse(details.body), {
      customer: { first_name: 'Ada', last_name: 'Contact' },
      workspace: { account_hold: false },
      organization: { name: 'Portal Org', logo: false, brand_color: null, powered_by: null, powered_by_link: null, payment_terms: null },
    });
    const held = await makePortal(t.db, { moduleKind: ModuleKind.CONTRACT_LIFECYCLE, hold: true, holdMessage: 'Contract review pending: call us.' });
    const clm = await call(t.app, 'GET', `/api/clm/portal_data?${q({ token: held.token })}`);
    assert.equal(clm.status, 200);
    assert.deepEqual(ContractPortalData.parse(clm.body), {
      first_name: 'Ada',
      last_name: 'Contact',
      accountHold: true,
      accountHoldMessage: 'Contract review pending: call us.',
      organization: { name: 'Portal Org', logo: false, brand_color: null, powered_by: null, powered_by_link: null, payment_terms: null },
    });
    const ctx = await call(t.app, 'GET', `/api/filedrop?${q({ token: held.token })}`);
    assert.equal(ctx.body.module, 'clm');
    assert.equal(ctx.body.workspace.account_hold_message, 'Contract review pending: call us.');
  });

  test("the contract-lifecycle data carries the organization's name, logo, brand colour and credit, as the bar's details do", async () => {
    const clm = await makePortal(t.db, { orgName: 'Contracts Org', moduleKind: ModuleKind.CONTRACT_LIFECYCLE });
    await setConfig(t.db, clm.orgId, ConfigProperty.TENANT_FULL_NAME, 'Contracts Org Holdings Ltd');
    await setConfig(t.db, clm.orgId, ConfigProperty.BRAND_COLOR, '#7635DC');
    await setConfig(t.db, clm.orgId, ConfigProperty.POWERED_BY_TEXT, 'Powered by Acme Cloud');
    await setConfig(t.db, clm.orgId, ConfigProperty.POWERED_BY_REDIRECTION_LINK, 'https://acme.example/');
    await t.db.insert(organizationLogo).values({ organizationId: clm.orgId, logoLight: PNG_LOGO });
    const res = await call(t.app, 'GET', `/api/clm/portal_data?${q({ token: clm.token })}`);
    assert.equal(res.status, 200);
    const { organization } = ContractPortalData.parse(res.body);
    assert.deepEqual(organization, {
      name: 'Contracts Org Holdings Ltd',
      logo: true,
      brand_color: '#7635dc',
      powered_by: 'Powered by Acme Cloud',
      powered_by_link: 'https://acme.example/',
      payment_terms: null,
    });
    const details = PortalDetails.parse((await call(t.app, 'GET', `/api/portal/details?${q({ token: clm.token })}`)).body);
    assert.deepEqual(organization, details.organization, 'the same branding as the other portals read');
    // Another organization's contracts portal gets its own branding, never this one.
    const other = await makePortal(t.db, { orgName: 'Plain Org', moduleKind: ModuleKind.CONTRACT_LIFECYCLE });
    const theirs = ContractPortalData.parse((await call(t.app, 'GET', `/api/clm/portal_data?${q({ token: other.token })}`)).body).organization;
    assert.deepEqual(theirs, { name: 'Plain Org', logo: false, brand_color: null, powered_by: null, powered_by_link: null, payment_terms: null });
  });

  test('the statement as of today with its aging, the latest one sent labelled with its date, and the pay instructions', async () => {
    const res = await call(t.app, 'GET', `/api/fetch_latest_statement_files?${q({ token: mine.token })}`);
    assert.equal(res.status, 200);
    const s = LatestStatement.parse(res.body);
    assert.equal(s.statement!.id, mine.statementId);
    assert.equal(s.statement!.issued_on, '2025-03-31');
    assert.equal(s.statement!.statement_date, new Date().toISOString().slice(0, 10));
    assert.equal(s.statement!.total_due, '1200.00');
    // The invoice fell due on 2025-03-31: as of today it is more than 90 days past due.
    assert.equal(s.statement!.aging.current, '0.00');
    assert.equal(s.statement!.aging.days_over_90, '1200.00');
    const pay = await call(t.app, 'GET', `/api/portal/pay_instructions?${q({ token: mine.token })}`);
    assert.equal(pay.status, 200);
    const list = PayInstructions.parse(pay.body).instructions;
    assert.equal(list.length, 1);
    assert.equal(list[0]!.iban, 'DE89370400440532013000');
  });

  test('customer-confirm-email accepts the contact\'s own address only', async () => {
    const [row] = await t.db.select().from(accountContact).where(eq(accountContact.id, mine.linkId));
    assert.equal(row!.emailConfirmedAt, null);
    const ctx = await call(t.app, 'GET', `/api/filedrop?${q({ token: mine.token })}`);
    const wrong = await call(t.app, 'GET', `/api/customer-confirm-email?${q({ token: mine.token, email: 'someone@else.example' })}`);
    assert.equal(wrong.status, 400);
    assert.ok(wrong.body.email[0]);
    const ok = await call(t.app, 'GET', `/api/customer-confirm-email?${q({ token: mine.token, email: ctx.body.customer.email.toUpperCase() })}`);
    assert.equal(ok.status, 200);
    assert.equal(ok.body.confirmed, true);
    const [after] = await t.db.select().from(accountContact).where(eq(accountContact.id, mine.linkId));
    assert.ok(after!.emailConfirmedAt instanceof Date);
  });

  test('a lender contact files a loan request; bad amounts get the contract\'s message', async () => {
    const bank = await makePortal(t.db, { moduleKind: ModuleKind.BANK });
    const path = `/api/customer/portal/create_loan_request?${q({ token: bank.token })}`;
    const bad = await call(t.app, 'POST', path, { json: { amount: '12,5', purpose: 'Tractor', term_months: 24 } });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.amount, ['Enter an amount like 250000 or 250000.00.']);
    const res = await call(t.app, 'POST', path, { json: { amount: '250000', purpose: 'New barn', term_months: 120 } });
    assert.equal(res.status, 201);
    assert.equal(res.body.title, 'Loan request: 250000.00');
    assert.equal(res.body.subtype, 'loan_request');
    assert.equal(res.body.status, 'submitted');
    const elsewhere = await call(t.app, 'POST', `/api/customer/portal/create_loan_request?${q({ token: mine.token })}`, { json: { amount: '1', purpose: 'x', term_months: 1 } });
    assert.equal(elsewhere.status, 400);
  });
});

describe('tokens', () => {
  const calls = (token: string) => [
    `/api/filedrop?${q({ token })}`,
    `/api/portal/details?${q({ token })}`,
    `/api/clm/portal_data?${q({ token })}`,
    `/api/fetch_latest_statement_files?${q({ token })}`,
    `/api/portal/pay_instructions?${q({ token })}`,
    `/api/fetch_sales_files?${q({ token, id: mine.invoiceId })}`,
    `/api/portal_comments/object_comments?${q({ token, target_type: 'item', target_id: mine.invoiceId })}`,
  ];

  test('an unknown, expired or revoked token is a 404 with a detail on every read', async () => {
    const expired = await addContact(t.db, mine.orgId, mine.accountId, 'Late', { expiresAt: new Date(Date.now() - 1000) });
    const revoked = await addContact(t.db, mine.orgId, mine.accountId, 'Gone', { revokedAt: new Date() });
    for (const token of ['not-a-real-token-at-all', expired.token, revoked.token]) {
      for (const path of calls(token)) {
        const res = await call(t.app, 'GET', path);
        assert.equal(res.status, 404, path);
        assert.equal(res.body.detail, TOKEN_NOT_FOUND, path);
      }
    }
  });

  test('a missing token is a 400 naming the field', async () => {
    const res = await call(t.app, 'GET', '/api/filedrop');
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { token: ['Field is required'] });
  });

  test('a token of another organization never reaches this account: ids of other accounts are 404', async () => {
    const other = await makePortal(t.db, { orgName: 'Other Org' });
    const [theirFile] = await t.db
      .insert(file)
      .values({ organizationId: other.orgId, accountId: other.accountId, itemId: other.invoiceId, name: 'secret.pdf', contentType: 'application/pdf', size: 4, sha256: 'x'.repeat(64), storageKey: 'org/x/y' })
      .returning();
    const probes = [
      `/api/fetch_sales_files?${q({ token: mine.token, id: other.invoiceId })}`,
      `/api/preview_sales_files?${q({ token: mine.token, id: theirFile!.id })}`,
      `/api/download_sales_files?${q({ token: mine.token, id: theirFile!.id })}`,
      `/api/portal_comments/object_comments?${q({ token: mine.token, target_type: 'item', target_id: other.invoiceId })}`,
      `/api/portal_comments/object_comments?${q({ token: mine.token, target_type: 'file', target_id: theirFile!.id })}`,
      `/api/portal_comments/object_comments?${q({ token: mine.token, target_type: 'workspace', target_id: other.accountId })}`,
    ];
    for (const path of probes) assert.equal((await call(t.app, 'GET', path)).status, 404, path);
    const ctx = await call(t.app, 'GET', `/api/filedrop?${q({ token: mine.token })}`);
    assert.ok(ctx.body.items.every((i: { id: number }) => ![other.invoiceId, other.requirementId, other.statementId].includes(i.id)));
    const statement = await call(t.app, 'GET', `/api/fetch_latest_statement_files?${q({ token: mine.token })}`);
    assert.equal(statement.body.statement.id, mine.statementId);
    const pay = await call(t.app, 'GET', `/api/portal/pay_instructions?${q({ token: mine.token })}`);
    assert.equal(pay.body.instructions.length, 1, 'only this organization\'s instructions');
    for (const [method, path, json] of [
      ['POST', '/api/payments/get_or_create_payment_session', { token: mine.token, item_id: other.invoiceId }],
      ['POST', '/api/portal_comments/add_comment', { token: mine.token, target_type: 'item', target_id: other.invoiceId, comment_text: 'hi' }],
    ] as const) {
      assert.equal((await call(t.app, method, path, { json })).status, 404, path);
    }
  });
});
