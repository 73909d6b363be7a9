import { useLingui } from '@lingui/react/macro';
import type { ConfigPropertyName } from '@si/contract';
import type { FieldDef } from './fields.ts';

export type ConfigField = FieldDef & { key: ConfigPropertyName };
export type ConfigSection = { id: string; title: string; intro: string; fields: ConfigField[] };

/**
 * The config properties of spec 3 in the groups people look for them in. The accounting
 * integration (its own endpoint), the logo and the bank account details (the pay instructions
 * screen) are not here.
 */
export function useConfigSections(): ConfigSection[] {
  const { t } = useLingui();
  return [
    {
      id: 'general',
      title: t`General`,
      intro: t`Who the organization is: names, address and contact details used in e-mails and portals.`,
      fields: [
        { key: 'tenant_full_name', label: t`Organization full name`, kind: 'text', max: 200 },
        { key: 'tenant_short_name', label: t`Organization short name`, kind: 'text', max: 50 },
        { key: 'full_address', label: t`Full address`, kind: 'multiline', max: 1000 },
        { key: 'phone_number', label: t`Phone number`, kind: 'tel' },
        { key: 'info_email', label: t`Information e-mail`, kind: 'email' },
        { key: 'accounting_email', label: t`Accounting e-mail`, kind: 'email', help: t`Customers' replies to invoice, statement and payment reminder e-mails go to this address.` },
        { key: 'mfa_required', label: t`Require multi-factor authentication for every user`, kind: 'boolean' },
        { key: 'free_form_invoice_template_path', label: t`Free-form invoice template path`, kind: 'text', max: 500 },
        {
          key: 'dashboard_data_load_frequency',
          label: t`Dashboard refresh interval (minutes)`,
          kind: 'number',
          min: 0,
          max: 1440,
          help: t`How often an open dashboard reads its figures again; 0 reads them only when it is opened.`,
        },
        { key: 'etherpad_max_age_minutes', label: t`Shared document editing session length (minutes)`, kind: 'number', min: 1, max: 525600 },
      ],
    },
    {
      id: 'notifications',
      title: t`Notifications and e-mail`,
      intro: t`Who is notified, and the greeting and subjects of the e-mails sent.`,
      fields: [
        {
          key: 'customer_notifications_enabled',
          label: t`Notify customers`,
          kind: 'boolean',
          help: t`Off: no e-mail goes to contacts (invoices, statements, reminders, portal links, workflow e-mails); staff are told each time one is not sent.`,
        },
        { key: 'team_notifications_enabled', label: t`Notify teams`, kind: 'boolean', help: t`Off: workflow e-mails to users and teams, and the accounting secret warnings, are not sent.` },
        { key: 'save_and_send_document_notification', label: t`Notify when a document is saved and sent`, kind: 'boolean' },
        { key: 'email_salutation_greeting', label: t`E-mail greeting`, kind: 'text', max: 200, help: t`The first word of every e-mail, before the person's name, e.g. "Dear". Empty: "Hello".` },
        {
          key: 'filedrop_notification_email_subject',
          label: t`File drop notification subject`,
          kind: 'text',
          max: 200,
          help: t`The subject of the e-mail saying a file arrived on a requirement; the requirement's title follows it.`,
        },
        { key: 'past_due_reminder_email_subject', label: t`Past-due reminder subject`, kind: 'text', max: 200 },
        { key: 'past_due_reminder_email_subject_bank', label: t`Past-due reminder subject (lender)`, kind: 'text', max: 200 },
        { key: 'past_due_reminder_email_subject_file', label: t`Past-due reminder subject (document collection)`, kind: 'text', max: 200 },
        { key: 'past_due_reminder_email_subject_secure_invoice', label: t`Past-due reminder subject (secure invoice)`, kind: 'text', max: 200 },
        {
          key: 'past_due_reminder_email_subject_secure_invoice_purchase',
          label: t`Past-due reminder subject (accounts payable)`,
          kind: 'text',
          max: 200,
        },
        { key: 'past_due_reminder_email_subject_sales_crm', label: t`Past-due reminder subject (sales pipeline)`, kind: 'text', max: 200 },
      ],
    },
    {
      id: 'portal',
      title: t`Portal`,
      intro: t`What outside parties see in the token portals.`,
      fields: [
        {
          key: 'brand_color',
          label: t`Brand colour`,
          kind: 'text',
          max: 7,
          help: t`The portals' main colour, as #RRGGBB. Text and buttons use readable shades of it.`,
        },
        { key: 'portal_account_hold_message', label: t`Account on hold message`, kind: 'multiline', max: 1000 },
        {
          key: 'portal_allowed_origins',
          label: t`Allowed origins for embedded portals (JSON)`,
          kind: 'json-array',
          help: t`A JSON array of origins, e.g. ["https://shop.example.com"].`,
        },
        { key: 'filedrop_mfa_challenge_enabled', label: t`Ask for a verification code on file drop`, kind: 'boolean' },
        { key: 'powered_by_text', label: t`"Powered by" text`, kind: 'text', max: 200 },
        { key: 'powered_by_text_bank', label: t`"Powered by" text (lender)`, kind: 'text', max: 200 },
        { key: 'powered_by_text_file', label: t`"Powered by" text (document collection)`, kind: 'text', max: 200 },
        { key: 'powered_by_text_secure_invoice', label: t`"Powered by" text (secure invoice)`, kind: 'text', max: 200 },
        { key: 'powered_by_text_sales_crm', label: t`"Powered by" text (sales pipeline)`, kind: 'text', max: 200 },
        { key: 'powered_by_redirection_link', label: t`"Powered by" link`, kind: 'url', max: 2000 },
      ],
    },
    {
      id: 'payments',
      title: t`Payments`,
      intro: t`Online payment of invoices in the portals. Bank account details are kept on the pay instructions screen.`,
      fields: [
        { key: 'payment_processing_enabled', label: t`Accept online payments`, kind: 'boolean' },
        { key: 'payment_provider_api_key', label: t`Payment provider API key`, kind: 'secret', max: 500 },
        { key: 'payment_provider_terms_of_service', label: t`Payment terms of service`, kind: 'multiline', max: 20000 },
      ],
    },
  ];
}
