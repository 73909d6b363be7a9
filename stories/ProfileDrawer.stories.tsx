import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { $auth, $user, logout } from '@si/core';
import type { User } from '@si/contract';
import { attributeDescriptions, elementDocs } from './manifest.ts';
import { interceptFetch, json } from '@si/core/testing/network';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; open: boolean; mfa: boolean };

const USER: User = {
  id: 1, identifier: 'OA-1', is_active: true, email: 'oa@example.com', first_name: 'Olivia', last_name: 'Admin',
  home_office_id: 1, phone: '', mfa_active: false,
  offices: [
    { office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' },
    { office: { id: 2, identifier: 'LYON', name: 'Lyon branch' }, role: 'LRA' },
  ],
};

/**
 * The profile calls of spec 7.2 over the shared fake API: the user, its MFA status and
 * PATCH (a last name "taken" is refused by the server, to show a field error).
 */
function serveProfile(mfaOn: boolean): () => void {
  let user = { ...USER, mfa_active: mfaOn };
  return interceptFetch(async (request, url, passOn) => {
    const path = url.pathname;
    if (path === '/api/users/1' && request.method === 'GET') return json(user);
    if (path === '/api/users/1/user_mfa') return json({ active: user.mfa_active, challengeMethod: user.mfa_active ? 'VIRTUAL' : null });
    if (path === '/api/users/1' && request.method === 'PATCH') {
      const patch = (await request.json()) as Partial<User>;
      if (patch.last_name === 'taken') return json({ last_name: ['This name is not allowed.'] }, 400);
      user = { ...user, ...patch };
      return json(user);
    }
    const answer = await passOn();
    if (/\/confirm_mfa_setup$/.test(path) && answer.ok) user = { ...user, mfa_active: true };
    return answer;
  });
}

const meta: Meta<Args> = {
  title: 'Elements/si-profile-drawer',
  parameters: { ...elementDocs('si-profile-drawer'), layout: 'fullscreen' },
  argTypes: {
    ...attributeDescriptions('si-profile-drawer'),
    mfa: { control: 'boolean', description: 'Story only: whether the user already has MFA.' },
  },
  args: { open: true, mfa: false },
  // Signed in as Olivia (the drawer edits the signed-in user).
  beforeEach: ({ args }) => {
    $auth.set({ access: 'story-access', refresh: 'story-refresh' });
    $user.set({ ...USER, mfa_active: args.mfa });
    const restore = serveProfile(args.mfa);
    return () => {
      restore();
      logout();
    };
  },
  render: ({ mfa, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText', padding: 16 }}>
        Fake API: a last name "taken" is refused; MFA setup confirms with Code 1 = 123456 and Code 2 = 654321.
      </p>
      <si-profile-drawer
        key={`${args.locale}-${mfa}`}
        {...args}
        onsi-profile-saved={(event) => action('si-profile-saved')(event.detail)}
        onsi-close={action('si-close')}
      />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const MfaOff: Story = {};
export const MfaOn: Story = { args: { mfa: true } };
export const French: Story = { args: { locale: 'fr' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
