/**
 * The staff shell end to end, against the API server serving the built suite:
 * every route of spec 2 by its path, the guards, each module's menu, module access,
 * appearance kept over a reload, Arabic on the right.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SPEC_MENUS } from '../hosts/suite/src/test-support/specMenus.ts';
import { SPEC_PATHS } from '../hosts/suite/src/test-support/specPaths.ts';
import { launchBrowser } from './support/browser.ts';
import { signInDemoAdmin } from './support/signIn.ts';
import { startStack, type Stack } from './support/stack.ts';

const WIDE = { width: 1440, height: 900 };

// Run in the page as text: the test runner's transform would add helpers the page lacks.
const OUTLINE_SCRIPT = `(() => {
  const outline = (list) => [...list.children].map((li) => {
    const label = li.querySelector('.si-nav__label').textContent;
    const children = li.querySelector('.si-nav__children');
    return children ? label + ' > ' + outline(children).join(', ') : label;
  });
  return outline(document.querySelector('.si-sidebar nav > ul'));
})()`;

/** The menu as a person reads it: top-level entries, a group as "Label > child, child" (all groups opened). */
async function menuOutline(page: Page): Promise<string[]> {
  const closed = page.locator('.si-sidebar nav button[aria-expanded=false]');
  while ((await closed.count()) > 0) await closed.first().click();
  return page.evaluate(OUTLINE_SCRIPT) as Promise<string[]>;
}

/** Waits until the route has rendered (no page chunk still loading). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(document.querySelector('#root main')) && !document.querySelector('.si-loading'));
}

const inFlight = new WeakMap<Page, number>();

/** Counts the page's API requests still out (a portal bar answers a bad token with an alert). */
function trackApiRequests(page: Page): void {
  inFlight.set(page, 0);
  const change = (by: number) => (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) inFlight.set(page, (inFlight.get(page) ?? 0) + by);
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/**
 * Before a full page load: let the current page's API calls finish, so an alert they raise
 * (spec 2.14: a bad portal token) is shown and dismissed before the navigation, not during
 * it, where it kept the next page's load event from ever firing.
 */
async function quiet(page: Page): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((inFlight.get(page) ?? 0) > 0 && Date.now() < deadline) await page.waitForTimeout(50);
  await page.waitForTimeout(100);
}

