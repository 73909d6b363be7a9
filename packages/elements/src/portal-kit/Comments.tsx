import { useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { COMMENT_MAX_LENGTH_VALUE, commentProblem } from './commentLimits.ts';
import type { PortalComment } from '@si/contract';
import { describeError } from '@si/core';
import { addComment, deleteComment, listComments, updateComment, type CommentTargetType } from '@si/core/portal';
import { formErrors } from '../base/errors.ts';
import type { SiCommentAddedEvent } from '../base/events.ts';
import { ErrorAlert } from '../base/Notice.tsx';
import { useShell } from '../base/Shell.tsx';
import { CommentEntry } from './CommentEntry.tsx';
import { useLoad } from '../ui/useLoad.tsx';

export type CommentsProps = {
  token?: string;
  targetType?: string;
  targetId?: string | number;
  onCommentAdded?: (detail: SiCommentAddedEvent['detail']) => void;
};

const TYPES: readonly string[] = ['item', 'file', 'workspace'];

/**
 * The comment thread of one target, oldest first. Text is only ever rendered as text
 * (React escapes it), so HTML or script in a comment shows literally. Edit and Delete
 * appear only on the contact's own comments (`mine`); the server enforces the same.
 */
export function Comments({ token, targetType, targetId, onCommentAdded }: CommentsProps) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const added = useRef(onCommentAdded);
  added.current = onCommentAdded;

  const type = TYPES.includes(targetType ?? '') ? (targetType as CommentTargetType) : undefined;
  const id = Number(targetId);
  const valid = !!token && !!type && Number.isInteger(id) && id > 0;

  const thread = `${token} ${type} ${id}`;
  const { loaded, setData: setComments } = useLoad(valid ? (signal) => listComments(token, type, id, signal) : null, thread);
  // Another thread's comments are not shown while this one loads.
  const comments = loaded.dataKey === thread ? loaded.data : undefined;
  const shownAlert = alert ?? (loaded.status === 'error' ? describeError(loaded.error, i18n) : undefined);

  if (!valid) return <ErrorAlert message={t`This comment thread is not available: its link is incomplete.`} />;

  async function post(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = commentProblem(text, i18n);
    setProblem(found);
    if (found) return;
    setBusy(true);
    setAlert(undefined);
    try {
      const comment = await addComment(token!, type!, id, text.trim());
      setComments((list) => [...list, comment]);
      setText('');
      added.current?.({ targetType: type!, targetId: id, comment });
    } catch (error) {
      setAlert(formErrors(error, [], i18n).alert);
    } finally {
      setBusy(false);
    }
  }

  async function save(comment: PortalComment, next: string): Promise<string | undefined> {
    try {
      const saved = await updateComment(token!, comment.id, next.trim());
      setComments((list) => list.map((c) => (c.id === saved.id ? saved : c)));
      return undefined;
    } catch (error) {
      return formErrors(error, [], i18n).alert;
    }
  }

  async function remove(comment: PortalComment): Promise<string | undefined> {
    try {
      await deleteComment(token!, comment.id);
      setComments((list) => list.filter((c) => c.id !== comment.id));
      return undefined;
    } catch (error) {
      return describeError(error, i18n);
    }
  }

  const length = text.length;
  const max = COMMENT_MAX_LENGTH_VALUE;
  return (
    <section className="comments" part="comments" aria-label={t`Comments`}>
      <h3 part="heading">{t`Comments`}</h3>
      <ErrorAlert message={shownAlert} />
      {!comments && !shownAlert && <p className="muted" role="status">{t`Loading comments…`}</p>}
      {comments?.length === 0 && <p className="muted">{t`No comments yet.`}</p>}
      {!!comments?.length && (
        <ol className="thread" part="thread">
          {comments.map((comment) => (
            <CommentEntry key={comment.id} comment={comment} onSave={save} onDelete={remove} />
          ))}
        </ol>
      )}
      <form noValidate onSubmit={post} aria-busy={busy} part="form" className="comment-form">
        <label htmlFor={fieldId}>{t`Add a comment`}</label>
        <textarea
          id={fieldId}
          name="comment"
          rows={3}
          maxLength={max}
          value={text}
          lang={lang}
          dir={dir}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${fieldId}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="hint" id={`${fieldId}-hint`}>
          {problem && <span className="problem">{problem} </span>}
          <span>{t`${length} of ${max} characters`}</span>
        </div>
        <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir} part="submit">
          {t`Post comment`}
        </sl-button>
      </form>
    </section>
  );
}
