import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { PortalBranding, PortalContext } from '@si/contract';
import './contract-portal.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { $, alertText, button, cleanup, expectAccessible, until } from '../../test-support/dom.ts';
import { fakeTus } from '../../test-support/fakeTus.ts';
import { fileOf, pickFiles, portalContext, portalFile, portalItem } from '../../test-support/fixtures.ts';
import { BRANDING } from '../../test-support/portal-fixtures.ts';
import { uploadSettings } from '../../portal-kit/useUploads.ts';

const TOKEN = 'clm-tok';
const ENDPOINT = `${location.origin}/api/portal/uploads`;
let api: FakeApi | undefined;
let tus: ReturnType<typeof fakeTus> | undefined;
const realAlert = window.alert;
uploadSettings.retryDelays = [];

const MSA = portalItem(31, {
  kind: 'CONTRACT', title: 'Master services agreement', status: 'draft', allowed_file_types: ['.pdf', '.docx'],
  body: '1. Scope\n<b>Services</b> as listed.<script>window.hacked = true</script>',
  files: [portalFile(901, 'msa-v1.pdf'), portalFile(902, 'msa-v2.pdf', { version: 2, uploaded_at: '2025-02-10T10:00:00Z' })],
});
const NDA = portalItem(32, { kind: 'CONTRACT', title: 'Mutual NDA', status: 'signed', due_date: '2025-06-30' });

function contractApi(context: PortalContext, hold = { accountHold: false, accountHoldMessage: '' }, organization: Partial<PortalBranding> = {}): FakeApi {
  return fakeApi({
    'GET /api/filedrop': { json: context },
    'GET /api/clm/portal_data': { json: { first_name: 'Jane', last_name: 'Contact', ...hold, organization: { ...BRANDING, ...organization } } },
    'GET /api/portal_comments/object_comments': { json: { comments: [] } },
  });
}

async function mountContracts(attributes = ''): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = `<si-contract-portal token="${TOKEN}" ${attributes}></si-contract-portal>`;
  document.body.append(holder);
  const el = holder.firstElementChild as HTMLElement;
  await until(() => el.shadowRoot?.querySelector('[part~="heading"], [part~="item"], [role="alert"]'), 'the portal');
  return el;
}

beforeEach(() => {
  window.alert = (text?: unknown) => {
    throw new Error(`unexpected alert: ${String(text)}`);
  };
});

afterEach(() => {
  api?.restore();
  tus?.restore();
  api = tus = undefined;
  window.alert = realAlert;
  setLocale('en');
  cleanup();
});

