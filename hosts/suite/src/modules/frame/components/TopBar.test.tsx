// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { $auth, $locale, $user, logout, setLocale } from '@si/core';
import type { User } from '@si/contract';
import { currentPath, renderApp, type RenderedApp } from '../../../test-support/renderApp.tsx';
import { waitFor } from '../../../test-support/waitFor.ts';

const ADA: User = {
  id: 7,
  identifier: 'U-7',
  is_active: true,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  home_office_id: 1,
  phone: '',
  offices: [],
  mfa_active: false,
};

describe('staff top bar', () => {
  let app: RenderedApp | undefined;

  beforeEach(() => {
    $auth.set({ access: 'access-token', refresh: 'refresh-token' });
    $user.set(ADA);
  });

  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
    setLocale('en');
  });

  it('fills the welcome line with first and last name 500 ms after load', async () => {
    const started = performance.now();
    app = renderApp('/apps/secureinvoice');
    const welcome = await waitFor(() => app!.container.querySelector('[data-testid=welcome]'));
    expect(welcome.textContent).to.equal('');
    await waitFor(() => welcome.textContent === 'Welcome, Ada Lovelace', 2000);
    expect(performance.now() - started).to.be.at.least(500);
  });

  it('logs out to /login, clearing auth and user from localStorage', async () => {
    app = renderApp('/apps/secureinvoice');
    const button = await waitFor(() => app!.container.querySelector<HTMLButtonElement>('button[name=logout]'));
    expect(button.textContent).to.equal('Logout');
    button.click();
    await waitFor(() => currentPath() === '/login');
    expect(localStorage.getItem('auth')).to.equal(null);
    expect(localStorage.getItem('user')).to.equal(null);
    await waitFor(() => app!.container.querySelector('si-sign-in'));
  });

  it('switches to Arabic: right-to-left page and translated frame', async () => {
    app = renderApp('/apps/secureinvoice');
    await waitFor(() => app!.container.querySelector('[data-testid=welcome]')?.textContent === 'Welcome, Ada Lovelace', 2000);
    const select = await waitFor(() => app!.container.querySelector<HTMLSelectElement>('select[name=locale]'));
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(['English', 'Français', 'العربية']);
    select.value = 'ar';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => document.documentElement.dir === 'rtl');
    expect(document.documentElement.lang).to.equal('ar');
    expect($locale.get()).to.equal('ar');
    await waitFor(() => app!.container.querySelector('button[name=logout]')?.textContent === 'تسجيل الخروج');
    await waitFor(() => app!.container.textContent!.includes('سيتوفر في إصدار لاحق'));
    // The page stays mounted while Arabic loads, so the welcome line is not emptied again.
    expect(app.container.querySelector('[data-testid=welcome]')!.textContent).to.equal('مرحبًا، Ada Lovelace');
  });

  it('toggles between light and dark', async () => {
    app = renderApp('/apps/secureinvoice');
    const toggle = await waitFor(() => app!.container.querySelector<HTMLButtonElement>('button[name=theme]'));
    const before = document.documentElement.dataset.theme;
    toggle.click();
    await waitFor(() => document.documentElement.dataset.theme !== before);
    expect(document.documentElement.dataset.theme).to.equal(before === 'dark' ? 'light' : 'dark');
    toggle.click();
    await waitFor(() => document.documentElement.dataset.theme === before);
  });
});
