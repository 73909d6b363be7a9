import { useLingui } from '@lingui/react/macro';
import type { PurchaseOrderRow, PurchaseOrderState } from '@si/contract';
import { api } from '@si/core/admin';
import { useCanWrite } from '../../admin/roles.ts';
import { useShell } from '../../base/Shell.tsx';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { ORDER_STATE_ORDER, orderStateText } from '../kit/orders/orderWords.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { OrderForm } from './OrderForm.tsx';

export type PurchaseOrdersProps = {
  /** One vendor's orders; without it, every vendor's. */
  accountId?: string | number;
};

/**
 * Purchase orders, described for the list-screen kit: each order's vendor, number, date wanted,
 * total and state in words; filtered by state, searched on number, vendor and title; "New
 * purchase order" writes a draft; an order opens with its lines, what was received, the PDF, and
 * Send, Close and Record goods received.
 */
export function PurchaseOrders({ accountId }: PurchaseOrdersProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const canWrite = useCanWrite();
  const account = Number(accountId) || undefined;
  return (
    <ListScreen<PurchaseOrderRow>
      heading={t`Purchase orders`}
      columns={[
        ...(account ? [] : [{ key: 'vendor', header: t`Vendor`, sort: 'account_name', cell: (o: PurchaseOrderRow) => o.account_name }]),
        { key: 'number', header: t`Number`, sort: 'number', cell: (o) => o.number },
        { key: 'due_date', header: t`Wanted by`, sort: 'due_date', cell: (o) => (o.due_date ? formatDate(o.due_date, lang) : '—') },
        { key: 'total', header: t`Total`, sort: 'total', numeric: true, cell: (o) => formatMoney(o.total, o.currency, lang) },
        {
          key: 'state',
          header: t`State`,
          sort: 'state',
          cell: (o) => (
            <span className={`state state--${o.state}`} part="state-badge">
              {orderStateText(o.state, i18n)}
            </span>
          ),
        },
      ]}
      rowKey={(o) => o.id}
      fetchPage={({ page, page_size, ordering, search, state }, signal) =>
        api('listPurchaseOrders', { query: { page, page_size, ordering, search, state: state as PurchaseOrderState | undefined, account_id: account }, signal })
      }
      defaultOrdering="-created_at"
      filters={[{ name: 'state', kind: 'select', label: t`State`, all: t`All states`, options: ORDER_STATE_ORDER.map((s) => ({ value: s, label: orderStateText(s, i18n) })) }]}
      canWrite={canWrite}
      create={t`New purchase order`}
      form={({ saved, cancel }) => <OrderForm accountId={account} onCancel={cancel} onSaved={(o) => saved(t`Purchase order ${o.number} of ${o.account_name} saved as a draft: ${formatMoney(o.total, o.currency, lang)}.`)} />}
      rowActions={[
        {
          key: 'open',
          text: t`Open purchase order`,
          label: (o) => t`Open purchase order ${o.number} of ${o.account_name}`,
          readOnly: true,
          panel: (o, panel) => <OrderDetail key={o.id} id={o.id} canWrite={panel.canWrite} onChanged={panel.changed} onClose={panel.close} />,
        },
      ]}
      emptyText={account ? t`No purchase orders to this vendor yet.` : t`No purchase orders yet.`}
      emptyTextFor={(query) => (query.state ? t`No purchase order matches this filter.` : account ? t`No purchase orders to this vendor yet.` : t`No purchase orders yet.`)}
    />
  );
}
