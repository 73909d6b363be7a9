// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { currentPath, type RenderedApp } from '../../../test-support/renderApp.tsx';
import { shellPerTest } from '../../../test-support/shellPerTest.ts';
import { signInAs } from '../../../test-support/signedIn.ts';
import { waitFor } from '../../../test-support/waitFor.ts';
import { $router } from '../../routing/states/$router.ts';
import { resetRouteFocus } from '../hooks/useRouteFocus.ts';

/** The focused element, through the shadow roots of the elements. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('keyboard: skip link and focus after a route change', function () {
  this.timeout(40000);
  const frame = shellPerTest({ signedIn: false, beforeEach: resetRouteFocus });
  let app: RenderedApp | undefined;

  it('staff shell: the first Tab shows "Skip to main content", and Enter puts the keyboard in the main region', async () => {
    signInAs();
    app = frame.open('/apps/bank');
    const main = await waitFor(() => app!.container.querySelector<HTMLElement>('main'));
    await waitFor(() => app!.container.querySelector('.si-sidebar a.si-nav__link'));
    // The first page shown keeps the focus where the browser put it.
    expect(document.activeElement === document.body, 'focus on body at first').to.equal(true);
    await sendKeys({ press: 'Tab' });
    const skip = document.activeElement as HTMLAnchorElement;
    expect(skip.textContent).to.equal('Skip to main content');
    // Visible while focused (not clipped to a pixel), hidden otherwise.
    expect(skip.getBoundingClientRect().width).to.be.greaterThan(40);
    await sendKeys({ press: 'Enter' });
    expect(document.activeElement === main, `focus on ${document.activeElement?.outerHTML.slice(0, 80)}`).to.equal(true);
    expect(currentPath()).to.equal('/apps/bank');
    // The next Tab goes into the page (once it has a control), not back to the menus.
    await waitFor(() => !main.querySelector('.si-loading') && [...main.querySelectorAll('*')].some((el) => el.matches('a[href], button') || el.localName.includes('-')), 20000);
    await sendKeys({ press: 'Tab' });
    expect(main.contains(document.activeElement), 'focus in main').to.equal(true);
  });

  it('staff shell: a menu link moves focus into the new page, not to <body>', async () => {
    signInAs();
    app = frame.open('/apps/bank');
    const main = await waitFor(() => app!.container.querySelector<HTMLElement>('main'));
    const link = await waitFor(() =>
      [...app!.container.querySelectorAll<HTMLAnchorElement>('.si-sidebar a.si-nav__link')].find((a) => a.getAttribute('href')?.startsWith('/bank/')),
    );
    link.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => currentPath() === link.getAttribute('href'));
    await waitFor(() => document.activeElement !== document.body && main.contains(document.activeElement));
    // Once the page has rendered, its heading holds the focus: a screen reader reads where the person landed.
    const heading = await waitFor(() => (/^H[12]$/.test(deepActive()?.tagName ?? '') ? deepActive() : null));
    expect(heading!.textContent!.trim()).to.not.equal('');
  });

  it('sign-in pages: the skip link comes first, and going to "Forgot password?" lands on the new form\'s heading', async () => {
    app = frame.open('/login');
    const card = await waitFor(() => app!.container.querySelector<HTMLElement>('si-sign-in'), 20000);
    const forgot = await waitFor(() => card.shadowRoot?.querySelector<HTMLAnchorElement>('[part="forgot-link"]'));
    await sendKeys({ press: 'Tab' });
    expect((document.activeElement as HTMLElement).textContent).to.equal('Skip to main content');
    forgot.focus();
    // What the link does in the suite (a click the router takes, without a page load).
    $router.open('/forgot-password');
    await waitFor(() => currentPath() === '/forgot-password');
    const heading = await waitFor(() => (deepActive()?.tagName === 'H2' ? deepActive() : null), 20000);
    expect(heading!.textContent).to.match(/password/i);
  });
});
