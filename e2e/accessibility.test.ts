/**
 * axe-core over the built product: every route of the suite's route table that the demo
 * admin can open, in light and in dark, the public pages before signing in, the demo
 * portals by their real tokens, and the tenant site's pages; then every route again in
 * French and in Arabic (right to left). Fails on a serious or critical violation (WCAG
 * 2.0/2.1 A and AA rules; axe walks open shadow roots).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { routeTable } from '../hosts/suite/src/modules/routing/utils/routeTable.ts';
import type { RouteDefinition } from '../hosts/suite/src/modules/routing/utils/RouteDefinition.ts';
import { countApiRequests, launchBrowser } from './support/browser.ts';
import { signInDemoAdmin } from './support/signIn.ts';
import { REPO, startStack, type Stack } from './support/stack.ts';

const AXE = join(REPO, 'node_modules/axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const THEMES = ['light', 'dark'] as const;
/** The other two languages of the product; English is the default the passes above run in. */
const OTHER_LOCALES = ['fr', 'ar'] as const;

/**
 * Screens with a violation that is known and not yet fixed: the path, the rule and why.
 * The rule stays on everywhere else; keep this list short and empty it as they are fixed.
 */
const KNOWN: { path: RegExp; rule: string; reason: string }[] = [];

// Every parameter gets the sample id 1: where the seed has no such record, the page's
// own "not found" state is what gets scanned.
const SAMPLE_ID = '1';
// A one-time token that was never issued: the route's own "this link is not valid" state is
// what gets scanned by route; the demo portals are also scanned by their real tokens.
const UNKNOWN_TOKEN = 'a11y-unknown-token';

/** A route's path with its parameters filled in. */
function pathOf(route: RouteDefinition): string {
  return route.path.replace(/:(\w+)\??/g, (_, name: string) => (name === 'token' || name === 'key' ? UNKNOWN_TOKEN : SAMPLE_ID));
}

type Violation = { id: string; impact: string | null; nodes: { target: unknown[] }[]; help: string };

type Scan = { label: string; violations: Violation[] };

/** Loads axe into the page once (a full page load drops it). */
async function ensureAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
}

/** Waits until the route has rendered and its first API calls have answered. */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('.si-loading, .si-page-loading') && Boolean(document.querySelector('#root')?.children.length), undefined, { timeout: 8000 })
    .catch(() => undefined);
  const deadline = Date.now() + 4000;
  while (inFlight() > 0 && Date.now() < deadline) await page.waitForTimeout(40);
  await page.waitForTimeout(120);
}

