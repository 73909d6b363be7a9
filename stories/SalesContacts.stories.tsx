import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveSalesContacts } from './mocks/salesContacts.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  role: 'OA' | 'IC' | 'VO';
  data: 'normal' | 'empty' | 'failing';
};

const meta: Meta<Args> = {
  title: 'Elements/Sales contacts',
  parameters: elementDocs('si-sales-contacts'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role (Olivia, user 1; a viewer reads only and merges nothing).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers. Carla Diaz is in the directory twice: merge one into the other.' },
  },
  args: { locale: 'en', theme: 'light', role: 'IC', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveSalesContacts(args.data)),
  // Links stay in the story: the account pages are anchors.
  render: ({ role, data, ...args }) => <si-sales-contacts key={`${role}-${data}-${args.locale}`} account-href="#account-{id}" {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

export const Contacts: Story = {};
export const AsViewer: Story = { args: { role: 'VO' } };
export const Empty: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
