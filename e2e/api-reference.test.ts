/**
 * The API reference page (/docs/api/): Swagger UI from the suite's own origin renders the
 * server's OpenAPI document in Chromium, one block per catalogue route, under the docs pages'
 * Content-Security-Policy (no inline script, no CDN), and "Try it out" reaches the API.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { API_ROUTES } from '@si/contract/api';
import { launchBrowser } from './support/browser.ts';
import { startStack, type Stack } from './support/stack.ts';

describe('the API reference page', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];
  /** Bytes over the wire per URL (compressed as sent). */
  const transferred = new Map<string, number>();

  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: stack.url, viewport: { width: 1440, height: 900 } });
    await context.exposeBinding('reportViolation', (_, text: string) => problems.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        void (window as unknown as { reportViolation(text: string): Promise<void> }).reportViolation(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`);
      });
    });
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('requestfinished', (request) => {
      void request.sizes().then((sizes) => transferred.set(request.url(), sizes.responseBodySize + sizes.responseHeadersSize));
    });
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Swagger UI renders only the blocks in view; its filter box (by tag) brings a tag's blocks in. */
  async function showTag(tag: string): Promise<void> {
    await page.getByPlaceholder('Filter by tag or path').fill(tag);
    await page.locator('.opblock-tag', { hasText: tag }).first().waitFor();
  }

  it('renders the document from the suite origin, every operation included, without a violation', async () => {
    const started = Date.now();
    const response = await page.goto('/docs/api/');
    assert.equal(response?.status(), 200);
    assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self'(;|$)/);
    await page.locator('.opblock').first().waitFor({ timeout: 20_000 });
    const rendered = Date.now() - started;
    await page.getByRole('heading', { name: 'Suite of portals API' }).waitFor();
    const operations = await page.evaluate(() => (window as unknown as { ui: { specSelectors: { operations(): { size: number } } } }).ui.specSelectors.operations().size);
    assert.equal(operations, API_ROUTES.length, 'one operation per catalogue route');
    await showTag('Workspaces');
    await page.locator('.opblock-summary-path', { hasText: '/api/accounts/{id}/contacts/{cid}/link' }).first().waitFor();

    const origins = new Set([...transferred.keys()].map((url) => new URL(url).origin));
    assert.deepEqual([...origins], [stack.url], 'nothing is fetched from another origin');
    const total = [...transferred.values()].reduce((sum, n) => sum + n, 0);
    console.log(`# API reference: ${transferred.size} requests, ${(total / 1024).toFixed(0)} KB over the wire, first operations shown after ${rendered} ms`);
    assert.deepEqual(problems, []);
  });

  it('tries a public call out against the same server', async () => {
    await showTag('Reference');
    const operation = page.locator('#operations-Reference-getOpenApiDocument');
    await operation.locator('.opblock-summary-control').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    await operation.locator('.live-responses-table .response-col_status', { hasText: '200' }).first().waitFor();
    assert.deepEqual(problems, []);
  });
});
