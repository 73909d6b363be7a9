/**
 * The loan monitoring page on a small in-memory API: a portfolio of six loans with upcoming tests,
 * overdue figures, breaches and warnings, and the headroom trends of the covenants in breach or
 * warning; the filters narrow the rows as the server would (by officer and rating). For the
 * stories folder (stories/LoanMonitoring.stories.tsx): the Storybook glob reads only that folder.
 */
import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MonitoringList, MonitoringRow, MonitoringView, OfficeRole, TestStatus } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import '@si/elements/lending/loan-monitoring/loan-monitoring';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: OfficeRole; data: 'normal' | 'empty' | 'failing' };

const LOANS = [
  { id: 11, reference: 'LN-1041', borrower: 'Harbor Foods LLC', officer: 3, rating: '3 - Good' },
  { id: 12, reference: 'LN-1042', borrower: 'Summit Builders Inc.', officer: 4, rating: '6 - Watch' },
  { id: 13, reference: 'LN-1043', borrower: 'Northwind Logistics', officer: 3, rating: '4 - Satisfactory' },
  { id: 14, reference: 'LN-1044', borrower: 'Blue Ridge Health Partners', officer: 4, rating: '5 - Acceptable' },
];
const OFFICERS = [
  { id: 3, name: 'Leah Officer' },
  { id: 4, name: 'Ivan Contributor' },
];

function rows(list: MonitoringList): (MonitoringRow & { rating: string })[] {
  const make = (n: number, loan: (typeof LOANS)[number], status: TestStatus, value: string | null, headroom: string | null, date: string, due: string, overdue = 0) => ({
    test_id: n,
    loan: { id: loan.id, reference: loan.reference, borrower: loan.borrower },
    officer: OFFICERS.find((o) => o.id === loan.officer)!,
    covenant: n % 2 ? { id: 100 + loan.id, name: 'Debt service coverage', kind: 'financial' as const, metric: 'dscr' as const } : { id: 200 + loan.id, name: 'Leverage', kind: 'financial' as const, metric: 'leverage' as const },
    test_date: date,
    due_date: due,
    value,
    threshold: n % 2 ? '1.2500' : '3.5000',
    operator: n % 2 ? ('>=' as const) : ('<=' as const),
    headroom,
    status,
    days_overdue: overdue,
    rating: loan.rating,
  });
  if (list === 'upcoming') return LOANS.map((l, i) => make(1 + i * 2, l, 'pending', null, null, '2026-06-30', '2026-08-14'));
  if (list === 'overdue') return [make(21, LOANS[2]!, 'pending', null, null, '2026-03-31', '2026-04-01', 9)];
  if (list === 'breaches') return [make(32, LOANS[1]!, 'breach', '4.0000', '-14.29', '2026-03-31', '2026-05-15')];
  return [make(41, LOANS[3]!, 'warning', '1.3100', '4.80', '2026-03-31', '2026-05-15'), make(43, LOANS[0]!, 'warning', '1.3400', '7.20', '2025-12-31', '2026-02-14')];
}

function view(q: URLSearchParams, empty: boolean): MonitoringView {
  const keep = (r: MonitoringRow & { rating: string }) => (!q.get('officer') || String(r.officer?.id) === q.get('officer')) && (!q.get('rating') || r.rating === q.get('rating'));
  const panel = (list: MonitoringList) => {
    const all = empty ? [] : rows(list).filter(keep);
    return { count: all.length, results: all.map(({ rating: _rating, ...r }) => r) };
  };
  const trend = (id: number, name: string, metric: 'dscr' | 'leverage', loan: (typeof LOANS)[number], room: string[]) => ({
    covenant: { id, name, kind: 'financial' as const, metric },
    loan: { id: loan.id, reference: loan.reference, borrower: loan.borrower },
    points: room.map((h, i) => ({ test_date: ['2025-06-30', '2025-09-30', '2025-12-31', '2026-03-31'][i]!, headroom: h, value: null, status: (Number(h) < 0 ? 'breach' : Number(h) < 10 ? 'warning' : 'compliant') as TestStatus })),
  });
  return {
    as_of: '2026-04-10',
    from: '2025-04-10',
    to: '2026-04-10',
    upcoming_to: '2026-07-09',
    limit: 20,
    offset: 0,
    upcoming: panel('upcoming'),
    overdue: panel('overdue'),
    breaches: panel('breaches'),
    warnings: panel('warnings'),
    trends: empty ? [] : [trend(212, 'Leverage', 'leverage', LOANS[1]!, ['22.00', '12.50', '3.10', '-14.29']), trend(114, 'Debt service coverage', 'dscr', LOANS[3]!, ['18.00', '15.20', '9.40', '4.80']), trend(111, 'Debt service coverage', 'dscr', LOANS[0]!, ['30.00', '21.00', '7.20'])],
    options: { officers: OFFICERS, teams: [{ id: 5, name: 'Real estate desk' }], products: [{ id: 6, name: 'Term loan' }], ratings: ['1 - Exceptional', '2 - Strong', '3 - Good', '4 - Satisfactory', '5 - Acceptable', '6 - Watch'] },
  };
}

function serve(data: Args['data']): () => void {
  return interceptFetch(async (_request, url) => {
    if (url.pathname !== '/api/lending/monitoring') return undefined;
    if (data === 'failing') return json({ detail: 'Server error' }, 500);
    return json(view(url.searchParams, data === 'empty'));
  });
}

const meta: Meta<Args> = {
  title: 'Elements/Lending/Loan monitoring',
  parameters: elementDocs('si-loan-monitoring'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'LRA', 'VO'], description: 'Story only: the signed-in role (every role reads).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { locale: 'en', theme: 'light', role: 'VO', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serve(args.data)),
  render: ({ role, data, ...args }) => createElement('si-loan-monitoring', { key: `${role}-${data}-${args.locale}`, 'loan-href': '#loan-{id}', ...args }),
};
export default meta;

type Story = StoryObj<Args>;

export const Portfolio: Story = {};
export const NothingToWatch: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
