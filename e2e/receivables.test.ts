/**
 * Receivables end to end, against the API server serving the built suite: an OA creates a
 * customer account with a contact holding a portal link, writes a three-line invoice with tax,
 * finalizes it (the next number of the series) and sends it (the mail carries the portal link and
 * the PDF); the customer pays part of it through the sandbox checkout, staff record the rest as a
 * bank transfer and the invoice shows paid; a credit note lowers a second invoice's balance; the
 * statement as of today and the AR aging as of 30 days ago show the exact figures; the Business
 * Central sync against the fake server imports its invoices once, and a second run creates none.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgingReport, ReceivablesSettingsRow, SyncRunRow } from '@si/contract';
import { bcInvoice, startFakeBusinessCentral, type FakeBusinessCentral } from '../hosts/api/test-support/fake-business-central.ts';
import { launchBrowser } from './support/browser.ts';
import { mailsTo } from './support/mail.ts';
import { signInDemoAdmin } from './support/signIn.ts';
import { startStack, type Stack } from './support/stack.ts';
import { addNewContact, api, issueLinkByMail, openContact, until } from './support/workspaces.ts';
import {
  createCustomerAccount,
  editor,
  finalize,
  nextNumber,
  openReceivablesTab,
  payPartThroughSandbox,
  readSettings,
  receivables,
  recordBankTransfer,
  rowWith,
  syncLog,
  totalOf,
  usd,
  utcDay,
  writeDraft,
} from './support/receivables.ts';

const WIDE = { width: 1440, height: 900 };
const STAMP = Date.now().toString(36);
const ACCOUNT = `Harbor Bakery ${STAMP}`;
const CONTACT = { first: 'Grace', last: `Hopper ${STAMP}`, email: `grace.${STAMP}@harbor-bakery.example` };
const CONTACT_NAME = `${CONTACT.first} ${CONTACT.last}`;

/**
 * The first invoice, issued 45 days ago and due on receipt:
 *   40 x 4.35 = 174.00, tax 8.25 % = 14.355 -> 14.36
 *   15 x 21.90 = 328.50 less 10 % = 295.65, tax 8.25 % = 24.391125 -> 24.39
 *   1 x 35.00 = 35.00, no tax
 *   subtotal 504.65, tax 38.75, total 543.40.
 */
const FIRST = {
  title: `Weekly bread order ${STAMP}`,
  issueDate: utcDay(-45),
  terms: '0',
  lines: [
    { description: 'Sourdough loaves', quantity: '40', unit_price: '4.35', tax_rate: '8.25', discount: '0' },
    { description: 'Croissants (dozen)', quantity: '15', unit_price: '21.90', tax_rate: '8.25', discount: '10' },
    { description: 'Delivery', quantity: '1', unit_price: '35', tax_rate: '0', discount: '0' },
  ],
};
const FIRST_TOTALS = { subtotal: '504.65', tax: '38.75', total: '543.40' };
/** Paid online by the customer, then the rest by bank transfer: 543.40 - 200.00 = 343.40. */
const ONLINE = '200.00';
const TRANSFER = '343.40';

/** The second invoice, issued 40 days ago at Net 30 (due 10 days ago): 480.00 + 8.25 % (39.60) = 519.60. */
const SECOND = {
  title: `Wedding cake ${STAMP}`,
  issueDate: utcDay(-40),
  terms: '30',
  lines: [{ description: 'Wedding cake, three tiers', quantity: '1', unit_price: '480', tax_rate: '8.25', discount: '0' }],
};
const SECOND_TOTALS = { subtotal: '480.00', tax: '39.60', total: '519.60' };
/** A credit note of 119.60 leaves 400.00 on the second invoice. */
const CREDIT = '119.60';
const CREDIT_REASON = 'One tier arrived damaged';

