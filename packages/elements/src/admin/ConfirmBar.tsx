import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

type ConfirmBarProps = {
  /** The bar's accessible name ("Delete checklist"). */
  label: string;
  /** The question ("Delete checklist Annual review and its item templates?"). */
  children: ReactNode;
  /** The confirming button ("Delete", "Revoke", "Remove"). */
  confirmText: string;
  onConfirm(): void;
  onCancel(): void;
};

/**
 * The inline confirmation of a destructive action: the question, the danger button and Cancel.
 * Cancel takes the focus when the bar opens (it may sit far from the row's button, before it in
 * Tab order) and Escape cancels; key the bar by its row so another row's question takes it again.
 * When the bar goes and the focus with it, the focus goes back to the control that opened it,
 * unless the screen put it somewhere itself.
 */
export function ConfirmBar({ label, children, confirmText, onConfirm, onCancel }: ConfirmBarProps) {
  const { t } = useLingui();
  const bar = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const root = bar.current?.getRootNode() as Document | ShadowRoot | undefined;
    const opener = root?.activeElement;
    cancel.current?.focus();
    return () => {
      setTimeout(() => {
        const lost = !root?.activeElement || root.activeElement === document.body;
        if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    };
  }, []);
  return (
    <div ref={bar} className="confirm" role="alertdialog" aria-label={label} part="confirm" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <span>{children}</span>
      <button type="button" className="danger" onClick={onConfirm}>
        {confirmText}
      </button>
      <button type="button" ref={cancel} onClick={onCancel}>
        {t`Cancel`}
      </button>
    </div>
  );
}
