// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { $locale } from '@si/core';
import { currentPath, type RenderedApp } from '../../../test-support/renderApp.tsx';
import { shellPerTest } from '../../../test-support/shellPerTest.ts';
import { waitFor } from '../../../test-support/waitFor.ts';

describe('staff top bar', () => {
  const frame = shellPerTest({ viewport: false });
  let app: RenderedApp | undefined;

  const $ = frame.$;

  async function openProfileMenu(): Promise<HTMLElement> {
    const button = await $<HTMLButtonElement>('button[name=profile]');
    expect(button.getAttribute('aria-label')).to.equal('Profile');
    button.click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'true');
    return app!.container.querySelector<HTMLElement>(`#${CSS.escape(button.getAttribute('aria-controls')!)}`)!;
  }

  it('fills the welcome line with first and last name 500 ms after load', async () => {
    const started = performance.now();
    app = frame.open('/apps/secureinvoice');
    const welcome = await $('[data-testid=welcome]');
    expect(welcome.textContent).to.equal('');
    await waitFor(() => welcome.textContent === 'Welcome, Ada Lovelace', 2000);
    expect(performance.now() - started).to.be.at.least(500);
  });

  it('shows name and email in the profile menu, with Edit Profile, the three languages and Logout', async () => {
    app = frame.open('/apps/secureinvoice');
    const menu = await openProfileMenu();
    expect(menu.querySelector('[data-testid=profile-name]')!.textContent).to.equal('Ada Lovelace');
    expect(menu.querySelector('[data-testid=profile-email]')!.textContent).to.equal('ada@example.com');
    const labels = [...menu.querySelectorAll('button')].map((b) => b.firstChild!.textContent);
    expect(labels).to.deep.equal(['Edit Profile', 'English', 'French', 'Arabic', 'Logout']);
    expect(menu.querySelector('button[name=locale-en]')!.getAttribute('aria-pressed')).to.equal('true');
  });

  it('closes the profile menu with Escape, back on its button', async () => {
    app = frame.open('/apps/secureinvoice');
    const menu = await openProfileMenu();
    const button = app.container.querySelector<HTMLButtonElement>('button[name=profile]')!;
    menu.querySelector<HTMLButtonElement>('button[name=edit-profile]')!.focus();
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement!.getAttribute('name')).to.equal('locale-en');
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => button.getAttribute('aria-expanded') === 'false');
    expect(document.activeElement).to.equal(button);
  });

  it('opens the profile drawer from Edit Profile', async () => {
    app = frame.open('/apps/secureinvoice');
    const menu = await openProfileMenu();
    menu.querySelector<HTMLButtonElement>('button[name=edit-profile]')!.click();
    await waitFor(() => app!.container.querySelector('si-profile-drawer')!.hasAttribute('open'));
  });

  it('logs out to /login, clearing auth and user from localStorage, and ends the session on the server', async () => {
    frame.server.on('POST', '/auth/jwt/logout', { status: 204 });
    app = frame.open('/apps/secureinvoice');
    const menu = await openProfileMenu();
    const button = menu.querySelector<HTMLButtonElement>('button[name=logout]')!;
    expect(button.textContent).to.equal('Logout');
    button.click();
    await waitFor(() => currentPath() === '/login');
    expect(localStorage.getItem('auth')).to.equal(null);
    expect(localStorage.getItem('user')).to.equal(null);
    await $('si-sign-in');
    const logoutCall = await waitFor(() => frame.server.requests.find((r) => r.path === '/auth/jwt/logout'));
    expect(logoutCall).to.include({ method: 'POST', authorization: null });
    expect(logoutCall.body).to.deep.equal({ refresh: 'refresh-token' });
  });

  it('switches to Arabic from the profile menu: right-to-left page and translated frame', async () => {
    app = frame.open('/apps/secureinvoice');
    await waitFor(() => app!.container.querySelector('[data-testid=welcome]')?.textContent === 'Welcome, Ada Lovelace', 2000);
    const menu = await openProfileMenu();
    menu.querySelector<HTMLButtonElement>('button[name=locale-ar]')!.click();
    await waitFor(() => document.documentElement.dir === 'rtl');
    expect(document.documentElement.lang).to.equal('ar');
    expect($locale.get()).to.equal('ar');
    expect(localStorage.getItem('locale')).to.equal('ar');
    await waitFor(() => app!.container.querySelector('button[name=locale-ar]')?.firstChild?.textContent === 'العربية');
    await waitFor(() => app!.container.querySelector('.si-dashboard h1')!.textContent!.startsWith('لوحة معلومات'));
    // The page stays mounted while Arabic loads, so the welcome line is not emptied again.
    expect(app.container.querySelector('[data-testid=welcome]')!.textContent).to.equal('مرحبًا، Ada Lovelace');
  });

  it('switches the theme between system, light and dark', async () => {
    app = frame.open('/apps/secureinvoice');
    const button = await $<HTMLButtonElement>('button[name=theme]');
    expect(button.getAttribute('aria-label')).to.equal('Theme');
    button.click();
    const dark = await $<HTMLButtonElement>('button[name=theme-dark]');
    const names = [...app.container.querySelectorAll('[name^=theme-]')].map((b) => b.textContent);
    expect(names).to.deep.equal(['System', 'Light', 'Dark']);
    expect(app.container.querySelector('button[name=theme-light]')!.getAttribute('aria-pressed')).to.equal('true');
    dark.click();
    await waitFor(() => document.documentElement.dataset.theme === 'dark');
    expect(localStorage.getItem('theme')).to.equal('dark');
    button.click();
    (await $<HTMLButtonElement>('button[name=theme-system]')).click();
    await waitFor(() => localStorage.getItem('theme') === 'system');
    const prefersDark = matchMedia('(prefers-color-scheme: dark)').matches;
    await waitFor(() => document.documentElement.dataset.theme === (prefersDark ? 'dark' : 'light'));
  });
});
