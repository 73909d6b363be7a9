import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { $mfa, logout } from '@si/core';
import { attributeDescriptions, elementDocs } from './manifest.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; heading?: string };

const meta: Meta<Args> = {
  title: 'Elements/si-mfa-setup',
  parameters: elementDocs('si-mfa-setup'),
  argTypes: attributeDescriptions('si-mfa-setup'),
  // As during a sign-in whose organization requires MFA (the setup marker and token).
  beforeEach: () => {
    $mfa.set({ token: 'story-mfa', userId: 3, marker: 'setup' });
    return logout;
  },
  render: (args) => (
    <>
      <si-mfa-setup key={args.locale} {...args} onsi-cancel={action('si-cancel')} onsi-mfa-enabled={action('si-mfa-enabled')} />
      <p style={{ fontSize: 12, color: 'GrayText' }}>Fake API: Code 1 = 123456 and Code 2 = 654321 confirm; other codes are rejected.</p>
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const SignInSetup: Story = {};
export const ProfileDialog: Story = { args: { heading: 'Setup user MFA' } };
export const French: Story = { args: { locale: 'fr' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' }, parameters: { backgrounds: { default: 'dark' } } };
