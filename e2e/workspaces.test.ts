/**
 * Workspaces end to end, against the API server serving the built suite with the reminder
 * scheduler ticking every second: an OA creates a workspace from a checklist, adds a new contact
 * and mails them the portal link; the contact uploads; staff send it back, the contact sees why
 * and uploads again, staff accept and the portal locks it; an overdue requirement is reminded
 * exactly once, even across a server restart; the revoked link stops working; the access log
 * shows the contact's visits.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { mailedLinks, mailSubjects } from './support/mail.ts';
import { throttleUploads, uploadsTwoFiles } from './support/portal.ts';
import { signInDemoAdmin } from './support/signIn.ts';
import { startStack, type Stack } from './support/stack.ts';
import {
  accept,
  addNewContact,
  addRequirement,
  createChecklist,
  createWorkspace,
  findCellInPages,
  issueLinkByMail,
  openContact,
  portalRequirement,
  revokeLink,
  sendBack,
  staffRequirement,
  until,
} from './support/workspaces.ts';

const WIDE = { width: 1440, height: 900 };
const STAMP = Date.now().toString(36);
const CHECKLIST = `Year-end pack ${STAMP}`;
const WORKSPACE = `Harbor Bakery ${STAMP}`;
const FILE_ITEM = 'Tax return 2024';
const QUESTION = 'Did your address change this year?';
const OVERDUE = 'Signed engagement letter';
const CONTACT = { first: 'Ada', last: `Lovelace ${STAMP}`, email: `ada.${STAMP}@harbor-bakery.example` };
const CONTACT_NAME = `${CONTACT.first} ${CONTACT.last}`;
const REASON = 'Page 2 is missing: send the whole return, please.';
const INTERVAL_MS = 1000;

/** The day `days` from today (UTC), as a date input takes it. */
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('workspaces: create, contact, portal link, review, reminders, revoke and access log end to end', () => {
  let stack: Stack;
  let browser: Browser;
  let staff: BrowserContext;
  let contactContext: BrowserContext;
  let page: Page;
  let portal: Page;
  let workspaceId: number;
  let link: string;

  /** The mails to the contact other than the portal link: the reminders. */
  const reminders = () => mailSubjects(stack, CONTACT.email).filter((subject) => !subject.endsWith('your secure portal link'));
  const mailLog = () => stack.output().split('\n').filter((l) => l.startsWith('[mail]') || l.startsWith('[reminders]') || l.startsWith('[e2e]')).join('\n');

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
    stack = await startStack({ env: { REMINDER_INTERVAL_MS: String(INTERVAL_MS), ...(process.env.SI_STATIC_DIR ? { STATIC_DIR: process.env.SI_STATIC_DIR } : {}) } });
    browser = await launchBrowser();
    staff = await browser.newContext({ baseURL: stack.url, viewport: WIDE });
    staff.setDefaultTimeout(15_000);
    page = await staff.newPage();
    await signInDemoAdmin(page, stack.demo);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  step('an OA creates a workspace from a checklist and its requirements are listed on the details page', async () => {
    // Due in a month: nothing from the checklist is reminded during this test.
    await createChecklist(page, CHECKLIST, [
      { kind: 'REQUEST_ITEM', title: FILE_ITEM, due_offset_days: 30 },
      { kind: 'QUESTION', title: QUESTION, due_offset_days: 30 },
    ]);
    workspaceId = await createWorkspace(page, WORKSPACE, CHECKLIST);
    assert.ok(workspaceId > 0);
    for (const title of [FILE_ITEM, QUESTION]) await staffRequirement(page, title).waitFor();
  });

  step('adds a new contact and mails them the portal link, which the mail carries', async () => {
    await addNewContact(page, CONTACT);
    const panel = await openContact(page, CONTACT_NAME);
    await issueLinkByMail(panel, CONTACT.email);
    link = await until(() => mailedLinks(stack, CONTACT.email).find((l) => l.includes('/public/f/')), `the portal link mailed to ${CONTACT.email}`, 15_000, mailLog);
    assert.ok(link.startsWith(`${stack.url}/public/f/`), link);
    // The log line is written once the mail is in the outbox table (hosts/api/src/platform/mail.ts).
    assert.equal(mailSubjects(stack, CONTACT.email).length, 1, 'one mail so far: the link');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  });

  step('the contact opens the mailed link in their own browser and uploads two files', async () => {
    contactContext = await browser.newContext({ viewport: WIDE });
    contactContext.setDefaultTimeout(15_000);
    portal = await contactContext.newPage();
    await portal.goto(link);
    await portalRequirement(portal, FILE_ITEM).waitFor();
    await throttleUploads(portal, 400_000);
    await uploadsTwoFiles(portal, portal.locator('si-upload-requirements'), FILE_ITEM);
  });

  step('staff send it back with a reason the portal shows; after a new upload staff accept and the portal locks it', async () => {
    await page.reload();
    await sendBack(page, FILE_ITEM, REASON);

    await portal.reload();
    const item = portalRequirement(portal, FILE_ITEM);
    await item.locator('[part~=returned]', { hasText: `Sent back: ${REASON}` }).waitFor();
    await uploadsTwoFiles(portal, portal.locator('si-upload-requirements'), FILE_ITEM);

    await page.reload();
    await accept(page, FILE_ITEM);

    await portal.reload();
    await item.locator('[part~=accepted]', { hasText: 'Accepted' }).waitFor();
    assert.equal(await item.locator('input[type=file]').count(), 0, 'no file input on an accepted requirement');
    assert.equal(await item.locator('[part~=returned]').count(), 0, 'the reason is gone once accepted');
  });

  step('an overdue requirement assigned to the contact is reminded exactly once, even across a restart', async () => {
    assert.deepEqual(reminders(), [], 'no reminder before the overdue requirement');
    await addRequirement(page, { title: OVERDUE, dueDate: utcDay(-2), contact: CONTACT_NAME });
    await until(() => reminders().length > 0, `a reminder mail to ${CONTACT.email}`, 30_000, mailLog);
    assert.equal(reminders().length, 1, mailLog());

    await stack.restart();
    // Several rounds of the restarted scheduler.
    await new Promise((wait) => setTimeout(wait, 4 * INTERVAL_MS + 1000));
    assert.equal(stack.output().match(/Secure Invoice Suite API on /g)?.length, 2, 'the server started twice');
    assert.equal(reminders().length, 1, `still one reminder after the restart:\n${mailLog()}`);
  });

  step('staff revoke the link: the portal says it is not valid and the API answers 404', async () => {
    await page.reload();
    const panel = await openContact(page, CONTACT_NAME);
    await revokeLink(panel);

    await portal.reload();
    await portal.locator('si-upload-requirements').getByText(/This link is not valid/).waitFor();
    const token = new URL(link).pathname.split('/').pop()!;
    const answer = await fetch(`${stack.url}/api/filedrop?token=${encodeURIComponent(token)}`);
    assert.equal(answer.status, 404, await answer.text());
    await contactContext.close();
  });

  step("the contact's side panel shows their visits in the access log, in words", async () => {
    const panel = page.locator('si-workspace-detail').getByRole('dialog', { name: CONTACT_NAME });
    const log = panel.locator('[part~=access-log]');
    await log.getByRole('cell', { name: 'Opened the portal', exact: true }).first().waitFor();
    assert.ok(await findCellInPages(log, 'Uploaded a file'), 'the uploads in the access log');
    // What the person did, never the call behind it.
    assert.doesNotMatch((await log.textContent()) ?? '', /\/api\/|::ffff:/);
  });
});
