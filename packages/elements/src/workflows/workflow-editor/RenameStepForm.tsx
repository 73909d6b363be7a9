import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WorkflowStep } from '@si/contract';
import { updateWorkflowStep } from '@si/core/admin';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { Field } from '../kit/kit.tsx';
import { STEP_NAME_MAX } from '../limits.ts';
import { checkStepName } from './stepName.ts';

/** A step's name, edited in place in the step list; Escape or Cancel leaves it unchanged. */
export function RenameStepForm({ workflowId, step, onDone }: { workflowId: number; step: WorkflowStep; onDone(saved?: WorkflowStep): void }) {
  const { t, i18n } = useLingui();
  const max = STEP_NAME_MAX;
  const [name, setName] = useState(step.name);
  const { errors, handleSubmit } = useFormSubmit(
    () => checkStepName(name, { required: t`This field is required.`, tooLong: t`Use at most ${max} characters.` }),
    async () => onDone(await updateWorkflowStep(workflowId, step.id, { name: name.trim() })),
    (error) => formErrors(error, ['name'], i18n),
  );

  return (
    <form noValidate className="inline" onSubmit={handleSubmit} aria-label={t`Rename ${step.name}`}>
      <ErrorAlert message={errors.alert} />
      <Field label={t`New name of ${step.name}`} error={errors.fields.name}>
        {({ describedBy, invalid }) => (
          <input
            name="step-name"
            value={name}
            autoFocus
            maxLength={STEP_NAME_MAX}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && onDone()}
          />
        )}
      </Field>
      <button type="submit" className="primary">
        {t`Save`}
      </button>
      <button type="button" onClick={() => onDone()}>
        {t`Cancel`}
      </button>
    </form>
  );
}
