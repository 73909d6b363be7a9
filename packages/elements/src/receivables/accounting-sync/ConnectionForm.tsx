import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BusinessCentralConfiguration, BusinessCentralConfigurationWrite } from '@si/contract';
import { fetchBusinessCentral, saveBusinessCentral } from '@si/core/admin';
import { Notice } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { SecretExpiryNotice } from '../../admin/SecretExpiryNotice.tsx';

type Kind = 'boolean' | 'text' | 'url' | 'secret' | 'date' | 'number';
type Key = Exclude<keyof BusinessCentralConfiguration, 'client_secret_set' | 'client_secret_warning'>;
type Field = { key: Key; label: string; kind: Kind; max?: number; min?: number; help?: string };
type Values = Record<Key, string>;

/** The reading as the inputs show it: text, the switch as 'true'/'false'; the secret input always starts empty. */
function shown(reading: BusinessCentralConfiguration): Values {
  const out = {} as Values;
  for (const [key, value] of Object.entries(reading)) {
    if (key === 'client_secret_set' || key === 'client_secret_warning') continue;
    out[key as Key] = typeof value === 'boolean' ? String(value) : ((value as string | null) ?? '');
  }
  out.client_secret = '';
  return out;
}

const isHttpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/**
 * The Business Central connection: every setting of business_central_configuration. The client
 * secret is never shown back: a note says whether one is stored, an empty input keeps it, a
 * typed one replaces it. Only changed values are sent. Office Administrators edit; others read.
 */
