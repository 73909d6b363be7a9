/**
 * Takes the guide's screenshots (docs/screenshots/*.png) from the seeded demo, as `npm start`
 * seeds it: the built suite on a fresh database, the demo administrator signed in, Chromium at
 * 1366 x 860 (and 375 px for the phone shots). Run after a build:
 *
 *   npm run build && node --import tsx hosts/suite/scripts/screenshots.ts [name ...]
 *
 * (SI_STATIC_DIR points at another build's folder; default dist/.)
 *
 * Each shot is a path and what a person does there; a step that no longer finds its control
 * fails that shot by name (the guide would show a screen that no longer exists) and the others
 * are still taken.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../../e2e/support/browser.ts';
import { demoPortal } from '../../../e2e/support/portal.ts';
import { signInDemoAdmin } from '../../../e2e/support/signIn.ts';
import { REPO, startStack, type Stack } from '../../../e2e/support/stack.ts';
import { api } from '../../../e2e/support/workspaces.ts';

/** Seeded records the shots open (hosts/api/src/seed). */
const DEMO_WORKSPACE = 'Alder & Finch Bakery';
const DEMO_CONTACT = 'Grace Alder';
const DEMO_CUSTOMER = 'Contoso Retail';

const OUT = path.join(REPO, 'docs/screenshots');
const WIDE = { width: 1366, height: 860 };
const PHONE = { width: 375, height: 760 };

type Shot = {
  name: string;
  /** Who looks: staff signed in, or a customer or contact in a portal (no sign-in). */
  as: 'staff' | 'portal';
  viewport?: { width: number; height: number };
  storage?: Record<string, string>;
  go(page: Page, stack: Stack): Promise<void>;
};

/** Waits until the page's API calls have settled and the fonts are in. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Opens a seeded row's details page by its link's name, and waits for that page. */
async function openRow(page: Page, element: string, name: string, href: RegExp): Promise<void> {
  await page.locator(element).getByRole('link', { name, exact: true }).first().click();
  await page.waitForURL(href);
}

