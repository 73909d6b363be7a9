/**
 * An in-memory organization settings API for the story: config properties (with a few of the
 * server's checks, so the field messages can be seen), allowed modules, the Business Central
 * settings and the two logos.
 */
import { interceptFetch, json } from '@si/core/testing/network';

const MASK = '********';
const mask = (value: string) => (value ? (value.length >= 16 ? `${MASK}${value.slice(-4)}` : MASK) : '');
const SECRETS = ['payment_provider_api_key'];

const LOGO =
  'data:image/svg+xml;base64,' +
  btoa('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="40" height="40" rx="8" fill="#0D9394"/><text x="50" y="27" font-family="sans-serif" font-size="18" fill="#0D9394">Acme</text></svg>');

export function serveOrganizationSettings(mode: 'normal' | 'empty' | 'failing'): () => void {
  const config = new Map<string, string>(
    mode === 'empty'
      ? []
      : [
          ['tenant_full_name', 'Acme Holdings Ltd'],
          ['tenant_short_name', 'Acme'],
          ['full_address', '1 Market Street\nSpringfield'],
          ['phone_number', '+1 555 123 4567'],
          ['info_email', 'info@acme.example'],
          ['customer_notifications_enabled', 'true'],
          ['team_notifications_enabled', 'false'],
          ['email_salutation_greeting', 'Dear'],
          ['tenant_custom_email_templates', '{"invoice_sent":{"subject":"Your invoice","body":"Please find your invoice attached."}}'],
          ['portal_allowed_origins', '["https://shop.acme.example"]'],
          ['powered_by_text', 'Powered by Acme'],
          ['payment_processing_enabled', 'true'],
          ['payment_provider_api_key', 'sk_live_abcdefghijkl1234'],
          ['modules_allowed', '["document_collection","lender","secure_invoice_sales"]'],
        ],
  );
  let bc = {
    enabled: mode !== 'empty', base_uri: mode === 'empty' ? '' : 'https://api.businesscentral.dynamics.com', client_id: '', client_secret: 'bc-secret-0000-9876',
    client_secret_expiry: '', company_id: '', environment: 'Production', resources_url: '', sales_invoices_fetch_days: '30', scope: '', tenant_id: '',
    timezone: 'Europe/Paris', token_url: '', account_created_by_user_id: '', account_management_lead_id: '', account_management_team_id: '',
  };
  let logo = { logo_dark: null as string | null, logo_light: mode === 'empty' ? null : LOGO };

  const restore = interceptFetch(async (request, url) => {
    const path = url.pathname;
    if (!path.startsWith('/api/organizations/')) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (mode === 'failing') return json({ detail: 'The server is not answering right now.' }, 503);
    if (path === '/api/organizations/config_property' && request.method === 'GET') {
      const name = url.searchParams.get('config_property_name') ?? '';
      const value = config.get(name) ?? null;
      return json({ config_property_value: value !== null && SECRETS.includes(name) ? mask(value) : value });
    }
    if (path === '/api/organizations/config_property' && request.method === 'POST') {
      const { config_property_name: name, config_property_value: value } = (await request.json()) as { config_property_name: string; config_property_value: string };
      if (name.endsWith('_email') && value && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return json({ config_property_value: ['Invalid e-mail'] }, 400);
      if (name === 'tenant_short_name' && value.length > 50) return json({ config_property_value: ['Ensure this field has no more than 50 characters.'] }, 400);
      config.set(name, value);
      return json({ config_property_name: name, config_property_value: SECRETS.includes(name) ? mask(value) : value });
    }
    if (path === '/api/organizations/modules_allowed') {
      return json({ modules: JSON.parse(config.get('modules_allowed') ?? '["document_collection","lender","secure_invoice_sales","secure_invoice_purchase","sales_pipeline","contract_lifecycle"]') });
    }
    const reading = () => ({ ...bc, client_secret: mask(bc.client_secret), client_secret_set: bc.client_secret !== '' });
    if (path === '/api/organizations/business_central_configuration' && request.method === 'GET') return json(reading());
    if (path === '/api/organizations/business_central_configuration' && request.method === 'POST') {
      const patch = (await request.json()) as Record<string, unknown>;
      if (patch.timezone !== undefined && patch.timezone !== '' && !String(patch.timezone).includes('/')) {
        return json({ timezone: ['Unknown time zone; use an IANA name such as Europe/Paris.'] }, 400);
      }
      bc = { ...bc, ...(patch as Partial<typeof bc>) };
      return json(reading());
    }
    if (path === '/api/organizations/organization_logo' && request.method === 'GET') return json(logo);
    if (path === '/api/organizations/organization_logo' && request.method === 'POST') {
      logo = { ...logo, ...((await request.json()) as Partial<typeof logo>) };
      return json(logo);
    }
    return json({ detail: 'Not found.' }, 404);
  });
  return () => {
    restore();
  };
}