export function ConnectionForm({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useLingui();
  const uid = useId();
  const { loaded, retry, setData } = useLoad<BusinessCentralConfiguration>(fetchBusinessCentral, 'business-central');
  const config = loaded.data;
  // What the user changed; the other settings show what is stored.
  const [edits, setEdits] = useState<Partial<Values>>({});
  const values: Values | undefined = config ? { ...shown(config), ...edits } : undefined;
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();

  const fields: Field[] = [
    { key: 'enabled', label: t`Synchronise with Business Central`, kind: 'boolean' },
    { key: 'base_uri', label: t`Base URI`, kind: 'url', max: 2000, help: t`For example https://api.businesscentral.dynamics.com` },
    { key: 'tenant_id', label: t`Tenant ID`, kind: 'text', max: 200 },
    { key: 'environment', label: t`Environment`, kind: 'text', max: 100, help: t`For example Production or Sandbox` },
    { key: 'company_id', label: t`Company ID`, kind: 'text', max: 200 },
    { key: 'client_id', label: t`Client ID`, kind: 'text', max: 200 },
    { key: 'client_secret', label: t`Client secret`, kind: 'secret', max: 500 },
    { key: 'client_secret_expiry', label: t`Client secret expiry date`, kind: 'date' },
    { key: 'token_url', label: t`Token URL`, kind: 'url', max: 2000 },
    { key: 'scope', label: t`Scope`, kind: 'text', max: 500, help: t`Empty: https://api.businesscentral.dynamics.com/.default` },
    { key: 'resources_url', label: t`Resources URL`, kind: 'url', max: 2000 },
    { key: 'timezone', label: t`Time zone`, kind: 'text', max: 100, help: t`An IANA name such as Europe/Paris; the days to fetch are counted in it.` },
    { key: 'sales_invoices_fetch_days', label: t`Days of sales invoices to fetch`, kind: 'number', min: 1, max: 3650 },
    { key: 'account_created_by_user_id', label: t`User ID that creates accounts`, kind: 'number', min: 1, max: 2147483647 },
    { key: 'account_management_lead_id', label: t`Account lead user ID`, kind: 'number', min: 1, max: 2147483647 },
    { key: 'account_management_team_id', label: t`Account management team ID`, kind: 'number', min: 1, max: 2147483647 },
  ];

  function changes(): Partial<Values> {
    if (!values || !config) return {};
    const stored = shown(config);
    const out: Partial<Values> = {};
    for (const f of fields) {
      const value = values[f.key];
      if (f.kind === 'secret' ? value.trim() !== '' : value !== stored[f.key]) out[f.key] = value;
    }
    return out;
  }

  function check(): Record<string, string> {
    const problems: Record<string, string> = {};
    for (const [key, raw] of Object.entries(changes())) {
      const f = fields.find((x) => x.key === key)!;
      const value = raw.trim();
      if (!value) continue;
      if (f.max && value.length > f.max) problems[key] = t`Ensure this field has no more than ${f.max} characters.`;
      else if (f.kind === 'url' && !isHttpUrl(value)) problems[key] = t`Enter a valid http or https URL.`;
      else if (f.kind === 'number' && (!/^\d+$/.test(value) || Number(value) < (f.min ?? 0) || Number(value) > (f.max ?? Infinity))) {
        problems[key] = t`Enter a whole number from ${f.min ?? 0} to ${f.max ?? 0}.`;
      }
    }
    if (Object.keys(problems).length) setOutcome({ ok: false, text: t`Check the highlighted settings; nothing was saved.` });
    return problems;
  }

  async function write() {
    const changed = changes();
    if (!Object.keys(changed).length) {
      setOutcome({ ok: true, text: t`Nothing to save: no setting changed.` });
      return;
    }
    setOutcome(undefined);
    const patch: BusinessCentralConfigurationWrite = {};
    for (const [key, value] of Object.entries(changed) as [Key, string][]) {
      const kind = fields.find((f) => f.key === key)!.kind;
      patch[key] = kind === 'boolean' ? value === 'true' : kind === 'number' && value.trim() ? Number(value) : value.trim();
    }
    setData(await saveBusinessCentral(patch));
    setEdits({});
    setErrors({ fields: {} });
    setOutcome({ ok: true, text: t`Business Central settings saved.` });
  }

  const { busy, errors, setErrors, handleSubmit } = useFormSubmit(check, write, (error) => {
    const shownErrors = formErrors(error, fields.map((f) => f.key), i18n);
    setOutcome({ ok: false, text: shownErrors.alert ?? t`Check the highlighted settings; nothing was saved.` });
    return shownErrors;
  });
  const submit = (event: FormEvent) => (canWrite ? handleSubmit(event) : event.preventDefault());

  const title = t`Business Central connection`;
  if (!config || !values) {
    return (
      <section className="sync-section" aria-labelledby={`${uid}-title`} part="connection">
        <h3 id={`${uid}-title`}>{title}</h3>
        {loaded.status === 'error' ? (
          <div className="unavailable">
            <Notice variant="danger" part="error">
              {t`The Business Central settings could not be read: ${errorText(loaded.error, i18n)}`}
            </Notice>
            <button type="button" onClick={retry}>{t`Try again`}</button>
          </div>
        ) : (
          <p className="muted" role="status">{t`Loading…`}</p>
        )}
      </section>
    );
  }

  const set = (key: Key, value: string) => setEdits((e) => ({ ...e, [key]: value }));
  const secretNote = config.client_secret_set
    ? canWrite
      ? t`A client secret is stored. Leave this empty to keep it; type a new one to replace it.`
      : t`A client secret is stored.`
    : t`No client secret is stored.`;

  return (
    <section className="sync-section" aria-labelledby={`${uid}-title`} part="connection">
      <h3 id={`${uid}-title`}>{title}</h3>
      <p className="muted">{t`Sales invoices of Microsoft Dynamics 365 Business Central are imported into receivables: customers become accounts, invoices are matched by their Business Central id.`}</p>
      <SecretExpiryNotice warning={config.client_secret_warning} />
      {outcome && (
        <Notice variant={outcome.ok ? 'success' : 'danger'} part="notice">
          {outcome.text}
        </Notice>
      )}
      <form onSubmit={submit} noValidate part="form">
        {fields.map((f) => {
          const error = errors.fields[f.key];
          const help = f.kind === 'secret' ? secretNote : f.help;
          const described = [help ? `${uid}-${f.key}-help` : '', error ? `${uid}-${f.key}-error` : ''].filter(Boolean).join(' ') || undefined;
          const common = { name: f.key, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': described };
          return (
            <div className="setting" key={f.key}>
              {f.kind === 'boolean' ? (
                <label className="switch">
                  <input type="checkbox" role="switch" {...common} checked={values[f.key] === 'true'} disabled={!canWrite} onChange={(e) => set(f.key, e.currentTarget.checked ? 'true' : 'false')} />
                  <span>{f.label}</span>
                </label>
              ) : (
                <label className="field">
                  <span>{f.label}</span>
                  <input
                    {...common}
                    type={f.kind === 'secret' ? 'password' : f.kind === 'url' ? 'url' : f.kind === 'date' ? 'date' : f.kind === 'number' ? 'number' : 'text'}
                    autoComplete={f.kind === 'secret' ? 'new-password' : 'off'}
                    dir={f.kind === 'url' || f.kind === 'secret' ? 'ltr' : undefined}
                    min={f.kind === 'number' ? f.min : undefined}
                    max={f.kind === 'number' ? f.max : undefined}
                    value={values[f.key]}
                    readOnly={!canWrite}
                    onChange={(e) => set(f.key, e.currentTarget.value)}
                  />
                </label>
              )}
              {help && (
                <span className="help" id={`${uid}-${f.key}-help`}>
                  {help}
                </span>
              )}
              {error && (
                <span className="field-error" id={`${uid}-${f.key}-error`} part="field-error">
                  {error}
                </span>
              )}
            </div>
          );
        })}
        {canWrite && (
          <div className="actions">
            <button type="submit" className="primary" part="save" disabled={busy} aria-busy={busy}>
              {busy ? t`Saving…` : t`Save settings`}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
