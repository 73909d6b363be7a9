import { useLingui } from '@lingui/react/macro';
import { useShell } from '../base/Shell.tsx';
import { formatBytes } from './fileRules.ts';
import type { UploadTask } from './useUploads.ts';

export type UploadListProps = {
  tasks: UploadTask[];
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
};

/** Files being sent: a progress bar each, with Cancel while sending and Retry after a failure. */
export function UploadList({ tasks, onCancel, onRetry, onDismiss }: UploadListProps) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  if (!tasks.length) return null;
  return (
    <ul className="uploads" part="uploads" aria-label={t`Uploads`}>
      {tasks.map((task) => {
        const percent = task.size ? Math.min(100, Math.round((task.sent / task.size) * 100)) : 0;
        const name = task.name;
        const state =
          task.state === 'done'
            ? t`Uploaded`
            : task.state === 'cancelled'
              ? t`Cancelled`
              : task.state === 'failed'
                ? (task.error ?? t`Failed`)
                : `${percent}%`;
        return (
          <li key={task.key} className={`upload upload--${task.state}`} part={`upload upload-${task.state}`} data-name={name}>
            <div className="upload-line">
              <bdi className="name">{name}</bdi>
              <span className="size">{formatBytes(task.size, i18n.locale)}</span>
            </div>
            <progress max={100} value={task.state === 'done' ? 100 : percent} aria-label={t`Upload of ${name}`} part="progress" />
            <div className="upload-line">
              <span className="state" role={task.state === 'failed' ? 'alert' : 'status'}>
                {state}
              </span>
              <span className="upload-actions">
                {task.state === 'uploading' && (
                  <sl-button size="small" variant="text" lang={lang} dir={dir} onClick={() => onCancel(task.key)}>
                    {t`Cancel`}
                  </sl-button>
                )}
                {(task.state === 'failed' || task.state === 'cancelled') && (
                  <sl-button size="small" variant="text" lang={lang} dir={dir} onClick={() => onRetry(task.key)}>
                    {t`Retry`}
                  </sl-button>
                )}
                {task.state !== 'uploading' && (
                  <sl-button size="small" variant="text" lang={lang} dir={dir} onClick={() => onDismiss(task.key)}>
                    {t`Remove from list`}
                  </sl-button>
                )}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
