import { useLingui } from '@lingui/react/macro';
import type { ExpenseCategoryRow } from '@si/contract';
import { api } from '@si/core/admin';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { useShell } from '../../base/Shell.tsx';
import { formatMoney } from '../../portal-kit/itemLabels.ts';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { CategoryForm } from './CategoryForm.tsx';
import { SettingsForm } from './SettingsForm.tsx';

/**
 * Expense management's settings: who approves claims, when reimbursements are due and the expense
 * currency; then the expense categories with their account codes and policies (added, changed,
 * made inactive or active again, deleted while no expense uses them). An Office Administrator
 * changes them; other roles read.
 */
export function ExpenseSettings() {
  const { t } = useLingui();
  const { lang } = useShell();
  const canWrite = useIsOfficeAdmin();
  const settings = useLoad((signal) => api('getExpenseSettings', { signal }), 'settings');
  const currency = settings.loaded.data?.currency ?? 'USD';
  const amount = (value: string | null, code: string) => (value === null ? t`None` : formatMoney(value, code, lang));

  return (
    <div className="admin" part="base">
      <h2 part="page-heading">{t`Expense settings`}</h2>
      {!canWrite && (
        <p className="muted" part="read-only">
          {t`Only an Office Administrator can change these settings; you see them read-only.`}
        </p>
      )}
      <section className="panel" part="settings">
        <LoadState loaded={settings.loaded} retry={settings.retry} />
        {settings.loaded.data && <SettingsForm settings={settings.loaded.data} canWrite={canWrite} onSaved={settings.setData} />}
      </section>
      <ListScreen<ExpenseCategoryRow>
        heading={t`Expense categories`}
        columns={[
          { key: 'name', header: t`Name`, cell: (c) => c.name },
          { key: 'code', header: t`Account code`, cell: (c) => c.account_code || t`Not coded` },
          { key: 'per_claim', header: t`Limit per expense`, numeric: true, cell: (c) => amount(c.limit_per_claim, c.currency) },
          { key: 'per_day', header: t`Limit per day`, numeric: true, cell: (c) => amount(c.limit_per_day, c.currency) },
          { key: 'receipt', header: t`Receipt required above`, numeric: true, cell: (c) => (c.receipt_required_above === null ? t`Never` : Number(c.receipt_required_above) === 0 ? t`Always` : amount(c.receipt_required_above, c.currency)) },
          { key: 'used', header: t`Expenses`, numeric: true, cell: (c) => String(c.line_count) },
          {
            key: 'active',
            header: t`State`,
            cell: (c) => (
              <span className={c.active ? 'state state--approved' : 'state'} part="category-state">
                {c.active ? t`Active` : t`Inactive`}
              </span>
            ),
          },
        ]}
        rowKey={(c) => c.id}
        fetchPage={({ page, page_size, search }, signal) => api('listExpenseCategories', { query: { page, page_size, search }, signal })}
        canWrite={canWrite}
        create={t`New category`}
        form={({ row, saved, cancel }) => (
          <CategoryForm
            category={row}
            currency={row?.currency ?? currency}
            onCancel={cancel}
            onSaved={(c) => saved(row ? t`Category ${c.name} saved.` : t`Category ${c.name} added.`)}
          />
        )}
        rowActions={[
          { key: 'edit', text: t`Edit`, label: (c) => t`Edit ${c.name}`, edit: true },
          {
            key: 'deactivate',
            text: t`Deactivate`,
            label: (c) => t`Deactivate ${c.name}`,
            when: (c) => c.active,
            run: async (c) => (await api('updateExpenseCategory', { params: { id: c.id }, json: { active: false } }), t`${c.name} is inactive: it can no longer be chosen for new expenses.`),
          },
          {
            key: 'activate',
            text: t`Activate`,
            label: (c) => t`Activate ${c.name}`,
            when: (c) => !c.active,
            run: async (c) => (await api('updateExpenseCategory', { params: { id: c.id }, json: { active: true } }), t`${c.name} is active again.`),
          },
          {
            key: 'delete',
            text: t`Delete`,
            label: (c) => t`Delete ${c.name}`,
            when: (c) => c.line_count === 0,
            confirm: { label: t`Delete category`, confirmText: t`Delete`, question: (c) => t`Delete category ${c.name}? No expense uses it.` },
            run: async (c) => (await api('deleteExpenseCategory', { params: { id: c.id } }), t`Category ${c.name} deleted.`),
          },
        ]}
        emptyText={t`No expense categories yet: add the first, such as "Meals" or "Travel".`}
      />
    </div>
  );
}
