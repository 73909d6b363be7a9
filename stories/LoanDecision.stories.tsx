import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LoanDecisions, OfficeRole } from '@si/contract';
import { LendingMessage } from '@si/contract/lending';
import { interceptFetch, json } from '@si/core/testing/network';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';

/** The loan's state: waiting on a second decision, approved (to book), declined (to reopen); or a refusing server. */
type FakeData = 'second' | 'approved' | 'declined' | 'refusing';
type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: OfficeRole; data: FakeData };

const FIRST: LoanDecisions['decisions'][number] = {
  id: 9,
  round: 1,
  ordinal: 1,
  outcome: 'approved_with_conditions',
  reason: 'Solid coverage; the fleet secures the loan.',
  conditions: [
    { text: 'First lien on the financed trailers', item_id: null },
    { text: 'Quarterly compliance certificate', item_id: null },
  ],
  decided_by: { id: 2, name: 'Ivan Contributor' },
  decided_at: '2026-03-02T10:00:00Z',
};
const PANEL: LoanDecisions = { loan_id: 55, reference: 'LN-1004', status: 'in_review', workspace_kind: 2, amount: '2400000.00', currency: 'USD', round: 1, needed: 2, given: 1, version: 3, decisions: [FIRST] };

function serve(data: FakeData): () => void {
  let panel: LoanDecisions =
    data === 'approved' ? { ...PANEL, status: 'approved', given: 2, decisions: [{ ...FIRST, id: 10, ordinal: 2, outcome: 'approved', reason: '', conditions: [] }, FIRST] } : data === 'declined' ? { ...PANEL, status: 'declined', given: 2, decisions: [{ ...FIRST, id: 10, ordinal: 2, outcome: 'declined', reason: 'Coverage too thin.', conditions: [] }, FIRST] } : PANEL;
  return interceptFetch(async (request, url) => {
    if (!url.pathname.startsWith('/api/lending/loans/55/')) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (request.method === 'GET') return json(panel);
    if (data === 'refusing') return json({ detail: LendingMessage.sameDecider }, 409);
    if (url.pathname.endsWith('/decisions')) {
      const body = (await request.json()) as { outcome: LoanDecisions['decisions'][number]['outcome']; reason: string; conditions: string[] };
      const status = body.outcome === 'declined' ? 'declined' : 'approved';
      panel = { ...panel, status, given: 2, decisions: [{ ...FIRST, id: 11, ordinal: 2, ...body, conditions: body.conditions.map((text, i) => ({ text, item_id: 80 + i })), decided_by: { id: 1, name: 'Olivia Admin' }, decided_at: new Date().toISOString() }, ...panel.decisions] };
      return json(panel, 201);
    }
    if (url.pathname.endsWith('/book')) panel = { ...panel, status: 'active', workspace_kind: 1 };
    if (url.pathname.endsWith('/reopen')) panel = { ...panel, status: 'in_review', round: 2, given: 0 };
    return json(panel);
  });
}

const meta: Meta<Args> = {
  title: 'Elements/Loan decision',
  parameters: elementDocs('si-loan-decision'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'LRA', 'IC', 'VO'], description: 'Story only: the signed-in user role (LRA and OA decide; IC books; VO reads).' },
    data: { control: 'inline-radio', options: ['second', 'approved', 'declined', 'refusing'], description: "Story only: the loan's state, or a server that refuses every decision." },
  },
  args: { locale: 'en', theme: 'light', role: 'LRA', data: 'second' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serve(args.data)),
  render: ({ role, data, ...args }) => <si-loan-decision key={`${role}-${data}-${args.locale}`} loan-id="55" {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

/** A large loan with one decision given: the reviewer makes the second. */
export const SecondDecision: Story = {};
export const ReadOnly: Story = { args: { role: 'VO' } };
export const ToBook: Story = { args: { data: 'approved', role: 'IC' } };
export const ToReopen: Story = { args: { data: 'declined' } };
export const Refused: Story = { args: { data: 'refusing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
