import { useLingui } from '@lingui/react/macro';
import type { LoanRow } from '@si/contract';
import { LOAN_STATUSES, type LoanStatus, type TestStatus } from '@si/contract/lending';
import { useCanWrite } from '../../admin/roles.ts';
import { hrefFor } from '../../admin/links.ts';
import { useShell } from '../../base/Shell.tsx';
import { formatDate } from '../../portal-kit/itemLabels.ts';
import { isolated } from '../../ui/DataTable.tsx';
import { saveBlob } from '../../ui/blobFiles.ts';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { useLoad } from '../../ui/useLoad.tsx';
import { loanStatusText, testStatusText } from '../kit/lendingWords.ts';
import { exportLoansCsv, getLendingSettings, listLoans, loadCategories, loadOfficers, loadProducts, type LoanFilters } from '../kit/staff/loanCalls.ts';
import { moneyText, placeText } from '../kit/staff/loanWords.ts';
import { NewLoanForm } from './NewLoanForm.tsx';

export type LoansProps = {
  /** A loan's page, `{id}` replaced. */
  loanHref?: string;
};

type Filters = LoanFilters & Record<string, string | number | undefined>;

/** A status badge: the words in a shape, never a colour alone. */
const badge = (kind: string, text: string, part: string) => (
  <span className={`badge badge--${kind}`} part={part}>
    {text}
  </span>
);

/**
 * The loans: a list-screen description (search by reference or borrower; status, product,
 * category, officer, rating and workspace kind filters; sorting; pages; CSV export) whose
 * reference links to the loan's page, with "New loan" for writers.
 */
export function Loans({ loanHref }: LoansProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const canWrite = useCanWrite();
  const products = useLoad(loadProducts, 'products').loaded.data;
  const categories = useLoad(loadCategories, 'categories').loaded.data;
  const officers = useLoad(loadOfficers, 'officers').loaded.data ?? [];
  const scale = useLoad((signal) => getLendingSettings(signal), 'lending settings').loaded.data?.rating_scale ?? [];

  return (
    <ListScreen<LoanRow, Filters>
      heading={t`Loans`}
      columns={[
        { key: 'reference', header: t`Reference`, sort: 'reference', cell: (l) => <bdi dir="ltr">{l.reference}</bdi> },
        { key: 'borrower', header: t`Borrower`, sort: 'borrower', cell: (l) => isolated(l.borrower) },
        { key: 'amount', header: t`Amount`, sort: 'amount', numeric: true, cell: (l) => moneyText(l.amount, l.currency, lang) },
        { key: 'product', header: t`Product`, cell: (l) => (l.product ? isolated(l.product.name) : '') },
        { key: 'officer', header: t`Officer`, cell: (l) => (l.officer ? isolated(l.officer.name) : <span className="muted">{t`Nobody`}</span>) },
        { key: 'status', header: t`Status`, sort: 'status', cell: (l) => badge(l.status, loanStatusText(l.status, i18n), 'status-badge') },
        { key: 'stage', header: t`Stage`, cell: (l) => (l.stage ? isolated(l.stage.name) : placeText(l.workspace_kind, i18n)) },
        { key: 'rating', header: t`Rating`, cell: (l) => (l.rating ? isolated(l.rating) : <span className="muted">{t`Unrated`}</span>) },
        {
          key: 'next_test',
          header: t`Next covenant test`,
          cell: (l) =>
            l.next_test ? (
              <span>
                {formatDate(l.next_test.date, lang)} <span className="muted">{isolated(l.next_test.covenant.name)}</span>
              </span>
            ) : (
              ''
            ),
        },
        {
          key: 'covenants',
          header: t`Covenants`,
          cell: (l) => (l.worst_status ? badge(l.worst_status, testStatusText(l.worst_status as TestStatus, i18n), 'covenant-badge') : <span className="muted">{t`None due`}</span>),
        },
      ]}
      rowKey={(l) => l.id}
      rowLink={loanHref ? { column: 'reference', href: (l) => hrefFor(loanHref, l.id)!, part: 'loan-link' } : undefined}
      fetchPage={(params, signal) => listLoans(params, signal)}
      defaultOrdering="-created_at"
      filters={[
        { name: 'status', kind: 'select', label: t`Status`, all: t`All statuses`, options: LOAN_STATUSES.map((s) => ({ value: s, label: loanStatusText(s as LoanStatus, i18n) })) },
        { name: 'workspace_kind', kind: 'select', label: t`Where`, all: t`Everywhere`, options: [1, 2, 3].map((k) => ({ value: String(k), label: placeText(k, i18n) })) },
        { name: 'product_id', kind: 'select', label: t`Product`, all: t`All products`, options: (products ?? []).map((p) => ({ value: String(p.id), label: p.name })) },
        { name: 'category_id', kind: 'select', label: t`Category`, all: t`All categories`, options: (categories ?? []).map((c) => ({ value: String(c.id), label: c.name })) },
        { name: 'officer', kind: 'select', label: t`Officer`, all: t`Anyone`, options: [{ value: 'me', label: t`Me` }, { value: 'none', label: t`Nobody` }, ...officers.map((o) => ({ value: String(o.id), label: o.name }))] },
        { name: 'rating', kind: 'select', label: t`Rating`, all: t`Any rating`, options: scale.map((r) => ({ value: r, label: r })) },
      ]}
      canWrite={canWrite}
      create={t({ message: 'New loan', context: 'a button' })}
      form={({ saved, cancel }) => (
        <NewLoanForm
          products={products}
          categories={categories}
          onCancel={cancel}
          onSaved={(loan) => saved(t`Loan ${loan.reference} for ${loan.borrower} opened.`, loanHref ? { href: hrefFor(loanHref, loan.id)!, text: t`Open loan ${loan.reference}` } : undefined)}
        />
      )}
      headActions={(screen) => (
        <button
          type="button"
          part="export"
          disabled={screen.invalid}
          onClick={async () => {
            try {
              const { blob, filename } = await exportLoansCsv(screen.query);
              saveBlob(blob, filename);
              screen.notify(t`Downloaded ${filename}.`);
            } catch (error) {
              screen.failed(error);
            }
          }}
        >
          {t`Export CSV`}
        </button>
      )}
      emptyText={t`No loans yet.`}
      emptyTextFor={(q) => (Object.entries(q).some(([key, value]) => key !== 'search' && value !== undefined) ? t`No loan matches these filters.` : t`No loans yet.`)}
    />
  );
}