describe('receivables: invoice, send, portal payment, bank transfer, credit note, statement, aging and Business Central sync end to end', () => {
  let stack: Stack;
  let browser: Browser;
  let staff: BrowserContext;
  let customer: BrowserContext;
  let page: Page;
  let portal: Page;
  let bc: FakeBusinessCentral;
  let settings: ReceivablesSettingsRow;
  let accountId: number;
  let firstId: number;
  let firstNumber: string;
  let secondNumber: string;
  let creditNumber: string;
  let link: string;

  const mailLog = () => stack.output().split('\n').filter((l) => l.startsWith('[mail]') || l.startsWith('[e2e]')).join('\n');

  // The steps share one story: after a failure the later ones are skipped rather than time out one by one.
  let broken: string | undefined;
  const step = (name: string, run: () => Promise<void>) =>
    it(name, async (t) => {
      if (broken) return t.skip(`an earlier step failed: ${broken}`);
      try {
        await run();
      } catch (error) {
        broken = name;
        throw error;
      }
    });

  before(async () => {
    stack = await startStack(process.env.SI_STATIC_DIR ? { env: { STATIC_DIR: process.env.SI_STATIC_DIR } } : {});
    browser = await launchBrowser();
    staff = await browser.newContext({ baseURL: stack.url, viewport: WIDE });
    staff.setDefaultTimeout(15_000);
    page = await staff.newPage();
    await signInDemoAdmin(page, stack.demo);
  });

  after(async () => {
    await browser?.close();
    await bc?.close();
    await stack?.stop();
  });

  step('an OA creates a customer account and, on its details page, a contact with a portal link', async () => {
    accountId = await createCustomerAccount(page, ACCOUNT);
    assert.ok(accountId > 0);
    await addNewContact(page, CONTACT);
    const panel = await openContact(page, CONTACT_NAME);
    await issueLinkByMail(panel, CONTACT.email);
    const issued = await until(() => mailsTo(stack, CONTACT.email).find((m) => m.links.some((l) => l.includes('/public/s/'))), `the portal link mailed to ${CONTACT.email}`, 15_000, mailLog);
    assert.ok(issued.links[0]!.startsWith(`${stack.url}/public/s/`), issued.links[0]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  });

  step('a draft with three lines and tax is written in the invoice editor and finalized with the next number of the series', async () => {
    settings = await readSettings(page);
    firstNumber = nextNumber(settings.invoice_series);
    firstId = await writeDraft(page, accountId, FIRST, FIRST_TOTALS);
    const view = await finalize(page, firstNumber);
    await view.locator('[part~=state]', { hasText: /^Open$/ }).waitFor();
    await totalOf(view, 'Total').getByText(usd(FIRST_TOTALS.total), { exact: true }).waitFor();
    await totalOf(view, 'Balance').getByText(usd(FIRST_TOTALS.total), { exact: true }).waitFor();
    assert.equal(await view.locator('[part~=lines] tbody tr').count(), 3);
    const now = await readSettings(page);
    assert.equal(now.invoice_series.next_number, settings.invoice_series.next_number + 1, 'the series moved on by one');
  });

  step("sends it: the contact's mail holds the portal link and the invoice's PDF", async () => {
    const earlier = mailsTo(stack, CONTACT.email).length;
    const view = editor(page).locator('[part~=invoice]');
    await view.getByRole('button', { name: 'Send', exact: true }).click();
    await view.locator('[part~=notice]', { hasText: `Sent to ${CONTACT.email}.` }).waitFor();
    const mail = await until(() => mailsTo(stack, CONTACT.email).slice(earlier).find((m) => m.subject.endsWith(`: invoice ${firstNumber}`)), `the mail of ${firstNumber}`, 15_000, mailLog);
    assert.equal(mail.links.length, 1, JSON.stringify(mail));
    link = mail.links[0]!;
    assert.ok(link.startsWith(`${stack.url}/public/s/`), link);
    assert.deepEqual(mail.attachments.map((a) => a.filename), [`${firstNumber}.pdf`]);
    assert.ok(mail.attachments[0]!.size > 1000, `a real PDF: ${mail.attachments[0]!.size} bytes`);
  });

  step('the customer opens the link and pays part of the invoice through the sandbox checkout', async () => {
    customer = await browser.newContext({ viewport: WIDE });
    customer.setDefaultTimeout(15_000);
    portal = await customer.newPage();
    await portal.goto(link);
    const list = portal.locator('si-invoice-portal');
    await list.getByRole('button', { name: `Open invoice ${firstNumber}` }).click();
    const invoice = list.getByRole('article', { name: `Invoice ${firstNumber}` });
    await invoice.locator('[part~=pay-button]', { hasText: `Pay ${usd(FIRST_TOTALS.total)}` }).waitFor();

    // The portal's pay button pays the whole balance: part of it is asked through the same API, with an amount.
    const token = new URL(link).pathname.split('/').pop()!;
    await payPartThroughSandbox(portal, stack.url, token, firstId, ONLINE);
    const paid = portal.locator('si-invoice-portal');
    await paid.locator('[part~=outcome]', { hasText: 'Payment received. Thank you!' }).first().waitFor();
    const shown = paid.locator('[part~=invoice]');
    await shown.locator('[part~=status]', { hasText: /partially paid/i }).waitFor();
    await shown.getByText(usd(TRANSFER), { exact: true }).first().waitFor();
    // Part paid is not paid: the button offers the rest.
    await shown.locator('[part~=pay-button]', { hasText: `Pay ${usd(TRANSFER)}` }).waitFor();
    assert.equal(await shown.locator('[part~=reason]').count(), 0, 'no "This invoice is paid." under the button');

    // Back on the portal link, the invoice is still to pay, for what is left.
    await portal.goto(link);
    await portal.locator('si-invoice-portal').getByRole('button', { name: `Open invoice ${firstNumber}` }).click();
    await portal.locator('si-invoice-portal').getByRole('article', { name: `Invoice ${firstNumber}` }).locator('[part~=pay-button]', { hasText: `Pay ${usd(TRANSFER)}` }).waitFor();
  });

  step("staff record the rest as a bank transfer in the account's Payments tab; the invoice shows paid", async () => {
    await page.goto(`/secureinvoice/accountDetails/4/${accountId}`);
    const notice = await recordBankTransfer(page, { amount: TRANSFER, reference: `TRF-${STAMP}`, invoice: firstNumber });
    assert.match(notice, /^Payment of \$343\.40 recorded \(receipt [A-Z]+-\d+\)\.$/);

    const payments = receivables(page).getByRole('table', { name: 'Payments' });
    await rowWith(payments, `TRF-${STAMP}`).getByText(usd(TRANSFER), { exact: true }).first().waitFor();
    await rowWith(payments, 'Online').getByText(usd(ONLINE), { exact: true }).first().waitFor();
    assert.equal(await payments.locator('tbody tr:not(.spacer)').count(), 2, 'two payments: online and the transfer');

    const invoices = receivables(page).getByRole('table', { name: 'Invoices' });
    await openReceivablesTab(page, 'Invoices');
    const row = rowWith(invoices, firstNumber);
    await row.locator('[part~=state]', { hasText: /^Paid$/ }).waitFor();
    await row.getByText(usd('0'), { exact: true }).waitFor();

    // The customer sees it paid too.
    // A reload shows what the address names: the invoice itself when it was left open, else the list.
    await portal.reload();
    const invoice = portal.locator('si-invoice-portal').getByRole('article', { name: `Invoice ${firstNumber}` });
    const open = portal.locator('si-invoice-portal').getByRole('button', { name: `Open invoice ${firstNumber}` });
    await invoice.or(open).waitFor();
    if (await open.isVisible()) await open.click();
    await invoice.locator('[part~=status]', { hasText: /^Paid$/ }).waitFor();
    await customer.close();
  });

  step("a credit note on a second invoice lowers that invoice's balance", async () => {
    secondNumber = nextNumber(settings.invoice_series, 1);
    creditNumber = nextNumber(settings.credit_note_series);
    await writeDraft(page, accountId, SECOND, SECOND_TOTALS);
    const view = await finalize(page, secondNumber);
    await view.getByRole('button', { name: 'Credit note', exact: true }).click();
    const form = view.getByRole('group', { name: `Credit note for ${secondNumber}` });
    await form.getByLabel('Amount (tax included)').fill(CREDIT);
    await form.getByLabel('Reason').fill(CREDIT_REASON);
    await form.getByRole('button', { name: 'Issue credit note' }).click();
    await view.locator('[part~=notice]', { hasText: `Credit note ${creditNumber} issued.` }).waitFor();
    await totalOf(editor(page).locator('[part~=invoice]'), 'Balance').getByText(usd('400.00'), { exact: true }).waitFor();

    await page.goto(`/secureinvoice/accountDetails/4/${accountId}`);
    const invoices = receivables(page).getByRole('table', { name: 'Invoices' });
    const row = rowWith(invoices, secondNumber);
    await row.getByText(usd('400.00'), { exact: true }).waitFor();
    await row.getByText(usd(SECOND_TOTALS.total), { exact: true }).waitFor();
    await openReceivablesTab(page, 'Credit notes');
    const notes = receivables(page).getByRole('table', { name: 'Credit notes' });
    await rowWith(notes, creditNumber).getByText(usd(CREDIT), { exact: true }).waitFor();
  });

  step('the statement as of today and the AR aging as of 30 days ago show the exact figures', async () => {
    // Statement from the first of this month: both invoices were issued before it (40 and 45 days ago).
    const statement = await openReceivablesTab(page, 'Statement');
    const balances = statement.locator('[part~=balances]');
    const figure = (label: string) => balances.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
    await figure('Opening balance').getByText(usd('1063.00'), { exact: true }).waitFor();
    await figure('Closing balance').getByText(usd('400.00'), { exact: true }).waitFor();
    const lines = await statement.locator('[part~=statement-lines] tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));
    // Date, type, reference, description, charge, credit, balance; the same day: payments, then credit notes.
    assert.deepEqual(
      lines.map(([, kind, , , charge, credit, balance]) => [kind, charge, credit, balance]),
      [
        ['Payment', '', usd(ONLINE), usd('863.00')],
        ['Payment', '', usd(TRANSFER), usd('519.60')],
        ['Credit note', '', usd(CREDIT), usd('400.00')],
      ],
      JSON.stringify(lines),
    );
    assert.equal(lines[2]![2], creditNumber);
    const aging = await statement.locator('[part~=aging] tbody td').allTextContents();
    // Current, 1-30 (the second invoice, due 10 days ago), 31-60, 61-90, over 90, total.
    assert.deepEqual(aging, ['0.00', '400.00', '0.00', '0.00', '0.00', '400.00'].map(usd));

    // As of 30 days ago no payment or credit had come in: the first invoice (due 45 days ago) was
    // 15 days past due, the second (due 10 days ago) not yet due.
    const asOf = utcDay(-30);
    const expected = { current: '519.60', days_1_30: '543.40', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '0.00', total: '1063.00' };
    const report = await api<AgingReport>(page, `/api/receivables/aging?as_of=${asOf}&search=${encodeURIComponent(ACCOUNT)}`);
    const mine = report.rows.filter((r) => r.account_id === accountId);
    assert.equal(mine.length, 1, JSON.stringify(report.rows));
    assert.deepEqual(
      { current: mine[0]!.current, days_1_30: mine[0]!.days_1_30, days_31_60: mine[0]!.days_31_60, days_61_90: mine[0]!.days_61_90, days_over_90: mine[0]!.days_over_90, total: mine[0]!.total },
      expected,
    );

    await page.goto('/secureinvoice/report/ar-aging');
    const screen = page.locator('si-ar-aging');
    await screen.getByLabel('As of').fill(asOf);
    await screen.getByLabel('Search customers').fill(ACCOUNT);
    const row = screen.locator('[part~=row]', { hasText: ACCOUNT });
    await until(async () => (await screen.locator('[part~=row]').count()) === 1 && (await row.count()) === 1, `only ${ACCOUNT} in the aging as of ${asOf}`);
    const cells = await row.locator('td').allTextContents();
    assert.deepEqual(cells, ['USD', ...[expected.current, expected.days_1_30, expected.days_31_60, expected.days_61_90, expected.days_over_90, expected.total].map(usd)]);
  });

  step('the Business Central sync imports the invoices once; a second run creates nothing', async () => {
    const customerId = crypto.randomUUID();
    const records = [
      bcInvoice({ number: `BC-${STAMP}-1`, customerId, customerName: `Lighthouse Cafe ${STAMP}`, invoiceDate: utcDay(-5), dueDate: utcDay(25), lines: [{ description: 'Baguettes', quantity: 30, unitPrice: 2.5, taxPercent: 10 }] }),
      bcInvoice({ number: `BC-${STAMP}-2`, customerId, customerName: `Lighthouse Cafe ${STAMP}`, invoiceDate: utcDay(-2), dueDate: utcDay(28), lines: [{ description: 'Catering', quantity: 1, unitPrice: 240 }] }),
    ];
    bc = await startFakeBusinessCentral({ records });
    await api(page, '/api/organizations/business_central_configuration', { method: 'POST', body: bc.configuration() });

    await page.goto('/secureinvoice/settings/businessCentral');
    const screen = page.locator('si-accounting-sync');
    await screen.locator('[part~=log]').getByText('No sync has run yet.').waitFor();
    const sync = screen.getByRole('button', { name: 'Sync now' });

    await sync.click();
    await screen.locator('[part~=outcome]', { hasText: /Sync finished\. Fetched 2 invoices dated from \d{4}-\d{2}-\d{2}: 2 created, 0 updated, 0 failed\./ }).waitFor();
    await until(async () => (await syncLog(page)).length === 1, 'the first run in the sync log');

    await sync.click();
    await screen.locator('[part~=outcome]', { hasText: /Sync finished\. Fetched 2 invoices dated from \d{4}-\d{2}-\d{2}: 0 created, 0 updated, 0 failed\./ }).waitFor();
    await until(async () => (await syncLog(page)).length === 2, 'the second run in the sync log');

    // Newest first: status, started, fetched, created, updated, failed.
    const [second, first] = await syncLog(page);
    assert.deepEqual(second!.slice(2, 6), ['2', '0', '0', '0'], JSON.stringify(second));
    assert.deepEqual(first!.slice(2, 6), ['2', '2', '0', '0'], JSON.stringify(first));
    assert.deepEqual([second![0], first![0]], ['Succeeded', 'Succeeded']);

    const runs = await api<{ results: SyncRunRow[] }>(page, '/api/receivables/sync_runs');
    assert.deepEqual(
      runs.results.slice(0, 2).map((r) => [r.status, r.fetched, r.created, r.updated, r.failed]),
      [
        ['succeeded', 2, 0, 0, 0],
        ['succeeded', 2, 2, 0, 0],
      ],
    );
    // One customer account made from the BC customer, holding the two invoices with their totals (75.00 + 10 % = 82.50; 240.00).
    const accounts = await api<{ results: { id: number; name: string }[] }>(page, `/api/receivables/accounts?search=${encodeURIComponent(`Lighthouse Cafe ${STAMP}`)}`);
    assert.equal(accounts.results.length, 1, JSON.stringify(accounts.results));
    const imported = await api<{ results: { number: string | null; total: string; state: string }[] }>(page, `/api/invoices?account=${accounts.results[0]!.id}`);
    assert.deepEqual(imported.results.map((r) => [r.number, r.total, r.state]).sort(), [
      [`BC-${STAMP}-1`, '82.50', 'open'],
      [`BC-${STAMP}-2`, '240.00', 'open'],
    ]);
  });
});
