/**
 * The lender's loans on one small in-memory API, for the loan stories: a portfolio of loans (the
 * list, filtered and searched), one loan's detail with its sections, its changes (a stale save is
 * answered 409 once, so the story shows what a person sees), and the lending settings. A failing
 * server answers 503 to everything.
 */
import type { LendingSettingsRow, LoanDetail, LoanRow, OfficeRole } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';

export type FakeLoanData = 'normal' | 'empty' | 'failing';

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const REVIEW: OfficeRole[] = ['LRA', 'OA'];
const WRITE: OfficeRole[] = ['IC', 'LRA', 'OA'];

function row(id: number, reference: string, borrower: string, fields: Partial<LoanRow>): LoanRow {
  return {
    id, reference, borrower, amount: '850000.00', currency: 'USD', product: { id: 1, name: 'Term loan' }, category: { id: 2, name: 'Lending' }, officer: { id: 2, name: 'Ivan Contributor' },
    status: 'active', workspace_kind: 1, stage: null, rating: '3 - Good', next_test: null, worst_status: 'compliant', created_at: '2026-01-05T09:00:00Z', updated_at: '2026-03-01T09:00:00Z',
    ...fields,
  };
}

const LOANS: LoanRow[] = [
  row(41, 'LN-1001', 'Harbor View Apartments LP', { amount: '4500000.00', product: { id: 3, name: 'Construction loan' }, workspace_kind: 3, rating: '4 - Satisfactory', worst_status: 'breach', next_test: { date: '2026-06-30', covenant: { id: 9, name: 'DSCR at least 1.25' } } }),
  row(42, 'LN-1002', 'Greenleaf Organics Inc.', { rating: '5 - Acceptable', worst_status: 'warning', next_test: { date: '2026-04-15', covenant: { id: 10, name: 'Quarterly financial statements' } } }),
  row(43, 'LN-1003', 'Summit Dental Group', { amount: '250000.00', product: { id: 2, name: 'Line of credit' }, officer: { id: 1, name: 'Olivia Admin' }, rating: '2 - Strong' }),
  row(44, 'LN-1004', 'Blue Ridge Logistics', { amount: '1200000.00', status: 'requested', workspace_kind: 2, stage: { id: 31, name: 'Application' }, rating: '', worst_status: null }),
  row(45, 'LN-1005', 'مخبز شارع القيقب', { amount: '120000.00', status: 'in_review', workspace_kind: 2, stage: { id: 33, name: 'Credit review' }, rating: '6 - Watch', worst_status: null, officer: null }),
];

const SCALE = ['1 - Exceptional', '2 - Strong', '3 - Good', '4 - Satisfactory', '5 - Acceptable', '6 - Watch', '7 - Substandard', '8 - Doubtful', '9 - Loss'];

function scheduleOf() {
  let balance = 850000;
  const rows = Array.from({ length: 60 }, (_, i) => {
    const interest = Math.round(balance * 0.0625 * 100 / 12) / 100;
    const payment = i === 59 ? balance + interest : 16531.97;
    const principal = Math.round((payment - interest) * 100) / 100;
    balance = Math.max(0, Math.round((balance - principal) * 100) / 100);
    const month = new Date(Date.UTC(2025, i + 1, 15)).toISOString().slice(0, 10);
    return { number: i + 1, date: month, payment: payment.toFixed(2), interest: interest.toFixed(2), principal: principal.toFixed(2), balance: balance.toFixed(2) };
  });
  const sum = (k: 'payment' | 'interest' | 'principal') => rows.reduce((s, r) => s + Number(r[k]), 0).toFixed(2);
  return { rate: '6.2500', rows, totals: { payment: sum('payment'), interest: sum('interest'), principal: sum('principal') } };
}

