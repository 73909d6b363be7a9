import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { BillApprovalLinkView } from '@si/contract';
import './bill-approval-link.ts';
import { expectAccessible, typeInto, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest } from '../../test-support/table-test-kit.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const PATH = `/api/public/bill_approvals/${TOKEN}`;
const VIEW: BillApprovalLinkView = {
  organization: 'Contoso',
  approver: 'Leah Park',
  bill: { number: 'BOS-2026-141', vendor: 'Brightline Office Supply', currency: 'EUR', total: '656.88', bill_date: '2026-11-02', due_date: '2026-12-02' },
  step: 1,
  steps: 2,
  required: 1,
  approvals: 0,
  expires_at: '2026-12-01T10:00:00Z',
};

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', PATH, { json: VIEW });
});
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const shown = (extra = '') => show(`<si-bill-approval-link token="${TOKEN}"${extra}></si-bill-approval-link>`, 'si-bill-approval-link', '[part="facts"], [part="error"]');
const posts = () => server.requests.filter((r) => r.method === 'POST' && r.path === PATH);

describe('si-bill-approval-link', () => {
  afterEach(() => setLocale('en'));

  it('shows the bill and sends nothing until Approve is pressed', async () => {
    const el = await shown();
    expect(textOf(el, '[part="summary"]')).to.equal('Contoso asks Leah Park to approve bill BOS-2026-141 from Brightline Office Supply.');
    expect(textOf(el, '[part="facts"]')).to.contain('Step 1 of 2: 0 of 1 approvals');
    expect(posts(), 'opening the page decides nothing').to.have.length(0);
    await expectAccessible(el);
    server.on('POST', PATH, { json: { decision: 'approve', bill_state: 'in_approval' } });
    $<HTMLButtonElement>(el, '[part="approve"]')!.click();
    await until(() => $(el, '[part="done"]'), 'the outcome');
    expect(textOf(el, '[part="done"]')).to.contain('Your approval is recorded');
    expect(posts()).to.have.length(1);
    expect(posts()[0]!.body).to.deep.equal({ decision: 'approve' });
    expect($(el, '[part="approve"]'), 'no second decision').to.equal(null);
  });

  it("the mail's Reject link opens the reason form; a reason is required", async () => {
    server.on('POST', PATH, { json: { decision: 'reject', bill_state: 'rejected' } });
    const el = await shown(' decision="reject"');
    const form = $<HTMLFormElement>(el, '[part="reject-form"]')!;
    form.requestSubmit();
    await until(() => $(el, '[part="reject-error"]'), 'the reason message');
    expect(posts()).to.have.length(0);
    await typeInto(form.querySelector('textarea')!, 'Not ordered');
    form.requestSubmit();
    await until(() => $(el, '[part="done"]'), 'the outcome');
    expect(posts()[0]!.body).to.deep.equal({ decision: 'reject', reason: 'Not ordered' });
    await expectAccessible(el);
  });

  it('a used or expired link shows the server message, with no buttons', async () => {
    server.on('GET', PATH, { status: 410, json: { detail: 'This approval link was already used.' } });
    const el = await shown();
    await until(() => textOf(el, '[part="error"]').includes('already used'), 'the message');
    expect($(el, '[part="approve"]')).to.equal(null);
  });

  it('fits a phone at 375 px in Arabic', async () => {
    setLocale('ar');
    const el = await shown();
    el.style.display = 'block';
    el.style.width = '375px';
    $<HTMLButtonElement>(el, '[part="reject"]')!.click();
    await until(() => $(el, '[part="reject-form"]'), 'the form');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(el.scrollWidth).to.be.at.most(375);
    expect(getComputedStyle($(el, '[part="base"]')!).direction).to.equal('rtl');
    await expectAccessible(el);
  });
});
