/**
 * Accounts payable end to end, against the API server serving the built suite: a new vendor's
 * contact gets a portal link and sends a bill there as a PDF, whose number, dates and total the
 * form offers from the PDF's text; the bill is put on a purchase order the vendor accepted in its
 * portal and matches it within the tolerance; an approval rule of two steps has one approver
 * approve in the suite and the second from the link in his mail (used once); the vendor gives new
 * bank details, which wait: a payment run refuses the vendor until another person verifies them;
 * then a run made by one staff member and approved by another pays the bill, its pain.001 file
 * validates against the EPC's XSD, the vendor's portal shows the bill paid and the remittance
 * advice is in the outbox. Last, expenses: a staff member claims an expense with a receipt photo
 * (read into suggestions), another approves it, and it becomes a line of the customer's draft
 * invoice while the claimant's reimbursement waits for a payment run.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ModuleKind, type BillDetail, type BillRow, type ExpenseClaimDetail, type ExpenseReimbursementRow, type InvoiceRow, type PurchaseOrderDetail, type VendorBankDetails } from '@si/contract';
import { checkPain001 } from '../hosts/api/test-support/payables-data.ts';
import { launchBrowser } from './support/browser.ts';
import { mailsTo } from './support/mail.ts';
import { editor, shownDay, usd, utcDay } from './support/receivables.ts';
import { billOnTo, expenseCard, expenseFact, newExpense, openClaim, RECEIPT_PHOTO, reimbursementFact, signInWithNextCode, startClaim } from './support/expenses.ts';
import { signInDemoAdmin } from './support/signIn.ts';
import { demoUser, startStack, type DemoUser, type Stack } from './support/stack.ts';
import { api, until } from './support/workspaces.ts';
import {
  apiAnswer,
  apiFile,
  billPdf,
  createVendor,
  draftRun,
  eur,
  fact,
  giveBankDetails,
  openBill,
  openDesk,
  openPortal,
  openRun,
  portalBill,
  portalOrder,
  signInDemoUser,
  staffFact,
  userId,
  type BankDetails,
  type BillDocument,
} from './support/payables.ts';

const WIDE = { width: 1440, height: 900 };
const STAMP = Date.now().toString(36);
/** Six digits: the bill's number must hold a digit to be read as one. */
const DIGITS = String(Date.now()).slice(-6);
const VENDOR = `Hanse Office Furniture ${STAMP}`;
const CONTACT = { first: 'Greta', last: `Lindqvist ${STAMP}`, email: `greta.${STAMP}@hanse-office.example` };

/** The vendor's bill: one line of 1,234.50 EUR, no tax, dated three days ago and due in 27 days. */
const BILL: BillDocument = {
  vendor: VENDOR,
  address: 'Werftstrasse 12, 20457 Hamburg',
  number: `INV-${DIGITS}`,
  billDate: utcDay(-3),
  dueDate: utcDay(27),
  currency: 'EUR',
  lines: [{ description: 'Oak desks, 160 x 80 cm', quantity: '1', unitPrice: '1234.50' }],
  total: '1234.50',
};

/** The purchase order it bills: the same line ordered at 1,225.00; 9.50 more is 0.78 %, within a 1 % price tolerance. */
const ORDER = { number: `PO-${DIGITS}`, description: BILL.lines[0]!.description, quantity: '1', unit_price: '1225.00' };
const TOLERANCE = { price_percent: '1', quantity_percent: '0' };

