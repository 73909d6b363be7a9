import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveExpenses } from './mocks/expenses.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  role: 'OA' | 'IC' | 'VO';
  data: 'normal' | 'empty' | 'failing';
};

const meta: Meta<Args> = {
  title: 'Elements/Expense reimbursements',
  parameters: elementDocs('si-expense-reimbursements'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role (every role reads).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { locale: 'en', theme: 'light', role: 'OA', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveExpenses(args.data)),
  render: ({ role, data, ...args }) => (
    <si-expense-reimbursements key={`${role}-${data}-${args.locale}`} claim-href="#claim-{id}" bill-href="#bill-{id}" payment-runs-href="#payment-runs" {...args} />
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** One reimbursement scheduled in a payment run, one paid. */
export const Reimbursements: Story = {};
export const Empty: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
