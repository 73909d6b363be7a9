import { useLingui } from '@lingui/react/macro';
import { ModuleKind } from '@si/contract/enums';
import { AccountForm } from './AccountForm.tsx';
import { ArchiveControl } from './ArchiveControl.tsx';
import { useWorkspaceKinds } from './labels.ts';
import type { AccountRow, CustomFieldValueRow } from '@si/core/admin';

type Props = { account: AccountRow; fields: CustomFieldValueRow[]; canWrite: boolean; onSaved(account: AccountRow, fields?: CustomFieldValueRow[]): void };

/** The Details tab: the form for writers; for a View Only user the same facts as text. */
export function DetailsTab({ account, fields, canWrite, onSaved }: Props) {
  if (!canWrite) return <DetailsView account={account} fields={fields} />;
  return (
    <div className="details">
      <AccountForm key={account.id} account={account} fields={fields} onSaved={onSaved} />
      <ArchiveControl account={account} onSaved={(saved) => onSaved(saved)} />
    </div>
  );
}

function DetailsView({ account, fields }: { account: AccountRow; fields: CustomFieldValueRow[] }) {
  const { t } = useLingui();
  const kinds = useWorkspaceKinds();
  const notSet = t`Not set`;
  const kind = kinds.find(([value]) => value === String(account.workspace_kind))?.[1] ?? notSet;
  return (
    <dl className="facts facts--column" part="details">
      {account.module_kind === ModuleKind.BANK && (
        <div>
          <dt>{t`Workspace kind`}</dt>
          <dd>{kind}</dd>
        </div>
      )}
      <div>
        <dt>{t`On hold`}</dt>
        <dd>{account.account_hold ? t`Yes` : t`No`}</dd>
      </div>
      {account.account_hold && (
        <div>
          <dt>{t`Hold message`}</dt>
          <dd>{account.account_hold_message || t`The organization's message`}</dd>
        </div>
      )}
      {fields.map((field) => (
        <div key={field.field_id}>
          <dt>{field.name}</dt>
          <dd>{field.value === null ? notSet : String(field.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
