import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveSalesLeads } from './mocks/salesLeads.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  role: 'OA' | 'IC' | 'VO';
  data: 'normal' | 'empty' | 'failing';
  'lead-id': string;
};

const meta: Meta<Args> = {
  title: 'Elements/Sales leads',
  parameters: elementDocs('si-sales-leads'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role (Olivia, user 1; a viewer reads only).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers. An import of a file named with "bad" is refused with its problems.' },
    'lead-id': { control: 'text', description: 'A lead whose panel opens at start: 1 new (two duplicates to merge into), 2 qualified, 3 converted, 4 disqualified.' },
  },
  args: { locale: 'en', theme: 'light', role: 'IC', data: 'normal', 'lead-id': '' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveSalesLeads(args.data)),
  // Links stay in the story: the account and deal pages are anchors.
  render: ({ role, data, ...args }) => (
    <si-sales-leads key={`${role}-${data}-${args.locale}-${args['lead-id']}`} account-href="#account-{id}" deal-href="#account-{account_id}-deal-{id}" {...args} />
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Leads: Story = {};
/** Carla's lead: Convert shows a contact with her e-mail and Northwind as a close match. */
export const Converting: Story = { args: { 'lead-id': '1' } };
export const Converted: Story = { args: { 'lead-id': '3' } };
export const Disqualified: Story = { args: { 'lead-id': '4' } };
export const AsViewer: Story = { args: { role: 'VO', 'lead-id': '1' } };
export const Empty: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
