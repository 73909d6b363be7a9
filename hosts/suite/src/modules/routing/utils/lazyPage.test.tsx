// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { getI18n } from '@si/core';
import { registerSuiteCatalogs } from '../../i18n/utils/registerSuiteCatalogs.ts';
import { PreloadErrorOffer } from '../components/PreloadErrorOffer.tsx';
import { $preloadError } from '../states/$preloadError.ts';
import { waitFor } from '../../../test-support/waitFor.ts';
import { lazyPage } from './lazyPage.ts';
import type { PageProps } from './PageProps.ts';
import { routeByName } from './routeByName.ts';

registerSuiteCatalogs();

const props: PageProps = { route: routeByName.get('login')!, params: {}, search: {} };

async function render(children: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<I18nProvider i18n={await getI18n('en')}>{children}</I18nProvider>);
  return { container, unmount: () => (root.unmount(), container.remove()) };
}

describe('lazy pages', () => {
  afterEach(() => $preloadError.set(undefined));

  it('raises vite:preloadError when a page chunk fails, and offers a reload', async () => {
    const events: (Event & { payload?: unknown })[] = [];
    const listen = (event: Event) => events.push(event);
    window.addEventListener('vite:preloadError', listen);
    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/LoginPage-old.js');
    const Broken = lazyPage(() => Promise.reject(chunkError));
    const view = await render(
      <>
        <PreloadErrorOffer />
        <Suspense fallback="loading">
          <Broken {...props} />
        </Suspense>
      </>,
    );
    try {
      const alert = await waitFor(() => view.container.querySelector('[role=alert]'));
      expect(alert.textContent).to.include('Part of this page could not be loaded.');
      const reload = alert.querySelector('button')!;
      expect(reload.textContent).to.equal('Reload the page');
      expect(events).to.have.length(1);
      expect(events[0]!.payload).to.equal(chunkError);
      expect(events[0]!.cancelable).to.equal(true);
    } finally {
      window.removeEventListener('vite:preloadError', listen);
      view.unmount();
    }
  });

  it('offers the reload for a preload error raised by Vite itself, once per error', async () => {
    const view = await render(<PreloadErrorOffer />);
    try {
      expect(view.container.querySelector('[role=alert]')).to.equal(null);
      const error = new Error('Unable to preload CSS for /assets/x.css');
      const fromVite = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
      window.dispatchEvent(fromVite);
      await waitFor(() => view.container.querySelector('[role=alert] button'));

      // The same error reaching our lazy loader afterwards is not raised a second time.
      let raised = 0;
      const count = () => raised++;
      window.addEventListener('vite:preloadError', count);
      const Broken = lazyPage(() => Promise.reject(error));
      const second = await render(
        <Suspense fallback="loading">
          <Broken {...props} />
        </Suspense>,
      );
      await new Promise((wait) => setTimeout(wait, 50));
      window.removeEventListener('vite:preloadError', count);
      second.unmount();
      expect(raised).to.equal(0);
    } finally {
      view.unmount();
    }
  });

  it('renders the page when its chunk loads', async () => {
    const Working = lazyPage(async () => ({ default: ({ route }: PageProps) => <p>page {route.name}</p> }));
    const view = await render(
      <Suspense fallback="loading">
        <Working {...props} />
      </Suspense>,
    );
    try {
      await waitFor(() => view.container.textContent === 'page login');
      expect($preloadError.get()).to.equal(undefined);
    } finally {
      view.unmount();
    }
  });
});
