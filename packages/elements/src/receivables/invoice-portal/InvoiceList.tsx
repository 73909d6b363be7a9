import { useLingui } from '@lingui/react/macro';
import type { PortalContext } from '@si/contract';
import { formatDate, formatMoney, isOverdue, statusLabel } from '../../portal-kit/itemLabels.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

type InvoiceListProps = { context: PortalContext; onOpen: (id: number) => void };

/**
 * Newer ISO date first, a missing one last. Compared as plain strings: `localeCompare`
 * would build an ICU collator on the first paint (about 30 ms at 4x CPU throttling) to order digits.
 */
const byDateDesc = (a: string | null | undefined, b: string | null | undefined) => {
  const [x, y] = [a ?? '', b ?? ''];
  return x === y ? 0 : x < y ? 1 : -1;
};

/** The customer's invoices, newest first; each number is a button that opens the invoice. */
export function InvoiceList({ context, onOpen }: InvoiceListProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const invoices = context.items
    .filter((item) => item.kind === 'INVOICE' && item.subtype !== 'purchase_order')
    .sort((a, b) => byDateDesc(a.issue_date, b.issue_date) || b.id - a.id);
  if (!invoices.length) return <p className="muted" part="empty">{t`You have no invoices yet.`}</p>;
  return (
    <TableScroll label={t`Invoices`}>
      <table part="invoices">
        <caption className="sr-only">{t`Invoices`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Number`}</th>
            <th scope="col">{t`Issue date`}</th>
            <th scope="col">{t`Due date`}</th>
            <th scope="col" className="num">{t`Total`}</th>
            <th scope="col" className="num">{t`Balance`}</th>
            <th scope="col">{t`Status`}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((item) => {
            const number = item.number ?? String(item.id);
            const overdue = !item.paid && isOverdue(item);
            return (
              <tr key={item.id} part="invoice-row">
                <th scope="row">
                  <button type="button" className="link" aria-label={t`Open invoice ${number}`} onClick={() => onOpen(item.id)}>
                    {number}
                  </button>
                </th>
                <td>{item.issue_date ? formatDate(item.issue_date, lang) : '—'}</td>
                <td className={overdue ? 'due--overdue' : undefined}>{item.due_date ? formatDate(item.due_date, lang) : '—'}</td>
                <td className="num">{formatMoney(item.total, item.currency, lang)}</td>
                <td className="num">{formatMoney(item.paid ? '0' : item.balance, item.currency, lang)}</td>
                <td>
                  <span className="chip chip--status">{item.paid ? t`Paid` : statusLabel(item.status, i18n)}</span>
                  {overdue && ' '}
                  {overdue && (
                    <span className="chip chip--overdue" part="overdue">
                      {t`Overdue`}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
