import { useLingui } from '@lingui/react/macro';
import { FileUploadTrigger } from '@si/contract/enums';
import { Field } from '../kit/kit.tsx';
import type { Kind, Params } from './drafts.ts';
import { TRIGGER_PARAM, useWorkflowLabels } from '../kit/labels.ts';
import { ParamControl, type Choices } from './ParamControl.tsx';

const TRIGGERS = Object.values(FileUploadTrigger) as number[];

type TriggerFieldsProps = {
  disabled: boolean;
  kind: Kind;
  setKind(kind: Kind): void;
  trigger: number;
  setTrigger(trigger: number): void;
  params: Params;
  setParams(patch: Partial<Params>): void;
  choices: Choices;
  errors: Record<string, string>;
};

/** When the transition fires: manually, on arrival, or on a file upload (with the upload trigger's parameter). */
export function TriggerFields({ disabled, kind, setKind, trigger, setTrigger, params, setParams, choices, errors }: TriggerFieldsProps) {
  const { t } = useLingui();
  const labels = useWorkflowLabels();
  const kinds: [Kind, string][] = [
    ['manual', t`Manually, when a user takes it`],
    ['automatic', t`Automatically, when an item arrives at the from-step`],
    ['upload', t`When a file is uploaded`],
  ];
  return (
    <fieldset disabled={disabled} part="kind">
      <legend>{t`When it fires`}</legend>
      {kinds.map(([value, label]) => (
        <label key={value} className="check">
          <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
          {label}
        </label>
      ))}
      {errors.automatic && (
        <small className="field-error" part="field-error">
          {errors.automatic}
        </small>
      )}
      {kind === 'upload' && (
        <div className="row">
          <Field label={t`File-upload trigger`} error={errors.trigger}>
            {({ describedBy, invalid }) => (
              <select name="trigger" value={trigger} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setTrigger(Number(e.target.value))}>
                {TRIGGERS.map((code) => (
                  <option key={code} value={code}>
                    {labels.triggers[code]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <ParamControl
            param={TRIGGER_PARAM[trigger]}
            value={params}
            onChange={setParams}
            choices={choices}
            error={(field) => errors[`trigger_${field}`]}
            labels={{ team: t`Team to notify`, user: t`User to notify`, contact: t`Contact to notify` }}
          />
        </div>
      )}
    </fieldset>
  );
}
