import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveWorkspaces } from './mocks/workspaces.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'VO'; data: 'normal' | 'empty' | 'failing' };

const meta: Meta<Args> = {
  title: 'Elements/Vendor accounts',
  parameters: elementDocs('si-vendor-accounts'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'VO'], description: 'Story only: the signed-in user role (the list is read-only for both).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { locale: 'en', theme: 'light', role: 'OA', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveWorkspaces(args.data)),
  // The fake API is the workspaces story's, whose accounts are of module kind 1: the story lists those.
  render: ({ role, data, ...args }) => <si-vendor-accounts key={`${role}-${data}-${args.locale}`} module-kind="1" detail-href="#vendor-{id}" {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

export const Vendors: Story = {};
export const AsViewer: Story = { args: { role: 'VO' } };
export const Empty: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
