import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LoanBoard, LoanCard, OfficeRole } from '@si/contract';
import { LendingMessage } from '@si/contract/lending';
import { interceptFetch, json } from '@si/core/testing/network';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';

/** What the fake API answers: a board of a few loans, moves refused as stale, no pipeline, or failures. */
type FakeData = 'normal' | 'stale' | 'empty' | 'failing';
type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: OfficeRole; data: FakeData };

const STAGES = ['Application', 'Underwriting', 'Credit committee', 'Documentation'].map((name, i) => ({ id: i + 1, name, position: i + 1 }));
const BORROWERS = ['Harbor Bakery Co.', 'Cedar Ridge Dental', 'Summit Solar Partners', 'Northgate Logistics', 'شركة النور للتجارة', 'Bluewater <Marina>', 'Pinecrest Farms'];
const STATUS: LoanCard['status'][] = ['requested', 'in_review', 'in_review', 'approved'];

function board(): LoanBoard {
  const cards: LoanCard[] = BORROWERS.map((borrower, i) => {
    const stage = STAGES[i % STAGES.length]!;
    const amount = [85000, 240000, 640000, 2400000, 410000, 1750000, 120000][i]!;
    return { id: 100 + i, reference: `LN-${1001 + i}`, borrower, amount: `${amount}.00`, currency: i === 4 ? 'EUR' : 'USD', product: i % 2 ? { id: 1, name: 'Equipment loan' } : null, stage_id: stage.id, days_in_stage: i * 3, status: STATUS[stage.position - 1]!, decisions_given: i === 3 ? 1 : 0, decisions_needed: amount > 1000000 ? 2 : 1, version: 1 };
  });
  return { pipeline: { id: 9, name: 'Commercial lending' }, columns: STAGES.map((stage) => ({ stage, count: cards.filter((c) => c.stage_id === stage.id).length, cards: cards.filter((c) => c.stage_id === stage.id) })) };
}

function serve(data: FakeData): () => void {
  let shown = board();
  return interceptFetch(async (request, url) => {
    if (!url.pathname.startsWith('/api/lending/')) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (data === 'failing') return json({ detail: 'The server is not answering.' }, 503);
    if (data === 'empty') return json({ detail: 'There is no pipeline yet: add one in Settings, Pipelines.' }, 404);
    if (url.pathname === '/api/lending/pipeline') return json(shown);
    const moving = /^\/api\/lending\/loans\/(\d+)\/move$/.exec(url.pathname);
    if (moving && request.method === 'POST') {
      if (data === 'stale') return json({ detail: LendingMessage.staleLoan }, 409);
      const { stage_id } = (await request.json()) as { stage_id: number };
      const card = shown.columns.flatMap((c) => c.cards).find((c) => c.id === Number(moving[1]))!;
      const moved = { ...card, stage_id, status: stage_id === 1 ? card.status : ('in_review' as const), days_in_stage: 0, version: card.version + 1 };
      shown = { ...shown, columns: shown.columns.map((c) => ({ ...c, cards: [...c.cards.filter((x) => x.id !== card.id), ...(c.stage.id === stage_id ? [moved] : [])] })).map((c) => ({ ...c, count: c.cards.length })) };
      return json(moved);
    }
    return json({ detail: 'Not found.' }, 404);
  });
}

const meta: Meta<Args> = {
  title: 'Elements/Loan board',
  parameters: elementDocs('si-loan-board'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'LRA', 'VO'], description: 'Story only: the signed-in user role (a viewer reads only).' },
    data: { control: 'inline-radio', options: ['normal', 'stale', 'empty', 'failing'], description: 'Story only: what the fake API answers (stale: every move is refused as someone else changed the loan).' },
  },
  args: { locale: 'en', theme: 'light', role: 'IC', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serve(args.data)),
  render: ({ role, data, ...args }) => <si-loan-board key={`${role}-${data}-${args.locale}`} loan-href="#loan-{id}" {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

export const Pipeline: Story = {};
export const AsViewer: Story = { args: { role: 'VO' } };
/** Every move is refused: the card goes back with the reason, and the board is read again. */
export const StaleMoves: Story = { args: { data: 'stale' } };
export const NoPipeline: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
