import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CovenantCreateInput, CovenantRow } from '@si/contract';
import { thresholdText, waiverKindText } from '../kit/covenantWords.ts';
import { frequencyText, headroomText, metricText, ratioText, testStatusText } from '../kit/lendingWords.ts';
import { archiveCovenant, changeCovenant, revokeWaiver, waiveCovenant, type CovenantChange } from '../kit/staff/covenantCalls.ts';
import { CovenantForm } from './CovenantForm.tsx';
import { dayText, TestDetail } from './CovenantTest.tsx';
import { WaiverForm } from './WaiverForm.tsx';

export type CovenantCardProps = {
  covenant: CovenantRow;
  canWrite: boolean;
  canWaive: boolean;
  /** The covenant as the server now answers it, and what to say. */
  onChanged(next: CovenantRow | null, said: string): void;
  onError(text: string): void;
};

type Step = 'edit' | 'waive' | undefined;

/** One covenant: what it tests in words, its tests with their status and headroom, its waivers, and the writers' actions. */
export function CovenantCard({ covenant: c, canWrite, canWaive, onChanged, onError }: CovenantCardProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const [step, setStep] = useState<Step>();
  const [open, setOpen] = useState<number>();
  const financial = c.kind === 'financial';
  const headingId = `covenant-${c.id}`;
  const what = financial ? (c.metric === 'formula' || !c.metric ? c.formula : metricText(c.metric, i18n)) : c.description;
  const due = t`due ${c.due_days} days after each period's end`;

  async function act(run: () => Promise<CovenantRow>, said: string) {
    try {
      onChanged(await run(), said);
      setStep(undefined);
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <article className="covenant" part="covenant" aria-labelledby={headingId}>
      <header>
        <h4 id={headingId}>
          <bdi>{c.name}</bdi>
        </h4>
        <p part="covenant-terms">
          {financial ? (
            <>
              <bdi dir={c.metric === 'formula' ? 'ltr' : undefined}>{what}</bdi> {thresholdText(c.operator, c.threshold, i18n)}
            </>
          ) : (
            <bdi>{what}</bdi>
          )}
        </p>
        <p className="muted" part="covenant-schedule">
          {frequencyText(c.frequency, i18n)} · {due}
          {c.next_test ? ` · ${t`next test ${dayText(c.next_test, lang)}`}` : ` · ${t`no test to come`}`}
          {financial && ` · ${t`warning under ${c.effective_warning_margin} % headroom`}`}
        </p>
      </header>

      {c.waivers.length > 0 && (
        <ul className="waivers" part="waivers">
          {c.waivers.map((w) => (
            <li key={w.id} part="waiver">
              {waiverKindText(w.kind, i18n)}
              {w.test_id !== null && ` · ${t`one test`}`} · {w.active ? t`until ${dayText(w.expires_on, lang)}` : w.revoked_at ? t`revoked` : t`expired ${dayText(w.expires_on, lang)}`}
              {w.approver && ` · ${w.approver.name}`} — <bdi>{w.reason}</bdi>
              {canWaive && w.active && (
                <button type="button" className="link" part="revoke" onClick={() => void act(() => revokeWaiver(w.id), t`The waiver is revoked.`)}>
                  {t`Revoke`}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      <div className="table-wrap">
        <table part="tests">
          <caption className="visually-hidden">{t`Tests of ${c.name}`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Period's end`}</th>
              <th scope="col">{t`Due`}</th>
              <th scope="col">{t`Status`}</th>
              {financial && <th scope="col">{t`Value`}</th>}
              {financial && <th scope="col">{t`Headroom`}</th>}
              <th scope="col">
                <span className="visually-hidden">{t`Details`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {c.tests.map((x) => (
              <tr key={x.id} part="test" data-status={x.status}>
                <td>{dayText(x.test_date, lang)}</td>
                <td>{dayText(x.due_date, lang)}</td>
                <td>
                  <span className={`status status--${x.status}`} part="test-status">
                    {testStatusText(x.result?.status === 'invalid' ? 'invalid' : x.status, i18n)}
                  </span>
                </td>
                {financial && <td dir="ltr">{x.result ? ratioText(x.result.value, lang) : '—'}</td>}
                {financial && <td dir="ltr">{x.result ? headroomText(x.result.headroom, lang) : '—'}</td>}
                <td>
                  {financial && (x.result || x.item) && (
                    <button type="button" className="link" part="test-open" aria-expanded={open === x.id} onClick={() => setOpen(open === x.id ? undefined : x.id)}>
                      {open === x.id ? t`Hide` : t`Figures and history`}
                    </button>
                  )}
                  {!financial && x.item && <span className="muted">{t`Requirement opened`}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open !== undefined && c.tests.some((x) => x.id === open) && (
        <TestDetail key={open} row={c.tests.find((x) => x.id === open)!} covenant={c} canWrite={canWrite} onChanged={() => onChanged(null, t`The figures are saved.`)} />
      )}

      {step === 'edit' && (
        <CovenantForm
          kind={c.kind}
          covenant={c}
          onSubmit={async (input: CovenantCreateInput | CovenantChange) => {
            onChanged(await changeCovenant(c.id, input as CovenantChange), t`The covenant is saved.`);
            setStep(undefined);
          }}
          onCancel={() => setStep(undefined)}
        />
      )}
      {step === 'waive' && (
        <WaiverForm
          covenant={c}
          onSubmit={async (input) => {
            onChanged(await waiveCovenant(c.id, input), t`The waiver is recorded.`);
            setStep(undefined);
          }}
          onCancel={() => setStep(undefined)}
        />
      )}
      {!step && (canWrite || canWaive) && !c.archived && (
        <div className="actions" part="covenant-actions">
          {canWrite && (
            <button type="button" className="secondary" part="edit" onClick={() => setStep('edit')}>
              {t`Change`}
            </button>
          )}
          {canWaive && (
            <button type="button" className="secondary" part="waive" onClick={() => setStep('waive')}>
              {t`Waive or defer`}
            </button>
          )}
          {canWrite && (
            <button type="button" className="secondary" part="archive" onClick={() => void act(() => archiveCovenant(c.id), t`The covenant is archived.`)}>
              {t`Archive`}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
