import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WorkflowDetail, WorkflowTransition } from '@si/contract';
import { createTransition } from '@si/core/admin';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { Field } from '../kit/kit.tsx';
import { TRANSITION_NAME_MAX } from '../limits.ts';

const TRANSITION_FIELDS = ['name', 'from_step_id', 'to_step_id'];

/** Adds a transition between two steps by name; its details are edited on the transition's page. */
export function AddTransitionForm({ workflow, onAdded }: { workflow: WorkflowDetail; onAdded(transition: WorkflowTransition): void }) {
  const { t, i18n } = useLingui();
  const max = TRANSITION_NAME_MAX;
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const fields: Record<string, string> = {};
      if (!name.trim()) fields.name = t`This field is required.`;
      else if (name.trim().length > TRANSITION_NAME_MAX) fields.name = t`Use at most ${max} characters.`;
      if (!from) fields.from_step_id = t`Choose a step.`;
      if (!to) fields.to_step_id = t`Choose a step.`;
      return fields;
    },
    async () => {
      const transition = await createTransition(workflow.id, { name: name.trim(), from_step_id: Number(from), to_step_id: Number(to) });
      setName('');
      setFrom('');
      setTo('');
      onAdded(transition);
    },
    (error) => formErrors(error, TRANSITION_FIELDS, i18n),
  );

  const stepSelect = (value: string, set: (v: string) => void, describedBy: string | undefined, invalid: boolean, name: string) => (
    <select name={name} value={value} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => set(e.target.value)}>
      <option value="">{t`Choose a step`}</option>
      {workflow.steps.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </select>
  );

  return (
    <form noValidate className="inline wide" onSubmit={handleSubmit} aria-busy={busy} part="add-transition" aria-label={t`Add a transition`}>
      <ErrorAlert message={errors.alert} />
      <Field label={t`Transition name`} error={errors.fields.name}>
        {({ describedBy, invalid }) => (
          <input name="transition-name" value={name} maxLength={TRANSITION_NAME_MAX} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      <Field label={t`From step`} error={errors.fields.from_step_id}>
        {({ describedBy, invalid }) => stepSelect(from, setFrom, describedBy, invalid, 'from_step_id')}
      </Field>
      <Field label={t`To step`} error={errors.fields.to_step_id}>
        {({ describedBy, invalid }) => stepSelect(to, setTo, describedBy, invalid, 'to_step_id')}
      </Field>
      <button type="submit" className="primary" disabled={busy || workflow.steps.length === 0}>
        {t`Add transition`}
      </button>
    </form>
  );
}
