/**
 * The token portals through the suite's own public routes (spec 2.4-2.10): the same elements and
 * flows as on the tenant site, every portal route, and the payment result pages.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { startStack, type Stack } from './support/stack.ts';
import { commentRoundTrip, demoPortal, holdRefusesUpload, markupShowsAsText, opensInvoice, paysThroughSandbox, seesInvoices, startsCheckout, throttleUploads, uploadsTwoFiles } from './support/portal.ts';

/** The demo organization's name, as the seed writes it (hosts/api/src/seed/index.ts). */
const DEMO_ORGANIZATION = 'Northwind Lending & Trade';

describe('portals on the suite routes', () => {
  let stack: Stack;
  let browser: Browser;
  const token = (module: Parameters<typeof demoPortal>[1], onHold = false) => demoPortal(stack.demo, module, onHold).token;

  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function freshPage(): Promise<{ context: BrowserContext; page: Page; alerts: string[] }> {
    const context = await browser.newContext({ baseURL: stack.url });
    const page = await context.newPage();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    return { context, page, alerts };
  }

  it('/public/s/:token: invoices, one opened, a comment added, edited and deleted, markup as text', async () => {
    const { context, page } = await freshPage();
    try {
      await page.goto(`/public/s/${token('secureinvoice')}`);
      assert.equal(await page.locator('[data-layout]').getAttribute('data-layout'), 'secure-invoice-portal');
      const portal = page.locator('si-invoice-portal');
      await seesInvoices(portal);
      const invoice = await opensInvoice(portal, 'INV-1001');
      await commentRoundTrip(invoice, 'Is the installation included?');
      await markupShowsAsText(page, invoice);
    } finally {
      await context.close();
    }
  });

  it('a cancelled checkout comes back to payment-cancelled, the invoice still open; paying then succeeds', async () => {
    const { context, page } = await freshPage();
    try {
      await page.goto(`/public/s/${token('secureinvoice')}`);
      let invoice = await opensInvoice(page.locator('si-invoice-portal'), 'INV-1001');
      await startsCheckout(page, invoice, stack.url);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(`${stack.url}/secureinvoice/payment-cancelled?**`);
      await page.getByRole('heading', { name: 'Payment cancelled' }).waitFor();
      const portal = page.locator('si-invoice-portal');
      await portal.locator('[part~=outcome]', { hasText: 'The payment was not completed. You can try again.' }).first().waitFor();
      invoice = portal.locator('[part~=invoice]');
      assert.notEqual(await invoice.locator('[part~=status]').textContent(), 'Paid');

      // One way back: the portal's own.
      assert.equal(await page.getByRole('link', { name: 'Back to your invoices' }).count(), 0);
      await portal.getByRole('button', { name: 'Back to invoices' }).click();
      invoice = await opensInvoice(portal, 'INV-1001');
      await paysThroughSandbox(page, invoice, stack.url);
    } finally {
      await context.close();
    }
  });

  it('/public/f/:token: two files upload with visible progress and the item becomes submitted', async () => {
    const { context, page } = await freshPage();
    try {
      await page.goto(`/public/f/${token('filestride')}`);
      assert.equal(await page.locator('[data-layout]').getAttribute('data-layout'), 'filestride-portal');
      await page.locator('si-portal-bar').getByText('Welcome, Liam Chen').waitFor();
      await throttleUploads(page, 400_000);
      await uploadsTwoFiles(page, page.locator('si-upload-requirements'), 'Bank statements, last 3 months');
    } finally {
      await context.close();
    }
  });

  it('/public/f/:token of the account on hold: the banner shows and an upload is refused', async () => {
    const { context, page } = await freshPage();
    try {
      await page.goto(`/public/f/${token('filestride', true)}`);
      await holdRefusesUpload(page, page.locator('si-upload-requirements'), stack.url, token('filestride', true));
    } finally {
      await context.close();
    }
  });

  it('every other public portal route shows its element with the demo content', async () => {
    const { context, page, alerts } = await freshPage();
    try {
      const visits: [string, string, (p: Page) => Promise<unknown>][] = [
        [`/public/how-to-pay-instructions/${token('secureinvoice')}`, 'secure-invoice-portal', (p) => p.locator('si-invoice-portal').getByText('First Harbor Bank').first().waitFor()],
        [`/public/view-latest-statement/${token('secureinvoice')}`, 'secure-invoice-portal', (p) => p.locator('si-invoice-portal').getByText('Total due').waitFor()],
        [`/public/b/${token('bank')}`, 'bank-portal', (p) => p.locator('si-upload-requirements').getByRole('heading', { name: 'Quarterly financial statements, Q2' }).waitFor()],
        [`/public/spm/${token('spm')}`, 'sales-crm-portal', async (p) => {
          // The organization's own name heads the bar; the portal's name stands under it.
          await p.locator('si-portal-bar').getByRole('heading', { name: DEMO_ORGANIZATION }).waitFor();
          await p.locator('si-portal-bar').getByText('Sales CRM Pipeline').waitFor();
          await p.locator('si-portal-bar').getByText('Welcome, Olga Petrova').waitFor();
          await p.locator('si-upload-requirements').getByRole('heading', { name: 'Signed order form' }).waitFor();
        }],
        [`/public/c/${token('clm')}`, 'contract-lifecycle-management-portal', (p) => p.locator('si-contract-portal').getByText('Master services agreement').first().waitFor()],
        [`/public/p/${token('payable')}`, 'payable-portal', async (p) => {
          await p.locator('si-payable-portal').getByRole('heading', { name: DEMO_ORGANIZATION }).waitFor();
          await p.locator('si-payable-portal').getByText('Account Payable', { exact: true }).waitFor();
          await p.locator('si-payable-portal').getByText('Welcome, Kenji Sato').waitFor();
        }],
        [`/public/p/invoice/${token('payable')}`, 'payable-portal', (p) => p.locator('si-payable-portal').getByText('FAB-5521').first().waitFor()],
        [`/public/pay-intruction/${token('payable')}`, 'payable-portal', (p) => p.locator('si-payable-portal').getByText('Chase').first().waitFor()],
      ];
      for (const [path, layout, shows] of visits) {
        await page.goto(path);
        assert.equal(await page.locator('[data-layout]').getAttribute('data-layout'), layout, path);
        await shows(page);
      }
      assert.deepEqual(alerts, []);
    } finally {
      await context.close();
    }
  });

  it('/public/c/contract-edit/:token/:id opens that contract from the list link', async () => {
    const { context, page } = await freshPage();
    try {
      const clm = token('clm');
      await page.goto(`/public/c/${clm}`);
      await page.locator('si-contract-portal').getByRole('link', { name: /Master services agreement/ }).first().click();
      await page.waitForURL(new RegExp(`/public/c/contract-edit/${clm}/\\d+$`));
      await page.locator('si-contract-portal').getByText('Twelve months from the effective date', { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a bad token: the bar alerts the status text and the portal says the link is not valid', async () => {
    const { context, page, alerts } = await freshPage();
    try {
      await page.goto('/public/s/not-a-real-token');
      await page.locator('si-invoice-portal').getByText('This link is not valid', { exact: false }).first().waitFor();
      for (let tries = 0; alerts.length === 0 && tries < 200; tries++) await page.waitForTimeout(50);
      // Once, not once per render: a second alert would come within this pause.
      await page.waitForTimeout(700);
      assert.deepEqual(alerts, ['Not Found']);
    } finally {
      await context.close();
    }
  });

  it('a payment result page without its query says the link is incomplete', async () => {
    const { context, page } = await freshPage();
    try {
      await page.goto('/secureinvoice/payment-successful');
      await page.getByRole('heading', { name: 'This payment link is incomplete' }).waitFor();
      assert.equal(await page.locator('si-invoice-portal').count(), 0);
    } finally {
      await context.close();
    }
  });
});
