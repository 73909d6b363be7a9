import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AccountRow } from '@si/contract';
import { exportAccountsCsv, listAccounts, type ListParams } from '@si/core/admin';
import { ListScreen, type FilterValues, type ListScreenHandle } from '../../ui/ListScreen.tsx';
import { saveBlob } from '../../ui/blobFiles.ts';
import { BulkActions } from './BulkActions.tsx';
import { useWorkspaceColumns, workspaceHref } from './columns.tsx';
import { useCanWriteWorkspaces, useChoices } from './useChoices.ts';
import { NO_FILTERS, keyOf, toQuery, WorkspaceFilters, type FilterState } from './WorkspaceFilters.tsx';
import { WorkspaceForm } from './WorkspaceForm.tsx';

export type WorkspacesAdminProps = {
  /** The module kind (1-7) whose workspaces are listed and created. */
  moduleKind?: string;
  /** Route of one workspace, `{module_kind}` and `{id}` replaced. */
  detailHref?: string;
};

/** A module's workspaces: filter, sort, page and export them; staff who write create workspaces and act on a selection. */
export function WorkspacesAdmin({ moduleKind, detailHref }: WorkspacesAdminProps) {
  const { t } = useLingui();
  const kind = /^[1-7]$/.test(moduleKind ?? '') ? Number(moduleKind) : undefined;
  const canWrite = useCanWriteWorkspaces();
  const choices = useChoices(kind, canWrite);
  const [filters, setFilters] = useState<FilterState>(NO_FILTERS);
  const [exporting, setExporting] = useState(false);
  // The export sends the list's own ordering and search, as last asked for.
  const lastParams = useRef<ListParams>({ page: 1, page_size: 10 });
  const columns = useWorkspaceColumns();

  async function exportCsv(screen: ListScreenHandle<FilterValues>) {
    if (exporting) return;
    setExporting(true);
    const { ordering, search } = lastParams.current;
    try {
      const file = await exportAccountsCsv({ ordering, search, module_kind: kind, ...toQuery(filters) });
      saveBlob(file.blob, file.filename);
      const filename = file.filename;
      screen.notify(t`Downloaded ${filename}.`);
    } catch (error) {
      screen.failed(error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <ListScreen<AccountRow>
      heading={t`Workspaces`}
      columns={columns}
      rowKey={(row) => row.id}
      fetchPage={({ page, page_size, ordering, search }, signal) => {
        lastParams.current = { page, page_size, ordering, search };
        return listAccounts({ page, page_size, ordering, search, module_kind: kind, ...toQuery(filters) }, signal);
      }}
      // The filters are the screen's own controls (a custom field's value depends on the field chosen).
      query={{ module_kind: kind, ...keyOf(filters) }}
      above={
        <>
          {choices.error && <p className="muted">{t`Some choices could not be loaded: ${choices.error}`}</p>}
          <WorkspaceFilters value={filters} choices={choices} onChange={setFilters} />
        </>
      }
      defaultOrdering="name"
      rowLink={detailHref ? { href: (row) => workspaceHref(detailHref, row)!, part: 'detail-link' } : undefined}
      canWrite={canWrite}
      create={kind ? t`New workspace` : undefined}
      form={({ saved, cancel }) =>
        kind && (
          <WorkspaceForm
            moduleKind={kind}
            choices={choices}
            onCreated={(account) => {
              const name = account.name;
              const href = workspaceHref(detailHref, account);
              saved(t`Workspace ${name} created.`, href ? { href, text: t`Open ${name}` } : undefined);
            }}
            onCancel={cancel}
          />
        )
      }
      headActions={(screen) => (
        <button type="button" part="export" aria-busy={exporting} aria-disabled={exporting} onClick={() => void exportCsv(screen)}>
          {t`Export CSV`}
        </button>
      )}
      bulk={{
        label: (row) => {
          const name = row.name;
          return t`Select ${name}`;
        },
        bar: (selected, { done, failed, clear }) => (
          <BulkActions
            ids={selected.map(Number)}
            choices={choices}
            onDone={(updated, action) => done(action === 'remind' ? t`Reminders sent for ${updated} workspaces.` : t`${updated} workspaces updated.`)}
            onFailed={failed}
            onClear={clear}
          />
        ),
      }}
      emptyText={filters.archived ? t`No archived workspaces.` : t`No workspaces yet.`}
    />
  );
}
