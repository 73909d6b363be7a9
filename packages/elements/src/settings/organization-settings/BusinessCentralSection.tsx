import { useLingui } from '@lingui/react/macro';
import type { BusinessCentralConfiguration, BusinessCentralConfigurationWrite } from '@si/contract';
import { fetchBusinessCentral, saveBusinessCentral } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { formErrors } from '../../base/errors.ts';
import { sentValue, type FieldDef, type Values } from './fields.ts';
import { SettingsForm, type SaveOutcome } from './SettingsForm.tsx';
import { SecretExpiryNotice } from '../../admin/SecretExpiryNotice.tsx';

/** The reading as the inputs show it: text, the switch as 'true'/'false', the secret as its mask ('' when none). */
function shown(reading: BusinessCentralConfiguration): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(reading)) {
    if (key === 'client_secret_set' || key === 'client_secret_warning') continue;
    out[key] = typeof value === 'boolean' ? String(value) : ((value as string | null) ?? '');
  }
  out.client_secret = reading.client_secret_set ? reading.client_secret || '********' : '';
  return out;
}

/** The accounting-system (Business Central) settings, through their own endpoint. */
export function BusinessCentralSection({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useLingui();
  const { loaded, retry, setData } = useLoad<{ values: Values; warning: BusinessCentralConfiguration['client_secret_warning'] }>(async (signal) => {
    const reading = await fetchBusinessCentral(signal);
    return { values: shown(reading), warning: reading.client_secret_warning };
  }, 'business-central');
  const state = { ...loaded.data, error: loaded.status === 'error' ? errorText(loaded.error, i18n) : undefined };

  const fields: FieldDef[] = [
    { key: 'enabled', label: t`Synchronise with Business Central`, kind: 'boolean' },
    { key: 'base_uri', label: t`Base URI`, kind: 'url', max: 2000 },
    { key: 'tenant_id', label: t`Tenant ID`, kind: 'text', max: 200 },
    { key: 'environment', label: t`Environment`, kind: 'text', max: 100 },
    { key: 'company_id', label: t`Company ID`, kind: 'text', max: 200 },
    { key: 'client_id', label: t`Client ID`, kind: 'text', max: 200 },
    { key: 'client_secret', label: t`Client secret`, kind: 'secret', max: 500 },
    { key: 'client_secret_expiry', label: t`Client secret expiry date`, kind: 'date' },
    { key: 'scope', label: t`Scope`, kind: 'text', max: 500 },
    { key: 'token_url', label: t`Token URL`, kind: 'url', max: 2000 },
    { key: 'resources_url', label: t`Resources URL`, kind: 'url', max: 2000 },
    { key: 'timezone', label: t`Time zone (e.g. Europe/Paris)`, kind: 'text', max: 100 },
    { key: 'sales_invoices_fetch_days', label: t`Days of sales invoices to fetch`, kind: 'number', min: 1, max: 3650 },
    { key: 'account_created_by_user_id', label: t`User ID that creates accounts`, kind: 'number', min: 1, max: 999999999 },
    { key: 'account_management_lead_id', label: t`Account lead user ID`, kind: 'number', min: 1, max: 999999999 },
    { key: 'account_management_team_id', label: t`Account management team ID`, kind: 'number', min: 1, max: 2147483647 },
  ];

  async function save(changes: Values): Promise<SaveOutcome> {
    const patch: BusinessCentralConfigurationWrite = {};
    for (const [key, value] of Object.entries(changes)) {
      const field = fields.find((f) => f.key === key)!;
      patch[key as keyof BusinessCentralConfigurationWrite] = field.kind === 'boolean' ? value === 'true' : sentValue(field.kind, value);
    }
    try {
      const reading = await saveBusinessCentral(patch);
      // A new secret or date changes the warning at once.
      setData((old) => ({ ...old, warning: reading.client_secret_warning }));
      return { saved: shown(reading), fields: {} };
    } catch (error) {
      const { fields: messages, alert } = formErrors(error, Object.keys(changes), i18n);
      return { saved: {}, fields: messages, alert };
    }
  }

  const title = t`Accounting integration`;
  if (!state?.values) {
    return (
      <section className="settings-section" aria-label={title} part="section section-accounting">
        <h3>{title}</h3>
        {state?.error ? (
          <div className="unavailable" part="error">
            <p role="alert">{t`The accounting integration settings could not be read: ${state.error}`}</p>
            <button type="button" onClick={retry}>{t`Try again`}</button>
          </div>
        ) : (
          <p className="muted" role="status">{t`Loading…`}</p>
        )}
      </section>
    );
  }
  return (
    <SettingsForm
      id="accounting"
      title={title}
      intro={t`Connection to Microsoft Dynamics 365 Business Central for the secure invoice module.`}
      fields={fields}
      initial={state.values}
      canWrite={canWrite}
      save={save}
    >
      <SecretExpiryNotice warning={state.warning} />
    </SettingsForm>
  );
}
