import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PortalItem } from '@si/contract';
import { describeError } from '@si/core';
import { saveRequirementAnswer, saveRequirementFigure } from '@si/core/portal';
import { ErrorAlert } from '../base/Notice.tsx';
import { ANSWER_MAX_LENGTH, answerProblem, figureProblem } from './requirementValues.ts';

export type RequirementAnswerProps = {
  token: string;
  item: PortalItem;
  /** The hold message when the account is on hold: nothing is sent. */
  blocked?: string;
  /** The item as the server now shows it, after a save. */
  onSaved: (item: PortalItem) => void;
};

/** The server's message for the field, else its detail, else a general one. */
function messageOf(error: unknown, field: string, fallback: string): string {
  const data = (error as { data?: Record<string, unknown> }).data;
  const own = data?.[field];
  if (Array.isArray(own) && typeof own[0] === 'string') return own[0];
  return typeof data?.detail === 'string' ? data.detail : fallback;
}

/**
 * A QUESTION's answer (text area) or a METRIC's figure (number, with its threshold), saved
 * inline. Read-only once accepted.
 */
export function RequirementAnswer({ token, item, blocked, onSaved }: RequirementAnswerProps) {
  const { t, i18n } = useLingui();
  const question = item.kind === 'QUESTION';
  const current = (question ? item.answer : item.reported_value) ?? '';
  const [draft, setDraft] = useState(current);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const fieldId = useId();
  const threshold = item.threshold_kind && item.threshold_value !== null && item.threshold_value !== undefined ? item.threshold_value : undefined;
  const thresholdText = threshold === undefined ? '' : item.threshold_kind === 1 ? t`Risk rate: ${threshold}` : t`Target value: ${threshold}`;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = question ? answerProblem(draft, i18n) : figureProblem(draft, i18n);
    setSaved(false);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const updated = question ? await saveRequirementAnswer(token, item.id, draft.trim()) : await saveRequirementFigure(token, item.id, draft.trim());
      setError(undefined);
      setSaved(true);
      onSaved(updated);
    } catch (failure) {
      setError(messageOf(failure, question ? 'text' : 'value', describeError(failure, i18n)));
    } finally {
      setBusy(false);
    }
  }

  if (item.locked) {
    return current ? (
      <p className="answer answer--locked" part="answer">
        {question ? t`Your answer: ${current}` : t`Your figure: ${current}`}
      </p>
    ) : null;
  }
  return (
    <form className="answer" part="answer" onSubmit={(event) => void handleSubmit(event)} noValidate aria-busy={busy}>
      <label htmlFor={fieldId}>{question ? t`Your answer` : t`Your figure`}</label>
      {thresholdText && (
        <p className="threshold" part="threshold">
          {thresholdText}
        </p>
      )}
      {question ? (
        <textarea id={fieldId} rows={3} maxLength={ANSWER_MAX_LENGTH} value={draft} disabled={!!blocked} aria-invalid={!!error} onChange={(e) => setDraft(e.target.value)} />
      ) : (
        <input id={fieldId} type="number" step="any" inputMode="decimal" value={draft} disabled={!!blocked} aria-invalid={!!error} onChange={(e) => setDraft(e.target.value)} />
      )}
      <ErrorAlert message={error} />
      <div className="answer-actions">
        <button type="submit" className="save" part="save" disabled={busy || !!blocked}>
          {t`Save`}
        </button>
        {saved && <span role="status">{t`Saved`}</span>}
      </div>
    </form>
  );
}
