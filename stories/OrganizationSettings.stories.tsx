import type { Meta, StoryObj } from '@storybook/react-vite';
import { $auth, $user, logout } from '@si/core';
import type { User } from '@si/contract';
import { elementDocs } from './manifest.ts';
import { serveOrganizationSettings } from './mocks/organizationSettings.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'VO'; data: 'normal' | 'empty' | 'failing' };

const userWith = (role: 'OA' | 'VO'): User => ({
  id: 1, identifier: 'U-1', is_active: true, email: 'olivia@example.com', first_name: 'Olivia', last_name: 'Admin',
  home_office_id: 1, phone: '', mfa_active: false, offices: [{ office: { id: 1, identifier: 'PAR', name: 'Paris office' }, role }],
});

const meta: Meta<Args> = {
  title: 'Elements/Organization settings',
  parameters: elementDocs('si-organization-settings'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'VO'], description: 'Story only: the signed-in user role (VO sees every value read-only).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { locale: 'en', theme: 'light', role: 'OA', data: 'normal' },
  beforeEach: ({ args }) => {
    $auth.set({ access: 'story-access', refresh: 'story-refresh' });
    $user.set(userWith(args.role));
    const restore = serveOrganizationSettings(args.data);
    return () => {
      restore();
      logout();
    };
  },
  render: ({ role, data, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: an invalid e-mail, a short name over 50 characters or a time zone without a slash is refused by the “server”.
      </p>
      <si-organization-settings key={`${role}-${data}-${args.locale}`} {...args} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Administrator: Story = {};
export const Viewer: Story = { args: { role: 'VO' } };
export const NothingSet: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
