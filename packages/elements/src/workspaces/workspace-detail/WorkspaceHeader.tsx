import { useLingui } from '@lingui/react/macro';
import type { AccountRow } from '@si/core/admin';
import { useModuleName } from './labels.ts';
import { DownloadAllFiles } from './DownloadAllFiles.tsx';
import { isWorkspace } from './accountWords.tsx';

/** The workspace at a glance: its name and badges, who and where it belongs to, how far its requirements are, and all its files. */
export function WorkspaceHeader({ account }: { account: AccountRow }) {
  const { t } = useLingui();
  const moduleName = useModuleName();
  const none = t`None`;
  const { accepted, total } = account.progress;
  const percent = total ? Math.round((accepted / total) * 100) : 0;
  return (
    <header className="workspace-head" part="header">
      <div className="admin-head">
        <h2 id="workspace-heading" part="heading">
          <bdi>{account.name}</bdi>
        </h2>
        <div className="badges">
          {account.account_hold && (
            <span className="badge badge--danger" part="hold-badge">{t`On hold`}</span>
          )}
          {account.archived && (
            <span className="badge" part="archived-badge">{t`Archived`}</span>
          )}
        </div>
        <DownloadAllFiles accountId={account.id} />
      </div>
      <dl className="facts">
        <div>
          <dt>{t`Module`}</dt>
          <dd>{moduleName(account.module_kind)}</dd>
        </div>
        <div>
          <dt>{t`Lead`}</dt>
          <dd>{account.lead?.name ?? none}</dd>
        </div>
        <div>
          <dt>{t`Team`}</dt>
          <dd>{account.team?.name ?? none}</dd>
        </div>
        <div>
          <dt>{t`Office`}</dt>
          <dd>{account.office?.name ?? none}</dd>
        </div>
        {/* Requirements are a workspace's work; a customer's or vendor's account shows its own module's work instead. */}
        {isWorkspace(account.module_kind) && (
          <div>
            <dt>{t`Progress`}</dt>
            <dd part="progress">
              <progress max={total || 1} value={accepted} aria-label={t`Requirements accepted`} />{' '}
              {total ? t`${accepted} of ${total} requirements accepted (${percent}%)` : t`No requirements yet`}
            </dd>
          </div>
        )}
      </dl>
    </header>
  );
}
