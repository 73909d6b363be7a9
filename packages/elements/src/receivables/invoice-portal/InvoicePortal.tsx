import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PortalContext } from '@si/contract';
import type { SiCommentAddedEvent, SiErrorEvent, SiPaidEvent } from '../../base/events.ts';
import { Notice } from '../../base/Notice.tsx';
import { PortalBar, PortalCredit } from '../../portal-kit/PortalBar.tsx';
import { PortalData, findItem } from '../../portal-kit/PortalData.tsx';
import { claimPaidEvent, settleReturn, type SettledReturn } from '../kit/checkout.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { InvoiceList } from './InvoiceList.tsx';
import { showInvoiceInAddress, useInvoiceAddress } from './invoiceAddress.ts';

// What the first paint (the invoice list) does not show loads when it is first shown: an
// opened invoice (pay button, files, comments), the statement and the pay instructions, in
// chunks of their own (vite.config.ts): about 7 KB gzip the list does not wait for.
const InvoiceDetail = lazy(() => import('../kit/InvoiceView.tsx').then((m) => ({ default: m.InvoiceDetail })));
const Statement = lazy(() => import('../kit/Statement.tsx').then((m) => ({ default: m.Statement })));
const PayInstructions = lazy(() => import('../../portal-kit/PayInstructions.tsx').then((m) => ({ default: m.PayInstructions })));

type View = 'invoices' | 'statements' | 'pay-instructions';
const VIEWS: readonly View[] = ['invoices', 'statements', 'pay-instructions'];

export type InvoicePortalProps = {
  token?: string;
  view?: string;
  invoiceId?: string;
  onPaid?: (detail: SiPaidEvent['detail']) => void;
  onCommentAdded?: (detail: SiCommentAddedEvent['detail']) => void;
  onError?: (detail: SiErrorEvent['detail']) => void;
};

/**
 * The secure-invoice portal: the bar (greeting, theme, on-hold banner), a menu of
 * Invoices, Statements and Pay Instructions, and the invoice list opening one invoice.
 * On the page a checkout returns to, it settles the payment and shows the outcome.
 */
export function InvoicePortal({ token, view, invoiceId, onPaid, onCommentAdded, onError: tell }: InvoicePortalProps) {
  const { t } = useLingui();
  // A link that is not valid (any call answered 404) shows its message alone: no sections, no bar.
  const [invalid, setInvalid] = useState(false);
  const onError = (detail: SiErrorEvent['detail']) => {
    if (detail.status === 404) setInvalid(true);
    tell?.(detail);
  };
  const [current, setCurrent] = useState<View>(VIEWS.includes(view as View) ? (view as View) : 'invoices');
  const [open, setOpen] = useInvoiceAddress(invoiceId);
  const [settled, setSettled] = useState<SettledReturn>();
  const paid = useRef(onPaid);
  paid.current = onPaid;

  // Attributes changed by the page (deep links in a single-page app) win over clicks.
  useEffect(() => setCurrent(VIEWS.includes(view as View) ? (view as View) : 'invoices'), [view]);

  useEffect(() => {
    let live = true;
    settleReturn(token).then(
      (result) => {
        if (!live || !result) return;
        setSettled(result);
        const { session, itemId } = result;
        if (itemId) {
          showInvoiceInAddress(String(itemId));
          setOpen(String(itemId));
        }
        if (itemId && (session.status === 'complete' || session.item_paid) && claimPaidEvent(session.session_id)) {
          paid.current?.({ itemId, sessionId: session.session_id });
        }
      },
      () => undefined, // The pay button of the invoice shows the failure.
    );
    return () => {
      live = false;
    };
  }, [token, setOpen]);

  const labels: Record<View, string> = { invoices: t`Invoices`, statements: t`Statements`, 'pay-instructions': t`Pay Instructions` };
  const loading = <p className="loading" role="status">{t`Loading…`}</p>;

  function invoicesPanel(context: PortalContext, reload: () => void) {
    const item = open ? findItem(context, open) : undefined;
    if (open && item?.kind === 'INVOICE') {
      return (
        <>
          <button type="button" className="link back" part="back" onClick={() => setOpen(undefined)}>
            {t`Back to invoices`}
          </button>
          <Suspense fallback={loading}>
            <InvoiceDetail token={token!} item={item} onHold={context.workspace.account_hold} onSettled={reload} onPaid={onPaid} onCommentAdded={onCommentAdded} onError={onError} />
          </Suspense>
        </>
      );
    }
    return (
      <>
        {open && <Notice variant="danger" part="error">{t`This invoice was not found.`}</Notice>}
        <InvoiceList context={context} onOpen={(id) => setOpen(String(id))} />
      </>
    );
  }

  // The invoice a checkout paid shows the outcome at its Pay button; a checkout of several invoices here.
  const outcome = settled && !settled.itemId ? settled.session.status : undefined;
  if (invalid) {
    return (
      <div className="portal" part="portal">
        <div className="panel" part="panel">
          <Notice variant="danger" part="error">
            {t`This link is not valid any more. Ask the sender for a new one.`}
          </Notice>
        </div>
      </div>
    );
  }
  return (
    <div className="portal" part="portal">
      <PortalBar token={token} module="secureinvoice" onError={onError} />
      {outcome === 'complete' && <Notice variant="success" part="outcome">{t`Payment received. Thank you!`}</Notice>}
      {outcome === 'processing' && <Notice variant="success" part="outcome">{t`Your payment is being processed.`}</Notice>}
      {(outcome === 'cancelled' || outcome === 'open') && <Notice variant="danger" part="outcome">{t`The payment was not completed. You can try again.`}</Notice>}
      <Tabs
        label={t`Portal sections`}
        idPrefix="portal"
        current={current}
        onSelect={setCurrent}
        wrap
        entries={VIEWS.map((name) => ({ key: name, label: labels[name] }))}
      />
      <div role="tabpanel" id="portal-panel" aria-labelledby={`portal-tab-${current}`} className="panel" part="panel">
        {current === 'invoices' && (
          <PortalData token={token} onError={onError}>
            {(context, reload) => invoicesPanel(context, reload)}
          </PortalData>
        )}
        {current === 'statements' && (
          <Suspense fallback={loading}>
            <Statement token={token} onError={onError} />
          </Suspense>
        )}
        {current === 'pay-instructions' && (
          <Suspense fallback={loading}>
            <PayInstructions token={token} onError={onError} />
          </Suspense>
        )}
      </div>
      <PortalCredit token={token} />
    </div>
  );
}
