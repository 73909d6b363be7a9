import { useLingui } from '@lingui/react/macro';
import { useShell } from '../base/Shell.tsx';

type FormActionsProps = { submitText: string; busy: boolean; onCancel?(): void; cancelDisabled?: boolean };

/** The submit button (loading while busy) and Cancel under a form, in the element's language and direction. */
export function FormActions({ submitText, busy, onCancel, cancelDisabled }: FormActionsProps) {
  const { t } = useLingui();
  const { lang, dir } = useShell();
  return (
    <div className="actions">
      <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir}>
        {submitText}
      </sl-button>
      {onCancel && (
        <sl-button type="button" lang={lang} dir={dir} onClick={onCancel} disabled={cancelDisabled}>
          {t`Cancel`}
        </sl-button>
      )}
    </div>
  );
}
