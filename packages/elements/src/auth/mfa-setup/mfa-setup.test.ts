import { expect } from '@esm-bundle/chai';
import { $auth, $mfa, $user, logout, setLocale } from '@si/core';
import './mfa-setup.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { $, alertText, button, cleanup, expectAccessible, field, mount, nextEvent, press, typeInto, until } from '../../test-support/dom.ts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const USER = { id: 7, identifier: 'U7', is_active: true, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', home_office_id: 1, phone: '', offices: [], mfa_active: false };
let api: FakeApi | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
  logout();
  setLocale('en');
  cleanup();
});

async function mountReady(html = '<si-mfa-setup></si-mfa-setup>') {
  const el = await mount(html, 'si-mfa-setup');
  await until(() => el.shadowRoot!.querySelector('img'), 'the QR code');
  return el;
}

describe('si-mfa-setup', () => {
  beforeEach(() => $mfa.set({ token: 'MFA-TOKEN', userId: 7, marker: 'setup' }));

  it('is accessible and shows the QR code and the key from enable_mfa', async () => {
    api = fakeApi({ 'POST /api/users/mfa/7/enable_mfa': { json: { base64QRCode: PNG, secret: 'JBSWY3DPEHPK3PXP' } } });
    const el = await mountReady('<si-mfa-setup heading="Setup user MFA"></si-mfa-setup>');
    await expectAccessible(el);
    expect($(el, 'h2').textContent).to.equal('Setup user MFA');
    const img = $(el, 'img') as HTMLImageElement;
    expect(img.src).to.equal(`data:image/png;base64,${PNG}`);
    expect(img.alt).to.equal('QR code to scan with your authenticator app');
    expect($(el, '[part="secret"]').textContent).to.equal('JBSWY3DPEHPK3PXP');
    const [enable] = api.to('POST', '/api/users/mfa/7/enable_mfa');
    expect(enable.body).to.deep.equal({ challengeMethod: 'VIRTUAL' });
    expect(enable.headers.get('authorization')).to.equal('JWT MFA-TOKEN');
    expect(field(el, 'Code 1')).to.not.equal(null);
    expect(field(el, 'Code 2')).to.not.equal(null);
  });

  it('requires Code 1 and Code 2 and sends nothing until both are there', async () => {
    api = fakeApi({ 'POST /api/users/mfa/7/enable_mfa': { json: { base64QRCode: PNG, secret: 'S' } } });
    const el = await mountReady();
    button(el, 'Confirm').click();
    await until(() => field(el, 'Code 1').getAttribute('help-text') === 'Field is required', 'code 1 required');
    expect(field(el, 'Code 2').getAttribute('help-text')).to.equal('Field is required');
    await typeInto(field(el, 'Code 1'), '111111');
    await press('Enter');
    await until(() => !field(el, 'Code 1').hasAttribute('help-text'), 'code 1 accepted');
    expect(field(el, 'Code 2').getAttribute('help-text')).to.equal('Field is required');
    expect(api.to('POST', '/api/users/mfa/7/confirm_mfa_setup')).to.have.length(0);
  });

  it('confirms two codes with the e-mail option and emits si-mfa-enabled', async () => {
    api = fakeApi({
      'POST /api/users/mfa/7/enable_mfa': { json: { base64QRCode: `data:image/png;base64,${PNG}`, secret: 'S' } },
      'POST /api/users/mfa/7/confirm_mfa_setup': { json: { access_token: 'A3', refresh_token: 'R3' } },
      'GET /auth/users/me/': { json: USER },
    });
    const el = await mountReady();
    expect(($(el, 'img') as HTMLImageElement).src).to.equal(`data:image/png;base64,${PNG}`);
    button(el, 'Receive code by email').click();
    await typeInto(field(el, 'Code 1'), '111111');
    await typeInto(field(el, 'Code 2'), '222222');
    const enabled = nextEvent<{ challengeMethod: string }>('si-mfa-enabled');
    await press('Enter');
    expect((await enabled).detail).to.deep.equal({ challengeMethod: 'ALL' });
    expect(api.to('POST', '/api/users/mfa/7/confirm_mfa_setup')[0].body).to.deep.equal({ qrCode1: '111111', qrCode2: '222222', challengeMethod: 'ALL' });
    expect($auth.get()).to.deep.equal({ access: 'A3', refresh: 'R3' });
  });

  it('shows a rejected code under its field, and Cancel emits si-cancel', async () => {
    api = fakeApi({
      'POST /api/users/mfa/7/enable_mfa': { json: { base64QRCode: PNG, secret: 'S' } },
      'POST /api/users/mfa/7/confirm_mfa_setup': { status: 400, json: { qrCode2: ['The codes must be consecutive.'] } },
    });
    const el = await mountReady();
    await typeInto(field(el, 'Code 1'), '111111');
    await typeInto(field(el, 'Code 2'), '111111');
    await press('Enter');
    await until(() => field(el, 'Code 2').getAttribute('help-text') === 'The codes must be consecutive.', 'the field error');
    await expectAccessible(el);
    const cancelled = nextEvent('si-cancel');
    button(el, 'Cancel').click();
    expect((await cancelled).type).to.equal('si-cancel');
  });

  it('for a signed-in user uses /api/users/{id} with the access token; a failure offers Try again', async () => {
    logout();
    $auth.set({ access: 'ACCESS', refresh: 'REFRESH' });
    $user.set(USER);
    let calls = 0;
    api = fakeApi({
      'POST /api/users/7/enable_mfa': () =>
        ++calls === 1 ? { status: 500, json: { detail: 'Could not create the secret.' } } : { json: { base64QRCode: PNG, secret: 'S2' } },
    });
    const el = await mount('<si-mfa-setup></si-mfa-setup>', 'si-mfa-setup');
    expect(await until(() => alertText(el), 'the alert')).to.equal('Could not create the secret.');
    expect(api.requests[0].headers.get('authorization')).to.equal('JWT ACCESS');
    button(el, 'Try again').click();
    await until(() => el.shadowRoot!.querySelector('img'), 'the QR code');
    expect($(el, '[part="secret"]').textContent).to.equal('S2');
  });

  it('speaks French and Arabic', async () => {
    api = fakeApi({ 'POST /api/users/mfa/7/enable_mfa': { json: { base64QRCode: PNG, secret: 'S' } } });
    const fr = await mountReady('<si-mfa-setup locale="fr"></si-mfa-setup>');
    expect(button(fr, 'Recevoir le code par e-mail')).to.not.equal(null);
    expect(button(fr, 'Annuler')).to.not.equal(null);
    const ar = await mountReady('<si-mfa-setup locale="ar"></si-mfa-setup>');
    expect(field(ar, 'الرمز 1')).to.not.equal(null);
    expect($(ar, 'img').getAttribute('alt')).to.equal('رمز QR لمسحه باستخدام تطبيق المصادقة');
    expect($(ar, '[part="base"]').getAttribute('dir')).to.equal('rtl');
  });
});
