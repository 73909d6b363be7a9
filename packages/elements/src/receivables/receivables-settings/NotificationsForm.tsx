import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ConfigPropertyName } from '@si/contract';
import { fieldErrors, readConfigValue } from '@si/core';
import { Notice } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { writeConfig } from '../kit/staff/rep-calls.ts';
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

/**
 * The notification switches and the payment provider of the organization (config properties):
 * customer notifications, the save-and-send document notification, payment processing, the
 * provider's API key (never shown back: a masked note says one is stored; an empty input keeps
 * it) and its terms of service. Each changed property is written in turn.
 */
export function NotificationsForm({ stored, canWrite, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(() => shown(stored));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const set = (name: Name, value: string) => {
    setOutcome(undefined);
    setValues((v) => ({ ...v, [name]: value }));
  };
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canWrite || busy) return;
    const found: Partial<Record<Name, string>> = {};
    if (values[KEY].length > KEY_MAX) found[KEY] = t`Use at most ${KEY_MAX} characters.`;
    if (values[TERMS].length > TERMS_MAX) found[TERMS] = t`Use at most ${TERMS_MAX} characters.`;
    setErrors(found);
    if (Object.keys(found).length) {
      setOutcome({ ok: false, text: t`Check the fields marked below; nothing was saved.` });
      return;
    }
    const changes = changed();
    if (!changes.length) {
      setOutcome({ ok: true, text: t`Nothing to save: no setting changed.` });
      return;
    }
    setBusy(true);
    setOutcome(undefined);
    const next = { ...stored };
    const failed: Partial<Record<Name, string>> = {};
    for (const [name, value] of changes) {
      try {
        next[name] = await writeConfig(name, value);
      } catch (error) {
        failed[name] = Object.values(fieldErrors(error)).join(' ') || errorText(error, i18n);
      }
    }
    setBusy(false);
    setErrors(failed);
    onSaved(next);
    setValues((v) => ({ ...shown(next), ...Object.fromEntries(Object.keys(failed).map((name) => [name, v[name as Name]])) }));
    const saved = changes.length - Object.keys(failed).length;
    setOutcome(Object.keys(failed).length ? { ok: false, text: t`${saved} of ${changes.length} settings saved; check the fields marked below.` } : { ok: true, text: t`Notification and payment settings saved.` });
  }

  const keyNote = stored[KEY]
    ? canWrite
      ? t`A key is stored (${stored[KEY]}). Leave this empty to keep it; type a new one to replace it.`
      : t`A key is stored (${stored[KEY]}).`
    : t`No key is stored.`;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`Notifications and payments`} aria-busy={busy} part="notifications-form">
      {outcome && (
        <Notice variant={outcome.ok ? 'success' : 'danger'} part={outcome.ok ? 'notice' : 'error'}>
          {outcome.text}
        </Notice>
      )}
      {SWITCHES.map((name) => (
        <RepSwitch key={name} name={name} label={labels[name]} checked={values[name] === 'true'} readOnly={!canWrite} error={errors[name]} onChange={(on) => set(name, on ? 'true' : 'false')} />
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
        error={errors[KEY]}
        onChange={(value) => set(KEY, value)}
      />
      <RepTextArea name={TERMS} label={labels[TERMS]} rows={6} maxLength={TERMS_MAX} value={values[TERMS]} readOnly={!canWrite} error={errors[TERMS]} onChange={(value) => set(TERMS, value)} />
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
