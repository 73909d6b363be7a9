import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WorkflowDetail, WorkflowStep } from '@si/contract';
import { createWorkflowStep } from '@si/core/admin';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { Field } from '../kit/kit.tsx';
import { STEP_NAME_MAX } from '../limits.ts';
import { checkStepName } from './stepName.ts';

/** Adds a step at the end of the list; the first step of a workflow is marked initial. */
export function AddStepForm({ workflow, onAdded }: { workflow: WorkflowDetail; onAdded(step: WorkflowStep): void }) {
  const { t, i18n } = useLingui();
  const max = STEP_NAME_MAX;
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => checkStepName(name, { required: t`This field is required.`, tooLong: t`Use at most ${max} characters.` }),
    async () => {
      // The first step is where items start: mark it initial (another step can take the mark later).
      const step = await createWorkflowStep(workflow.id, workflow.steps.length ? { name: name.trim() } : { name: name.trim(), is_initial: true });
      setName('');
      onAdded(step);
      input.current?.focus();
    },
    (error) => formErrors(error, ['name'], i18n),
  );

  return (
    <form noValidate className="inline wide" onSubmit={handleSubmit} aria-busy={busy} part="add-step" aria-label={t`Add a step`}>
      <ErrorAlert message={errors.alert} />
      <Field label={t`Step name`} error={errors.fields.name}>
        {({ describedBy, invalid }) => (
          <input ref={input} name="step-name" value={name} maxLength={STEP_NAME_MAX} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      <button type="submit" className="primary" disabled={busy}>
        {t`Add step`}
      </button>
    </form>
  );
}
