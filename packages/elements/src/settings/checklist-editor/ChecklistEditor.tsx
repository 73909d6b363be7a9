import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ChecklistItemRow, ChecklistRow } from '@si/contract';
import { AssignmentKind, ItemKind, ThresholdKind } from '@si/contract/enums';
import { checklistContactRoles, deleteChecklistItem, getChecklist } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { Notice } from '../../base/Notice.tsx';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { followLink } from '../../admin/links.ts';
import { OutcomeNotice, useOutcome } from '../../admin/outcome.tsx';
import { ChecklistForm } from '../kit/ChecklistForm.tsx';
import { focusBack, useCanApply, useItemKinds, useModuleKinds } from '../kit/labels.ts';
import { ApplyPanel } from './ApplyPanel.tsx';
import { ItemForm } from './ItemForm.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';

type Props = { checklistId?: string; backHref?: string };

const NO_ROLES: { id: number; name: string }[] = [];

/** One checklist: its name and description, its item templates (OA adds, edits, removes them) and applying it to an account. */
export function ChecklistEditor({ checklistId, backHref }: Props) {
  const { t, i18n } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const canApply = useCanApply();
  const kinds = useItemKinds();
  const modules = useModuleKinds();
  const id = Number(checklistId);
  const { notice, version, reload, changed, failed } = useOutcome();
  const [editingDetails, setEditingDetails] = useState(false);
  const [editing, setEditing] = useState<{ item?: ChecklistItemRow }>();
  const [confirming, setConfirming] = useState<ChecklistItemRow>();
  const opener = useRef<HTMLElement | null>(null);
  const section = useRef<HTMLElement>(null);

  // After a write the checklist shown stays until the new one arrives.
  const { loaded } = useLoad<ChecklistRow>(Number.isInteger(id) && id > 0 ? (signal) => getChecklist(id, signal) : null, JSON.stringify([id, version]));
  // The role choice of a template; a failure leaves it empty and the server's message explains on save.
  const roles = useLoad(canWrite ? async (signal) => (await checklistContactRoles(signal)).results : null, 'roles').loaded.data ?? NO_ROLES;

  const refocus = () => focusBack(section.current, opener.current);

  if (!Number.isInteger(id) || id <= 0) {
    return (
      <section className="admin" part="base">
        <Notice variant="danger" part="error">
          {t`No checklist was named.`}
        </Notice>
      </section>
    );
  }
  if (loaded.status === 'loading' && !loaded.data) {
    return (
      <section className="admin" part="base">
        <p className="muted" role="status">{t`Loading…`}</p>
      </section>
    );
  }
  if (loaded.status === 'error') {
    return (
      <section className="admin" part="base">
        {backHref && (
          <a href={backHref} className="back" part="back" onClick={(e) => followLink(e, backHref)}>
            {t`Back to checklists`}
          </a>
        )}
        <div className="table-error" role="alert" part="error">
          <span>{errorText(loaded.error, i18n)}</span>
          <button type="button" onClick={reload}>{t`Try again`}</button>
        </div>
      </section>
    );
  }

  const checklist = loaded.data!;
  const items = checklist.items ?? [];
  const kindName = (kind: string) => kinds.find((k) => k.value === kind)?.label ?? kind;
  const moduleName = checklist.module_kind === null ? t`Any module` : (modules.find((m) => m.value === checklist.module_kind)?.label ?? '');
  const roleName = (roleId: number | null) => roles.find((r) => r.id === roleId)?.name ?? (roleId === null ? '' : t`Role ${roleId}`);
  const assignmentText = (item: ChecklistItemRow) => {
    if (item.assignment_kind === AssignmentKind.ROLE) {
      const role = roleName(item.contact_role_id);
      return t`Contact role: ${role}`;
    }
    return item.assignment_kind === AssignmentKind.CONTACT ? t`A contact chosen when applying` : t`Nobody`;
  };
  const thresholdText = (item: ChecklistItemRow) => {
    if (item.kind !== ItemKind.METRIC || item.threshold_kind === ThresholdKind.NONE) return '';
    const value = item.threshold_value ?? '';
    return item.threshold_kind === ThresholdKind.RISK_RATE ? t`Risk rate ${value}` : t`Target value ${value}`;
  };
  const dueText = (item: ChecklistItemRow) => {
    const days = item.due_offset_days;
    return days === null ? '' : t`${days} days`;
  };

  async function remove(item: ChecklistItemRow) {
    setConfirming(undefined);
    const title = item.title;
    try {
      await deleteChecklistItem(checklist.id, item.id);
      changed(t`Item ${title} removed.`);
    } catch (error) {
      failed(error);
    }
  }

  const name = checklist.name;
  const confirmTitle = confirming?.title ?? '';
  return (
    <section ref={section} className="admin" part="base" aria-labelledby="heading">
      {backHref && (
        <a href={backHref} className="back" part="back" onClick={(e) => followLink(e, backHref)}>
          {t`Back to checklists`}
        </a>
      )}
      <div className="admin-head">
        <h2 id="heading" part="heading">
          {name}
        </h2>
        {canWrite && !editingDetails && (
          <button
            type="button"
            part="edit-details"
            onClick={(e) => {
              opener.current = e.currentTarget;
              setEditingDetails(true);
            }}
          >
            {t`Edit details`}
          </button>
        )}
      </div>
      <p part="details">
        <span>{t`Module: ${moduleName}`}</span>
        {checklist.description && <span className="muted"> · {checklist.description}</span>}
      </p>
      <OutcomeNotice notice={notice} />
      {editingDetails && (
        <ChecklistForm
          checklist={checklist}
          onSaved={(saved) => {
            const savedName = saved.name;
            setEditingDetails(false);
            refocus();
            changed(t`Checklist ${savedName} saved.`);
          }}
          onCancel={() => {
            setEditingDetails(false);
            refocus();
          }}
        />
      )}
      <div className="admin-head">
        <h3 id="items-heading">{t`Items`}</h3>
        {canWrite && !editing && (
          <button
            type="button"
            className="primary"
            part="add-item"
            onClick={(e) => {
              opener.current = e.currentTarget;
              setEditing({});
            }}
          >
            {t`New item`}
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmBar key={confirming.id} label={t`Remove item`} confirmText={t`Remove`} onConfirm={() => remove(confirming)} onCancel={() => setConfirming(undefined)}>
          {t`Remove item ${confirmTitle}?`}
        </ConfirmBar>
      )}
      {editing && (
        <ItemForm
          key={editing.item?.id ?? 'new'}
          checklistId={checklist.id}
          item={editing.item}
          roles={roles}
          onSaved={(item) => {
            const title = item.title;
            const wasEdit = !!editing.item;
            setEditing(undefined);
            refocus();
            changed(wasEdit ? t`Item ${title} saved.` : t`Item ${title} added.`);
          }}
          onCancel={() => {
            setEditing(undefined);
            refocus();
          }}
        />
      )}
      {items.length === 0 ? (
        <p className="muted" role="status" part="empty">
          {t`This checklist has no items yet.`}
        </p>
      ) : (
        <TableScroll label={t`Items`}>
          <table className="plain-table" part="items" aria-labelledby="items-heading">
            <thead>
              <tr>
                <th scope="col">{t`Kind`}</th>
                <th scope="col">{t`Title`}</th>
                <th scope="col">{t`Due after`}</th>
                <th scope="col">{t`Assign to`}</th>
                <th scope="col">{t`Threshold`}</th>
                {canWrite && <th scope="col">{t`Actions`}</th>}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const title = item.title;
                return (
                  <tr key={item.id}>
                    <td>{kindName(item.kind)}</td>
                    <td>{item.title}</td>
                    <td>{dueText(item)}</td>
                    <td>{assignmentText(item)}</td>
                    <td>{thresholdText(item)}</td>
                    {canWrite && (
                      <td>
                        <span className="row-actions">
                          <button
                            type="button"
                            aria-label={t`Edit ${title}`}
                            onClick={(e) => {
                              opener.current = e.currentTarget;
                              setEditing({ item });
                            }}
                          >
                            {t`Edit`}
                          </button>
                          <button type="button" aria-label={t`Remove ${title}`} onClick={() => setConfirming(item)}>
                            {t`Remove`}
                          </button>
                        </span>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {canApply && items.length > 0 && <ApplyPanel checklist={checklist} needsContact={items.some((i) => i.assignment_kind === AssignmentKind.CONTACT)} />}
    </section>
  );
}
