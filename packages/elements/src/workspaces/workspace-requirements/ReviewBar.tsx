import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { REQUIREMENT_LIMITS } from '@si/contract/limits';
import { reviewRequirement, type RequirementRow } from '@si/core/admin';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { checkText, TextArea } from '../../admin/fields.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { focusSoon } from './focusSoon.ts';

type ReviewBarProps = { row: RequirementRow; onReviewed(row: RequirementRow): void };

/** Accept a submitted requirement, or send it back with the reason the contact will read. */
export function ReviewBar({ row, onReviewed }: ReviewBarProps) {
  const { t, i18n } = useLingui();
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const [accepting, setAccepting] = useState(false);
  const [alert, setAlert] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const sendBack = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (returning) form.current?.querySelector('textarea')?.focus();
  }, [returning]);

  const { busy, errors, handleSubmit } = useFormSubmit(
    (): Record<string, string> => {
      const problem = reason.trim() ? checkText(reason, REQUIREMENT_LIMITS.reason, i18n) : t`Say why it is sent back: the contact sees this reason.`;
      return problem ? { reason: problem } : {};
    },
    async () => {
      const saved = await reviewRequirement(row.id, 'returned', reason.trim());
      setReturning(false);
      setReason('');
      onReviewed(saved);
    },
    (error) => formErrors(error, ['reason'], i18n),
  );

  async function accept() {
    if (accepting) return;
    setAccepting(true);
    setAlert(undefined);
    try {
      onReviewed(await reviewRequirement(row.id, 'accepted'));
    } catch (error) {
      setAlert(formErrors(error, [], i18n).alert);
    } finally {
      setAccepting(false);
    }
  }

  const cancel = () => {
    setReturning(false);
    focusSoon(() => sendBack.current);
  };

  return (
    <div className="review" part="review" role="group" aria-label={t`Review ${row.title}`}>
      <ErrorAlert message={alert} />
      {!returning && (
        <div className="row-actions">
          <button type="button" className="primary" disabled={accepting} aria-label={t`Accept: ${row.title}`} onClick={() => void accept()}>
            {t`Accept`}
          </button>
          <button type="button" ref={sendBack} aria-label={t`Send back: ${row.title}`} onClick={() => setReturning(true)}>
            {t`Send back`}
          </button>
        </div>
      )}
      {returning && (
        <form ref={form} noValidate onSubmit={handleSubmit} aria-busy={busy} part="return-form" aria-label={t`Send back ${row.title}`}>
          <ErrorAlert message={errors.alert} />
          <TextArea name="reason" label={t`Reason (the contact sees it)`} value={reason} error={errors.fields.reason} onChange={setReason} />
          <FormActions submitText={t`Send back`} busy={busy} onCancel={cancel} />
        </form>
      )}
    </div>
  );
}
