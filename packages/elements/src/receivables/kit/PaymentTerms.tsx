import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useScrollable } from '../../ui/useScrollable.ts';

export type PaymentTermsProps = {
  terms: string;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** Shown at the tick box when Pay was pressed without it. */
  error?: string;
};

/**
 * The organization's payment terms of service, above Pay, with the tick box that accepts them. The
 * text is a named region in a box of limited height; only while it scrolls is it a tab stop (arrow
 * keys scroll it), so short terms are no stop for nothing.
 */
export function PaymentTerms({ terms, accepted, onChange, error }: PaymentTermsProps) {
  const { t } = useLingui();
  const id = useId();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const scrolls = useScrollable(box);
  return (
    <div className="payment-terms" part="payment-terms">
      <p className="terms-title" id={`${id}-title`}>
        {t`Payment terms`}
      </p>
      <div ref={setBox} className="terms-text" part="terms-text" role="region" aria-labelledby={`${id}-title`} tabIndex={scrolls ? 0 : undefined}>
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

/**
 * The payer's acceptance of the terms, for a Pay control: `field` is the tick box (null when the
 * organization has no terms), `confirmed()` says whether paying may go on and marks the box when not.
 */
export function useTermsAcceptance(terms: string | null | undefined) {
  const { t } = useLingui();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const confirmed = () => {
    if (!terms || accepted) return true;
    setError(t`Accept the payment terms to pay.`);
    return false;
  };
  const field = terms ? (
    <PaymentTerms
      terms={terms}
      accepted={accepted}
      error={error}
      onChange={(next) => {
        setAccepted(next);
        setError(undefined);
      }}
    />
  ) : null;
  return { confirmed, field };
}
