import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ComplianceReport as Report, ComplianceRow } from '@si/contract';
import { TEST_STATUSES, type TestStatus } from '@si/contract/lending';
import { ReportDownloads } from '../../admin/ReportDownloads.tsx';
import { followLink } from '../../admin/links.ts';
import { formatDate } from '../../portal-kit/itemLabels.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { filterProblems, ListFilters, type FilterSpec, type FilterValue, type FilterValues } from '../../ui/ListFilters.tsx';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { TYPING_PAUSE_MS, useDebounced } from '../../ui/useDebounced.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { headroomText, metricText, ratioText, testStatusText } from '../kit/lendingWords.ts';
import { COMPLIANCE_PATH, getComplianceReport, type ComplianceFilters } from '../kit/staff/monitoringCalls.ts';
import { countText, loanLink, quarterOf, requirementText, waiverKindText } from '../kit/staff/monitoringWords.ts';

const PAGE = 100;

export type ComplianceReportProps = {
  /** A loan's page, `{id}` replaced: each row's loan links there. */
  loanHref?: string;
  /** One loan's report (its account id): the loan filter is then fixed. */
  loanId?: string;
};

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The covenant compliance report: the tests of a period (the current quarter by default) of the
 * portfolio, one loan, the loans whose reference starts with or whose borrower contains the text,
 * of one status; the totals by status, the rows (covenant, metric, requirement, value, headroom,
 * status in words, waiver with its approver and expiry), and the same as CSV, XLSX or PDF.
 */
