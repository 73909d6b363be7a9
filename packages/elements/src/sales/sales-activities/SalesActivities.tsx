import { useLingui } from '@lingui/react/macro';
import { api } from '@si/core/admin';
import { useCanWrite } from '../../admin/roles.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { ActivityTimeline } from '../kit/ActivityTimeline.tsx';

export type SalesActivitiesProps = {
  /** The sales account whose timeline is shown (and where new activities go). */
  accountId?: string | number;
  /** A deal: only its activities (new ones go on it and its account). */
  dealId?: string | number;
  /** The signed-in user's open activities across accounts (My Tasks); `true` or `''` when the attribute is present. */
  mine?: boolean | string;
  /** A deal's page, `{account_id}` and `{id}` replaced. */
  dealHref?: string;
  /** An account's page, `{id}` replaced. */
  accountHref?: string;
};

const idOf = (value: string | number | undefined) => (value !== undefined && /^[1-9]\d{0,9}$/.test(String(value)) ? Number(value) : undefined);

/** A deal's timeline when only the deal is given: its account is read first (new activities go on both). */
function DealActivities({ dealId, ...rest }: { dealId: number; canWrite: boolean; dealHref?: string; accountHref?: string }) {
  const deal = useLoad((signal) => api('getDeal', { params: { id: dealId }, signal }), `deal ${dealId}`);
  const accountId = deal.loaded.data?.account.id;
  if (accountId === undefined) return <LoadState loaded={deal.loaded} retry={deal.retry} />;
  return <ActivityTimeline accountId={accountId} dealId={dealId} {...rest} />;
}

/**
 * Activities on a screen of their own: an account's timeline (its page), a deal's, or with `mine`
 * the signed-in user's open calls, meetings and tasks across accounts, due first, each linking to
 * its deal or account (the sales My Tasks page).
 */
export function SalesActivities({ accountId, dealId, mine, dealHref, accountHref }: SalesActivitiesProps) {
  const { t } = useLingui();
  const canWrite = useCanWrite();
  const account = idOf(accountId);
  const deal = idOf(dealId);
  const links = { canWrite, dealHref, accountHref };
  const content =
    mine === true || mine === '' || mine === 'true' ? (
      <ActivityTimeline mine {...links} />
    ) : deal !== undefined && account === undefined ? (
      <DealActivities key={deal} dealId={deal} {...links} />
    ) : account !== undefined ? (
      <ActivityTimeline key={`${account} ${deal ?? ''}`} accountId={account} dealId={deal} {...links} />
    ) : (
      <p role="alert" part="error">
        {t`Give an account, a deal or "mine" to show activities.`}
      </p>
    );
  return (
    <div className="admin" part="page">
      {content}
    </div>
  );
}
