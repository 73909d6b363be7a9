import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveExpenses } from './mocks/expenses.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  role: 'OA' | 'IC' | 'VO';
  data: 'normal' | 'empty' | 'failing';
  view: 'mine' | 'drafts' | 'to-approve' | 'all';
};

const meta: Meta<Args> = {
  title: 'Elements/Expense claims',
  parameters: elementDocs('si-expense-claims'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role (Olivia, user 1; a viewer reads only).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
    view: { control: 'inline-radio', options: ['mine', 'drafts', 'to-approve', 'all'] },
  },
  args: { locale: 'en', theme: 'light', role: 'IC', data: 'normal', view: 'mine' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveExpenses(args.data)),
  // No claim-href: a claim opens in a panel of the list, so the story needs no router.
  render: ({ role, data, ...args }) => <si-expense-claims key={`${role}-${data}-${args.view}-${args.locale}`} report-href="#report-{id}" {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

export const MyClaims: Story = {};
export const Drafts: Story = { args: { view: 'drafts' } };
/** Ivan's claim waits for Olivia's approval. */
export const ToApprove: Story = { args: { view: 'to-approve' } };
export const AllClaims: Story = { args: { view: 'all', role: 'OA' } };
export const AsViewer: Story = { args: { role: 'VO' } };
export const Empty: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
