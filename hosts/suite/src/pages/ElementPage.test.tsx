// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { getI18n } from '@si/core';
import { registerSuiteCatalogs } from '../modules/i18n/utils/registerSuiteCatalogs.ts';
import { PreloadErrorOffer } from '../modules/routing/components/PreloadErrorOffer.tsx';
import { $preloadError } from '../modules/routing/states/$preloadError.ts';
import { $router } from '../modules/routing/states/$router.ts';
import { moduleRoutes } from '../modules/routing/utils/moduleRoutes.ts';
import type { RouteDefinition } from '../modules/routing/utils/RouteDefinition.ts';
import { waitFor } from '../test-support/waitFor.ts';
import ElementPage from './ElementPage.tsx';

registerSuiteCatalogs();

/** A stand-in element with one link that asks the host to move (as every si-* link does). */
class ListStandIn extends HTMLElement {
  connectedCallback() {
    const link = document.createElement('a');
    link.href = this.getAttribute('detail-href')!.replace('{id}', '7');
    link.textContent = 'Open';
    link.addEventListener('click', (event) => {
      const moved = this.dispatchEvent(new CustomEvent('si-navigate', { detail: { href: link.getAttribute('href') }, cancelable: true, bubbles: true, composed: true }));
      if (!moved) event.preventDefault();
    });
    this.append(link);
  }
}

async function render(route: RouteDefinition, params: Record<string, string> = {}, search: Record<string, string> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <I18nProvider i18n={await getI18n('en')}>
      <PreloadErrorOffer />
      <Suspense fallback="loading">
        <ElementPage route={route} params={params} search={search} />
      </Suspense>
    </I18nProvider>,
  );
  return { container, unmount: () => (root.unmount(), container.remove()) };
}

describe('a route that places one element', () => {
  afterEach(() => $preloadError.set(undefined));

  it('loads the element once, sets its attributes in the module of the route, and keeps its links in the suite', async () => {
    let loads = 0;
    const element = {
      tag: 'si-list-stand-in' as const,
      load: async () => {
        loads += 1;
        if (!customElements.get('si-list-stand-in')) customElements.define('si-list-stand-in', ListStandIn);
      },
      attributes: { 'detail-href': '{prefix}/accountDetails/5/{id}' },
    };
    const [payables] = moduleRoutes('payables', { accounts: { element, screen: 'accountsPayable' } });
    const [receivables] = moduleRoutes('receivables', { accountsPayable: { element, screen: 'accountsPayable' } });
    expect(payables!.page).to.equal('element');
    const first = await render(payables!);
    const second = await render(receivables!);
    try {
      const link = await waitFor(() => first.container.querySelector<HTMLAnchorElement>('si-list-stand-in a'));
      expect(link.getAttribute('href')).to.equal('/payable/accountDetails/5/7');
      const other = await waitFor(() => second.container.querySelector<HTMLAnchorElement>('si-list-stand-in a'));
      expect(other.getAttribute('href')).to.equal('/secureinvoice/accountDetails/5/7');
      expect(loads).to.equal(1);
      link.click();
      expect($router.get()?.path).to.equal('/payable/accountDetails/5/7');
      expect(location.pathname).to.equal('/payable/accountDetails/5/7');
    } finally {
      first.unmount();
      second.unmount();
      history.replaceState(null, '', '/');
    }
  });

  it("fills a route parameter and a query value into the element's attributes, empty when the query has none", async () => {
    const element = { tag: 'si-attribute-stand-in' as const, load: async () => {}, attributes: { 'bill-id': '{param.id}', view: '{query.view}', back: '{prefix}/accounts?view=bills' } };
    const [route] = moduleRoutes('payables', { 'bills/:id': { element, screen: 'accountsPayable' } });
    const withQuery = await render(route!, { id: '42' }, { view: 'bills' });
    const without = await render(route!, { id: '7' });
    try {
      const first = await waitFor(() => withQuery.container.querySelector('si-attribute-stand-in'));
      expect([first.getAttribute('bill-id'), first.getAttribute('view'), first.getAttribute('back')]).to.deep.equal(['42', 'bills', '/payable/accounts?view=bills']);
      const second = await waitFor(() => without.container.querySelector('si-attribute-stand-in'));
      expect([second.getAttribute('bill-id'), second.getAttribute('view')]).to.deep.equal(['7', '']);
    } finally {
      withQuery.unmount();
      without.unmount();
    }
  });

  it('offers a reload, and shows nothing else, when the element cannot be loaded', async () => {
    const gone = new TypeError('Failed to fetch dynamically imported module: /assets/vendor-accounts-old.js');
    const [route] = moduleRoutes('payables', { accounts: { element: { tag: 'si-never-defined', load: () => Promise.reject(gone) }, screen: 'accountsPayable' } });
    const view = await render(route!);
    try {
      const alert = await waitFor(() => view.container.querySelector('[role=alert]'));
      expect(alert.textContent).to.include('Part of this page could not be loaded.');
      expect(view.container.querySelector('si-never-defined')).to.equal(null);
    } finally {
      view.unmount();
    }
  });
});
