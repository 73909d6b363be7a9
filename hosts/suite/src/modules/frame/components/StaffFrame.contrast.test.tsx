// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import axe from 'axe-core';
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import type { FakeServer } from '@si/core/testing';
import { logout, resetAppearance, setAppearance } from '@si/core';
import type { PresetName } from '@si/contract/enums';
import { renderApp, type RenderedApp } from '../../../test-support/renderApp.tsx';
import { shellServer } from '../../../test-support/shellServer.ts';
import { signInAs } from '../../../test-support/signedIn.ts';
import { waitFor } from '../../../test-support/waitFor.ts';

/**
 * The staff frame's own colours (navigation with its current entry, top bar, buttons, links)
 * pass axe-core's colour-contrast rule with the presets that were hardest before the shades
 * were derived, in light, dark and the semi-dark sidebar. The pages' other rules are their own tests'.
 */
describe('staff shell frame: colour contrast', () => {
  let app: RenderedApp | undefined;
  let server: FakeServer;

  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(async () => {
    await setViewport({ width: 1440, height: 900 });
    server = shellServer();
    signInAs();
  });
  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
    resetAppearance();
    server.restore();
  });

  const looks: { theme: 'light' | 'dark'; isSemiDark: boolean }[] = [
    { theme: 'light', isSemiDark: false },
    { theme: 'dark', isSemiDark: false },
    { theme: 'light', isSemiDark: true },
  ];
  for (const { theme, isSemiDark } of looks) {
    for (const preset of ['success', 'yellow', 'info'] as PresetName[]) {
      it(`${theme}${isSemiDark ? ' with the semi-dark menu' : ''}, ${preset}: the frame passes colour-contrast`, async () => {
        setAppearance({ theme, isSemiDark, preset });
        app = renderApp('/apps/secureinvoice');
        const shell = await waitFor(() => app!.container.querySelector('.si-shell'));
        await waitFor(() => shell.querySelector('.si-footer') && shell.querySelector('.si-nav__link[aria-current="page"]'));
        await waitFor(() => document.documentElement.dataset.theme === theme);
        const frame = [...shell.querySelectorAll('.si-sidebar, .si-topbar, .si-footer, .si-nav--horizontal')];
        const { violations, passes } = await axe.run(frame, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations', 'passes'] });
        const found = violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
        expect(found).to.deep.equal([]);
        expect(passes.flatMap((p) => p.nodes).length).to.be.greaterThan(0);
      });
    }
  }
});
