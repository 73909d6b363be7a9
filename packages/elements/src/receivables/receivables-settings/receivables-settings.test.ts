import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout, setLocale } from '@si/core';
import type { ReceivablesSettingsRow, ReminderScheduleRow } from '@si/contract';
import './receivables-settings.ts';
import { cleanup, expectAccessible, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { params, signInAs } from '../../test-support/table-test-kit.ts';

const TAG = '<si-receivables-settings></si-receivables-settings>';
const SETTINGS = '/api/receivables/settings';
const SCHEDULE = '/api/reminder_schedule';
const CONFIG = '/api/organizations/config_property';

const STORED: ReceivablesSettingsRow = {
  payment_terms_days: 30,
  default_currency: 'USD',
  allow_partial_payment: true,
  late_fee_kind: 'none',
  late_fee_amount: '0',
  late_fee_after_days: 30,
  invoice_series: { prefix: 'INV-', next_number: 42, padding: 4 },
  credit_note_series: { prefix: 'CN-', next_number: 7, padding: 3 },
  updated_at: '2026-03-01T10:00:00Z',
};
const LADDER: ReminderScheduleRow = { enabled: true, days_before: 3, on_due_date: true, every_days_after: 7, stop_after_days: 30, built_in: true, updated_at: null };
const CONFIGS: Record<string, string> = {
  customer_notifications_enabled: 'true',
  save_and_send_document_notification: 'false',
  payment_processing_enabled: '',
  payment_provider_api_key: '********WXYZ',
  payment_provider_terms_of_service: 'Card payments are processed by the provider.',
};

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});
afterEach(() => {
  server.restore();
  logout();
  setLocale('en');
  cleanup();
});

function serve() {
  server.on('GET', SETTINGS, { json: STORED });
  server.on('GET', SCHEDULE, { json: LADDER });
  server.on('GET', CONFIG, (req) => ({ json: { config_property_value: CONFIGS[params(req.search).config_property_name!] ?? '' } }));
}
const open = async () => {
  const el = await show(TAG, 'si-receivables-settings', '[part~="settings-form"]');
  await until(() => el.shadowRoot!.querySelector('[part~="schedule-form"]') && el.shadowRoot!.querySelector('[part~="notifications-form"]'), 'every section');
  return el;
};

/** The control a label names (by `for`, or the one inside it), within `scope` (a part) when given. */
function field(el: Element, label: string, scope?: string): HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement {
  const root = scope ? el.shadowRoot!.querySelector(`[part~="${scope}"]`)! : el.shadowRoot!;
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent!.trim() === label);
  const target = found?.htmlFor ? el.shadowRoot!.getElementById(found.htmlFor) : found?.querySelector('input, select, textarea');
  if (!target) throw new Error(`No field "${label}"`);
  return target as HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;
}
function setValue(target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')!.set!.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
  target.dispatchEvent(new Event('change', { bubbles: true }));
}
const errorsOf = (el: Element, scope: string) => [...el.shadowRoot!.querySelectorAll(`[part~="${scope}"] [part="field-error"]`)].map((e) => e.textContent);
const puts = (path: string) => server.requests.filter((r) => r.method === 'PUT' && r.path === path);
const posts = () => server.requests.filter((r) => r.method === 'POST' && r.path === CONFIG);

