import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { dialogKeys } from './focusTrap.ts';
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

  // Closed from inside while the host still says open: tell the host, once.
  function finishClose() {
    if (wanted.current) {
      wanted.current = false;
      closeCallback.current();
    }
  }

  // The dialog's close event comes late (or, in a background tab, not at all), so our own
  // ways of closing report at once; the event still covers the browser's close requests.
  function requestClose() {
    dialog.current?.close();
    finishClose();
  }

  function handleClosed(event: SyntheticEvent<HTMLDialogElement>) {
    // React bubbles a nested dialog's close event up its tree: only this dialog counts.
    if (event.target === event.currentTarget) finishClose();
  }

  return (
    <dialog
      ref={dialog}
      className={`side-panel ${className ?? ''}`}
      part="panel"
      dir={dir}
      aria-labelledby={titleId}
      onClose={handleClosed}
      onKeyDown={(event) => dialogKeys(event, requestClose)}
      onClick={(event) => event.target === event.currentTarget && requestClose()}
    >
      <div className="side-panel__inner">
        <header className="side-panel__header" part="header">
          <h2 id={titleId} part="title">
            {title}
          </h2>
          {actions}
          <button type="button" className="icon-button" part="close" onClick={requestClose}>
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
