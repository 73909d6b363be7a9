import { useLingui } from '@lingui/react/macro';
import type { VendorCreditRow, VendorCreditState } from '@si/contract';
import { api } from '@si/core/admin';
import { useCanWrite } from '../../admin/roles.ts';
import { useShell } from '../../base/Shell.tsx';
import { Notice } from '../../base/Notice.tsx';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { CREDIT_STATE_ORDER, creditStateText, isApplicable, isVoidable } from '../kit/credits/creditWords.ts';
import { ApplyCredit } from './ApplyCredit.tsx';
import { CreditForm } from './CreditForm.tsx';

export type VendorCreditsProps = {
  /** The vendor account (a payables account of the organization). */
  accountId?: string | number;
};

/**
 * A vendor's credits, described for the list-screen kit: each credit's number and memo, day,
 * amount, what remains to apply, its state in words and the bills it was applied to; filtered by
 * state, searched on the number and memo. "New credit" records one; a credit with something left
 * opens "Apply to a bill"; one nothing of which was applied may be voided (asked first).
 */
export function VendorCredits({ accountId }: VendorCreditsProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const canWrite = useCanWrite();
  const id = Number(accountId) || 0;
  if (!id) return <Notice variant="danger" part="error">{t`No vendor account is given.`}</Notice>;
  const money = (amount: string, currency: string) => formatMoney(amount, currency, lang);
  return (
    <ListScreen<VendorCreditRow>
      heading={t`Credits`}
      label={t`Vendor credits`}
      columns={[
        {
          key: 'number',
          header: t`Credit note`,
          sort: 'number',
          cell: (c) => (
            <span className="credit-number">
              <span dir="auto">{c.number}</span>{' '}
              {c.memo && (
                <small className="muted memo" dir="auto">
                  {c.memo}
                </small>
              )}
            </span>
          ),
        },
        { key: 'credit_date', header: t`Date`, sort: 'credit_date', cell: (c) => formatDate(c.credit_date, lang) },
        { key: 'amount', header: t`Amount`, sort: 'amount', numeric: true, cell: (c) => money(c.amount, c.currency) },
        { key: 'remaining', header: t`Left to apply`, numeric: true, cell: (c) => (c.state === 'void' ? '—' : money(c.remaining, c.currency)) },
        {
          key: 'state',
          header: t`State`,
          cell: (c) => (
            <span className={`state state--${c.state}`} part="state-badge">
              {creditStateText(c.state, i18n)}
            </span>
          ),
        },
        {
          key: 'applied',
          header: t`Applied to`,
          cell: (c) =>
            c.applications.length ? (
              <ul className="applied-to" part="applied-to">
                {c.applications.map((a) => (
                  <li key={a.id}>{t`Bill ${a.bill.number}: ${money(a.amount, c.currency)}`}</li>
                ))}
              </ul>
            ) : (
              '—'
            ),
        },
      ]}
      rowKey={(c) => c.id}
      fetchPage={({ page, page_size, ordering, search, state }, signal) =>
        api('listVendorCredits', { params: { id }, query: { page, page_size, ordering, search, state: state as VendorCreditState | undefined }, signal })
      }
      defaultOrdering="-credit_date"
      filters={[{ name: 'state', kind: 'select', label: t`State`, all: t`All states`, options: CREDIT_STATE_ORDER.map((s) => ({ value: s, label: creditStateText(s, i18n) })) }]}
      canWrite={canWrite}
      create={t`New credit`}
      form={({ saved, cancel }) => <CreditForm accountId={id} onCancel={cancel} onSaved={(c) => saved(t`Credit ${c.number} saved: ${money(c.amount, c.currency)} to apply to this vendor's bills.`)} />}
      rowActions={[
        {
          key: 'apply',
          text: t`Apply to a bill`,
          label: (c) => t`Apply to a bill, credit ${c.number}`,
          when: isApplicable,
          panel: (c, panel) => <ApplyCredit key={c.id} credit={c} onApplied={panel.changed} onClose={panel.close} />,
        },
        {
          key: 'void',
          // Words of their own (not the common "Void"), so a translation keeps them the start of the accessible name.
          text: t`Void credit`,
          label: (c) => t`Void credit ${c.number}`,
          when: isVoidable,
          confirm: { label: t`Void credit`, confirmText: t`Void`, question: (c) => t`Void credit ${c.number} of ${money(c.amount, c.currency)}? It can then be applied to no bill, and this cannot be undone.` },
          run: async (c) => {
            await api('voidVendorCredit', { params: { id: c.id } });
            return t`Credit ${c.number} voided.`;
          },
        },
      ]}
      emptyText={t`No credits from this vendor yet.`}
      emptyTextFor={(query) => (query.state ? t`No credit matches this filter.` : t`No credits from this vendor yet.`)}
    />
  );
}
