import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { LoanDecisions } from '@si/contract';
import { REVIEW_ROLES } from '@si/contract/lending';
import { $user } from '@si/core';
import { useCanWrite } from '../../admin/roles.ts';
import { useShell } from '../../base/Shell.tsx';
import { formatMoney } from '../../portal-kit/itemLabels.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { loanStatusText, outcomeText } from '../kit/lendingWords.ts';
import { bookLoan, decideLoan, loadDecisions, reopenLoan, type DecisionInput } from '../kit/staff/pipelineCalls.ts';
import { pipelineRefusal } from '../kit/staff/pipelineWords.ts';
import { DecisionForm } from './DecisionForm.tsx';

export type LoanDecisionProps = {
  /** The loan (its lending account). */
  loanId?: string;
};

const whenText = (iso: string, lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * A loan's decision section: its status, the open round, the decisions given of those it needs
 * and every decision (who, when, outcome, reason, conditions). A reviewer (LRA) or an Office
 * Administrator decides a loan in the pipeline; an approved loan is booked (write roles), a
 * declined one reopened (LRA, OA). Everyone else reads.
 */
export function LoanDecision({ loanId }: LoanDecisionProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const user = useStore($user);
  const canWrite = useCanWrite();
  const reviewer = !!user?.offices.some((entry) => REVIEW_ROLES.includes(entry.role));
  const id = loanId && /^\d+$/.test(loanId) ? Number(loanId) : undefined;
  const load = useLoad(id ? (signal) => loadDecisions(id, signal) : null, `decisions:${id ?? ''}`);
  const data = load.loaded.data;
  const [draws, setDraws] = useState(false);
  const [actionError, setActionError] = useState<string>();
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);

  if (!id) return <p part="error">{t`This element needs the loan's id.`}</p>;
  if (!data) return <LoadState loaded={load.loaded} retry={load.retry} />;

  const show = (next: LoanDecisions, text: string) => {
    load.setData(() => next);
    setSaid(text);
    setActionError(undefined);
  };
  async function decide(input: DecisionInput) {
    const next = await decideLoan(id!, input);
    const status = loanStatusText(next.status, i18n);
    show(next, t`Decision recorded. The loan is now: ${status}.`);
  }
  async function act(run: () => Promise<LoanDecisions>, done: string) {
    setBusy(true);
    try {
      show(await run(), done);
    } catch (error) {
      setActionError(pipelineRefusal(error, i18n));
      void load.reload();
    } finally {
      setBusy(false);
    }
  }

  const round = data.round;
  const given = data.given;
  const needed = data.needed;
  const open = data.status === 'requested' || data.status === 'in_review';
  const mine = data.decisions.some((d) => d.round === round && d.decided_by.id === user?.id);
  const current = data.decisions.filter((d) => d.round === round);
  const earlier = data.decisions.filter((d) => d.round !== round);
  const status = loanStatusText(data.status, i18n);
  const amount = formatMoney(data.amount, data.currency, lang);

  const list = (rows: LoanDecisions['decisions']) => (
    <ol className="decisions" part="decisions">
      {rows.map((d) => {
        const who = d.decided_by.name;
        const when = whenText(d.decided_at, lang);
        return (
          <li key={d.id} className="decision" part="decision">
            <p className="decision-head">
              <strong>{outcomeText(d.outcome, i18n)}</strong> <span>{t`by ${who}, ${when}`}</span>
            </p>
            {d.reason && <p className="decision-reason">{d.reason}</p>}
            {d.conditions.length > 0 && (
              <ul className="decision-conditions" aria-label={t`Conditions of approval`}>
                {d.conditions.map((c, i) => (
                  <li key={i}>{c.text}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );

  return (
    <section className="loan-decision" part="base" aria-labelledby="loan-decision-heading">
      <h2 id="loan-decision-heading" part="heading">
        {t`Decision`}
      </h2>
      <dl className="facts" part="facts">
        <div>
          <dt>{t`Status`}</dt>
          <dd part="status">{status}</dd>
        </div>
        <div>
          <dt>{t`Amount`}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{t`Round`}</dt>
          <dd>{new Intl.NumberFormat(lang).format(round)}</dd>
        </div>
        <div>
          <dt>{t`Decisions`}</dt>
          <dd part="count">{t`${given} of ${needed} given`}</dd>
        </div>
      </dl>
      <p className="sr-only" role="status" aria-live="polite" part="announcer">
        {said}
      </p>
      {current.length > 0 ? list(current) : <p part="none">{t`No decision yet in this round.`}</p>}
      {needed === 2 && open && <p className="note">{t`This loan needs two decisions by two different people.`}</p>}
      {open && reviewer && !mine && <DecisionForm onDecide={decide} />}
      {open && reviewer && mine && <p className="note" part="waiting">{t`You have decided this round; the second decision is someone else's.`}</p>}
      {actionError && (
        <p className="notice notice--danger" role="alert" part="action-error">
          {actionError}
        </p>
      )}
      {data.status === 'approved' && canWrite && (
        <div className="actions" part="book">
          <label className="choice">
            <input type="checkbox" checked={draws} onChange={(event) => setDraws(event.target.checked)} />
            <span>{t`A construction loan, disbursed in draws`}</span>
          </label>
          <button type="button" part="book-button" disabled={busy} onClick={() => void act(() => bookLoan(id, draws), t`The loan is booked.`)}>
            {t`Book loan`}
          </button>
        </div>
      )}
      {data.status === 'declined' && reviewer && (
        <div className="actions">
          <button type="button" part="reopen-button" disabled={busy} onClick={() => void act(() => reopenLoan(id), t`The loan is in review again, in a new round.`)}>
            {t`Reopen`}
          </button>
        </div>
      )}
      {earlier.length > 0 && (
        <details part="earlier">
          <summary>{t`Earlier rounds`}</summary>
          {list(earlier)}
        </details>
      )}
    </section>
  );
}
