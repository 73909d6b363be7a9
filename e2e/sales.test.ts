/**
 * The sales pipeline end to end, against the API server serving the built suite and the tenant
 * site: a visitor sends the lead form embedded on the tenant's page (under its strict CSP); staff
 * convert the lead into the existing account and contact the duplicate search finds, with a deal;
 * the deal moves across the board by keyboard, then by mouse; a requirement goes to the contact,
 * who uploads a file in the sales CRM portal; the deal is won and hands a draft invoice over to
 * receivables.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DealDetail, LeadDetail, LeadRow, Page as ListPage, PipelineRow } from '@si/contract';
import { launchBrowser } from './support/browser.ts';
import { mailedLinks } from './support/mail.ts';
import { pdfOf } from './support/portal.ts';
import { signInDemoAdmin } from './support/signIn.ts';
import { startStack, type Stack } from './support/stack.ts';
import { addRequirement, api, openContact, portalRequirement, staffRequirement, until } from './support/workspaces.ts';

const WIDE = { width: 1440, height: 900 };
const STAMP = Date.now().toString(36);
/** The demo's Contoso Freight and its contact, whom the visitor turns out to be. */
const ACCOUNT = 'Contoso Freight';
const CONTACT = { name: 'Marc Dubois', email: 'marc.dubois@contoso-freight.example' };
const VISITOR = { name: `Marc Dubois ${STAMP}`, company: 'Contoso Freight', message: `Fleet analytics for the new depot (${STAMP}).` };
const DEAL = `Contoso depot ${STAMP}`;
const REQUIREMENT = `Depot floor plan ${STAMP}`;
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('sales pipeline: lead form, conversion, board, requirement, won deal handed on', () => {
  let stack: Stack;
  let browser: Browser;
  let staff: BrowserContext;
  let page: Page;
  let leadId: number;
  let accountId: number;
  let dealId: number;
  let stages: { id: number; name: string }[];
  let pipelineId: number;

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
  const deal = () => api<DealDetail>(page, `/api/sales/deals/${dealId}`);

  before(async () => {
    stack = await startStack({ tenant: true, env: process.env.SI_STATIC_DIR ? { STATIC_DIR: process.env.SI_STATIC_DIR } : {} });
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

  step('a visitor sends the lead form embedded on the tenant site, under its CSP', async () => {
    const context = await browser.newContext({ baseURL: stack.tenantUrl });
    const visitor = await context.newPage();
    const problems: string[] = [];
    visitor.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    visitor.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    try {
      await visitor.goto('/contact-us');
      const form = visitor.locator('si-lead-form');
      await form.getByLabel('Name').fill(VISITOR.name);
      await form.getByLabel('Company').fill(VISITOR.company);
      await form.getByLabel('E-mail').fill(CONTACT.email);
      await form.getByLabel('Message').fill(VISITOR.message);
      await form.getByLabel('Industry').selectOption('Logistics');
      // A person takes a few seconds; a form sent faster is refused as a robot's.
      await visitor.waitForTimeout(3_500);
      await form.getByRole('button', { name: 'Send' }).click();
      await form.getByText('Thank you: we will be in touch soon.').waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
    const found = await until(
      async () => (await api<ListPage<LeadRow>>(page, `/api/sales/leads?search=${STAMP}`)).results[0],
      'the lead in the suite',
    );
    assert.equal(found.source, 'form');
    leadId = found.id;
  });

  step('staff convert the lead, merging into the existing account and contact found as duplicates, with a deal', async () => {
    await page.goto(`/spm/leads?lead=${leadId}`);
    const leads = page.locator('si-sales-leads');
    const panel = leads.getByRole('dialog');
    await panel.getByRole('button', { name: 'Convert', exact: true }).click();
    await panel.getByText(`Use this contact: ${CONTACT.name}`).waitFor();
    await panel.getByRole('radio', { name: new RegExp(`Use this contact: ${CONTACT.name}`) }).check();
    await panel.getByRole('radio', { name: new RegExp(`^Merge into this account: ${ACCOUNT}`) }).check();
    await panel.getByLabel('Title').fill(DEAL);
    await panel.getByLabel('Pipeline').selectOption({ label: 'New business' });
    await panel.getByLabel('Amount').fill('18000');
    await panel.getByLabel('Currency').fill('USD');
    await panel.getByRole('button', { name: 'Convert', exact: true }).last().click();
    await leads.getByText('The lead is converted.').waitFor();

    const lead = await api<LeadDetail>(page, `/api/sales/leads/${leadId}`);
    assert.equal(lead.state, 'converted');
    assert.equal(lead.converted!.account.name, ACCOUNT);
    const contacts = await api<{ results: { id: number; email: string }[] }>(page, `/api/contacts?search=${encodeURIComponent(CONTACT.email)}`);
    assert.equal(contacts.results.length, 1, 'still one contact with this e-mail: merged, not doubled');
    assert.equal(lead.converted!.contact_id, contacts.results[0]!.id);
    accountId = lead.converted!.account.id;
    dealId = lead.converted!.deal!.id;
    const pipelines = await api<ListPage<PipelineRow>>(page, '/api/pipelines?page_size=100');
    const newBusiness = pipelines.results.find((p) => p.name === 'New business')!;
    pipelineId = newBusiness.id;
    stages = newBusiness.stages;
    assert.equal((await deal()).stage.id, stages[0]!.id, 'the deal starts on the first stage');
  });

  step('the deal moves across the board by keyboard, then by mouse', async () => {
    // The board opens on the first pipeline by name; the deal's is chosen in the address.
    await page.goto(`/spm/loans?pipeline=${pipelineId}`);
    const board = page.locator('si-deal-board');
    const card = () => board.locator('article[part~=card]', { hasText: DEAL });
    await card().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await board.getByText(new RegExp(`${DEAL} moved to ${stages[1]!.name}`)).first().waitFor();
    await until(async () => (await deal()).stage.id === stages[1]!.id, `the deal on ${stages[1]!.name}`);

    const target = board.locator('li[part~=column]', { has: page.getByRole('heading', { name: stages[2]!.name }) });
    // A person's drag: press on the card (below its title link), move in steps over the column, release.
    const from = (await card().boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height - 8);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height - 4, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height - 10, 120), { steps: 12 });
    await page.mouse.up();
    await until(async () => (await deal()).stage.id === stages[2]!.id, `the deal dragged to ${stages[2]!.name}`);
    await target.locator('article[part~=card]', { hasText: DEAL }).waitFor();
  });

  step('a requirement goes to the contact, who uploads a file in the sales CRM portal', async () => {
    await page.goto(`/spm/accounts/${accountId}`);
    const panel = await openContact(page, CONTACT.name);
    // The demo contact already has a link (its token is not known here): a new one is mailed, the old one stops.
    await panel.getByLabel('Send the link by e-mail').check();
    await panel.getByRole('button', { name: 'Rotate link' }).click();
    await panel.getByRole('alertdialog', { name: 'Rotate link' }).getByRole('button', { name: 'Rotate link' }).click();
    await panel.getByText(`Sent by e-mail to ${CONTACT.email}.`).waitFor();
    const link = await until(() => mailedLinks(stack, CONTACT.email).find((l) => l.includes('/public/spm/')), `the portal link mailed to ${CONTACT.email}`);
    await page.keyboard.press('Escape');
    await addRequirement(page, { title: REQUIREMENT, dueDate: utcDay(14), contact: CONTACT.name });

    const contactContext = await browser.newContext({ viewport: WIDE });
    try {
      const portal = await contactContext.newPage();
      await portal.goto(link);
      const item = portalRequirement(portal, REQUIREMENT);
      await item.waitFor();
      await item.locator('input[type=file]').setInputFiles({ name: 'floor-plan.pdf', mimeType: 'application/pdf', buffer: pdfOf(20_000, 'floor plan') });
      await item.locator('[part~=file]', { hasText: 'floor-plan.pdf' }).waitFor();
    } finally {
      await contactContext.close();
    }
    await page.reload();
    await staffRequirement(page, REQUIREMENT).getByText('floor-plan.pdf').waitFor();
  });

  step('the deal is won and hands a draft invoice over to receivables', async () => {
    await page.goto(`/spm/accounts/${accountId}/${dealId}`);
    const view = page.locator('si-deal');
    await view.getByRole('button', { name: 'Mark won' }).click();
    await view.getByRole('button', { name: 'Create draft invoice' }).click();
    const link = view.locator('[part~=invoice-link]');
    await link.waitFor();
    const won = await deal();
    assert.equal(won.state, 'won');
    const invoice = won.handover.invoice!;
    assert.ok(invoice, 'the deal remembers its invoice');
    assert.equal(await link.getAttribute('href'), `/secureinvoice/draft?invoice=${invoice.id}`);
    const customer = await api<{ name: string; module_kind: number }>(page, `/api/accounts/${invoice.account_id}`);
    assert.equal(customer.name, ACCOUNT);
    assert.equal(customer.module_kind, 4, 'a secure invoice customer');
    await link.click();
    await page.waitForURL(new RegExp(`/secureinvoice/draft\\?invoice=${invoice.id}`));
  });
});
