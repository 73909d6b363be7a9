import { useLingui } from '@lingui/react/macro';
import type { DealRow } from '@si/contract';
import type { DealState } from '@si/contract/sales';
import { api } from '@si/core/admin';
import { useCanWrite } from '../../admin/roles.ts';
import { useShell } from '../../base/Shell.tsx';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { isolated } from '../../ui/DataTable.tsx';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { DEAL_STATE_ORDER, dealStateText } from '../kit/dealWords.ts';
import { expectedCloseText, fillLink } from '../kit/salesWords.ts';
import { NewDealForm } from './NewDealForm.tsx';

export type AccountDealsProps = {
  /** The sales account whose deals are listed. */
  accountId?: string | number;
  /** A deal's page, `{account_id}` and `{id}` replaced. */
  dealHref?: string;
};

type DealFilters = { state?: string; account_id?: number };

/**
 * A sales account's deals: a list-screen description (search, state filter, sorting, pages) with
 * each deal's stage, state in words, amount, expected close (overdue said in words) and owner, the
 * title linking to the deal's page; "New deal" for writers, which goes to the new deal.
 */
export function AccountDeals({ accountId, dealHref }: AccountDealsProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const canWrite = useCanWrite();
  const account = /^[1-9]\d{0,9}$/.test(String(accountId ?? '')) ? Number(accountId) : undefined;
  if (account === undefined) {
    return (
      <p role="alert" part="error">
        {t`This account's id is not valid.`}
      </p>
    );
  }
  const linkOf = (d: { id: number }) => fillLink(dealHref, { account_id: account, id: d.id });
  const closeCell = (d: DealRow) => {
    if (!d.expected_close) return <span className="muted">{t`Not set`}</span>;
    const date = formatDate(d.expected_close, lang);
    return d.state === 'open' && expectedCloseText(d.expected_close, lang, i18n).overdue ? <span className="overdue">{t`Overdue: ${date}`}</span> : date;
  };

  return (
    <ListScreen<DealRow, DealFilters>
      heading={t`Deals`}
      label={t`Deals of this account`}
      columns={[
        { key: 'title', header: t`Title`, sort: 'title', cell: (d) => isolated(d.title) },
        { key: 'stage', header: t`Stage`, cell: (d) => isolated(d.stage.name) },
        {
          key: 'state',
          header: t`State`,
          cell: (d) => (
            <span className={`state state--${d.state}`} part="state-badge">
              {dealStateText(d.state, i18n)}
            </span>
          ),
        },
        { key: 'amount', header: t`Amount`, sort: 'amount', numeric: true, cell: (d) => formatMoney(d.amount, d.currency, lang) },
        { key: 'close', header: t`Expected close`, sort: 'expected_close', cell: closeCell },
        { key: 'owner', header: t`Owner`, cell: (d) => (d.owner ? isolated(d.owner.name) : <span className="muted">{t`Nobody`}</span>) },
      ]}
      rowKey={(d) => d.id}
      query={{ account_id: account }}
      fetchPage={({ page, page_size, ordering, search, state }, signal) =>
        api('listDeals', { query: { page, page_size, ordering, search, account_id: account, state: (state || undefined) as DealState | undefined }, signal })
      }
      defaultOrdering="-updated_at"
      filters={[{ name: 'state', kind: 'select', label: t`State`, all: t`All states`, options: DEAL_STATE_ORDER.map((s) => ({ value: s, label: dealStateText(s, i18n) })) }]}
      rowLink={dealHref ? { column: 'title', href: (d) => linkOf(d)!, part: 'deal-link' } : undefined}
      canWrite={canWrite}
      create={t`New deal`}
      form={({ saved, cancel }) => (
        <NewDealForm
          accountId={account}
          onCancel={cancel}
          onSaved={(deal) => {
            const href = linkOf(deal);
            saved(t`Deal ${deal.title} created.`, href ? { href, text: t`Open deal ${deal.title}` } : undefined);
          }}
        />
      )}
      emptyText={t`No deals on this account yet.`}
      emptyTextFor={(q) => (q.state ? t`No deal of this account is in this state.` : t`No deals on this account yet.`)}
    />
  );
}
