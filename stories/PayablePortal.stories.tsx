import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { attributeDescriptions, elementDocs } from './manifest.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; token: string; view: 'invoice' | 'purchase-orders' | 'pay-instructions' };

const meta: Meta<Args> = {
  title: 'Elements/si-payable-portal',
  parameters: elementDocs('si-payable-portal'),
  argTypes: { ...attributeDescriptions('si-payable-portal'), view: { control: 'inline-radio', options: ['invoice', 'purchase-orders', 'pay-instructions'] } },
  args: { token: 'story-payable', view: 'invoice' },
  render: (args) => (
    <>
      <si-payable-portal key={`${args.locale}-${args.token}-${args.view}`} {...args} onsi-file-uploaded={action('si-file-uploaded')} onsi-error={action('si-error')} />
      <p style={{ fontSize: 12, color: 'GrayText' }}>Fake API: send a PDF invoice under "Send an invoice". Tokens: story-payable, story-hold (on hold).</p>
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Invoices: Story = {};
export const PurchaseOrders: Story = { args: { view: 'purchase-orders' } };
export const PayInstructions: Story = { args: { view: 'pay-instructions' } };
export const OnHold: Story = { args: { token: 'story-hold' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
