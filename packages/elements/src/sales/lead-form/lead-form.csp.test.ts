// A tenant's page keeps a strict Content-Security-Policy: no inline style, no inline script, no
// eval. This page takes the same one before the element renders (its own file: the policy then holds
// for the whole page), and the form is shown, refused and sent without one violation.
const policy = document.createElement('meta');
policy.httpEquiv = 'Content-Security-Policy';
policy.content = "script-src 'self' 'report-sample'; style-src 'self' 'report-sample'; object-src 'none'; base-uri 'none'";
document.head.append(policy);
const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`), true);

import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './lead-form.ts';
import { cleanup, until } from '../../test-support/dom.ts';
import { show } from '../../test-support/portal-fixtures.ts';
import { LEAD_FORM_KEY, leadFormDefinition } from '../../test-support/sales-fixtures.ts';

const PATH = `/api/public/lead-form/${LEAD_FORM_KEY}`;
let server: FakeServer;
afterEach(() => {
  server.restore();
  cleanup();
});

describe('si-lead-form under a strict Content-Security-Policy', () => {
  it('renders, shows its messages, sends and thanks with no violation', async () => {
    server = fakeServer();
    server.on('GET', PATH, { json: leadFormDefinition() });
    server.on('POST', PATH, (_request, index) => (index === 0 ? { status: 400, json: { email: ['Invalid e-mail'] } } : { status: 201, json: { message: 'Thank you: we will be in touch soon.' } }));
    const el = await show(`<si-lead-form form-key="${LEAD_FORM_KEY}" theme="dark"></si-lead-form>`, 'si-lead-form', '[part="form"]');
    const root = el.shadowRoot!;
    const form = root.querySelector<HTMLFormElement>('[part="form"]')!;
    form.requestSubmit();
    await until(() => root.querySelector('[part="error-summary"]'), 'the client check');
    const type = (name: string, value: string) => {
      const input = root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input) as object, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    };
    type('name', 'Carla');
    type('email', 'carla@example.com');
    type('field_12', 'Retail');
    form.requestSubmit();
    await until(() => root.querySelector('[name="email"][aria-invalid="true"]') && root.textContent!.includes('E-mail: Enter an e-mail address'), "the server's message");
    form.requestSubmit();
    await until(() => root.querySelector('[part="thanks"]'), 'the thanks');
    expect(violations).to.deep.equal([]);
    // The policy is really in force: an inline style attribute written in markup is refused.
    const probe = document.createElement('div');
    probe.innerHTML = '<span style="color: red">probe</span>';
    document.body.append(probe);
    await until(() => violations.some((v) => v.startsWith('style-src') && v.includes('color: red')), 'the probe refused');
    probe.remove();
  });
});
