import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RequirementRow } from '@si/core/admin';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { focusSoon } from './focusSoon.ts';
import { isSubmitted, useRequirementWords } from './labels.ts';
import { NotesThread } from './NotesThread.tsx';
import { RequirementFacts } from './RequirementFacts.tsx';
import { RequirementFiles } from './RequirementFiles.tsx';
import { RequirementForm } from './RequirementForm.tsx';
import { ReviewBar } from './ReviewBar.tsx';
import type { AssignChoices } from './useAssignChoices.ts';

export type RequirementItemProps = {
  accountId: number;
  row: RequirementRow;
  canWrite: boolean;
  first: boolean;
  last: boolean;
  choices: AssignChoices;
  onEditing(): void;
  /** Says what went through and reloads the list. */
  onChanged(text: string): void;
  onMove(row: RequirementRow, by: -1 | 1): Promise<boolean>;
  onDelete(row: RequirementRow): void;
};

type Open = 'edit' | 'delete' | 'notes' | undefined;

/** One requirement: what it asks, where it stands, what was given and the last review; a writer's actions under it. */
export function RequirementItem({ accountId, row, canWrite, first, last, choices, onEditing, onChanged, onMove, onDelete }: RequirementItemProps) {
  const { t } = useLingui();
  const words = useRequirementWords();
  const [open, setOpen] = useState<Open>();
  const edit = useRef<HTMLButtonElement>(null);
  const notes = useRef<HTMLButtonElement>(null);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = `requirement-${row.id}`;
  const title = row.title;

  const close = (focus: RefObject<HTMLButtonElement | null>) => {
    setOpen(undefined);
    focusSoon(() => focus.current);
  };
  const moved = useRef<-1 | 1>(undefined);
  const move = async (by: -1 | 1) => {
    moved.current = by;
    if (!(await onMove(row, by))) moved.current = undefined;
  };
  // Once the moved row has rendered in its new place: the focus on the button pressed, or its twin at an end.
  useEffect(() => {
    const by = moved.current;
    if (!by) return;
    moved.current = undefined;
    const pressed = by < 0 ? up.current : down.current;
    (pressed && !pressed.disabled ? pressed : by < 0 ? down.current : up.current)?.focus();
  }, [row]);

  return (
    <article className="requirement" part="requirement" aria-labelledby={titleId} data-id={row.id}>
      <header className="requirement-head">
        <span className="kind" part="kind">{words.kind(row.kind)}</span>
        <h4 id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </h4>
      </header>
      {row.description && <p className="description">{row.description}</p>}
      <RequirementFacts row={row} />
      <RequirementFiles row={row} canWrite={canWrite} onUploaded={(name) => onChanged(t`${name} uploaded to ${title}.`)} />
      {canWrite && isSubmitted(row) && (
        <ReviewBar
          row={row}
          onReviewed={(saved) => {
            onChanged(saved.review?.decision === 'accepted' ? t`${title} accepted.` : t`${title} sent back to the contact.`);
            focusSoon(() => heading.current);
          }}
        />
      )}
      <div className="row-actions" part="row-actions">
        <button type="button" ref={notes} aria-expanded={open === 'notes'} aria-label={t`Notes: ${title}`} onClick={() => setOpen(open === 'notes' ? undefined : 'notes')}>
          {t`Notes`}
        </button>
        {canWrite && (
          <>
            <button type="button" ref={edit} aria-label={t`Edit: ${title}`} onClick={() => (onEditing(), setOpen('edit'))}>
              {t`Edit`}
            </button>
            <button type="button" ref={up} disabled={first} aria-label={t`Move up: ${title}`} onClick={() => void move(-1)}>
              {t`Move up`}
            </button>
            <button type="button" ref={down} disabled={last} aria-label={t`Move down: ${title}`} onClick={() => void move(1)}>
              {t`Move down`}
            </button>
            <button type="button" aria-label={t`Delete: ${title}`} onClick={() => setOpen('delete')}>
              {t`Delete`}
            </button>
          </>
        )}
      </div>
      {open === 'delete' && (
        <ConfirmBar label={t`Delete requirement`} confirmText={t`Delete`} onConfirm={() => onDelete(row)} onCancel={() => close(edit)}>
          {t`Delete ${title}, its files and its notes?`}
        </ConfirmBar>
      )}
      {open === 'edit' && (
        <RequirementForm
          accountId={accountId}
          row={row}
          choices={choices}
          onSaved={(saved) => {
            const savedTitle = saved.title;
            onChanged(t`${savedTitle} saved.`);
            close(edit);
          }}
          onCancel={() => close(edit)}
        />
      )}
      {open === 'notes' && <NotesThread accountId={accountId} row={row} canWrite={canWrite} onClose={() => close(notes)} />}
    </article>
  );
}
