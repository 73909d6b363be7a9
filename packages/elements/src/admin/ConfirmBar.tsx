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
  /** Cancel takes the focus when the bar opens and Escape cancels (key the bar by its row to refocus on another row). */
  takeFocus?: boolean;
};

/** The inline confirmation of a destructive action: the question, the danger button and Cancel. */
export function ConfirmBar({ label, children, confirmText, onConfirm, onCancel, takeFocus }: ConfirmBarProps) {
  const { t } = useLingui();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) cancel.current?.focus();
  }, [takeFocus]);
  return (
    <div className="confirm" role="alertdialog" aria-label={label} part="confirm" onKeyDown={takeFocus ? (e) => e.key === 'Escape' && onCancel() : undefined}>
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
