import type { ReactNode } from 'react';

type NoticeProps = { variant: 'danger' | 'success' | 'warning'; part: string; children: ReactNode };

const ICONS = { danger: 'exclamation-octagon', success: 'check2-circle', warning: 'exclamation-triangle' } as const;

/**
 * A message above a form: errors are announced at once (role=alert), confirmations and
 * warnings (something will not happen, e.g. no mail leaves) politely (role=status). A plain block rather than sl-alert, whose closable and
 * animated machinery the elements do not need (it costs ~2 KB gzip of the runtime).
 */
export function Notice({ variant, part, children }: NoticeProps) {
  return (
    <div className={`notice notice--${variant}`} role={variant === 'danger' ? 'alert' : 'status'} part={part}>
      <sl-icon name={ICONS[variant]} />
      <div>{children}</div>
    </div>
  );
}

/** The form-level error, if any. */
export function ErrorAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Notice variant="danger" part="error">
      {message}
    </Notice>
  );
}
