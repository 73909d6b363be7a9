/**
 * axe-core over the built product (e2e/support/axe.ts): every route, signed in and signed out,
 * and the demo portals, in French; each page's direction is ltr.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signInDemoAdmin } from './support/signIn.ts';
import { axeScanner, openInApp, publicPaths, staffPaths } from './support/axe.ts';

describe('accessibility (axe-core) end to end: every route in French', () => {
  const axe = axeScanner('French');

  it('finds no serious violation on any route, public or signed in, in French, each page ltr', async () => {
    const wrongDirection: string[] = [];
    const direction = async (path: string) => {
      const dir = await axe.page.evaluate(() => document.documentElement.dir);
      if (dir !== 'ltr') wrongDirection.push(`${path}: dir=${dir}`);
    };
    await axe.page.goto('/login');
    await axe.page.evaluate(() => localStorage.setItem('theme', 'light'));
    await signInDemoAdmin(axe.page, axe.stack.demo);
    await axe.setLocale('fr');
    for (const path of staffPaths) {
      await openInApp(axe.page, path);
      await axe.scan(`fr ${path}`);
      await direction(path);
    }
    for (const portal of axe.stack.demo.portals) {
      await axe.page.goto(portal.path);
      await axe.scan(`fr ${portal.module} portal ${portal.path.replace(portal.token, '<token>')}`);
    }
    // Signed out, the public pages.
    await axe.page.evaluate(() => localStorage.clear());
    await axe.page.goto('/login');
    await axe.setLocale('fr');
    for (const path of publicPaths) {
      await openInApp(axe.page, path);
      await axe.scan(`fr ${path}`);
      await direction(path);
    }
    assert.deepEqual(wrongDirection, [], 'pages whose direction does not follow the language');
    assert.equal(axe.report(0), '');
  });
});
