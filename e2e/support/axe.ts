/**
 * axe-core over the built product, shared by the e2e/accessibility-*.test.ts files: each file
 * scans one part (the public pages and the tenant site, the staff routes in light, in dark, in
 * French, in Arabic) on a server and browser of its own, so the parts run side by side. Fails on
 * a serious or critical violation (WCAG 2.0/2.1 A and AA rules; axe walks open shadow roots).
 *
 * The same visit runs two more standing checks on every screen (e2e/support/screen-checks.ts):
 * layout (the document does not scroll sideways and no open drawer or dialog reaches past the
 * viewport), at 1440 px and, for the files that ask, at 1366 and 375 px by resizing the same
 * page; and words (no visible text is an API error code or a raw enum value of the contract).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { routeTable } from '../../hosts/suite/src/modules/routing/utils/routeTable.ts';
import type { RouteDefinition } from '../../hosts/suite/src/modules/routing/utils/RouteDefinition.ts';
import { countApiRequests, launchBrowser } from './browser.ts';
import { signInDemoAdmin } from './signIn.ts';
import { REPO, startStack, type Stack } from './stack.ts';
import { LAYOUT_WIDTHS, checkLayout, checkWords, type ScreenProblem } from './screen-checks.ts';

const AXE = join(REPO, 'node_modules/axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const THEMES = ['light', 'dark'] as const;

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
/** How long one screen's scan may go without an answer from the page (a screen takes about half a second). */
const SCREEN_GUARD_MS = 60_000;

/** A route's path with its parameters filled in. */
function pathOf(route: RouteDefinition): string {
  return route.path.replace(/:(\w+)\??/g, (_, name: string) => (name === 'token' || name === 'key' ? UNKNOWN_TOKEN : SAMPLE_ID));
}

export const publicPaths = routeTable.filter((r) => r.guard !== 'login').map(pathOf);
export const staffPaths = routeTable.filter((r) => r.guard === 'login').map(pathOf);

type Violation = { id: string; impact: string | null; nodes: { target: unknown[] }[]; help: string };
type Scan = { label: string; violations: Violation[]; problems: ScreenProblem[] };

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

/**
 * A hang guard, not a time limit of the product: a page that stops answering fails the file at
 * once, saying where, instead of holding the run until its job is killed with no word of why.
 */
