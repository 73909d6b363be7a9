import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '../base/Notice.tsx';
import { useFormSubmit } from '../base/useFormSubmit.ts';
import { focusControl, groupedErrors } from './fields.tsx';
import { FormActions } from './FormActions.tsx';

export type ResourceFormProps<Row> = {
  /** The form's heading and accessible name ("New category", "Edit Retail"). */
  title: string;
  /** The accessible name when it is not the heading. */
  label?: string;
  /** The form's part name ("form" unless told). */
  part?: string;
  submitText: string;
  /** The fields the form shows: the server's messages for them go next to them, others to the alert. */
  fields: readonly string[];
  /** Client checks: a message per field that is wrong (nothing is sent then). */
  validate(): Record<string, string | undefined>;
  save(): Promise<Row>;
  onSaved(row: Row): void;
  onCancel(): void;
  children(errors: Record<string, string>): ReactNode;
};

/**
 * The create/edit form frame of the settings screens: client checks, then the call; a refusal
 * keeps what was typed and shows the server's messages by their fields. Focus goes to the first
 * field when it opens; Escape cancels.
 */
export function ResourceForm<Row>({ title, label, part = 'form', submitText, fields, validate, save, onSaved, onCancel, children }: ResourceFormProps<Row>) {
  const { i18n } = useLingui();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    focusControl(form.current?.querySelector<HTMLElement>('sl-input, input, select, textarea'));
  }, []);

  const { busy, errors, handleSubmit } = useFormSubmit(
    // The first wrong field takes the focus once the messages rendered (useFormSubmit).
    () => Object.fromEntries(Object.entries(validate()).filter((entry): entry is [string, string] => !!entry[1])),
    async () => onSaved(await save()),
    (error) => groupedErrors(error, fields, i18n),
  );

  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form ref={form} noValidate onSubmit={handleSubmit} onKeyDown={escape} aria-busy={busy} part={part} aria-label={label ?? title}>
      <h3>{title}</h3>
      <ErrorAlert message={errors.alert} />
      {children(errors.fields)}
      <FormActions submitText={submitText} busy={busy} onCancel={onCancel} />
    </form>
  );
}
