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
      'POST /api/users/mfa/7/confirm': { body: { access_token: 'A2', refresh_token: 'R2' } },
      'GET /auth/users/me/': { body: USER },
    });
    const el = await mount('<si-mfa-challenge></si-mfa-challenge>', 'si-mfa-challenge');
    await expectAccessible(el);
    expect(instructions(el)).to.equal('Enter the 6-digit code from your authenticator app.');
    expect(el.shadowRoot!.querySelector('[part="resend"]')).to.equal(null);
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

  it('for EMAIL sends the code on load, once, and again on Resend', async () => {
    startChallenge('EMAIL');
    api = fakeApi({ 'GET /api/users/mfa/7/challenge': { body: { challengeMethod: 'EMAIL', email_sent: true } } });
    const el = await mount('<si-mfa-challenge></si-mfa-challenge>', 'si-mfa-challenge');
    await until(() => instructions(el).startsWith('We sent a 6-digit code'), 'the sent message');
    expect(api.to('GET', '/api/users/mfa/7/challenge')).to.have.length(1);
    button(el, 'Resend code').click();
    await until(() => instructions(el).endsWith('A new code was sent.'), 'the resent message');
    expect(api.to('GET', '/api/users/mfa/7/challenge')).to.have.length(2);
    await expectAccessible(el);
  });

  it('for ALL lets the user choose; choosing e-mail sends the code', async () => {
    startChallenge('VIRTUAL');
    api = fakeApi({ 'GET /api/users/mfa/7/challenge': { body: { challengeMethod: 'ALL', email_sent: true } } });
    const el = await mount('<si-mfa-challenge method="ALL"></si-mfa-challenge>', 'si-mfa-challenge');
    await expectAccessible(el);
    expect(instructions(el)).to.equal('Enter the 6-digit code from your authenticator app.');
    expect(api.requests).to.have.length(0);
    button(el, 'E-mail').click();
    await until(() => instructions(el).startsWith('We sent a 6-digit code'), 'the e-mail option');
    expect(api.to('GET', '/api/users/mfa/7/challenge')).to.have.length(1);
    expect(button(el, 'Resend code')).to.not.equal(null);
  });

  it('checks the code before sending and shows the server errors', async () => {
    startChallenge('VIRTUAL');
    let calls = 0;
    api = fakeApi({
      'POST /api/users/mfa/7/confirm': () =>
        ++calls === 1 ? { status: 400, body: { qrCode: ['Invalid code.'] } } : { status: 401, body: { detail: 'The MFA token has expired.' } },
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
