import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { LendingSettingsRow } from '@si/contract';
import './lending-settings.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';

const PATH = '/api/lending/settings';
const DEFAULTS: LendingSettingsRow = {
  rating_scale: ['1 - Exceptional', '2 - Strong', '3 - Good'],
  warning_margin: '10.00',
  dual_decision_amount: '1000000.00',
  draw_approval_amount: '250000.00',
  pipeline: null,
  formulas: [],
  pipelines: [{ id: 4, name: 'Loan pipeline' }],
  updated_at: null,
};

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', PATH, { json: DEFAULTS });
});

const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
function typeIn(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function pick(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('si-lending-settings', () => {
  it('an Office Administrator saves the scale, amounts, pipeline and a formula; a refused formula is marked and kept', async () => {
    signInAs('OA');
    let puts = 0;
    server.on('PUT', PATH, ({ body }) => {
      puts++;
      if (puts === 1) return { status: 400, json: { 'formulas.0.formula': ['The formula cannot be read'] } };
      return { json: { ...DEFAULTS, ...(body as object), pipeline: { id: 4, name: 'Loan pipeline' }, updated_at: '2026-03-05T10:00:00Z' } };
    });
    const el = await show('<si-lending-settings></si-lending-settings>', 'si-lending-settings', '[part="settings-form"]');
    expect(textOf(el, '[part="defaults"]')).to.contain('defaults');
    const form = $<HTMLFormElement>(el, '[part="settings-form"]')!;
    const field = <E extends HTMLElement>(name: string) => form.querySelector<E>(`[name="${name}"]`)!;
    typeIn(field<HTMLTextAreaElement>('rating_scale'), 'A\nB\n\nC');
    typeIn(field<HTMLInputElement>('warning_margin'), '15');
    pick(field<HTMLSelectElement>('pipeline_id'), '4');
    $<HTMLButtonElement>(el, '[part="add-formula"]')!.click();
    await until(() => form.querySelector('[name="formulas.0.key"]'), 'a formula row');
    typeIn(field<HTMLInputElement>('formulas.0.key'), 'ltv');
    typeIn(field<HTMLInputElement>('formulas.0.name'), 'Loan to value');
    typeIn(field<HTMLInputElement>('formulas.0.formula'), 'loan / (value');
    form.requestSubmit();
    await until(() => puts === 1, 'the first save');
    await until(() => textOf(el, '[part="formulas"]').includes('The formula cannot be read'), 'the formula message');
    expect(field<HTMLInputElement>('formulas.0.formula').value).to.equal('loan / (value');
    typeIn(field<HTMLInputElement>('formulas.0.formula'), 'loan / value');
    form.requestSubmit();
    await until(() => puts === 2, 'the second save');
    expect(server.requests.filter((r) => r.method === 'PUT')[1]!.body).to.deep.equal({
      rating_scale: ['A', 'B', 'C'],
      warning_margin: '15',
      dual_decision_amount: '1000000.00',
      draw_approval_amount: '250000.00',
      pipeline_id: 4,
      formulas: [{ key: 'ltv', name: 'Loan to value', formula: 'loan / value' }],
    });
    await until(() => $(el, '[part="settings-saved"]'), 'saved');
    await expectAccessible(el);
  });

  it('checks before sending: a repeated rating, a bad margin, a bad key', async () => {
    signInAs('OA');
    const el = await show('<si-lending-settings></si-lending-settings>', 'si-lending-settings', '[part="settings-form"]');
    const form = $<HTMLFormElement>(el, '[part="settings-form"]')!;
    typeIn(form.querySelector<HTMLTextAreaElement>('[name="rating_scale"]')!, 'A\na');
    typeIn(form.querySelector<HTMLInputElement>('[name="warning_margin"]')!, '101');
    form.requestSubmit();
    await until(() => form.querySelector('[name="warning_margin"]')!.getAttribute('aria-invalid') === 'true', 'the margin marked');
    expect(form.querySelector('[name="rating_scale"]')!.getAttribute('aria-invalid')).to.equal('true');
    expect(server.requests.some((r) => r.method === 'PUT')).to.equal(false);
  });

  it('other roles read them, with no control to press, right to left too', async () => {
    signInAs('IC');
    setLocale('ar');
    const el = await show('<si-lending-settings></si-lending-settings>', 'si-lending-settings', '[part="settings-view"]');
    expect(el.shadowRoot!.querySelectorAll('input, select, textarea, button')).to.have.length(0);
    expect(textOf(el, '[part="settings-view"]')).to.contain('3 - Good');
    await expectAccessible(el);
  });

  it('a pipeline with a very long name shortens its choice, never widens the page (375 px)', async () => {
    signInAs('OA');
    const long = 'Commercial real estate and construction lending for the northern region, second tranche';
    server.on('GET', PATH, { json: { ...DEFAULTS, pipelines: [{ id: 4, name: long }] } });
    const holder = document.createElement('div');
    holder.style.inlineSize = '375px';
    document.body.append(holder);
    holder.innerHTML = '<si-lending-settings></si-lending-settings>';
    const el = holder.querySelector('si-lending-settings')!;
    await until(() => el.shadowRoot?.querySelector('[part="settings-form"]'), 'the form');
    const select = $<HTMLSelectElement>(el, '[name="pipeline_id"]')!;
    expect(select.getBoundingClientRect().right).to.be.at.most(holder.getBoundingClientRect().right + 1);
    expect(el.shadowRoot!.querySelector<HTMLElement>('[part="settings-form"]')!.scrollWidth).to.be.at.most(375);
    holder.remove();
  });
});
