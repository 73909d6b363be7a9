import type { Meta, StoryObj } from '@storybook/react-vite';
import { $auth, $user, logout } from '@si/core';
import type { User } from '@si/contract';
import { elementDocs } from './manifest.ts';
import { serveWorkspaces } from './mocks/workspaces.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'VO'; data: 'normal' | 'empty' | 'failing' };

const userWith = (role: Args['role']): User => ({
  id: 1, identifier: 'U-1', is_active: true, email: 'olivia@example.com', first_name: 'Olivia', last_name: 'Admin',
  home_office_id: 1, phone: '', mfa_active: false, offices: [{ office: { id: 1, identifier: 'PAR', name: 'Paris office' }, role }],
});

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
  beforeEach: ({ args }) => {
    $auth.set({ access: 'story-access', refresh: 'story-refresh' });
    $user.set(userWith(args.role));
    const restore = serveWorkspaces(args.data);
    return () => {
      restore();
      logout();
    };
  },
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
