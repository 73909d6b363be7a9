/**
 * The token portals on the tenant site (another origin, one script tag): the demo customer's
 * invoices, comments and a sandbox payment; the file-collection uploads; the account on hold.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { startStack, type Stack } from './support/stack.ts';
import { commentRoundTrip, demoPortal, holdRefusesUpload, markupShowsAsText, opensInvoice, paysThroughSandbox, seesInvoices, throttleUploads, uploadsTwoFiles } from './support/portal.ts';

describe('portals on the tenant site', () => {
  let stack: Stack;
  let browser: Browser;

  before(async () => {
    stack = await startStack({ tenant: true });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A page that fails the test on a script error or a CSP violation of the tenant's policy. */
  async function tenantPage(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
    const context = await browser.newContext({ baseURL: stack.tenantUrl });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    return { context, page, problems };
  }

  it('serves the page with the demo tokens filled in and a CSP that names the API origin', async () => {
    const response = await fetch(`${stack.tenantUrl}/`);
    assert.equal(response.status, 200);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, new RegExp(`script-src 'self' ${stack.url}`));
    assert.match(csp, new RegExp(`connect-src 'self' ${stack.url}`));
    const html = await response.text();
    for (const element of ['invoice-portal', 'statement', 'upload-requirements']) {
      assert.ok(html.includes(`<script type="module" src="${stack.url}/elements/${element}.js">`), `the ${element} script from the suite`);
    }
    assert.ok(!html.includes('elements.js'), 'not the whole library');
    assert.ok(html.includes(`token="${demoPortal(stack.demo, 'secureinvoice').token}"`));
    assert.ok(html.includes(`token="${demoPortal(stack.demo, 'filestride').token}"`));
    assert.ok(!html.includes('%TOKEN_'), 'no placeholder left');
    assert.ok((await (await fetch(`${stack.tenantUrl}/account-review`)).text()).includes(`token="${demoPortal(stack.demo, 'filestride', true).token}"`));
  });

  it('shows the invoices and the statement; a comment is added, edited and deleted; markup stays text', async () => {
    const { context, page, problems } = await tenantPage();
    try {
      await page.goto('/');
      const portal = page.locator('si-invoice-portal');
      await seesInvoices(portal);
      await page.locator('si-statement').getByText('Total due').waitFor();
      const invoice = await opensInvoice(portal, 'INV-1001');
      await invoice.getByText('Thanks! Everything arrived.').waitFor();
      await commentRoundTrip(invoice, 'Could you send the delivery note too?');
      await markupShowsAsText(page, invoice);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('pays an invoice through the sandbox checkout and comes back to payment-successful with it paid', async () => {
    const { context, page, problems } = await tenantPage();
    try {
      await page.goto('/');
      const invoice = await opensInvoice(page.locator('si-invoice-portal'), 'INV-0994');
      await paysThroughSandbox(page, invoice, stack.url);
      // Back on the tenant site, the list shows it paid too.
      await page.goto(`${stack.tenantUrl}/`);
      const row = page.locator('si-invoice-portal').locator('[part~=invoice-row]', { hasText: 'INV-0994' });
      await row.getByText('Paid').waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('uploads two files to a requirement with visible progress, and the item becomes submitted', async () => {
    const { context, page, problems } = await tenantPage();
    try {
      await page.goto('/');
      await throttleUploads(page, 400_000);
      const uploads = page.locator('si-upload-requirements');
      await uploadsTwoFiles(page, uploads, '2024 tax return');
      // Still there after a reload: the server stored them.
      await page.reload();
      const item = uploads.locator('article', { has: page.getByRole('heading', { name: '2024 tax return' }) });
      await item.getByText('return-part-2.pdf', { exact: true }).waitFor();
      await item.locator('[part~=status]', { hasText: 'Submitted' }).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('shows the on-hold banner for the account on hold and refuses an upload', async () => {
    const { context, page, problems } = await tenantPage();
    try {
      await page.goto('/account-review');
      await holdRefusesUpload(page, page.locator('si-upload-requirements'), stack.url, demoPortal(stack.demo, 'filestride', true).token);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