describe('staff shell end to end', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    // SI_STATIC_DIR: run against a suite built elsewhere (default: dist/, as npm test builds it).
    stack = await startStack({ env: process.env.SI_STATIC_DIR ? { STATIC_DIR: process.env.SI_STATIC_DIR } : {} });
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: stack.url, viewport: WIDE });
    page = await context.newPage();
    trackApiRequests(page);
    await signInDemoAdmin(page, stack.demo);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('opens every route of spec section 2 by its path, none on the not-found page', async () => {
    const failures: string[] = [];
    for (const paths of Object.values(SPEC_PATHS)) {
      for (const [index, path] of paths.entries()) {
        // The first path of each section as a full page load, the rest through the router (as a link does), to keep this quick.
        if (index === 0) {
          await quiet(page);
          await page.goto(path);
        }
        else await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
        await settled(page);
        if (await page.getByRole('heading', { name: 'Page not found' }).count()) failures.push(path);
      }
    }
    assert.deepEqual(failures, []);
    // And an unknown path does show it.
    await page.goto('/secureinvoice/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('holds the guards: a logged-in user leaves /login, a visitor is sent to /login, token pages need no login', async () => {
    await page.goto('/login');
    await page.waitForURL('**/apps/secureinvoice');
    const visitor = await browser.newContext({ baseURL: stack.url, viewport: WIDE });
    try {
      const guest = await visitor.newPage();
      await guest.goto('/apps/bank');
      await guest.waitForURL('**/login');
      await guest.goto('/clm/my-contracts');
      await guest.waitForURL('**/login');
      await guest.goto('/public/s/some-token');
      await settled(guest);
      assert.equal(new URL(guest.url()).pathname, '/public/s/some-token');
    } finally {
      await visitor.close();
    }
  });

  for (const [dashboard, expected] of Object.entries(SPEC_MENUS)) {
    it(`shows exactly the menu of spec 2.12 on ${dashboard}`, async () => {
      await page.goto(dashboard);
      await page.locator('.si-sidebar nav').waitFor();
      assert.deepEqual(await menuOutline(page), expected);
      assert.equal(await page.locator('.si-sidebar [aria-current=page]').getAttribute('data-name'), `apps-${dashboard.split('/').pop()}`);
    });
  }

  it('greys a module that is not allowed in the switcher, and its dashboard shows not-allowed', async () => {
    const setModules = (modules: string[]) =>
      page.evaluate(async (value) => {
        const { access } = JSON.parse(localStorage.getItem('auth')!);
        const response = await fetch('/api/organizations/config_property', {
          method: 'POST',
          headers: { Authorization: `JWT ${access}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ config_property_name: 'modules_allowed', config_property_value: JSON.stringify(value) }),
        });
        return response.status;
      }, modules);
    const status = await setModules(['document_collection', 'secure_invoice_sales', 'secure_invoice_purchase', 'sales_pipeline', 'contract_lifecycle']);
    assert.ok(status >= 200 && status < 300, `POST config_property answered ${status}`);
    try {
      await page.goto('/apps/secureinvoice');
      await page.locator('button[name=applications]').click();
      const switcher = page.locator('si-app-switcher');
      const lender = switcher.locator('[part~=card-disabled]');
      await lender.first().waitFor();
      assert.equal(await lender.count(), 1);
      assert.equal(await lender.getAttribute('href'), '/not-allowed');
      await page.goto('/apps/bank');
      await page.waitForURL('**/not-allowed');
      await page.getByRole('heading', { name: 'Module not allowed' }).waitFor();
    } finally {
      await setModules(['document_collection', 'lender', 'secure_invoice_sales', 'secure_invoice_purchase', 'sales_pipeline', 'contract_lifecycle']);
    }
  });

  it("opens the footer's Documentation link in a new tab, on the user guide", async () => {
    await page.goto('/apps/secureinvoice');
    const link = page.locator('footer').getByRole('link', { name: 'Documentation' });
    assert.equal(await link.getAttribute('target'), '_blank');
    const [guide] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    try {
      await guide.getByRole('heading', { level: 1, name: 'User guide' }).waitFor();
      await guide.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Embedding the portals' }).click();
      await guide.getByRole('heading', { level: 1, name: /embed/i }).waitFor();
    } finally {
      await guide.close();
    }
  });

  it('starts a clean profile on the spec defaults and keeps each appearance choice over a reload', async () => {
    const fresh = await browser.newContext({ baseURL: stack.url, viewport: WIDE });
    try {
      const clean = await fresh.newPage();
      await signInDemoAdmin(clean, stack.demo);
      const shell = clean.locator('.si-shell');
      const state = () =>
        shell.evaluate((element): Record<string, string | undefined> & { primary: string } => ({
          ...(element as HTMLElement).dataset,
          theme: document.documentElement.dataset.theme,
          primary: document.documentElement.style.getPropertyValue('--si-color-primary'),
        }));
      // Spec 4: light, vertical, box layout on, mini off, semi-dark off, modern, navbar fixed, layout secure-invoice, #0D9394.
      const defaults = await state();
      assert.deepEqual(
        [defaults.theme, defaults.nav, defaults.box, defaults.mini, defaults.semiDark, defaults.skin, defaults.navbar, defaults.layout, defaults.primary.toUpperCase()],
        ['light', 'vertical', 'true', 'false', 'false', 'modern', 'fixed', 'secure-invoice', '#0D9394'],
      );
      // Nothing stored yet: a default is what an absent key reads as.
      assert.equal(await clean.evaluate(() => localStorage.getItem('layout')), null);
      // The theme through the top bar, the rest as the settings panel stores them (spec keys), then a reload.
      await clean.locator('button[name=theme]').click();
      await clean.locator('button[name=theme-dark]').click();
      await clean.evaluate(() => {
        localStorage.setItem('navigationMenu', 'horizontal');
        localStorage.setItem('skin', 'bordered');
        localStorage.setItem('isNavbarFixed', 'false');
        localStorage.setItem('app-preset', 'info');
      });
      await clean.goto('/apps/bank');
      await clean.locator('nav.si-nav--horizontal').waitFor();
      const chosen = await state();
      assert.deepEqual(
        [chosen.theme, chosen.nav, chosen.skin, chosen.navbar, chosen.layout, chosen.primary.toLowerCase()],
        ['dark', 'horizontal', 'bordered', 'absolute', 'bank', '#078dee'],
      );
      assert.equal(await clean.evaluate(() => localStorage.getItem('theme')), 'dark');
      assert.equal(await clean.evaluate(() => localStorage.getItem('layout')), 'bank');
      await clean.evaluate(() => {
        localStorage.setItem('navigationMenu', 'vertical');
        localStorage.setItem('isVerticalMenuMini', 'true');
        localStorage.setItem('isSemiDark', 'true');
      });
      await clean.reload();
      await clean.locator('.si-sidebar').waitFor();
      const rail = await state();
      assert.deepEqual([rail.mini, rail.semiDark], ['true', 'true']);
      assert.equal(Math.round((await clean.locator('.si-sidebar').boundingBox())!.width), 80, 'the rail of a non-modern skin');
    } finally {
      await fresh.close();
    }
  });

  it('puts the navigation on the right in Arabic', async () => {
    await page.goto('/apps/filestride');
    await page.locator('button[name=profile]').click();
    await page.locator('button[name=locale-ar]').click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    try {
      const box = (await page.locator('.si-sidebar').boundingBox())!;
      assert.equal(Math.round(box.x + box.width), WIDE.width);
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      const again = (await page.locator('.si-sidebar').boundingBox())!;
      assert.equal(Math.round(again.x + again.width), WIDE.width);
    } finally {
      await page.evaluate(() => localStorage.setItem('locale', 'en'));
      await page.reload();
    }
  });
});
