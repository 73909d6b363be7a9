import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { attributeDescriptions, elementDocs } from './manifest.ts';

// The invoice side's smaller elements, each on its own, against the fake API of
// mocks/invoicePortals.ts (tokens story-invoice and story-invoice-hold).
type Common = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; token: string };

export default { title: 'Elements/Invoice parts' } satisfies Meta;

export const PortalBar: StoryObj<Common & { module: 'secureinvoice' | 'payable' | 'filestride' | 'bank' | 'spm' | 'clm' }> = {
  name: 'si-portal-bar',
  parameters: elementDocs('si-portal-bar'),
  argTypes: { ...attributeDescriptions('si-portal-bar'), module: { control: 'select', options: ['secureinvoice', 'payable', 'filestride', 'bank', 'spm', 'clm'] } },
  args: { token: 'story-invoice-hold', module: 'spm', theme: 'light' },
  render: (args) => <si-portal-bar key={args.locale} {...args} onsi-error={action('si-error')} />,
};

export const Comments: StoryObj<Common & { 'target-type': 'item'; 'target-id': string }> = {
  name: 'si-comments',
  parameters: elementDocs('si-comments'),
  argTypes: attributeDescriptions('si-comments'),
  args: { token: 'story-invoice', 'target-type': 'item', 'target-id': '1' },
  render: (args) => <si-comments key={args.locale} {...args} onsi-comment-added={action('si-comment-added')} />,
};

export const PayButton: StoryObj<Common & { 'item-id': string }> = {
  name: 'si-pay-button',
  parameters: elementDocs('si-pay-button'),
  argTypes: attributeDescriptions('si-pay-button'),
  args: { token: 'story-invoice', 'item-id': '2' },
  render: (args) => <si-pay-button key={args.locale} {...args} onsi-paid={action('si-paid')} onsi-error={action('si-error')} />,
};

export const PayInstructions: StoryObj<Common> = {
  name: 'si-pay-instructions',
  parameters: elementDocs('si-pay-instructions'),
  argTypes: attributeDescriptions('si-pay-instructions'),
  args: { token: 'story-invoice' },
  render: (args) => <si-pay-instructions key={args.locale} {...args} />,
};

export const Statement: StoryObj<Common> = {
  name: 'si-statement',
  parameters: elementDocs('si-statement'),
  argTypes: attributeDescriptions('si-statement'),
  args: { token: 'story-invoice' },
  render: (args) => <si-statement key={args.locale} {...args} />,
};

export const InvoiceView: StoryObj<Common & { 'item-id': string }> = {
  name: 'si-invoice-view',
  parameters: elementDocs('si-invoice-view'),
  argTypes: attributeDescriptions('si-invoice-view'),
  args: { token: 'story-invoice', 'item-id': '1' },
  render: (args) => <si-invoice-view key={args.locale} {...args} onsi-paid={action('si-paid')} onsi-comment-added={action('si-comment-added')} />,
};
