import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { BILLS_TOKEN as TOKEN, SPECS, serveBills } from './mocks/bills.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  role: 'OA' | 'IC' | 'VO';
  data: 'normal' | 'empty' | 'failing';
  screen: 'list' | 'vendor' | 'detail' | 'portal';
  bill: number;
};

const meta: Meta<Args> = {
  title: 'Elements/Bills',
  parameters: elementDocs('si-vendor-bills'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role (Olivia, user 1; a viewer reads only).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
    screen: { control: 'inline-radio', options: ['list', 'vendor', 'detail', 'portal'], description: 'Story only: every vendor\'s bills, one vendor\'s (account-id 31), one bill on its page (bill-id), or the vendor portal (si-payable-portal).' },
    bill: { control: 'select', options: SPECS.map((s) => s[0]), description: 'Story only: the bill the page shows.' },
  },
  args: { locale: 'en', theme: 'light', role: 'OA', data: 'normal', screen: 'list', bill: 102 },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveBills(args.data)),
  render: ({ role, data, screen, bill, ...args }) => {
    const key = `${role}-${data}-${screen}-${bill}-${args.locale}`;
    if (screen === 'portal') return <si-payable-portal key={key} token={TOKEN} {...args} />;
    if (screen === 'detail') return <si-vendor-bills key={key} bill-id={String(bill)} {...args} />;
    if (screen === 'vendor') return <si-vendor-bills key={key} account-id="31" {...args} />;
    return <si-vendor-bills key={key} {...args} />;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Bills: Story = {};
export const OneVendor: Story = { args: { screen: 'vendor' } };
export const AsViewer: Story = { args: { role: 'VO' } };
export const Empty: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
/** Brightline sent the same bill twice, its number written differently: the warning before approval. */
export const DuplicatesWarning: Story = { args: { screen: 'detail', bill: 102 } };
/** Olivia typed this bill herself: Approve is disabled, and the reason is said. */
export const ApproveDisabledForTheEnterer: Story = { args: { screen: 'detail', bill: 103 } };
export const RejectedBill: Story = { args: { screen: 'detail', bill: 104 } };
export const PaidBill: Story = { args: { screen: 'detail', bill: 106, role: 'VO' } };
/** The vendor follows its bills: paid with the day and reference, rejected with its reason (and a corrected bill to send), in approval, scheduled. */
export const PortalRejectedWithReason: Story = { args: { screen: 'portal' } };
export const PortalEmpty: Story = { args: { screen: 'portal', data: 'empty' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
export const PortalArabicDark: Story = { args: { screen: 'portal', locale: 'ar', theme: 'dark' } };
