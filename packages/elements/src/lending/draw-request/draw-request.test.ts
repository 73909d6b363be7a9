import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { PortalDraws } from '@si/contract';
import './draw-request.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { cleanup, expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { TOKEN, show, textOf } from '../../test-support/portal-fixtures.ts';

const TAG = `<si-draw-request token="${TOKEN}"></si-draw-request>`;
const VIEW: PortalDraws = {
  loan: { reference: 'LN-1042', currency: 'USD' },
  lines: [
    { id: 1, name: 'Site work', budget: '120000.00', remaining: '10000.00' },
    { id: 3, name: 'Framing', budget: '340000.00', remaining: '12000.00' },
    { id: 4, name: 'Roofing', budget: '95000.00', remaining: '95000.00' },
  ],
  draws: [
    { id: 41, number: 2, status: 'rejected', note: '', item_id: 901, total: '5000.00', approved_total: null, reject_reason: 'No lien waiver from the roofer.', requested_at: '2026-03-05T10:00:00Z', lines: [] },
    { id: 40, number: 1, status: 'disbursed', note: '', item_id: 900, total: '110000.00', approved_total: '110000.00', reject_reason: '', requested_at: '2026-02-01T10:00:00Z', lines: [] },
  ],
};

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  setLocale('en');
  cleanup();
});

const shown = () => show(TAG, 'si-draw-request', '[part="draws-table"]');
const input = (el: Element, lineId: number) => el.shadowRoot!.querySelector<HTMLInputElement>(`input[name="line-${lineId}"]`)!;
const form = (el: Element) => el.shadowRoot!.querySelector<HTMLFormElement>('[part="draw-form"]')!;

function typeIn(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('si-draw-request', () => {
  it('is accessible: the lines with what remains, the draws with their state in words, the documents note', async () => {
    api = fakeApi({ 'GET /api/customer/portal/draws': { json: VIEW } });
    const el = await shown();
    expect(api.requests[0]!.url.searchParams.get('token')).to.equal(TOKEN);
    expect(textOf(el, '[part="heading"]')).to.equal('Construction draws, loan LN-1042');
    expect([...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="remaining"]')].map((c) => c.innerText)).to.deep.equal(['$10,000.00', '$12,000.00', '$95,000.00']);
    expect(textOf(el, '[part="draws-table"]')).to.contain('Draw 2 Mar 5, 2026 $5,000.00 — Rejected Reason: No lien waiver from the roofer.');
    expect(textOf(el, '[part="draws-table"]')).to.contain('Disbursed');
    expect(textOf(el, '[part="documents-note"]')).to.contain('upload its invoices and lien waivers');
    await expectAccessible(el);
  });

  it('is accessible in Arabic, right to left', async () => {
    api = fakeApi({ 'GET /api/customer/portal/draws': { json: VIEW } });
    setLocale('ar');
    const el = await shown();
    await until(() => getComputedStyle(el.shadowRoot!.querySelector('[part="draw-request"]')!).direction === 'rtl', 'right to left');
    await expectAccessible(el);
  });

  it('refuses an amount above what remains at its field, with the figures, before asking the server', async () => {
    api = fakeApi({ 'GET /api/customer/portal/draws': { json: VIEW } });
    const el = await shown();
    typeIn(input(el, 3), '15000');
    form(el).requestSubmit();
    await until(() => el.shadowRoot!.querySelector('[part="amount-error"]'), 'the field message');
    expect(textOf(el, '[part="amount-error"]')).to.equal('Above the remaining budget of Framing: $12,000.00 remaining, $15,000.00 asked.');
    expect(input(el, 3).getAttribute('aria-invalid')).to.equal('true');
    expect(api.to('POST', '/api/customer/portal/draw_requests')).to.have.length(0);
  });

  it("sends the draw and says where its documents go; the server's refusal lands at the line's field", async () => {
    let refuse = true;
    api = fakeApi({
      'GET /api/customer/portal/draws': { json: VIEW },
      'POST /api/customer/portal/draw_requests': () =>
        refuse
          ? { status: 400, json: { 'lines.0.amount': ['The draw is above the remaining budget of the line. Line Framing has 2,000.00 remaining, 5,000.00 asked.'] } }
          : { status: 201, json: { id: 42, number: 3 } },
    });
    const el = await shown();
    typeIn(input(el, 3), '5000');
    typeIn(el.shadowRoot!.querySelector('textarea')!, 'Framing to the second floor');
    form(el).requestSubmit();
    await until(() => el.shadowRoot!.querySelector('[part="amount-error"]'), 'the server refusal');
    expect(textOf(el, '[part="amount-error"]')).to.equal('The draw is above the remaining budget of the line. Line Framing has 2,000.00 remaining, 5,000.00 asked.');
    expect(api.to('POST', '/api/customer/portal/draw_requests')[0]!.body).to.deep.equal({ token: TOKEN, note: 'Framing to the second floor', lines: [{ draw_line_id: 3, amount: '5000' }] });
    refuse = false;
    form(el).requestSubmit();
    await until(() => el.shadowRoot!.querySelector('[part="asked"]'), 'the confirmation');
    expect(textOf(el, '[part="asked"]')).to.contain('Draw 3 is requested. Upload its invoices and lien waivers to its requirement "Draw 3: supporting documents"');
    await until(() => api!.to('GET', '/api/customer/portal/draws').length === 3, 'the draws read again after the refusal and the request');
  });

  it('asks for at least one amount; a link of another account is said and reported', async () => {
    api = fakeApi({ 'GET /api/customer/portal/draws': { json: VIEW } });
    const el = await shown();
    form(el).requestSubmit();
    await until(() => el.shadowRoot!.querySelector('[role="alert"]'), 'the alert');
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain('Enter the amount of at least one budget line.');
    api.restore();
    api = fakeApi({ 'GET /api/customer/portal/draws': { status: 404, json: { detail: 'Not found.' } } });
    const failed = nextEvent<{ status: number }>('si-error');
    // A link of a loan not disbursed in draws: the element says nothing at all on that portal.
    const other = await show(TAG, 'si-draw-request', '.si-root');
    expect((await failed).detail.status).to.equal(404);
    await until(() => !other.shadowRoot!.querySelector('[role="status"]'), 'the loading line gone');
    expect(other.shadowRoot!.querySelector('[part="draw-form"]')).to.equal(null);
    expect(other.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
  });

  it('fits 375 px without sideways scroll', async () => {
    api = fakeApi({ 'GET /api/customer/portal/draws': { json: VIEW } });
    const holder = document.createElement('div');
    holder.style.inlineSize = '375px';
    document.body.append(holder);
    holder.innerHTML = TAG;
    const el = holder.querySelector('si-draw-request')!;
    await until(() => el.shadowRoot?.querySelector('[part="draws-table"]'), 'the draws');
    expect(el.shadowRoot!.querySelector<HTMLElement>('[part="draw-request"]')!.scrollWidth).to.be.at.most(375);
    holder.remove();
  });
});
