import { expect } from '@esm-bundle/chai';
import { logout, setLocale } from '@si/core';
import './password-reset.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { $, alertText, button, cleanup, expectAccessible, field, mount, nextEvent, press, typeInto, until } from '../../test-support/dom.ts';

const NEUTRAL = 'If an account exists for that address, we sent a link';
let api: FakeApi | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
  logout();
  setLocale('en');
  cleanup();
});

const confirmation = (el: Element) => el.shadowRoot!.querySelector('[part="confirmation"]')?.textContent?.trim();

describe('si-password-reset: request a link', () => {
  it('is accessible, posts the e-mail and shows the neutral confirmation', async () => {
    api = fakeApi({ 'POST /auth/users/reset_password/': { status: 204 } });
    const el = await mount('<si-password-reset></si-password-reset>', 'si-password-reset');
    await expectAccessible(el);
    expect(button(el, 'Back to sign in').getAttribute('href')).to.equal('/login');
    await typeInto(field(el, 'Email'), ' ada@example.com ');
    await press('Enter');
    expect(await until(() => confirmation(el), 'the confirmation')).to.equal(NEUTRAL);
    expect(api.to('POST', '/auth/users/reset_password/')[0].body).to.deep.equal({ email: 'ada@example.com' });
  });

  it('shows the same confirmation when the server rejects an unknown address', async () => {
    api = fakeApi({ 'POST /auth/users/reset_password/': { status: 400, json: { email: ['User with given email does not exist.'] } } });
    const el = await mount('<si-password-reset></si-password-reset>', 'si-password-reset');
    await typeInto(field(el, 'Email'), 'nobody@example.com');
    button(el, 'Send reset link').click();
    expect(await until(() => confirmation(el), 'the confirmation')).to.equal(NEUTRAL);
    expect(alertText(el)).to.equal(undefined);
  });

  it('checks the address first and shows throttling as an error', async () => {
    api = fakeApi({ 'POST /auth/users/reset_password/': { status: 429, json: { detail: 'Too many requests. Try again in 30 seconds.' } } });
    const el = await mount('<si-password-reset></si-password-reset>', 'si-password-reset');
    const email = field(el, 'Email');
    await typeInto(email, 'ada@');
    await press('Enter');
    await until(() => email.getAttribute('help-text') === 'Invalid e-mail', 'the format message');
    expect(api.requests).to.have.length(0);
    await typeInto(email, 'example.com');
    await press('Enter');
    expect(await until(() => alertText(el), 'the alert')).to.equal('Too many requests. Try again in 30 seconds.');
    expect(confirmation(el)).to.equal(undefined);
  });
});

