/**
 * What crosses the wire on a first visit: the tenant page's element scripts arrive compressed,
 * with their whole chunk graph requested within two round trips and cached by kind (stable
 * loader URLs briefly, hashed chunks for good); the suite's /login the same, without the
 * administration's code.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { startStack, type Stack } from './support/stack.ts';
import { seesInvoices } from './support/portal.ts';
import { countWire, scriptRoundTrips, totalBytes, type WireRequest } from './support/wire.ts';

const HASHED_FOR_GOOD = /max-age=31536000.*immutable/;
const LOADER = /^public, max-age=300\b/;

/** An element's loader: `/elements/<name>.js`. */
const isLoader = (url: string) => /\/elements\/[a-z-]+\.js$/.test(new URL(url).pathname);

function assertCompressed(scripts: WireRequest[]): void {
  assert.ok(scripts.length > 0, 'scripts were loaded');
  for (const script of scripts) {
    // Files of 1 KB or less (the loaders, the bundler's tiny runtime) gain nothing from it.
    if (!script.encoding && script.length <= 1024) continue;
    assert.equal(script.status, 200, script.url);
    // Chromium accepts br; the server holds a Brotli copy of every script.
    assert.equal(script.encoding, 'br', `${script.url} arrives Brotli-compressed`);
    assert.match(script.vary, /accept-encoding/i, `${script.url} says it varies by encoding`);
  }
}

describe('bytes over the wire', () => {
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

  it('the tenant page gets its element scripts compressed, in two round trips, with loaders short-cached and chunks immutable', async () => {
    const context = await browser.newContext({ baseURL: stack.tenantUrl });
    try {
      const page = await context.newPage();
      const wire = await countWire(page);
      await page.goto('/');
      await seesInvoices(page.locator('si-invoice-portal'));
      await page.locator('si-statement').getByText('Total due').waitFor();
      const requests = await wire.stop();
      const scripts = requests.filter((r) => r.type === 'Script');
      assertCompressed(scripts);

      const loaders = scripts.filter((s) => isLoader(s.url));
      assert.deepEqual(loaders.map((s) => new URL(s.url).pathname).sort(), ['/elements/invoice-portal.js', '/elements/statement.js', '/elements/upload-requirements.js']);
      for (const loader of loaders) assert.match(loader.cacheControl, LOADER, loader.url);
      for (const chunk of scripts.filter((s) => s.url.includes('/elements/chunks/'))) assert.match(chunk.cacheControl, HASHED_FOR_GOOD, chunk.url);
      // Nothing of the staff side: no administration, workflow or sign-in code on a customer's page.
      assert.deepEqual(scripts.filter((s) => /(admin|workflow|sign-in|settings|report)/.test(new URL(s.url).pathname)).map((s) => s.url), []);

      const rounds = await scriptRoundTrips(page, requests);
      const deepest = Math.max(...rounds.values());
      assert.ok(deepest <= 2, `every script is requested within two round trips (deepest: ${deepest}: ${[...rounds].filter(([, n]) => n > 2).map(([u]) => u).join(', ')})`);
      assert.equal(rounds.size, scripts.length, 'every script loaded is part of the graph the HTML names');
      // A JSON answer over 1 KB (the invoice list) is compressed on the fly.
      const json = requests.filter((r) => r.type === 'Fetch' && r.bytes > 1024 && r.url.includes('/api/portal/'));
      for (const answer of json) assert.ok(['br', 'gzip'].includes(answer.encoding), `${answer.url} is compressed`);
      assert.ok(totalBytes(requests) < 200 * 1024, `the tenant page weighs ${totalBytes(requests)} bytes over the wire`);
    } finally {
      await context.close();
    }
  });

  it('the invoice portal’s loader sends the portal’s first reads, before the runtime is evaluated, and the element reads nothing again', async () => {
    const context = await browser.newContext({ baseURL: stack.tenantUrl });
    try {
      const page = await context.newPage();
      // Which script sent each portal read: the top of the initiator's stack.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const senders: string[] = [];
      cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
        if (/\/api\/(filedrop|portal\/details)\?/.test(request.url)) senders.push(`${new URL(request.url).pathname} ${initiator.stack?.callFrames[0]?.url ?? '?'}`);
      });
      const wire = await countWire(page);
      await page.goto('/pay');
      await seesInvoices(page.locator('si-invoice-portal'));
      const requests = await wire.stop();
      // Each read once, sent by the early-reads chunk rather than the element's own code.
      const sentBy = senders.map((line) => line.replace(/ .*\/elements\/(chunks\/[a-z-]+)-[\w-]{8}\.js$/, ' $1')).sort();
      assert.deepEqual(sentBy, ['/api/filedrop chunks/early-reads', '/api/portal/details chunks/early-reads'], senders.join('; '));
      // What the list does not show (an opened invoice, the statement) is not loaded for it.
      const scripts = requests.filter((r) => r.type === 'Script').map((r) => new URL(r.url).pathname);
      assert.deepEqual(scripts.filter((path) => /\/chunks\/(invoice-parts|comments|pay-instructions)-/.test(path)), []);
      assert.ok(scripts.some((path) => /\/chunks\/early-reads-/.test(path)), 'the early reads come with the loader');
    } finally {
      await context.close();
    }
  });

  it('the suite’s /login downloads only the shell and the sign-in element, compressed', async () => {
    const context = await browser.newContext({ baseURL: stack.url });
    try {
      const page = await context.newPage();
      const wire = await countWire(page);
      await page.goto('/login');
      await page.locator('si-sign-in').getByLabel('Email').waitFor();
      const requests = await wire.stop();
      const scripts = requests.filter((r) => r.type === 'Script');
      assertCompressed(scripts);
      const html = requests.find((r) => r.type === 'Document');
      assert.equal(html?.cacheControl, 'no-cache');
      assert.deepEqual(scripts.filter((s) => /(Admin|Workflow|Report|Workspace|admin)/.test(new URL(s.url).pathname)).map((s) => s.url), [], 'no administration code on /login');
      assert.ok(totalBytes(requests) < 200 * 1024, `/login weighs ${totalBytes(requests)} bytes over the wire`);
      // Nothing asked for is missing: the favicon is there, and no logo is asked for that does not exist.
      assert.deepEqual(requests.filter((r) => r.status >= 400).map((r) => `${r.status} ${r.url}`), []);
      const icon = await page.request.get('/favicon.svg');
      assert.equal(icon.status(), 200);
      assert.match(icon.headers()['content-type'] ?? '', /^image\/svg\+xml/);
    } finally {
      await context.close();
    }
  });
});