const SHOTS: Shot[] = [
  { name: 'shell-light', as: 'staff', go: (page) => page.goto('/apps/secureinvoice').then(() => undefined) },
  { name: 'shell-dark', as: 'staff', storage: { theme: 'dark' }, go: (page) => page.goto('/apps/secureinvoice').then(() => undefined) },
  {
    name: 'shell-arabic',
    as: 'staff',
    async go(page) {
      await page.evaluate(() => localStorage.setItem('locale', 'ar'));
      await page.goto('/apps/secureinvoice');
    },
  },
  { name: 'shell-horizontal', as: 'staff', storage: { navigationMenu: 'horizontal' }, go: (page) => page.goto('/apps/secureinvoice').then(() => undefined) },
  { name: 'shell-phone', as: 'staff', viewport: PHONE, go: (page) => page.goto('/secureinvoice/accountsReceivable').then(() => undefined) },
  { name: 'workspaces-list', as: 'staff', go: (page) => page.goto('/filestride/workspaces').then(() => undefined) },
  {
    name: 'workspace-contact',
    as: 'staff',
    async go(page) {
      await page.goto('/filestride/workspaces');
      await openRow(page, 'si-workspaces-admin', DEMO_WORKSPACE, /\/filestride\/workspaceDetails\/1\/\d+$/);
      const detail = page.locator('si-workspace-detail');
      await detail.getByRole('tab', { name: 'Contacts' }).click();
      await detail.getByRole('button', { name: `Open ${DEMO_CONTACT}` }).click();
      await detail.getByRole('dialog', { name: DEMO_CONTACT }).waitFor();
    },
  },
  {
    name: 'workspace-requirements',
    as: 'staff',
    async go(page) {
      await page.goto('/filestride/workspaces');
      await openRow(page, 'si-workspaces-admin', DEMO_WORKSPACE, /\/filestride\/workspaceDetails\/1\/\d+$/);
      await page.getByText('Signed engagement letter').first().scrollIntoViewIfNeeded();
    },
  },
  { name: 'portal-returned', as: 'portal', go: (page, stack) => page.goto(`${demoPortal(stack.demo, 'filestride').path}`).then(() => undefined) },
  { name: 'receivables-accounts', as: 'staff', go: (page) => page.goto('/secureinvoice/accountsReceivable').then(() => undefined) },
  { name: 'payables-vendors', as: 'staff', go: (page) => page.goto('/payable/accounts').then(() => undefined) },
  {
    name: 'payables-bills',
    as: 'staff',
    async go(page) {
      await page.goto('/payable/accounts?view=bills');
      await page.locator('si-vendor-bills').getByText('BOS 2026 140').first().waitFor();
    },
  },
  {
    name: 'payables-bill-duplicates',
    as: 'staff',
    async go(page) {
      const bills = await api<{ results: { id: number }[] }>(page, `/api/bills?search=${encodeURIComponent('BOS 2026 140')}`);
      if (!bills.results[0]) throw new Error('the demo has no near-duplicate bill');
      await page.goto(`/payable/bills/${bills.results[0].id}`);
      await page.locator('si-vendor-bills').getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'payables-bank-details',
    as: 'staff',
    async go(page) {
      await page.goto('/payable/accounts?view=verifications');
      await page.locator('si-bank-details-verifications').getByText('Brightline Office Supply').first().waitFor();
    },
  },
  {
    name: 'payables-payment-runs',
    as: 'staff',
    async go(page) {
      await page.goto('/payable/accounts?view=payment-runs');
      await page.locator('si-payment-runs').getByRole('row').nth(2).waitFor();
    },
  },
  {
    name: 'payables-portal-bills',
    as: 'portal',
    async go(page, stack) {
      await page.goto(demoPortal(stack.demo, 'payable').path);
      await page.locator('si-payable-portal').getByText('FAB-5502').first().waitFor();
    },
  },
  {
    name: 'payables-credits',
    as: 'staff',
    async go(page) {
      const vendors = await api<{ results: { id: number; name: string }[] }>(page, `/api/accounts?module_kind=5&search=${encodeURIComponent('Summit Cloud Hosting')}`);
      const vendor = vendors.results.find((v) => v.name === 'Summit Cloud Hosting');
      if (!vendor) throw new Error('the demo has no Summit Cloud Hosting');
      await page.goto(`/payable/accountDetails/5/${vendor.id}`);
      const credits = page.locator('si-vendor-credits');
      await credits.getByText('SCH-CR-118').first().waitFor();
      await credits.scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'payables-aging',
    as: 'staff',
    async go(page) {
      await page.goto('/payable/report/ar-aging');
      const report = page.locator('si-ar-aging');
      await report.getByRole('button', { expanded: false }).first().click();
      await report.locator('[part="detail"] table').waitFor();
    },
  },
  {
    name: 'payables-settings',
    as: 'staff',
    async go(page) {
      await page.goto('/payable/organization/setting');
      const settings = page.locator('si-payables-settings');
      await settings.getByRole('heading', { name: 'Approval rules' }).first().waitFor();
      await settings.scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'expenses-claims',
    as: 'staff',
    async go(page) {
      await page.goto('/expensemanagement/expense?view=all');
      await page.locator('si-expense-claims').getByText('Trade fair, Chicago').first().waitFor();
    },
  },
  {
    name: 'expenses-claim',
    as: 'staff',
    async go(page) {
      const claims = await api<{ results: { id: number; title: string }[] }>(page, `/api/expense-claims?scope=all&search=${encodeURIComponent('Quarterly visit')}`);
      if (!claims.results[0]) throw new Error('the demo has no claim waiting for approval');
      await page.goto(`/expensemanagement/expenseDetails/claim/${claims.results[0].id}`);
      await page.locator('si-expense-claim').getByRole('button', { name: 'Approve', exact: true }).waitFor();
    },
  },
  {
    name: 'expenses-reimbursements',
    as: 'staff',
    async go(page) {
      await page.goto('/expensemanagement/accountsPayable');
      await page.locator('si-expense-reimbursements').getByRole('row').nth(2).waitFor();
    },
  },
  {
    name: 'sales-leads',
    as: 'staff',
    async go(page) {
      await page.goto('/spm/leads');
      await page.locator('si-sales-leads').getByText('Southridge Video').first().waitFor();
    },
  },
  {
    name: 'sales-convert',
    as: 'staff',
    async go(page) {
      const leads = await api<{ results: { id: number }[] }>(page, `/api/sales/leads?search=${encodeURIComponent('Contoso Freight Ltd')}`);
      if (!leads.results[0]) throw new Error('the demo has no lead resembling Contoso Freight');
      await page.goto(`/spm/leads?lead=${leads.results[0].id}`);
      const panel = page.locator('si-sales-leads').getByRole('dialog');
      await panel.getByRole('button', { name: 'Convert', exact: true }).click();
      await panel.getByText('Merge into this account:').first().waitFor();
    },
  },
  {
    name: 'sales-board',
    as: 'staff',
    async go(page) {
      const pipelines = await api<{ results: { id: number; name: string }[] }>(page, '/api/pipelines?page_size=100');
      const newBusiness = pipelines.results.find((p) => p.name === 'New business');
      if (!newBusiness) throw new Error('the demo has no New business pipeline');
      await page.goto(`/spm/loans?pipeline=${newBusiness.id}`);
      await page.locator('si-deal-board').getByText('Route planner rollout').first().waitFor();
    },
  },
  {
    name: 'sales-deal',
    as: 'staff',
    async go(page) {
      const deals = await api<{ results: { id: number; account: { id: number } }[] }>(page, `/api/sales/deals?search=${encodeURIComponent('Fleet analytics, 3-year term')}`);
      const deal = deals.results[0];
      if (!deal) throw new Error('the demo has no Fleet analytics deal');
      await page.goto(`/spm/accounts/${deal.account.id}/${deal.id}`);
      await page.locator('si-deal').getByText('Proposal walk-through with Olga').first().waitFor();
    },
  },
  {
    name: 'lending-loans',
    as: 'staff',
    async go(page) {
      await page.goto('/bank/accounts');
      await page.locator('si-loans').getByRole('row').nth(3).waitFor();
    },
  },
  {
    name: 'lending-loan',
    as: 'staff',
    async go(page) {
      const loans = await api<{ results: { id: number }[] }>(page, `/api/lending/loans?search=${encodeURIComponent('Riverside Farms')}`);
      if (!loans.results[0]) throw new Error('the demo has no Riverside Farms loan');
      await page.goto(`/bank/accounts/${loans.results[0].id}`);
      await page.locator('si-loan-covenants').getByText('Warning').first().waitFor();
    },
  },
  {
    name: 'lending-monitoring',
    as: 'staff',
    async go(page) {
      await page.goto('/bank/loanmonitoring');
      await page.locator('si-loan-monitoring').getByText('Riverside Farms LLC').first().waitFor();
    },
  },
  {
    name: 'lending-board',
    as: 'staff',
    async go(page) {
      await page.goto('/bank/accounts?view=board');
      await page.locator('si-loan-board').getByText('Northgate Logistics').first().waitFor();
    },
  },
  {
    name: 'lending-draws',
    as: 'staff',
    async go(page) {
      const loans = await api<{ results: { id: number }[] }>(page, `/api/lending/loans?search=${encodeURIComponent('Harbor View')}`);
      if (!loans.results[0]) throw new Error('the demo has no Harbor View loan');
      await page.goto(`/bank/accounts/${loans.results[0].id}`);
      await page.locator('si-loan-draws').getByText('Framing').first().waitFor();
      await page.locator('si-loan-draws').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'lending-portal',
    as: 'portal',
    async go(page, stack) {
      await page.goto(demoPortal(stack.demo, 'bank').path);
      await page.locator('si-upload-requirements').getByText('EBITDA').first().waitFor();
    },
  },
  {
    name: 'expenses-settings',
    as: 'staff',
    async go(page) {
      await page.goto('/expensemanagement/settings');
      await page.locator('si-expense-settings').getByText('Mileage').first().waitFor();
    },
  },
  {
    name: 'receivables-invoice',
    as: 'staff',
    async go(page) {
      const drafts = await api<{ results: { id: number }[] }>(page, '/api/invoices?state=draft&page_size=10');
      if (!drafts.results[0]) throw new Error('the demo has no draft invoice');
      await page.goto(`/secureinvoice/draft?invoice=${drafts.results[0].id}`);
      await page.locator('si-invoice-editor').getByRole('form').waitFor();
    },
  },
  {
    name: 'receivables-refund',
    as: 'staff',
    async go(page) {
      await page.goto('/secureinvoice/accountsReceivable');
      await openRow(page, 'si-receivable-accounts', DEMO_CUSTOMER, /\/secureinvoice\/accountDetails\/4\/\d+$/);
      const element = page.locator('si-account-receivables');
      await element.getByRole('tab', { name: 'Payments', exact: true }).click();
      const refund = element.getByRole('button', { name: /^Refund/ }).and(page.locator(':enabled')).first();
      await refund.click();
      await element.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'receivables-portal-statement',
    as: 'portal',
    async go(page, stack) {
      await page.goto(demoPortal(stack.demo, 'secureinvoice').path);
      const portal = page.locator('si-invoice-portal, si-portal').first();
      await portal.getByRole('tab', { name: 'Statements' }).click();
      const boxes = portal.getByRole('checkbox');
      await boxes.first().waitFor();
      for (const box of (await boxes.all()).slice(0, 2)) await box.check();
    },
  },
  {
    name: 'receivables-aging',
    as: 'staff',
    async go(page) {
      await page.goto('/secureinvoice/report/ar-aging');
      const report = page.locator('si-ar-aging');
      await report.getByRole('button', { expanded: false }).first().click();
    },
  },
  {
    name: 'portal-phone',
    as: 'portal',
    viewport: PHONE,
    go: (page, stack) => page.goto(demoPortal(stack.demo, 'secureinvoice').path).then(() => undefined),
  },
];

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const shots = only.length ? SHOTS.filter((s) => only.includes(s.name)) : SHOTS;
  mkdirSync(OUT, { recursive: true });
  const stack = await startStack({ env: process.env.SI_STATIC_DIR ? { STATIC_DIR: process.env.SI_STATIC_DIR } : {} });
  const browser = await launchBrowser();
  const failed: string[] = [];
  try {
    for (const shot of shots) {
      const context: BrowserContext = await browser.newContext({ baseURL: stack.url, viewport: shot.viewport ?? WIDE, reducedMotion: 'reduce' });
      const page = await context.newPage();
      try {
        await page.goto('/login');
        await page.evaluate((storage) => {
          localStorage.setItem('theme', 'light');
          for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
        }, shot.storage ?? {});
        if (shot.as === 'staff') await signInDemoAdmin(page, stack.demo);
        await shot.go(page, stack);
        await settle(page);
        await page.screenshot({ path: path.join(OUT, `${shot.name}.png`) });
        console.log(`✔ ${shot.name}`);
      } catch (error) {
        failed.push(shot.name);
        console.error(`✗ ${shot.name}: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  if (failed.length) {
    console.error(`${failed.length} of ${shots.length} screenshots not taken: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
