import { useLingui } from '@lingui/react/macro';
import type { PortalItem } from '@si/contract';
import { TableScroll } from '../ui/TableScroll.tsx';
import { FileLinks } from './FileLinks.tsx';
import { formatDate, formatMoney, statusLabel } from './itemLabels.ts';

export type DocumentTableProps = {
  token: string;
  caption: string;
  items: PortalItem[];
  /** Purchase orders have no balance to pay. */
  showBalance?: boolean;
  empty: string;
};

/** Invoices or purchase orders of a portal: number, dates, amounts, status and files. */
export function DocumentTable({ token, caption, items, showBalance = true, empty }: DocumentTableProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  if (!items.length) return <p part="empty">{empty}</p>;
  return (
    <TableScroll label={caption}>
      <table className="documents" part="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Number`}</th>
            <th scope="col">{t`Issued`}</th>
            <th scope="col">{t`Due`}</th>
            <th scope="col" className="money">{t`Total`}</th>
            {showBalance && <th scope="col" className="money">{t`Balance`}</th>}
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Files`}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-item-id={item.id}>
              <th scope="row">{item.number || item.title}</th>
              <td>{item.issue_date ? formatDate(item.issue_date, lang) : ''}</td>
              <td>{item.due_date ? formatDate(item.due_date, lang) : ''}</td>
              <td className="money">{formatMoney(item.total, item.currency, lang)}</td>
              {showBalance && <td className="money">{formatMoney(item.balance, item.currency, lang)}</td>}
              <td>{item.paid ? t`Paid` : statusLabel(item.status, i18n)}</td>
              <td>{item.files.length ? <FileLinks token={token} files={item.files} /> : t`None`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
