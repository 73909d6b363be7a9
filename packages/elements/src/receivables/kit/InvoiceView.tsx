import { useLingui } from '@lingui/react/macro';
import type { PortalItem } from '@si/contract';
import { fetchInvoiceReceipts, fetchSalesFiles, invoicePdfUrl, receiptUrl } from '@si/core/portal';
import type { SiCommentAddedEvent, SiErrorEvent, SiPaidEvent } from '../../base/events.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { FileLinks } from '../../portal-kit/FileLinks.tsx';
import { formatDate, formatMoney, statusLabel } from '../../portal-kit/itemLabels.ts';
import { PortalData, findItem } from '../../portal-kit/PortalData.tsx';
import { useLoad } from '../../ui/useLoad.tsx';
import { Comments } from '../../portal-kit/Comments.tsx';
import { PayButtonView } from './PayButton.tsx';

type Callbacks = {
  onPaid?: (detail: SiPaidEvent['detail']) => void;
  onCommentAdded?: (detail: SiCommentAddedEvent['detail']) => void;
  onError?: (detail: SiErrorEvent['detail']) => void;
};
export type InvoiceDetailProps = Callbacks & { token: string; item: PortalItem; onHold: boolean; onSettled?: () => void };

/** One invoice: header facts, lines, totals, files, comments and the pay button. */
export function InvoiceDetail({ token, item, onHold, onSettled, onPaid, onCommentAdded, onError }: InvoiceDetailProps) {
  const { t, i18n } = useLingui();
  // Paid, or partly paid: the payments applied to it, each with its receipt.
  const payments = item.paid || (item.balance !== null && item.total !== null && Number(item.balance) < Number(item.total));

  // The portal data already lists files; fetch_sales_files is the authoritative list (the portal's until it answers, or if it fails).
  const files = useLoad((signal) => fetchSalesFiles(token, item.id, signal), `${token}|${item.id}`).loaded.data ?? item.files;
  const receipts = useLoad(payments ? (signal) => fetchInvoiceReceipts(token, item.id, signal) : null, `${token}|${item.id}`).loaded.data ?? [];

  const lang = i18n.locale;
  const money = (amount: string | null) => (amount === null ? '—' : formatMoney(amount, item.currency, lang));
  const number = item.number ?? String(item.id);
  const status = item.paid ? t`Paid` : statusLabel(item.status, i18n);
  return (
    <article className="invoice" part="invoice" aria-label={t`Invoice ${number}`}>
      <div className="item-head">
        <h3 part="heading">{t`Invoice ${number}`}</h3>
        <span className="chip chip--status" part="status">
          {status}
        </span>
      </div>
      <div className="downloads" part="downloads">
        <a className="download" part="download-pdf" href={invoicePdfUrl(token, item.id)} download rel="noopener">
          {t`Download PDF`}
        </a>
        {receipts.map((receipt) => {
          const on = formatDate(receipt.received_on, lang);
          const label = receipt.number ? t`Download receipt ${receipt.number} (${on})` : t`Download receipt (${on})`;
          return (
            <a key={receipt.id} className="download" part="download-receipt" href={receiptUrl(token, receipt.id)} download rel="noopener">
              {receipts.length === 1 ? t`Download receipt` : label}
            </a>
          );
        })}
      </div>
      {item.description && <p className="description">{item.description}</p>}
      <dl className="facts" part="facts">
        <dt>{t`Issue date`}</dt>
        <dd>{item.issue_date ? formatDate(item.issue_date, lang) : '—'}</dd>
        <dt>{t`Due date`}</dt>
        <dd>{item.due_date ? formatDate(item.due_date, lang) : '—'}</dd>
      </dl>
      <div className="table-wrap">
        <table part="lines">
          <thead>
            <tr>
              <th scope="col">{t`Description`}</th>
              <th scope="col" className="num">{t`Quantity`}</th>
              <th scope="col" className="num">{t`Unit price`}</th>
              <th scope="col" className="num">{t`Amount`}</th>
            </tr>
          </thead>
          <tbody>
            {item.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.description}</td>
                <td className="num">{new Intl.NumberFormat(lang).format(line.quantity)}</td>
                <td className="num">{money(line.unit_price)}</td>
                <td className="num">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {(
              [
                [t`Subtotal`, item.subtotal],
                [t`Tax`, item.tax],
                [t`Total`, item.total],
                [t`Balance due`, item.paid ? '0' : item.balance],
              ] as const
            ).map(([label, amount]) => (
              <tr key={label}>
                <th scope="row" colSpan={3} className="num">
                  {label}
                </th>
                <td className="num">{money(amount)}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
      <PayButtonView token={token} item={item} onHold={onHold} onPaid={onPaid} onError={onError} onSettled={onSettled} />
      <section aria-label={t`Files`}>
        <h3>{t`Files`}</h3>
        {files.length ? <FileLinks token={token} files={files} /> : <p className="muted">{t`No files attached.`}</p>}
      </section>
      <Comments token={token} targetType="item" targetId={item.id} onCommentAdded={onCommentAdded} />
    </article>
  );
}

export type InvoiceViewProps = Callbacks & { token?: string; itemId?: string };

/** The standalone element's component: finds the invoice in the token's portal data. */
export function InvoiceView({ token, itemId, ...callbacks }: InvoiceViewProps) {
  const { t } = useLingui();
  return (
    <PortalData token={token} onError={callbacks.onError}>
      {(context, reload) => {
        const item = findItem(context, itemId);
        if (!item || item.kind !== 'INVOICE') return <ErrorAlert message={t`This invoice was not found.`} />;
        return <InvoiceDetail token={token!} item={item} onHold={context.workspace.account_hold} onSettled={reload} {...callbacks} />;
      }}
    </PortalData>
  );
}
