import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { $mfa, logout } from '@si/core';
import { attributeDescriptions, elementDocs } from './manifest.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; method: 'VIRTUAL' | 'EMAIL' | 'ALL' };

const meta: Meta<Args> = {
  title: 'Elements/si-mfa-challenge',
  parameters: elementDocs('si-mfa-challenge'),
  argTypes: { ...attributeDescriptions('si-mfa-challenge'), method: { control: 'inline-radio', options: ['VIRTUAL', 'EMAIL', 'ALL'] } },
  args: { method: 'VIRTUAL' },
  // The element continues a sign-in: core holds the MFA token the sign-in response gave.
  beforeEach: () => {
    $mfa.set({ token: 'story-mfa', userId: 2, challengeMethod: 'ALL', marker: 'challenge' });
    return logout;
  },
  render: (args) => (
    <>
      <si-mfa-challenge key={`${args.locale}-${args.method}`} {...args} onsi-signed-in={action('si-signed-in')} />
      <p style={{ fontSize: 12, color: 'GrayText' }}>Fake API: the code 123456 is accepted; any other code is rejected.</p>
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const AuthenticatorApp: Story = {};
export const CodeByEmail: Story = { args: { method: 'EMAIL' } };
export const EitherWay: Story = { args: { method: 'ALL' } };
export const French: Story = { args: { method: 'EMAIL', locale: 'fr' } };
export const Arabic: Story = { args: { method: 'ALL', locale: 'ar' } };
