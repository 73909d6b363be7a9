// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import axe from 'axe-core';
import { expect } from '@esm-bundle/chai';
import { setAppearance } from '@si/core';
import type { PresetName } from '@si/contract/enums';
import { type RenderedApp } from '../../../test-support/renderApp.tsx';
import { shellPerTest } from '../../../test-support/shellPerTest.ts';
import { waitFor } from '../../../test-support/waitFor.ts';

/**
 * The staff frame's own colours (navigation with its current entry, top bar, buttons, links)
 * pass axe-core's colour-contrast rule with the presets that were hardest before the shades
 * were derived, in light, dark and the semi-dark sidebar. The pages' other rules are their own tests'.
 */
describe('staff shell frame: colour contrast', () => {
  const suite = shellPerTest();
  let app: RenderedApp | undefined;

  const looks: { theme: 'light' | 'dark'; isSemiDark: boolean }[] = [
    { theme: 'light', isSemiDark: false },
    { theme: 'dark', isSemiDark: false },
    { theme: 'light', isSemiDark: true },
  ];
  for (const { theme, isSemiDark } of looks) {
    for (const preset of ['success', 'yellow', 'info'] as PresetName[]) {
      it(`${theme}${isSemiDark ? ' with the semi-dark menu' : ''}, ${preset}: the frame passes colour-contrast`, async () => {
        setAppearance({ theme, isSemiDark, preset });
        app = suite.open('/apps/secureinvoice');
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
