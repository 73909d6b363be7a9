import { useCallback, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AccountRow } from '@si/contract';
import { exportAccountsCsv, listAccounts, type AccountBulkAction, type ListParams } from '@si/core/admin';
import { DataTable } from '../../ui/DataTable.tsx';
import { followLink, navigate } from '../../admin/links.ts';
import { OutcomeNotice, useOutcome, type Outcome } from '../../admin/outcome.tsx';
import { BulkActions } from './BulkActions.tsx';
import { useWorkspaceColumns, workspaceHref } from './columns.tsx';
import { saveBlob } from '../../ui/blobFiles.ts';
import { useCanWriteWorkspaces, useChoices } from './useChoices.ts';
import { NO_FILTERS, toQuery, WorkspaceFilters, type FilterState } from './WorkspaceFilters.tsx';
import { WorkspaceForm } from './WorkspaceForm.tsx';

export type WorkspacesAdminProps = {
  /** The module kind (1-7) whose workspaces are listed and created. */
  moduleKind?: string;
  /** Route of one workspace, `{module_kind}` and `{id}` replaced. */
  detailHref?: string;
};

type Notice = Outcome & { link?: { href: string; text: string } };

/** A module's workspaces: filter, sort, page and export them; staff who write create workspaces and act on a selection. */
export function WorkspacesAdmin({ moduleKind, detailHref }: WorkspacesAdminProps) {
  const { t } = useLingui();
  const kind = /^[1-7]$/.test(moduleKind ?? '') ? Number(moduleKind) : undefined;
  const canWrite = useCanWriteWorkspaces();
  const choices = useChoices(kind, canWrite);
  const [filters, setFilters] = useState<FilterState>(NO_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [pageRows, setPageRows] = useState<AccountRow[]>([]);
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { notice, setNotice, version, reload, changed, failed } = useOutcome<Notice>();
  const lastParams = useRef<ListParams>({ page: 1, page_size: 10 });
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  const changeFilters = useCallback((next: FilterState) => {
    setFilters(next);
    setSelected(new Set());
  }, []);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = pageRows.length > 0 && pageRows.every((row) => selected.has(row.id));
  const selectPage = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const row of pageRows) if (on) next.add(row.id);
      else next.delete(row.id);
      return next;
    });

  const columns = useWorkspaceColumns({ detailHref, selection: canWrite ? { selected, toggle } : undefined });

  const fetchPage = (params: ListParams, signal: AbortSignal) => {
    lastParams.current = params;
    return listAccounts({ ...params, module_kind: kind, ...toQuery(filters) }, signal).then((page) => {
      setPageRows(page.results);
      return page;
    });
  };

  const closeForm = () => {
    setCreating(false);
    requestAnimationFrame(() => createButton.current?.focus());
  };
  const created = (account: AccountRow) => {
    const name = account.name;
    const href = workspaceHref(detailHref, account);
    setCreating(false);
    reload();
    setNotice({ ok: true, text: t`Workspace ${name} created.`, link: href ? { href, text: t`Open ${name}` } : undefined });
    // On to the new workspace when the host routes (the suite does); otherwise the notice links to it.
    if (href && section.current && navigate(section.current, href)) return;
    requestAnimationFrame(() => heading.current?.focus());
  };
  const bulkDone = (updated: number, action: AccountBulkAction) => {
    setSelected(new Set());
    changed(action === 'remind' ? t`Reminders sent for ${updated} workspaces.` : t`${updated} workspaces updated.`);
    requestAnimationFrame(() => heading.current?.focus());
  };

  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    const { ordering, search } = lastParams.current;
    try {
      const file = await exportAccountsCsv({ ordering, search, module_kind: kind, ...toQuery(filters) });
      saveBlob(file.blob, file.filename);
      const filename = file.filename;
      setNotice({ ok: true, text: t`Downloaded ${filename}.` });
    } catch (error) {
      failed(error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section ref={section} className="admin" part="base" aria-labelledby="heading">
      <div className="admin-head">
        <h2 id="heading" ref={heading} tabIndex={-1} part="heading">{t`Workspaces`}</h2>
        <span className="head-actions">
          <button type="button" part="export" aria-busy={exporting} aria-disabled={exporting} onClick={() => void exportCsv()}>
            {t`Export CSV`}
          </button>
          {canWrite && kind && !creating && (
            <button type="button" className="primary" part="create" ref={createButton} onClick={() => setCreating(true)}>
              {t`New workspace`}
            </button>
          )}
        </span>
      </div>
      <OutcomeNotice notice={notice}>
        {notice?.link && (
          <>
            {' '}
            <a href={notice.link.href} onClick={(e) => followLink(e, notice.link!.href)}>
              {notice.link.text}
            </a>
          </>
        )}
      </OutcomeNotice>
      {choices.error && <p className="muted">{t`Some choices could not be loaded: ${choices.error}`}</p>}
      {creating && kind && <WorkspaceForm moduleKind={kind} choices={choices} onCreated={created} onCancel={closeForm} />}
      <WorkspaceFilters value={filters} choices={choices} onChange={changeFilters} />
      {canWrite && selected.size > 0 && <BulkActions ids={[...selected]} choices={choices} onDone={bulkDone} onFailed={failed} onClear={() => setSelected(new Set())} />}
      <DataTable
        label={t`Workspaces`}
        columns={columns}
        rowKey={(row) => row.id}
        fetchPage={fetchPage}
        filters={{ kind, ...filters }}
        version={version}
        defaultOrdering="name"
        emptyText={filters.archived ? t`No archived workspaces.` : t`No workspaces yet.`}
        toolbar={
          canWrite && pageRows.length > 0 ? (
            <label className="check">
              <input type="checkbox" checked={allOnPage} onChange={(e) => selectPage(e.target.checked)} />
              <span>{t`Select all on this page`}</span>
            </label>
          ) : undefined
        }
      />
    </section>
  );
}
