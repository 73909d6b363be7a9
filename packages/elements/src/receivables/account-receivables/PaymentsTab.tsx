import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ListParams } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { listPayments, pdfPath, type PaymentRow } from '../kit/staff/ar-api.ts';
import { day, methodLabel, money } from '../kit/staff/ar-format.ts';
import { PdfButton } from '../kit/staff/ar-fields.tsx';
import { PaymentPanel } from './PaymentPanel.tsx';

type Props = {
  accountId: number;
  defaultCurrency: string;
  canWrite: boolean;
  version: number;
  onChanged(text: string): void;
  onFailed(error: unknown): void;
};

/** The account's payments, newest first, with what each paid and what is left as credit; writers record one. */
export function PaymentsTab({ accountId, defaultCurrency, canWrite, version, onChanged, onFailed }: Props) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const [recording, setRecording] = useState(false);
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
    { key: 'reference', header: t`Reference`, cell: (row) => row.reference },
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
    {
      key: 'receipt',
      header: t`Receipt`,
      cell: (row) => {
        const number = row.receipt_number ?? '';
        return row.receipt_number ? <PdfButton path={pdfPath.receipt(row.id)} filename={`${number}.pdf`} label={t`PDF of receipt ${number}`} part="receipt" onFailed={onFailed} /> : '';
      },
    },
  ];

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
    </>
  );
}