async function guarded<T>(work: Promise<T>, what: () => string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(what())), SCREEN_GUARD_MS);
  });
  try {
    return await Promise.race([work, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

/** Opens a suite path without a full page load: the router follows history like a link click. */
export async function openInApp(page: Page, path: string): Promise<void> {
  const opened = page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await guarded(opened, () => `${path}: the page gave no answer in ${SCREEN_GUARD_MS / 1000} s to opening it`);
}

export type AxeScanner = {
  readonly stack: Stack;
  readonly browser: Browser;
  /** The page scans run on (a test may swap in another, as the tenant site's does). */
  page: Page;
  scan(label: string): Promise<void>;
  setTheme(theme: (typeof THEMES)[number]): Promise<void>;
  setLocale(locale: string): Promise<void>;
  /** The violations found since scan number `from`, one block per screen; '' when none. */
  report(from: number): string;
  readonly scans: number;
};

/**
 * Starts the product (with the tenant site when asked) and a browser before the file's tests,
 * and stops them after; the returned scanner is ready once the tests run.
 */
export function axeScanner(part: string, options: { tenant?: boolean; widths?: boolean } = {}): AxeScanner {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let inFlight: () => number = () => 0;
  const scans: Scan[] = [];

  const scanner: AxeScanner = {
    get stack() {
      return stack;
    },
    get browser() {
      return browser;
    },
    page: undefined as unknown as Page,
    async scan(label) {
      const page = scanner.page;
      let step = 'waiting for the screen to settle';
      const work = (async () => {
        // The tenant site has no suite root to wait for: its own test waits for the network.
        if (page.url().startsWith(stack.url)) await settle(page, inFlight);
        const path = new URL(page.url()).pathname;
        step = 'running axe';
        const violations = (await runAxe(page)).filter((v) => !KNOWN.some((k) => k.rule === v.id && k.path.test(path)));
        step = 'checking the words';
        const words = await checkWords(page);
        step = 'checking the layout';
        const problems = [...words, ...(await checkLayout(page, options.widths ? LAYOUT_WIDTHS : []))];
        scans.push({ label, violations, problems });
      })();
      await guarded(work, () => `${label}: the page gave no answer in ${SCREEN_GUARD_MS / 1000} s while ${step}`);
    },
    async setTheme(theme) {
      await scanner.page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await scanner.page.reload();
    },
    async setLocale(locale) {
      await scanner.page.evaluate((value) => localStorage.setItem('locale', value), locale);
      await scanner.page.reload();
    },
    report(from) {
      return scans
        .slice(from)
        .filter((s) => s.violations.length || s.problems.length)
        .map((s) =>
          [
            s.label,
            ...s.violations.map((v) => `  ${v.impact} ${v.id}: ${v.help} at ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(' ')}`),
            ...s.problems.map((p) => `  ${p.check}: ${p.detail}`),
          ].join('\n'),
        )
        .join('\n');
    },
    get scans() {
      return scans.length;
    },
  };

  before(async () => {
    stack = await startStack({ tenant: options.tenant, env: process.env.SI_STATIC_DIR ? { STATIC_DIR: process.env.SI_STATIC_DIR } : {} });
    browser = await launchBrowser();
    // Reduced motion: axe measures the settled page, not a page half faded in by its slide.
    // The suite's policy refuses the injected axe script, as the tenant's does; bypassing it changes nothing axe checks.
    context = await browser.newContext({ baseURL: stack.url, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', bypassCSP: true });
    scanner.page = await context.newPage();
    inFlight = countApiRequests(scanner.page);
    // A portal with a bad link may raise an alert; it must not stall the scan.
    scanner.page.on('dialog', (dialog) => void dialog.dismiss());
  });

  after(async () => {
    const violations = scans.reduce((sum, scan) => sum + scan.violations.length, 0);
    const problems = scans.reduce((sum, scan) => sum + scan.problems.length, 0);
    const widths = options.widths ? `1440, ${LAYOUT_WIDTHS.map((w) => w.width).join(' and ')} px` : '1440 px';
    console.log(`axe-core (${part}): ${scans.length} screens scanned, ${violations} violations; layout (${widths}) and words: ${problems} problems`);
    // The assertion's diff is cut short; the whole list goes to the log.
    if (violations || problems) console.log(scanner.report(0));
    await browser?.close();
    await stack?.stop();
  });

  return scanner;
}

/** A file's whole test: signed in as the demo admin, every staff route in one theme, each announcing its title. */
export function staffRoutesIn(theme: (typeof THEMES)[number]): void {
  describe(`accessibility (axe-core) end to end: the staff routes in ${theme}`, () => {
    // Layout at 1366 and 375 px too in light; dark changes colours, not widths.
    const axe = axeScanner(`staff routes, ${theme}`, { widths: theme === 'light' });

    it(`finds no serious violation on any route a signed-in admin opens, in ${theme}`, async () => {
      await axe.page.goto('/login');
      await axe.page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await signInDemoAdmin(axe.page, axe.stack.demo);
      await axe.setTheme(theme);
      const untitled: string[] = [];
      for (const path of staffPaths) {
        await openInApp(axe.page, path);
        await axe.scan(`${theme} ${path}`);
        // The staff shell names each page in its live region (read out on a route change).
        const title = await axe.page.evaluate(() => document.querySelector('[data-route-announcer]')?.textContent ?? null);
        if (title === '') untitled.push(path);
      }
      assert.deepEqual(untitled, [], 'staff pages without a title to announce');
      assert.equal(axe.report(0), '');
    });
  });
}

/** A file's whole test: every route, signed in and out, and the demo portals, in one of the other languages, each page in its direction. */
export function everyRouteIn(locale: 'fr' | 'ar', language: string): void {
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  describe(`accessibility (axe-core) end to end: every route in ${language}`, () => {
    // Layout at 1366 and 375 px too in Arabic, right to left; French runs at 1440 px only.
    const axe = axeScanner(language, { widths: locale === 'ar' });

    it(`finds no serious violation on any route, public or signed in, in ${language}, each page ${direction}`, async () => {
      const wrongDirection: string[] = [];
      const checkDirection = async (path: string) => {
        const dir = await axe.page.evaluate(() => document.documentElement.dir);
        if (dir !== direction) wrongDirection.push(`${path}: dir=${dir}`);
      };
      await axe.page.goto('/login');
      await axe.page.evaluate(() => localStorage.setItem('theme', 'light'));
      await signInDemoAdmin(axe.page, axe.stack.demo);
      await axe.setLocale(locale);
      for (const path of staffPaths) {
        await openInApp(axe.page, path);
        await axe.scan(`${locale} ${path}`);
        await checkDirection(path);
      }
      for (const portal of axe.stack.demo.portals) {
        await axe.page.goto(portal.path);
        await axe.scan(`${locale} ${portal.module} portal ${portal.path.replace(portal.token, '<token>')}`);
      }
      // Signed out, the public pages.
      await axe.page.evaluate(() => localStorage.clear());
      await axe.page.goto('/login');
      await axe.setLocale(locale);
      for (const path of publicPaths) {
        await openInApp(axe.page, path);
        await axe.scan(`${locale} ${path}`);
        await checkDirection(path);
      }
      assert.deepEqual(wrongDirection, [], 'pages whose direction does not follow the language');
      assert.equal(axe.report(0), '');
    });
  });
}