describe('si-password-reset: choose a new password', () => {
  it('confirms with uid and token, after checking the two passwords match', async () => {
    api = fakeApi({ 'POST /auth/users/reset_password_confirm/': { status: 204 } });
    const el = await mount('<si-password-reset uid="MQ" token="abc-123"></si-password-reset>', 'si-password-reset');
    await expectAccessible(el);
    expect($(el, 'h2').textContent).to.equal('Choose a new password');
    await typeInto(field(el, 'New password'), 'n3w-Passw0rd');
    await typeInto(field(el, 'Repeat the new password'), 'n3w-Passw0rd!');
    await press('Enter');
    await until(() => field(el, 'Repeat the new password').getAttribute('help-text') === 'The two passwords do not match.', 'mismatch');
    expect(api.requests).to.have.length(0);
    await press('Backspace');
    const changed = nextEvent<{ mode: string }>('si-password-changed');
    await press('Enter');
    expect((await changed).detail).to.deep.equal({ mode: 'reset' });
    expect(api.to('POST', '/auth/users/reset_password_confirm/')[0].body).to.deep.equal({
      uid: 'MQ',
      token: 'abc-123',
      new_password: 'n3w-Passw0rd',
      re_new_password: 'n3w-Passw0rd',
    });
    expect(await until(() => confirmation(el), 'the confirmation')).to.equal('Your password has been changed. You can now sign in.');
  });

  it('shows the server messages: weak password under the field, bad link in the alert', async () => {
    let calls = 0;
    api = fakeApi({
      'POST /auth/users/reset_password_confirm/': () =>
        ++calls === 1
          ? { status: 400, json: { new_password: ['This password is too short. It must contain at least 8 characters.'] } }
          : { status: 400, json: { token: ['Invalid token for given user.'] } },
    });
    const el = await mount('<si-password-reset uid="MQ" token="old"></si-password-reset>', 'si-password-reset');
    await typeInto(field(el, 'New password'), 'short');
    await typeInto(field(el, 'Repeat the new password'), 'short');
    await press('Enter');
    await until(() => field(el, 'New password').getAttribute('help-text')?.startsWith('This password is too short'), 'the field message');
    await press('Enter');
    expect(await until(() => alertText(el), 'the alert')).to.equal('Invalid token for given user.');
    await expectAccessible(el);
  });

  it('activates an account with activation-token through set-password', async () => {
    api = fakeApi({ 'POST /api/set-password': { status: 204 } });
    const el = await mount('<si-password-reset activation-token="tok-1" login-href="/login?from=activation"></si-password-reset>', 'si-password-reset');
    expect($(el, 'h2').textContent).to.equal('Activate your account');
    await typeInto(field(el, 'New password'), 'first-Passw0rd');
    await typeInto(field(el, 'Repeat the new password'), 'first-Passw0rd');
    const changed = nextEvent<{ mode: string }>('si-password-changed');
    button(el, 'Activate account').click();
    expect((await changed).detail).to.deep.equal({ mode: 'activation' });
    expect(api.to('POST', '/api/set-password')[0].body).to.deep.equal({ token: 'tok-1', password: 'first-Passw0rd' });
    expect(await until(() => confirmation(el), 'the confirmation')).to.equal('Your account is active. You can now sign in.');
    expect(button(el, 'Sign in').getAttribute('href')).to.equal('/login?from=activation');
  });

  it('checks and sends what was typed last when the form is submitted before it renders again', async () => {
    api = fakeApi({ 'POST /api/set-password': { status: 204 } });
    const el = await mount('<si-password-reset activation-token="tok-2"></si-password-reset>', 'si-password-reset');
    // Both fields filled and the form submitted in one task, as a password manager's fill and a quick Enter can.
    for (const label of ['New password', 'Repeat the new password']) {
      const input = field(el, label) as HTMLElement & { value: string };
      input.value = 'quick-Passw0rd';
      input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
    }
    button(el, 'Activate account').click();
    // The form's outcome: the confirmation, or a field message when it checked stale values.
    const outcome = await until(() => confirmation(el) || el.shadowRoot!.querySelector('sl-input[help-text]')?.getAttribute('help-text'), 'the confirmation or a field message');
    expect(outcome).to.equal('Your account is active. You can now sign in.');
    expect(api.to('POST', '/api/set-password')[0].body).to.deep.equal({ token: 'tok-2', password: 'quick-Passw0rd' });
  });

  it('goes back to the request form when uid and token are removed', async () => {
    const el = await mount('<si-password-reset uid="MQ" token="abc"></si-password-reset>', 'si-password-reset');
    el.removeAttribute('uid');
    el.removeAttribute('token');
    await until(() => $(el, 'h2').textContent === 'Forgot your password?', 'the request form');
  });

  it('speaks French and Arabic', async () => {
    const fr = await mount('<si-password-reset locale="fr" uid="MQ" token="t"></si-password-reset>', 'si-password-reset');
    expect(field(fr, 'Nouveau mot de passe')).to.not.equal(null);
    expect(button(fr, 'Changer le mot de passe')).to.not.equal(null);
    const ar = await mount('<si-password-reset locale="ar"></si-password-reset>', 'si-password-reset');
    expect(button(ar, 'إرسال رابط إعادة التعيين')).to.not.equal(null);
    expect($(ar, '[part="base"]').getAttribute('dir')).to.equal('rtl');
    await expectAccessible(ar);
  });
});