function detail(role: OfficeRole): LoanDetail {
  const write = WRITE.includes(role);
  const review = REVIEW.includes(role);
  return {
    ...LOANS[1]!,
    version: 4, team: null, pipeline: null,
    can: { loanDetails: write, loanTerm: write, borrowingStructure: write, creditAndRiskRating: review, covenants: write, affirmativeCovenantsReq: write, decision: review, policyExceptions: review, history: false },
    loan_details: { amount: '850000.00', currency: 'USD', rate_kind: 'fixed', fixed_rate: '6.2500', rate_index: '', index_rate: null, margin: null, rate: '6.2500', origination_date: '2025-01-15', maturity_date: '2030-01-15', collateral: 'Blanket lien on equipment and receivables.', purpose: 'Purchase of a second processing line.', product: { id: 1, name: 'Term loan' }, category: { id: 2, name: 'Lending' } },
    loan_term: { term_months: 60, repayment: 'amortizing', payments_per_year: 12, schedule: scheduleOf() },
    borrowing_structure: { parties: [{ id: 5, contact_id: 9, name: 'Nadia Haddad', email: 'nadia.haddad@greenleaf.example', role: 'borrower', guarantee_amount: null }, { id: 6, contact_id: 10, name: 'Omar Haddad', email: 'omar@haddad-holdings.example', role: 'guarantor', guarantee_amount: '300000.00' }] },
    credit_and_risk_rating: {
      rating: '5 - Acceptable',
      scale: SCALE,
      history: [
        { id: 2, rating: '5 - Acceptable', reason: 'Q2 coverage fell to 1.3x after the crop failure; watch the next quarter.', by: { id: 4, name: 'Lara Reviewer' }, at: '2026-02-20T09:00:00Z' },
        { id: 1, rating: '3 - Good', reason: 'Three years of rising margins; debt service coverage 1.8x.', by: { id: 4, name: 'Lara Reviewer' }, at: '2025-01-10T09:00:00Z' },
      ],
    },
    policy_exceptions: [{ id: 3, policy: 'Loan to value above 80%', reason: 'A personal guarantee of 300,000 offsets the higher leverage.', approver: { id: 4, name: 'Lara Reviewer' }, created_by: { id: 4, name: 'Lara Reviewer' }, at: '2025-01-12T09:00:00Z' }],
    history: {
      count: 3, next: null, previous: null,
      results: [
        { id: 13, section: 'creditAndRiskRating', action: 'rated', before: { rating: '3 - Good' }, after: { rating: '5 - Acceptable', reason: 'Q2 coverage fell to 1.3x.' }, by: { id: 4, name: 'Lara Reviewer' }, contact: null, at: '2026-02-20T09:00:00Z' },
        { id: 12, section: 'loanDetails', action: 'updated', before: { collateral: 'Lien on equipment.' }, after: { collateral: 'Blanket lien on equipment and receivables.' }, by: { id: 2, name: 'Ivan Contributor' }, contact: null, at: '2025-01-14T09:00:00Z' },
        { id: 11, section: 'loanDetails', action: 'created', before: null, after: { reference: 'LN-1002', amount: '850000.00' }, by: { id: 2, name: 'Ivan Contributor' }, contact: null, at: '2025-01-05T09:00:00Z' },
      ],
    },
  };
}

const SETTINGS: LendingSettingsRow = { rating_scale: SCALE, warning_margin: '10.00', dual_decision_amount: '1000000.00', draw_approval_amount: '250000.00', pipeline: { id: 7, name: 'Loan pipeline' }, formulas: [{ key: 'loan_to_value', name: 'Loan to value', formula: 'loan_balance / appraised_value' }], pipelines: [{ id: 7, name: 'Loan pipeline' }, { id: 8, name: 'New business' }], updated_at: '2026-03-01T09:00:00Z' };

/** Starts the loans' API for `role`; the returned function stops it. */
export function serveLoans(data: FakeLoanData, role: OfficeRole): () => void {
  let loan = detail(role);
  let settings = SETTINGS;
  let staleOnce = true;
  return interceptFetch(async (request, url) => {
    if (url.origin !== location.origin) return undefined;
    const path = url.pathname;
    if (!path.startsWith('/api/lending') && !['/api/products', '/api/categories', '/api/users', '/api/contacts'].includes(path)) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (data === 'failing') return json({ detail: 'The server is not answering.' }, 503);
    if (path === '/api/products') return json(page([{ id: 1, name: 'Term loan', description: '', category: null }, { id: 2, name: 'Line of credit', description: '', category: null }, { id: 3, name: 'Construction loan', description: '', category: null }]));
    if (path === '/api/categories') return json(page([{ id: 2, name: 'Lending', description: '' }]));
    if (path === '/api/users' || path === '/api/contacts') return json(page([]));
    if (path === '/api/lending/settings') {
      if (request.method === 'GET') return json(settings);
      if (role !== 'OA') return json({ detail: 'You do not have permission to perform this action.' }, 403);
      settings = { ...settings, ...((await request.json()) as object), updated_at: new Date().toISOString() } as LendingSettingsRow;
      return json(settings);
    }
    if (path === '/api/lending/loans') {
      if (request.method === 'POST') return json({ ...loan, id: 46, reference: 'LN-1006' }, 201);
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const status = url.searchParams.get('status');
      const rows = data === 'empty' ? [] : LOANS.filter((l) => (!status || l.status === status) && (!search || `${l.reference} ${l.borrower}`.toLowerCase().includes(search)));
      return json(page(rows));
    }
    if (path === '/api/lending/loans/export') return new Response('ID,Reference,Borrower\n41,LN-1001,Harbor View Apartments LP\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="loans.csv"' } });
    if (/^\/api\/lending\/loans\/\d+$/.test(path)) return json(loan);
    if (/\/details$|\/term$/.test(path)) {
      const body = (await request.json()) as Record<string, unknown>;
      if (staleOnce) {
        staleOnce = false;
        loan = { ...loan, version: loan.version + 1 };
        return json({ detail: 'Someone else changed this loan; it has been reloaded.', loan }, 409);
      }
      loan = { ...loan, version: loan.version + 1, loan_details: { ...loan.loan_details, ...(body as object) } as LoanDetail['loan_details'] };
      return json(loan);
    }
    if (/\/rating$/.test(path)) {
      const body = (await request.json()) as { rating: string; reason: string };
      loan = { ...loan, rating: body.rating, credit_and_risk_rating: { ...loan.credit_and_risk_rating, rating: body.rating, history: [{ id: 99, rating: body.rating, reason: body.reason, by: { id: 1, name: 'Olivia Admin' }, at: new Date().toISOString() }, ...loan.credit_and_risk_rating.history] } };
      return json(loan, 201);
    }
    return json(loan);
  });
}
