import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CovenantList, CovenantRow, CovenantTestDetail, OfficeRole } from '@si/contract';
import { LendingMessage } from '@si/contract/lending';
import { interceptFetch, json } from '@si/core/testing/network';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';

/** The loan's covenants: a lived-in one (a warning, a waived breach), none yet, or a server that refuses every change. */
type FakeData = 'lived-in' | 'empty' | 'refusing';
type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: OfficeRole; data: FakeData };

const quarter = (k: number) => {
  const d = new Date(Date.UTC(new Date().getUTCFullYear(), Math.floor(new Date().getUTCMonth() / 3) * 3 + 3 * k, 0));
  return d.toISOString().slice(0, 10);
};
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function result(testId: number, ebitda: number, status: 'compliant' | 'warning' | 'breach', k: number) {
  const value = (ebitda / 1_000_000).toFixed(4);
  return {
    id: 500 + testId,
    test_id: testId,
    figures: { ebitda: String(ebitda), debt_service: '1000000' },
    formula: 'ebitda / debt_service',
    operator: '>=',
    threshold: '1.2500',
    value,
    status,
    headroom: (((Number(value) - 1.25) / 1.25) * 100).toFixed(2),
    problem: '',
    cause: 'reported' as const,
    supersedes_id: null,
    current: true,
    reported_by: 'Grace Okafor',
    created_at: `${plusDays(quarter(k), 20)}T10:00:00Z`,
  };
}

function dscr(): CovenantRow {
  const tests: CovenantRow['tests'] = [-4, -3, -2, -1, 0, 1].map((k, i) => {
    const id = 100 + i;
    const kind: 'breach' | 'warning' | 'compliant' = k === -1 ? 'breach' : k === -2 ? 'warning' : 'compliant';
    const past = k < 0;
    return {
      id,
      covenant_id: 7,
      test_date: quarter(k),
      due_date: plusDays(quarter(k), 45),
      status: past ? (kind === 'breach' ? ('waived' as const) : kind) : ('pending' as const),
      item: k <= 0 ? { id: 900 + i, status: past ? 'accepted' : 'open' } : null,
      result: past ? result(id, kind === 'breach' ? 1_080_000 : kind === 'warning' ? 1_320_000 : 1_560_000 + i * 40_000, kind, k) : null,
    };
  });
  return {
    id: 7,
    account_id: 55,
    kind: 'financial',
    name: 'DSCR',
    description: '',
    metric: 'dscr',
    formula: 'ebitda / debt_service',
    figures: [
      { name: 'ebitda', label: 'EBITDA' },
      { name: 'debt_service', label: 'Debt service (principal and interest)' },
    ],
    operator: '>=',
    threshold: '1.2500',
    threshold_kind: 2,
    frequency: 'quarterly',
    first_test_date: quarter(-4),
    due_days: 45,
    warning_margin: null,
    effective_warning_margin: '10.00',
    archived: false,
    version: 1,
    next_test: quarter(0),
    tests,
    waivers: [
      { id: 4, covenant_id: 7, test_id: 103, kind: 'waiver', reason: 'Seasonal dip in harvest revenue; equity injected.', expires_on: plusDays(quarter(1), 0), approver: { id: 3, name: 'Lara Reviewer' }, revoked_at: null, active: true, created_at: `${plusDays(quarter(-1), 30)}T10:00:00Z` },
    ],
  };
}

const AUDIT: CovenantRow = {
  ...dscr(),
  id: 8,
  kind: 'affirmative',
  name: 'Audited annual statements',
  description: 'Audited annual financial statements within 120 days of the financial year end.',
  metric: null,
  formula: '',
  figures: [],
  operator: null,
  threshold: null,
  frequency: 'annual',
  due_days: 120,
  waivers: [],
  tests: [{ id: 200, covenant_id: 8, test_date: `${new Date().getUTCFullYear() - 1}-12-31`, due_date: `${new Date().getUTCFullYear()}-04-30`, status: 'pending', item: { id: 950, status: 'open' }, result: null }],
};

function serve(data: FakeData, role: OfficeRole): () => void {
  let list: CovenantList = { covenants: data === 'empty' ? [] : [dscr(), AUDIT], can: { write: role !== 'VO', waive: role === 'LRA' || role === 'OA' } };
  return interceptFetch(async (request, url) => {
    if (!url.pathname.startsWith('/api/lending/')) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 150));
    const test = /^\/api\/lending\/covenant-tests\/(\d+)$/.exec(url.pathname);
    if (request.method === 'GET' && test) {
      const row = list.covenants.flatMap((c) => c.tests).find((x) => x.id === Number(test[1]))!;
      const detail: CovenantTestDetail = { ...row, covenant: { id: 7, name: 'DSCR', kind: 'financial', account_id: 55 }, figures: dscr().figures, results: row.result ? [row.result] : [] };
      return json(detail);
    }
    if (request.method === 'GET') return json(list);
    if (data === 'refusing') return json({ formula: [`${LendingMessage.formulaUnknownFigure}: interest`] }, 400);
    if (url.pathname.endsWith('/covenants')) {
      const body = (await request.json()) as { name: string; kind: 'financial' | 'affirmative' };
      const made = { ...(body.kind === 'financial' ? dscr() : AUDIT), id: 60 + list.covenants.length, name: body.name, waivers: [] };
      list = { ...list, covenants: [...list.covenants, made] };
      return json(made, 201);
    }
    return json(list.covenants[0]);
  });
}

const meta: Meta<Args> = {
  title: 'Elements/Loan covenants',
  parameters: elementDocs('si-loan-covenants'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'LRA', 'IC', 'VO'], description: 'Story only: the signed-in user role (IC, OA, LRA change covenants; LRA and OA waive; VO reads).' },
    data: { control: 'inline-radio', options: ['lived-in', 'empty', 'refusing'], description: "Story only: the loan's covenants, or a server that refuses every change." },
  },
  args: { locale: 'en', theme: 'light', role: 'LRA', data: 'lived-in' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serve(args.data, args.role)),
  render: ({ role, data, ...args }) => <si-loan-covenants key={`${role}-${data}-${args.locale}`} loan-id="55" {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

/** A monitored loan: DSCR tested quarterly (a warning, a waived breach, the next test due), audited statements yearly. */
export const LivedIn: Story = {};
export const ReadOnly: Story = { args: { role: 'VO' } };
export const NoCovenantYet: Story = { args: { data: 'empty', role: 'IC' } };
export const Refused: Story = { args: { data: 'refusing', role: 'IC' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
