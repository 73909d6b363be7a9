import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WorkflowDetail } from '@si/contract';
import { updateWorkflow } from '@si/core/admin';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { Field } from '../kit/kit.tsx';
import { WORKFLOW_NAME_MAX } from '../limits.ts';

/** Name and description of the workflow. */
export function DetailsForm({ workflow, onSaved }: { workflow: WorkflowDetail; onSaved(saved: WorkflowDetail): void }) {
  const { t, i18n } = useLingui();
  const max = WORKFLOW_NAME_MAX;
  const [name, setName] = useState(workflow.name);
  const [description, setDescription] = useState(workflow.description);
  const { busy, errors, handleSubmit } = useFormSubmit(
    (): Record<string, string> => {
      if (!name.trim()) return { name: t`This field is required.` };
      if (name.trim().length > WORKFLOW_NAME_MAX) return { name: t`Use at most ${max} characters.` };
      return {};
    },
    async () => onSaved(await updateWorkflow(workflow.id, { name: name.trim(), description: description.trim() })),
    (error) => formErrors(error, ['name', 'description'], i18n),
  );

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={busy} part="form" aria-label={t`Workflow details`}>
      <ErrorAlert message={errors.alert} />
      <Field label={t`Workflow name`} error={errors.fields.name}>
        {({ describedBy, invalid }) => (
          <input name="name" value={name} maxLength={WORKFLOW_NAME_MAX} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      <Field label={t`Description`} error={errors.fields.description}>
        {({ describedBy, invalid }) => (
          <textarea name="description" value={description} rows={2} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setDescription(e.target.value)} />
        )}
      </Field>
      <div className="actions">
        <button type="submit" disabled={busy}>
          {t`Save details`}
        </button>
      </div>
    </form>
  );
}
