import { setViewport } from '@web/test-runner-commands';
import type { FakeServer } from '@si/core/testing';
import { logout, resetAppearance, setLocale } from '@si/core';
import { renderApp, type RenderedApp } from './renderApp.tsx';
import { shellServer, type ShellReplies } from './shellServer.ts';
import { signInAs } from './signedIn.ts';
import { waitFor } from './waitFor.ts';

export type ShellPerTest = {
  /** Renders the whole suite at `path`; unmounted after the test. */
  open(path: string): RenderedApp;
  /** The suite the test opened. */
  readonly app: RenderedApp;
  /** The fake API of the test (shellServer). */
  readonly server: FakeServer;
  /** Replaces the test's fake API by one with other replies (before open). */
  serve(replies: ShellReplies): FakeServer;
  /** Waits for an element of the opened suite. */
  $<E extends Element>(selector: string): Promise<E>;
};

/**
 * The set-up of a test file of the staff shell, as hooks of the calling `describe`: before each
 * test the fake API and (unless `signedIn: false`) a signed-in session, at a desktop viewport
 * (unless `viewport: false`); after each, the suite unmounted, the session ended and the
 * appearance and language put back, and after the file the runner's default viewport.
 */
export function shellPerTest(options: { signedIn?: boolean; viewport?: boolean; beforeEach?: () => void } = {}): ShellPerTest {
  const { signedIn = true, viewport = true } = options;
  let app: RenderedApp | undefined;
  let server: FakeServer | undefined;

  // The runner reuses its page for the next file: give back the default viewport.
  if (viewport) after(() => setViewport({ width: 800, height: 600 }));

  beforeEach(async () => {
    if (viewport) await setViewport({ width: 1440, height: 900 });
    server = shellServer();
    if (signedIn) signInAs();
    options.beforeEach?.();
  });

  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
    resetAppearance();
    setLocale('en');
    server?.restore();
  });

  return {
    open(path) {
      app = renderApp(path);
      return app;
    },
    get app() {
      if (!app) throw new Error('No suite opened in this test: call open(path) first.');
      return app;
    },
    serve(replies) {
      server?.restore();
      server = shellServer(replies);
      return server;
    },
    get server() {
      if (!server) throw new Error('The fake API starts before each test.');
      return server;
    },
    $: <E extends Element>(selector: string) => waitFor(() => app?.container.querySelector<E>(selector)),
  };
}
