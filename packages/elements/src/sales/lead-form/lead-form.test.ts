import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { $auth, setLocale } from '@si/core';
import './lead-form.ts';
import { cleanup, expectAccessible, nextEvent, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { LEAD_FORM_FIELDS, LEAD_FORM_KEY, leadFormDefinition } from '../../test-support/sales-fixtures.ts';

const PATH = `/api/public/lead-form/${LEAD_FORM_KEY}`;
const TAG = `<si-lead-form form-key="${LEAD_FORM_KEY}"></si-lead-form>`;

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
  server.on('GET', PATH, { json: leadFormDefinition() });
});
afterEach(() => {
  server.restore();
  $auth.set(undefined);
  setLocale('en');
  cleanup();
});

const shown = (html = TAG) => show(html, 'si-lead-form', '[part="form"]');
const root = (el: Element) => el.shadowRoot!;
const control = <E extends HTMLElement = HTMLInputElement>(el: Element, name: string) => {
  const found = root(el).querySelector<E>(`[name="${name}"]`);
  if (!found) throw new Error(`No control named ${name}`);
  return found;
};
/** The visible label of a control (its asterisk included). */
const labelOf = (el: Element, name: string) => root(el).querySelector(`label[for="${control(el, name).id}"]`)!.textContent!.trim();
const posts = () => server.requests.filter((r) => r.method === 'POST' && r.path === PATH);

