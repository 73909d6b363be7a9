import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { COMMENT_MAX_LENGTH } from '@si/contract/limits';
import { addStaffComment, listStaffComments, type RequirementRow, type StaffComment } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { checkText, TextArea } from '../../admin/fields.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { useRequirementWords } from './labels.ts';

type NotesThreadProps = { accountId: number; row: RequirementRow; canWrite: boolean; onClose(): void };

/**
 * The comments on one requirement, oldest first, the contact's included; an internal note is
 * marked as one (the contact never sees it). Text is rendered as text, never as markup.
 */
export function NotesThread({ accountId, row, canWrite, onClose }: NotesThreadProps) {
  const { t, i18n } = useLingui();
  const words = useRequirementWords();
  const { loaded, setData: setNotes } = useLoad<StaffComment[]>(
    async (signal) => (await listStaffComments(accountId, { target_type: 'item', target_id: row.id }, signal)).comments,
    JSON.stringify([accountId, row.id]),
  );
  const notes = loaded.data;
  const loadError = loaded.status === 'error' ? errorText(loaded.error, i18n) : undefined;
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const thread = useRef<HTMLDivElement>(null);

  useEffect(() => {
    thread.current?.focus();
  }, []);

  const { busy, errors, handleSubmit } = useFormSubmit(
    (): Record<string, string> => {
      const problem = checkText(text, COMMENT_MAX_LENGTH, i18n);
      return problem ? { comment_text: problem } : {};
    },
    async () => {
      const added = await addStaffComment(accountId, { target_type: 'item', target_id: row.id, comment_text: text.trim(), internal });
      setNotes([...(notes ?? []), added]);
      setText('');
      setInternal(false);
      thread.current?.querySelector('textarea')?.focus();
    },
    (error) => formErrors(error, ['comment_text'], i18n),
  );

  return (
    <div className="notes panel" part="notes" role="region" aria-label={t`Notes on ${row.title}`} tabIndex={-1} ref={thread}>
      <ErrorAlert message={loadError} />
      {!notes && !loadError && <p role="status">{t`Loading notes…`}</p>}
      {notes && !notes.length && <p>{t`No notes yet.`}</p>}
      {notes && notes.length > 0 && (
        <ol className="thread">
          {notes.map((note) => (
            <li key={note.id} className={note.internal ? 'note note--internal' : 'note'} part={note.internal ? 'note internal' : 'note'}>
              <p className="note-head">
                <strong>{note.author_name || (note.author_kind === 'contact' ? t`The contact` : t`Staff`)}</strong>
                {' · '}
                <span>{words.when(note.created_at)}</span>
                {note.internal && <span className="badge">{t`Internal note`}</span>}
              </p>
              <p className="note-text">{note.comment_text}</p>
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <form noValidate onSubmit={handleSubmit} aria-busy={busy} part="note-form" aria-label={t`Add a note on ${row.title}`}>
          <ErrorAlert message={errors.alert} />
          <TextArea name="comment_text" label={t`Note`} value={text} error={errors.fields.comment_text} onChange={setText} />
          <label className="check">
            <input type="checkbox" name="internal" checked={internal} onChange={(e) => setInternal(e.target.checked)} />
            <span>{t`Internal note (the contact never sees it)`}</span>
          </label>
          <FormActions submitText={t`Add note`} busy={busy} />
        </form>
      )}
      <div>
        <button type="button" onClick={onClose}>
          {t`Close notes`}
        </button>
      </div>
    </div>
  );
}
