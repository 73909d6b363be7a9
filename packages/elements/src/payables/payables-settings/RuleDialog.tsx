import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { focusControl } from '../../base/focusControl.ts';
import { dialogKeys } from '../../ui/focusTrap.ts';
import { Icon } from '../../ui/icons.tsx';

const FIRST_FIELD = 'sl-input, input:not([type="hidden"]), select, textarea';

export type RuleDialogProps = {
  title: string;
  onClose(): void;
  /** Where the focus goes when the control that opened the dialog is gone by the time it closes. */
  fallbackFocus?(): HTMLElement | null | undefined;
  children: ReactNode;
};

/**
 * The approval rule's form in a modal dialog: the page behind is inert, the focus moves to the
 * first field when it opens, Tab stays inside, Escape and the close button close it, and the focus
 * goes back to the control that opened it (or to `fallbackFocus` when that control is gone).
 */
export function RuleDialog({ title, onClose, fallbackFocus, children }: RuleDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  const fallback = useRef(fallbackFocus);
  useEffect(() => {
    close.current = onClose;
    fallback.current = fallbackFocus;
  });

  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return undefined;
    const root = node.getRootNode() as Document | ShadowRoot;
    const opener = root.activeElement;
    if (!node.open) node.showModal();
    focusControl(node.querySelector<HTMLElement>(FIRST_FIELD));
    return () => {
      if (node.open) node.close();
      // After React has removed the dialog and rendered what replaces it.
      setTimeout(() => {
        const target = opener instanceof HTMLElement && opener.isConnected && !opener.matches(':disabled') ? opener : fallback.current?.();
        target?.focus();
      });
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="rule-dialog"
      part="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => dialogKeys(event, () => close.current())}
      onClose={(event) => {
        // Closed some other way while the screen still shows it: the screen follows.
        if (event.target === event.currentTarget) close.current();
      }}
      onCancel={(event) => {
        // The browser's own close request (Escape): the screen closes it, so its state follows.
        event.preventDefault();
        close.current();
      }}
    >
      <div className="rule-dialog__head">
        <h3 id={titleId} part="dialog-title">
          {title}
        </h3>
        <button type="button" className="icon-button" part="dialog-close" onClick={() => close.current()}>
          <Icon name="close" />
          <span className="sr-only">{t`Close`}</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
