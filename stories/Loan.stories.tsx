import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { serveLoans, type FakeLoanData } from './mocks/loans.ts';
import { signedInStory } from './mocks/signedIn.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'IC' | 'LRA' | 'VO'; data: FakeLoanData };

const meta: Meta<Args> = {
  title: 'Elements/Loan',
  parameters: elementDocs('si-loan'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'LRA', 'VO'], description: 'Story only: the signed-in user role (ratings and policy exceptions are an LRA\'s or OA\'s; a Viewer Only reads).' },
    data: { control: 'inline-radio', options: ['normal', 'failing'], description: 'Story only: what the fake API answers. The first save of the details or term is answered as stale (someone else changed the loan).' },
  },
  args: { locale: 'en', theme: 'light', role: 'LRA', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveLoans(args.data, args.role)),
  render: ({ role, data, ...args }) => (
    <si-loan key={`${role}-${data}-${args.locale}`} loan-id="42" {...args}>
      <p slot="covenants">(The covenants element goes here.)</p>
      <p slot="decision">(The decision element goes here.)</p>
    </si-loan>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Reviewer: Story = {};
export const Contributor: Story = { args: { role: 'IC' } };
export const Viewer: Story = { args: { role: 'VO' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
