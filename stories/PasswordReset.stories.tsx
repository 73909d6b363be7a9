import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { attributeDescriptions, elementDocs } from './manifest.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  uid?: string;
  token?: string;
  'activation-token'?: string;
  'login-href'?: string;
};

const meta: Meta<Args> = {
  title: 'Elements/si-password-reset',
  parameters: elementDocs('si-password-reset'),
  argTypes: attributeDescriptions('si-password-reset'),
  render: (args) => (
    <>
      {/* Keyed: a different mode is a different form, as on the suite's routes. */}
      <si-password-reset key={JSON.stringify(args)} {...args} onsi-password-changed={action('si-password-changed')} />
      <p style={{ fontSize: 12, color: 'GrayText' }}>Fake API: the token &quot;expired&quot; is refused; passwords under 8 characters are too short.</p>
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const RequestLink: Story = {};
export const NewPasswordFromLink: Story = { args: { uid: 'MQ', token: 'c3-abc123' } };
export const ExpiredLink: Story = { args: { uid: 'MQ', token: 'expired' } };
export const Activation: Story = { args: { 'activation-token': 'act-42' } };
export const French: Story = { args: { locale: 'fr' } };
export const ArabicNewPassword: Story = { args: { locale: 'ar', uid: 'MQ', token: 'c3-abc123' } };
