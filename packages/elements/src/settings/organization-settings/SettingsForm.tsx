import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { APPLICATION_TYPES, type ApplicationType } from '@si/contract/enums';
import { Notice } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { applicationTypeName } from '../../account/moduleNames.ts';
import { problemOf, type FieldDef, type Values } from './fields.ts';

/** What a save did: the new stored values of the keys that were written, field messages, one alert for the rest. */
export type SaveOutcome = { saved: Values; fields: Record<string, string>; alert?: string };

type Props = {
  id: string;
  title: string;
  intro?: string;
  fields: FieldDef[];
  /** The stored values as the inputs show them (secrets: the mask, '' when none is stored). */
  initial: Values;
  canWrite: boolean;
  /** Writes `changes` (only the keys that changed; a secret only when replaced or removed). */
  save(changes: Values): Promise<SaveOutcome>;
  children?: ReactNode;
};

/** Secrets start empty: typing replaces the stored one, leaving the input empty keeps it. */
const startValues = (fields: FieldDef[], initial: Values): Values =>
  Object.fromEntries(fields.map((f) => [f.key, f.kind === 'secret' ? '' : (initial[f.key] ?? '')]));

/**
 * One section of settings saved on its own: inputs by kind, client checks before sending,
 * only changed values sent, the server's messages at their fields, a notice of the outcome.
 * Without write rights (not an Office Administrator) every value shows read-only, with no Save.
 */
