import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LoanDetail } from '@si/contract';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { lendingMessageText, loanStatusText } from '../kit/lendingWords.ts';
import { getLoan } from '../kit/staff/loanCalls.ts';
import { moneyText, placeText } from '../kit/staff/loanWords.ts';
import { DetailsSection, TermSection } from './DetailsSections.tsx';
import { HistorySection } from './HistorySection.tsx';
import { ExceptionsSection, PartiesSection, RatingSection } from './ReviewSections.tsx';
import type { SectionProps } from './parts.tsx';
import { LendingMessage } from '@si/contract/lending';

export type LoanProps = {
  /** The loan (its lending account's id). */
  loanId?: string | number;
};

type Outcome = { ok: boolean; text: string };

function LoanView({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const load = useLoad((signal) => getLoan(id, signal), `loan ${id}`);
  const [outcome, setOutcome] = useState<Outcome>();
  const heading = useRef<HTMLHeadingElement>(null);
  const loan = load.loaded.data;

  const sectionProps = (l: LoanDetail): SectionProps => ({
    loan: l,
    onSaved(next, said) {
      load.setData(next);
      setOutcome({ ok: true, text: said });
    },
    onStale(now) {
      setOutcome({ ok: false, text: lendingMessageText(LendingMessage.staleLoan, i18n) });
      if (now) load.setData(now);
      else void load.reload();
    },
  });

  return (
    <article className="loan" part="loan" aria-labelledby="loan-heading">
      <div className="section-head">
        <h2 id="loan-heading" ref={heading} tabIndex={-1} part="loan-heading">
          {loan ? (
            <>
              <bdi>{loan.borrower}</bdi> · <bdi dir="ltr">{loan.reference}</bdi>
            </>
          ) : (
            t`Loan`
          )}
        </h2>
        {loan && (
          <span className={`badge badge--${loan.status}`} part="status">
            {loanStatusText(loan.status, i18n)}
          </span>
        )}
      </div>
      {loan && (
        <p className="muted" part="summary">
          {moneyText(loan.amount, loan.currency, lang)} · {loan.stage ? t`${placeText(loan.workspace_kind, i18n)}, stage ${loan.stage.name}` : placeText(loan.workspace_kind, i18n)} ·{' '}
          {loan.officer ? t`Officer: ${loan.officer.name}` : t`No officer`}
          {loan.team && ` · ${t`Team: ${loan.team.name}`}`}
        </p>
      )}
      <LoadState loaded={load.loaded} retry={load.retry} />
      <div aria-live="polite">
        {outcome && (
          <Notice variant={outcome.ok ? 'success' : 'warning'} part="outcome">
            {outcome.text}
          </Notice>
        )}
      </div>
      {loan && (
        <>
          <DetailsSection {...sectionProps(loan)} />
          <TermSection {...sectionProps(loan)} />
          <PartiesSection {...sectionProps(loan)} />
          <RatingSection {...sectionProps(loan)} />
          <div part="covenants-slot">
            <slot name="covenants" />
          </div>
          <div part="affirmative-slot">
            <slot name="affirmative" />
          </div>
          <div part="decision-slot">
            <slot name="decision" />
          </div>
          <ExceptionsSection {...sectionProps(loan)} />
          <HistorySection loan={loan} />
        </>
      )}
    </article>
  );
}

/**
 * A loan's page: its sections in the spec's order. Details, term (with its schedule), borrowing
 * structure, rating, then the covenants, affirmative covenant requirements and decision the host
 * puts in their slots, then policy exceptions and the history. Each section is changed only by
 * the roles its `can` names; a save refused because someone else changed the loan keeps what was
 * typed and shows the loan as it is now.
 */
export function Loan({ loanId }: LoanProps) {
  const { t } = useLingui();
  const id = Number(loanId);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <p role="alert" part="error">
        {t`This loan's id is not valid.`}
      </p>
    );
  }
  return (
    <div className="admin" part="page">
      <LoanView key={id} id={id} />
    </div>
  );
}