export function ComplianceReport({ loanHref, loanId }: ComplianceReportProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const [values, setValues] = useState<FilterValues>(() => ({ ...quarterOf(today()) }));
  const [offset, setOffset] = useState(0);
  const typed = { reference: useDebounced(String(values.reference ?? ''), TYPING_PAUSE_MS), borrower: useDebounced(String(values.borrower ?? ''), TYPING_PAUSE_MS) };

  const dateFilters: FilterSpec[] = [
    { name: 'from', kind: 'date', label: t`From`, required: true },
    { name: 'to', kind: 'date', label: t`To`, required: true, after: 'from' },
  ];
  const filters: FilterSpec[] = [
    ...(loanId ? [] : [{ name: 'reference', kind: 'text' as const, label: t`Loan reference`, maxLength: 40 }, { name: 'borrower', kind: 'text' as const, label: t`Borrower`, maxLength: 200 }]),
    ...dateFilters,
    { name: 'status', kind: 'select', label: t`Status`, all: t`All statuses`, options: TEST_STATUSES.map((s) => ({ value: s, label: testStatusText(s, i18n) })) },
  ];
  const problems = filterProblems(dateFilters, values, i18n);
  const blocked = Object.keys(problems).length > 0;
  const query: ComplianceFilters = {
    loan: loanId,
    reference: loanId ? undefined : typed.reference.trim() || undefined,
    borrower: loanId ? undefined : typed.borrower.trim() || undefined,
    from: String(values.from ?? ''),
    to: String(values.to ?? ''),
    status: values.status === undefined ? undefined : String(values.status),
  };
  const key = JSON.stringify(query);
  const { loaded, retry } = useLoad<Report>(blocked ? null : (signal) => getComplianceReport({ ...query, limit: PAGE, offset }, signal), `${key}|${offset}`);
  const report = loaded.status === 'error' ? undefined : loaded.data;

  function change(name: string, value: FilterValue) {
    setValues((v) => ({ ...v, [name]: value }));
    setOffset(0);
  }

  const columns: Column<ComplianceRow>[] = [
    {
      key: 'loan',
      header: t`Loan`,
      cell: (r) => {
        const href = loanLink(loanHref, r.loan.id);
        return href ? (
          <a href={href} part="loan-link" onClick={(event) => followLink(event, href)}>
            <bdi>{r.loan.reference}</bdi>
          </a>
        ) : (
          <bdi>{r.loan.reference}</bdi>
        );
      },
    },
    { key: 'borrower', header: t`Borrower`, cell: (r) => r.loan.borrower },
    { key: 'covenant', header: t`Covenant`, cell: (r) => r.covenant.name },
    { key: 'metric', header: t`Metric`, cell: (r) => (r.covenant.metric ? metricText(r.covenant.metric, i18n) : t`Affirmative`) },
    { key: 'test', header: t`Test date`, cell: (r) => formatDate(r.test_date, lang) },
    { key: 'requirement', header: t`Requirement`, cell: (r) => requirementText(r.operator, r.threshold, i18n) },
    { key: 'value', header: t`Value`, numeric: true, cell: (r) => ratioText(r.value, lang) },
    { key: 'headroom', header: t`Headroom`, numeric: true, cell: (r) => headroomText(r.headroom, lang) },
    {
      key: 'status',
      header: t`Status`,
      cell: (r) => (
        <span className={`status status-${r.status}`}>
          {testStatusText(r.status, i18n)}
          {r.result_status === 'invalid' ? ` (${testStatusText('invalid', i18n)})` : ''}
        </span>
      ),
    },
    {
      key: 'waiver',
      header: t`Waiver`,
      cell: (r) =>
        r.waiver
          ? t`${waiverKindText(r.waiver.kind, i18n)}, approved by ${r.waiver.approver?.name ?? t`someone no longer here`}, until ${formatDate(r.waiver.expires_on, lang)}`
          : '—',
    },
  ];

  const totals = report?.totals;
  const totalWords: [TestStatus, number][] = totals ? TEST_STATUSES.map((s) => [s, totals[s]]) : [];
  const last = report ? offset + report.rows.length : 0;

  return (
    <section className="admin compliance-report" part="base" aria-labelledby="heading" aria-busy={loaded.status === 'loading' || undefined}>
      <div className="admin-head">
        <h2 id="heading" part="heading">{t`Covenant compliance`}</h2>
        <span className="head-actions">
          <ReportDownloads path={COMPLIANCE_PATH} params={{ loan: loanId, reference: query.reference, borrower: query.borrower, from: query.from, to: query.to, status: query.status }} formats={['csv', 'xlsx', 'pdf']} name={`covenant-compliance-${query.from}-${query.to}`} disabled={blocked} />
        </span>
      </div>
      <p className="muted">{t`Every covenant test of the period with its requirement, the borrower's figure, its headroom and status, and the waiver that covers it.`}</p>
      <div className="filters toolbar" part="filters" role="search">
        <ListFilters filters={filters} values={values} problems={problems} onChange={change} />
      </div>
      <LoadState loaded={loaded} retry={retry} />
      <p role="status" className="muted" part="status">
        {report && !blocked ? t`Tests dated ${formatDate(report.from, lang)} to ${formatDate(report.to, lang)}: ${countText(report.totals.total, lang)}.` : ''}
      </p>
      {report && !blocked && (
        <>
          <dl className="totals" part="totals" aria-label={t`Totals by status`}>
            {totalWords.map(([status, n]) => (
              <div key={status} className="total">
                <dt>
                  <span className={`status status-${status}`}>{testStatusText(status, i18n)}</span>
                </dt>
                <dd>{countText(n, lang)}</dd>
              </div>
            ))}
          </dl>
          {report.rows.length === 0 ? (
            <p className="muted" part="empty">{t`No covenant test in this period matches the filters.`}</p>
          ) : (
            <RowsTable label={t`Covenant tests`} columns={columns} rows={report.rows} rowKey={(r) => r.test_id} part="report-table" />
          )}
          {report.totals.total > PAGE && (
            <div className="pager" role="group" aria-label={t`Pages of the report`}>
              <span className="muted">{t`${countText(offset + 1, lang)} to ${countText(last, lang)} of ${countText(report.totals.total, lang)}`}</span>
              <button type="button" part="previous" aria-disabled={offset === 0} onClick={() => offset > 0 && setOffset(Math.max(0, offset - PAGE))}>{t`Previous`}</button>
              <button type="button" part="next" aria-disabled={last >= report.totals.total} onClick={() => last < report.totals.total && setOffset(offset + PAGE)}>{t`Next`}</button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
