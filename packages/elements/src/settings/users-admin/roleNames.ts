import { useLingui } from '@lingui/react/macro';
import type { OfficeRole } from '@si/contract/enums';

/** The office roles of spec section 3, by code. */
export function useRoleNames(): Record<OfficeRole, string> {
  const { t } = useLingui();
  return { IC: t`Individual Contributor`, OA: t`Office Administrator`, VO: t`View Only`, LRA: t`Loan Review & Approval` };
}
