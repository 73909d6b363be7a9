import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { deleteRequirement, listRequirements, reorderRequirements, type RequirementRow } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { ErrorAlert } from '../../base/Notice.tsx';
import { OutcomeNotice, useOutcome } from '../../admin/outcome.tsx';
import { focusSoon } from './focusSoon.ts';
import { bySection, useCanWriteRequirements } from './labels.ts';
import { RequirementForm } from './RequirementForm.tsx';
import { RequirementItem } from './RequirementItem.tsx';
import { useAssignChoices } from './useAssignChoices.ts';

type Props = { accountId?: string; onChanged?(detail: { accountId: number }): void };

/** A workspace's requirements under their section headings; staff who write add, edit, order, review and delete them. */
export function WorkspaceRequirements({ accountId, onChanged }: Props) {
  const { t, i18n } = useLingui();
  const canWrite = useCanWriteRequirements();
  const id = Number(accountId);
  const valid = Number.isInteger(id) && id > 0;
  const [creating, setCreating] = useState(false);
  const [formsOpened, setFormsOpened] = useState(false);
  const { notice, setNotice, version, changed, failed } = useOutcome();
  // Every change (a review, an added or removed requirement) is told to the page: the workspace's header counts them.
  const told = useRef(version);
  useEffect(() => {
    if (version === told.current || !valid) return;
    told.current = version;
    onChanged?.({ accountId: id });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
  const choices = useAssignChoices(id, canWrite && valid && formsOpened);
  const addButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The rows shown stay until the new ones arrive, so a reload keeps the reader's place and focus.
  const { loaded, setData: setRows } = useLoad<RequirementRow[]>(valid ? async (signal) => (await listRequirements(id, signal)).results : null, JSON.stringify([id, version]));
  const rows = loaded.data;
  const loadError = loaded.status === 'error' ? errorText(loaded.error, i18n) : undefined;

  if (!valid) return <ErrorAlert message={t`This workspace is not available: its link is incomplete.`} />;

  const groups = bySection(rows ?? []);

  /** Swaps the row with its neighbour in its section and sends every id in the new order. */
  async function move(row: RequirementRow, by: -1 | 1): Promise<boolean> {
    const order = groups.map(([section, list]) => {
      if (section !== row.section) return list;
      const at = list.indexOf(row);
      const next = [...list];
      [next[at], next[at + by]] = [next[at + by]!, next[at]!];
      return next;
    });
    try {
      const answer = await reorderRequirements(id, order.flat().map((r) => r.id));
      // The answer is the list in its new order: no reload needed.
      setRows(answer.results);
      const title = row.title;
      setNotice({ ok: true, text: by < 0 ? t`${title} moved up.` : t`${title} moved down.` });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  async function remove(row: RequirementRow) {
    const title = row.title;
    try {
      await deleteRequirement(row.id);
      changed(t`${title} deleted.`);
      focusSoon(() => addButton.current ?? heading.current);
    } catch (error) {
      failed(error);
    }
  }

  const closeForm = () => {
    setCreating(false);
    focusSoon(() => addButton.current);
  };

  return (
    <section className="admin requirements" part="requirements" aria-labelledby="requirements-heading">
      <div className="admin-head">
        <h2 id="requirements-heading" part="heading" ref={heading} tabIndex={-1}>
          {t`Requirements`}
        </h2>
        {canWrite && !creating && (
          <button type="button" className="primary" part="create" ref={addButton} onClick={() => (setFormsOpened(true), setCreating(true))}>
            {t`Add requirement`}
          </button>
        )}
      </div>
      <OutcomeNotice notice={notice} />
      {creating && (
        <RequirementForm
          accountId={id}
          choices={choices}
          onSaved={(saved) => {
            const title = saved.title;
            changed(t`${title} added.`);
            closeForm();
          }}
          onCancel={closeForm}
        />
      )}
      <ErrorAlert message={loadError} />
      {!rows && !loadError && <p role="status">{t`Loading requirements…`}</p>}
      {rows && !rows.length && (
        <p part="empty">{t`No requirements yet.`}</p>
      )}
      {groups.map(([section, list], index) => (
        <section key={section} className="requirement-section" part="section" aria-labelledby={`section-${index}`}>
          <h3 id={`section-${index}`}>{section || t`No section`}</h3>
          <ol className="requirement-list">
            {list.map((row, at) => (
              <li key={row.id}>
                <RequirementItem
                  accountId={id}
                  row={row}
                  canWrite={canWrite}
                  first={at === 0}
                  last={at === list.length - 1}
                  choices={choices}
                  onEditing={() => setFormsOpened(true)}
                  onChanged={changed}
                  onMove={move}
                  onDelete={(r) => void remove(r)}
                />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
