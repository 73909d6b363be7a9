import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { serveBankDetails } from './mocks/bank-details.ts';
import { serveBills } from './mocks/bills.ts';
import { serveRuns } from './mocks/payment-runs.ts';
import { serveOrders } from './mocks/purchase-orders.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveWorkspaces } from './mocks/workspaces.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  role: 'OA' | 'IC' | 'VO';
  view: 'vendors' | 'bills' | 'purchase-orders' | 'payment-runs' | 'verifications';
};

/** Every tab's fake API at once: the vendors (the workspaces story's accounts), the bills, the orders, the runs and the bank details. */
function serveDesk(): () => void {
  const restore = [serveWorkspaces('normal'), serveBills('normal'), serveOrders('normal'), serveRuns('normal'), serveBankDetails()];
  return () => restore.reverse().forEach((put) => put());
}

const meta: Meta<Args> = {
  title: 'Elements/Accounts payable',
  parameters: elementDocs('si-accounts-payable'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role.' },
    view: { control: 'inline-radio', options: ['vendors', 'bills', 'purchase-orders', 'payment-runs', 'verifications'] },
  },
  args: { locale: 'en', theme: 'light', role: 'OA', view: 'vendors' },
  beforeEach: ({ args }) => signedInStory(args.role, serveDesk),
  render: ({ role, ...args }) => <si-accounts-payable key={`${role}-${args.view}-${args.locale}`} vendor-href="#vendor-{id}" bill-href="#bill-{id}" {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

export const Vendors: Story = {};
export const Bills: Story = { args: { view: 'bills' } };
export const PurchaseOrders: Story = { args: { view: 'purchase-orders' } };
export const PaymentRuns: Story = { args: { view: 'payment-runs' } };
export const BankDetailsToVerify: Story = { args: { view: 'verifications' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark', view: 'bills' } };