describe('si-contract-portal', () => {
  it('is accessible and lists the contracts under a heading', async () => {
    api = contractApi(portalContext([MSA, NDA, portalItem(33)], { module: 'clm' }));
    const el = await mountContracts();
    await expectAccessible(el);
    expect($(el, '[part~="heading"]').textContent).to.equal('Contracts');
    const entries = [...el.shadowRoot!.querySelectorAll('[part="contract"]')].map((li) => [li.querySelector('.name')!.textContent, li.querySelector('.meta')!.textContent]);
    expect(entries).to.deep.equal([
      ['Master services agreement', 'Draft · version 2'],
      ['Mutual NDA', 'Signed · Due Jun 30, 2025'],
    ]);
  });

  it('opens a contract: its text shown as text, its versions, and a revised version uploaded to it', async () => {
    api = contractApi(portalContext([MSA, NDA], { module: 'clm' }));
    tus = fakeTus(ENDPOINT);
    const el = await mountContracts();
    (el.shadowRoot!.querySelector('[data-item-id="31"] sl-button') as HTMLElement).click();
    const body = await until(() => el.shadowRoot!.querySelector<HTMLElement>('[part="body"]'), 'the contract body');
    expect(body.textContent).to.equal(MSA.body);
    expect(body.querySelector('b, script'), 'markup in the body is never interpreted').to.equal(null);
    expect((window as unknown as { hacked?: boolean }).hacked).to.equal(undefined);
    expect(el.shadowRoot!.querySelectorAll('[part="file"]')).to.have.length(2);
    expect($(el, '[part="file"]').textContent).to.contain('msa-v2.pdf');
    expect($(el, '[part="file"]').textContent).to.contain('version 2');
    const thread = await until(() => el.shadowRoot!.querySelector('[part="comments"]'), 'the thread');
    expect(thread.localName).to.equal('si-comments');
    expect(thread.getAttribute('target-type')).to.equal('item');
    expect(thread.getAttribute('target-id')).to.equal('31');
    expect(thread.getAttribute('token')).to.equal(TOKEN);
    await expectAccessible(el);

    pickFiles($(el, 'input[type="file"]') as HTMLInputElement, [fileOf('msa-v3.docx', 500, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')]);
    await until(() => tus!.uploads[0]?.offset === 500, 'the revised version uploaded');
    expect(tus.uploads[0].metadata.item_id).to.equal('31');
    button(el, 'Back to contracts').click();
    await until(() => el.shadowRoot!.querySelector('[part~="heading"]')?.textContent === 'Contracts', 'the list again');
  });

  it('opens the contract of contract-id, and says when there is no such contract', async () => {
    api = contractApi(portalContext([MSA, NDA], { module: 'clm' }));
    const el = await mountContracts('contract-id="32"');
    expect($(el, '[part~="item"] h3').textContent).to.equal('Mutual NDA');
    expect($(el, '.contract-body').textContent).to.contain('This contract has no text; its document is below.');
    const missing = await mountContracts('contract-id="99"');
    expect(alertText(missing)).to.equal('This contract was not found.');
  });

  it("shows the organization's name and brand colour in the bar and its credit at the foot", async () => {
    const branding = { name: 'Harbor Legal LLP', brand_color: '#7635dc', powered_by: 'Powered by Acme Cloud', powered_by_link: 'https://acme.example/' };
    api = contractApi(portalContext([MSA], { module: 'clm' }), undefined, branding);
    const el = await mountContracts();
    const organization = await until(() => el.shadowRoot!.querySelector('[part="organization"]'), 'the organization');
    expect(organization.textContent).to.equal('Harbor Legal LLP');
    expect($(el, '[part="title"]').textContent).to.equal('Contract Lifecycle');
    const root = el.shadowRoot!.querySelector<HTMLElement>('.si-root')!;
    await until(() => root.style.getPropertyValue('--si-preset-primary') === '#7635dc', 'the brand colour');
    const credit = await until(() => el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="credit"] a'), 'the credit');
    expect(credit.textContent).to.equal('Powered by Acme Cloud');
    expect(credit.href).to.equal('https://acme.example/');
    expect(credit.rel).to.contain('noopener');
    expect(api.to('GET', '/api/portal/details'), 'the branding comes with the contracts portal data').to.have.length(0);
    await expectAccessible(el);
  });

  it('links each contract to edit-href when given', async () => {
    api = contractApi(portalContext([MSA], { module: 'clm' }));
    const el = await mountContracts(`edit-href="/public/c/contract-edit/${TOKEN}/{id}"`);
    const link = $(el, '[part="contract"] a') as HTMLAnchorElement;
    expect(new URL(link.href).pathname).to.equal(`/public/c/contract-edit/${TOKEN}/31`);
    expect(link.getAttribute('aria-label')).to.equal('View Master services agreement');
  });

  it("on hold shows the organization's message and refuses a new version", async () => {
    const message = 'Your contracts are paused until the renewal is signed.';
    api = contractApi(portalContext([MSA], { module: 'clm', workspace: { id: 4, name: 'C', account_hold: true, account_hold_message: message } }), {
      accountHold: true,
      accountHoldMessage: message,
    });
    tus = fakeTus(ENDPOINT);
    const el = await mountContracts('contract-id="31"');
    await until(() => el.shadowRoot!.querySelector('[part~="hold"]'), 'the banner');
    expect($(el, '[part~="hold"]').textContent).to.equal(message);
    expect(el.shadowRoot!.querySelector('input[type="file"]')).to.equal(null);
    expect($(el, '[part="dropzone"]').textContent).to.contain(message);
  });

  it('speaks Arabic', async () => {
    api = contractApi(portalContext([MSA], { module: 'clm' }));
    const el = await mountContracts('locale="ar"');
    expect($(el, '[part="base"]').getAttribute('dir')).to.equal('rtl');
    expect($(el, '[part~="heading"]').textContent).to.equal('العقود');
  });
});
