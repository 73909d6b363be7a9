import { useLingui } from '@lingui/react/macro';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { ApprovalRules } from './ApprovalRules.tsx';
import { MatchTolerance } from './MatchTolerance.tsx';

/**
 * Accounts payable's settings: the bill approval rules (the policy that says who approves which
 * bills) and the purchase order match tolerance. Office Administrators change them; the server
 * refuses everyone else (403), so other roles read what they may.
 */
export function PayablesSettings() {
  const { t } = useLingui();
  const canWrite = useIsOfficeAdmin();
  return (
    <div className="admin" part="base">
      <h2 part="heading">{t`Accounts payable settings`}</h2>
      {!canWrite && (
        <p className="muted" part="read-only">
          {t`Only an Office Administrator can change these settings.`}
        </p>
      )}
      <ApprovalRules canWrite={canWrite} />
      <MatchTolerance canWrite={canWrite} />
    </div>
  );
}
