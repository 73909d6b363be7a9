/** What the loan page's sections share: a section's frame (heading, its Change button), a fact, the outcome of a write. */
import { useId, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoanDetail, LoanSection } from '@si/contract';
import { formErrors, type FormErrors } from '../../base/errors.ts';
import { lendingMessageText, sectionTitle } from '../kit/lendingWords.ts';
import { dataOf, statusOf } from '../kit/staff/loanCalls.ts';
import { useLingui } from '@lingui/react/macro';

export function Fact({ term, children, part }: { term: string; children: ReactNode; part?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd part={part}>{children}</dd>
    </div>
  );
}

/** A section of the loan page: its title (the spec's section in words), its own controls, its content. */
export function Section({ section, part, actions, children }: { section: LoanSection; part: string; actions?: ReactNode; children: ReactNode }) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <section className="loan-section" part={`section ${part}`} aria-labelledby={`${id}-title`} data-section={section}>
      <div className="section-head">
        <h3 id={`${id}-title`}>{sectionTitle(section, i18n)}</h3>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** What a section's form is handed by the page. */
export type SectionProps = {
  loan: LoanDetail;
  /** A write succeeded: the loan as it is now, and what to say. */
  onSaved(loan: LoanDetail, said: string): void;
  /** Someone else changed the loan (409): the loan as it is now; the form keeps what was typed. */
  onStale(loan: LoanDetail | undefined): void;
};

/** A failed write as a form shows it: the field messages, the alert in the reader's words. */
export function loanFormErrors(error: unknown, fields: readonly string[], i18n: I18n): FormErrors {
  const shown = formErrors(error, fields, i18n);
  return { alert: shown.alert && lendingMessageText(shown.alert, i18n), fields: shown.fields };
}

/** The loan a 409 answered with (the loan as it is now), if any. */
export function staleLoan(error: unknown): LoanDetail | undefined | false {
  if (statusOf(error) !== 409) return false;
  const data = dataOf(error) as { loan?: LoanDetail } | undefined;
  return data?.loan;
}

export const STALE_KEPT = msg`Someone else changed this loan; it has been reloaded. What you typed is still here: check it and save again.`;
