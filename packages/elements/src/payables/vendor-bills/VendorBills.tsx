import { useLingui } from '@lingui/react/macro';
import type { BillRow, BillState } from '@si/contract';
import { api } from '@si/core/admin';
import { useCanWrite } from '../../admin/roles.ts';
import { useShell } from '../../base/Shell.tsx';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { BillDetail } from './BillDetail.tsx';
import { BillForm } from './BillForm.tsx';
import { BILL_STATE_ORDER, billStateText } from '../kit/bills/billWords.ts';

export type VendorBillsProps = {
  /** One vendor's bills; without it, every vendor's. */
  accountId?: string | number;
  /** Where a bill's page is: `{id}` becomes the bill's id. Without it a bill opens in a panel here. */
  detailHref?: string;
  /** One bill's page: only that bill, without the list. */
  billId?: string | number;
};

/** One bill on a page of its own: the same detail as the list's panel, without Close. */
function OneBill({ id, detailHref }: { id: number; detailHref?: string }) {
  const canWrite = useCanWrite();
  return (
    <div className="admin" part="base">
      <BillDetail id={id} canWrite={canWrite} billHref={detailHref} />
    </div>
  );
}

/**
 * Vendors' bills, described for the list-screen kit: each bill's vendor, number, dates, total,
 * what is still to pay and its state in words; filtered by state, due date and a search on the
 * number and the vendor, sorted on the server; "New bill" opens the form that types a bill with
 * its lines, and a bill opens with its duplicates warning and the actions its state allows. With
 * `billId` it is that one bill's page instead.
 */
export function VendorBills({ accountId, detailHref, billId }: VendorBillsProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const canWrite = useCanWrite();
  const account = Number(accountId) || undefined;
  const one = Number(billId);
  if (billId !== undefined && billId !== '') {
    if (Number.isInteger(one) && one > 0) return <OneBill id={one} detailHref={detailHref} />;
    return (
      <p role="alert" part="error">
        {t`This bill's id is not valid.`}
      </p>
    );
  }
  const day = (value: string | null) => (value ? formatDate(value, lang) : '');
  return (
    <ListScreen<BillRow>
      heading={t`Bills`}
      columns={[
        ...(account ? [] : [{ key: 'vendor', header: t`Vendor`, sort: 'account_name', cell: (b: BillRow) => b.account_name }]),
        { key: 'number', header: t`Number`, sort: 'number', cell: (b) => b.number },
        { key: 'bill_date', header: t`Bill date`, sort: 'bill_date', cell: (b) => day(b.bill_date) },
        {
          key: 'due_date',
          header: t`Due date`,
          sort: 'due_date',
          cell: (b) =>
            b.due_date ? (
              <span className={b.days_overdue > 0 ? 'overdue' : undefined}>
                {b.days_overdue > 0 ? t`${day(b.due_date)}, ${b.days_overdue} days late` : day(b.due_date)}
              </span>
            ) : (
              t`On receipt`
            ),
        },
        { key: 'total', header: t`Total`, sort: 'total', numeric: true, cell: (b) => formatMoney(b.total, b.currency, lang) },
        { key: 'balance', header: t`Still to pay`, numeric: true, cell: (b) => formatMoney(b.balance, b.currency, lang) },
        {
          key: 'state',
          header: t`State`,
          sort: 'state',
          cell: (b) => (
            <span className={`state state--${b.state}`} part="state-badge">
              {billStateText(b.state, i18n)}
            </span>
          ),
        },
      ]}
      rowKey={(b) => b.id}
      fetchPage={({ page, page_size, ordering, search, state, due_before }, signal) =>
        api('listBills', { query: { page, page_size, ordering, search, state: state as BillState | undefined, due_before: due_before as string | undefined, account_id: account }, signal })
      }
      defaultOrdering="-created_at"
      filters={[
        { name: 'state', kind: 'select', label: t`State`, all: t`All states`, options: BILL_STATE_ORDER.map((s) => ({ value: s, label: billStateText(s, i18n) })) },
        { name: 'due_before', kind: 'date', label: t`Due by` },
      ]}
      rowLink={detailHref ? { column: 'number', href: (b) => detailHref.replace('{id}', String(b.id)), part: 'detail-link' } : undefined}
      canWrite={canWrite}
      create={t`New bill`}
      form={({ saved, cancel }) => (
        <BillForm
          accountId={account}
          onCancel={cancel}
          onSaved={(bill, fileFailure) =>
            saved(
              fileFailure
                ? t`Bill ${bill.number} saved, but its document was not attached: ${fileFailure} Open the bill to attach it again.`
                : t`Bill ${bill.number} of ${bill.account_name} saved: ${formatMoney(bill.total, bill.currency, lang)}.`,
              detailHref ? { href: detailHref.replace('{id}', String(bill.id)), text: t`Open bill ${bill.number}` } : undefined,
            )
          }
        />
      )}
      rowActions={[
        {
          key: 'open',
          // Words of their own (not the common "Open"), so a translation keeps them the start of the accessible name.
          text: t`Open bill`,
          label: (b) => t`Open bill ${b.number} of ${b.account_name}`,
          readOnly: true,
          panel: (b, panel) => <BillDetail key={b.id} id={b.id} canWrite={panel.canWrite} billHref={detailHref} onChanged={panel.changed} onClose={panel.close} />,
        },
      ]}
      emptyText={account ? t`No bills from this vendor yet.` : t`No bills yet.`}
      emptyTextFor={(query) => (query.state || query.due_before ? t`No bill matches these filters.` : account ? t`No bills from this vendor yet.` : t`No bills yet.`)}
    />
  );
}
