import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Board, BoardCard, BoardColumn, CurrencyTotal, DealDetail, Forecast, NamedRef, OfficeRole } from '@si/contract';
import { Big, formatAmount } from '@si/contract/money';
import { interceptFetch, json } from '@si/core/testing/network';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';

/** What the fake API answers: a board of a few dozen deals, one with a column of 2,000, none at all, or failures. */
type FakeData = 'normal' | 'large' | 'empty' | 'failing';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  role: 'OA' | 'IC' | 'VO';
  data: FakeData;
};

type Stage = { id: number; name: string; position: number; probability: number };
type Deal = BoardCard & { pipeline: NamedRef; stage: Stage; closed: boolean };

const OLIVIA: NamedRef = { id: 1, name: 'Olivia Admin' };
const IVAN: NamedRef = { id: 2, name: 'Ivan Contributor' };
const ACCOUNTS: NamedRef[] = [
  { id: 40, name: 'Northwind Traders' },
  { id: 41, name: 'Contoso Pharmaceuticals' },
  { id: 42, name: 'شركة النور للتجارة' },
  { id: 43, name: 'Boulangerie Martin' },
  { id: 44, name: 'Fabrikam <Industries>' },
];
const PIPELINES: { ref: NamedRef; stages: Stage[] }[] = [
  {
    ref: { id: 1, name: 'New business' },
    stages: ['Lead', 'Qualified', 'Proposal', 'Negotiation', 'Closing'].map((name, i) => ({ id: 11 + i, name, position: i + 1, probability: Math.round((100 * (i + 1)) / 6) })),
  },
  { ref: { id: 2, name: 'Loans' }, stages: ['Application', 'Underwriting', 'Approval'].map((name, i) => ({ id: 21 + i, name, position: i + 1, probability: (i + 1) * 25 })) },
];
const TITLES = ['Renewal', 'Expansion', 'Pilot', 'Annual licence', 'Support plan', 'Equipment loan', 'Working capital'];
const PAGE = 50;

/** The story's deals: the same ones every time (a small generator, not Math.random). */
function seed(data: FakeData): Deal[] {
  if (data === 'empty') return [];
  let n = 7;
  const next = (below: number) => (n = (n * 48271) % 2147483647) % below;
  const deals: Deal[] = [];
  const add = (pipeline: (typeof PIPELINES)[number], stage: Stage, count: number) => {
    for (let i = 0; i < count; i++) {
      const id = 1000 + deals.length;
      const account = ACCOUNTS[next(ACCOUNTS.length)]!;
      const loan = pipeline.ref.id === 2;
      const currency = loan || next(4) ? 'EUR' : 'USD';
      const month = 1 + next(12);
      deals.push({
        id,
        title: `${account.name}: ${TITLES[loan ? 5 + next(2) : next(5)]}`,
        account,
        amount: `${(5 + next(200)) * 250}.00`,
        currency,
        probability: stage.probability,
        expected_close: next(8) === 0 ? null : `${next(5) === 0 ? 2025 : 2026}-${String(month).padStart(2, '0')}-${String(1 + next(28)).padStart(2, '0')}`,
        owner: next(5) === 0 ? null : next(2) ? OLIVIA : IVAN,
        is_loan: loan,
        days_in_stage: next(60),
        pipeline: pipeline.ref,
        stage,
        closed: id === 1003,
      });
    }
  };
  for (const pipeline of PIPELINES) {
    pipeline.stages.forEach((stage, i) => add(pipeline, stage, data === 'large' && i === 0 && pipeline.ref.id === 1 ? 2000 : [6, 4, 3, 2, 1][i] ?? 0));
  }
  return deals;
}

const byClose = (a: BoardCard, b: BoardCard) => (a.expected_close ?? '9999').localeCompare(b.expected_close ?? '9999') || a.id - b.id;
const card = ({ pipeline: _p, stage: _s, closed: _c, ...rest }: Deal): BoardCard => rest;

function totalsOf(deals: Deal[]): CurrencyTotal[] {
  return [...new Set(deals.map((d) => d.currency))].sort().map((currency) => {
    const mine = deals.filter((d) => d.currency === currency);
    const total = mine.reduce((sum, d) => sum.plus(d.amount), new Big(0));
    const weighted = mine.reduce((sum, d) => sum.plus(new Big(d.amount).times(d.probability).div(100)), new Big(0));
    return { currency, total: formatAmount(total, currency), weighted: formatAmount(weighted, currency) };
  });
}

/**
 * The sales board's calls on an in-memory API: the board, a column's next pages, moves (a viewer's
 * is a 403, the deal 1003 was won meanwhile: a 409), and the forecast by month.
 */
