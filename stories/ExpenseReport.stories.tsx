import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { EXPENSE_CLAIM_IDS, serveExpenses } from './mocks/expenses.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  data: 'normal' | 'failing';
  claim: (typeof EXPENSE_CLAIM_IDS)[number];
};

const meta: Meta<Args> = {
  title: 'Elements/Expense report',
  parameters: elementDocs('si-expense-report'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    data: { control: 'inline-radio', options: ['normal', 'failing'], description: 'Story only: what the fake API answers.' },
    claim: { control: 'select', options: EXPENSE_CLAIM_IDS, description: 'Story only: the claim reported (see the claim story).' },
  },
  args: { locale: 'en', theme: 'light', data: 'normal', claim: 204 },
  beforeEach: ({ args }) => signedInStory('VO', () => serveExpenses(args.data)),
  render: ({ data, claim, ...args }) => <si-expense-report key={`${data}-${claim}-${args.locale}`} claim-id={String(claim)} claim-href="#claim-{id}" {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

/** Approved, with a split billed on to a customer and its reimbursement in a payment run. */
export const ApprovedClaim: Story = {};
/** Reimbursed, spent in pounds and converted at the rate the claimant entered. */
export const ReimbursedInAnotherCurrency: Story = { args: { claim: 205 } };
export const Failing: Story = { args: { data: 'failing' } };
export const Arabic: Story = { args: { locale: 'ar' } };
