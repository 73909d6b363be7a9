import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { clearPortalGrant } from '@si/core/portal';
import type { PortalItem } from '@si/contract';
import './upload-requirements.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { $, cleanup, expectAccessible, press, typeInto, until } from '../../test-support/dom.ts';
import { portalContext, portalItem } from '../../test-support/fixtures.ts';

const TOKEN = 'tok-review';
let api: FakeApi | undefined;

const RETURNED = portalItem(21, { title: 'Bank statements', status: 'returned', returned_reason: 'Page 2 is missing.', locked: false });
const ACCEPTED = portalItem(22, { title: 'Business licence', status: 'accepted', locked: true });
const QUESTION = portalItem(23, { title: 'Any change of ownership?', kind: 'QUESTION', status: 'open', answer: null, locked: false });
const METRIC = portalItem(24, { title: 'Debt service ratio', kind: 'METRIC', status: 'open', threshold_kind: 2, threshold_value: '1.25', reported_value: null, locked: false });

async function mountPortal(items: PortalItem[], routes: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  api = fakeApi({ 'GET /api/filedrop': { json: portalContext(items) }, 'GET /api/portal_comments/object_comments': { json: { comments: [] } }, ...routes });
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = `<si-upload-requirements token="${TOKEN}"></si-upload-requirements>`;
  document.body.append(holder);
  const el = holder.firstElementChild as HTMLElement;
  await until(() => el.shadowRoot?.querySelector('[part~="item"]'), 'the items to render');
  return el;
}
const card = (el: Element, id: number) => $(el, `[data-item-id="${id}"]`);
const saveIn = (scope: Element) => scope.querySelector<HTMLButtonElement>('button[type="submit"]')!;

afterEach(() => {
  api?.restore();
  api = undefined;
  clearPortalGrant(TOKEN);
  cleanup();
});

