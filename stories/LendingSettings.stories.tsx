import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { serveLoans, type FakeLoanData } from './mocks/loans.ts';
import { signedInStory } from './mocks/signedIn.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'IC' | 'VO'; data: FakeLoanData };

const meta: Meta<Args> = {
  title: 'Elements/Lending settings',
  parameters: elementDocs('si-lending-settings'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role (only an Office Administrator changes the settings).' },
    data: { control: 'inline-radio', options: ['normal', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { locale: 'en', theme: 'light', role: 'OA', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveLoans(args.data, args.role)),
  render: ({ role, data, ...args }) => <si-lending-settings key={`${role}-${data}-${args.locale}`} {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

export const LendingSettings: Story = {};
export const ReadOnly: Story = { args: { role: 'IC' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
