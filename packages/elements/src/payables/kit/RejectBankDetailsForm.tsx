import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { TextArea } from '../../admin/fields.tsx';

const MAX_REASON = 500;

type Props = {
  /** The vendor whose change is rejected, for the heading. */
  vendor: string;
  onReject(reason: string): Promise<void>;
  onCancel(): void;
};

/** Rejects a pending change of bank details with the reason the vendor will read in its portal (staff screens). */
export function RejectBankDetailsForm({ vendor, onReject, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const uid = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [reason, setReason] = useState('');
  useEffect(() => heading.current?.focus(), []);
  const { busy, errors, handleSubmit } = useFormSubmit(
    (): Record<string, string> => {
      const text = reason.trim();
      if (!text) return { reason: t`Say why, for the vendor: it reads this in its portal.` };
      if (text.length > MAX_REASON) return { reason: t`Use at most ${MAX_REASON} characters.` };
      return {};
    },
    () => onReject(reason.trim()),
    (error) => formErrors(error, ['reason'], i18n),
  );
  return (
    <section className="panel" aria-labelledby={`${uid}-title`} part="reject">
      <h3 id={`${uid}-title`} ref={heading} tabIndex={-1}>
        {t`Reject the new bank details of ${vendor}`}
      </h3>
      <form noValidate onSubmit={(e: FormEvent) => void handleSubmit(e)} aria-busy={busy} part="reject-form">
        <ErrorAlert message={errors.alert} />
        <TextArea name="reason" label={t`Reason, shown to the vendor`} value={reason} error={errors.fields.reason} rows={3} onChange={setReason} />
        <div className="actions">
          <button type="submit" className="danger" disabled={busy} aria-busy={busy}>
            {busy ? t`Rejecting…` : t`Reject`}
          </button>
          <button type="button" onClick={onCancel}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </section>
  );
}
