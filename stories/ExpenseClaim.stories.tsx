import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { EXPENSE_CLAIM_IDS, serveExpenses } from './mocks/expenses.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  role: 'OA' | 'IC' | 'VO';
  data: 'normal' | 'empty' | 'failing';
  claim: (typeof EXPENSE_CLAIM_IDS)[number];
};

const meta: Meta<Args> = {
  title: 'Elements/Expense claim',
  parameters: elementDocs('si-expense-claim'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role (Olivia, user 1; a viewer reads only).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
    claim: {
      control: 'select',
      options: EXPENSE_CLAIM_IDS,
      description: 'Story only: 201 Olivia\'s draft breaking the policy, 202 Ivan\'s claim for her approval, 203 her own claim waiting, 204 approved with a split to bill on, 205 reimbursed, 206 rejected.',
    },
  },
  args: { locale: 'en', theme: 'light', role: 'IC', data: 'normal', claim: 201 },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveExpenses(args.data)),
  render: ({ role, data, claim, ...args }) => (
    <si-expense-claim
      key={`${role}-${data}-${claim}-${args.locale}`}
      claim-id={String(claim)}
      report-href="#report-{id}"
      bill-href="#bill-{id}"
      invoice-href="#invoice-{id}"
      payment-runs-href="#payment-runs"
      {...args}
    />
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** A meal over its limit without a justification, a taxi without its receipt: said on each before sending. Choose a receipt in "Add an expense" to see its suggestions. */
export const DraftWithPolicyFindings: Story = {};
/** Ivan's claim: Olivia approves or rejects it with a reason. */
export const ToApprove: Story = { args: { claim: 202 } };
/** Olivia's own claim: no Approve for her, and who approves it is said. */
export const WaitingOwnClaim: Story = { args: { claim: 203 } };
/** Approved: Re-bill to customers adds its split to the customer's draft invoice; its reimbursement is in a payment run. */
export const ApprovedToRebill: Story = { args: { claim: 204 } };
export const Reimbursed: Story = { args: { claim: 205 } };
export const Rejected: Story = { args: { claim: 206 } };
export const AsViewer: Story = { args: { role: 'VO' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
