import { useLingui } from '@lingui/react/macro';
import type { OfficeRow } from '@si/contract';
import { deleteOffice, listOffices } from '@si/core/admin';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { OfficeForm } from './OfficeForm.tsx';

/** The organization's offices; an Office Administrator creates, edits and deletes them. */
export function OfficesAdmin() {
  const { t } = useLingui();
  return (
    <ListScreen<OfficeRow>
      heading={t`Offices`}
      columns={[
        { key: 'identifier', header: t`Identifier`, sort: 'identifier', cell: (o) => o.identifier },
        { key: 'name', header: t`Name`, sort: 'name', cell: (o) => o.name },
        { key: 'users', header: t`Users`, numeric: true, cell: (o) => o.user_count },
      ]}
      rowKey={(o) => o.id}
      fetchPage={listOffices}
      defaultOrdering="identifier"
      create={t`New office`}
      form={({ row, saved, cancel }) => (
        <OfficeForm
          office={row}
          onSaved={(o) => saved(row ? t`Office ${o.identifier} saved.` : t`Office ${o.identifier} created.`)}
          onCancel={cancel}
        />
      )}
      rowActions={[
        { key: 'edit', text: t`Edit`, label: (o) => t`Edit ${o.identifier}`, edit: true },
        {
          key: 'delete',
          text: t`Delete`,
          label: (o) => t`Delete ${o.identifier}`,
          confirm: { label: t`Delete office`, confirmText: t`Delete`, question: (o) => t`Delete office ${o.identifier} (${o.name})?` },
          run: async (o) => {
            await deleteOffice(o.id);
            return t`Office ${o.identifier} deleted.`;
          },
        },
      ]}
      emptyText={t`No offices yet.`}
    />
  );
}
