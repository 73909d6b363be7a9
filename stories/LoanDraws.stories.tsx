/**
 * The loan draws screen on a small in-memory API: a construction loan's budget of seven lines, two
 * draws disbursed and one inspected awaiting approval. Approving, rejecting, inspecting and
 * disbursing change the draw as the server does (without its budget checks). For the stories
 * folder (stories/LoanDraws.stories.tsx): the Storybook glob reads only that folder.
 */
import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DrawRequestRow, LoanDraws, OfficeRole } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import '@si/elements/lending/loan-draws/loan-draws';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: OfficeRole; data: 'normal' | 'empty' | 'failing' };

const BUDGET: [string, string, string, string][] = [
  ['Site work', '120000', '0', '110000'],
  ['Foundation', '180000', '0', '175000'],
  ['Framing', '340000', '150000', '0'],
  ['Roofing', '95000', '20000', '0'],
  ['MEP (mechanical, electrical, plumbing)', '260000', '0', '0'],
  ['Finishes', '310000', '0', '0'],
  ['Soft costs (design, permits, fees)', '145000', '15000', '80000'],
];

function seedDraws(): DrawRequestRow[] {
  const l = (id: number, drawLine: number, name: string, amount: string, complete: string | null, approved: string | null, budget: string, drawn: string, variance: string | null) =>
    ({ id, draw_line_id: drawLine, name, amount, percent_complete: complete, approved_amount: approved, budget, drawn_percent: drawn, variance });
  const base = { note: '', files: 2, needs_reviewer: false, requested_by: { kind: 'user' as const, name: 'Ivan Contributor' }, inspected_by: { id: 2, name: 'Ivan Contributor' }, reject_reason: '', version: 3 };
  return [
    { ...base, id: 3, number: 3, status: 'inspected', item_id: 903, files: 1, total: '185000.00', approved_total: null, note: 'Framing to the second floor, roof trusses delivered.', requested_by: { kind: 'contact', name: 'Dana Borrower' }, requested_at: '2026-03-01T10:00:00Z', inspected_at: '2026-03-05T15:00:00Z', decided_by: null, decided_at: null, disbursed_at: null, version: 2,
      lines: [l(31, 3, 'Framing', '150000.00', '40.00', null, '340000.00', '44.12', '-4.12'), l(32, 4, 'Roofing', '20000.00', '15.00', null, '95000.00', '21.05', '-6.05'), l(33, 7, 'Soft costs (design, permits, fees)', '15000.00', '65.00', null, '145000.00', '65.52', '-0.52')] },
    { ...base, id: 2, number: 2, status: 'disbursed', item_id: 902, total: '195000.00', approved_total: '195000.00', requested_at: '2026-01-20T10:00:00Z', inspected_at: '2026-01-23T15:00:00Z', decided_by: { id: 1, name: 'Olivia Admin' }, decided_at: '2026-01-25T11:00:00Z', disbursed_at: '2026-01-27T09:00:00Z',
      lines: [l(21, 2, 'Foundation', '175000.00', '100.00', '175000.00', '180000.00', '97.22', '2.78'), l(22, 7, 'Soft costs (design, permits, fees)', '20000.00', '55.00', '20000.00', '145000.00', '55.17', '-0.17')] },
    { ...base, id: 1, number: 1, status: 'disbursed', item_id: 901, total: '170000.00', approved_total: '170000.00', requested_at: '2025-12-15T10:00:00Z', inspected_at: '2025-12-18T15:00:00Z', decided_by: { id: 1, name: 'Olivia Admin' }, decided_at: '2025-12-20T11:00:00Z', disbursed_at: '2025-12-22T09:00:00Z',
      lines: [l(11, 1, 'Site work', '110000.00', '95.00', '110000.00', '120000.00', '91.67', '3.33'), l(12, 7, 'Soft costs (design, permits, fees)', '60000.00', '45.00', '60000.00', '145000.00', '41.38', '3.62')] },
  ];
}

function serve(data: Args['data']): () => void {
  let draws = data === 'empty' ? [] : seedDraws();
  const lines = data === 'empty' ? [] : BUDGET.map(([name, budget, claimed, disbursed], i) => ({ id: i + 1, name, position: i + 1, budget: `${budget}.00`, claimed: `${claimed}.00`, approved: '0.00', disbursed: `${disbursed}.00`, remaining: `${Number(budget) - Number(disbursed)}.00`, has_draws: claimed !== '0' || disbursed !== '0' }));
  const sum = (key: 'budget' | 'claimed' | 'approved' | 'disbursed' | 'remaining') => lines.reduce((s, l) => s + Number(l[key]), 0).toFixed(2);
  const view = (): LoanDraws => ({ loan: { id: 12, reference: 'LN-1042', name: 'Harbor Build LLC', currency: 'USD', is_draw_loan: true }, approval_amount: '250000.00', lines, totals: { budget: sum('budget'), claimed: sum('claimed'), approved: sum('approved'), disbursed: sum('disbursed'), remaining: sum('remaining') }, draws });
  const change = (id: number, patch: Partial<DrawRequestRow>) => {
    draws = draws.map((d) => (d.id === id ? { ...d, ...patch, version: d.version + 1 } : d));
    return json(draws.find((d) => d.id === id));
  };
  return interceptFetch(async (request, url) => {
    if (data === 'failing' && url.pathname.startsWith('/api/lending/')) return json({ detail: 'Server error' }, 500);
    if (request.method === 'GET' && url.pathname === '/api/lending/loans/12/draws') return json(view());
    if (request.method === 'GET' && url.pathname === '/api/lending/loans/12/draws/schedule') return new Response('Line,Budget\r\n', { headers: { 'content-type': 'text/csv' } });
    const action = /^\/api\/lending\/draws\/(\d+)\/(\w+)$/.exec(url.pathname);
    if (request.method === 'POST' && action) {
      const id = Number(action[1]);
      const body = (await request.json()) as { reason?: string };
      if (action[2] === 'approve') return change(id, { status: 'approved', approved_total: draws.find((d) => d.id === id)!.total, decided_by: { id: 1, name: 'Olivia Admin' }, decided_at: new Date().toISOString() });
      if (action[2] === 'reject') return change(id, { status: 'rejected', reject_reason: body.reason ?? '' });
      if (action[2] === 'inspection') return change(id, { status: 'inspected' });
      if (action[2] === 'disburse') return change(id, { status: 'disbursed', disbursed_at: new Date().toISOString() });
    }
    return undefined;
  });
}

const meta: Meta<Args> = {
  title: 'Elements/Lending/Loan draws',
  parameters: elementDocs('si-loan-draws'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'LRA', 'VO'], description: 'Story only: the signed-in role (a viewer reads only).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { locale: 'en', theme: 'light', role: 'IC', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serve(args.data)),
  render: ({ role, data, ...args }) => createElement('si-loan-draws', { key: `${role}-${data}-${args.locale}`, 'loan-id': '12', 'item-href': '#item-{id}', ...args }),
};
export default meta;

type Story = StoryObj<Args>;

export const Draws: Story = {};
export const AsReviewer: Story = { args: { role: 'LRA' } };
export const AsViewer: Story = { args: { role: 'VO' } };
export const NoBudgetYet: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
