import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ConfigPropertyName } from '@si/contract';
import { fieldErrors, readConfigValue } from '@si/core';
import { Notice } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { errorText } from '../../ui/errorText.ts';
import { saveConfigText } from '@si/core/admin';
import { RepInput, RepSwitch, RepTextArea } from '../kit/staff/rep-fields.tsx';

/** The config properties this form shows, in its order. */
export const NOTIFICATION_PROPERTIES = [
  'customer_notifications_enabled',
  'save_and_send_document_notification',
  'payment_processing_enabled',
  'payment_provider_api_key',
  'payment_provider_terms_of_service',
] as const satisfies readonly ConfigPropertyName[];
type Name = (typeof NOTIFICATION_PROPERTIES)[number];
export type Stored = Record<Name, string>;

const SWITCHES = ['customer_notifications_enabled', 'save_and_send_document_notification', 'payment_processing_enabled'] as const;
const KEY = 'payment_provider_api_key';
const TERMS = 'payment_provider_terms_of_service';
const TERMS_MAX = 20_000;
const KEY_MAX = 500;

/** The inputs' values: switches 'true'/'false' (as spec 5 reads them); the key input always starts empty. */
const shown = (stored: Stored): Stored => ({
  ...stored,
  ...Object.fromEntries(SWITCHES.map((name) => [name, readConfigValue(stored[name]) === true ? 'true' : 'false'])),
  [KEY]: '',
});

type Props = { stored: Stored; canWrite: boolean; onSaved(stored: Stored): void };

/** A save where some writes were refused: the messages of the fields they marked, and the summary. */
class PartlySaved extends Error {
  constructor(
    readonly fields: Partial<Record<Name, string>>,
    readonly summary: string,
  ) {
    super(summary);
  }
}

/**
 * The notification switches and the payment provider of the organization (config properties):
 * customer notifications, the save-and-send document notification, payment processing, the
 * provider's API key (never shown back: a masked note says one is stored; an empty input keeps
 * it) and its terms of service. Each changed property is written in turn. A save that marks fields
 * (the checks', or a refused write) moves the focus to the first of them (useFormSubmit).
 */
export function NotificationsForm({ stored, canWrite, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(() => shown(stored));
  const [outcome, setOutcome] = useState<string>();
  const labels: Record<Name, string> = {
    customer_notifications_enabled: t`Customer notifications`,
    save_and_send_document_notification: t`Notify customers when a document is saved and sent`,
    payment_processing_enabled: t`Online payment processing`,
    [KEY]: t`Payment provider API key`,
    [TERMS]: t`Payment provider terms of service`,
  };

  function changed(): [Name, string][] {
    const before = shown(stored);
    return NOTIFICATION_PROPERTIES.filter((name) => (name === KEY ? values[KEY].trim() !== '' : values[name] !== before[name])).map((name) => [name, name === TERMS ? values[name] : values[name].trim()]);
  }

  function check(): Record<string, string> {
    setOutcome(undefined);
    const found: Partial<Record<Name, string>> = {};
    if (values[KEY].length > KEY_MAX) found[KEY] = t`Use at most ${KEY_MAX} characters.`;
    if (values[TERMS].length > TERMS_MAX) found[TERMS] = t`Use at most ${TERMS_MAX} characters.`;
    return found;
  }

  async function save() {
    const changes = changed();
    if (!changes.length) {
      setOutcome(t`Nothing to save: no setting changed.`);
      return;
    }
    const next = { ...stored };
    const failed: Partial<Record<Name, string>> = {};
    for (const [name, value] of changes) {
      try {
        next[name] = await saveConfigText(name, value);
      } catch (error) {
        failed[name] = Object.values(fieldErrors(error)).join(' ') || errorText(error, i18n);
      }
    }
    onSaved(next);
    setValues((v) => ({ ...shown(next), ...Object.fromEntries(Object.keys(failed).map((name) => [name, v[name as Name]])) }));
    const saved = changes.length - Object.keys(failed).length;
    if (Object.keys(failed).length) throw new PartlySaved(failed, t`${saved} of ${changes.length} settings saved; check the fields marked below.`);
    setOutcome(t`Notification and payment settings saved.`);
  }

  const { busy, errors, setErrors, handleSubmit } = useFormSubmit(
    check,
    save,
    (error) => (error instanceof PartlySaved ? { fields: error.fields, alert: error.summary } : { fields: {}, alert: errorText(error, i18n) }),
    t`Check the fields marked below; nothing was saved.`,
  );
  const fieldError = (name: Name): string | undefined => errors.fields[name];
  // A change clears the outcome shown above the form; the fields keep their messages until the next save.
  const set = (name: Name, value: string) => {
    setOutcome(undefined);
    setErrors((shown) => (shown.alert ? { fields: shown.fields } : shown));
    setValues((v) => ({ ...v, [name]: value }));
  };

  const keyNote = stored[KEY]
    ? canWrite
      ? t`A key is stored (${stored[KEY]}). Leave this empty to keep it; type a new one to replace it.`
      : t`A key is stored (${stored[KEY]}).`
    : t`No key is stored.`;

  return (
    <form noValidate onSubmit={(e) => (canWrite ? void handleSubmit(e) : e.preventDefault())} aria-label={t`Notifications and payments`} aria-busy={busy} part="notifications-form">
      {errors.alert ? (
        <Notice variant="danger" part="error">
          {errors.alert}
        </Notice>
      ) : (
        outcome && (
          <Notice variant="success" part="notice">
            {outcome}
          </Notice>
        )
      )}
      {SWITCHES.map((name) => (
        <RepSwitch key={name} name={name} label={labels[name]} checked={values[name] === 'true'} readOnly={!canWrite} error={fieldError(name)} onChange={(on) => set(name, on ? 'true' : 'false')} />
      ))}
      <RepInput
        name={KEY}
        label={labels[KEY]}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        maxLength={KEY_MAX}
        value={values[KEY]}
        readOnly={!canWrite}
        hint={keyNote}
        error={fieldError(KEY)}
        onChange={(value) => set(KEY, value)}
      />
      <RepTextArea name={TERMS} label={labels[TERMS]} rows={6} maxLength={TERMS_MAX} value={values[TERMS]} readOnly={!canWrite} error={fieldError(TERMS)} onChange={(value) => set(TERMS, value)} />
      {canWrite && (
        <div className="actions">
          <button type="submit" className="primary" part="save-notifications" disabled={busy} aria-busy={busy}>
            {busy ? t`Saving…` : t`Save notification settings`}
          </button>
        </div>
      )}
    </form>
  );
}
