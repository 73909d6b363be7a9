/**
 * The covenant compliance report on a small in-memory API: a quarter's tests of three loans, one
 * waived breach and one affirmative covenant awaiting its document; the status filter narrows the
 * rows and the totals as the server would, and the files download as small stand-ins. For the
 * stories folder (stories/ComplianceReport.stories.tsx): the Storybook glob reads only that folder.
 */
import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComplianceReport, ComplianceRow, OfficeRole } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import '@si/elements/lending/compliance-report/compliance-report';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: OfficeRole; data: 'normal' | 'empty' | 'failing' };

const base = { test_date: '2026-03-31', due_date: '2026-05-15', waiver: null };
const ROWS: ComplianceRow[] = [
  { ...base, test_id: 1, loan: { id: 11, reference: 'LN-1041', borrower: 'Harbor Foods LLC' }, covenant: { id: 1, name: 'Debt service coverage', kind: 'financial', metric: 'dscr' }, operator: '>=', threshold: '1.2500', value: '1.6200', headroom: '29.60', status: 'compliant', result_status: 'compliant' },
  { ...base, test_id: 2, loan: { id: 11, reference: 'LN-1041', borrower: 'Harbor Foods LLC' }, covenant: { id: 2, name: 'Leverage', kind: 'financial', metric: 'leverage' }, operator: '<=', threshold: '3.5000', value: '3.3100', headroom: '5.43', status: 'warning', result_status: 'warning' },
  { ...base, test_id: 3, loan: { id: 12, reference: 'LN-1042', borrower: 'Summit Builders Inc.' }, covenant: { id: 3, name: 'Leverage', kind: 'financial', metric: 'leverage' }, operator: '<=', threshold: '3.5000', value: '4.0000', headroom: '-14.29', status: 'waived', result_status: 'breach', waiver: { id: 9, kind: 'waiver', approver: { id: 1, name: 'Olivia Admin' }, expires_on: '2026-12-31', reason: 'Refinancing under way' } },
  { ...base, test_id: 4, loan: { id: 12, reference: 'LN-1042', borrower: 'Summit Builders Inc.' }, covenant: { id: 4, name: 'Current ratio', kind: 'financial', metric: 'current_ratio' }, operator: '>=', threshold: '1.2000', value: '1.0500', headroom: '-12.50', status: 'breach', result_status: 'breach' },
  { ...base, test_id: 5, loan: { id: 13, reference: 'LN-1043', borrower: 'Northwind Logistics' }, covenant: { id: 5, name: 'Audited statements', kind: 'affirmative', metric: null }, operator: null, threshold: null, value: null, headroom: null, status: 'pending', result_status: null, due_date: '2026-06-29' },
];

function report(q: URLSearchParams, empty: boolean): ComplianceReport {
  const all = empty ? [] : ROWS;
  const rows = all.filter((r) => (!q.get('status') || r.status === q.get('status')) && (!q.get('reference') || r.loan.reference.toLowerCase().startsWith(q.get('reference')!.toLowerCase())) && (!q.get('borrower') || r.loan.borrower.toLowerCase().includes(q.get('borrower')!.toLowerCase())));
  const n = (s: string) => rows.filter((r) => r.status === s).length;
  return { from: q.get('from') ?? '2026-01-01', to: q.get('to') ?? '2026-03-31', as_of: '2026-04-10', loan: null, status: (q.get('status') as ComplianceReport['status']) ?? null, totals: { total: rows.length, pending: n('pending'), compliant: n('compliant'), warning: n('warning'), breach: n('breach'), waived: n('waived') }, limit: 100, offset: 0, rows };
}

function serve(data: Args['data']): () => void {
  return interceptFetch(async (_request, url) => {
    if (url.pathname !== '/api/lending/reports/compliance') return undefined;
    if (data === 'failing') return json({ detail: 'Server error' }, 500);
    const format = url.searchParams.get('format');
    if (format) return new Response('Borrower,Loan\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="covenant-compliance.${format}"` } });
    return json(report(url.searchParams, data === 'empty'));
  });
}

const meta: Meta<Args> = {
  title: 'Elements/Lending/Compliance report',
  parameters: elementDocs('si-compliance-report'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'LRA', 'VO'], description: 'Story only: the signed-in role (every role reads).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { locale: 'en', theme: 'light', role: 'VO', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serve(args.data)),
  render: ({ role, data, ...args }) => createElement('si-compliance-report', { key: `${role}-${data}-${args.locale}`, 'loan-href': '#loan-{id}', ...args }),
};
export default meta;

type Story = StoryObj<Args>;

export const Quarter: Story = {};
export const NoTests: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
