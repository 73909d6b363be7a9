import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { serveLoans, type FakeLoanData } from './mocks/loans.ts';
import { signedInStory } from './mocks/signedIn.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'IC' | 'LRA' | 'VO'; data: FakeLoanData };

const meta: Meta<Args> = {
  title: 'Elements/Loans',
  parameters: elementDocs('si-loans'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'LRA', 'VO'], description: 'Story only: the signed-in user role (a Viewer Only opens no loan).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { locale: 'en', theme: 'light', role: 'IC', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveLoans(args.data, args.role)),
  render: ({ role, data, ...args }) => <si-loans key={`${role}-${data}-${args.locale}`} loan-href="/bank/accounts/{id}" {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

export const Portfolio: Story = {};
export const Viewer: Story = { args: { role: 'VO' } };
export const Empty: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
