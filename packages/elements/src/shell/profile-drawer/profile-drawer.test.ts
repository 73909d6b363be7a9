import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { $auth, $user, logout, setLocale } from '@si/core';
import './profile-drawer.ts';
import { fakeApi, type FakeApi, type FakeHandler } from '../../test-support/fake-api.ts';
import { $, alertText, button, clearField, cleanup, expectAccessible, field, nextEvent, press, typeInto, until } from '../../test-support/dom.ts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const USER = {
  id: 7, identifier: 'U-7', is_active: true, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', home_office_id: 1, phone: '', mfa_active: false,
  offices: [
    { office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' },
    { office: { id: 2, identifier: 'NYC', name: 'New York' }, role: 'VO' },
  ],
};
let api: FakeApi | undefined;

beforeEach(() => {
  $auth.set({ access: 'ACCESS', refresh: 'REFRESH' });
  $user.set(USER as never);
});
// Without the slide-in transition a panel is in place at once, even on a test page in a
// background tab, where transitions do not advance.
before(() => emulateMedia({ reducedMotion: 'reduce' }));
// The runner reuses its page for the next file: leave the media features as found.
after(async () => {
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 800, height: 600 });
});

afterEach(async () => {
  api?.restore();
  api = undefined;
  logout();
  setLocale('en');
  cleanup();
  await setViewport({ width: 1280, height: 800 });
});

function serve(extra: Record<string, FakeHandler> = {}) {
  api = fakeApi({
    'GET /api/users/7': { json: USER },
    'GET /api/users/7/user_mfa': { json: { active: false, challengeMethod: null } },
    ...extra,
  });
  return api;
}

async function openDrawer(attributes = '') {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = `<si-profile-drawer open ${attributes}></si-profile-drawer>`;
  document.body.append(holder);
  const el = holder.querySelector('si-profile-drawer')!;
  await until(() => el.shadowRoot!.querySelector('dialog[open] [part~="profile"]'), 'the open drawer');
  await until(() => api!.to('GET', '/api/users/7').length && !el.shadowRoot!.querySelector('[part="mfa"] sl-spinner'), 'the MFA status');
  return el;
}

const panel = (el: Element) => el.shadowRoot!.querySelector('dialog')!;

