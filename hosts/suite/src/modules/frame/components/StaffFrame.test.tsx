// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { setAppearance, setLocale } from '@si/core';
import { currentPath, type RenderedApp } from '../../../test-support/renderApp.tsx';
import { shellPerTest } from '../../../test-support/shellPerTest.ts';
import { waitFor } from '../../../test-support/waitFor.ts';

const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));

describe('staff shell frame', () => {
  const frame = shellPerTest();
  let app: RenderedApp | undefined;

  const $ = frame.$;

  it('names every button and link of the shell', async () => {
    app = frame.open('/apps/secureinvoice');
    const shell = await $('.si-shell');
    await waitFor(() => shell.querySelector('.si-footer'));
    for (const control of shell.querySelectorAll<HTMLElement>('button, a')) {
      const name = (control.getAttribute('aria-label') ?? control.querySelector('img')?.alt ?? control.textContent ?? '').trim();
      expect(name, control.outerHTML.slice(0, 80)).to.not.equal('');
    }
  });

  it('shows the vertical menu at 1280 px and wider, without a hamburger', async () => {
    app = frame.open('/apps/bank');
    const sidebar = await $<HTMLElement>('.si-sidebar');
    expect(sidebar.hidden).to.equal(false);
    expect(sidebar.getBoundingClientRect().width).to.equal(260);
    expect(app.container.querySelector('button[name=navigation]')).to.equal(null);
  });

  it('turns the menu into a drawer below 1280 px, opened by the hamburger and closed by Escape', async () => {
    await setViewport({ width: 1279, height: 800 });
    app = frame.open('/apps/bank');
    const hamburger = await $<HTMLButtonElement>('button[name=navigation]');
    const sidebar = app.container.querySelector<HTMLElement>('.si-sidebar')!;
    expect(sidebar.hidden).to.equal(true);
    expect(hamburger.getAttribute('aria-expanded')).to.equal('false');
    hamburger.click();
    await waitFor(() => !sidebar.hidden);
    expect(hamburger.getAttribute('aria-expanded')).to.equal('true');
    await waitFor(() => document.activeElement?.getAttribute('data-name') === 'apps-bank');
    key(document.activeElement!, 'Escape');
    await waitFor(() => sidebar.hidden);
    expect(document.activeElement).to.equal(hamburger);
  });

  it('closes the drawer when a page is chosen in it', async () => {
    await setViewport({ width: 900, height: 800 });
    app = frame.open('/apps/bank');
    (await $<HTMLButtonElement>('button[name=navigation]')).click();
    const accounts = await $<HTMLAnchorElement>('.si-sidebar:not([hidden]) a[data-name=bank-accounts]');
    accounts.click();
    await waitFor(() => currentPath() === '/bank/accounts');
    await waitFor(() => app!.container.querySelector<HTMLElement>('.si-sidebar')!.hidden);
  });

  it('collapses to a rail of 96 px in the modern skin and 80 px in the others', async () => {
    setAppearance({ isVerticalMenuMini: true });
    app = frame.open('/apps/filestride');
    const sidebar = await $<HTMLElement>('.si-sidebar');
    await waitFor(() => sidebar.getBoundingClientRect().width === 96);
    setAppearance({ skin: 'classic' });
    await waitFor(() => sidebar.getBoundingClientRect().width === 80);
    expect(getComputedStyle(sidebar.querySelector('.si-nav__label')!).display).to.equal('none');
  });

  it('puts the navigation on the right in Arabic', async () => {
    app = frame.open('/apps/filestride');
    const sidebar = await $<HTMLElement>('.si-sidebar');
    expect(sidebar.getBoundingClientRect().left).to.equal(0);
    setLocale('ar');
    await waitFor(() => document.documentElement.dir === 'rtl');
    await waitFor(() => Math.round(sidebar.getBoundingClientRect().right) === document.documentElement.clientWidth);
    const main = app.container.querySelector('.si-shell__main')!.getBoundingClientRect();
    expect(main.right).to.be.at.most(sidebar.getBoundingClientRect().left + 1);
  });

  it('shows the horizontal menu under the top bar: drop-downs open with ArrowDown and close on a click elsewhere', async () => {
    setAppearance({ navigationMenu: 'horizontal' });
    app = frame.open('/apps/spm');
    const bar = await $<HTMLElement>('nav.si-nav--horizontal');
    expect(app.container.querySelector('.si-sidebar')).to.equal(null);
    const reports = bar.querySelector<HTMLButtonElement>('button[data-name=spm-reports]')!;
    reports.focus();
    key(reports, 'ArrowDown');
    await waitFor(() => reports.getAttribute('aria-expanded') === 'true');
    await waitFor(() => document.activeElement?.getAttribute('data-name') === 'spm-report-exception');
    const list = bar.querySelector<HTMLElement>(`#${CSS.escape(reports.getAttribute('aria-controls')!)}`)!;
    expect(list.getBoundingClientRect().top).to.be.at.least(reports.getBoundingClientRect().bottom - 1);
    // Along the bar, the arrows move between the top-level entries.
    reports.focus();
    key(reports, 'ArrowRight');
    expect(document.activeElement!.getAttribute('data-name')).to.equal('spm-checklists');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await waitFor(() => reports.getAttribute('aria-expanded') === 'false');
  });

  it('keeps the navbar fixed (sticky) or lets it scroll away (absolute)', async () => {
    app = frame.open('/apps/secureinvoice');
    const bars = await $<HTMLElement>('.si-shell__bars');
    expect(getComputedStyle(bars).position).to.equal('sticky');
    setAppearance({ isNavbarFixed: false });
    await waitFor(() => getComputedStyle(bars).position === 'static');
  });

  it('has the footer credit line of 2023 and the Documentation link in a new tab', async () => {
    app = frame.open('/apps/secureinvoice');
    const footer = await $<HTMLElement>('.si-footer');
    expect(footer.querySelector('.si-footer__credit')!.textContent).to.match(/^© 2023, made by \S/);
    const docs = footer.querySelector<HTMLAnchorElement>('a')!;
    expect(docs.textContent).to.contain('Documentation');
    expect(docs.target).to.equal('_blank');
    expect(docs.rel).to.contain('noopener');
  });

  it('places the back-to-top button and opens the settings panel and the switcher from the top bar', async () => {
    app = frame.open('/apps/secureinvoice');
    await $('si-back-to-top');
    const settings = await $<HTMLButtonElement>('button[name=settings]');
    const panel = app.container.querySelector('si-settings-panel')!;
    settings.click();
    await waitFor(() => panel.hasAttribute('open'));
    expect(settings.getAttribute('aria-expanded')).to.equal('true');
    // Closing from inside the element (its close button, Escape) tells the shell.
    panel.dispatchEvent(new CustomEvent('si-close', { bubbles: true, composed: true }));
    await waitFor(() => settings.getAttribute('aria-expanded') === 'false');
    app.container.querySelector<HTMLButtonElement>('button[name=applications]')!.click();
    await waitFor(() => app!.container.querySelector('si-app-switcher')!.hasAttribute('open'));
    expect(panel.hasAttribute('open')).to.equal(false);
  });

  it('routes a switcher card inside the suite', async () => {
    app = frame.open('/apps/secureinvoice');
    const switcher = await $('si-app-switcher');
    const navigate = new CustomEvent('si-navigate', { detail: { href: '/apps/bank' }, bubbles: true, composed: true, cancelable: true });
    switcher.dispatchEvent(navigate);
    expect(navigate.defaultPrevented).to.equal(true);
    await waitFor(() => currentPath() === '/apps/bank');
  });
});
