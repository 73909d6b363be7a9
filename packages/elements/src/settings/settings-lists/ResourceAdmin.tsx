import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Page } from '@si/contract';
import type { ListParams } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { OutcomeNotice, useOutcome } from '../../admin/outcome.tsx';

type Named = { id: number; name: string };

/** What a settings form gets: the row to edit (none: create), and where to report. */
export type FormSlot<Row> = { row?: Row; onSaved(row: Row): void; onCancel(): void };

export type ResourceAdminProps<Row extends Named> = {
  /** The heading and the table's accessible name ("Categories"). */
  title: string;
  /** The create button ("New category"). */
  createText: string;
  emptyText: string;
  columns: Column<Row>[];
  fetchPage(params: ListParams, signal: AbortSignal): Promise<Page<Row>>;
  defaultOrdering: string;
  remove(id: number): Promise<void>;
  form(slot: FormSlot<Row>): ReactNode;
  /** Filters beside the search box (and their value, so a change goes back to page 1). */
  filters?: unknown;
  toolbar?: ReactNode;
};

type Editing<Row> = { row?: Row } | undefined;

/**
 * One settings list (contact roles, categories, pipelines...): the paged table, and for an
 * Office Administrator the create button, row Edit and Delete, the delete confirmation and the
 * outcome notice. Focus goes back to the button that opened a form or confirmation.
 */
export function ResourceAdmin<Row extends Named>(props: ResourceAdminProps<Row>) {
  const { title, createText, emptyText, columns, form } = props;
  const { t } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const [editing, setEditing] = useState<Editing<Row>>();
  const [confirming, setConfirming] = useState<Row>();
  const { notice, setNotice, version, changed, failed } = useOutcome();
  const opener = useRef<HTMLElement | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [restore, setRestore] = useState(0);

  const open = (button: HTMLElement, next: () => void) => {
    opener.current = button;
    setNotice(undefined);
    next();
  };
  const close = () => {
    setEditing(undefined);
    setConfirming(undefined);
    setRestore((n) => n + 1);
  };

  useEffect(() => {
    if (!restore) return;
    const target = opener.current?.isConnected ? opener.current : (createButton.current ?? heading.current);
    target?.focus();
  }, [restore]);

  const saved = (row: Row) => {
    if (!editing?.row) opener.current = null;
    close();
    changed(editing?.row ? t`“${row.name}” saved.` : t`“${row.name}” created.`);
  };

  async function remove(row: Row) {
    close();
    try {
      await props.remove(row.id);
      opener.current = null;
      changed(t`“${row.name}” deleted.`);
    } catch (error) {
      failed(error);
    }
  }

  const shown: Column<Row>[] = canWrite
    ? [
        ...columns,
        {
          key: 'actions',
          header: t`Actions`,
          cell: (row) => (
            <span className="row-actions">
              <button type="button" aria-label={t`Edit ${row.name}`} onClick={(e) => open(e.currentTarget, () => (setConfirming(undefined), setEditing({ row })))}>
                {t`Edit`}
              </button>
              <button type="button" aria-label={t`Delete ${row.name}`} onClick={(e) => open(e.currentTarget, () => (setEditing(undefined), setConfirming(row)))}>
                {t`Delete`}
              </button>
            </span>
          ),
        },
      ]
    : columns;

  return (
    <section className="admin" part="base" aria-labelledby="heading">
      <div className="admin-head">
        <h2 id="heading" part="heading" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {canWrite && !editing && (
          <button type="button" ref={createButton} className="primary" part="create" onClick={(e) => open(e.currentTarget, () => (setConfirming(undefined), setEditing({})))}>
            {createText}
          </button>
        )}
      </div>
      <OutcomeNotice notice={notice} />
      {confirming && (
        <ConfirmBar key={confirming.id} label={t`Confirm deletion`} confirmText={t`Delete`} onConfirm={() => remove(confirming)} onCancel={close}>
          {t`Delete “${confirming.name}”? This cannot be undone.`}
        </ConfirmBar>
      )}
      {editing && <Fragment key={editing.row?.id ?? 'new'}>{form({ row: editing.row, onSaved: saved, onCancel: close })}</Fragment>}
      <DataTable
        label={title}
        columns={shown}
        rowKey={(row) => row.id}
        fetchPage={props.fetchPage}
        filters={props.filters}
        toolbar={props.toolbar}
        version={version}
        defaultOrdering={props.defaultOrdering}
        emptyText={emptyText}
      />
    </section>
  );
}
