import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { servePayablesSettings } from './mocks/payables-settings.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  role: 'OA' | 'IC' | 'VO';
  data: 'normal' | 'empty' | 'failing';
};

const meta: Meta<Args> = {
  title: 'Elements/Payables settings',
  parameters: elementDocs('si-payables-settings'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role (only an Office Administrator sees and changes the rules).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { locale: 'en', theme: 'light', role: 'OA', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => servePayablesSettings(args.data, args.role)),
  render: ({ role, data, ...args }) => <si-payables-settings key={`${role}-${data}-${args.locale}`} {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

export const PayablesSettings: Story = {};
export const AsAccountant: Story = { args: { role: 'IC' } };
export const Empty: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
