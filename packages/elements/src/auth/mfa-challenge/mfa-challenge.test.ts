import { expect } from '@esm-bundle/chai';
import { $auth, $mfa, logout, setLocale } from '@si/core';
import './mfa-challenge.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { $, alertText, button, cleanup, clearField, expectAccessible, field, mount, nextEvent, press, typeInto, until } from '../../test-support/dom.ts';

const USER = { id: 7, identifier: 'U7', is_active: true, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', home_office_id: 1, phone: '', offices: [], mfa_active: true };
let api: FakeApi | undefined;

function startChallenge(challengeMethod: 'VIRTUAL' | 'EMAIL' | 'ALL') {
  $mfa.set({ token: 'MFA-TOKEN', userId: 7, challengeMethod, marker: 'challenge' });
}

afterEach(() => {
  api?.restore();
  api = undefined;
  logout();
  setLocale('en');
  cleanup();
});

const instructions = (el: Element) => $(el, '[part="instructions"]').textContent!.trim();

describe('si-mfa-challenge', () => {
  it('is accessible and, for an authenticator code, verifies it with the MFA token and emits si-signed-in', async () => {
    startChallenge('VIRTUAL');
    api = fakeApi({
      'POST /api/users/mfa/7/confirm': { json: { access_token: 'A2', refresh_token: 'R2' } },
      'GET /auth/users/me/': { json: USER },
    });
    const el = await mount('<si-mfa-challenge></si-mfa-challenge>', 'si-mfa-challenge');
    await expectAccessible(el);
    expect(instructions(el)).to.equal('Enter the 6-digit code from your authenticator app.');
    expect(el.shadowRoot!.querySelector('[part="resend"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="email-code"]')).to.equal(null);
    const signedIn = nextEvent<{ next: string }>('si-signed-in');
    await typeInto(field(el, 'Verification code'), '123456');
    await press('Enter');
    expect((await signedIn).detail).to.deep.equal({ next: 'done' });
    const [confirm] = api.to('POST', '/api/users/mfa/7/confirm');
    expect(confirm.body).to.deep.equal({ qrCode: '123456' });
    expect(confirm.headers.get('authorization')).to.equal('JWT MFA-TOKEN');
    expect($auth.get()).to.deep.equal({ access: 'A2', refresh: 'R2' });
    expect(api.to('GET', '/api/users/mfa/7/challenge')).to.have.length(0);
  });

  it('for EMAIL sends the code as the step opens, once; a new one only after the wait, and says so', async () => {
    startChallenge('EMAIL');
    api = fakeApi({ 'GET /api/users/mfa/7/challenge': { json: { challengeMethod: 'EMAIL', email_sent: true, resend_after: 2, expires_in: 600 } } });
    const el = await mount('<si-mfa-challenge></si-mfa-challenge>', 'si-mfa-challenge');
    await until(() => instructions(el) === 'We sent a 6-digit code to your e-mail address. It works once, for 10 minutes.', 'the sent message');
    expect(api.to('GET', '/api/users/mfa/7/challenge')).to.have.length(1);
    // No way back to the app for an e-mail-only user, nor an "E-mail me a code" twice over.
    expect(el.shadowRoot!.querySelector('[part="use-app"], [part="email-code"]')).to.equal(null);
    const resend = $(el, '[part="resend"]');
    expect(resend.hasAttribute('disabled')).to.equal(true);
    expect(resend.textContent!.trim()).to.match(/^New code available in [12] seconds?$/);
    await until(() => !resend.hasAttribute('disabled'), 'the wait to end', 5000);
    expect(resend.textContent!.trim()).to.equal('Send a new code');
    resend.click();
    await until(() => instructions(el).startsWith('We sent a new code to your e-mail address; only the newest one works.'), 'the resent message');
    expect(api.to('GET', '/api/users/mfa/7/challenge')).to.have.length(2);
    await expectAccessible(el);
  });

  it('says when the server asks to wait, with the time left, and sends nothing meanwhile', async () => {
    startChallenge('EMAIL');
    api = fakeApi({
      'GET /api/users/mfa/7/challenge': { status: 429, json: { detail: 'A code was sent a short while ago. Ask for a new one in 42 seconds.', retry_after: 42 } },
    });
    const el = await mount('<si-mfa-challenge></si-mfa-challenge>', 'si-mfa-challenge');
    await until(() => instructions(el).startsWith('A code was sent to your e-mail address a short while ago.'), 'the wait message');
    const resend = $(el, '[part="resend"]');
    expect(resend.hasAttribute('disabled')).to.equal(true);
    expect(resend.textContent!.trim()).to.match(/^New code available in (42|41) seconds$/);
    expect(alertText(el)).to.equal(undefined);
    // The code already mailed still works: the field is there to take it.
    expect(field(el, 'Verification code')).to.not.equal(null);
    const fr = await mount('<si-mfa-challenge locale="fr"></si-mfa-challenge>', 'si-mfa-challenge');
    await until(() => fr.shadowRoot!.querySelector('[part="resend"]')?.textContent?.trim().startsWith('Nouveau code disponible dans'), 'the French countdown');
  });

  it('for ALL starts on the app code and offers "E-mail me a code", and the way back to the app', async () => {
    startChallenge('VIRTUAL');
    api = fakeApi({ 'GET /api/users/mfa/7/challenge': { json: { challengeMethod: 'ALL', email_sent: true, resend_after: 60, expires_in: 600 } } });
    const el = await mount('<si-mfa-challenge method="ALL"></si-mfa-challenge>', 'si-mfa-challenge');
    await expectAccessible(el);
    expect(instructions(el)).to.equal('Enter the 6-digit code from your authenticator app.');
    expect(api.requests).to.have.length(0);
    button(el, 'E-mail me a code').click();
    await until(() => instructions(el).startsWith('We sent a 6-digit code'), 'the e-mail step');
    expect(api.to('GET', '/api/users/mfa/7/challenge')).to.have.length(1);
    expect($(el, '[part="resend"]').hasAttribute('disabled')).to.equal(true);
    button(el, 'Use my authenticator app instead').click();
    await until(() => instructions(el) === 'Enter the 6-digit code from your authenticator app.', 'back to the app');
    await expectAccessible(el);
  });

  it('for VIRTUAL offers no e-mailed code, says what to do when the app is lost, and "Back to sign in" emits si-cancel', async () => {
    startChallenge('VIRTUAL');
    api = fakeApi({});
    const el = await mount('<si-mfa-challenge></si-mfa-challenge>', 'si-mfa-challenge');
    expect(el.shadowRoot!.querySelector('[part="email-code"], [part="resend"]')).to.equal(null);
    expect($(el, '[part="lost-app"]').textContent).to.contain('An administrator of your organization can turn two-step verification off');
    const cancelled = nextEvent('si-cancel');
    button(el, 'Back to sign in').click();
    await cancelled;
    expect(api.requests).to.have.length(0);
    await expectAccessible(el);
  });

  it('checks the code before sending and shows the server errors', async () => {
    startChallenge('VIRTUAL');
    let calls = 0;
    api = fakeApi({
      'POST /api/users/mfa/7/confirm': () =>
        ++calls === 1 ? { status: 400, json: { qrCode: ['Invalid code.'] } } : { status: 401, json: { detail: 'The MFA token has expired.' } },
    });
    const el = await mount('<si-mfa-challenge></si-mfa-challenge>', 'si-mfa-challenge');
    const code = field(el, 'Verification code');
    button(el, 'Verify').click();
    await until(() => code.getAttribute('help-text') === 'Field is required', 'required');
    await typeInto(code, '12ab');
    await press('Enter');
    await until(() => code.getAttribute('help-text') === 'Enter the 6-digit code.', 'six digits');
    expect(api.requests).to.have.length(0);
    await clearField(code);
    await typeInto(code, '654321');
    await press('Enter');
    await until(() => code.getAttribute('help-text') === 'Invalid code.', `the field error (help: ${code.getAttribute('help-text')}, value: ${(code as unknown as { value: string }).value}, requests: ${api!.requests.length})`);
    await press('Enter');
    expect(await until(() => alertText(el), 'the alert')).to.equal('The MFA token has expired.');
    await expectAccessible(el);
  });

  it('says to sign in again when no MFA sign-in is in progress', async () => {
    api = fakeApi({});
    const el = await mount('<si-mfa-challenge></si-mfa-challenge>', 'si-mfa-challenge');
    await typeInto(field(el, 'Verification code'), '123456');
    await press('Enter');
    expect(await until(() => alertText(el), 'the alert')).to.equal('Your sign-in has expired. Sign in again.');
    expect(api.requests).to.have.length(0);
  });

  it('speaks French and Arabic', async () => {
    startChallenge('VIRTUAL');
    const fr = await mount('<si-mfa-challenge locale="fr"></si-mfa-challenge>', 'si-mfa-challenge');
    expect(instructions(fr)).to.equal("Saisissez le code à 6 chiffres de votre application d'authentification.");
    expect(button(fr, 'Vérifier')).to.not.equal(null);
    const ar = await mount('<si-mfa-challenge locale="ar"></si-mfa-challenge>', 'si-mfa-challenge');
    expect(field(ar, 'رمز التحقق')).to.not.equal(null);
    expect($(ar, '[part="base"]').getAttribute('dir')).to.equal('rtl');
  });
});
