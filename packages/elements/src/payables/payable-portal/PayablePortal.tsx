import { Suspense, lazy, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FileUploadedDetail, SiErrorEvent } from '../../base/events.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { PortalBar, PortalCredit } from '../../portal-kit/PortalBar.tsx';
import { DocumentTable } from '../../portal-kit/DocumentTable.tsx';
import { PortalCodeGate } from '../../portal-kit/PortalCodeGate.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { RequirementCard } from '../../portal-kit/RequirementCard.tsx';
import { usePortalContext } from '../../portal-kit/usePortalContext.ts';
import { usePortalUploads } from '../../portal-kit/usePortalUploads.ts';
import { PortalBills } from '../kit/bills/PortalBills.tsx';
import { PortalOrders } from '../kit/orders/PortalOrders.tsx';

// Loaded when its entry is first shown, in a chunk of its own (with ibantools): not part of the first paint.
const PortalBankDetails = lazy(() => import('../kit/PortalBankDetails.tsx').then((m) => ({ default: m.PortalBankDetails })));

export type PayablePortalProps = {
  token?: string;
  /** The entry shown first: `invoice`, `purchase-orders` or `pay-instructions`. */
  view?: string;
  onFileUploaded?: (detail: FileUploadedDetail) => void;
  onError?: (detail: SiErrorEvent['detail']) => void;
};

type View = 'invoice' | 'purchase-orders' | 'pay-instructions';
const VIEWS: readonly string[] = ['invoice', 'purchase-orders', 'pay-instructions'];

/**
 * The vendor's portal of accounts payable: the invoices the organization holds from the
 * vendor and where the vendor sends a new one, the purchase orders, and how they are paid.
 */
export function PayablePortal({ token = '', view, onFileUploaded, onError }: PayablePortalProps) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<View>();
  const current: View = chosen ?? (VIEWS.includes(view ?? '') ? (view as View) : 'invoice');
  const { state, reload } = usePortalContext(token, onError);
  const context = state.status === 'ready' ? state.context : undefined;
  const uploads = usePortalUploads({ token, context, reload: () => reload(), onFileUploaded });
  const loading = (
    <p role="status" className="loading">
      <sl-spinner /> {t`Loading…`}
    </p>
  );
  let content;
  if (state.status === 'mfa') content = <PortalCodeGate token={token} onVerified={() => void reload()} />;
  else if (state.status === 'error') content = <ErrorAlert message={state.message} />;
  else if (!context) content = loading;
  else if (current === 'pay-instructions') {
    // The vendor's own bank details (where it is paid), not the organization's receiving accounts.
    const held = context.workspace.account_hold ? context.workspace.account_hold_message || t`Your account is on hold !` : undefined;
    content = (
      <Suspense fallback={loading}>
        <PortalBankDetails token={token} blocked={held} onError={onError} />
      </Suspense>
    );
  } else if (current === 'purchase-orders') {
    const orders = context.items.filter((item) => item.kind === 'INVOICE' && item.subtype === 'purchase_order');
    content = <PortalOrders token={token} orders={orders} onAnswered={() => void reload()} />;
  } else {
    // The vendor's bills (sent here, followed here), and invoices held from before bills existed.
    const bills = context.items.filter((item) => item.kind === 'INVOICE' && item.subtype === 'bill');
    const invoices = context.items.filter((item) => item.kind === 'INVOICE' && !item.subtype);
    // Documents the organization asked the vendor for (an invoice for a purchase order, a certificate).
    const requests = context.items.filter((item) => item.kind === 'REQUEST_ITEM');
    const { workspace } = context;
    const blocked = workspace.account_hold ? workspace.account_hold_message || t`Your account is on hold !` : undefined;
    content = (
      <>
        <PortalBills token={token} bills={bills} blocked={blocked} onSent={() => void reload()} />
        {invoices.length > 0 && <DocumentTable token={token} caption={t`Invoices`} items={invoices} empty={t`There are no invoices yet.`} />}
        {requests.length > 0 && (
          <section className="portal" aria-labelledby="payable-upload-heading">
            <h3 id="payable-upload-heading">{t`Documents we asked for`}</h3>
            {requests.map((request) => (
              <RequirementCard key={request.id} token={token} item={request} uploads={uploads} blocked={blocked} />
            ))}
          </section>
        )}
      </>
    );
  }

  return (
    <section part="portal" className="portal">
      {/* After the data: the bar's own details call would fail (and alert) behind the code gate. */}
      {context && <PortalBar token={token} module="payable" onError={onError} />}
      <Tabs
        label={t`Vendor portal`}
        idPrefix="payable"
        current={current}
        onSelect={setChosen}
        entries={[
          { key: 'invoice', label: t`Invoice` },
          { key: 'purchase-orders', label: t`Purchase Orders` },
          { key: 'pay-instructions', label: t`Pay Instructions` },
        ]}
      />
      <div role="tabpanel" id="payable-panel" aria-labelledby={`payable-tab-${current}`} className="portal" part="panel">
        {content}
      </div>
      {context && <PortalCredit token={token} />}
    </section>
  );
}
