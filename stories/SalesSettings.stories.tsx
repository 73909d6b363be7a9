import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveSalesSettings } from './mocks/salesSettings.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  role: 'OA' | 'IC' | 'VO';
  data: 'normal' | 'new' | 'failing';
};

const meta: Meta<Args> = {
  title: 'Elements/Sales settings',
  parameters: elementDocs('si-sales-settings'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role (only an Office Administrator changes the settings).' },
    data: { control: 'inline-radio', options: ['normal', 'new', 'failing'], description: 'Story only: what the fake API answers (`new`: never saved, no form key yet).' },
  },
  args: { locale: 'en', theme: 'light', role: 'OA', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveSalesSettings(args.data, args.role)),
  render: ({ role, data, ...args }) => <si-sales-settings key={`${role}-${data}-${args.locale}`} {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

export const SalesSettings: Story = {};
export const NeverSaved: Story = { args: { data: 'new' } };
export const ReadOnly: Story = { args: { role: 'IC' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
