import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { type ListParams, listPayments, pdfRequest, type PaymentRefundRow, type PaymentRow } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { day, methodLabel, money } from '../kit/staff/ar-format.ts';
import { PdfButton } from '../kit/staff/ar-fields.tsx';
import { PaymentPanel } from './PaymentPanel.tsx';
import { refundable, RefundPanel } from './RefundPanel.tsx';

type Props = {
  accountId: number;
  defaultCurrency: string;
  canWrite: boolean;
  version: number;
  onChanged(text: string): void;
  onFailed(error: unknown): void;
};

/** The account's payments, newest first, with what each paid, what is left as credit and what was refunded; writers record and refund them. */
export function PaymentsTab({ accountId, defaultCurrency, canWrite, version, onChanged, onFailed }: Props) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const [recording, setRecording] = useState(false);
  const [refunding, setRefunding] = useState<PaymentRow>();
  const recordButton = useRef<HTMLButtonElement>(null);

  const fetchPage = (params: ListParams, signal: AbortSignal) => listPayments(accountId, params, signal);
  const close = () => {
    setRecording(false);
    requestAnimationFrame(() => recordButton.current?.focus());
  };
  const recorded = (payment: PaymentRow) => {
    const amount = money(payment.amount, payment.currency, lang);
    const receipt = payment.receipt_number ?? '';
    close();
    onChanged(receipt ? t`Payment of ${amount} recorded (receipt ${receipt}).` : t`Payment of ${amount} recorded.`);
  };
  const refunded = (refund: PaymentRefundRow) => {
    const amount = money(refund.amount, refund.currency, lang);
    const numbers = refund.invoices.map((i) => i.invoice_number ?? String(i.invoice_id)).join(', ');
    setRefunding(undefined);
    onChanged(numbers ? t`Refunded ${amount}; open again: ${numbers}.` : t`Refunded ${amount}.`);
  };

  const columns: Column<PaymentRow>[] = [
    { key: 'received', header: t`Received`, cell: (row) => day(row.received_on, lang) },
    {
      key: 'method',
      header: t`Method`,
      cell: (row) => {
        const how = methodLabel(row.method, i18n);
        return row.online ? t`Online (${how})` : how;
      },
    },
    {
      key: 'reference',
      header: t`Reference`,
      // A long reference is cut with an ellipsis (all of it on hover and to a screen reader), so the row's actions stay in view.
      cell: (row) => (
        <span className="reference" title={row.reference || undefined}>
          {row.reference}
        </span>
      ),
    },
    { key: 'amount', header: t`Amount`, numeric: true, cell: (row) => money(row.amount, row.currency, lang) },
    {
      key: 'allocations',
      header: t`Applied to`,
      cell: (row) =>
        row.allocations.length ? (
          <ul className="allocations-list">
            {row.allocations.map((a) => (
              <li key={`${a.invoice_id}-${a.applied_on}`}>
                {a.invoice_number ?? a.invoice_id}: {money(a.amount, row.currency, lang)}
              </li>
            ))}
          </ul>
        ) : (
          ''
        ),
    },
    { key: 'unapplied', header: t`Credit left`, numeric: true, cell: (row) => (Number(row.unapplied) > 0 ? money(row.unapplied, row.currency, lang) : '') },
    { key: 'refunded', header: t`Refunded`, numeric: true, cell: (row) => (Number(row.refunded) > 0 ? money(row.refunded, row.currency, lang) : '') },
    {
      key: 'receipt',
      header: t`Receipt`,
      cell: (row) => {
        const number = row.receipt_number ?? '';
        return row.receipt_number ? <PdfButton request={pdfRequest.receipt(row.id)} filename={`${number}.pdf`} label={t`PDF of receipt ${number}`} part="receipt" onFailed={onFailed} /> : '';
      },
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      header: t`Actions`,
      cell: (row) => {
        const name = row.receipt_number ?? row.reference;
        const label = t`Refund payment ${name}`;
        if (refundable(row).gt(0)) {
          return (
            <button type="button" className="link" part="refund" aria-label={label} onClick={() => setRefunding(row)}>
              {t`Refund`}
            </button>
          );
        }
        // Kept in place and said why, rather than a button that vanishes.
        const why = `refund-none-${row.id}`;
        return (
          <span className="row-actions">
            <button type="button" className="link" part="refund" aria-label={label} aria-disabled="true" aria-describedby={why}>
              {t`Refund`}
            </button>
            <small id={why} className="muted" part="refund-none">
              {t`Fully refunded`}
            </small>
          </span>
        );
      },
    });
  }

  return (
    <>
      {canWrite && (
        <div className="tab-actions">
          <button type="button" className="primary" part="record-payment" ref={recordButton} onClick={() => setRecording(true)}>
            {t`Record payment`}
          </button>
        </div>
      )}
      <DataTable label={t`Payments`} columns={columns} rowKey={(row) => row.id} fetchPage={fetchPage} filters={accountId} version={version} searchable={false} emptyText={t`No payments yet.`} />
      {recording && <PaymentPanel accountId={accountId} defaultCurrency={defaultCurrency} onDone={recorded} onClose={close} />}
      {refunding && <RefundPanel payment={refunding} onDone={refunded} onClose={() => setRefunding(undefined)} />}
    </>
  );
}
