import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PortalItem } from '@si/contract';
import { OPERATIONS } from '@si/contract/operations';
import { apiRequest, describeError, getApiBase } from '@si/core';
import { portalHeaders } from '@si/core/portal';
import { Notice } from '../../../base/Notice.tsx';
import { useShell } from '../../../base/Shell.tsx';
import { formatDate, formatMoney } from '../../../portal-kit/itemLabels.ts';
import { DECLINE_REASON_MAX, orderStateText } from './orderWords.ts';

export type PortalOrdersProps = {
  token: string;
  /** The vendor's purchase orders as the portal data lists them (kind INVOICE, subtype `purchase_order`). */
  orders: PortalItem[];
  /** An order was answered: the portal data reads again. */
  onAnswered(order: PortalItem): void;
};

const ACCEPT = OPERATIONS.acceptPortalPurchaseOrder;
const DECLINE = OPERATIONS.declinePortalPurchaseOrder;
const PDF = OPERATIONS.downloadPortalPurchaseOrderPdf;
const withId = (path: string, id: number) => path.replace('{id}', encodeURIComponent(String(id)));

/** The link that saves an order as a PDF (a link carries no header: the token is in the query). */
export const orderPdfUrl = (token: string, id: number) => `${getApiBase()}${withId(PDF.path, id)}?${new URLSearchParams({ token })}`;

/** One order: its figures, where it stands in words, the PDF, and Accept / Decline (with a reason) while it waits. */
function OrderCard({ token, order, onAnswered }: { token: string; order: PortalItem; onAnswered(o: PortalItem): void }) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const uid = useId();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const state = order.po_state ?? 'sent';
  const number = order.number ?? order.title;

  async function answer(accept: boolean) {
    if (!accept && !reason.trim()) {
      setError(t`Say why you decline this order.`);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const op = accept ? ACCEPT : DECLINE;
      const answered = await apiRequest<PortalItem>(op.method, withId(op.path, order.id), { auth: 'none', headers: portalHeaders(token), json: accept ? { token } : { token, reason: reason.trim() } });
      setDeclining(false);
      onAnswered(answered);
    } catch (failure) {
      setError(describeError(failure, i18n));
    } finally {
      setBusy(false);
    }
  }

  const submitDecline = (e: FormEvent) => {
    e.preventDefault();
    void answer(false);
  };

  return (
    <li className={`item bill-card order-card--${state}`} data-item-id={order.id} part="purchase-order">
      <div className="item-head">
        <h4>{t`Purchase order ${number}`}</h4>
        <span className="chip chip--status" part="order-state">
          {orderStateText(state, i18n, 'vendor')}
        </span>
      </div>
      <dl className="bill-facts">
        <div>
          <dt>{t`Ordered on`}</dt>
          <dd>{order.issue_date ? formatDate(order.issue_date, lang) : '—'}</dd>
        </div>
        <div>
          <dt>{t`Wanted by`}</dt>
          <dd>{order.due_date ? formatDate(order.due_date, lang) : '—'}</dd>
        </div>
        <div>
          <dt>{t`Total`}</dt>
          <dd>{formatMoney(order.total, order.currency, lang)}</dd>
        </div>
      </dl>
      {state === 'declined' && order.decline_reason && <p className="reject-reason">{t`You declined it: ${order.decline_reason}`}</p>}
      <a className="download" part="order-pdf" href={orderPdfUrl(token, order.id)} download rel="noopener">
        {t`Download purchase order ${number} (PDF)`}
      </a>
      {error && (
        <Notice variant="danger" part="order-error">
          {error}
        </Notice>
      )}
      {state === 'sent' && !declining && (
        <div className="actions">
          <button type="button" part="accept" disabled={busy} onClick={() => void answer(true)}>
            {t`Accept`}
          </button>
          <button type="button" part="decline" disabled={busy} onClick={() => setDeclining(true)}>
            {t`Decline`}
          </button>
        </div>
      )}
      {state === 'sent' && declining && (
        <form className="send-bill" noValidate aria-label={t`Decline purchase order ${number}`} onSubmit={submitDecline}>
          <div className="bill-field">
            <label htmlFor={`${uid}-reason`}>{t`Why do you decline it?`}</label>
            <textarea id={`${uid}-reason`} name="reason" value={reason} maxLength={DECLINE_REASON_MAX} rows={3} onChange={(e) => setReason(e.target.value)} />
          </div>
          <div className="actions">
            <button type="submit" className="send" part="confirm-decline" disabled={busy}>
              {t`Decline the order`}
            </button>
            <button type="button" onClick={() => setDeclining(false)}>
              {t`Cancel`}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

/** The vendor's purchase orders, newest first: each with its state in words, its PDF, and Accept / Decline while it waits. */
export function PortalOrders({ token, orders, onAnswered }: PortalOrdersProps) {
  const { t } = useLingui();
  const [answered, setAnswered] = useState<Map<number, PortalItem>>(new Map());
  const shown = orders.map((o) => answered.get(o.id) ?? o).sort((a, b) => (b.issue_date ?? '').localeCompare(a.issue_date ?? '') || b.id - a.id);
  if (!shown.length) return <p part="empty">{t`There are no purchase orders.`}</p>;
  return (
    <section className="portal" aria-labelledby="payable-orders-heading">
      <h3 id="payable-orders-heading">{t`Purchase Orders`}</h3>
      <ul className="bill-list">
        {shown.map((order) => (
          <OrderCard
            key={order.id}
            token={token}
            order={order}
            onAnswered={(o) => {
              setAnswered((was) => new Map(was).set(o.id, o));
              onAnswered(o);
            }}
          />
        ))}
      </ul>
    </section>
  );
}
