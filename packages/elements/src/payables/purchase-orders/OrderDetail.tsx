import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PurchaseOrderDetail } from '@si/contract';
import { api } from '@si/core/admin';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { openPendingTab, showBlob } from '../../ui/blobFiles.ts';
import { errorText } from '../../ui/errorText.ts';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { useLoad } from '../../ui/useLoad.tsx';
import { orderStateText } from '../kit/orders/orderWords.ts';

type OrderLine = PurchaseOrderDetail['lines'][number];

export type OrderDetailProps = {
  id: number;
  canWrite: boolean;
  onChanged?(order: PurchaseOrderDetail): void;
  onClose?(): void;
};

/**
 * One purchase order: its facts, its lines with what was received, the PDF, and the actions its
 * state allows: Send to the vendor (a draft), Close (sent or accepted), Record goods received.
 */
export function OrderDetail({ id, canWrite, onChanged, onClose }: OrderDetailProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const uid = useId();
  const load = useLoad<PurchaseOrderDetail>((signal) => api('getPurchaseOrder', { params: { id }, signal }), String(id));
  const order = load.loaded.data;
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [working, setWorking] = useState(false);
  const [receiving, setReceiving] = useState<Record<number, string>>({});
  if (!order) return <p role="status">{t`Loading…`}</p>;
  const money = (v: string) => formatMoney(v, order.currency, lang);

  async function run(call: () => Promise<unknown>, text: string) {
    if (working) return;
    setWorking(true);
    setOutcome(undefined);
    try {
      await call();
      const next = await api('getPurchaseOrder', { params: { id } });
      load.setData(next);
      onChanged?.(next);
      setOutcome({ ok: true, text });
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error, i18n) });
    } finally {
      setWorking(false);
    }
  }
  async function openPdf() {
    const tab = openPendingTab();
    try {
      showBlob(tab, await api<'getPurchaseOrderPdf', Blob>('getPurchaseOrderPdf', { params: { id }, responseType: 'blob' }));
    } catch (error) {
      tab?.close();
      setOutcome({ ok: false, text: errorText(error, i18n) });
    }
  }
  const receive = (e: FormEvent) => {
    e.preventDefault();
    const lines = Object.entries(receiving)
      .filter(([, q]) => q.trim() !== '' && Number(q) > 0)
      .map(([line, quantity]) => ({ line: Number(line), quantity: quantity.trim() }));
    if (!lines.length) {
      setOutcome({ ok: false, text: t`Enter a received quantity on at least one line.` });
      return;
    }
    void run(() => api('receivePurchaseOrderGoods', { params: { id }, json: { lines } }), t`Goods received on purchase order ${order.number} recorded.`).then(() => setReceiving({}));
  };
  const mayReceive = order.state === 'sent' || order.state === 'accepted' || order.state === 'closed';
  const columns = [
    { key: 'description', header: t`Description`, cell: (l: OrderLine) => l.description },
    { key: 'quantity', header: t`Ordered`, numeric: true, cell: (l: OrderLine) => l.quantity },
    { key: 'received', header: t`Received`, numeric: true, cell: (l: OrderLine) => l.received },
    { key: 'price', header: t`Unit price`, numeric: true, cell: (l: OrderLine) => money(l.unit_price) },
    { key: 'amount', header: t`Amount`, numeric: true, cell: (l: OrderLine) => money(l.amount) },
  ];
  return (
    <section className="panel order-detail" aria-labelledby={`${uid}-heading`} part="detail">
      <h3 id={`${uid}-heading`} tabIndex={-1}>
        {t`Purchase order ${order.number}`}
      </h3>
      {outcome && (
        <Notice variant={outcome.ok ? 'success' : 'danger'} part="outcome">
          {outcome.text}
        </Notice>
      )}
      <dl className="facts" part="facts">
        <dt>{t`Vendor`}</dt>
        <dd>{order.account_name}</dd>
        <dt>{t`State`}</dt>
        <dd part="state">{orderStateText(order.state, i18n)}</dd>
        {order.decline_reason && (
          <>
            <dt>{t`Why the vendor declined`}</dt>
            <dd part="decline-reason">{order.decline_reason}</dd>
          </>
        )}
        <dt>{t`Wanted by`}</dt>
        <dd>{order.due_date ? formatDate(order.due_date, lang) : '—'}</dd>
        <dt>{t`Total`}</dt>
        <dd>{money(order.total)}</dd>
      </dl>
      <RowsTable<OrderLine> label={t`Lines of purchase order ${order.number}`} part="lines" rows={order.lines} rowKey={(l) => order.lines.indexOf(l)} columns={columns} boxClass="table-wrap" />
      <button type="button" className="link" part="pdf" onClick={() => void openPdf()}>
        {t`Open the PDF`}
      </button>
      {canWrite && (
        <div className="order-actions" part="actions">
          {order.state === 'draft' && (
            <button type="button" className="primary" part="send" disabled={working} onClick={() => void run(() => api('sendPurchaseOrder', { params: { id } }), t`Purchase order ${order.number} sent to the vendor.`)}>
              {t`Send to the vendor`}
            </button>
          )}
          {(order.state === 'sent' || order.state === 'accepted') && (
            <button type="button" part="close-order" disabled={working} onClick={() => void run(() => api('closePurchaseOrder', { params: { id } }), t`Purchase order ${order.number} closed.`)}>
              {t`Close the order`}
            </button>
          )}
        </div>
      )}
      {canWrite && mayReceive && (
        <form className="attach" noValidate aria-label={t`Record goods received`} part="receive-form" onSubmit={receive}>
          <h4>{t`Record goods received`}</h4>
          {order.lines.map((l, i) => (
            <label className="field" key={i}>
              <span>{t`Received now: ${l.description}`}</span>
              <input inputMode="decimal" dir="ltr" value={receiving[i] ?? ''} onChange={(e) => setReceiving((was) => ({ ...was, [i]: e.target.value }))} />
            </label>
          ))}
          <button type="submit" disabled={working} part="receive">
            {t`Record`}
          </button>
        </form>
      )}
      {onClose && (
        <button type="button" part="close" onClick={onClose}>
          {t`Close`}
        </button>
      )}
    </section>
  );
}
