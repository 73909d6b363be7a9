import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { navigate } from '../../../admin/links.ts';
import { useShell } from '../../../base/Shell.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';

export type AccountsPayableDeskProps = {
  /** The tab shown first: `vendors` (default), `bills`, `purchase-orders`, `payment-runs` or `verifications`. */
  view?: string;
  /** Link template of a vendor's page, `{id}` replaced. */
  vendorHref?: string;
  /** Link template of a bill's page, `{id}` replaced. */
  billHref?: string;
  /** Link template of this screen with a tab chosen, `{view}` replaced: a chosen tab is announced with `si-navigate` so the host keeps it in its address. */
  viewHref?: string;
};

const VIEWS = ['vendors', 'bills', 'purchase-orders', 'payment-runs', 'verifications'] as const;
type View = (typeof VIEWS)[number];

// Each tab's element is defined when the tab is first shown, its module in a chunk of its own.
const DEFINE: Record<View, () => void> = {
  vendors: () => void import('../../vendor-accounts/vendor-accounts.ts'),
  bills: () => void import('../../vendor-bills/vendor-bills.ts'),
  'purchase-orders': () => void import('../../purchase-orders/purchase-orders.ts'),
  'payment-runs': () => void import('../../payment-runs/payment-runs.ts'),
  verifications: () => void import('../../bank-details-verifications/bank-details-verifications.ts'),
};
const TAGS: Record<View, string> = { vendors: 'si-vendor-accounts', bills: 'si-vendor-bills', 'purchase-orders': 'si-purchase-orders', 'payment-runs': 'si-payment-runs', verifications: 'si-bank-details-verifications' };

const isView = (value: string | undefined): value is View => (VIEWS as readonly string[]).includes(value ?? '');

/**
 * Accounts payable's desk: the vendors, every vendor's bills, the purchase orders, the payment
 * runs and the bank details changes waiting for a second person, one tab each. Each tab is its own element, so
 * each can also be placed alone.
 */
export function AccountsPayableDesk({ view, vendorHref, billHref, viewHref }: AccountsPayableDeskProps) {
  const { t } = useLingui();
  // The tab's element speaks the language and wears the theme of this one.
  const { lang, mode } = useShell();
  const shared = { locale: lang, theme: mode };
  const asked = isView(view) ? view : 'vendors';
  // The tab chosen here, until the host says another (a new `view`).
  const [chosen, setChosen] = useState<{ from: string | undefined; view: View }>();
  const current = chosen && chosen.from === view ? chosen.view : asked;
  const base = useRef<HTMLElement>(null);
  // Until its element is defined, a tab says it is loading.
  const [defined, setDefined] = useState<ReadonlySet<View>>(new Set());

  useEffect(() => {
    let live = true;
    DEFINE[current]();
    void customElements.whenDefined(TAGS[current]).then(() => live && setDefined((was) => new Set(was).add(current)));
    return () => {
      live = false;
    };
  }, [current]);

  function select(next: View) {
    setChosen({ from: view, view: next });
    if (viewHref && base.current) navigate(base.current, viewHref.replaceAll('{view}', next));
  }

  const entries = [
    { key: 'vendors' as const, label: t`Vendors` },
    { key: 'bills' as const, label: t`Bills` },
    { key: 'purchase-orders' as const, label: t`Purchase orders` },
    { key: 'payment-runs' as const, label: t`Payment runs` },
    { key: 'verifications' as const, label: t`Bank details to verify` },
  ];

  let panel;
  if (!defined.has(current) && !customElements.get(TAGS[current])) {
    panel = (
      <p role="status" className="loading" part="loading">
        {t`Loading…`}
      </p>
    );
  } else if (current === 'vendors') panel = <si-vendor-accounts {...shared} detail-href={vendorHref} />;
  else if (current === 'bills') panel = <si-vendor-bills {...shared} detail-href={billHref} />;
  else if (current === 'purchase-orders') panel = <si-purchase-orders {...shared} />;
  else if (current === 'payment-runs') panel = <si-payment-runs {...shared} />;
  else panel = <si-bank-details-verifications {...shared} detail-href={vendorHref} />;

  return (
    <section className="accounts-payable" part="base" ref={base}>
      <Tabs label={t`Accounts payable`} entries={entries} current={current} idPrefix="payables" onSelect={select} />
      <div id="payables-panel" role="tabpanel" aria-labelledby={`payables-tab-${current}`} part="panel">
        {panel}
      </div>
    </section>
  );
}
