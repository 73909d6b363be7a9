/**
 * A walk through the real product: sign in (with and without MFA), the guards,
 * logout and Arabic, against the API server serving the built suite.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generate } from 'otplib';
import { launchBrowser } from './support/browser.ts';
import { fillSignIn, signInDemoAdmin, storedKeys } from './support/signIn.ts';
import { demoUser, startStack, type Stack } from './support/stack.ts';

describe('sign-in end to end', () => {
  let stack: Stack;
  let browser: Browser;

  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: stack.url });
    return { context, page: await context.newPage() };
  }

  it('signs the OA user in and lands on /apps/secureinvoice with the welcome line', async () => {
    const { context, page } = await freshPage();
    try {
      await signInDemoAdmin(page, stack.demo);
      await page.getByText('Welcome, Olivia Admin').waitFor();
      await page.getByRole('heading', { name: 'Secure Invoice dashboard' }).waitFor();
      const stored = await storedKeys(page);
      assert.ok(stored.auth && JSON.parse(stored.auth).access, 'auth holds the access token');
      assert.equal(JSON.parse(stored.user ?? '{}').first_name, 'Olivia');
    } finally {
      await context.close();
    }
  });

  it('signs the MFA user in with a TOTP code from demo.json', async () => {
    const ic = demoUser(stack.demo, (u) => u.mfa && Boolean(u.totpSecret));
    const { context, page } = await freshPage();
    try {
      await page.goto('/login');
      await fillSignIn(page, ic.email, ic.password);
      await page.waitForURL('**/mfa-challenge');
      const challenge = page.locator('si-mfa-challenge');
      await challenge.getByLabel('Verification code').fill(await generate({ secret: ic.totpSecret! }));
      await challenge.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/apps/secureinvoice');
      const stored = await storedKeys(page);
      assert.ok(stored.auth, 'tokens stored after the challenge');
      assert.equal(stored.mfa, null, 'the MFA token is cleared once signed in');
    } finally {
      await context.close();
    }
  });

  it('shows the error for a wrong password and stays on /login', async () => {
    const admin = demoUser(stack.demo, (u) => u.role === 'OA');
    const { context, page } = await freshPage();
    try {
      await page.goto('/login');
      await fillSignIn(page, admin.email, `${admin.password}-wrong`);
      const alert = page.locator('si-sign-in').locator('[part=error]');
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', /\S/);
      assert.equal(new URL(page.url()).pathname, '/login');
      assert.equal((await storedKeys(page)).auth, null);
    } finally {
      await context.close();
    }
  });

  it('sends a logged-out visitor of a login-required route to /login', async () => {
    const { context, page } = await freshPage();
    try {
      await page.goto('/bank/accounts');
      await page.waitForURL('**/login');
      await page.locator('si-sign-in').getByRole('button', { name: 'Sign in' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('logs out to /login with auth and user gone from localStorage', async () => {
    const { context, page } = await freshPage();
    try {
      await signInDemoAdmin(page, stack.demo);
      // Logout sits in the profile menu of the staff top bar (spec 2.13).
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      const stored = await storedKeys(page);
      assert.equal(stored.auth, null);
      assert.equal(stored.user, null);
      // The guard now holds: the dashboard is out of reach again.
      await page.goto('/apps/secureinvoice');
      await page.waitForURL('**/login');
    } finally {
      await context.close();
    }
  });

  it('turns the page right-to-left in Arabic', async () => {
    const { context, page } = await freshPage();
    try {
      await signInDemoAdmin(page, stack.demo);
      // Language sits in the profile menu of the staff top bar (spec 2.13).
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('button', { name: 'Arabic' }).click();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
      await page.getByRole('button', { name: 'تسجيل الخروج' }).waitFor();
      await page.getByText('مرحبًا، Olivia Admin').waitFor();
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    } finally {
      await context.close();
    }
  });
});
