/**
 * The suite under its own Content-Security-Policy (hosts/api/src/platform/security-headers.ts):
 * the public pages, every staff route the demo admin opens, the demo portals and the docs pages
 * load in Chromium with no CSP violation and no script error.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { routeTable } from '../hosts/suite/src/modules/routing/utils/routeTable.ts';
import { launchBrowser } from './support/browser.ts';
import { signInDemoAdmin } from './support/signIn.ts';
import { startStack, type Stack } from './support/stack.ts';

const DOCS = ['/docs/', '/docs/embedding.html', '/docs/api.html', '/docs/architecture.html'];

/** A route's path with every parameter filled with 1 (the page's own not-found state is fine here). */
const pathOf = (path: string) => path.replace(/:(\w+)\??/g, (_, name: string) => (name === 'token' || name === 'key' ? 'csp-unknown-token' : '1'));

/** Opens a suite path without a full page load: the router follows history like a link click. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(() => !document.querySelector('.si-loading, .si-page-loading'), undefined, { timeout: 8000 }).catch(() => undefined);
}

describe('the suite under its Content-Security-Policy', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Every violation and script error, with the path it happened on. */
  const problems: string[] = [];

  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: stack.url, viewport: { width: 1440, height: 900 } });
    // The event names the directive and what it blocked; bound to the context, it survives page loads.
    await context.exposeBinding('reportViolation', ({ page: from }, text: string) => problems.push(`${new URL(from.url()).pathname}: ${text}`));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        void (window as unknown as { reportViolation(text: string): Promise<void> }).reportViolation(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
      });
    });
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`${new URL(page.url()).pathname}: page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) problems.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    });
    page.on('dialog', (dialog) => void dialog.dismiss());
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** The problems reported since `from`, after the page had a moment to settle. */
  async function since(from: number): Promise<string[]> {
    await page.waitForTimeout(150);
    return problems.slice(from);
  }

  it('serves /login with the policy, and the public pages load without a violation', async () => {
    const from = problems.length;
    const response = await page.goto('/login');
    const csp = response?.headers()['content-security-policy'] ?? '';
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /frame-ancestors 'none'/);
    await page.locator('si-sign-in').getByRole('button', { name: 'Sign in' }).waitFor();
    for (const route of routeTable.filter((r) => r.guard !== 'login')) await openInApp(page, pathOf(route.path));
    assert.deepEqual(await since(from), []);
  });

  it('signs in and opens every staff route without a violation', async () => {
    const from = problems.length;
    await signInDemoAdmin(page, stack.demo);
    await page.getByRole('heading', { name: 'Secure Invoice dashboard' }).waitFor();
    const staff = routeTable.filter((r) => r.guard === 'login').map((r) => pathOf(r.path));
    assert.ok(staff.length > 50, 'the route table lists the staff screens');
    for (const path of staff) await openInApp(page, path);
    assert.deepEqual(await since(from), []);
  });

  it('opens every demo portal by its token without a violation', async () => {
    const from = problems.length;
    for (const portal of stack.demo.portals) {
      await page.goto(portal.path);
      await page.locator('[data-layout]').waitFor();
    }
    assert.deepEqual(await since(from), []);
  });

  it('shows the docs pages styled, without a violation', async () => {
    const from = problems.length;
    for (const path of DOCS) {
      const response = await page.goto(path);
      assert.equal(response?.status(), 200, path);
      // The inline stylesheet applied: the side menu sits in its own grid column.
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).display), 'grid', path);
    }
    assert.deepEqual(await since(from), []);
  });
});
