/**
 * The suite pages that place one si-* element: for each route, the element shows (never the
 * "coming in a later release" page), calls its API with what the route implies (the product's
 * module kind, the id in the path) and draws its content. Used by the pages' browser tests.
 */
import { expect } from '@esm-bundle/chai';
import type { User } from '@si/contract';
import { logout } from '@si/core';
import type { FakeServer, Recorded } from '@si/core/testing';
import { currentPath, renderApp, type RenderedApp } from './renderApp.tsx';
import { shellServer } from './shellServer.ts';
import { signInAs } from './signedIn.ts';
import { waitFor } from './waitFor.ts';

export type ElementPageCase = {
  path: string;
  tag: string;
  /** The call the element makes first (GET unless `method` says otherwise). */
  api: string;
  method?: 'GET' | 'POST';
  /** What the element's shadow root shows once the call answered. */
  ready: string;
  /** Checks the request (its query or body). */
  check?: (request: Recorded) => void;
};

/** A `check` that the request's query includes `expected`. */
export const withQuery = (expected: Record<string, string>) => (request: Recorded) =>
  expect(Object.fromEntries(new URLSearchParams(request.search))).to.include(expected);

/** A Django-REST page of `results`, as a fake-server reply. */
export const pageReply = (results: unknown[] = []) => ({ json: { count: results.length, next: null, previous: null, results } });

// Generous: the elements' module graph compiles on first use, and CI shares two cores.
const WAIT = 20_000;

/**
 * Registers the mocha hooks and one test per case. `serve` answers the calls on a fresh fake
 * server for each test. Returns `visit`, for further tests that follow links from a page.
 */
export function elementPageTests(cases: ElementPageCase[], setup: { user: User; serve: (server: FakeServer, c?: ElementPageCase) => void }) {
  let app: RenderedApp | undefined;

  // Warms only what every element shares (Shoelace, the catalogs): each page still
  // defines its own element through its own import, so a page that forgot one fails here.
  before(async function () {
    this.timeout(120_000);
    await import('@si/elements/base/runtime');
  });

  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
  });

  for (const c of cases) {
    it(`${c.path} shows <${c.tag}>, which calls ${c.method ?? 'GET'} ${c.api}`, async () => {
      await visit(c.path, async (shown, server) => {
        const element = await waitFor(() => shown.container.querySelector(c.tag), WAIT);
        await waitFor(() => element.shadowRoot?.querySelector(c.ready), WAIT);
        const request = await waitFor(() => server.requests.find((r) => r.method === (c.method ?? 'GET') && r.path === c.api), WAIT);
        c.check?.(request);
        expect(currentPath()).to.equal(c.path);
        expect(shown.container.querySelector('[data-testid=not-yet-available]')).to.equal(null);
      }, c);
    });
  }

  /** Signs in, serves, renders the suite at `path` and runs `steps`; the app is unmounted after the test. */
  async function visit(path: string, steps: (shown: RenderedApp, server: FakeServer) => Promise<void>, c?: ElementPageCase): Promise<void> {
    signInAs(setup.user);
    const server = shellServer();
    setup.serve(server, c);
    try {
      app = renderApp(path);
      await steps(app, server);
    } finally {
      server.restore();
    }
  }

  return { visit, WAIT };
}
