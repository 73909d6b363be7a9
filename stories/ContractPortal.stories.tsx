import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { attributeDescriptions, elementDocs } from './manifest.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; token: string; 'contract-id'?: string };

const meta: Meta<Args> = {
  title: 'Elements/si-contract-portal',
  parameters: elementDocs('si-contract-portal'),
  argTypes: attributeDescriptions('si-contract-portal'),
  args: { token: 'story-clm' },
  render: (args) => (
    <>
      <si-contract-portal key={`${args.locale}-${args.token}-${args['contract-id']}`} {...args} onsi-file-uploaded={action('si-file-uploaded')} onsi-error={action('si-error')} />
      <p style={{ fontSize: 12, color: 'GrayText' }}>Fake API: contracts 31 (with text and two versions) and 32. Tokens: story-clm, story-hold (on hold, the server&apos;s message).</p>
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Contracts: Story = {};
export const ContractEdit: Story = { args: { 'contract-id': '31' } };
export const OnHold: Story = { args: { token: 'story-hold', 'contract-id': '31' } };
export const French: Story = { args: { locale: 'fr', 'contract-id': '31' } };