describe('si-profile-drawer', () => {
  it('is accessible and shows identifier and email read-only, the names, status, MFA and offices', async () => {
    serve();
    const el = await openDrawer();
    await expectAccessible(el);
    expect(el.shadowRoot!.getElementById(panel(el).getAttribute('aria-labelledby')!)!.textContent).to.equal('Edit Profile');
    expect(field(el, 'Identifier').value).to.equal('U-7');
    expect(field(el, 'Identifier').hasAttribute('readonly')).to.equal(true);
    expect(field(el, 'Email').value).to.equal('ada@example.com');
    expect(field(el, 'Email').hasAttribute('readonly')).to.equal(true);
    expect(field(el, 'First name').value).to.equal('Ada');
    expect(field(el, 'Last name').value).to.equal('Lovelace');
    expect($(el, '[part="status"] .badge').textContent).to.equal('Active');
    expect($(el, '[part="mfa"] [role="status"]').textContent).to.equal('Not enabled');
    const rows = [...el.shadowRoot!.querySelectorAll('.offices tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).to.deep.equal([
      ['HQ', 'Head office', 'OA Office Administrator'],
      ['NYC', 'New York', 'VO View Only'],
    ]);
    expect(api!.to('GET', '/api/users/7/user_mfa')[0].headers.get('authorization')).to.equal('JWT ACCESS');
  });

  it('refuses empty names with "Field is required" and sends nothing', async () => {
    serve({ 'PATCH /api/users/7': { json: USER } });
    const el = await openDrawer();
    await clearField(field(el, 'First name'));
    await clearField(field(el, 'Last name'));
    button(el, 'Save').click();
    await until(() => field(el, 'First name').getAttribute('help-text') === 'Field is required', 'first name required');
    expect(field(el, 'Last name').getAttribute('help-text')).to.equal('Field is required');
    expect(api!.to('PATCH', '/api/users/7')).to.have.length(0);
  });

  it('keeps a name typed before the fresh read of the profile answers', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    serve({ 'GET /api/users/7': async () => (await held, { json: { ...USER, first_name: 'Ada (server)' } }) });
    const holder = document.createElement('div');
    holder.className = 'test-holder';
    holder.innerHTML = '<si-profile-drawer open></si-profile-drawer>';
    document.body.append(holder);
    const el = holder.querySelector('si-profile-drawer')!;
    await until(() => el.shadowRoot!.querySelector('dialog[open] [part~="profile"]') && field(el, 'First name').value === 'Ada', 'the stored name');
    await clearField(field(el, 'First name'));
    await typeInto(field(el, 'First name'), 'Augusta');
    answer();
    await until(() => api!.to('GET', '/api/users/7').length, 'the fresh read');
    await new Promise((settle) => setTimeout(settle, 50));
    expect(field(el, 'First name').value).to.equal('Augusta');
    expect(field(el, 'Last name').value).to.equal('Lovelace');
  });

  it('saves the names with PATCH /api/users/{id}, confirms, updates the session user and emits si-profile-saved', async () => {
    serve({ 'PATCH /api/users/7': ({ body }) => ({ json: { ...USER, ...(body as object) } }) });
    const el = await openDrawer();
    await clearField(field(el, 'First name'));
    await typeInto(field(el, 'First name'), 'Augusta');
    const saved = nextEvent<{ user: typeof USER }>('si-profile-saved');
    await press('Enter');
    expect((await saved).detail.user.first_name).to.equal('Augusta');
    expect(api!.to('PATCH', '/api/users/7')[0].body).to.deep.equal({ first_name: 'Augusta', last_name: 'Lovelace' });
    await until(() => el.shadowRoot!.querySelector('[part="saved"]'), 'the confirmation');
    expect($(el, '[part="saved"]').textContent).to.equal('Your profile was saved.');
    expect($user.get()!.first_name).to.equal('Augusta');
  });

  it("shows the server's field errors under their fields", async () => {
    serve({ 'PATCH /api/users/7': { status: 400, json: { last_name: ['Ensure this field has no more than 150 characters.'], detail: 'Not saved.' } } });
    const el = await openDrawer();
    button(el, 'Save').click();
    await until(() => field(el, 'Last name').getAttribute('help-text') === 'Ensure this field has no more than 150 characters.', 'the field error');
    expect(alertText(el)).to.equal('Not saved.');
  });

  it('shows an inactive user as Inactive and MFA on as Enabled, without Enable', async () => {
    serve({
      'GET /api/users/7': { json: { ...USER, is_active: false } },
      'GET /api/users/7/user_mfa': { json: { active: true, challengeMethod: 'VIRTUAL' } },
    });
    const el = await openDrawer();
    expect($(el, '[part="status"] .badge').textContent).to.equal('Inactive');
    expect($(el, '[part="mfa"] [role="status"]').textContent).to.equal('Enabled');
    expect(el.shadowRoot!.querySelector('[part="enable-mfa"]')).to.equal(null);
  });

  it('Enable opens "Setup user MFA"; two codes confirm it and the status turns on', async () => {
    serve({
      'POST /api/users/7/enable_mfa': { json: { base64QRCode: PNG, secret: 'JBSWY3DP' } },
      'POST /api/users/7/confirm_mfa_setup': { json: {} },
      'GET /auth/users/me/': { json: { ...USER, mfa_active: true } },
    });
    const el = await openDrawer();
    button(el, 'Enable').click();
    const dialog = await until(() => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.mfa-dialog[open]'), 'the MFA dialog');
    expect(dialog.getAttribute('aria-label')).to.equal('Setup user MFA');
    expect(dialog.querySelector('h2')!.textContent).to.equal('Setup user MFA');
    await until(() => dialog.querySelector('img'), 'the QR code');
    await expectAccessible(el);
    expect(button(el, 'Receive code by email')).to.not.equal(null);
    expect(button(el, 'Cancel')).to.not.equal(null);
    button(el, 'Receive code by email').click();
    await typeInto(field(el, 'Code 1'), '123456');
    await typeInto(field(el, 'Code 2'), '654321');
    button(el, 'Confirm').click();
    await until(() => $(el, '[part="mfa"] [role="status"]').textContent === 'Enabled', 'MFA on');
    expect(api!.to('POST', '/api/users/7/confirm_mfa_setup')[0].body).to.deep.equal({ qrCode1: '123456', qrCode2: '654321', challengeMethod: 'ALL' });
    await until(() => !dialog.open, 'the MFA dialog closed');
    expect(panel(el).open).to.equal(true);
  });

  it('Cancel and Escape close only the MFA dialog', async () => {
    serve({ 'POST /api/users/7/enable_mfa': { json: { base64QRCode: PNG, secret: 'S' } } });
    const el = await openDrawer();
    button(el, 'Enable').focus();
    await press('Enter');
    await until(() => el.shadowRoot!.querySelector('dialog.mfa-dialog[open] img'), 'the MFA dialog');
    button(el, 'Cancel').click();
    await until(() => !el.shadowRoot!.querySelector('dialog.mfa-dialog'), 'the MFA dialog gone');
    await until(() => el.shadowRoot!.activeElement === button(el, 'Enable'), 'focus back on Enable');
    await press('Enter');
    await until(() => el.shadowRoot!.querySelector('dialog.mfa-dialog[open] img'), 'the MFA dialog again');
    await press('Escape');
    await until(() => !el.shadowRoot!.querySelector('dialog.mfa-dialog'), 'the MFA dialog gone again');
    await until(() => el.shadowRoot!.activeElement === button(el, 'Enable'), 'focus back on Enable again');
    expect(panel(el).open).to.equal(true);
    expect(el.hasAttribute('open')).to.equal(true);
  });

  it('is 45% wide, expands to full width and collapses, and is full width on small screens', async () => {
    serve();
    await setViewport({ width: 1200, height: 800 });
    const el = await openDrawer();
    const width = () => Math.round(panel(el).getBoundingClientRect().width);
    await until(() => width() === Math.round(innerWidth * 0.45), `45% (have ${width()})`);
    await until(() => Math.round(panel(el).getBoundingClientRect().right) === innerWidth, 'the drawer at the right');
    const expand = $(el, '[part="expand"]');
    expect(expand.textContent).to.equal('Expand to full width');
    expand.click();
    await until(() => width() === innerWidth, 'full width');
    expect(expand.getAttribute('aria-pressed')).to.equal('true');
    expect(expand.textContent).to.equal('Collapse');
    expand.click();
    await until(() => width() === Math.round(innerWidth * 0.45), 'collapsed');
    await setViewport({ width: 800, height: 800 });
    await until(() => width() === innerWidth, 'full width on a small screen');
  });

  it('closes with Escape (si-close) and speaks French and Arabic, from the left in Arabic', async () => {
    serve();
    const el = await openDrawer();
    const closed = nextEvent('si-close');
    await press('Escape');
    await closed;
    expect(el.hasAttribute('open')).to.equal(false);
    cleanup();
    const fr = await openDrawer('locale="fr"');
    expect(field(fr, 'Prénom').value).to.equal('Ada');
    expect(button(fr, 'Enregistrer')).to.not.equal(null);
    cleanup();
    const ar = await openDrawer('locale="ar"');
    expect(panel(ar).getAttribute('dir')).to.equal('rtl');
    await until(() => Math.abs(panel(ar).getBoundingClientRect().left) < 1, 'the drawer at the left');
    expect(button(ar, 'تفعيل')).to.not.equal(null);
    await clearField(field(ar, 'الاسم الأول'));
    button(ar, 'حفظ').click();
    await until(() => field(ar, 'الاسم الأول').getAttribute('help-text') === 'هذا الحقل مطلوب', 'the Arabic required message');
  });
});