const BANK: BankDetails = { holder: `${VENDOR} GmbH`, bank: 'Commerzbank', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', currency: 'EUR' };
/** The organization's euro account (the demo's), with an IBAN: the run can be a SEPA file. */
const PAY_FROM = 'Commerzbank';
const REFERENCE = `SEPA-${DIGITS}`;

/** A customer the expense is billed on to, and the claim's title. */
const CUSTOMER = `Contoso Retail ${STAMP}`;
const CLAIM_TITLE = `Client visit, Leeds ${STAMP}`;
/** What the receipt photo reads (the date month first, as English dates are), and 16.20 GBP at 1.25 claimed in the organization's dollars. */
const EXPENSE = { spentOn: '2025-12-03', merchant: 'Corner Cafe Ltd', amount: '16.20', currency: 'GBP', rate: '1.25', claimed: '20.25' };

describe('payables: portal bill read from its PDF, purchase order match, two-step approval, bank details verified, payment run with pain.001, remittance; an expense claim billed on to a customer', () => {
  let stack: Stack;
  let browser: Browser;
  let staff: BrowserContext;
  let vendorContext: BrowserContext;
  let page: Page;
  let portal: Page;
  let second: DemoUser;
  let accountId: number;
  let link: string;
  let billId: number;
  let runId: number;

  const mailLog = () => stack.output().split('\n').filter((l) => l.startsWith('[mail]') || l.startsWith('[e2e]')).join('\n');
  /** The first mail to `to` after the `earlier` ones whose subject passes `test`. */
  const mailTo = (to: string, earlier: number, test: (subject: string) => boolean, what: string) =>
    until(() => mailsTo(stack, to).slice(earlier).find((m) => test(m.subject)), what, 15_000, mailLog);

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
    // The demo's second staff member with a write role (an IC, with MFA): the second approver, and the run's approver.
    second = demoUser(stack.demo, (u) => u.role === 'IC');
    browser = await launchBrowser();
    staff = await browser.newContext({ baseURL: stack.url, viewport: WIDE });
    staff.setDefaultTimeout(15_000);
    page = await staff.newPage();
    await signInDemoAdmin(page, stack.demo);
    vendorContext = await browser.newContext({ viewport: WIDE });
    vendorContext.setDefaultTimeout(15_000);
    portal = await vendorContext.newPage();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  step('1. a vendor sends a bill in its portal: the form offers the number, dates, currency and total read from the PDF', async () => {
    ({ accountId } = await createVendor(page, { name: VENDOR, contact: CONTACT }));
    const invited = await mailTo(CONTACT.email, 0, (s) => s.endsWith(': your secure portal link'), `the portal link mailed to ${CONTACT.email}`);
    link = invited.links[0]!;
    assert.ok(link.startsWith(`${stack.url}/public/p/`), link);

    const panel = await openPortal(portal, link, 'Invoice');
    await panel.locator('[part~=bills-empty]').getByText('You have not sent us any bills yet.').waitFor();
    const form = panel.getByRole('form', { name: 'Send a bill' });
    await form.getByLabel("The bill's file").setInputFiles({ name: `${BILL.number}.pdf`, mimeType: 'application/pdf', buffer: await billPdf(BILL) });

    // Each value read is offered beside its field, with the page and words it came from.
    const read = form.getByRole('region', { name: 'Read from the document' });
    await read.waitFor({ timeout: 30_000 });
    const offered: [label: string, value: string][] = [
      ['Bill number', BILL.number],
      ['Bill date', BILL.billDate],
      ['Due date', BILL.dueDate],
      ['Currency', 'EUR'],
      ['Total, tax included', BILL.total],
    ];
    for (const [label, value] of offered) await read.getByRole('button', { name: `Use ${value} for ${label}`, exact: true }).waitFor();
    await read.locator('li[data-field=number]').getByText(`from page 1: “Invoice number: ${BILL.number}”`).waitFor();
    await read.locator('li[data-field=total]').getByText('from page 1: “Total   1,234.50 EUR”').waitFor();

    // Nothing was typed: "Use all" fills every field (today's date, the form's default, is replaced).
    await read.getByRole('button', { name: 'Use all for the fields not typed' }).click();
    for (const [label, value] of offered) assert.equal(await form.getByLabel(label, { exact: true }).inputValue(), value, label);
    for (const [label] of offered) await read.locator('li', { hasText: `${label}:` }).getByText('In the form').waitFor();

    await form.getByRole('button', { name: 'Send the bill' }).click();
    await panel.locator('[part~=bill-notice]', { hasText: `Your bill ${BILL.number} was received. You can follow it here.` }).waitFor();
    const card = portalBill(portal, BILL.number);
    await card.locator('[part~=bill-state]', { hasText: /^Received$/ }).waitFor();
    await fact(card, 'Total').getByText(eur(BILL.total), { exact: true }).waitFor();
    await fact(card, 'Due').getByText(shownDay(BILL.dueDate), { exact: true }).waitFor();

    // Staff have it as the vendor sent it: from the portal, with its document.
    const listed = await api<{ results: BillRow[] }>(page, `/api/bills?account_id=${accountId}`);
    assert.equal(listed.results.length, 1, JSON.stringify(listed.results));
    const bill = listed.results[0]!;
    billId = bill.id;
    assert.deepEqual(
      [bill.number, bill.bill_date, bill.due_date, bill.currency, bill.total, bill.state, bill.source, bill.entered_by, bill.file?.content_type],
      [BILL.number, BILL.billDate, BILL.dueDate, 'EUR', BILL.total, 'received', 'portal', null, 'application/pdf'],
    );
  });

  step('2. it matches a purchase order the vendor accepted in its portal, within the tolerance', async () => {
    const order = await api<PurchaseOrderDetail>(page, '/api/purchase_orders', {
      method: 'POST',
      body: { account_id: accountId, number: ORDER.number, currency: 'EUR', issue_date: utcDay(-20), due_date: utcDay(-5), lines: [{ description: ORDER.description, quantity: ORDER.quantity, unit_price: ORDER.unit_price }] },
    });
    const earlier = mailsTo(stack, CONTACT.email).length;
    await api(page, `/api/purchase_orders/${order.id}/send`, { method: 'POST', body: {} });
    const sent = await mailTo(CONTACT.email, earlier, (s) => s.endsWith(`: purchase order ${ORDER.number}`), `the mail of ${ORDER.number}`);
    assert.deepEqual(sent.attachments.map((a) => a.filename), [`${ORDER.number}.pdf`]);

    // The vendor accepts it in its portal, opened from the order's mail: mailing a link makes a fresh
    // one (only a token's hash is kept), so the earlier link stopped.
    assert.equal(sent.links.length, 1, JSON.stringify(sent));
    link = sent.links[0]!;
    assert.ok(link.startsWith(`${stack.url}/public/p/`), link);
    await openPortal(portal, link, 'Purchase Orders');
    const card = portalOrder(portal, ORDER.number);
    await card.locator('[part~=order-state]', { hasText: /^Awaiting your answer$/ }).waitFor();
    await fact(card, 'Total').getByText(eur(ORDER.unit_price), { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Accept', exact: true }).click();
    await card.locator('[part~=order-state]', { hasText: /^Accepted$/ }).waitFor();
    assert.equal(await card.getByRole('button', { name: 'Accept', exact: true }).count(), 0, 'answered: no Accept any more');
    assert.equal((await api<PurchaseOrderDetail>(page, `/api/purchase_orders/${order.id}`)).state, 'accepted');

    // A price 1 % off the order's is accepted; staff put the bill on the order, its line coded as the order's.
    await api(page, '/api/payables_settings/match_tolerance', { method: 'PUT', body: TOLERANCE });
    await api(page, `/api/bills/${billId}`, {
      method: 'PATCH',
      body: { purchase_order_id: order.id, lines: [{ description: ORDER.description, quantity: '1', unit_price: BILL.total, account_code: '6100' }] },
    });

    const detail = await openBill(page, billId, BILL.number);
    await staffFact(detail, 'Purchase order').getByText(ORDER.number, { exact: true }).waitFor();
    const match = detail.locator('[part~=match]');
    await match.locator('[part~=match-result]', { hasText: `This bill matches purchase order ${ORDER.number} within the tolerance.` }).waitFor();
    const lines = await match.getByRole('table', { name: `Bill ${BILL.number} against purchase order ${ORDER.number}` }).locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));
    // Description, ordered, billed, price difference, within tolerance.
    assert.deepEqual(lines, [[ORDER.description, '1', '1', eur('9.50'), 'Yes']]);
    await staffFact(detail, 'State').getByText('Received', { exact: true }).waitFor();
  });

  step('3. two approvers approve in turn: the first in the suite, the second from the link in his mail, which works once', async () => {
    const admin = demoUser(stack.demo, (u) => u.role === 'OA' && !u.mfa);
    const [first, next] = [await userId(page, admin.email), await userId(page, second.email)];
    await api(page, '/api/bill_approval_rules', {
      method: 'POST',
      body: { name: `Hanse bills ${STAMP}: two approvers in turn`, currency: 'EUR', amount_from: '1000', amount_to: '2000', vendor_account_id: accountId, steps: [{ user_ids: [first] }, { user_ids: [next] }] },
    });
    const subject = `Bill ${BILL.number} from ${VENDOR} (${BILL.total} EUR) waits for your approval`;
    const secondEarlier = mailsTo(stack, second.email).length;

    const detail = await openBill(page, billId, BILL.number);
    await detail.getByRole('button', { name: 'Submit for approval' }).click();
    await detail.locator('[part~=outcome]', { hasText: `Bill ${BILL.number} sent for approval.` }).waitFor();
    await staffFact(detail, 'State').getByText('In approval', { exact: true }).waitFor();
    const steps = detail.locator('[part~=approval-step]');
    await steps.nth(0).getByText('Waiting: 0 of 1 approvals').waitFor();
    await steps.nth(0).getByText('Approvers: Olivia Admin').waitFor();
    await steps.nth(1).getByText('Needs 1 approvals').waitFor();
    // Only the first step's approver is asked now.
    await mailTo(admin.email, 0, (s) => s === subject, `the approval mail to ${admin.email}`);
    assert.equal(mailsTo(stack, second.email).slice(secondEarlier).filter((m) => m.subject === subject).length, 0, 'the second approver is not asked before the first step is done');

    await detail.getByRole('button', { name: 'Approve', exact: true }).click();
    await steps.nth(0).getByText('Complete', { exact: true }).waitFor();
    await steps.nth(1).getByText('Waiting: 0 of 1 approvals').waitFor();
    await detail.locator('[part~=outcome]', { hasText: `Your approval of bill ${BILL.number} is recorded: it waits for its other approvals.` }).waitFor();
    await staffFact(detail, 'State').getByText('In approval', { exact: true }).waitFor();
    assert.equal(await detail.getByRole('button', { name: 'Approve', exact: true }).count(), 0, 'not the first approver\'s turn any more');

    // The second approver opens the Approve link of his mail, signed in nowhere.
    const mail = await mailTo(second.email, secondEarlier, (s) => s === subject, `the approval mail to ${second.email}`);
    assert.equal(mail.links.length, 2, JSON.stringify(mail));
    const approveLink = mail.links.find((l) => l.endsWith('?decision=approve'))!;
    assert.ok(approveLink.startsWith(`${stack.url}/public/approve/`), approveLink);
    const outsider = await browser.newContext({ viewport: WIDE });
    outsider.setDefaultTimeout(15_000);
    try {
      const approver = await outsider.newPage();
      await approver.goto(approveLink);
      const view = approver.locator('si-bill-approval-link');
      await view.locator('[part~=summary]', { hasText: `asks Ivan Contributor to approve bill ${BILL.number} from ${VENDOR}.` }).waitFor();
      await staffFact(view, 'Total').getByText(eur(BILL.total), { exact: true }).waitFor();
      await staffFact(view, 'Approval').getByText('Step 2 of 2: 0 of 1 approvals', { exact: true }).waitFor();
      await view.getByRole('button', { name: 'Approve', exact: true }).click();
      await view.locator('[part~=done]', { hasText: 'Approved: the bill can now be paid.' }).waitFor();

      // The link works once.
      await approver.reload();
      await approver.locator('si-bill-approval-link').getByRole('alert').getByText('This approval link was already used.').waitFor();
      assert.equal(await approver.locator('si-bill-approval-link').getByRole('button', { name: 'Approve', exact: true }).count(), 0);
      const again = await approver.evaluate(async (token) => (await fetch(`/api/public/bill_approvals/${token}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ decision: 'approve' }) })).status, new URL(approveLink).pathname.split('/').pop()!);
      assert.equal(again, 410);
    } finally {
      await outsider.close();
    }

    const approved = await openBill(page, billId, BILL.number);
    await staffFact(approved, 'State').getByText('Approved', { exact: true }).waitFor();
    const done = await api<BillDetail>(page, `/api/bills/${billId}`);
    assert.equal(done.state, 'approved');
    assert.deepEqual(
      done.approval_steps?.map((s) => [s.position, s.approved_by.map((a) => a.name), s.completed_at !== null]),
      [
        [1, ['Olivia Admin'], true],
        [2, ['Ivan Contributor'], true],
      ],
    );
  });

  step('4. the vendor changes its bank details: they wait, a payment run refuses the vendor, and staff verify them', async () => {
    const earlier = mailsTo(stack, CONTACT.email).length;
    const panel = await openPortal(portal, link, 'Pay Instructions');
    await panel.locator('[part~=verified]').getByText('We have no verified bank details for you yet.').waitFor();
    await giveBankDetails(panel, BANK);
    await panel.locator('[part~=notice]', { hasText: 'Your new bank details were received. They will be used once we have verified them.' }).waitFor();
    const pending = panel.locator('[part~=pending]');
    await pending.locator('[part~=state]', { hasText: /^Waiting for verification$/ }).waitFor();
    await fact(pending, 'IBAN').getByText(BANK.iban, { exact: true }).waitFor();
    await fact(pending, 'BIC \\(SWIFT\\)').getByText(BANK.bic, { exact: true }).waitFor();
    // Everyone on the vendor's account is told, in case it was not them.
    await mailTo(CONTACT.email, earlier, (s) => s.endsWith(': your bank details were changed'), 'the bank details change mail');

    const waiting = await api<VendorBankDetails>(page, `/api/accounts/${accountId}/bank_details`);
    assert.equal(waiting.verified, null);
    assert.equal(waiting.pending?.state, 'pending');

    // A payment run would pay to details nobody verified: refused, naming the vendor.
    const { form, payingAccountId } = await draftRun(page, { payFrom: PAY_FROM, dueBy: BILL.dueDate, bill: `Pay bill ${BILL.number} of ${VENDOR}` });
    await form.getByRole('row', { name: new RegExp(BILL.number) }).getByText('New bank details wait for verification').waitFor();
    await form.getByRole('button', { name: 'Make the run' }).click();
    const refusal = `${VENDOR}: its new bank details are waiting for verification. Leave their bills out of the run, or have their bank details verified first.`;
    await form.locator('[part~=refusal]', { hasText: refusal }).waitFor();
    const refused = await apiAnswer<{ detail: string }>(page, '/api/payment_runs', {
      method: 'POST',
      body: { paying_account_id: payingAccountId, currency: 'EUR', due_by: BILL.dueDate, execution_date: utcDay(0), bill_ids: [billId] },
    });
    assert.deepEqual([refused.status, refused.body.detail], [409, refusal]);

    // The vendor asked for the change: any staff member may verify it.
    const verifications = await openDesk(page, 'verifications');
    await verifications.getByRole('row', { name: new RegExp(VENDOR) }).getByText(`${CONTACT.first} ${CONTACT.last} (vendor, in the portal)`).waitFor();
    await verifications.getByRole('button', { name: `Verify the new bank details of ${VENDOR}`, exact: true }).click();
    const confirm = verifications.getByRole('alertdialog', { name: 'Verify bank details' });
    await confirm.getByText(`Payments to ${VENDOR} will go to ${BANK.iban} · ${BANK.bic}.`).waitFor();
    await confirm.getByRole('button', { name: 'Verify', exact: true }).click();
    await verifications.locator('[part~=notice]', { hasText: `The new bank details of ${VENDOR} are verified: payments now go to them.` }).waitFor();
    // The list reads again: nothing of the vendor's waits any more.
    await verifications.getByRole('row', { name: new RegExp(VENDOR) }).waitFor({ state: 'detached' });

    const verified = await api<VendorBankDetails>(page, `/api/accounts/${accountId}/bank_details`);
    assert.deepEqual([verified.verified?.state, verified.verified?.iban, verified.verified?.bic, verified.pending], ['verified', BANK.iban, BANK.bic, null]);
    // The vendor sees them verified, the number masked to its last 4.
    const after = await openPortal(portal, link, 'Pay Instructions');
    await fact(after.locator('[part~=verified-details]'), 'IBAN').getByText('•••• 3000', { exact: true }).waitFor();
    assert.equal(await after.locator('[part~=pending]').count(), 0);
  });

  step('5. a payment run made by one staff member and approved by another pays the bill; its pain.001 file validates against the XSD', async () => {
    const { form } = await draftRun(page, { payFrom: PAY_FROM, dueBy: BILL.dueDate, bill: `Pay bill ${BILL.number} of ${VENDOR}` });
    await form.getByRole('row', { name: new RegExp(BILL.number) }).getByText(`${BANK.holder} · IBAN •••• 3000 · ${BANK.bic}`).waitFor();
    await form.locator('[part~=total]', { hasText: `, ${eur(BILL.total)} in all.` }).waitFor();
    await form.getByRole('button', { name: 'Make the run' }).click();
    const made = page.locator('si-accounts-payable').locator('[part~=notice]', { hasText: /^Payment run \d+ made: / });
    await made.waitFor();
    runId = Number(/^Payment run (\d+) made/.exec((await made.textContent())!.trim())![1]);
    assert.match((await made.textContent())!.trim(), new RegExp(`^Payment run ${runId} made: 1 bills?, ${eur(BILL.total).replace('.', '\\.')}\\. Another staff member approves it next\\.$`));

    // Its maker cannot approve it: the screen says so and the API refuses.
    const mine = await openRun(page, runId);
    await mine.locator('[part~=own-run]', { hasText: 'You made this run: another staff member must approve it.' }).waitFor();
    assert.equal(await mine.getByRole('button', { name: 'Approve', exact: true }).count(), 0);
    const own = await apiAnswer<{ detail: string }>(page, `/api/payment_runs/${runId}/approve`, { method: 'POST', body: {} });
    assert.deepEqual([own.status, own.body.detail], [403, 'You made this payment run: another staff member must approve it.']);

    // The second staff member approves it and marks it paid.
    const checker = await browser.newContext({ baseURL: stack.url, viewport: WIDE });
    checker.setDefaultTimeout(15_000);
    try {
      const other = await checker.newPage();
      await signInDemoUser(other, second);
      const run = await openRun(other, runId);
      await run.getByRole('button', { name: 'Approve', exact: true }).click();
      await run.locator('[part~=outcome]', { hasText: `Run ${runId} approved.` }).waitFor();
      await run.locator('[part~=state]', { hasText: /^Approved, to be paid$/ }).waitFor();
      await run.getByRole('button', { name: 'Mark paid', exact: true }).click();
      const paid = run.getByRole('form', { name: `Mark run ${runId} paid` });
      await paid.getByLabel('Paid on').fill(utcDay(0));
      await paid.getByLabel('Bank reference').fill(REFERENCE);
      await paid.getByRole('button', { name: 'Mark paid', exact: true }).click();
      await run.locator('[part~=outcome]', { hasText: `Run ${runId} marked paid: each vendor is mailed the bills paid.` }).waitFor();
      await run.locator('[part~=state]', { hasText: /^Paid$/ }).waitFor();
      await run.getByRole('table', { name: `Bills of run ${runId}` }).getByRole('row', { name: new RegExp(BILL.number) }).getByText('Paid', { exact: true }).waitFor();
      await run.getByRole('button', { name: 'Download pain.001 (SEPA)' }).waitFor();
    } finally {
      await checker.close();
    }

    // The file the bank is sent: valid pain.001.001.09, paying the vendor's verified IBAN the bill's total.
    const file = await apiFile(page, `/api/payment_runs/${runId}/pain001`);
    assert.equal(file.status, 200, file.text);
    assert.match(file.type, /xml/);
    const checked = await checkPain001(file.text);
    assert.deepEqual(checked.errors, []);
    assert.equal(checked.valid, true);
    assert.match(file.text, /<NbOfTxs>1<\/NbOfTxs><CtrlSum>1234\.50<\/CtrlSum>/);
    assert.match(file.text, /<DbtrAcct><Id><IBAN>DE75512108001245126199<\/IBAN>/);
    assert.match(file.text, new RegExp(`<InstdAmt Ccy="EUR">1234\\.50</InstdAmt>.*<CdtrAcct><Id><IBAN>${BANK.iban}</IBAN>`));
    assert.ok(file.text.includes(BILL.number), 'the remittance information names the bill');
  });

  step("6. the vendor's portal shows the bill paid, with the day and reference, and the remittance advice is in the outbox", async () => {
    const mail = await mailTo(CONTACT.email, 0, (s) => s.endsWith(`: payment of ${BILL.total} EUR sent, reference ${REFERENCE}`), 'the remittance advice');
    assert.equal(mail.to, CONTACT.email);

    await openPortal(portal, link, 'Invoice');
    const card = portalBill(portal, BILL.number);
    await card.locator('[part~=bill-state]', { hasText: /^Paid$/ }).waitFor();
    await card.locator('[part~=paid]', { hasText: `On ${shownDay(utcDay(0))}, reference ${REFERENCE}` }).waitFor();
    const paid = await api<BillDetail>(page, `/api/bills/${billId}`);
    assert.deepEqual([paid.state, paid.balance, paid.paid_on, paid.payment_reference], ['paid', '0.00', utcDay(0), REFERENCE]);
    await vendorContext.close();
  });

  step("7. a staff member claims an expense with a receipt photo; their approver approves it; it appears as a line on the customer's draft invoice", async () => {
    // The expense approvers of the demo are Olivia (the admin of `page`) and Ivan (`second`): Ivan
    // claims, and Olivia, not he, decides on his claim.
    const customerId = (await api<{ id: number }>(page, '/api/accounts', { method: 'POST', body: { module_kind: ModuleKind.SECURE_INVOICE_SALES, name: CUSTOMER } })).id;
    const claimant = await browser.newContext({ baseURL: stack.url, viewport: WIDE });
    claimant.setDefaultTimeout(15_000);
    try {
      const mine = await claimant.newPage();
      // He signed in for step 5 moments ago: that authenticator code is spent.
      await signInWithNextCode(mine, second);
      const { id, number, claim } = await startClaim(mine, CLAIM_TITLE);
      await staffFact(claim, 'State').getByText('Draft', { exact: true }).waitFor();

      // The receipt's photo is read on the server: each value is offered below its field.
      const form = await newExpense(claim);
      await form.getByLabel('Receipt (optional)').setInputFiles(RECEIPT_PHOTO);
      await form.locator('[part~=reading]', { hasText: 'Read from the receipt: check each value below its field before using it.' }).waitFor({ timeout: 30_000 });
      await form.locator('[data-suggestion=amount]', { hasText: /^On the receipt: 16\.20 \(page 1: “Total.*16\.20”\)/ }).waitFor();
      for (const [label, value] of [
        ['Date', shownDay(EXPENSE.spentOn)],
        ['Merchant', EXPENSE.merchant],
        ['Amount', EXPENSE.amount],
        ['Currency', EXPENSE.currency],
      ]) {
        await form.getByRole('button', { name: `Use ${value} for ${label}`, exact: true }).click();
      }
      assert.deepEqual(
        await Promise.all(['Date', 'Merchant', 'Amount', 'Currency'].map((label) => form.getByLabel(label, { exact: true }).inputValue())),
        [EXPENSE.spentOn, EXPENSE.merchant, EXPENSE.amount, EXPENSE.currency],
      );
      // Spent in pounds, claimed in the organization's dollars at the rate of the card statement.
      await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Meals' });
      await form.getByLabel('Rate to USD').fill(EXPENSE.rate);
      await form.locator('[part~=converted]', { hasText: `Claimed ${usd(EXPENSE.claimed)}` }).waitFor();
      // The whole of it is billed on to the customer.
      await billOnTo(form, CUSTOMER);
      assert.equal(await form.getByLabel(`Amount for ${CUSTOMER} in USD`).inputValue(), EXPENSE.claimed);
      await form.getByRole('button', { name: 'Add expense', exact: true }).click();
      await claim.locator('[part~=outcome]', { hasText: `Expense 1 added: ${usd(EXPENSE.claimed)}.` }).waitFor();

      const card = expenseCard(claim, 1, EXPENSE.merchant);
      await expenseFact(card, 'Spent').getByText('£16.20', { exact: true }).waitFor();
      await expenseFact(card, 'Claimed').getByText(usd(EXPENSE.claimed), { exact: true }).waitFor();
      // The photo is kept as a JPEG (turned upright, resized, no metadata).
      await expenseFact(card, 'Receipt').getByRole('button', { name: 'Open receipt.jpg', exact: true }).waitFor();
      await card.locator('[part~=line-splits]', { hasText: `${CUSTOMER}: ${usd(EXPENSE.claimed)}` }).waitFor();

      await claim.getByRole('button', { name: 'Submit for approval', exact: true }).click();
      await claim.locator('[part~=outcome]', { hasText: `Claim ${number} sent for approval.` }).waitFor();
      await staffFact(claim, 'State').getByText('Waiting for approval', { exact: true }).waitFor();
      await claim.locator('[part~=own-claim]', { hasText: 'Waiting for Olivia Admin: you made this claim, so another person approves it.' }).waitFor();
      assert.equal(await claim.getByRole('button', { name: 'Approve', exact: true }).count(), 0, 'the claimant does not approve his own claim');
      const sent = await api<ExpenseClaimDetail>(mine, `/api/expense-claims/${id}`);
      assert.deepEqual(
        sent.lines.map((l) => [l.spent_on, l.merchant, l.category.name, l.amount, l.currency, l.converted_amount, l.receipt?.content_type, l.splits.map((s) => [s.account.id, s.amount])]),
        [[EXPENSE.spentOn, EXPENSE.merchant, 'Meals', EXPENSE.amount, EXPENSE.currency, EXPENSE.claimed, 'image/jpeg', [[customerId, EXPENSE.claimed]]]],
      );

      // His approver approves it in the suite, then bills it on to the customer.
      const decided = await openClaim(page, id, number);
      await staffFact(decided, 'Claimant').getByText('Ivan Contributor', { exact: true }).waitFor();
      await decided.getByRole('button', { name: 'Approve', exact: true }).click();
      await decided.locator('[part~=outcome]', { hasText: `Claim ${number} approved: its reimbursement goes into the next payment run.` }).waitFor();
      await staffFact(decided, 'State').getByText('Approved, to be reimbursed', { exact: true }).waitFor();
      await staffFact(decided, 'Approved by').getByText(`Olivia Admin on ${shownDay(utcDay(0))}`, { exact: true }).waitFor();
      await decided.getByRole('button', { name: 'Re-bill to customers (1)', exact: true }).click();
      await decided.locator('[part~=outcome]', { hasText: "1 expense lines were added to the customers' draft invoices." }).waitFor();
      const description = `${EXPENSE.merchant}, ${EXPENSE.spentOn} (expense claim ${number})`;
      const added = decided.locator('[part~=rebilled] li', { hasText: `${CUSTOMER}: ${description}, ${usd(EXPENSE.claimed)}` });
      await added.waitFor();
      // The claim reads again: nothing is left to bill.
      await decided.getByRole('button', { name: /^Re-bill to customers/ }).waitFor({ state: 'detached' });

      // The customer's new draft invoice has the line, naming the claim.
      const drafts = await api<{ results: InvoiceRow[] }>(page, `/api/invoices?account=${customerId}`);
      assert.equal(drafts.results.length, 1, JSON.stringify(drafts.results));
      const invoice = drafts.results[0]!;
      assert.deepEqual(
        [invoice.state, invoice.doc_type, invoice.currency, invoice.total, invoice.lines.map((l) => [l.description, l.quantity, l.unit_price, l.amount])],
        ['draft', 'invoice', 'USD', EXPENSE.claimed, [[description, '1', EXPENSE.claimed, EXPENSE.claimed]]],
      );
      // The claim links to it: the draft opens in the invoice editor with the line.
      await added.getByRole('link', { name: 'line 1 of a new draft invoice', exact: true }).click();
      await page.waitForURL(`**/secureinvoice/draft?invoice=${invoice.id}`);
      const draft = editor(page).getByRole('form', { name: /Draft invoice/ });
      const firstLine = draft.getByRole('textbox', { name: 'Description, line 1', exact: true });
      await until(async () => (await firstLine.inputValue()) === description, 'the draft invoice with the line of the claim');
      assert.equal(await draft.getByRole('textbox', { name: 'Unit price, line 1', exact: true }).inputValue(), EXPENSE.claimed);
      assert.equal(await draft.getByRole('textbox', { name: 'Description, line 2', exact: true }).count(), 0);

      // The claimant sees his reimbursement owed: a bill to him, waiting for a payment run.
      const approved = await openClaim(mine, id, number);
      await staffFact(approved, 'State').getByText('Approved, to be reimbursed', { exact: true }).waitFor();
      await approved.locator('[part~=reimbursement-state]', { hasText: /^Approved, waiting for a payment run$/ }).waitFor();
      await reimbursementFact(approved, 'Paid to').getByText('Ivan Contributor', { exact: true }).waitFor();
      await reimbursementFact(approved, 'Still to pay').getByText(usd(EXPENSE.claimed), { exact: true }).waitFor();
      await expenseCard(approved, 1, EXPENSE.merchant).locator('[part~=line-splits]').getByRole('link', { name: 'on invoice line 1', exact: true }).waitFor();
      const owed = await api<{ results: ExpenseReimbursementRow[] }>(mine, `/api/expense-reimbursements?search=${number}`);
      assert.deepEqual(
        owed.results.map((r) => [r.claim.id, r.claimant.name, r.payee_account.name, r.currency, r.total, r.balance, r.state, r.payment_run_id]),
        [[id, 'Ivan Contributor', 'Ivan Contributor', 'USD', EXPENSE.claimed, EXPENSE.claimed, 'approved', null]],
      );
    } finally {
      await claimant.close();
    }
  });
});