describe('si-upload-requirements: review, answers and figures', () => {
  it('is accessible; a returned item says why, an accepted one is locked without an upload control', async () => {
    const el = await mountPortal([RETURNED, ACCEPTED, QUESTION, METRIC]);
    await expectAccessible(el);
    const returned = card(el, 21);
    expect(returned.querySelector('[part="returned"]')!.textContent).to.equal('Sent back: Page 2 is missing.');
    expect(returned.querySelector('[part~="status"]')!.textContent).to.equal('Sent back');
    expect(returned.querySelector('input[type="file"]'), 'a returned item takes files again').to.not.equal(null);

    const accepted = card(el, 22);
    expect(accepted.querySelector('[part~="accepted"]')!.textContent).to.equal('Accepted');
    expect(accepted.querySelector('input[type="file"]')).to.equal(null);
    expect(accepted.querySelector('[part="dropzone"]')).to.equal(null);
    expect(accepted.querySelector('[part="returned"]')).to.equal(null);
    // A question is answered in words; a figure may come with its supporting file.
    expect(card(el, 23).querySelector('[part="dropzone"]'), 'no drop zone on a question').to.equal(null);
    expect(card(el, METRIC.id).querySelector('[part="dropzone"]')).to.not.equal(null);
  });

  it('answers a question inline: checked first, then saved and the portal reloaded', async () => {
    const answered = { ...QUESTION, answer: 'No changes.', status: 'submitted' };
    const el = await mountPortal([QUESTION], { 'POST /api/filedrop/answer': { json: answered } });
    const question = card(el, 23);
    const area = question.querySelector('textarea')!;
    expect(area.labels![0]!.textContent).to.equal('Your answer');
    saveIn(question).click();
    await until(() => question.querySelector('[role="alert"]'), 'the required message');
    expect(question.querySelector('[role="alert"]')!.textContent).to.contain('Field is required');
    await expectAccessible(el);
    expect(api!.to('POST', '/api/filedrop/answer')).to.have.length(0);

    await typeInto(area, 'No changes.');
    saveIn(question).click();
    await until(() => api!.to('POST', '/api/filedrop/answer').length === 1, 'the answer to be sent');
    expect(api!.to('POST', '/api/filedrop/answer')[0]!.body).to.deep.equal({ token: TOKEN, item_id: 23, text: 'No changes.' });
    await until(() => api!.to('GET', '/api/filedrop').length === 2, 'the portal to reload');
    expect(card(el, 23).querySelector('[role="status"]')?.textContent).to.equal('Saved');
  });

  it('takes a figure with its threshold shown; Enter saves; the server\'s message shows at the field', async () => {
    const el = await mountPortal([METRIC], { 'POST /api/filedrop/figure': { status: 400, json: { value: ['Enter a number with at most 14 digits before the decimal point and 4 after it.'] } } });
    const metric = card(el, 24);
    expect(metric.querySelector('[part="threshold"]')!.textContent).to.equal('Target value: 1.25');
    const input = metric.querySelector<HTMLInputElement>('input[type="number"]')!;
    expect(input.labels![0]!.textContent).to.equal('Your figure');
    await typeInto(input, '12.5');
    await press('Enter');
    await until(() => api!.to('POST', '/api/filedrop/figure').length === 1, 'the figure to be sent');
    expect(api!.to('POST', '/api/filedrop/figure')[0]!.body).to.deep.equal({ token: TOKEN, item_id: 24, value: '12.5' });
    await until(() => metric.querySelector('[role="alert"]'), 'the server message');
    expect(metric.querySelector('[role="alert"]')!.textContent).to.contain('at most 14 digits');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
  });

  it("asks a covenant test's figures one labelled input each; the server's message shows at its field, nothing typed is lost; then it is sent", async () => {
    const COVENANT = portalItem(25, {
      title: 'DSCR, quarter ending 30 Sep 2026',
      kind: 'METRIC',
      status: 'open',
      locked: false,
      covenant: { test_date: '2026-09-30', figures: [{ name: 'ebitda', label: 'EBITDA' }, { name: 'debt_service', label: 'Debt service' }], reported: null, status: null, value: null, problem: '' },
    });
    const sent = { ...COVENANT, status: 'submitted', covenant: { ...COVENANT.covenant!, reported: { ebitda: '1500000', debt_service: '1000000' }, status: 'compliant' as const, value: '1.5' } };
    let calls = 0;
    const el = await mountPortal([COVENANT], {
      'POST /api/filedrop/covenant_figures': () => (++calls === 1 ? { status: 400, json: { 'figures.ebitda': ['Enter a number with at most 14 digits before the decimal point and 4 after it.'] } } : { json: sent }),
    });
    const metric = card(el, 25);
    await expectAccessible(el);
    expect(metric.querySelector('input[type="number"]'), 'not the single figure input').to.equal(null);
    const inputs = [...metric.querySelectorAll<HTMLInputElement>('[part~="covenant-figure"] input')];
    expect(inputs.map((i) => i.labels![0]!.textContent)).to.deep.equal(['EBITDA', 'Debt service']);
    saveIn(metric).click();
    await until(() => metric.querySelectorAll('[part="field-error"]').length === 2, 'both figures asked for');
    expect(api!.to('POST', '/api/filedrop/covenant_figures')).to.have.length(0);
    await typeInto(inputs[0]!, '1500000');
    await typeInto(inputs[1]!, '1000000');
    saveIn(metric).click();
    await until(() => api!.to('POST', '/api/filedrop/covenant_figures').length === 1, 'the figures to be sent');
    expect(api!.to('POST', '/api/filedrop/covenant_figures')[0]!.body).to.deep.equal({ token: TOKEN, item_id: 25, figures: { ebitda: '1500000', debt_service: '1000000' } });
    await until(() => metric.querySelector('[part="field-error"]'), 'the server message at the field');
    expect(metric.querySelector('[part="field-error"]')!.textContent).to.contain('at most 14 digits');
    expect(inputs[0]!.getAttribute('aria-invalid')).to.equal('true');
    expect(inputs[1]!.getAttribute('aria-invalid')).to.equal('false');
    expect([inputs[0]!.value, inputs[1]!.value], 'nothing typed is lost').to.deep.equal(['1500000', '1000000']);
    saveIn(metric).click();
    await until(() => metric.querySelector('[role="status"]')?.textContent === 'Figures sent', 'the figures sent');
  });

  it('shows an accepted answer read-only, with no form', async () => {
    const el = await mountPortal([{ ...QUESTION, status: 'accepted', locked: true, answer: 'No changes.' }]);
    const question = card(el, 23);
    expect(question.querySelector('form')).to.equal(null);
    expect(question.querySelector('[part="answer"]')!.textContent).to.equal('Your answer: No changes.');
  });
});
