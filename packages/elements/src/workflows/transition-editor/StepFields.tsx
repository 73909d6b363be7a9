import { useLingui } from '@lingui/react/macro';
import type { WorkflowStep } from '@si/contract';
import { Field } from '../kit/kit.tsx';
import { TRANSITION_NAME_MAX } from '../limits.ts';

type StepFieldsProps = {
  disabled: boolean;
  steps: WorkflowStep[];
  name: string;
  setName(name: string): void;
  from: string;
  setFrom(id: string): void;
  to: string;
  setTo(id: string): void;
  errors: Record<string, string>;
};

/** The transition's name and the steps it goes from and to. */
export function StepFields({ disabled, steps, name, setName, from, setFrom, to, setTo, errors }: StepFieldsProps) {
  const { t } = useLingui();
  const stepOptions = steps.map((s) => (
    <option key={s.id} value={s.id}>
      {s.name}
    </option>
  ));
  return (
    <fieldset disabled={disabled} className="bare">
      <legend className="sr-only">{t`Steps`}</legend>
      <Field label={t`Transition name`} error={errors.name}>
        {({ describedBy, invalid }) => (
          <input name="name" value={name} maxLength={TRANSITION_NAME_MAX} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      <div className="row">
        <Field label={t`From step`} error={errors.from_step_id}>
          {({ describedBy, invalid }) => (
            <select name="from_step_id" value={from} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setFrom(e.target.value)}>
              {stepOptions}
            </select>
          )}
        </Field>
        <Field label={t`To step`} error={errors.to_step_id}>
          {({ describedBy, invalid }) => (
            <select name="to_step_id" value={to} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setTo(e.target.value)}>
              {stepOptions}
            </select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
