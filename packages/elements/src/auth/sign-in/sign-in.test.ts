import { expect } from '@esm-bundle/chai';
import { $auth, $systemPrefersDark, logout, setAppearance, setLocale } from '@si/core';
import './sign-in.ts';
import { define } from '../../base/define.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { $, alertText, button, cleanup, expectAccessible, field, mount, nextEvent, press, typeInto, until } from '../../test-support/dom.ts';

const USER = { id: 7, identifier: 'U7', is_active: true, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', home_office_id: 1, phone: '', offices: [], mfa_active: false };
let api: FakeApi | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
  logout();
  setLocale('en');
  cleanup();
});

async function signInWith(el: HTMLElement, email: string, password: string) {
  await typeInto(field(el, 'Email'), email);
  await typeInto(field(el, 'Password'), password);
  await press('Enter');
}

describe('si-sign-in', () => {
  it('is accessible: labelled fields, named buttons and links', async () => {
    const el = await mount('<si-sign-in></si-sign-in>', 'si-sign-in');
    await expectAccessible(el);
    expect((button(el, 'Sign in') as HTMLButtonElement).type).to.equal('submit');
    expect(button(el, 'Forgot password?').getAttribute('href')).to.equal('/forgot-password');
    expect(button(el, 'Sign up').getAttribute('href')).to.equal('/signup');
  });

  it('the show-password button is a tab stop after the password: named, pressed while the password shows', async () => {
    const el = await mount('<si-sign-in></si-sign-in>', 'si-sign-in');
    const password = field(el, 'Password');
    await typeInto(password, 'correct horse');
    await press('Tab');
    const toggle = el.shadowRoot!.activeElement as HTMLButtonElement;
    expect(toggle?.getAttribute('aria-label'), 'the control after the password').to.equal('Show password');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(password.shadowRoot!.querySelector('input')!.type).to.equal('password');
    await press('Space');
    await until(() => toggle.getAttribute('aria-pressed') === 'true', 'pressed');
    await until(() => password.shadowRoot!.querySelector('input')!.type === 'text', 'the password shown');
    expect(password.value).to.equal('correct horse');
    await press('Enter');
    await until(() => password.shadowRoot!.querySelector('input')!.type === 'password', 'hidden again');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    await expectAccessible(el);
  });

  it('signs in on Enter: posts the credentials, stores the tokens and emits si-signed-in done', async () => {
    api = fakeApi({
      'POST /auth/jwt/create/': { json: { access: 'A1', refresh: 'R1' } },
      'GET /auth/users/me/': { json: USER },
    });
    const el = await mount('<si-sign-in></si-sign-in>', 'si-sign-in');
    const signedIn = nextEvent<{ next: string }>('si-signed-in');
    await signInWith(el, 'ada@example.com', 'correct horse');
    const event = await signedIn;
    expect(event.detail).to.deep.equal({ next: 'done' });
    expect(api.to('POST', '/auth/jwt/create/')[0].body).to.deep.equal({ email: 'ada@example.com', password: 'correct horse' });
    expect($auth.get()).to.deep.equal({ access: 'A1', refresh: 'R1' });
    expect(api.to('GET', '/auth/users/me/')).to.have.length(1);
  });

  it('tells the page that the MFA challenge comes next', async () => {
    api = fakeApi({
      'POST /auth/jwt/create/': { json: { token: 'MFA', mfa: 'challenge', user_id: 7, challenge_method: 'EMAIL' } },
    });
    const el = await mount('<si-sign-in></si-sign-in>', 'si-sign-in');
    const signedIn = nextEvent<{ next: string }>('si-signed-in');
    await typeInto(field(el, 'Email'), 'ada@example.com');
    await typeInto(field(el, 'Password'), 'pw');
    button(el, 'Sign in').click();
    expect((await signedIn).detail).to.deep.equal({ next: 'challenge' });
    expect($auth.get()).to.equal(undefined);
  });

  it('shows the server text of a 401 in an alert and emits nothing', async () => {
    api = fakeApi({ 'POST /auth/jwt/create/': { status: 401, json: { detail: 'Authentication credentials were not provided.' } } });
    const el = await mount('<si-sign-in></si-sign-in>', 'si-sign-in');
    let emitted = false;
    el.addEventListener('si-signed-in', () => (emitted = true));
    await signInWith(el, 'ada@example.com', 'wrong');
    const text = await until(() => alertText(el), 'the alert');
    expect(text).to.equal('Authentication credentials were not provided.');
    expect(emitted).to.equal(false);
    expect(field(el, 'Password').value).to.equal('wrong');
  });

  it('a wrong password shows words in the reader\'s language, never the error code', async () => {
    api = fakeApi({ 'POST /auth/jwt/create/': { status: 401, json: { detail: 'No active account found with the given credentials', code: 'no_active_account' } } });
    const el = await mount('<si-sign-in></si-sign-in>', 'si-sign-in');
    await signInWith(el, 'ada@example.com', 'wrong');
    const text = await until(() => alertText(el), 'the alert');
    expect(text).to.equal('The e-mail address or the password is not right.');
    expect(el.shadowRoot!.textContent).not.to.contain('no_active_account');
    const french = await mount('<si-sign-in locale="fr"></si-sign-in>', 'si-sign-in');
    await typeInto(field(french, 'E-mail'), 'ada@example.com');
    await typeInto(field(french, 'Mot de passe'), 'wrong');
    await press('Enter');
    expect(await until(() => alertText(french), 'the French alert')).to.equal('L’adresse e-mail ou le mot de passe n’est pas correct.');
  });

  it('shows a 429 throttle message and 400 field messages under their fields', async () => {
    let calls = 0;
    api = fakeApi({
      'POST /auth/jwt/create/': () =>
        ++calls === 1
          ? { status: 429, json: { detail: 'Too many sign-in attempts. Try again in 60 seconds.' }, headers: { 'retry-after': '60' } }
          : { status: 400, json: { email: ['Enter a valid email address.'] } },
    });
    const el = await mount('<si-sign-in></si-sign-in>', 'si-sign-in');
    await signInWith(el, 'ada@example.com', 'pw');
    expect(await until(() => alertText(el), 'the 429 alert')).to.equal('Too many sign-in attempts. Try again in 60 seconds.');
    button(el, 'Sign in').click();
    await until(() => field(el, 'Email').getAttribute('help-text') === 'Enter a valid email address.', 'the field message');
    await expectAccessible(el);
    expect(alertText(el)).to.equal(undefined);
  });

  it('requires both fields and checks the e-mail before sending anything', async () => {
    api = fakeApi({});
    const el = await mount('<si-sign-in></si-sign-in>', 'si-sign-in');
    await press('Tab');
    button(el, 'Sign in').click();
    await until(() => field(el, 'Email').getAttribute('help-text') === 'Field is required', 'required message');
    expect(field(el, 'Password').getAttribute('help-text')).to.equal('Field is required');
    await typeInto(field(el, 'Email'), 'not-an-address');
    await typeInto(field(el, 'Password'), 'pw');
    await press('Enter');
    await until(() => field(el, 'Email').getAttribute('help-text') === 'Invalid e-mail', 'format message');
    expect(api.requests).to.have.length(0);
  });

  it('is busy while the request runs and ignores a second submit', async () => {
    let release: () => void = () => {};
    api = fakeApi({
      'POST /auth/jwt/create/': () => new Promise((resolve) => (release = () => resolve({ status: 401, json: { detail: 'No' } }))),
    });
    const el = await mount('<si-sign-in></si-sign-in>', 'si-sign-in');
    await signInWith(el, 'ada@example.com', 'pw');
    await until(() => button(el, 'Sign in').hasAttribute('loading') && api!.requests.length === 1, 'the busy button');
    await press('Enter');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await until(() => alertText(el), 'the alert');
    expect(button(el, 'Sign in').hasAttribute('loading')).to.equal(false);
    expect(api.to('POST', '/auth/jwt/create/')).to.have.length(1);
  });

  it('uses the configured links and api-base', async () => {
    api = fakeApi({ 'POST /auth/jwt/create/': { status: 401, json: { detail: 'No' } } });
    const el = await mount(
      '<si-sign-in forgot-href="/help/reset" sign-up-href="/join" api-base="http://127.0.0.1:9/api-root"></si-sign-in>',
      'si-sign-in',
    );
    expect(button(el, 'Forgot password?').getAttribute('href')).to.equal('/help/reset');
    expect(button(el, 'Sign up').getAttribute('href')).to.equal('/join');
    await signInWith(el, 'ada@example.com', 'pw');
    await until(() => api!.requests.length, 'the request');
    expect(api.requests[0].url.origin).to.equal('http://127.0.0.1:9');
  });

  it('speaks French and Arabic (right-to-left), two locales on one page', async () => {
    const holder = document.createElement('div');
    holder.className = 'test-holder';
    holder.innerHTML = '<si-sign-in locale="fr"></si-sign-in><si-sign-in locale="ar"></si-sign-in>';
    document.body.append(holder);
    const [fr, ar] = [...holder.querySelectorAll('si-sign-in')];
    await until(() => fr.shadowRoot?.querySelector('form') && ar.shadowRoot?.querySelector('form'), 'both forms');
    expect(field(fr, 'Mot de passe')).to.not.equal(null);
    expect(button(fr, 'Se connecter')).to.not.equal(null);
    expect(button(fr, 'Mot de passe oublié ?')).to.not.equal(null);
    expect($(fr, '[part="base"]').getAttribute('dir')).to.equal('ltr');
    expect(field(ar, 'كلمة المرور')).to.not.equal(null);
    expect(button(ar, 'تسجيل الدخول')).to.not.equal(null);
    expect($(ar, '[part="base"]').getAttribute('dir')).to.equal('rtl');
    expect(getComputedStyle($(ar, 'form')).direction).to.equal('rtl');
    await expectAccessible(ar);
  });

  it('follows the theme attribute and maps the preset colour onto Shoelace tokens', async () => {
    const el = await mount('<si-sign-in theme="dark"></si-sign-in>', 'si-sign-in');
    const base = $(el, '[part="base"]');
    expect(base.classList.contains('sl-theme-dark')).to.equal(true);
    const primary = getComputedStyle(base).getPropertyValue('--sl-color-primary-600').trim();
    // Shades derived from the preset (see @si/contract/colour), not the preset itself.
    expect(primary.toLowerCase()).to.contain('#0d9394');
    expect(getComputedStyle(base).getPropertyValue('--sl-focus-ring-color').trim().toLowerCase()).to.contain('#0d9394');
    // The semantic scales the controls draw with survive the slimmed theme CSS.
    for (const token of ['--sl-color-neutral-0', '--sl-color-neutral-300', '--sl-color-danger-600', '--sl-color-success-600', '--sl-input-border-color']) {
      expect(getComputedStyle(base).getPropertyValue(token).trim(), token).to.not.equal('');
    }
    const border = getComputedStyle(field(el, 'Email').shadowRoot!.querySelector('[part~="base"]')!).borderTopColor;
    expect(border, 'input border').to.not.equal('rgba(0, 0, 0, 0)');
    el.setAttribute('theme', 'light');
    await until(() => base.classList.contains('sl-theme-light'), 'the light theme');
    el.style.setProperty('--si-color-primary', 'rgb(1, 2, 3)');
    // The page's --si-color-primary wins over the preset, down into Shoelace's button.
    const inner = button(el, 'Sign in').shadowRoot!.querySelector('button')!;
    expect(getComputedStyle(inner).getPropertyValue('--sl-color-primary-600').trim()).to.contain('rgb(1, 2, 3)');
  });

  it('follows the operating system with theme="system" and the suite appearance without a theme', async () => {
    const system = await mount('<si-sign-in theme="system"></si-sign-in>', 'si-sign-in');
    const plain = await mount('<si-sign-in></si-sign-in>', 'si-sign-in');
    const themeOf = (el: Element) => ($(el, '[part="base"]').classList.contains('sl-theme-dark') ? 'dark' : 'light');
    const before = $systemPrefersDark.get();
    try {
      $systemPrefersDark.set(true);
      await until(() => themeOf(system) === 'dark', 'system dark');
      expect(themeOf(plain)).to.equal('light');
      setAppearance({ theme: 'dark' });
      await until(() => themeOf(plain) === 'dark', 'appearance dark');
      $systemPrefersDark.set(false);
      await until(() => themeOf(system) === 'light', 'system light');
      expect(themeOf(plain)).to.equal('dark');
    } finally {
      $systemPrefersDark.set(before);
      setAppearance({ theme: 'light' });
    }
  });

  it('re-renders when an attribute is removed, and tolerates a second define', async () => {
    const el = await mount('<si-sign-in heading="Staff sign-in"></si-sign-in>', 'si-sign-in');
    expect($(el, 'h2').textContent).to.equal('Staff sign-in');
    el.removeAttribute('heading');
    await until(() => $(el, 'h2').textContent === 'Sign in', 'the default heading');
    expect(() => define('si-sign-in', class extends HTMLElement {})).not.to.throw();
    expect(customElements.get('si-sign-in')).to.equal(el.constructor);
  });
});
