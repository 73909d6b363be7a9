import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { trapTab } from './focusTrap.ts';
import { Icon } from './icons.tsx';
import { usePanelDirection } from './usePanelDirection.ts';

export type SidePanelProps = {
  open: boolean;
  title: string;
  /** Buttons shown before the close button (the profile drawer's expand). */
  actions?: ReactNode;
  /** Extra class on the dialog, for the panel's width rules. */
  className?: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A temporary drawer from the end side: a modal <dialog>, so the page behind is inert,
 * focus stays inside, Escape closes it and focus goes back where it was. Every way of
 * closing (Escape, the close button, a click on the backdrop) ends in `onClose`.
 */
export function SidePanel({ open, title, actions, className, onClose, children }: SidePanelProps) {
  const { t } = useLingui();
  const dir = usePanelDirection();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const wanted = useRef(open);
  const closeCallback = useRef(onClose);

  useEffect(() => {
    closeCallback.current = onClose;
  });

  useLayoutEffect(() => {
    wanted.current = open;
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) node.showModal();
    else if (!open && node.open) node.close();
  }, [open]);

  function handleClosed(event: SyntheticEvent<HTMLDialogElement>) {
    // React bubbles a nested dialog's close event up its tree: only this dialog counts.
    if (event.target !== event.currentTarget) return;
    // Closed from inside while the host still says open: tell the host.
    if (wanted.current) {
      wanted.current = false;
      closeCallback.current();
    }
  }

  return (
    <dialog
      ref={dialog}
      className={`side-panel ${className ?? ''}`}
      part="panel"
      dir={dir}
      aria-labelledby={titleId}
      onClose={handleClosed}
      onKeyDown={trapTab}
      onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
    >
      <div className="side-panel__inner">
        <header className="side-panel__header" part="header">
          <h2 id={titleId} part="title">
            {title}
          </h2>
          {actions}
          <button type="button" className="icon-button" part="close" onClick={() => dialog.current?.close()}>
            <Icon name="close" />
            <span className="visually-hidden">{t`Close`}</span>
          </button>
        </header>
        <div className="side-panel__body" part="body">
          {children}
        </div>
      </div>
    </dialog>
  );
}
