/**
 * The words of the account screen in its module's own terms: document collection, lending and
 * contracts work on a "workspace" (with requirements to collect); receivables, payables, expenses
 * and sales on a customer's or vendor's "account". The screen is one element, so its sentences
 * come in both forms, chosen by the account's module kind.
 */
import { createContext, useContext } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ModuleKind } from '@si/contract/enums';

type Noun = 'workspace' | 'account';

/** Every module kind says which word it uses: a new kind does not compile without one. */
const NOUNS: Record<ModuleKind, Noun> = {
  [ModuleKind.FILE]: 'workspace',
  [ModuleKind.BANK]: 'workspace',
  [ModuleKind.CONTRACT_LIFECYCLE]: 'workspace',
  [ModuleKind.SECURE_INVOICE_SALES]: 'account',
  [ModuleKind.SECURE_INVOICE_PURCHASE]: 'account',
  [ModuleKind.VENDOR]: 'account',
  [ModuleKind.SALES_PIPELINE]: 'account',
};

/** The module kind of the account on screen, given by WorkspaceDetail to every tab. */
export const AccountKindContext = createContext<number>(ModuleKind.FILE);

/** Whether the module works on workspaces (and so shows their requirements' progress). */
export const isWorkspace = (moduleKind: number): boolean => (NOUNS[moduleKind as ModuleKind] ?? 'workspace') === 'workspace';

/** The sentences of the account on screen; `moduleKind` names it where no AccountKindContext is above. */
export function useAccountWords(moduleKind?: number) {
  const { t } = useLingui();
  const given = useContext(AccountKindContext);
  const workspace = isWorkspace(moduleKind ?? given);
  return workspace
    ? {
        tabs: t`Workspace`,
        archive: t`Archive workspace`,
        restore: t`Restore workspace`,
        archiveQuestion: (name: string) => t`Archive ${name}? It leaves the list of active workspaces until it is restored.`,
        restoreQuestion: (name: string) => t`Restore ${name} to the active workspaces?`,
        role: t`Role on this workspace`,
        remove: t`Remove from workspace`,
        removeQuestion: (name: string) => t`Remove ${name} from this workspace? Their portal link stops working; the contact stays in the directory.`,
        added: (name: string) => t`${name} added to the workspace.`,
        removed: (name: string) => t`${name} removed from the workspace.`,
        noContacts: t`This workspace has no contacts yet.`,
        noActivity: t`Nothing has happened on this workspace yet.`,
        followsDefault: t`This workspace follows the organization's default schedule.`,
        ownSchedule: t`This workspace has its own schedule.`,
        followsDefaultAgain: t`The workspace follows the organization's default again.`,
        details: t`Workspace details`,
        saved: t`Workspace saved.`,
      }
    : {
        tabs: t`Account`,
        archive: t`Archive account`,
        restore: t`Restore account`,
        archiveQuestion: (name: string) => t`Archive ${name}? It leaves the list of active accounts until it is restored.`,
        restoreQuestion: (name: string) => t`Restore ${name} to the active accounts?`,
        role: t`Role on this account`,
        remove: t`Remove from account`,
        removeQuestion: (name: string) => t`Remove ${name} from this account? Their portal link stops working; the contact stays in the directory.`,
        added: (name: string) => t`${name} added to the account.`,
        removed: (name: string) => t`${name} removed from the account.`,
        noContacts: t`This account has no contacts yet.`,
        noActivity: t`Nothing has happened on this account yet.`,
        followsDefault: t`This account follows the organization's default schedule.`,
        ownSchedule: t`This account has its own schedule.`,
        followsDefaultAgain: t`The account follows the organization's default again.`,
        details: t`Account details`,
        saved: t`Account saved.`,
      };
}