export function SettingsForm({ id, title, intro, fields, initial, canWrite, save, children }: Props) {
  const { t, i18n } = useLingui();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [stored, setStored] = useState<Values>(initial);
  const [values, setValues] = useState<Values>(() => startValues(fields, initial));
  const [removed, setRemoved] = useState<Record<string, boolean>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    if (focusTick) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));

  function changes(): Values {
    const out: Values = {};
    for (const field of fields) {
      const value = values[field.key];
      if (field.kind === 'secret') {
        if (removed[field.key]) out[field.key] = '';
        else if (value.trim() !== '') out[field.key] = value;
      } else if (value !== (stored[field.key] ?? '')) {
        out[field.key] = value;
      }
    }
    return out;
  }

  function check(): Record<string, string> {
    const changed = changes();
    const problems: Record<string, string> = {};
    for (const field of fields) {
      if (!(field.key in changed)) continue;
      const problem = problemOf(field, changed[field.key], i18n);
      if (problem) problems[field.key] = problem;
    }
    if (Object.keys(problems).length) {
      setOutcome({ ok: false, text: t`Check the highlighted settings; nothing was saved.` });
      setFocusTick((n) => n + 1);
    }
    return problems;
  }

  async function write() {
    const changed = changes();
    if (!Object.keys(changed).length) {
      setOutcome({ ok: true, text: t`Nothing to save: no setting changed.` });
      return;
    }
    setOutcome(undefined);
    const result = await save(changed);
    const savedKeys = Object.keys(result.saved);
    setStored((s) => ({ ...s, ...result.saved }));
    // A saved secret goes back to "keep"; its new mask is in `stored`.
    setValues((v) => {
      const next = { ...v };
      for (const field of fields) if (field.kind === 'secret' && savedKeys.includes(field.key)) next[field.key] = '';
      return next;
    });
    setRemoved((r) => Object.fromEntries(Object.entries(r).filter(([key]) => !savedKeys.includes(key))));
    setErrors({ fields: result.fields });
    const failed = Object.keys(result.fields).length > 0 || !!result.alert;
    if (failed) {
      const count = savedKeys.length;
      const parts = [result.alert, count ? t`${count} setting(s) saved; the others were not.` : t`Nothing was saved.`].filter(Boolean);
      setOutcome({ ok: false, text: parts.join(' ') });
      if (Object.keys(result.fields).length) setFocusTick((n) => n + 1);
    } else {
      setOutcome({ ok: true, text: t`${title} saved.` });
    }
  }

  // `save` reports its outcome rather than throwing; anything it throws stays unhandled as before.
  const { busy, errors: formErrors, setErrors, handleSubmit } = useFormSubmit(check, write, (error) => {
    throw error;
  });
  const errors = formErrors.fields;
  const submit = (event: FormEvent) => (canWrite ? handleSubmit(event) : event.preventDefault());

  function describedBy(key: string, field: FieldDef): string | undefined {
    const ids = [field.help || field.kind === 'secret' ? `${uid}-${key}-help` : '', errors[key] ? `${uid}-${key}-error` : ''].filter(Boolean);
    return ids.length ? ids.join(' ') : undefined;
  }

  function messages(field: FieldDef) {
    const key = field.key;
    let help = field.help;
    if (field.kind === 'secret') {
      const mask = stored[key] ?? '';
      help = mask
        ? canWrite
          ? t`A key is stored (${mask}). Leave this empty to keep it; type a new one to replace it.`
          : t`A key is stored (${mask}).`
        : t`No key is stored.`;
    }
    return (
      <>
        {help && (
          <span className="help" id={`${uid}-${key}-help`}>
            {help}
          </span>
        )}
        {errors[key] && (
          <span className="field-error" id={`${uid}-${key}-error`} part="field-error">
            {errors[key]}
          </span>
        )}
      </>
    );
  }

  function control(field: FieldDef) {
    const key = field.key;
    const value = values[key] ?? '';
    const invalid = errors[key] ? true : undefined;
    const common = { name: key, 'aria-invalid': invalid, 'aria-describedby': describedBy(key, field) };
    switch (field.kind) {
      case 'boolean':
        return (
          <div className="setting" key={key}>
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                {...common}
                checked={value === 'true'}
                disabled={!canWrite}
                onChange={(e) => set(key, e.currentTarget.checked ? 'true' : 'false')}
              />
              <span>{field.label}</span>
            </label>
            {messages(field)}
          </div>
        );
      case 'modules': {
        const chosen = JSON.parse(value || '[]') as ApplicationType[];
        const toggle = (type: ApplicationType, on: boolean) =>
          set(key, JSON.stringify(APPLICATION_TYPES.filter((a) => (a === type ? on : chosen.includes(a)))));
        return (
          <div className="setting" key={key}>
            <fieldset aria-describedby={describedBy(key, field)} aria-invalid={invalid}>
              <legend>{field.label}</legend>
              {APPLICATION_TYPES.map((type) => (
                <label className="check" key={type}>
                  <input
                    type="checkbox"
                    name={`${key}.${type}`}
                    value={type}
                    checked={chosen.includes(type)}
                    disabled={!canWrite}
                    onChange={(e) => toggle(type, e.currentTarget.checked)}
                  />
                  <span>{applicationTypeName(i18n, type)}</span>
                </label>
              ))}
            </fieldset>
            {messages(field)}
          </div>
        );
      }
      case 'multiline':
      case 'json':
      case 'json-array':
        return (
          <div className="setting" key={key}>
            <label className="field">
              <span>{field.label}</span>
              <textarea
                {...common}
                rows={field.kind === 'multiline' ? 3 : 5}
                className={field.kind === 'multiline' ? undefined : 'code'}
                spellCheck={field.kind === 'multiline'}
                dir={field.kind === 'multiline' ? undefined : 'ltr'}
                value={value}
                readOnly={!canWrite}
                onChange={(e) => set(key, e.currentTarget.value)}
              />
            </label>
            {messages(field)}
          </div>
        );
      case 'secret':
        return (
          <div className="setting" key={key}>
            <label className="field">
              <span>{field.label}</span>
              {canWrite ? (
                <input
                  {...common}
                  type="password"
                  autoComplete="new-password"
                  dir="ltr"
                  value={value}
                  disabled={removed[key]}
                  onChange={(e) => set(key, e.currentTarget.value)}
                />
              ) : (
                <input {...common} type="text" dir="ltr" value={stored[key] ?? ''} readOnly />
              )}
            </label>
            {canWrite && stored[key] && (
              <label className="check">
                <input
                  type="checkbox"
                  name={`${key}.remove`}
                  checked={!!removed[key]}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setRemoved((r) => ({ ...r, [key]: on }));
                  }}
                />
                <span>{t`Remove the stored key`}</span>
              </label>
            )}
            {messages(field)}
          </div>
        );
      default: {
        const type = field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : field.kind === 'url' ? 'url' : 'text';
        const ltr = field.kind !== 'text';
        return (
          <div className="setting" key={key}>
            <label className="field">
              <span>{field.label}</span>
              <input
                {...common}
                type={type}
                inputMode={field.kind === 'number' ? 'numeric' : undefined}
                placeholder={field.kind === 'date' ? 'YYYY-MM-DD' : undefined}
                dir={ltr ? 'ltr' : undefined}
                value={value}
                readOnly={!canWrite}
                onChange={(e) => set(key, e.currentTarget.value)}
              />
            </label>
            {messages(field)}
          </div>
        );
      }
    }
  }

  return (
    <section className="settings-section" aria-labelledby={`${uid}-title`} data-section={id} part={`section section-${id}`}>
      <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy} aria-labelledby={`${uid}-title`} part="form">
        <h3 id={`${uid}-title`}>{title}</h3>
        {intro && <p className="intro">{intro}</p>}
        {children}
        {fields.map(control)}
        {outcome && (
          <Notice variant={outcome.ok ? 'success' : 'danger'} part="notice">
            {outcome.text}
          </Notice>
        )}
        {canWrite && (
          <div className="actions">
            <button type="submit" className="primary" aria-label={t`Save ${title}`} disabled={busy} part="save">
              {busy ? t`Saving…` : t`Save`}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
