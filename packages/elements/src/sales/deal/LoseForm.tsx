import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DealDetail } from '@si/contract';
import { SALES_LIMITS } from '@si/contract/sales';
import { api } from '@si/core/admin';
import { FormActions } from '../../admin/FormActions.tsx';
import { ErrorAlert } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { salesFormErrors, statusOf } from '../kit/dealWords.ts';

type LoseFormProps = { deal: DealDetail; onLost(deal: DealDetail): void; onConflict(): void; onCancel(): void };

/** Marking a deal lost asks why (required; kept with the deal and shown on its page). */
export function LoseForm({ deal, onLost, onConflict, onCancel }: LoseFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => box.current?.focus(), []);
  const { busy, errors, setErrors, handleSubmit } = useFormSubmit(
    (): Record<string, string> => {
      const text = reason.trim();
      if (!text) return { reason: t`Say why the deal was lost, such as "Went with a cheaper offer".` };
      if (text.length > SALES_LIMITS.reason) return { reason: t`Ensure this field has no more than ${SALES_LIMITS.reason} characters.` };
      return {};
    },
    async () => onLost(await api('loseDeal', { params: { id: deal.id }, json: { reason: reason.trim() } })),
    (error) => {
      if (statusOf(error) === 409) {
        setErrors({ fields: {}, alert: t`This deal was won or lost meanwhile: it is shown as it is now.` });
        onConflict();
        return undefined;
      }
      return salesFormErrors(error, ['reason'], i18n);
    },
  );
  return (
    <form className="panel deal-form" noValidate aria-label={t`Mark the deal lost`} aria-busy={busy} part="lose-form" onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      <ErrorAlert message={errors.alert} />
      <div className="field field--wide">
        <label htmlFor={`${id}-reason`}>{t`Why was it lost?`}</label>
        <textarea
          ref={box}
          id={`${id}-reason`}
          name="reason"
          rows={3}
          value={reason}
          maxLength={SALES_LIMITS.reason}
          aria-describedby={`${id}-hint${errors.fields.reason ? ` ${id}-error` : ''}`}
          aria-invalid={errors.fields.reason ? true : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        <small id={`${id}-hint`} className="muted">
          {t`The reason stays with the deal and shows on its page.`}
        </small>
        {errors.fields.reason && (
          <small id={`${id}-error`} className="field-error">
            {errors.fields.reason}
          </small>
        )}
      </div>
      <FormActions submitText={t`Mark lost`} busy={busy} onCancel={onCancel} />
    </form>
  );
}
