import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CovenantRow } from '@si/contract';
import { WAIVER_KINDS, type WaiverKind } from '@si/contract/lending';
import { SelectField, TextArea } from '../../admin/fields.tsx';
import { formErrors } from '../../base/errors.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { waiverKindText } from '../kit/covenantWords.ts';
import { lendingMessageText } from '../kit/lendingWords.ts';
import { LoanInput } from '../kit/staff/loanFields.tsx';
import type { WaiverInput } from '../kit/staff/covenantCalls.ts';
import { dayText } from './CovenantTest.tsx';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A reviewer's (LRA) or an Office Administrator's waiver or deferral: the reason, the expiry, and the whole covenant or one test. */
export function WaiverForm({ covenant, onSubmit, onCancel }: { covenant: CovenantRow; onSubmit(input: WaiverInput): Promise<void>; onCancel(): void }) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<WaiverKind>('waiver');
  const [reason, setReason] = useState('');
  const [expires, setExpires] = useState('');
  const breached = covenant.tests.filter((x) => x.status === 'breach' || x.status === 'waived');
  const [testId, setTestId] = useState(breached[0] ? String(breached[0].id) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!reason.trim()) problems.reason = t`Say why.`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(expires) || expires < tomorrow()) problems.expires_on = t`Enter a date after today.`;
    setErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await onSubmit({ kind, reason: reason.trim(), expires_on: expires, test_id: testId ? Number(testId) : null });
    } catch (error) {
      const split = formErrors(error, ['kind', 'reason', 'expires_on', 'test_id'], i18n);
      setErrors(split.fields);
      setAlert(split.alert ? lendingMessageText(split.alert, i18n) : undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="waiver-form" part="waiver-form" onSubmit={(e) => void handleSubmit(e)} noValidate aria-busy={busy}>
      <SelectField name="kind" label={t`Kind`} value={kind} options={WAIVER_KINDS.map((k) => [k, waiverKindText(k, i18n)])} onChange={(v) => setKind(v as WaiverKind)} />
      <SelectField
        name="test_id"
        label={t`Covers`}
        value={testId}
        error={errors.test_id}
        options={[['', t`Every test until it expires`], ...covenant.tests.map((x): [string, string] => [String(x.id), t`The test of ${dayText(x.test_date, i18n.locale)}`])]}
        onChange={setTestId}
      />
      <TextArea name="reason" label={t`Reason`} value={reason} error={errors.reason} onChange={setReason} />
      <LoanInput name="expires_on" type="date" label={t`Expires on`} value={expires} error={errors.expires_on} required onChange={setExpires} />
      <ErrorAlert message={alert} />
      <div className="actions">
        <button type="submit" part="waiver-submit" disabled={busy}>
          {kind === 'waiver' ? t`Waive` : t`Defer`}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
