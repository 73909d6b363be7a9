import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { logout } from '@si/core';
import { attributeDescriptions, elementDocs } from './manifest.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; 'forgot-href': string; 'sign-up-href': string; heading?: string };

const meta: Meta<Args> = {
  title: 'Elements/si-sign-in',
  parameters: elementDocs('si-sign-in'),
  argTypes: attributeDescriptions('si-sign-in'),
  args: { 'forgot-href': '/forgot-password', 'sign-up-href': '/signup' },
  beforeEach: () => logout,
  render: (args) => (
    <>
      <si-sign-in key={args.locale} {...args} onsi-signed-in={action('si-signed-in')} />
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: oa@example.com / demo1234 signs in; mfa@example.com asks for the MFA challenge; setup@example.com for MFA
        setup; slow@example.com shows the busy state; anything else gets the server&apos;s 401 text.
      </p>
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Default: Story = {};
export const French: Story = { args: { locale: 'fr' } };
export const ArabicRightToLeft: Story = { args: { locale: 'ar' } };
export const Dark: Story = { args: { theme: 'dark' }, parameters: { backgrounds: { default: 'dark' } } };
export const CustomHeading: Story = { args: { heading: 'Staff portal' } };
