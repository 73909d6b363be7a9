import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PortalComment } from '@si/contract';
import { ErrorAlert } from '../base/Notice.tsx';
import { COMMENT_MAX_LENGTH_VALUE, commentProblem } from './commentLimits.ts';

type CommentEntryProps = {
  comment: PortalComment;
  /** Each resolves with an error message, or undefined when it worked. */
  onSave: (comment: PortalComment, text: string) => Promise<string | undefined>;
  onDelete: (comment: PortalComment) => Promise<string | undefined>;
};

function when(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** One comment; its own comments get Edit (inline) and Delete (asks once more). */
export function CommentEntry({ comment, onSave, onDelete }: CommentEntryProps) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [draft, setDraft] = useState(comment.comment_text);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<string | undefined>) {
    setBusy(true);
    const failed = await action();
    setBusy(false);
    setError(failed);
    if (!failed) setMode('view');
  }

  function save() {
    const problem = commentProblem(draft, i18n);
    if (problem) return setError(problem);
    void run(() => onSave(comment, draft));
  }

  const edited = comment.updated_at !== comment.created_at;
  const inputId = useId();
  return (
    <li className="comment" part="comment" aria-busy={busy}>
      <div className="comment-head">
        <strong>
          <bdi>{comment.author_name}</bdi>
        </strong>
        <time dateTime={comment.created_at} className="muted">
          {when(comment.created_at, i18n.locale)}
        </time>
        {edited && <span className="muted">{t`(edited)`}</span>}
      </div>
      {mode === 'edit' ? (
        <div className="comment-edit">
          <label htmlFor={inputId}>{t`Edit comment`}</label>
          <textarea id={inputId} rows={3} maxLength={COMMENT_MAX_LENGTH_VALUE} value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
      ) : (
        <p className="comment-text" part="comment-text">
          {comment.comment_text}
        </p>
      )}
      <ErrorAlert message={error} />
      {comment.mine && (
        <div className="comment-actions">
          {mode === 'view' && (
            <>
              <button type="button" className="link" onClick={() => (setDraft(comment.comment_text), setError(undefined), setMode('edit'))}>
                {t`Edit`}
              </button>
              <button type="button" className="link" onClick={() => (setError(undefined), setMode('confirm'))}>
                {t`Delete`}
              </button>
            </>
          )}
          {mode === 'edit' && (
            <>
              <button type="button" className="plain" disabled={busy} onClick={save}>
                {t`Save`}
              </button>
              <button type="button" className="link" onClick={() => (setError(undefined), setMode('view'))}>
                {t`Cancel`}
              </button>
            </>
          )}
          {mode === 'confirm' && (
            <>
              <span role="status">{t`Delete this comment?`}</span>
              <button type="button" className="plain danger" disabled={busy} onClick={() => void run(() => onDelete(comment))}>
                {t`Yes, delete`}
              </button>
              <button type="button" className="link" onClick={() => setMode('view')}>
                {t`Keep it`}
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
