/**
 * Takes the README's screenshots of the staff shell (light, dark, Arabic, horizontal menu) and
 * the user guide's of the workspaces (list, a contact's link and access log, requirements, the
 * contact's portal) and of secure invoicing (the customers, an invoice, the aging, a refund, the
 * customer's statement with invoices ticked to pay) from the real product: the API server serving
 * the built suite, the seeded demo admin, demo workspaces and demo portals.
 * Run after a build: node --import tsx hosts/suite/scripts/screenshots.ts
 * (SI_STATIC_DIR points at another build's folder; default dist/.)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../../e2e/support/browser.ts';
import { demoPortal } from '../../../e2e/support/portal.ts';
import { signInDemoAdmin } from '../../../e2e/support/signIn.ts';
import { REPO, startStack } from '../../../e2e/support/stack.ts';

const OUT = join(REPO, 'docs/screenshots');

async function shoot(page: Page, name: string): Promise<void> {
  // The page slides in (spec 2.1); let it land before the picture.
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(OUT, `${name}.png`) });
  console.log(`docs/screenshots/${name}.png`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const stack = await startStack({ env: process.env.SI_STATIC_DIR ? { STATIC_DIR: process.env.SI_STATIC_DIR } : {} });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ baseURL: stack.url, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    await signInDemoAdmin(page, stack.demo);
    await page.goto('/secureinvoice/report/ar-aging');
    await page.locator('[data-testid=welcome]').filter({ hasText: /\S/ }).waitFor();
    await shoot(page, 'shell-light');

    await page.locator('button[name=theme]').click();
    await page.locator('button[name=theme-dark]').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await shoot(page, 'shell-dark');

    await page.locator('button[name=theme]').click();
    await page.locator('button[name=theme-light]').click();
    await page.locator('button[name=profile]').click();
    await page.locator('button[name=locale-ar]').click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.locator('button[name=profile]').click();
    await shoot(page, 'shell-arabic');

    await page.evaluate(() => {
      localStorage.setItem('locale', 'en');
      localStorage.setItem('navigationMenu', 'horizontal');
    });
    await page.goto('/bank/accounts');
    await page.locator('nav.si-nav--horizontal button[data-name=bank-reports]').click();
    await shoot(page, 'shell-horizontal');

    await page.evaluate(() => localStorage.setItem('navigationMenu', 'vertical'));
    await workspaces(page, stack.url);
    await receivables(page);
    await receivablesPortal(page, stack.url, demoPortal(stack.demo, 'secureinvoice').token);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

/** The guide's pictures of a demo workspace: the list, a contact's link panel, its requirements and the contact's portal. */
async function workspaces(page: Page, suiteUrl: string): Promise<void> {
  await page.goto('/filestride/workspaces');
  const list = page.locator('si-workspaces-admin');
  await list.getByRole('link', { name: 'Alder & Finch Bakery' }).waitFor();
  await shoot(page, 'workspaces-list');

  await list.getByRole('link', { name: 'Alder & Finch Bakery' }).click();
  await page.waitForURL(/\/filestride\/workspaceDetails\/1\/\d+$/);
  const accountId = Number(page.url().split('/').pop());
  const detail = page.locator('si-workspace-detail');
  await detail.getByRole('tab', { name: 'Contacts' }).click();
  await detail.getByRole('button', { name: 'Open Grace Alder' }).click();
  await page.waitForTimeout(800);
  await shoot(page, 'workspace-contact');
  await page.keyboard.press('Escape');

  const requirements = page.locator('si-workspace-requirements');
  await requirements.getByText('Signed engagement letter').first().scrollIntoViewIfNeeded();
  await shoot(page, 'workspace-requirements');

  // The contact's view: a fresh link for Grace (issued through the API, as the Issue link button does).
  const link = await page.evaluate(async ({ accountId }) => {
    const { access } = JSON.parse(localStorage.getItem('auth')!);
    const headers = { Authorization: `JWT ${access}`, 'Content-Type': 'application/json' };
    const contacts = await (await fetch(`/api/accounts/${accountId}/contacts`, { headers })).json();
    const grace = contacts.results.find((c: { first_name: string }) => c.first_name === 'Grace');
    const issued = await (await fetch(`/api/accounts/${accountId}/contacts/${grace.id}/link`, { method: 'POST', headers, body: '{}' })).json();
    return issued.url as string;
  }, { accountId });
  const portal = await page.context().browser()!.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await portal.goto(new URL(new URL(link).pathname, suiteUrl).toString());
  await portal.locator('si-upload-requirements').getByText(/Sent back/).first().waitFor();
  await portal.locator('si-upload-requirements').getByText(/Sent back/).first().scrollIntoViewIfNeeded();
  await shoot(portal, 'portal-returned');
  await portal.close();
}

/** The guide's pictures of secure invoicing: the demo customers, an invoice of three lines, the aging as of 30 days ago. */
async function receivables(page: Page): Promise<void> {
  await page.goto('/secureinvoice/accountsReceivable');
  const list = page.locator('si-receivable-accounts');
  await list.getByRole('link', { name: 'Tailspin Toys', exact: true }).waitFor();
  await shoot(page, 'receivables-accounts');

  await page.goto('/secureinvoice/draft');
  const drafts = page.locator('si-invoice-drafts');
  await drafts.getByRole('link', { name: /Spare parts, December/ }).click();
  await page.locator('si-invoice-editor').getByRole('button', { name: /Finalize/ }).waitFor();
  await shoot(page, 'receivables-invoice');

  const earlier = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  await page.goto('/secureinvoice/report/ar-aging');
  const aging = page.locator('si-ar-aging');
  await aging.getByLabel(/As of/).fill(earlier);
  await aging.getByRole('button', { name: /Tailspin Toys/ }).click();
  await page.waitForTimeout(800);
  await shoot(page, 'receivables-aging');

  await page.goto('/secureinvoice/accountsReceivable');
  await list.getByRole('link', { name: 'Tailspin Toys', exact: true }).click();
  const account = page.locator('si-account-receivables');
  await account.getByRole('tab', { name: 'Payments' }).click();
  await account.locator('[part~="refund"]:not([disabled])').first().click();
  await page.waitForTimeout(800);
  await shoot(page, 'receivables-refund');
}

/** The customer's latest statement in the portal, two open invoices ticked to pay in one checkout. */
async function receivablesPortal(page: Page, suiteUrl: string, token: string): Promise<void> {
  const portal = await page.context().browser()!.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await portal.goto(new URL(`/public/view-latest-statement/${token}`, suiteUrl).toString());
  const picks = portal.locator('si-invoice-portal').locator('[part~="invoice-pick"]');
  await picks.nth(1).waitFor();
  await picks.nth(0).check();
  await picks.nth(1).check();
  await shoot(portal, 'receivables-portal-statement');
  await portal.close();
}

await main();
