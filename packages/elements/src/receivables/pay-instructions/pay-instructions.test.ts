import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './pay-instructions.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { cleanup, expectAccessible, until } from '../../test-support/dom.ts';
import { INSTRUCTION, TOKEN, control, show, textOf } from '../../test-support/portal-fixtures.ts';

let api: FakeApi | undefined;
const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
afterEach(() => {
  if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
  api?.restore();
  api = undefined;
  setLocale('en');
  cleanup();
});

function fakeClipboard(fails = false): string[] {
  const written: string[] = [];
  const writeText = async (text: string) => {
    if (fails) throw new DOMException('Denied', 'NotAllowedError');
    written.push(text);
  };
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return written;
}

describe('si-pay-instructions', () => {
  it('is accessible: every copy button is named after its value', async () => {
    api = fakeApi({ 'GET /api/portal/pay_instructions': { json: { instructions: [INSTRUCTION] } } });
    const el = await show(`<si-pay-instructions token="${TOKEN}"></si-pay-instructions>`, 'si-pay-instructions', '[part="instruction"]');
    await expectAccessible(el);
    const names = [...el.shadowRoot!.querySelectorAll('[part="copy"]')].map((b) => b.getAttribute('aria-label'));
    expect(names).to.deep.equal(['Copy Account number', 'Copy Routing number', 'Copy SWIFT / BIC', 'Copy Payment reference']);
  });

  it('shows the bank details it has (empty ones left out) and copies a number', async () => {
    api = fakeApi({ 'GET /api/portal/pay_instructions': { json: { instructions: [INSTRUCTION] } } });
    const written = fakeClipboard();
    const el = await show(`<si-pay-instructions token="${TOKEN}"></si-pay-instructions>`, 'si-pay-instructions', '[part="instruction"]');
    const text = textOf(el, '[part="instruction"]');
    expect(text).to.contain('Bank name First Bank');
    expect(text).to.contain('Account number 000123456789');
    expect(text).to.contain('Notes Wire transfers only.');
    expect(text).to.not.contain('IBAN');
    control(el, 'Copy Account number').click();
    await until(() => textOf(el, '[part="copied"]') === 'Account number copied.', 'the confirmation');
    expect(written).to.deep.equal(['000123456789']);
  });

  it('explains a refused clipboard and an empty list', async () => {
    api = fakeApi({ 'GET /api/portal/pay_instructions': { json: { instructions: [INSTRUCTION] } } });
    fakeClipboard(true);
    const el = await show(`<si-pay-instructions token="${TOKEN}"></si-pay-instructions>`, 'si-pay-instructions', '[part="instruction"]');
    control(el, 'Copy SWIFT / BIC').click();
    await until(() => textOf(el, '[part="copied"]').startsWith('Copying is not allowed here.'), 'the explanation');
    api.restore();
    api = fakeApi({ 'GET /api/portal/pay_instructions': { json: { instructions: [] } } });
    const empty = await show(`<si-pay-instructions token="${TOKEN}"></si-pay-instructions>`, 'si-pay-instructions', '[part="pay-instructions"]');
    expect(textOf(empty, '[part="pay-instructions"]')).to.contain('No payment instructions have been published yet.');
  });
});
