// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { ADA } from '../../test-support/signedIn.ts';
import { elementPageTests, withQuery } from '../../test-support/elementPages.ts';

const OA = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' as const }] };
const SETTINGS_PROPERTIES = ['customer_notifications_enabled', 'save_and_send_document_notification', 'payment_processing_enabled', 'payment_provider_api_key', 'payment_provider_terms_of_service'];
const zero = { current: '0.00', days_1_30: '0.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '0.00', total: '0.00' };

describe('receivables reports and settings pages', () => {
  elementPageTests(
    [
      { path: '/secureinvoice/report/ar-aging', tag: 'si-ar-aging', api: '/api/receivables/aging', ready: '[part~="table"]' },
      { path: '/secureinvoice/report/accounts', tag: 'si-accounts-report', api: '/api/receivables/accounts_report', ready: '[part~="table"]', check: withQuery({ page: '1' }) },
      { path: '/secureinvoice/settings', tag: 'si-receivables-settings', api: '/api/receivables/settings', ready: '[part~="settings-form"]' },
      { path: '/secureinvoice/pay-instruction', tag: 'si-pay-instructions-admin', api: '/api/organizations/config_property', ready: '[part~="table"]' },
      { path: '/secureinvoice/pay-instraction', tag: 'si-pay-instructions-admin', api: '/api/organizations/config_property', ready: '[part~="table"]' },
    ],
    {
      user: OA,
      serve: (server) => {
        server.on('GET', '/api/receivables/aging', { json: { as_of: '2026-03-31', currency: null, rows: [{ account_id: 1, account_name: 'Acme Ltd', currency: 'USD', ...zero, current: '10.00', total: '10.00' }], totals: [{ currency: 'USD', ...zero, current: '10.00', total: '10.00' }] } });
        server.on('GET', '/api/receivables/accounts_report', {
          json: { count: 1, results: [{ account_id: 1, account_name: 'Acme Ltd', currency: 'USD', opening_balance: '0.00', invoiced: '10.00', paid: '0.00', credited: '0.00', closing_balance: '10.00' }] },
        });
        server.on('GET', '/api/receivables/settings', {
          json: {
            payment_terms_days: 30, default_currency: 'USD', allow_partial_payment: true, late_fee_kind: 'none', late_fee_amount: '0', late_fee_after_days: 30,
            invoice_series: { prefix: 'INV-', next_number: 1, padding: 4 }, credit_note_series: { prefix: 'CN-', next_number: 1, padding: 4 }, updated_at: null,
          },
        });
        server.on('GET', '/api/reminder_schedule', { json: { enabled: true, days_before: 3, on_due_date: true, every_days_after: 7, stop_after_days: 30, built_in: true, updated_at: null } });
        server.on('GET', '/api/organizations/config_property', (req) => {
          const name = new URLSearchParams(req.search).get('config_property_name');
          // The shell's own reads (modules_allowed, tenant_short_name) answer as its shell server does when unset.
          if (name !== 'bank_account_details' && !SETTINGS_PROPERTIES.includes(name ?? '')) return { status: 404, json: { detail: 'Not found.' } };
          const value = name === 'bank_account_details'
            ? JSON.stringify([{ id: 1, account_id: null, bank_name: 'Demo Bank', account_name: 'Demo Org', account_number: '12345678', routing_number: '', iban: '', swift: '', reference: '', notes: '' }])
            : '';
          return { json: { config_property_value: value } };
        });
      },
    },
  );
});
