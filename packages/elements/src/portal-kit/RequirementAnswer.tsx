import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PortalItem } from '@si/contract';
import { apiRequest, describeError } from '@si/core';
import { portalHeaders, saveRequirementAnswer, saveRequirementFigure } from '@si/core/portal';
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

/** A lender portal's covenant figures (POST, the token in the body, its file-drop grant along). */
const COVENANT_FIGURES_PATH = '/api/filedrop/covenant_figures';

type Covenant = NonNullable<PortalItem['covenant']>;

/** The server's words for each field (`figures.<name>`), and its detail. */
function serverErrors(error: unknown): { fields: Record<string, string>; detail?: string } {
  const data = (error as { data?: Record<string, unknown> }).data ?? {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key.startsWith('figures.') && Array.isArray(value) && typeof value[0] === 'string') fields[key.slice('figures.'.length)] = value[0];
  }
  return { fields, detail: typeof data.detail === 'string' ? data.detail : undefined };
}

/**
 * A lending covenant test's METRIC: one labelled input per figure the covenant asks, checked
 * here first and then by the server, each error at its own field; nothing typed is lost when a
 * request fails. Once accepted, the figures read back without inputs.
 */
export function CovenantFigures({ token, item, blocked, onSaved }: RequirementAnswerProps) {
  const { t, i18n } = useLingui();
  const covenant = item.covenant as Covenant;
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(covenant.figures.map((f) => [f.name, covenant.reported?.[f.name] ?? ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const baseId = useId();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setFailure(undefined);
    const problems: Record<string, string> = {};
    for (const f of covenant.figures) {
      const problem = figureProblem(draft[f.name] ?? '', i18n);
      if (problem) problems[f.name] = problem;
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      const figures = Object.fromEntries(covenant.figures.map((f) => [f.name, (draft[f.name] ?? '').trim()]));
      const updated = await apiRequest<PortalItem>('POST', COVENANT_FIGURES_PATH, { json: { token, item_id: item.id, figures }, auth: 'none', headers: portalHeaders(token) });
      setSaved(true);
      onSaved(updated);
    } catch (error) {
      const { fields, detail } = serverErrors(error);
      setErrors(fields);
      if (!Object.keys(fields).length) setFailure(detail ?? describeError(error, i18n));
    } finally {
      setBusy(false);
    }
  }

  if (item.locked) {
    return covenant.reported ? (
      <dl className="answer answer--locked covenant-figures" part="answer">
        {covenant.figures.map((f) => (
          <div key={f.name}>
            <dt>
              <bdi>{f.label}</bdi>
            </dt>
            <dd>{covenant.reported?.[f.name] ?? '—'}</dd>
          </div>
        ))}
      </dl>
    ) : null;
  }
  return (
    <form className="answer covenant-figures" part="answer covenant-figures" onSubmit={(event) => void handleSubmit(event)} noValidate aria-busy={busy}>
      <p className="threshold" part="covenant-intro">
        {t`Enter the figures for the period ending ${new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${covenant.test_date}T00:00:00Z`))}.`}
      </p>
      {covenant.figures.map((f) => {
        const id = `${baseId}-${f.name}`;
        const error = errors[f.name];
        return (
          <div className="answer covenant-figure" part="covenant-figure" key={f.name}>
            <label htmlFor={id}>
              <bdi>{f.label}</bdi>
            </label>
            <input
              id={id}
              name={f.name}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={draft[f.name] ?? ''}
              disabled={!!blocked}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, [f.name]: e.target.value }))}
            />
            {error && (
              <p className="refused field-error" id={`${id}-error`} part="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <ErrorAlert message={failure} />
      <div className="answer-actions">
        <button type="submit" className="save" part="save" disabled={busy || !!blocked}>
          {covenant.reported ? t`Send corrected figures` : t`Send figures`}
        </button>
        {saved && <span role="status">{t`Figures sent`}</span>}
      </div>
    </form>
  );
}
