import type { ReactNode } from 'react';

type NoticeProps = { variant: 'danger' | 'success'; part: string; children: ReactNode };

/**
 * A message above a form: errors are announced at once (role=alert), confirmations
 * politely (role=status). A plain block rather than sl-alert, whose closable and
 * animated machinery the elements do not need (it costs ~2 KB gzip of the runtime).
 */
export function Notice({ variant, part, children }: NoticeProps) {
  return (
    <div className={`notice notice--${variant}`} role={variant === 'danger' ? 'alert' : 'status'} part={part}>
      <sl-icon name={variant === 'danger' ? 'exclamation-octagon' : 'check2-circle'} />
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