function serveBoard(data: FakeData, role: OfficeRole): () => void {
  const deals = seed(data);
  const mine = (owner: string | null) => (d: Deal) => owner !== 'me' || d.owner?.id === OLIVIA.id;
  const open = (pipelineId: number, owner: string | null) => deals.filter((d) => d.pipeline.id === pipelineId && !d.closed && mine(owner)(d));

  function board(url: URL): Response {
    const asked = Number(url.searchParams.get('pipeline_id') ?? PIPELINES[0]!.ref.id);
    const pipeline = PIPELINES.find((p) => p.ref.id === asked);
    if (!pipeline || data === 'empty') return json({ detail: 'Not found.' }, 404);
    const owner = url.searchParams.get('owner');
    const columns: BoardColumn[] = pipeline.stages.map((stage) => {
      const inStage = open(asked, owner).filter((d) => d.stage.id === stage.id);
      return { stage, count: inStage.length, totals: totalsOf(inStage), cards: inStage.sort(byClose).slice(0, PAGE).map(card) };
    });
    const answer: Board = { pipeline: pipeline.ref, pipelines: PIPELINES.map((p) => p.ref), columns };
    return json(answer);
  }

  function column(url: URL): Response {
    const stageId = Number(url.searchParams.get('stage_id'));
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const inStage = deals.filter((d) => d.stage.id === stageId && !d.closed && mine(url.searchParams.get('owner'))(d)).sort(byClose);
    return json({ count: inStage.length, cards: inStage.slice(offset, offset + PAGE).map(card) });
  }

  function move(id: number, stageId: number): Response {
    if (role === 'VO') return json({ detail: 'You do not have permission to perform this action.' }, 403);
    const deal = deals.find((d) => d.id === id);
    if (!deal) return json({ detail: 'Not found.' }, 404);
    if (deal.closed) return json({ detail: 'This deal is won or lost: reopen it first.' }, 409);
    const pipeline = PIPELINES.find((p) => p.ref.id === deal.pipeline.id)!;
    const stage = pipeline.stages.find((s) => s.id === stageId);
    if (!stage) return json({ stage_id: ["This stage is not one of the deal's pipeline."] }, 400);
    Object.assign(deal, { stage, probability: stage.probability, days_in_stage: 0 });
    const detail: DealDetail = {
      ...card(deal),
      pipeline: deal.pipeline,
      stage,
      state: 'open',
      product: null,
      updated_at: new Date().toISOString(),
      category: null,
      own_probability: null,
      lost_reason: '',
      closed_at: null,
      lead_id: null,
      stages: pipeline.stages,
      history: [],
      contacts: [],
      handover: { invoice: null },
      created_at: '2026-01-05T09:00:00Z',
    };
    return json(detail);
  }

  function forecast(url: URL): Response {
    const pipelineId = Number(url.searchParams.get('pipeline_id') ?? PIPELINES[0]!.ref.id);
    const dated = open(pipelineId, null).filter((d) => d.expected_close);
    const months = [...new Set(dated.map((d) => d.expected_close!.slice(0, 7)))].sort();
    const answer: Forecast = {
      months: months.map((month) => {
        const inMonth = dated.filter((d) => d.expected_close!.startsWith(month));
        return { month, deals: inMonth.length, totals: totalsOf(inMonth) };
      }),
      undated: open(pipelineId, null).length - dated.length,
    };
    return json(answer);
  }

  return interceptFetch(async (request, url) => {
    if (!url.pathname.startsWith('/api/sales/')) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (data === 'failing') return json({ detail: 'The server is not answering.' }, 503);
    if (url.pathname === '/api/sales/board') return board(url);
    if (url.pathname === '/api/sales/board/column') return column(url);
    if (url.pathname === '/api/sales/forecast') return forecast(url);
    const moving = /^\/api\/sales\/deals\/(\d+)\/move$/.exec(url.pathname);
    if (moving && request.method === 'POST') return move(Number(moving[1]), Number(((await request.json()) as { stage_id: number }).stage_id));
    return json({ detail: 'Not found.' }, 404);
  });
}

const meta: Meta<Args> = {
  title: 'Elements/Deal board',
  parameters: elementDocs('si-deal-board'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role (Olivia, user 1; a viewer reads only).' },
    data: { control: 'inline-radio', options: ['normal', 'large', 'empty', 'failing'], description: 'Story only: what the fake API answers (large: a first column of 2,000 deals).' },
  },
  args: { locale: 'en', theme: 'light', role: 'IC', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveBoard(args.data, args.role)),
  // Links go to hashes, so the story needs no router.
  render: ({ role, data, ...args }) => (
    <si-deal-board key={`${role}-${data}-${args.locale}`} deal-href="#deal-{account_id}-{id}" pipeline-href="#pipeline-{pipeline_id}" settings-href="#pipelines" {...args} />
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Pipeline: Story = {};
/** The first column holds 2,000 deals: only those in view are in the page, the rest are read as it scrolls. */
export const TwoThousandDeals: Story = { args: { data: 'large' } };
export const AsViewer: Story = { args: { role: 'VO' } };
/** An organization without a pipeline. */
export const NoPipeline: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
export const French: Story = { args: { locale: 'fr' } };
