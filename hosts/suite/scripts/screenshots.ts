/**
 * Takes the README's screenshots of the staff shell (light, dark, Arabic, horizontal menu)
 * from the real product: the API server serving the built suite, the seeded demo admin.
 * Run after a build: node --import tsx hosts/suite/scripts/screenshots.ts
 * (SI_STATIC_DIR points at another build's folder; default dist/.)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../../e2e/support/browser.ts';
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
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
