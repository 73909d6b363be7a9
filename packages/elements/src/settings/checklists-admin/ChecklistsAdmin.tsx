import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ChecklistRow } from '@si/contract';
import { deleteChecklist, listChecklists, type ListParams } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { followLink, hrefFor } from '../../admin/links.ts';
import { OutcomeNotice, useOutcome } from '../../admin/outcome.tsx';
import { ChecklistForm } from '../kit/ChecklistForm.tsx';
import { focusBack, useModuleKinds } from '../kit/labels.ts';

type Props = { moduleKind?: string; detailHref?: string };
type Editing = { checklist?: ChecklistRow } | undefined;

/** The organization's checklists, filtered by module; an Office Administrator creates, edits and deletes them. */
export function ChecklistsAdmin({ moduleKind, detailHref }: Props) {
  const { t } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const modules = useModuleKinds();
  const initialModule = /^[1-7]$/.test(moduleKind ?? '') ? moduleKind! : '';
  const [module, setModule] = useState(initialModule);
  const [editing, setEditing] = useState<Editing>();
  const [confirming, setConfirming] = useState<ChecklistRow>();
  const { notice, version, changed, failed } = useOutcome();
  const opener = useRef<HTMLElement | null>(null);
  const section = useRef<HTMLElement>(null);

  const moduleName = (kind: number | null) => (kind === null ? t`Any module` : (modules.find((m) => m.value === kind)?.label ?? String(kind)));

  const open = (next: Editing, from: EventTarget | null) => {
    opener.current = from as HTMLElement | null;
    setEditing(next);
  };
  const close = () => {
    setEditing(undefined);
    // Back to the button that opened the form (it may have re-rendered: fall back to the create button).
    focusBack(section.current, opener.current);
  };
  const saved = (checklist: ChecklistRow) => {
    const name = checklist.name;
    close();
    changed(editing?.checklist ? t`Checklist ${name} saved.` : t`Checklist ${name} created.`);
  };

  async function remove(checklist: ChecklistRow) {
    setConfirming(undefined);
    const name = checklist.name;
    try {
      await deleteChecklist(checklist.id);
      changed(t`Checklist ${name} deleted.`);
    } catch (error) {
      failed(error);
    }
  }

  const columns: Column<ChecklistRow>[] = [
    {
      key: 'name',
      header: t`Name`,
      sort: 'name',
      cell: (c) => {
        const href = hrefFor(detailHref, c.id);
        return href ? (
          <a href={href} part="detail-link" onClick={(e) => followLink(e, href)}>
            {c.name}
          </a>
        ) : (
          c.name
        );
      },
    },
    { key: 'module', header: t`Module`, sort: 'module_kind', cell: (c) => moduleName(c.module_kind) },
    { key: 'items', header: t`Items`, numeric: true, cell: (c) => c.item_count },
    { key: 'description', header: t`Description`, cell: (c) => c.description },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      header: t`Actions`,
      cell: (c) => {
        const name = c.name;
        return (
          <span className="row-actions">
            <button type="button" aria-label={t`Edit ${name}`} onClick={(e) => open({ checklist: c }, e.currentTarget)}>
              {t`Edit`}
            </button>
            <button type="button" aria-label={t`Delete ${name}`} onClick={() => setConfirming(c)}>
              {t`Delete`}
            </button>
          </span>
        );
      },
    });
  }

  const confirmName = confirming?.name ?? '';
  return (
    <section ref={section} className="admin" part="base" aria-labelledby="heading">
      <div className="admin-head">
        <h2 id="heading" part="heading">{t`Checklists`}</h2>
        {canWrite && !editing && (
          <button type="button" className="primary" part="create" onClick={(e) => open({}, e.currentTarget)}>
            {t`New checklist`}
          </button>
        )}
      </div>
      <OutcomeNotice notice={notice} />
      {confirming && (
        <ConfirmBar key={confirming.id} label={t`Delete checklist`} confirmText={t`Delete`} onConfirm={() => remove(confirming)} onCancel={() => setConfirming(undefined)}>
          {t`Delete checklist ${confirmName} and its item templates?`}
        </ConfirmBar>
      )}
      {editing && (
        <ChecklistForm
          key={editing.checklist?.id ?? 'new'}
          checklist={editing.checklist}
          defaultModule={module ? Number(module) : undefined}
          onSaved={saved}
          onCancel={close}
        />
      )}
      <DataTable
        label={t`Checklists`}
        columns={columns}
        rowKey={(c) => c.id}
        fetchPage={(params: ListParams, signal) => listChecklists({ ...params, module_kind: module ? Number(module) : undefined }, signal)}
        filters={module}
        version={version}
        defaultOrdering="name"
        emptyText={t`No checklists yet.`}
        toolbar={
          <label className="filter">
            <span>{t`Module`}</span>
            <select value={module} onChange={(e) => setModule(e.target.value)}>
              <option value="">{t`All modules`}</option>
              {modules.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </label>
        }
      />
    </section>
  );
}
