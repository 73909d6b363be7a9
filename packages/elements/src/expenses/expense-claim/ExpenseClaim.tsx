import { useLingui } from '@lingui/react/macro';
import { useCanWrite } from '../../admin/roles.ts';
import { ClaimView, type ClaimLinks } from '../kit/claim/ClaimView.tsx';

export type ExpenseClaimProps = ClaimLinks & {
  /** The claim shown. */
  claimId?: string | number;
};

/** One expense claim on a page of its own (the claims list opens the same view in a panel). */
export function ExpenseClaim({ claimId, ...links }: ExpenseClaimProps) {
  const { t } = useLingui();
  const canWrite = useCanWrite();
  const id = Number(claimId);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <p role="alert" part="error">
        {t`This claim's id is not valid.`}
      </p>
    );
  }
  return (
    <div className="admin" part="base">
      <ClaimView key={id} id={id} canWrite={canWrite} {...links} />
    </div>
  );
}
