import { useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LatestStatement } from '@si/contract';
import { minorUnits } from '@si/contract/currency';
import { ApiError, describeError, fieldErrors } from '@si/core';
import { getOrCreatePaymentSession } from '@si/core/portal';
import type { SiErrorEvent } from '../../base/events.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { checkoutWindow, safeCheckoutUrl } from './checkout.ts';
import { selectable, selectionTotal, type Selection } from './invoiceSelection.ts';
import { usePayAmountCheck } from './usePayAmountCheck.ts';
import { useTermsAcceptance } from './PaymentTerms.tsx';
import { usePortalBranding } from '../../portal-kit/branding.ts';

export type StatementInvoicesProps = {
  token: string;
  statement: NonNullable<LatestStatement['statement']>;
  onError?: (detail: SiErrorEvent['detail']) => void;
};

/** Problems by invoice id: on its tick box (the server's refusal of the invoice) or on its amount. */
type Problems = Record<number, { invoice?: string; amount?: string }>;

/**
 * The statement's invoices. Where the customer can pay online, each invoice still open has a
 * tick box named by its number, and, where the organization takes part of a balance, the amount
 * to pay (prefilled with what it owes now); the total of the ticked ones shows as it changes, and
 * "Pay selected" opens one checkout of them all (the pay button's redirect). Problems show at
 * their field: the browser's checks first, then the server's.
 */
