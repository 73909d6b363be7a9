/**
 * Administration end to end, against the API server serving the built suite: an OA
 * invites a user, who activates the account from the mailed link and signs in; the OA builds
 * a two-step workflow whose transition fires on a file upload, sets the status and notifies
 * the account lead; a contact uploads through the portal; the item's status changes, the mail
 * is in the outbox and the audit log shows the three events; the exception report downloads
 * as PDF and XLSX and both files open.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { demoPortal, pdfOf } from './support/portal.ts';
import { fillSignIn, signInDemoAdmin } from './support/signIn.ts';
import { startStack, type Stack } from './support/stack.ts';
import { mailedLinks } from './support/mail.ts';
import { buildUploadWorkflow, downloadReport, opensPdf, opensXlsx } from './support/admin.ts';

const WIDE = { width: 1440, height: 900 };
const ITEM = 'Bank statements, last 3 months';

/** Calls the API on the page's own session, as the suite does. */
function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const { access } = JSON.parse(localStorage.getItem('auth')!);
    const response = await fetch(url, { headers: { Authorization: `JWT ${access}` } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  }, path) as Promise<T>;
}

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

describe('administration, workflow, portal upload, audit and reports end to end', () => {
  let stack: Stack;
  let browser: Browser;
  let staff: BrowserContext;
  let page: Page;

  before(async () => {
    stack = await startStack({ env: process.env.SI_STATIC_DIR ? { STATIC_DIR: process.env.SI_STATIC_DIR } : {} });
    browser = await launchBrowser();
    staff = await browser.newContext({ baseURL: stack.url, viewport: WIDE, acceptDownloads: true });
    page = await staff.newPage();
    await signInDemoAdmin(page, stack.demo);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('an OA invites a user, who activates the account from the mailed link and signs in', async () => {
    const email = `nina.newcomer-${Date.now()}@northwind.example`;
    await page.goto('/filestride/users');
    const users = page.locator('si-users-admin');
    await users.getByRole('button', { name: 'Invite a user' }).click();
    const form = users.getByRole('form', { name: 'Invite a user' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('First name').fill('Nina');
    await form.getByLabel('Last name').fill('Newcomer');
    await form.locator('select[name=office_id]').selectOption({ index: 1 });
    await form.locator('select[name=role]').selectOption('IC');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await users.getByRole('cell', { name: email, exact: true }).waitFor();

    const link = await until(() => mailedLinks(stack, email).find((l) => l.includes('/public/activate-user/')), 'the activation mail');
    const newcomer = await browser.newContext({ viewport: WIDE });
    try {
      const own = await newcomer.newPage();
      await own.goto(link);
      const activate = own.locator('si-password-reset');
      await activate.getByLabel('New password', { exact: true }).fill('Newcomer-passw0rd!');
      await activate.getByLabel('Repeat the new password').fill('Newcomer-passw0rd!');
      await activate.getByRole('button', { name: 'Activate account' }).click();
      // Activated: the suite takes the user to sign in.
      await own.waitForURL('**/login');
      await fillSignIn(own, email, 'Newcomer-passw0rd!');
      await own.waitForURL('**/apps/secureinvoice');
      await own.getByTestId('welcome').getByText('Welcome, Nina Newcomer').waitFor();
    } finally {
      await newcomer.close();
    }
  });

  it('the OA builds a workflow: two steps and a transition that, when a file is uploaded, sets the status and notifies the account lead', async () => {
    await buildUploadWorkflow(page, { prefix: 'filestride', name: 'Document intake', from: 'Requested', to: 'Received' });
  });

  it('a contact uploads through the portal: the status changes, the lead is mailed and the audit log shows the three events', async () => {
    const portal = demoPortal(stack.demo, 'filestride');
    const contact = await browser.newContext({ viewport: WIDE });
    try {
      const own = await contact.newPage();
      await own.goto(`${stack.url}${portal.path}`);
      const uploads = own.locator('si-upload-requirements');
      const item = uploads.locator('article', { has: own.getByRole('heading', { name: ITEM }) });
      await item.locator('input[type=file]').setInputFiles({ name: 'statement-june.pdf', mimeType: 'application/pdf', buffer: pdfOf(20_000, 'statement-june.pdf') });
      // Uploaded: the item lists the file (and the upload list lets it go).
      await item.locator('[part~=file]', { hasText: 'statement-june.pdf' }).waitFor({ timeout: 30_000 });
    } finally {
      await contact.close();
    }

    type Row = { id: number; title: string; status: string; account: { id: number } };
    let last: Row[] = [];
    const row = await until(async () => {
      // Two demo accounts have this item; the one on hold refused nothing here because nobody uploaded to it.
      const rows = (await api<{ results: Row[] }>(page, `/api/items?module_kind=1&search=${encodeURIComponent(ITEM)}&page_size=100`)).results.filter((r) => r.title === ITEM);
      last = rows;
      return rows.find((r) => r.status === 'Received');
    }, 'the item to move to Received').catch((error: Error) => {
      throw new Error(`${error.message}; the item: ${JSON.stringify(last)}\n${stack.output().split('\n').filter((l) => /workflow|mail/.test(l)).join('\n')}`);
    });
    assert.equal(row.status, 'Received');

    const details = await api<{ account: { lead: { id: number } | null } }>(page, `/api/reports/details/${row.account.id}`);
    assert.ok(details.account.lead, 'the demo account has a lead');
    const lead = await api<{ email: string }>(page, `/api/users/${details.account.lead.id}`);
    const mail = await until(
      () => stack.output().split('\n').find((l) => l.startsWith(`[mail] to ${lead.email}: "${ITEM}" is now Received`)),
      'the mail to the account lead',
    );
    assert.ok(mail);

    await page.goto('/filestride/auditlog');
    const log = page.locator('si-audit-log');
    for (const action of ['uploaded', 'workflow_transition', 'notified']) {
      await log.getByRole('cell', { name: action, exact: true }).first().waitFor();
    }
  });

  it('the exception report downloads as PDF and XLSX, and both files open', async () => {
    const pdf = await downloadReport(page, '/filestride/reports/exceptions', 'PDF');
    assert.match(pdf.name, /^exception-report-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
    await opensPdf(pdf.bytes);
    const xlsx = await downloadReport(page, '/filestride/reports/exceptions', 'XLSX');
    assert.match(xlsx.name, /\.xlsx$/);
    await opensXlsx(xlsx.bytes);
  });
});