async function runAxe(page: Page): Promise<Violation[]> {
  await ensureAxe(page);
  const result = (await page.evaluate(
    (tags) => (window as unknown as { axe: { run(c: Document, o: object): Promise<unknown> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    TAGS,
  )) as { violations: Violation[] };
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Opens a suite path without a full page load: the router follows history like a link click. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('accessibility (axe-core) end to end', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let inFlight: () => number = () => 0;
  const scans: Scan[] = [];

  before(async () => {
    stack = await startStack({ tenant: true, env: process.env.SI_STATIC_DIR ? { STATIC_DIR: process.env.SI_STATIC_DIR } : {} });
    browser = await launchBrowser();
    // Reduced motion: axe measures the settled page, not a page half faded in by its slide.
    // The suite's policy refuses the injected axe script, as the tenant's does; bypassing it changes nothing axe checks.
    context = await browser.newContext({ baseURL: stack.url, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', bypassCSP: true });
    page = await context.newPage();
    inFlight = countApiRequests(page);
    // A portal with a bad link may raise an alert; it must not stall the scan.
    page.on('dialog', (dialog) => void dialog.dismiss());
  });

  after(async () => {
    const screens = scans.length;
    const violations = scans.reduce((sum, scan) => sum + scan.violations.length, 0);
    console.log(`axe-core (suite): ${screens} screens scanned, ${violations} violations`);
    await browser?.close();
    await stack?.stop();
  });

  async function scan(label: string): Promise<void> {
    // The tenant site has no suite root to wait for: its own test waits for the network.
    if (page.url().startsWith(stack.url)) await settle(page, inFlight);
    const path = new URL(page.url()).pathname;
    const violations = (await runAxe(page)).filter((v) => !KNOWN.some((k) => k.rule === v.id && k.path.test(path)));
    scans.push({ label, violations });
  }

  async function setTheme(theme: (typeof THEMES)[number]): Promise<void> {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
  }

  function report(from: number): string {
    return scans
      .slice(from)
      .filter((s) => s.violations.length)
      .map((s) => `${s.label}\n${s.violations.map((v) => `  ${v.impact} ${v.id}: ${v.help} at ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(' ')}`).join('\n')}`)
      .join('\n');
  }

  async function setLocale(locale: string): Promise<void> {
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    await page.reload();
  }

  const publicPaths = routeTable.filter((r) => r.guard !== 'login').map(pathOf);
  const staffPaths = routeTable.filter((r) => r.guard === 'login').map(pathOf);

  it('finds no serious violation on the public pages, before signing in', async () => {
    const from = scans.length;
    await page.goto('/login');
    for (const theme of THEMES) {
      await setTheme(theme);
      for (const path of publicPaths) {
        await openInApp(page, path);
        await scan(`${theme} ${path}`);
      }
    }
    for (const portal of stack.demo.portals) {
      await page.goto(portal.path);
      await scan(`light ${portal.module} portal ${portal.path.replace(portal.token, '<token>')}`);
    }
    assert.equal(report(from), '');
  });

  it('finds no serious violation on any route a signed-in admin opens, in light and dark', async () => {
    const from = scans.length;
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await signInDemoAdmin(page, stack.demo);
    const untitled: string[] = [];
    for (const theme of THEMES) {
      await setTheme(theme);
      for (const path of staffPaths) {
        await openInApp(page, path);
        await scan(`${theme} ${path}`);
        // The staff shell names each page in its live region (read out on a route change).
        const title = await page.evaluate(() => document.querySelector('[data-route-announcer]')?.textContent ?? null);
        if (theme === 'light' && title === '') untitled.push(path);
      }
    }
    assert.deepEqual(untitled, [], 'staff pages without a title to announce');
    assert.equal(report(from), '');
  });

  it('finds no serious violation on any route, public or signed in, in French and in Arabic', async () => {
    const from = scans.length;
    await setTheme('light');
    const wrongDirection: string[] = [];
    for (const locale of OTHER_LOCALES) {
      await setLocale(locale);
      for (const path of staffPaths) {
        await openInApp(page, path);
        await scan(`${locale} ${path}`);
        const dir = await page.evaluate(() => document.documentElement.dir);
        if (dir !== (locale === 'ar' ? 'rtl' : 'ltr')) wrongDirection.push(`${locale} ${path}: dir=${dir}`);
      }
      for (const portal of stack.demo.portals) {
        await page.goto(portal.path);
        await scan(`${locale} ${portal.module} portal ${portal.path.replace(portal.token, '<token>')}`);
      }
    }
    // Signed out, the public pages in both languages.
    await page.evaluate(() => localStorage.clear());
    for (const locale of OTHER_LOCALES) {
      await page.goto('/login');
      await setLocale(locale);
      for (const path of publicPaths) {
        await openInApp(page, path);
        await scan(`${locale} ${path}`);
      }
    }
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    assert.deepEqual(wrongDirection, [], 'pages whose direction does not follow the language');
    assert.equal(report(from), '');
  });

  it("finds no serious violation on the tenant site's pages", async () => {
    const from = scans.length;
    // The tenant's strict script policy refuses the injected axe; bypassing it changes nothing axe checks.
    const tenantContext = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
    const suitePage = page;
    page = await tenantContext.newPage();
    page.on('dialog', (dialog) => void dialog.dismiss());
    try {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        for (const path of ['/', '/pay', '/account-review']) {
          await page.goto(`${stack.tenantUrl}${path}`);
          await page.waitForLoadState('networkidle');
          await scan(`${colorScheme} tenant site ${path}`);
        }
      }
    } finally {
      await tenantContext.close();
      page = suitePage;
    }
    assert.equal(report(from), '');
  });
});
