import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';

export type PaymentTermsProps = {
  terms: string;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** Shown at the tick box when Pay was pressed without it. */
  error?: string;
};

/** The organization's payment terms of service, above Pay, with the tick box that accepts them. */
export function PaymentTerms({ terms, accepted, onChange, error }: PaymentTermsProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="payment-terms" part="payment-terms">
      <p className="terms-title" id={`${id}-title`}>
        {t`Payment terms`}
      </p>
      <div className="terms-text" part="terms-text" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
        {terms}
      </div>
      <label className="check">
        <input
          type="checkbox"
          part="terms-accept"
          checked={accepted}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t`I accept the payment terms.`}
      </label>
      {error && (
        <small id={`${id}-error`} className="field-error" part="terms-error">
          {error}
        </small>
      )}
    </div>
  );
}