export function StatementInvoices({ token, statement, onError }: StatementInvoicesProps) {
  const { t, i18n } = useLingui();
  const shell = useShell();
  const id = useId();
  const amountFor = usePayAmountCheck();
  const body = useRef<HTMLTableSectionElement>(null);
  const [selection, setSelection] = useState<Selection>({});
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const terms = usePortalBranding(token)?.payment_terms ?? undefined;
  const acceptance = useTermsAcceptance(terms);

  const { currency } = statement;
  const lang = i18n.locale;
  const digits = minorUnits(currency);
  const money = (amount: string) => formatMoney(amount, currency, lang);
  const payable = statement.online_payment === true;
  const partial = statement.allow_partial_payment === true;
  const rows = selectable(statement.invoices, digits);
  const payOnline = payable && rows.some((row) => row.due);

  function edit(invoiceId: number, text: string | undefined) {
    const next = { ...selection };
    if (text === undefined) delete next[invoiceId];
    else next[invoiceId] = text;
    setSelection(next);
    setProblems({ ...problems, [invoiceId]: {} });
    setError(undefined);
  }

  async function handlePay() {
    if (busy) return;
    setError(undefined);
    const picked = rows.filter((row) => row.due && row.invoice.id in selection);
    if (!picked.length) {
      setError(t`Select at least one invoice to pay.`);
      return;
    }
    const found: Problems = {};
    const items: { item_id: number; amount?: string }[] = [];
    for (const { invoice, due } of picked) {
      const read = partial ? amountFor(currency, due!.value).check(selection[invoice.id]!) : undefined;
      if (typeof read === 'string') found[invoice.id] = { amount: read };
      else items.push(read ? { item_id: invoice.id, amount: read.value } : { item_id: invoice.id });
    }
    setProblems(found);
    if (Object.keys(found).length) {
      body.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (!acceptance.confirmed()) return;
    if (checkoutWindow.inFrame()) {
      setError(t`Payment cannot open inside a frame. Open this page in its own browser tab to pay.`);
      return;
    }
    setBusy(true);
    try {
      const session = await getOrCreatePaymentSession(token, { items });
      const url = safeCheckoutUrl(session.checkout_url);
      if (!url) throw new Error('unsafe checkout URL');
      checkoutWindow.go(url);
    } catch (failure) {
      // The server names a line of the request (items.N.item_id or items.N.amount): shown at that invoice.
      const refused: Problems = {};
      let atInvoice: string | undefined;
      let elsewhere: string | undefined;
      for (const [field, message] of Object.entries(fieldErrors(failure))) {
        const line = /^items\.(\d+)\.(item_id|amount)$/.exec(field);
        const invoice = line ? picked[Number(line[1])]?.invoice : undefined;
        if (invoice) {
          refused[invoice.id] = { ...refused[invoice.id], [line![2] === 'amount' ? 'amount' : 'invoice']: message };
          atInvoice ??= message;
        } else elsewhere ??= message;
      }
      setProblems(refused);
      if (elsewhere || !atInvoice) setError(elsewhere ?? describeError(failure, i18n));
      onError?.({ status: failure instanceof ApiError ? failure.status : 0, message: elsewhere ?? atInvoice ?? describeError(failure, i18n) });
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (key: string, message: string | undefined) =>
    message && (
      <small id={key} className="field-error" part="amount-error">
        {message}
      </small>
    );

  return (
    <>
      <TableScroll label={t`Invoices on this statement`}>
        <table part="invoices" className="statement-invoices">
          <thead>
            <tr>
              <th scope="col">{t`Number`}</th>
              <th scope="col">{t`Issue date`}</th>
              <th scope="col">{t`Due date`}</th>
              <th scope="col" className="num">{t`Total`}</th>
              <th scope="col" className="num">{t`Balance`}</th>
              {payOnline && <th scope="col">{t`Amount to pay`}</th>}
            </tr>
          </thead>
          <tbody ref={body}>
            {rows.map(({ invoice, due }) => {
              const { number } = invoice;
              const ticked = invoice.id in selection;
              const problem = problems[invoice.id] ?? {};
              const invoiceKey = `${id}-${invoice.id}-invoice`;
              const amountKey = `${id}-${invoice.id}-amount`;
              return (
                <tr key={invoice.id}>
                  <td>
                    {payOnline && due ? (
                      // .pay-partial: the pay button's field layout (the input, its error below).
                      <div className="pay-partial">
                        <label>
                          <input
                            type="checkbox"
                            part="invoice-pick"
                            checked={ticked}
                            aria-invalid={problem.invoice ? true : undefined}
                            aria-describedby={problem.invoice ? invoiceKey : undefined}
                            onChange={(event) => edit(invoice.id, event.target.checked ? due.value : undefined)}
                          />{' '}
                          {number}
                        </label>
                        {fieldError(invoiceKey, problem.invoice)}
                      </div>
                    ) : (
                      number
                    )}
                  </td>
                  <td>{formatDate(invoice.issue_date, lang)}</td>
                  <td>{invoice.due_date ? formatDate(invoice.due_date, lang) : '—'}</td>
                  <td className="num">{money(invoice.total)}</td>
                  <td className="num">{money(invoice.balance)}</td>
                  {payOnline && (
                    <td>
                      {!due ? (
                        <span className="muted">{t`Nothing due`}</span>
                      ) : partial ? (
                        <div className="pay-partial">
                          <input
                            type="text"
                            inputMode="decimal"
                            autoComplete="off"
                            part="invoice-amount"
                            aria-label={t`Amount to pay for ${number}`}
                            value={selection[invoice.id] ?? due.value}
                            aria-invalid={problem.amount ? true : undefined}
                            aria-describedby={problem.amount ? amountKey : undefined}
                            // Typing an amount ticks its invoice.
                            onChange={(event) => edit(invoice.id, event.target.value)}
                            onKeyDown={(event) => event.key === 'Enter' && void handlePay()}
                          />
                          {fieldError(amountKey, problem.amount)}
                        </div>
                      ) : (
                        money(due.value)
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {payOnline && acceptance.field}
      {payOnline && (
        <div className="pay-actions" part="selection">
          <p part="selection-total" aria-live="polite">
            {t`Total selected`} <strong>{money(selectionTotal(selection, digits))}</strong>
          </p>
          <sl-button variant="primary" loading={busy} lang={shell.lang} dir={shell.dir} part="pay-selected" onClick={() => void handlePay()}>
            {t`Pay selected`}
          </sl-button>
        </div>
      )}
      {error && (
        <Notice variant="danger" part="error">
          {error}
        </Notice>
      )}
    </>
  );
}
