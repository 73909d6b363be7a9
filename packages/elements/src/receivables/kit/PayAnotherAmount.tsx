import { useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PortalItem } from '@si/contract';
import { useShell } from '../../base/Shell.tsx';
import { formatMoney } from '../../portal-kit/itemLabels.ts';
import { readPayAmount } from './payAmount.ts';
import { usePayAmountCheck } from './usePayAmountCheck.ts';

export type PayAnotherAmountProps = {
  item: PortalItem;
  busy: boolean;
  /** The server's message on `amount` after the last try. */
  serverError?: string;
  onEdit: () => void;
  onPay: (amount: string) => void;
};

/**
 * "Pay another amount": a disclosure under the Pay button with the amount to pay (prefilled with
 * the balance, at most the balance, in the currency's minor units), checked here before the
 * checkout starts; the server's refusal of the amount shows at the field too.
 */
export function PayAnotherAmount({ item, busy, serverError, onEdit, onPay }: PayAnotherAmountProps) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const currency = item.currency ?? 'USD';
  const { digits, balanceValue, balanceText, check } = usePayAmountCheck()(currency, item.balance ?? item.total ?? '0');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(balanceValue);
  const [problem, setProblem] = useState<string>();
  const money = (value: string) => formatMoney(value, currency, i18n.locale);

  function toggle() {
    if (!open) {
      setDraft(balanceValue);
      setProblem(undefined);
    }
    setOpen(!open);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const read = check(draft);
    if (typeof read === 'string') {
      setProblem(read);
      input.current?.focus();
      return;
    }
    onPay(read.value);
  }

  const typed = readPayAmount(draft, digits);
  const typedText = typeof typed === 'string' ? '' : money(typed.value);
  const message = problem ?? serverError;
  return (
    <>
      <button type="button" className="pay-other" part="pay-other" aria-expanded={open} aria-controls={open ? `${id}-form` : undefined} onClick={toggle}>
        {t`Pay another amount`}
      </button>
      {open && (
        <form id={`${id}-form`} className="pay-partial" part="pay-partial" noValidate aria-busy={busy} onSubmit={handleSubmit}>
          <label htmlFor={`${id}-amount`}>{t`Amount to pay`}</label>
          <input
            ref={input}
            id={`${id}-amount`}
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(undefined);
              onEdit();
            }}
          />
          <small id={`${id}-hint`} className="muted">
            {t`Up to ${balanceText}`}
          </small>
          {message && (
            <small id={`${id}-error`} className="field-error" part="amount-error">
              {message}
            </small>
          )}
          <sl-button type="submit" variant="default" loading={busy} lang={lang} dir={dir} part="pay-amount">
            {typedText ? t`Pay ${typedText}` : t`Pay`}
          </sl-button>
        </form>
      )}
    </>
  );
}