/** Sets a control's value as the browser does when someone types or chooses, so React sees it. */
function answer(input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, text: string): void {
  const proto = Object.getPrototypeOf(input) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Fills every required answer and a few others. */
function fillIn(el: Element): void {
  answer(control(el, 'name'), 'Carla Buyer');
  answer(control(el, 'company'), 'Contoso');
  answer(control(el, 'email'), 'carla@contoso.example');
  answer(control(el, 'phone'), '+33 1 23 45 67 89');
  answer(control<HTMLTextAreaElement>(el, 'message'), 'We need 40 vans from April.');
  answer(control<HTMLSelectElement>(el, 'field_12'), 'Logistics');
  answer(control(el, 'field_13'), '٤٠');
  answer(control(el, 'field_14'), '2026-04-01');
}

const send = (el: Element) => control<HTMLButtonElement>(el, 'website').form!.requestSubmit();

describe('si-lead-form', () => {
  it('is accessible in English, Arabic and the dark theme, and asks the organization’s own questions', async () => {
    const el = await shown();
    await expectAccessible(el);
    expect(textOf(el, '[part="heading"]')).to.equal('Contact Northwind Lending & Trade');
    expect(['name', 'company', 'email', 'phone', 'message'].map((name) => labelOf(el, name))).to.deep.equal(['Name *', 'Company', 'E-mail *', 'Phone', 'Message']);
    expect(LEAD_FORM_FIELDS.map((f) => labelOf(el, `field_${f.id}`))).to.deep.equal(['Industry *', 'Fleet size', 'Start date', 'How did you hear of us?']);
    const industry = control<HTMLSelectElement>(el, 'field_12');
    expect(industry.required).to.equal(true);
    expect([...industry.options].map((o) => o.value)).to.deep.equal(['', 'Retail', 'Logistics', 'Healthcare']);
    expect(control(el, 'field_13').inputMode).to.equal('decimal');
    expect(control(el, 'field_14').type).to.equal('date');
    expect(control(el, 'field_15').type).to.equal('text');
    expect(control(el, 'name').required && control(el, 'email').required).to.equal(true);
    expect(control(el, 'company').required).to.equal(false);
    expect(control(el, 'email').autocomplete).to.equal('email');

    setLocale('ar');
    const arabic = await shown(`<si-lead-form form-key="${LEAD_FORM_KEY}" locale="ar" heading="تواصل معنا"></si-lead-form>`);
    expect(root(arabic).querySelector('[part="base"]')!.getAttribute('dir')).to.equal('rtl');
    expect(textOf(arabic, '[part="heading"]')).to.equal('تواصل معنا');
    await expectAccessible(arabic);
  });

  it('keeps the honeypot out of reach: off-screen, out of the tab order and of the accessibility tree', async () => {
    const el = await shown();
    const trap = control(el, 'website');
    expect(trap.tabIndex).to.equal(-1);
    expect(trap.autocomplete).to.equal('off');
    // Hidden by being elsewhere, not by display: none alone, which robots skip.
    expect(getComputedStyle(trap.parentElement!).display).to.not.equal('none');
    expect(trap.getBoundingClientRect().bottom).to.be.below(0);

    // Tab from the first field to the end of the form: every question, never the honeypot (a
    // date field takes a Tab per part of the date, so repeats are folded).
    control(el, 'name').focus();
    const reached: string[] = [];
    for (let i = 0; i < 30 && reached.at(-1) !== 'outside'; i++) {
      const at = root(el).activeElement?.getAttribute('name') ?? root(el).activeElement?.getAttribute('part') ?? 'outside';
      if (reached.at(-1) !== at) reached.push(at);
      await sendKeys({ press: 'Tab' });
    }
    expect(reached).to.deep.equal(['name', 'company', 'email', 'phone', 'message', 'field_12', 'field_13', 'field_14', 'field_15', 'submit', 'outside']);
    // Out of the accessibility tree with its label, and no focusable thing under aria-hidden (axe).
    const hidden = trap.closest('[aria-hidden="true"]')!;
    expect(hidden.contains(root(el).querySelector(`label[for="${trap.id}"]`))).to.equal(true);
    await expectAccessible(el);
  });

  it('sends the answers as JSON with the stamp and the custom fields by id, and no credential, then thanks', async () => {
    $auth.set({ access: 'STAFF-ACCESS', refresh: 'STAFF-REFRESH' });
    server.on('POST', PATH, { status: 201, json: { message: 'Thank you: we will be in touch soon.' } });
    const el = await shown();
    fillIn(el);
    const sent = nextEvent<{ formKey: string }>('si-lead-sent');
    const submit = root(el).querySelector<HTMLButtonElement>('[part="submit"]')!;
    submit.click();
    submit.click();
    expect((await sent).detail).to.deep.equal({ formKey: LEAD_FORM_KEY });
    expect(posts(), 'a double click sends once').to.have.length(1);
    expect(posts()[0]!.authorization).to.equal(null);
    expect(posts()[0]!.body).to.deep.equal({
      name: 'Carla Buyer',
      company: 'Contoso',
      email: 'carla@contoso.example',
      phone: '+33 1 23 45 67 89',
      message: 'We need 40 vans from April.',
      website: '',
      stamp: '1767225600.Zm9ybS1zdGFtcA',
      fields: { 12: 'Logistics', 13: '40', 14: '2026-04-01' },
    });
    await until(() => root(el).querySelector('[part="thanks"]'), 'the thanks');
    expect(textOf(el, '[part="thanks"]')).to.equal('Thank you: we will be in touch soon.');
    expect(root(el).querySelector('[part="form"]'), 'the form is gone').to.equal(null);
    expect(root(el).activeElement).to.equal(root(el).querySelector('[part="thanks"]'));
  });

  it('checks the required answers first: nothing is sent, the summary takes the focus and leads to each field', async () => {
    const el = await shown();
    answer(control(el, 'email'), 'carla@');
    send(el);
    await until(() => root(el).querySelector('[part="error-summary"]'), 'the summary');
    expect(posts()).to.have.length(0);
    const summary = root(el).querySelector<HTMLElement>('[part="error-summary"]')!;
    expect(root(el).activeElement).to.equal(summary);
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([
      'Name: Enter your name.',
      'E-mail: Enter an e-mail address such as name@example.com.',
      'Industry: Choose an answer.',
    ]);
    expect(control(el, 'email').getAttribute('aria-invalid')).to.equal('true');
    expect(root(el).getElementById(control(el, 'email').getAttribute('aria-describedby')!)!.textContent).to.equal('Enter an e-mail address such as name@example.com.');
    summary.querySelectorAll('button')[2]!.click();
    expect(root(el).activeElement).to.equal(control(el, 'field_12'));
  });

  it("shows the server's field messages at their fields and keeps every answer", async () => {
    server.on('POST', PATH, { status: 400, json: { phone: ['Enter a phone number with its country code, such as +33 1 23 45 67 89.'], 'fields.13': ['Enter a number.'] } });
    const el = await shown();
    fillIn(el);
    answer(control(el, 'field_15'), '<b>a friend</b>');
    send(el);
    await until(() => control(el, 'phone').getAttribute('aria-invalid') === 'true', 'the phone marked');
    expect(textOf(el, '[part="error-summary"] ul')).to.equal('Phone: Enter a phone number with its country code, such as +33 1 23 45 67 89. Fleet size: Enter a number.');
    expect(control(el, 'field_13').getAttribute('aria-invalid')).to.equal('true');
    expect(root(el).activeElement).to.equal(root(el).querySelector('[part="error-summary"]'));
    expect(control(el, 'name').value).to.equal('Carla Buyer');
    expect(control<HTMLTextAreaElement>(el, 'message').value).to.equal('We need 40 vans from April.');
    expect(control<HTMLSelectElement>(el, 'field_12').value).to.equal('Logistics');
    expect(control(el, 'field_15').value).to.equal('<b>a friend</b>');
    expect(posts()[0]!.body).to.have.nested.property('fields.15', '<b>a friend</b>');
  });

  it('says in words to try again later after too many answers, keeping what was typed', async () => {
    server.on('POST', PATH, { status: 429, headers: { 'retry-after': '3600' }, json: { detail: 'Too many forms were sent from your address: try again in an hour.' } });
    const el = await shown();
    fillIn(el);
    send(el);
    await until(() => root(el).querySelector('[part="error-summary"]'), 'the message');
    expect(textOf(el, '[part="error-summary"]')).to.equal('Too many forms were sent from your connection in the last hour. Nothing was sent this time: please try again later.');
    expect(root(el).querySelector('[part="thanks"]')).to.equal(null);
    expect(control(el, 'email').value).to.equal('carla@contoso.example');
  });

  it('types and sends from the keyboard: Enter in a field sends the form', async () => {
    server.on('POST', PATH, { status: 201, json: { message: 'Thank you: we will be in touch soon.' } });
    server.on('GET', PATH, { json: leadFormDefinition([]) });
    const el = await shown();
    control(el, 'name').focus();
    await sendKeys({ type: 'Ada' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'ada@example.com' });
    await sendKeys({ press: 'Enter' });
    await until(() => root(el).querySelector('[part="thanks"]'), 'the thanks');
    expect(posts()[0]!.body).to.include({ name: 'Ada', email: 'ada@example.com', company: '' });
  });

  it('says the form takes no answers for an unknown key, and calls nothing without a key', async () => {
    server.on('GET', PATH, { status: 404, json: { detail: 'Not found.' } });
    const failed = nextEvent<{ status: number }>('si-error');
    const el = await show(TAG, 'si-lead-form', '[part="closed"]');
    expect(textOf(el, '[part="closed"]')).to.equal('This form is not taking answers at the moment.');
    expect((await failed).detail.status).to.equal(404);
    await expectAccessible(el);

    const keyless = await show('<si-lead-form></si-lead-form>', 'si-lead-form', '[part="closed"]');
    expect(textOf(keyless, '[part="closed"]')).to.equal('This form is not set up yet: its form key is missing.');
    expect(server.requests.filter((r) => r.method === 'GET')).to.have.length(1);
  });

  it('offers to try again when the form cannot be loaded', async () => {
    server.on('GET', PATH, (_request, index) => (index === 0 ? { status: 503, json: { detail: 'The server is not answering.' } } : { json: leadFormDefinition() }));
    const failed = nextEvent<{ status: number; message: string }>('si-error');
    const el = await show(TAG, 'si-lead-form', '[part="error"]');
    expect((await failed).detail).to.deep.equal({ status: 503, message: 'The server is not answering.' });
    await expectAccessible(el);
    root(el).querySelector<HTMLButtonElement>('[part="error"] button')!.click();
    await until(() => root(el).querySelector('[part="form"]'), 'the form after trying again');
    expect(root(el).querySelector('[part="error"]')).to.equal(null);
  });

  it('fits a 375 px phone in Arabic: one column, nothing past the edges', async () => {
    setLocale('ar');
    await setViewport({ width: 375, height: 740 });
    try {
      const el = await shown(`<si-lead-form form-key="${LEAD_FORM_KEY}" locale="ar"></si-lead-form>`);
      send(el);
      await until(() => root(el).querySelector('[part="error-summary"]'), 'the summary');
      const box = el.getBoundingClientRect();
      const past = [...root(el).querySelectorAll<HTMLElement>('*')]
        .filter((n) => n.getBoundingClientRect().width > 0)
        .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
        .map((n) => `${n.localName}.${n.className}`);
      expect(past, 'nothing past the element').to.deep.equal([]);
      expect(document.documentElement.scrollWidth).to.be.at.most(375);
      const left = (name: string) => control(el, name).getBoundingClientRect().left;
      expect(left('company'), 'one column').to.equal(left('name'));
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('shows the names of the questions as text, never as markup', async () => {
    server.on('GET', PATH, { json: leadFormDefinition([{ id: 30, name: '<img src=x onerror="window.__pwned=1">Budget', field_type: 'select', options: ['<b>Small</b>'], required: false }]) });
    const el = await shown();
    expect(labelOf(el, 'field_30')).to.equal('<img src=x onerror="window.__pwned=1">Budget');
    expect(root(el).querySelector('img, b')).to.equal(null);
    expect(control<HTMLSelectElement>(el, 'field_30').options[1]!.textContent).to.equal('<b>Small</b>');
  });
});
