import { useLingui } from '@lingui/react/macro';
import { ConditionCombiner, ConditionType } from '@si/contract/enums';
import { Field } from '../kit/kit.tsx';
import { TRANSITION_CONDITIONS_MAX } from '../limits.ts';
import { blankParams, nextKey, type ConditionDraft } from './drafts.ts';
import { CONDITION_PARAM, useWorkflowLabels } from '../kit/labels.ts';
import { ParamControl, type Choices } from './ParamControl.tsx';

const CONDITION_TYPES = Object.values(ConditionType) as number[];

type ConditionListProps = {
  canWrite: boolean;
  combiner: number;
  setCombiner(combiner: number): void;
  conditions: ConditionDraft[];
  setConditions(update: (list: ConditionDraft[]) => ConditionDraft[]): void;
  choices: Choices;
  errors: Record<string, string>;
};

/** How conditions combine, and each condition with its parameter; an OA adds and removes them. */
export function ConditionList({ canWrite, combiner, setCombiner, conditions, setConditions, choices, errors }: ConditionListProps) {
  const { t } = useLingui();
  const labels = useWorkflowLabels();
  const setCondition = (key: number, patch: Partial<ConditionDraft>) => setConditions((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c)));
  return (
    <fieldset disabled={!canWrite} part="conditions">
      <legend>{t`Conditions`}</legend>
      <Field label={t`Combine conditions`} error={errors.combiner}>
        {({ describedBy, invalid }) => (
          <select name="combiner" value={combiner} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setCombiner(Number(e.target.value))}>
            {Object.values(ConditionCombiner).map((code) => (
              <option key={code} value={code}>
                {labels.combiners[code]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {conditions.length === 0 && <p className="hint">{t`No conditions: anyone may take this transition.`}</p>}
      {errors.conditions && (
        <small className="field-error" part="field-error">
          {errors.conditions}
        </small>
      )}
      {conditions.map((c, i) => (
        <div key={c.key} className="row condition" part="condition">
          <Field label={t`Condition ${i + 1}`} error={errors[`conditions.${i}.type`]}>
            {({ describedBy, invalid }) => (
              <select value={c.type} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setCondition(c.key, { type: Number(e.target.value) })}>
                {CONDITION_TYPES.map((code) => (
                  <option key={code} value={code}>
                    {labels.conditions[code]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <ParamControl
            param={CONDITION_PARAM[c.type]}
            value={c}
            onChange={(patch) => setCondition(c.key, patch)}
            choices={choices}
            error={(field) => errors[`conditions.${i}.${field}`]}
            labels={{ team: t`Team`, user: t`User`, contact: t`Contact` }}
          />
          {canWrite && (
            <button type="button" aria-label={t`Remove condition ${i + 1}`} onClick={() => setConditions((list) => list.filter((x) => x.key !== c.key))}>
              {t`Remove`}
            </button>
          )}
        </div>
      ))}
      {canWrite && conditions.length < TRANSITION_CONDITIONS_MAX && (
        <div>
          <button type="button" onClick={() => setConditions((list) => [...list, { key: nextKey(), type: ConditionType.USER_IN_TEAM, ...blankParams() }])}>
            {t`Add condition`}
          </button>
        </div>
      )}
    </fieldset>
  );
}
