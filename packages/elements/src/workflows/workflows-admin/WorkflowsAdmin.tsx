import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WorkflowDetail, WorkflowSummary } from '@si/contract';
import { createWorkflow, deleteWorkflow, listWorkflows, updateWorkflow, type ListParams } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { OutcomeNotice, useOutcome } from '../../admin/outcome.tsx';
import { ResourceForm } from '../../admin/ResourceForm.tsx';
import { WORKFLOW_DESCRIPTION_MAX, WORKFLOW_NAME_MAX } from '../limits.ts';
import { Field, hrefFor, navigate, RouteLink } from '../kit/kit.tsx';

export type WorkflowsAdminProps = {
  /** The module kind (1-7) whose workflows are listed and created; absent: every allowed module, no creation. */
  moduleKind?: string;
  /** Route of one workflow, `{id}` replaced, e.g. "/bank/workflows/{id}". */
  detailHref?: string;
};

type Outcome = { ok: boolean; text: string; link?: { href: string; text: string } };

/** The workflows of one module: an Office Administrator creates, activates, deactivates and deletes them. */
export function WorkflowsAdmin({ moduleKind, detailHref }: WorkflowsAdminProps) {
  const { t, i18n } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const kind = Number(moduleKind) || undefined;
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<WorkflowSummary>();
  const { notice, setNotice, version, reload, changed, failed } = useOutcome<Outcome>();
  const createButton = useRef<HTMLButtonElement>(null);
  const base = useRef<HTMLElement>(null);

  const closeForm = () => {
    setCreating(false);
    // Back to the button that opened the form (it renders again on the next frame).
    requestAnimationFrame(() => createButton.current?.focus());
  };

  const created = (workflow: WorkflowDetail) => {
    const href = hrefFor(detailHref, workflow.id);
    setCreating(false);
    reload();
    setNotice({ ok: true, text: t`Workflow ${workflow.name} created.`, link: href ? { href, text: t`Open ${workflow.name}` } : undefined });
    // Straight on to its steps and transitions when the host routes (the suite does).
    if (href && base.current) navigate(base.current, href);
  };

  async function toggle(workflow: WorkflowSummary) {
    try {
      const saved = await updateWorkflow(workflow.id, { is_active: !workflow.is_active });
      changed(saved.is_active ? t`${saved.name} is now the active workflow of this module.` : t`${saved.name} is now inactive.`);
    } catch (error) {
      failed(error);
    }
  }

  async function remove(workflow: WorkflowSummary) {
    setConfirming(undefined);
    try {
      await deleteWorkflow(workflow.id);
      changed(t`Workflow ${workflow.name} deleted.`);
    } catch (error) {
      failed(error);
    }
  }

  const columns: Column<WorkflowSummary>[] = [
    {
      key: 'name',
      header: t`Name`,
      sort: 'name',
      cell: (w) => {
        const href = hrefFor(detailHref, w.id);
        return href ? <RouteLink href={href}>{w.name}</RouteLink> : w.name;
      },
    },
    { key: 'active', header: t`Active`, cell: (w) => (w.is_active ? t`Active` : t`Inactive`) },
    { key: 'steps', header: t`Steps`, numeric: true, cell: (w) => w.step_count },
    { key: 'transitions', header: t`Transitions`, numeric: true, cell: (w) => w.transition_count },
    { key: 'updated', header: t`Updated`, sort: 'updated_at', cell: (w) => i18n.date(w.updated_at, { dateStyle: 'medium', timeStyle: 'short' }) },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      header: t`Actions`,
      cell: (w) => (
        <span className="row-actions">
          <button type="button" aria-label={w.is_active ? t`Deactivate ${w.name}` : t`Activate ${w.name}`} onClick={() => toggle(w)}>
            {w.is_active ? t`Deactivate` : t`Activate`}
          </button>
          <button type="button" aria-label={t`Delete ${w.name}`} onClick={() => setConfirming(w)}>
            {t`Delete`}
          </button>
        </span>
      ),
    });
  }

  return (
    <section className="admin" part="base" aria-labelledby="heading" ref={base}>
      <div className="admin-head">
        <h2 id="heading" part="heading">{t`Workflows`}</h2>
        {canWrite && kind && !creating && (
          <button type="button" className="primary" part="create" ref={createButton} onClick={() => setCreating(true)}>
            {t`New workflow`}
          </button>
        )}
      </div>
      <OutcomeNotice notice={notice}>
        {notice?.link && (
          <>
            {' '}
            <RouteLink href={notice.link.href}>{notice.link.text}</RouteLink>
          </>
        )}
      </OutcomeNotice>
      {confirming && (
        <ConfirmBar key={confirming.id} label={t`Delete workflow`} confirmText={t`Delete`} onConfirm={() => remove(confirming)} onCancel={() => setConfirming(undefined)}>
          {t`Delete workflow ${confirming.name} with its steps and transitions?`}
        </ConfirmBar>
      )}
      {creating && kind && <WorkflowForm moduleKind={kind} onCreated={created} onCancel={closeForm} />}
      <DataTable
        label={t`Workflows`}
        columns={columns}
        rowKey={(w) => w.id}
        fetchPage={(params: ListParams, signal) => listWorkflows({ ...params, module_kind: kind }, signal)}
        filters={kind}
        version={version}
        defaultOrdering="name"
        emptyText={t`No workflows yet.`}
      />
    </section>
  );
}

type FormProps = { moduleKind: number; onCreated(workflow: WorkflowDetail): void; onCancel(): void };

/** Name (unique in the module, at most the contract's length) and an optional description. */
function WorkflowForm({ moduleKind, onCreated, onCancel }: FormProps) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const tooLong = (max: number) => t`Use at most ${max} characters.`;

  return (
    <ResourceForm
      title={t`New workflow`}
      submitText={t`Create workflow`}
      fields={['name', 'description']}
      validate={() => ({
        name: !name.trim() ? t`This field is required.` : name.trim().length > WORKFLOW_NAME_MAX ? tooLong(WORKFLOW_NAME_MAX) : undefined,
        description: description.length > WORKFLOW_DESCRIPTION_MAX ? tooLong(WORKFLOW_DESCRIPTION_MAX) : undefined,
      })}
      save={() => createWorkflow({ name: name.trim(), module_kind: moduleKind, description: description.trim() })}
      onSaved={onCreated}
      onCancel={onCancel}
    >
      {(errors) => (
        <>
          <Field label={t`Name`} error={errors.name}>
            {({ describedBy, invalid }) => (
              <input name="name" value={name} required maxLength={WORKFLOW_NAME_MAX} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setName(e.target.value)} />
            )}
          </Field>
          <Field label={t`Description`} error={errors.description}>
            {({ describedBy, invalid }) => (
              <textarea name="description" value={description} rows={3} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setDescription(e.target.value)} />
            )}
          </Field>
        </>
      )}
    </ResourceForm>
  );
}
