/**
 * An expired access token is refreshed exactly once and the request retried (spec 4, 8):
 * the server signs 3-second access tokens here, so a reload after the wait meets a 401.
 */
import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { signInDemoAdmin, storedKeys } from './support/signIn.ts';
import { startStack, type Stack } from './support/stack.ts';

const ACCESS_TOKEN_SECONDS = 3;

let stack: Stack;
let browser: Browser;

before(async () => {
  stack = await startStack({ env: { ACCESS_TOKEN_MINUTES: String(ACCESS_TOKEN_SECONDS / 60) } });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await stack?.stop();
});

it('refreshes an expired access token once, retries, and stays signed in', async () => {
  const context = await browser.newContext({ baseURL: stack.url });
  const page = await context.newPage();
  try {
    await signInDemoAdmin(page, stack.demo);
    const before = JSON.parse((await storedKeys(page)).auth ?? '{}');

    await page.waitForTimeout((ACCESS_TOKEN_SECONDS + 1.5) * 1000);
    const refreshes: string[] = [];
    const meStatuses: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.replace(/\/$/, '') === '/auth/jwt/refresh') refreshes.push(request.url());
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/auth/users/me/') meStatuses.push(response.status());
    });

    const retried = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/users/me/' && response.status() === 200);
    await page.reload();
    await retried;
    await page.getByText('Welcome, Olivia Admin').waitFor();

    assert.equal(refreshes.length, 1, 'exactly one POST /auth/jwt/refresh');
    assert.deepEqual(meStatuses, [401, 200], 'the current-user call failed once, then the retry succeeded');
    assert.equal(new URL(page.url()).pathname, '/apps/secureinvoice');
    const afterRefresh = JSON.parse((await storedKeys(page)).auth ?? '{}');
    assert.notEqual(afterRefresh.access, before.access, 'a new access token is stored');
    assert.equal(afterRefresh.refresh, before.refresh, 'the old refresh token is kept');
  } finally {
    await context.close();
  }
});
