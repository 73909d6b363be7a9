import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { attributeDescriptions, elementDocs } from './manifest.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  token: string;
  view: 'invoices' | 'statements' | 'pay-instructions';
  'invoice-id'?: string;
};

const meta: Meta<Args> = {
  title: 'Elements/si-invoice-portal',
  parameters: elementDocs('si-invoice-portal'),
  argTypes: { ...attributeDescriptions('si-invoice-portal'), view: { control: 'inline-radio', options: ['invoices', 'statements', 'pay-instructions'] } },
  args: { token: 'story-invoice', view: 'invoices' },
  render: (args) => (
    <>
      <si-invoice-portal
        key={`${args.locale}-${args.token}`}
        {...args}
        onsi-paid={action('si-paid')}
        onsi-comment-added={action('si-comment-added')}
        onsi-error={action('si-error')}
      />
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: story-invoice has three invoices (INV-1001 with a PDF and comments, INV-1002 overdue, INV-1003 paid), a statement and
        bank details; story-invoice-hold is on hold; any other token is unknown. Storybook shows stories in a frame, so Pay refuses
        with its in-frame message, as it would on a tenant page that frames the portal; “Return from checkout” plays the way back.
      </p>
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Invoices: Story = {};
export const OneInvoice: Story = { args: { 'invoice-id': '1' } };
export const Statements: Story = { args: { view: 'statements' } };
export const PayInstructions: Story = { args: { view: 'pay-instructions' } };
export const OnHold: Story = { args: { token: 'story-invoice-hold', 'invoice-id': '2' } };
export const UnknownToken: Story = { args: { token: 'revoked' } };
export const FrenchDark: Story = { args: { locale: 'fr', theme: 'dark' }, parameters: { backgrounds: { default: 'dark' } } };
export const ArabicRightToLeft: Story = { args: { locale: 'ar' } };
export const ReturnFromCheckout: Story = {
  beforeEach: () => {
    const before = location.href;
    history.replaceState(null, '', `${location.pathname}${location.search ? `${location.search}&` : '?'}token=story-invoice&session_id=story-session`);
    return () => history.replaceState(null, '', before);
  },
};
