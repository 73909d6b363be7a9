/**
 * axe-core over the built product (e2e/support/axe.ts), the part nobody signs in for: the
 * suite's public pages in light and dark, the demo portals by their real tokens, and the tenant
 * site's pages in both colour schemes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { THEMES, axeScanner, openInApp, publicPaths } from './support/axe.ts';

describe('accessibility (axe-core) end to end: public pages, portals and the tenant site', () => {
  const axe = axeScanner('public pages, portals, tenant site', { tenant: true, widths: true });

  it('finds no serious violation on the public pages, before signing in', async () => {
    const from = axe.scans;
    await axe.page.goto('/login');
    for (const theme of THEMES) {
      await axe.setTheme(theme);
      for (const path of publicPaths) {
        await openInApp(axe.page, path);
        await axe.scan(`${theme} ${path}`);
      }
    }
    for (const portal of axe.stack.demo.portals) {
      await axe.page.goto(portal.path);
      await axe.scan(`light ${portal.module} portal ${portal.path.replace(portal.token, '<token>')}`);
    }
    assert.equal(axe.report(from), '');
  });

  it("finds no serious violation on the tenant site's pages", async () => {
    const from = axe.scans;
    // The tenant's strict script policy refuses the injected axe; bypassing it changes nothing axe checks.
    const tenantContext = await axe.browser.newContext({ bypassCSP: true, reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
    const suitePage = axe.page;
    axe.page = await tenantContext.newPage();
    axe.page.on('dialog', (dialog) => void dialog.dismiss());
    try {
      for (const colorScheme of ['light', 'dark'] as const) {
        await axe.page.emulateMedia({ colorScheme });
        for (const path of ['/', '/pay', '/account-review']) {
          await axe.page.goto(`${axe.stack.tenantUrl}${path}`);
          await axe.page.waitForLoadState('networkidle');
          await axe.scan(`${colorScheme} tenant site ${path}`);
        }
      }
    } finally {
      await tenantContext.close();
      axe.page = suitePage;
    }
    assert.equal(axe.report(from), '');
  });
});
