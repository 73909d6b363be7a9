import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { css } from '@lit/reactive-element/css-tag.js';
import { DateFilter } from '@si/contract/enums';
import type { DetailsItem, StateCounts } from '@si/core/admin';
import { followLink } from '../../admin/links.ts';

/** The name of a module kind's module in the reports' module columns, or the kind's number. */
export { moduleNameOfKind as moduleName } from '../../account/moduleNames.ts';

export const STATE_NAMES: Record<'todo' | 'in_progress' | 'done', MessageDescriptor> = {
  todo: msg`To do`,
  in_progress: msg`In progress`,
  done: msg`Done`,
};

// The date filter of spec section 3, on the due date.
export const DATE_FILTERS: [number, MessageDescriptor][] = [
  [DateFilter.ANY, msg`Any date`],
  [DateFilter.TODAY, msg`Today`],
  [DateFilter.PAST_7_DAYS, msg`Past 7 days`],
  [DateFilter.THIS_MONTH, msg`This month`],
  [DateFilter.THIS_YEAR, msg`This year`],
];

/** A positive integer attribute (`account-id="12"`), else undefined. */
export function positiveId(value: string | number | undefined | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Dates as the reader's locale writes them; due dates are calendar days (UTC). */
export function useFormats() {
  const { i18n } = useLingui();
  return {
    day: (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)) : '—'),
    when: (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    count: (n: number) => new Intl.NumberFormat(i18n.locale).format(n),
  };
}

/** A link that lets a single-page host route it (a cancelable, composed `si-navigate`), else a normal link. */
export function NavLink({ href, children, label }: { href: string; children: ReactNode; label?: string }) {
  return (
    <a href={href} onClick={(event) => followLink(event, href)} aria-label={label}>
      {children}
    </a>
  );
}

/** `template` with `:id` or `{id}` replaced; '' without a template. */
export function hrefFor(template: string | undefined, id: number): string {
  if (!template) return '';
  return template.includes('{id}') ? template.replace('{id}', String(id)) : template.replace(':id', String(id));
}

/** The counts of a list of items by state, as the server counts them for the other reports. */
export function stateCountsOf(items: Pick<DetailsItem, 'state' | 'days_overdue'>[]): StateCounts {
  const n = (state: DetailsItem['state']) => items.filter((i) => i.state === state).length;
  return { total: items.length, todo: n('todo'), in_progress: n('in_progress'), done: n('done'), overdue: items.filter((i) => i.days_overdue > 0).length };
}

/**
 * The item counts among a report's facts (the entries of its `dl`): items and overdue;
 * `byState` adds to do, in progress and done, and marks a non-zero overdue count.
 */
export function StateCountFacts({ counts, byState }: { counts: StateCounts; byState?: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <div>
        <dt>{t`Items`}</dt>
        <dd>{counts.total}</dd>
      </div>
      {byState && (
        <>
          <div>
            <dt>{t`To do`}</dt>
            <dd>{counts.todo}</dd>
          </div>
          <div>
            <dt>{t`In progress`}</dt>
            <dd>{counts.in_progress}</dd>
          </div>
          <div>
            <dt>{t`Done`}</dt>
            <dd>{counts.done}</dd>
          </div>
        </>
      )}
      <div>
        <dt>{t`Overdue`}</dt>
        <dd className={byState && counts.overdue ? 'overdue' : undefined}>{counts.overdue}</dd>
      </div>
    </>
  );
}

/**
 * Todo, in progress and done as one horizontal bar (an accessible image whose name gives
 * the numbers); overdue is part of todo/in progress, so it is told in the name only.
 */
export function StateBar({ counts }: { counts: StateCounts }) {
  const { t } = useLingui();
  const { todo, in_progress: doing, done, overdue } = counts;
  const total = todo + doing + done;
  const label = t`To do ${todo}, in progress ${doing}, done ${done}, overdue ${overdue}`;
  const pct = (n: number) => (total ? (n / total) * 100 : 0);
  return (
    <svg className="state-bar" part="bar" viewBox="0 0 100 8" preserveAspectRatio="none" role="img" aria-label={label}>
      <title>{label}</title>
      <rect x="0" y="0" width="100" height="8" className="bar-empty" />
      <rect x="0" y="0" width={pct(done)} height="8" className="bar-done" />
      <rect x={pct(done)} y="0" width={pct(doing)} height="8" className="bar-doing" />
      <rect x={pct(done) + pct(doing)} y="0" width={pct(todo)} height="8" className="bar-todo" />
    </svg>
  );
}

const COUNT_HEADERS: [keyof StateCounts, MessageDescriptor, string | undefined][] = [
  ['total', msg`Total`, 'total'],
  ['todo', msg`To do`, undefined],
  ['in_progress', msg`In progress`, undefined],
  ['done', msg`Done`, 'done'],
  ['overdue', msg`Overdue`, 'overdue'],
];

/** The five counts as numeric table columns; `sortable`: the summary's server orderings. */
export function countColumns<T extends StateCounts>(i18n: I18n, sortable: boolean) {
  return COUNT_HEADERS.map(([key, header, sort]) => ({
    key,
    header: i18n._(header),
    numeric: true,
    sort: sortable ? sort : undefined,
    cell: (r: T) => r[key],
  }));
}

export const reportStyles = css`
  .report-head {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    align-items: end;
    justify-content: space-between;
  }
  .report-head p {
    margin: 0;
  }
  .filters label {
    display: inline-flex;
    flex-direction: column;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-small);
  }
  .filters label.check {
    flex-direction: row;
    align-items: center;
    gap: var(--sl-spacing-x-small);
    min-height: 2.25rem;
  }
  .filters label.check input {
    min-height: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
  }
  button[aria-busy='true'] {
    cursor: progress;
  }
  .facts {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    gap: var(--sl-spacing-small);
    margin: 0;
  }
  .facts div {
    padding: var(--sl-spacing-small);
    border: 1px solid var(--sl-color-neutral-200);
    border-radius: var(--sl-border-radius-medium);
  }
  .facts dt {
    font-size: var(--sl-font-size-small);
    color: var(--sl-color-neutral-600);
  }
  .facts dd {
    margin: 0;
    font-size: var(--sl-font-size-large);
    font-weight: var(--sl-font-weight-semibold);
  }
  .state-bar {
    display: block;
    inline-size: 8rem;
    block-size: 0.6rem;
    border-radius: var(--sl-border-radius-small);
  }
  .state-bar:dir(rtl) {
    transform: scaleX(-1);
  }
  .bar-empty {
    fill: var(--sl-color-neutral-200);
  }
  .bar-done {
    fill: var(--sl-color-success-600);
  }
  .bar-doing {
    fill: var(--sl-color-warning-500);
  }
  .bar-todo {
    fill: var(--sl-color-neutral-500);
  }
  .overdue {
    color: var(--sl-color-danger-700);
    font-weight: var(--sl-font-weight-semibold);
  }
  a {
    color: var(--sl-color-primary-600);
  }
  .pending-account {
    display: grid;
    gap: var(--sl-spacing-x-small);
  }
  h3,
  h4 {
    margin: 0;
  }
  ul.activity {
    margin: 0;
    padding-inline-start: var(--sl-spacing-large);
  }
`;
