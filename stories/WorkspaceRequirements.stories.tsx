import type { Meta, StoryObj } from '@storybook/react-vite';
import { $auth, $user, logout } from '@si/core';
import type { User } from '@si/contract';
import { elementDocs } from './manifest.ts';
import { serveRequirements } from './mocks/workspaceRequirements.ts';
import '../packages/elements/src/workspaces/workspace-requirements/workspace-requirements.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'IC' | 'VO' };

const userWith = (role: Args['role']): User => ({
  id: 1, identifier: 'U-1', is_active: true, email: 'olivia@example.com', first_name: 'Olivia', last_name: 'Admin',
  home_office_id: 1, phone: '', mfa_active: false, offices: [{ office: { id: 1, identifier: 'PAR', name: 'Paris office' }, role }],
});

const meta: Meta<Args> = {
  title: 'Elements/Workspace requirements',
  parameters: elementDocs('si-workspace-requirements'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['IC', 'VO'], description: 'Story only: the signed-in user role (VO sees no write controls).' },
  },
  args: { locale: 'en', theme: 'light', role: 'IC' },
  beforeEach: ({ args }) => {
    $auth.set({ access: 'story-access', refresh: 'story-refresh' });
    $user.set(userWith(args.role));
    const restore = serveRequirements();
    return () => {
      restore();
      logout();
    };
  },
  render: ({ role, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>Fake API: a threshold that is not a decimal is refused; uploads are not served (the refusal shows).</p>
      <si-workspace-requirements key={`${role}-${args.locale}`} account-id="9" {...args} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Staff: Story = {};
export const ViewOnly: Story = { args: { role: 'VO' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
