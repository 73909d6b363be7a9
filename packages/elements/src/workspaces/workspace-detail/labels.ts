/** The words the workspace detail screen shows for codes: modules, workspace kinds, link states, people. */
import { useLingui } from '@lingui/react/macro';
import { PartyType, WorkspaceKind } from '@si/contract/enums';
import { moduleNameOfKind } from '../../account/moduleNames.ts';
import type { AccountContactRow } from '@si/core/admin';

/** Account data is written by IC, OA and LRA; a View Only user reads (the server answers 403 anyway). */
export { useCanWrite as useCanWriteWorkspaces } from '../../admin/roles.ts';

/** The name of a module kind's module, or the kind's number when no module has it. */
export function useModuleName(): (kind: number) => string {
  const { i18n } = useLingui();
  return (kind) => moduleNameOfKind(i18n, kind);
}

export function useWorkspaceKinds(): [value: string, text: string][] {
  const { t } = useLingui();
  return [
    [String(WorkspaceKind.MONITORING), t`Monitoring`],
    [String(WorkspaceKind.LOAN_PIPELINE), t`Loan pipeline`],
    [String(WorkspaceKind.LOAN_DRAW), t`Loan draw`],
  ];
}

/** A contact's name as lists show it: the person, else the company. */
export function contactName(c: Pick<AccountContactRow, 'party_type' | 'first_name' | 'last_name' | 'company_name' | 'email'>): string {
  const person = `${c.first_name} ${c.last_name}`.trim();
  if (c.party_type === PartyType.COMPANY) return c.company_name || person || c.email;
  return person || c.company_name || c.email;
}

/** Dates and times in the reader's language. */
export function useFormats() {
  const { i18n } = useLingui();
  return {
    day: (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso)),
    when: (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  };
}

/** The link column: none, active until a date (or without expiry), expired or revoked. */
export function useLinkStateText(): (link: AccountContactRow['link']) => string {
  const { t } = useLingui();
  const { day } = useFormats();
  return (link) => {
    switch (link.state) {
      case 'active':
        if (link.expires_at) {
          const until = day(link.expires_at);
          return t`Active until ${until}`;
        }
        return t`Active, no expiry`;
      case 'expired':
        return t`Expired`;
      case 'revoked':
        return t`Revoked`;
      default:
        return t`No link`;
    }
  };
}
