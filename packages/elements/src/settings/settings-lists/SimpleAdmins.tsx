import { useLingui } from '@lingui/react/macro';
import { categoriesApi, contactRolesApi, documentTypesApi, type CategoryRow, type ContactRoleRow, type DocumentTypeRow } from '@si/core/admin';
import type { Column } from '../../ui/DataTable.tsx';
import { NamedForm } from './NamedForm.tsx';
import { ResourceAdmin } from './ResourceAdmin.tsx';

const description = (header: string): Column<{ description: string }> => ({ key: 'description', header, cell: (row) => row.description || '—' });

/** The roles contacts play on accounts (Borrower, CFO...). */
export function ContactRolesAdmin() {
  const { t } = useLingui();
  const columns: Column<ContactRoleRow>[] = [{ key: 'name', header: t`Name`, sort: 'name', cell: (row) => row.name }];
  return (
    <ResourceAdmin
      title={t`Contact roles`}
      createText={t`New contact role`}
      emptyText={t`No contact roles yet.`}
      columns={columns}
      fetchPage={contactRolesApi.list}
      defaultOrdering="name"
      remove={contactRolesApi.remove}
      form={(slot) => (
        <NamedForm {...slot} newTitle={t`New contact role`} createText={t`Create contact role`} nameMax={100} withDescription={false} create={contactRolesApi.create} update={contactRolesApi.update} />
      )}
    />
  );
}

/** The document types accounts are expected to provide. */
export function DocumentTypesAdmin() {
  const { t } = useLingui();
  const columns: Column<DocumentTypeRow>[] = [{ key: 'name', header: t`Name`, sort: 'name', cell: (row) => row.name }, description(t`Description`)];
  return (
    <ResourceAdmin
      title={t`Expected document types`}
      createText={t`New document type`}
      emptyText={t`No document types yet.`}
      columns={columns}
      fetchPage={documentTypesApi.list}
      defaultOrdering="name"
      remove={documentTypesApi.remove}
      form={(slot) => (
        <NamedForm
          {...slot}
          newTitle={t`New document type`}
          createText={t`Create document type`}
          nameMax={200}
          withDescription
          create={(input) => documentTypesApi.create({ name: input.name, description: input.description ?? '' })}
          update={documentTypesApi.update}
        />
      )}
    />
  );
}

/** Product categories (products keep their place when their category goes). */
export function CategoriesAdmin() {
  const { t } = useLingui();
  const columns: Column<CategoryRow>[] = [{ key: 'name', header: t`Name`, sort: 'name', cell: (row) => row.name }, description(t`Description`)];
  return (
    <ResourceAdmin
      title={t`Categories`}
      createText={t`New category`}
      emptyText={t`No categories yet.`}
      columns={columns}
      fetchPage={categoriesApi.list}
      defaultOrdering="name"
      remove={categoriesApi.remove}
      form={(slot) => (
        <NamedForm
          {...slot}
          newTitle={t`New category`}
          createText={t`Create category`}
          nameMax={100}
          withDescription
          create={(input) => categoriesApi.create({ name: input.name, description: input.description ?? '' })}
          update={categoriesApi.update}
        />
      )}
    />
  );
}
