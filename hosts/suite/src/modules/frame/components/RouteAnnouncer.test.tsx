// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { currentPath, type RenderedApp } from '../../../test-support/renderApp.tsx';
import { shellPerTest } from '../../../test-support/shellPerTest.ts';
import { waitFor } from '../../../test-support/waitFor.ts';

describe('route change announcement', () => {
  const frame = shellPerTest();
  let app: RenderedApp | undefined;

  it("reads out the new page's title, politely, when a menu link changes the route", async () => {
    app = frame.open('/apps/bank');
    const region = await waitFor(() => app!.container.querySelector<HTMLElement>('[role=status][aria-live=polite]'));
    await waitFor(() => region.textContent !== '');
    const first = region.textContent;
    expect(document.title).to.contain(first);

    // Any menu link to another page: its label is the title a person expects to hear.
    const link = await waitFor(() =>
      [...app!.container.querySelectorAll<HTMLAnchorElement>('.si-sidebar a.si-nav__link')].find((a) => a.title && a.title !== first && a.getAttribute('href')?.startsWith('/bank/')),
    );
    link.click();
    await waitFor(() => currentPath() === link.getAttribute('href'));
    await waitFor(() => region.textContent === link.title);
    expect(document.title).to.contain(link.title);
    // The same region stays in place, so assistive technology keeps listening to it.
    expect(region.isConnected).to.equal(true);
  });

  it("titles the tab with the page, then the organization's own name", async () => {
    frame.serve({ tenantShortName: 'Acme Trading' });
    app = frame.open('/apps/bank');
    const region = await waitFor(() => app!.container.querySelector<HTMLElement>('[role=status][aria-live=polite]'));
    await waitFor(() => region.textContent !== '');
    await waitFor(() => document.title === `${region.textContent} · Acme Trading`);
    expect(document.title).not.to.contain('Suite');
  });
});
