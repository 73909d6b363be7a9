import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CovenantRow, CovenantTestDetail, CovenantTestRow } from '@si/contract';
import { formErrors } from '../../base/errors.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { causeText, covenantFigureProblem } from '../kit/covenantWords.ts';
import { headroomText, lendingMessageText, ratioText, testStatusText } from '../kit/lendingWords.ts';
import { LoanInput } from '../kit/staff/loanFields.tsx';
import { enterFigures, loadTest } from '../kit/staff/covenantCalls.ts';

export const dayText = (day: string, lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const whenText = (iso: string, lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Staff figures for a financial test: one labelled input per figure, each error at its field. */
function FiguresEntry({ test, covenant, onSaved }: { test: CovenantTestDetail; covenant: CovenantRow; onSaved(next: CovenantTestDetail): void }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(covenant.figures.map((f) => [f.name, test.result?.figures[f.name] ?? ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    for (const f of covenant.figures) {
      const problem = covenantFigureProblem(draft[f.name] ?? '', i18n);
      if (problem) problems[f.name] = problem;
    }
    setErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      onSaved(await enterFigures(test.id, Object.fromEntries(covenant.figures.map((f) => [f.name, draft[f.name]!.trim()]))));
    } catch (error) {
      const split = formErrors(
        error,
        covenant.figures.map((f) => `figures.${f.name}`),
        i18n,
      );
      setErrors(Object.fromEntries(Object.entries(split.fields).map(([k, v]) => [k.slice('figures.'.length), lendingMessageText(v, i18n)])));
      setAlert(split.alert ? lendingMessageText(split.alert, i18n) : undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="figures-form" part="figures-form" onSubmit={(e) => void handleSubmit(e)} noValidate aria-busy={busy}>
      {covenant.figures.map((f) => (
        <LoanInput key={f.name} name={f.name} label={f.label} value={draft[f.name] ?? ''} error={errors[f.name]} inputMode="decimal" dir="ltr" onChange={(v) => setDraft((d) => ({ ...d, [f.name]: v }))} />
      ))}
      <ErrorAlert message={alert} />
      <div className="actions">
        <button type="submit" part="figures-submit" disabled={busy}>
          {test.result ? t`Save corrected figures` : t`Save the figures`}
        </button>
      </div>
    </form>
  );
}

/** One test opened: its current result's figures, staff figure entry, and every earlier result. */
export function TestDetail({ row, covenant, canWrite, onChanged }: { row: CovenantTestRow; covenant: CovenantRow; canWrite: boolean; onChanged(): void }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const load = useLoad((signal) => loadTest(row.id, signal), `covenant-test:${row.id}`);
  const test = load.loaded.data;
  const [entering, setEntering] = useState(false);
  if (!test) return <LoadState loaded={load.loaded} retry={load.retry} />;
  const locked = test.item?.status.toLowerCase() === 'accepted';
  const figureLabel = (name: string) => covenant.figures.find((f) => f.name === name)?.label ?? name;
  return (
    <div className="test-detail" part="test-detail">
      {test.results.length === 0 ? (
        <p className="muted">{t`No figures yet.`}</p>
      ) : (
        <ol className="results" part="results" aria-label={t`Results, newest first`}>
          {test.results.map((r) => (
            <li key={r.id} className={r.current ? 'result result--current' : 'result'} part={r.current ? 'result result-current' : 'result result-superseded'}>
              <p>
                <strong>{r.current ? t`Current result` : t`Superseded`}</strong>
                {' · '}
                {testStatusText(r.status, i18n)}
                {r.value !== null && ` · ${ratioText(r.value, lang)}`}
                {r.headroom !== null && ` · ${t`headroom`} ${headroomText(r.headroom, lang)}`}
              </p>
              <p className="muted">
                {causeText(r.cause, i18n)}
                {r.reported_by && ` · ${r.reported_by}`} · {whenText(r.created_at, lang)}
              </p>
              {r.problem && <p className="field-error">{r.problem}</p>}
              <dl className="figures">
                {Object.entries(r.figures).map(([name, value]) => (
                  <div key={name}>
                    <dt>
                      <bdi>{figureLabel(name)}</bdi>
                    </dt>
                    <dd dir="ltr">{new Intl.NumberFormat(lang, { maximumFractionDigits: 4 }).format(Number(value))}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
      {canWrite &&
        !locked &&
        (entering ? (
          <FiguresEntry
            test={test}
            covenant={covenant}
            onSaved={(next) => {
              load.setData(() => next);
              setEntering(false);
              onChanged();
            }}
          />
        ) : (
          <button type="button" className="secondary" part="enter-figures" onClick={() => setEntering(true)}>
            {test.result ? t`Correct the figures` : t`Enter the figures`}
          </button>
        ))}
      {locked && <p className="muted">{t`The requirement is accepted: its figures are final.`}</p>}
    </div>
  );
}
