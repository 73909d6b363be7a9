import { useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Big } from '@si/contract/money';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { errorText } from '../../ui/errorText.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { useLoad } from '../../ui/useLoad.tsx';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { SelectField } from '../../admin/fields.tsx';
import { defaultCurrency as fetchDefaultCurrency, openInvoices, recordPayment, type PaymentRow } from '@si/core/admin';
import { AR_LIMITS, amountError, day, methodLabel, money, OFFLINE_METHODS, today } from '../kit/staff/ar-format.ts';
import { InputField } from '../kit/staff/ar-fields.tsx';
import { allocatedSum, oldestFirst } from './allocation.ts';

type Props = { accountId: number; defaultCurrency: string; onDone(payment: PaymentRow): void; onClose(): void };

const FIELDS = ['method', 'received_on', 'reference', 'amount', 'currency', 'allocations'];

/**
 * Records an offline payment: method, date, reference, amount and currency, spread over the open
 * invoices of that currency (oldest due first until changed by hand); what is not allocated stays
 * as the customer's credit. One Idempotency-Key per opening: a second click or a retry records once.
 */
export function PaymentPanel({ accountId, defaultCurrency, onDone, onClose }: Props) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [method, setMethod] = useState<string>('bank_transfer');
  const [receivedOn, setReceivedOn] = useState(today);
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState('');
  // The account's open invoices; and when it has none and the account names no currency, the organization's default.
  const { loaded } = useLoad(async (signal) => {
    const rows = await openInvoices(accountId, signal);
    return { rows, fallback: rows.length || defaultCurrency ? '' : await fetchDefaultCurrency(signal) };
  }, `${accountId}|${defaultCurrency}`);
  const invoices = loaded.data?.rows;
  const loadError = loaded.status === 'error' ? errorText(loaded.error, i18n) : undefined;
  // What the user typed; until then the account's currency, else the one its customer owes in, else the organization's default.
  const [typedCurrency, setCurrency] = useState<string>();
  const currency = typedCurrency ?? (defaultCurrency || invoices?.[0]?.currency || loaded.data?.fallback || '');
  const [byHand, setByHand] = useState<Record<number, string>>();
  const pending = useRef<Promise<void>>(undefined);

  const code = currency.trim().toUpperCase();
  const payable = useMemo(() => (invoices ?? []).filter((invoice) => invoice.currency === code), [invoices, code]);
  const allocations = byHand ?? oldestFirst(payable, amount, code);
  const entered = payable.map((invoice) => allocations[invoice.id] ?? '');
  const allocated = allocatedSum(entered);
  let paid: Big | undefined;
  try {
    paid = amount.trim() ? new Big(amount.trim()) : undefined;
  } catch {
    paid = undefined;
  }
  const remaining = paid && allocated ? paid.minus(allocated) : undefined;
  const allocatedText = allocated ? money(allocated.toString(), code, lang) : '';
  const remainingText = remaining ? money(remaining.toString(), code, lang) : '';

  const setAllocation = (id: number, value: string) => setByHand({ ...allocations, [id]: value });
  // A new amount or currency spreads anew, oldest first.
  const changeAmount = (value: string) => {
    setAmount(value);
    setByHand(undefined);
  };
  const changeCurrency = (value: string) => {
    setCurrency(value);
    setByHand(undefined);
  };

  async function record() {
    const sent = payable.filter((_invoice, index) => entered[index].trim() && new Big(entered[index].trim()).gt(0));
    const payment = await recordPayment(
      accountId,
      {
        method: method as (typeof OFFLINE_METHODS)[number],
        received_on: receivedOn,
        reference: reference.trim(),
        amount: amount.trim(),
        currency: code,
        allocations: sent.map((invoice) => ({ invoice_id: invoice.id, amount: allocations[invoice.id].trim() })),
      },
      idempotencyKey,
    );
    onDone(payment);
  }

  const referenceMax = AR_LIMITS.reference;
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const found: Record<string, string> = {};
      const amountWrong = amountError(amount, code, i18n);
      if (amountWrong) found.amount = amountWrong;
      if (!/^[A-Z]{3}$/.test(code)) found.currency = t`Enter an ISO 4217 currency code, such as USD, EUR or JPY.`;
      if (!receivedOn) found.received_on = t`This field is required.`;
      if (reference.length > AR_LIMITS.reference) found.reference = t`Ensure this field has no more than ${referenceMax} characters.`;
      payable.forEach((invoice, index) => {
        const text = entered[index].trim();
        if (!text) return;
        const wrong = amountError(text, code, i18n);
        if (wrong) found[`allocation.${invoice.id}`] = wrong;
        else if (new Big(text).gt(invoice.balance)) found[`allocation.${invoice.id}`] = t`The amount is more than the open balance of the invoice.`;
      });
      if (!found.amount && remaining && remaining.lt(0)) found.allocations = t`The allocations add up to more than the payment.`;
      return found;
    },
    () => {
      // Two clicks in one frame both pass the busy check: the second waits for the first's request.
      pending.current ??= record().finally(() => {
        pending.current = undefined;
      });
      return pending.current;
    },
    (error) => {
      const shown = formErrors(error, [...FIELDS, ...payable.map((_invoice, index) => `allocations.${index}.amount`)], i18n);
      // The server numbers the allocations it was sent; the form shows them at their invoice.
      const sent = payable.filter((_invoice, index) => entered[index].trim() && new Big(entered[index].trim()).gt(0));
      const fields: Record<string, string> = {};
      for (const [name, message] of Object.entries(shown.fields)) {
        const at = /^allocations\.(\d+)\.amount$/.exec(name);
        if (at && sent[Number(at[1])]) fields[`allocation.${sent[Number(at[1])].id}`] = message;
        else fields[name] = message;
      }
      return { ...shown, fields };
    },
  );

  const methods: [string, string][] = OFFLINE_METHODS.map((m) => [m, methodLabel(m, i18n)]);
  return (
    <SidePanel open title={t`Record payment`} className="payment-panel" onClose={onClose}>
      <form className="panel-form" noValidate onSubmit={handleSubmit} aria-busy={busy} part="payment-form">
        <ErrorAlert message={errors.alert} />
        <SelectField name="method" label={t`Method`} value={method} error={errors.fields.method} options={methods} onChange={setMethod} />
        <InputField name="received_on" type="date" label={t`Received on`} value={receivedOn} error={errors.fields.received_on} onChange={setReceivedOn} />
        <InputField name="reference" label={t`Reference`} value={reference} maxLength={AR_LIMITS.reference} hint={t`Bank reference or check number (optional).`} error={errors.fields.reference} onChange={setReference} />
        <div className="field-row">
          <InputField name="amount" label={t`Amount`} inputMode="decimal" value={amount} error={errors.fields.amount} onChange={changeAmount} />
          <InputField name="currency" label={t`Currency`} value={currency} maxLength={3} error={errors.fields.currency} onChange={changeCurrency} />
        </div>
        <fieldset className="allocations" part="allocations">
          <legend>{t`Allocate to open invoices`}</legend>
          {loadError ? (
            <p role="alert" className="field-error">{t`The open invoices could not be loaded: ${loadError}`}</p>
          ) : !invoices ? (
            <p role="status">{t`Loading…`}</p>
          ) : payable.length === 0 ? (
            <p className="muted">{t`No open invoice in ${code}: the whole payment becomes credit.`}</p>
          ) : (
            <TableScroll label={t`Allocate to open invoices`}>
              <table className="plain-table">
                <thead>
                  <tr>
                    <th scope="col">{t`Invoice`}</th>
                    <th scope="col">{t`Due`}</th>
                    <th scope="col" className="numeric">{t`Balance`}</th>
                    <th scope="col">{t`Apply`}</th>
                  </tr>
                </thead>
                <tbody>
                  {payable.map((invoice, index) => {
                    const number = invoice.number ?? '';
                    return (
                      <tr key={invoice.id}>
                        <th scope="row">{number}</th>
                        <td>{day(invoice.due_date, lang)}</td>
                        <td className="numeric">{money(invoice.balance, invoice.currency, lang)}</td>
                        <td>
                          <InputField
                            name={`allocation.${invoice.id}`}
                            label={t`Apply to ${number}`}
                            inputMode="decimal"
                            value={entered[index]}
                            error={errors.fields[`allocation.${invoice.id}`]}
                            onChange={(value) => setAllocation(invoice.id, value)}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
          )}
          {errors.fields.allocations && <p className="field-error" role="alert">{errors.fields.allocations}</p>}
          <p className="remaining" part="remaining" aria-live="polite">
            {remaining === undefined
              ? ''
              : remaining.lt(0)
                ? t`Allocated ${allocatedText}: more than the payment.`
                : t`Allocated ${allocatedText}; ${remainingText} remains as credit.`}
          </p>
        </fieldset>
        <div className="actions">
          <button type="submit" className="primary" aria-busy={busy} aria-disabled={busy}>
            {t`Record payment`}
          </button>
          <button type="button" onClick={onClose}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </SidePanel>
  );
}