describe('si-receivables-settings', () => {
  it('is accessible: the series with their preview, the ladder and the notification settings are read into labelled controls', async () => {
    signInAs('OA');
    serve();
    const el = await open();
    await expectAccessible(el);
    expect(textOf(el, '[part~="invoice-series"] [part="preview"]')).to.equal('Next number: INV-0042');
    expect(textOf(el, '[part~="credit-note-series"] [part="preview"]')).to.equal('Next number: CN-007');
    expect(field(el, 'Payment terms (days)').value).to.equal('30');
    expect(field(el, 'Allow partial payments').checked).to.equal(true);
    expect(field(el, 'Days before the due date').value).to.equal('3');
    expect(field(el, 'Customer notifications').checked).to.equal(true);
    expect(field(el, 'Notify customers when a document is saved and sent').checked).to.equal(false);
    expect(field(el, 'Online payment processing').checked).to.equal(false);
    const key = field(el, 'Payment provider API key');
    expect(key.type).to.equal('password');
    expect(key.value).to.equal('');
    expect(textOf(el, '[part~="notifications"]')).to.contain('A key is stored (********WXYZ). Leave this empty to keep it; type a new one to replace it.');
    expect(textOf(el, '[part~="reminders"]')).to.contain('The built-in schedule applies until you save one.');
  });

  it('saves only what changed; the preview follows the typing; the server\'s refusal shows at its field', async () => {
    signInAs('OA');
    serve();
    server.on('PUT', SETTINGS, (_req, index) =>
      index === 0
        ? { status: 400, json: { 'invoice_series.next_number': ['A numbering series only moves forward. The next number is 50 or more.'] } }
        : { json: { ...STORED, invoice_series: { prefix: 'F-', next_number: 50, padding: 6 }, late_fee_kind: 'percent', late_fee_amount: '1.5', late_fee_after_days: 15, updated_at: '2026-03-02T10:00:00Z' } },
    );
    const el = await open();
    setValue(field(el, 'Prefix', 'invoice-series'), 'F-');
    setValue(field(el, 'Digits (zero padding)', 'invoice-series'), '6');
    await until(() => textOf(el, '[part~="invoice-series"] [part="preview"]') === 'Next number: F-000042', 'the new preview');
    setValue(field(el, 'Late fee'), 'percent');
    await until(() => el.shadowRoot!.querySelector('[name="late_fee_amount"]'), 'the late fee amount');
    setValue(field(el, 'Percentage'), '1.5');
    setValue(field(el, 'After days past due'), '15');
    control(el, 'Save invoicing settings').click();
    await until(() => puts(SETTINGS).length === 1, 'the first save');
    expect(puts(SETTINGS)[0]!.body).to.deep.equal({ invoice_series: { prefix: 'F-', padding: 6 }, late_fee_kind: 'percent', late_fee_amount: '1.5', late_fee_after_days: 15 });
    await until(() => errorsOf(el, 'invoice-series').length === 1, 'the field error');
    expect(errorsOf(el, 'invoice-series')).to.deep.equal(['A numbering series only moves forward. The next number is 50 or more.']);
    expect(field(el, 'Next number', 'invoice-series').getAttribute('aria-invalid')).to.equal('true');

    setValue(field(el, 'Next number', 'invoice-series'), '50');
    control(el, 'Save invoicing settings').click();
    await until(() => puts(SETTINGS).length === 2, 'the second save');
    expect(puts(SETTINGS)[1]!.body).to.deep.equal({ invoice_series: { prefix: 'F-', next_number: 50, padding: 6 }, late_fee_kind: 'percent', late_fee_amount: '1.5', late_fee_after_days: 15 });
    await until(() => textOf(el, '[part~="invoicing"] [part="notice"]') === 'Receivables settings saved.', 'the confirmation');
    expect(textOf(el, '[part~="invoice-series"] [part="preview"]')).to.equal('Next number: F-000050');
  });

  it('checks the fields before sending: a series only moves forward, a currency code, a late fee up to 100%', async () => {
    signInAs('OA');
    serve();
    const el = await open();
    setValue(field(el, 'Next number', 'credit-note-series'), '6');
    setValue(field(el, 'Default currency'), 'XYZ1');
    setValue(field(el, 'Late fee'), 'percent');
    await until(() => el.shadowRoot!.querySelector('[name="late_fee_amount"]'), 'the late fee amount');
    setValue(field(el, 'Percentage'), '120');
    control(el, 'Save invoicing settings').click();
    await until(() => errorsOf(el, 'settings-form').length === 3, 'three messages');
    expect(errorsOf(el, 'settings-form')).to.deep.equal([
      'A series only moves forward: enter 7 or more.',
      'Enter an ISO 4217 currency code, such as USD, EUR or JPY.',
      'A percent late fee is at most 100.',
    ]);
    expect(textOf(el, '[part~="invoicing"] [part="error"]')).to.equal('Check the fields marked below; nothing was saved.');
    // The first of them on the page takes the focus (the credit notes' next number, above the currency).
    await until(() => el.shadowRoot!.activeElement === field(el, 'Next number', 'credit-note-series'), 'the focus on the first field marked');
    expect(puts(SETTINGS)).to.have.length(0);
    await expectAccessible(el);
  });

  it('saves the organization\'s reminder ladder; an empty number means none', async () => {
    signInAs('OA');
    serve();
    server.on('PUT', SCHEDULE, (req) => ({ json: { ...LADDER, ...(req.body as object), built_in: false, updated_at: '2026-03-02T10:00:00Z' } }));
    const el = await open();
    setValue(field(el, 'Days before the due date'), '');
    setValue(field(el, 'Every N days after the due date'), '99');
    control(el, 'Save schedule').click();
    await until(() => errorsOf(el, 'schedule-form').length === 1, 'the range message');
    expect(errorsOf(el, 'schedule-form')).to.deep.equal(['Enter a whole number of days from 1 to 60, or leave it empty.']);
    setValue(field(el, 'Every N days after the due date'), '14');
    field(el, 'On the due date').click();
    control(el, 'Save schedule').click();
    await until(() => puts(SCHEDULE).length === 1, 'the save');
    expect(puts(SCHEDULE)[0]!.body).to.deep.equal({ enabled: true, days_before: null, on_due_date: false, every_days_after: 14, stop_after_days: 30 });
    await until(() => textOf(el, '[part~="reminders"] [part="notice"]') === 'Reminder schedule saved.', 'the confirmation');
  });

  it('writes each changed notification setting; an empty key keeps the stored one', async () => {
    signInAs('OA');
    serve();
    server.on('POST', CONFIG, (req) => {
      const body = req.body as { config_property_name: string; config_property_value: string };
      if (body.config_property_name === 'payment_provider_terms_of_service') return { status: 400, json: { config_property_value: ['Use at most 20000 characters.'] } };
      const value = body.config_property_name === 'payment_provider_api_key' ? '********9876' : body.config_property_value;
      return { json: { config_property_name: body.config_property_name, config_property_value: value } };
    });
    const el = await open();
    field(el, 'Online payment processing').click();
    control(el, 'Save notification settings').click();
    await until(() => posts().length === 1, 'the first write');
    expect(posts()[0]!.body).to.deep.equal({ config_property_name: 'payment_processing_enabled', config_property_value: 'true' });
    await until(() => textOf(el, '[part~="notifications"] [part="notice"]') === 'Notification and payment settings saved.', 'the confirmation');

    setValue(field(el, 'Payment provider API key'), 'sk_live_new_key_1234569876');
    setValue(field(el, 'Payment provider terms of service'), 'New terms.');
    control(el, 'Save notification settings').click();
    await until(() => posts().length === 3, 'two more writes');
    expect(posts().slice(1).map((r) => r.body)).to.deep.equal([
      { config_property_name: 'payment_provider_api_key', config_property_value: 'sk_live_new_key_1234569876' },
      { config_property_name: 'payment_provider_terms_of_service', config_property_value: 'New terms.' },
    ]);
    await until(() => textOf(el, '[part~="notifications"] [part="error"]') === '1 of 2 settings saved; check the fields marked below.', 'the partial outcome');
    expect(errorsOf(el, 'notifications-form')).to.deep.equal(['Use at most 20000 characters.']);
    // The refused field takes the focus, so the keyboard lands where to fix it.
    await until(() => el.shadowRoot!.activeElement === field(el, 'Payment provider terms of service'), 'the focus on the field marked');
    expect(field(el, 'Payment provider API key').value).to.equal('');
    expect(field(el, 'Payment provider terms of service').value).to.equal('New terms.');
    expect(textOf(el, '[part~="notifications"]')).to.contain('A key is stored (********9876).');
  });

  it('checks the notification settings before writing: nothing is sent and the first field marked takes the focus', async () => {
    signInAs('OA');
    serve();
    const el = await open();
    setValue(field(el, 'Payment provider API key'), 'k'.repeat(501));
    control(el, 'Save notification settings').click();
    await until(() => textOf(el, '[part~="notifications"] [part="error"]') === 'Check the fields marked below; nothing was saved.', 'the check');
    expect(errorsOf(el, 'notifications-form')).to.deep.equal(['Use at most 500 characters.']);
    await until(() => el.shadowRoot!.activeElement === field(el, 'Payment provider API key'), 'the focus on the field marked');
    expect(posts()).to.have.length(0);
  });

  it('is read-only for other roles: no save buttons, the controls locked', async () => {
    signInAs('VO');
    serve();
    const el = await open();
    expect(textOf(el, '[part="read-only"]')).to.equal('Only an Office Administrator can change these settings; you see them read-only.');
    expect(el.shadowRoot!.querySelectorAll('button[type="submit"]')).to.have.length(0);
    expect(field(el, 'Prefix', 'invoice-series').readOnly).to.equal(true);
    expect(field(el, 'Late fee').disabled).to.equal(true);
    expect(field(el, 'Customer notifications').disabled).to.equal(true);
    expect(textOf(el, '[part~="notifications"]')).to.contain('A key is stored (********WXYZ).');
    expect(textOf(el, '[part~="notifications"]')).to.not.contain('Leave this empty');
    await expectAccessible(el);
  });

  it('a section that cannot be read says so with Try again; the others still show', async () => {
    signInAs('OA');
    serve();
    server.on('GET', SCHEDULE, (_req, index) => (index === 0 ? { status: 503, json: { detail: 'Down for a moment.' } } : { json: LADDER }));
    const el = await show(TAG, 'si-receivables-settings', '[part~="reminders"] [part="error"]');
    expect(textOf(el, '[part~="reminders"] [part="error"]')).to.equal('These settings could not be read: Down for a moment.');
    await until(() => el.shadowRoot!.querySelector('[part~="settings-form"]'), 'the invoicing form');
    control(el, 'Try again').click();
    await until(() => el.shadowRoot!.querySelector('[part~="schedule-form"]'), 'the schedule form');
  });
});
