import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { followLink } from '../../admin/links.ts';
import { OutcomeNotice, useOutcome } from '../../admin/outcome.tsx';
import { useCanWrite } from '../../admin/roles.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { useLoad } from '../../ui/useLoad.tsx';
import { accountCredit, applyCredit } from '@si/core/admin';
import { money } from '../kit/staff/ar-format.ts';
import { InvoicesTab } from './InvoicesTab.tsx';
import { PaymentsTab } from './PaymentsTab.tsx';
import { StatementTab } from './StatementTab.tsx';

export type AccountReceivablesProps = {
  /** The customer account's id. */
  accountId?: string;
  /** Route of an invoice (open or edit it), `{id}` replaced. */
  invoiceHref?: string;
  /** Route of a new draft invoice on this account, `{id}` (the account) replaced. */
  newInvoiceHref?: string;
};

type TabKey = 'invoices' | 'payments' | 'credit-notes' | 'statement';

/** One customer account's receivables: invoices, payments, credit notes and the statement, with its unapplied credit to apply. */
export function AccountReceivables({ accountId, invoiceHref, newInvoiceHref }: AccountReceivablesProps) {
  const { t, i18n } = useLingui();
  const canWrite = useCanWrite();
  const id = /^\d+$/.test(accountId ?? '') ? Number(accountId) : undefined;
  const [tab, setTab] = useState<TabKey>('invoices');
  const [applying, setApplying] = useState(false);
  const { notice, version, changed, failed } = useOutcome();
  const lang = i18n.locale;

  // The unapplied credit, read again after every change on the page; none shown when it cannot be read.
  const creditRead = useLoad(id === undefined ? null : (signal) => accountCredit(id, signal), `${id}:${version}`).loaded;
  const credit = creditRead.status === 'error' ? [] : (creditRead.data ?? []);

  if (id === undefined) return <p className="muted" part="base">{t`No account is chosen.`}</p>;

  async function apply(currency: string) {
    if (applying) return;
    setApplying(true);
    try {
      const { applied, invoices } = await applyCredit(id!, currency);
      const amount = money(applied, currency, lang);
      const count = invoices.length;
      changed(count ? t`Applied ${amount} of credit to ${count} invoices.` : t`No open invoice in ${currency} to apply the credit to.`);
    } catch (error) {
      failed(error);
    } finally {
      setApplying(false);
    }
  }

  const entries: { key: TabKey; label: string }[] = [
    { key: 'invoices', label: t`Invoices` },
    { key: 'payments', label: t`Payments` },
    { key: 'credit-notes', label: t`Credit notes` },
    { key: 'statement', label: t`Statement` },
  ];
  const newHref = newInvoiceHref?.replaceAll('{id}', String(id));
  const common = { accountId: id, canWrite, version, onChanged: changed, onFailed: failed };

  return (
    <section className="admin account-receivables" part="base" aria-labelledby="receivables-heading">
      <div className="admin-head">
        <h2 id="receivables-heading" part="heading">{t`Receivables`}</h2>
        {canWrite && newHref && (
          <a className="button primary" href={newHref} part="new-invoice" onClick={(e) => followLink(e, newHref)}>
            {t`New invoice`}
          </a>
        )}
      </div>
      {credit.length > 0 && (
        <div className="credit" part="credit">
          {credit.map(({ currency, amount }) => {
            const text = money(amount, currency, lang);
            return (
              <p key={currency}>
                <span>{t`Unapplied credit: ${text}`}</span>
                {canWrite && (
                  <button type="button" part="apply-credit" aria-busy={applying} aria-disabled={applying} onClick={() => void apply(currency)}>
                    {credit.length > 1 ? t`Apply ${currency} credit` : t`Apply credit`}
                  </button>
                )}
              </p>
            );
          })}
        </div>
      )}
      <OutcomeNotice notice={notice} />
      <Tabs label={t`Receivables`} entries={entries} current={tab} idPrefix="receivables" onSelect={setTab} />
      <div id="receivables-panel" role="tabpanel" aria-labelledby={`receivables-tab-${tab}`} className="tab-panel" part="panel">
        {tab === 'invoices' && <InvoicesTab key="invoices" docType="invoice" invoiceHref={invoiceHref} {...common} />}
        {tab === 'credit-notes' && <InvoicesTab key="credit-notes" docType="credit_note" invoiceHref={invoiceHref} {...common} />}
        {tab === 'payments' && <PaymentsTab defaultCurrency={credit[0]?.currency ?? ''} {...common} />}
        {tab === 'statement' && <StatementTab {...common} />}
      </div>
    </section>
  );
}
