import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DECISION_OUTCOMES, LENDING_LIMITS, type DecisionOutcome } from '@si/contract/lending';
import { fieldErrors } from '@si/core';
import { outcomeText } from '../kit/lendingWords.ts';
import { pipelineMessageText, pipelineRefusal } from '../kit/staff/pipelineWords.ts';
import type { DecisionInput } from '../kit/staff/pipelineCalls.ts';

export type DecisionFormProps = {
  onDecide(input: DecisionInput): Promise<void>;
};

type Errors = Partial<Record<'outcome' | 'reason' | 'conditions' | 'form', string>>;

/**
 * A reviewer's decision: approve, approve with conditions (a list of conditions, added and removed
 * one by one) or decline (with the reason). What was typed stays when the server refuses it; the
 * refusal is said at the field it is about.
 */
export function DecisionForm({ onDecide }: DecisionFormProps) {
  const { t, i18n } = useLingui();
  const [outcome, setOutcome] = useState<DecisionOutcome>();
  const [reason, setReason] = useState('');
  const [conditions, setConditions] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  function addCondition() {
    const text = draft.trim();
    if (!text) {
      setErrors({ conditions: t`Type the condition first.` });
      return;
    }
    if (conditions.length >= LENDING_LIMITS.conditions) {
      const most = LENDING_LIMITS.conditions;
      setErrors({ conditions: t`At most ${most} conditions.` });
      return;
    }
    setConditions([...conditions, text]);
    setDraft('');
    setErrors({});
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!outcome) found.outcome = t`Choose a decision.`;
    if (outcome === 'declined' && !reason.trim()) found.reason = t`Say why the loan is declined.`;
    if (outcome === 'approved_with_conditions' && conditions.length === 0) found.conditions = t`Add at least one condition.`;
    setErrors(found);
    if (Object.keys(found).length || !outcome) return;
    setBusy(true);
    try {
      await onDecide({ outcome, reason: reason.trim(), conditions: outcome === 'approved_with_conditions' ? conditions : [] });
      setOutcome(undefined);
      setReason('');
      setConditions([]);
    } catch (error) {
      const fields = fieldErrors(error);
      const at = (name: string) => Object.entries(fields).find(([key]) => key === name || key.startsWith(`${name}.`))?.[1];
      const reasonError = at('reason');
      const conditionsError = at('conditions');
      setErrors({
        ...(reasonError && { reason: pipelineMessageText(reasonError, i18n) }),
        ...(conditionsError && { conditions: pipelineMessageText(conditionsError, i18n) }),
        ...(!reasonError && !conditionsError && { form: pipelineRefusal(error, i18n) }),
      });
    } finally {
      setBusy(false);
    }
  }

  const maxCondition = LENDING_LIMITS.condition;
  return (
    <form className="decision-form" part="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <fieldset part="outcomes" aria-describedby={errors.outcome ? 'decision-outcome-error' : undefined}>
        <legend>{t`Your decision`}</legend>
        {DECISION_OUTCOMES.map((value) => (
          <label key={value} className="choice">
            <input type="radio" name="outcome" value={value} checked={outcome === value} onChange={() => setOutcome(value)} />
            <span>{outcomeText(value, i18n)}</span>
          </label>
        ))}
        {errors.outcome && (
          <p id="decision-outcome-error" className="field-error">
            {errors.outcome}
          </p>
        )}
      </fieldset>
      <label className="field">
        <span>{outcome === 'declined' ? t`Reason (required)` : t`Reason`}</span>
        <textarea
          name="reason"
          rows={3}
          maxLength={LENDING_LIMITS.reason}
          value={reason}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? 'decision-reason-error' : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {errors.reason && (
          <span id="decision-reason-error" className="field-error">
            {errors.reason}
          </span>
        )}
      </label>
      {outcome === 'approved_with_conditions' && (
        <fieldset part="conditions">
          <legend>{t`Conditions of approval`}</legend>
          {conditions.length > 0 && (
            <ol className="condition-list">
              {conditions.map((text, index) => (
                <li key={`${index}-${text}`}>
                  <span>{text}</span>
                  <button type="button" part="remove-condition" aria-label={t`Remove condition: ${text}`} onClick={() => setConditions(conditions.filter((_, i) => i !== index))}>
                    {t`Remove`}
                  </button>
                </li>
              ))}
            </ol>
          )}
          <div className="condition-add">
            <label className="field">
              <span>{t`New condition`}</span>
              <input
                name="condition"
                maxLength={maxCondition}
                value={draft}
                aria-invalid={errors.conditions ? true : undefined}
                aria-describedby={errors.conditions ? 'decision-conditions-error' : undefined}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addCondition();
                  }
                }}
              />
            </label>
            <button type="button" part="add-condition" onClick={addCondition}>
              {t`Add condition`}
            </button>
          </div>
          {errors.conditions && (
            <p id="decision-conditions-error" className="field-error">
              {errors.conditions}
            </p>
          )}
        </fieldset>
      )}
      {errors.form && (
        <p className="notice notice--danger" role="alert" part="form-error">
          {errors.form}
        </p>
      )}
      <button type="submit" part="submit" disabled={busy}>
        {t`Record decision`}
      </button>
    </form>
  );
}
