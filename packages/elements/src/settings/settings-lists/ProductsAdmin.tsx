import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { categoriesApi, productsApi, type CategoryRow, type ListParams, type ProductRow } from '@si/core/admin';
import type { Column } from '../../ui/DataTable.tsx';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { Notice } from '../../base/Notice.tsx';
import { checkText, SelectField, TextArea, TextField } from '../../admin/fields.tsx';
import { ResourceAdmin, type FormSlot } from './ResourceAdmin.tsx';
import { ResourceForm } from '../../admin/ResourceForm.tsx';

/** The organization's categories for the choice and the filter (the largest page holds them all in practice). */
function useCategories(): { categories?: CategoryRow[]; error?: string } {
  const { i18n } = useLingui();
  const { loaded } = useLoad(async (signal) => (await categoriesApi.list({ page: 1, page_size: 100, ordering: 'name' }, signal)).results, 'categories');
  return { categories: loaded.data, error: loaded.status === 'error' ? errorText(loaded.error, i18n) : undefined };
}

function ProductForm({ row, onSaved, onCancel, categories }: FormSlot<ProductRow> & { categories: CategoryRow[] }) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(row?.name ?? '');
  const [description, setDescription] = useState(row?.description ?? '');
  const [category, setCategory] = useState(row?.category ? String(row.category.id) : '');
  // A category this list does not hold (beyond the first 100) stays choosable.
  const choices: [string, string][] = [['', t`No category`], ...categories.map((c): [string, string] => [String(c.id), c.name])];
  if (row?.category && !categories.some((c) => c.id === row.category!.id)) choices.push([String(row.category.id), row.category.name]);

  const input = () => ({ name: name.trim(), description: description.trim(), category_id: category ? Number(category) : null });
  return (
    <ResourceForm
      title={row ? t`Edit ${row.name}` : t`New product`}
      submitText={row ? t`Save` : t`Create product`}
      fields={['name', 'description', 'category_id']}
      validate={() => ({ name: checkText(name, 100, i18n), description: checkText(description, 2000, i18n, false) })}
      save={() => (row ? productsApi.update(row.id, input()) : productsApi.create(input()))}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {(errors) => (
        <>
          <TextField name="name" label={t`Name`} value={name} error={errors.name} onChange={setName} />
          <TextArea name="description" label={t`Description`} value={description} error={errors.description} onChange={setDescription} />
          <SelectField name="category_id" label={t`Category`} value={category} error={errors.category_id} options={choices} onChange={setCategory} />
        </>
      )}
    </ResourceForm>
  );
}

/** Products, each in a category or none; the list filters by category. */
export function ProductsAdmin() {
  const { t } = useLingui();
  const { categories, error } = useCategories();
  const [filter, setFilter] = useState('');
  const columns: Column<ProductRow>[] = [
    { key: 'name', header: t`Name`, sort: 'name', cell: (row) => row.name },
    { key: 'description', header: t`Description`, cell: (row) => row.description || '—' },
    { key: 'category', header: t`Category`, cell: (row) => row.category?.name ?? t`No category` },
  ];
  const fetchPage = (params: ListParams, signal: AbortSignal) => productsApi.list({ ...params, category_id: filter ? Number(filter) : undefined }, signal);

  return (
    <>
      {error && (
        <Notice variant="danger" part="error">
          {t`The categories could not be loaded: ${error}`}
        </Notice>
      )}
      <ResourceAdmin
        title={t`Products`}
        createText={t`New product`}
        emptyText={filter ? t`No products in this category.` : t`No products yet.`}
        columns={columns}
        fetchPage={fetchPage}
        filters={filter}
        toolbar={
          <label>
            <span>{t`Filter by category`}</span>
            <select value={filter} onChange={(e) => setFilter(e.target.value)}>
              <option value="">{t`All categories`}</option>
              {(categories ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        }
        defaultOrdering="name"
        remove={productsApi.remove}
        form={(slot) => <ProductForm {...slot} categories={categories ?? []} />}
      />
    </>
  );
}
