/**
 * axe-core over the built product (e2e/support/axe.ts): every route of the suite's route table
 * that the demo admin can open, signed in, in the light theme.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signInDemoAdmin } from './support/signIn.ts';
import { axeScanner, openInApp, staffPaths } from './support/axe.ts';

describe('accessibility (axe-core) end to end: the staff routes in light', () => {
  const axe = axeScanner('staff routes, light');

  it('finds no serious violation on any route a signed-in admin opens, in light', async () => {
    await axe.page.goto('/login');
    await axe.page.evaluate(() => localStorage.setItem('theme', 'light'));
    await signInDemoAdmin(axe.page, axe.stack.demo);
    await axe.setTheme('light');
    const untitled: string[] = [];
    for (const path of staffPaths) {
      await openInApp(axe.page, path);
      await axe.scan(`light ${path}`);
      // The staff shell names each page in its live region (read out on a route change).
      const title = await axe.page.evaluate(() => document.querySelector('[data-route-announcer]')?.textContent ?? null);
      if (title === '') untitled.push(path);
    }
    assert.deepEqual(untitled, [], 'staff pages without a title to announce');
    assert.equal(axe.report(0), '');
  });
});
