import type { ReactNode } from 'react';

export type MessagePanelProps = {
  heading: ReactNode;
  /** A small line above the heading, e.g. the product the screen belongs to. */
  eyebrow?: ReactNode;
  children?: ReactNode;
  /** Links or buttons under the text. */
  actions?: ReactNode;
  tone?: 'info' | 'error';
};

/** A titled message with optional actions: error pages, "not available yet", sign-up steps. */
export function MessagePanel({ heading, eyebrow, children, actions, tone = 'info' }: MessagePanelProps) {
  return (
    <section className={`si-panel si-panel--${tone}`}>
      {eyebrow ? <p className="si-panel__eyebrow">{eyebrow}</p> : null}
      <h1 className="si-panel__heading">{heading}</h1>
      {children ? <div className="si-panel__body">{children}</div> : null}
      {actions ? <div className="si-panel__actions">{actions}</div> : null}
    </section>
  );
}
