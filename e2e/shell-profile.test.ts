/**
 * The profile, MFA, dashboards and the settings panel, end to end
 * against the API server serving the built suite: Edit Profile refuses an empty name and
 * saves a new one, MFA turns on with two TOTP codes, the secure-invoice dashboard shows the
 * server's figures, and two settings-panel choices survive a reload.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { signInDemoAdmin } from './support/signIn.ts';
import { startStack, type Stack } from './support/stack.ts';

const WIDE = { width: 1440, height: 900 };
const PERIOD = 30;

/** GET an API path on the page's own session, as the suite does. */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const { access } = JSON.parse(localStorage.getItem('auth')!);
    const response = await fetch(url, { headers: { Authorization: `JWT ${access}` } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  }, path) as Promise<T>;
}

async function openEditProfile(page: Page) {
  await page.locator('button[name=profile]').click();
  await page.locator('button[name=edit-profile]').click();
  const drawer = page.locator('si-profile-drawer');
  const first = drawer.getByLabel('First name');
  await first.waitFor();
  // The form fills in when the profile has loaded; editing before that would be overwritten.
  for (const deadline = Date.now() + 15_000; (await first.inputValue()) === '' && Date.now() < deadline; ) await page.waitForTimeout(50);
  return drawer;
}

describe('staff shell: profile, MFA, dashboard and settings end to end', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  const patches: string[] = [];

  before(async () => {
    stack = await startStack({ env: process.env.SI_STATIC_DIR ? { STATIC_DIR: process.env.SI_STATIC_DIR } : {} });
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: stack.url, viewport: WIDE });
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname.startsWith('/api/users/')) patches.push(request.url());
    });
    await signInDemoAdmin(page, stack.demo);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('Edit Profile refuses an empty first name and saves a new one that the welcome line shows after a reload', async () => {
    const drawer = await openEditProfile(page);
    const last = await drawer.getByLabel('Last name').inputValue();
    await drawer.getByLabel('First name').fill('');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Field is required').first().waitFor();
    assert.deepEqual(patches, [], 'no PATCH for an empty name');

    await drawer.getByLabel('First name').fill('Grace');
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/users/'));
    await drawer.getByRole('button', { name: 'Save' }).click();
    assert.equal((await saved).status(), 200);
    await drawer.getByText('Your profile was saved.').waitFor();

    await page.reload();
    await page.getByTestId('welcome').getByText(`Welcome, Grace ${last}`).waitFor();
  });

  it('enables MFA with two consecutive TOTP codes and shows MFA on', async () => {
    const drawer = await openEditProfile(page);
    const mfa = drawer.locator('[part~=mfa]');
    await mfa.getByText('Not enabled').waitFor();
    await mfa.getByRole('button', { name: 'Enable' }).click();
    const dialog = drawer.getByRole('dialog', { name: 'Setup user MFA' });
    await dialog.getByRole('heading', { name: 'Setup user MFA' }).waitFor();
    const secret = (await dialog.locator('[part~=secret]').textContent())!.trim();
    assert.match(secret, /^[A-Z2-7]{16,}$/);
    // As an authenticator shows them: the previous 30 s step's code, then the current one.
    const step = Math.floor(Date.now() / 1000 / PERIOD);
    await dialog.getByLabel('Code 1').fill(await generate({ secret, epoch: (step - 1) * PERIOD }));
    await dialog.getByLabel('Code 2').fill(await generate({ secret, epoch: step * PERIOD }));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await mfa.getByText('Enabled', { exact: true }).waitFor();
    assert.equal(await dialog.count(), 0, 'the dialog closes');
    // The server agrees, after a reload too.
    await page.reload();
    const again = await openEditProfile(page);
    await again.locator('[part~=mfa]').getByText('Enabled', { exact: true }).waitFor();
  });

  it('shows the secure-invoice dashboard with the figures the server counts from the seed', async () => {
    await page.goto('/apps/secureinvoice');
    await page.getByRole('heading', { name: 'Secure Invoice dashboard' }).waitFor();
    const summary = await apiGet<{ accounts: { total: number }; items: { open: number; overdue: number; closed: number; total: number } }>(page, '/api/dashboard/secureinvoice');
    assert.ok(summary.items.total > 0, 'the seed has secure-invoice items');
    const card = (name: string) => page.locator(`[data-figure=${name}] .si-dashboard__card-value`).textContent();
    assert.equal(await card('open'), String(summary.items.open));
    assert.equal(await card('overdue'), String(summary.items.overdue));
    assert.equal(await card('closed'), String(summary.items.closed));
    assert.equal(await card('accounts'), String(summary.accounts.total));
    const chart = page.getByRole('img', { name: /^Open items by due date: / });
    assert.match((await chart.getAttribute('aria-label'))!, /Overdue 91\+ days \d+/);
  });

  it('keeps two settings-panel choices over a reload under the spec keys', async () => {
    await page.goto('/apps/secureinvoice');
    await page.locator('button[name=settings]').click();
    const panel = page.locator('si-settings-panel');
    await panel.getByRole('radio', { name: 'Bordered' }).check();
    await panel.getByRole('radio', { name: 'Absolute' }).check();
    const shell = page.locator('.si-shell');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.si-shell')?.dataset.skin === 'bordered');
    assert.deepEqual(await page.evaluate(() => [localStorage.getItem('skin'), localStorage.getItem('isNavbarFixed')]), ['bordered', 'false']);

    await page.reload();
    await shell.waitFor();
    assert.deepEqual(await shell.evaluate((element) => [(element as HTMLElement).dataset.skin, (element as HTMLElement).dataset.navbar]), ['bordered', 'absolute']);
    await page.locator('button[name=settings]').click();
    assert.equal(await panel.getByRole('radio', { name: 'Bordered' }).isChecked(), true);
    assert.equal(await panel.getByRole('radio', { name: 'Absolute' }).isChecked(), true);
  });
});
