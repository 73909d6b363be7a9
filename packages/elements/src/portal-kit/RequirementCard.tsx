import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PortalItem } from '@si/contract';
import { useShell } from '../base/Shell.tsx';
import { DropZone } from './DropZone.tsx';
import { CovenantFigures, RequirementAnswer } from './RequirementAnswer.tsx';
import { FileLinks } from './FileLinks.tsx';
import { UploadList } from './UploadList.tsx';
import { formatDate, isOverdue, kindLabel, statusLabel } from './itemLabels.ts';
import type { PortalUploads } from './usePortalUploads.ts';

export type RequirementCardProps = {
  token: string;
  item: PortalItem;
  uploads: PortalUploads;
  /** The hold message when the account is on hold: uploads are refused. */
  blocked?: string;
  /** Extra content under the heading (a contract's body). */
  children?: ReactNode;
  /** Shows the comment thread from the start (a single contract) instead of behind its disclosure. */
  commentsOpen?: boolean;
  /** An answer or a figure was saved: the portal reloads its items. */
  onChanged?: () => void;
};

/**
 * One requested item: kind, status and due date (overdue stands out), why it was sent back,
 * what may be sent, the files already there, the upload zone with its transfers (none once
 * accepted), a question's answer or a figure, and the item's comments.
 */
export function RequirementCard({ token, item, uploads, blocked, children, commentsOpen = false, onChanged }: RequirementCardProps) {
  const { t, i18n } = useLingui();
  const { lang, mode } = useShell();
  const overdue = isOverdue(item);
  const headingId = `item-${item.id}-title`;
  const due = item.due_date ? formatDate(item.due_date, i18n.locale) : '';
  const refused = uploads.refusals.filter((r) => r.itemId === item.id);
  const [discussing, setDiscussing] = useState(commentsOpen);
  // si-comments is defined when a thread is first opened: its code is not part of the portal's first paint.
  useEffect(() => {
    if (discussing) void import('../portal/comments/comments.ts');
  }, [discussing]);
  const count = item.comment_count;
  const returned = item.returned_reason ?? '';
  return (
    <article className={`item${overdue ? ' item--overdue' : ''}`} part={overdue ? 'item item-overdue' : 'item'} aria-labelledby={headingId} data-item-id={item.id}>
      <header className="item-head">
        <h3 id={headingId}>{item.title}</h3>
        <span className="chip" part="kind">{kindLabel(item.kind, i18n)}</span>
        {item.locked ? (
          <span className="chip chip--accepted" part="status accepted">
            {t`Accepted`}
          </span>
        ) : (
          <span className="chip chip--status" part="status">
            {statusLabel(item.status, i18n)}
          </span>
        )}
        {due && (
          <span className={overdue ? 'due due--overdue' : 'due'} part="due">
            {overdue ? t`Overdue since ${due}` : t`Due ${due}`}
          </span>
        )}
      </header>
      {item.description && <p className="description">{item.description}</p>}
      {item.expected_document_type && (
        <p className="expected" part="expected-type">
          <strong>{t`Expected:`}</strong> <bdi>{item.expected_document_type}</bdi>
        </p>
      )}
      {returned && (
        <p className="returned" part="returned" role="note">
          <strong>{t`Sent back:`}</strong> {returned}
        </p>
      )}
      {children}
      {/* A lending covenant test asks each of its named figures; any other METRIC one figure. */}
      {item.covenant ? (
        <CovenantFigures token={token} item={item} blocked={blocked} onSaved={() => onChanged?.()} />
      ) : (
        (item.kind === 'QUESTION' || item.kind === 'METRIC') && <RequirementAnswer token={token} item={item} blocked={blocked} onSaved={() => onChanged?.()} />
      )}
      <FileLinks token={token} files={item.files} />
      {/* A question is answered in words: no drop zone on it. */}
      {!item.locked && item.kind !== 'STATEMENT' && item.kind !== 'QUESTION' && <DropZone rules={item} blocked={blocked} onFiles={(files) => uploads.add(item, files)} />}
      {refused.map((r) => (
        <p key={r.key} className="refused" role="alert" part="refused">
          {r.message}
        </p>
      ))}
      {/* A finished upload whose file the item now lists is shown once, in the files. */}
      <UploadList tasks={uploads.tasks.filter((task) => task.itemId === item.id && !(task.state === 'done' && item.files.some((file) => (task.fileId ? file.id === task.fileId : file.name === task.name))))} onCancel={uploads.cancel} onRetry={uploads.retry} onDismiss={uploads.dismiss} />
      <details className="discussion" part="discussion" open={discussing} onToggle={(event) => setDiscussing((event.target as HTMLDetailsElement).open)}>
        <summary>{t`Comments (${count})`}</summary>
        {/* Mounted when opened: a long list of items does not load every thread up front. */}
        {discussing && <si-comments token={token} target-type="item" target-id={String(item.id)} locale={lang} theme={mode} part="comments" />}
      </details>
    </article>
  );
}
