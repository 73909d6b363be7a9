import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { ACCOUNTS, serveBankDetails } from './mocks/bank-details.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  role: 'OA' | 'IC' | 'VO';
  screen: 'vendor' | 'verifications' | 'portal';
  account: 'Brightline' | 'Summit';
};

const meta: Meta<Args> = {
  title: 'Elements/Vendor bank details',
  parameters: elementDocs('si-vendor-bank-details'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role (Olivia, who entered Summit’s change).' },
    screen: { control: 'inline-radio', options: ['vendor', 'verifications', 'portal'], description: 'Story only: a vendor’s details (staff), the changes to verify (staff), or the vendor portal.' },
    account: { control: 'inline-radio', options: ['Brightline', 'Summit'], description: 'Story only: whose details the vendor screen shows.' },
  },
  args: { locale: 'en', theme: 'light', role: 'OA', screen: 'vendor', account: 'Brightline' },
  beforeEach: ({ args }) => signedInStory(args.role, serveBankDetails),
  render: ({ role, screen, account, ...args }) => {
    const key = `${role}-${screen}-${account}-${args.locale}`;
    if (screen === 'verifications') return <si-bank-details-verifications key={key} detail-href="#vendor-{id}" {...args} />;
    if (screen === 'portal') return <si-payable-portal key={key} token="story-payable" view="pay-instructions" {...args} />;
    const id = account === 'Summit' ? 33 : 31;
    return <si-vendor-bank-details key={key} account-id={String(id)} vendor-name={ACCOUNTS[id]} {...args} />;
  },
};
export default meta;

type Story = StoryObj<Args>;

export const VendorDetails: Story = {};
export const ChangeYouEntered: Story = { args: { account: 'Summit' } };
export const AsViewer: Story = { args: { role: 'VO' } };
export const Verifications: Story = { args: { screen: 'verifications' } };
export const VendorPortal: Story = { args: { screen: 'portal' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
export const PortalArabic: Story = { args: { screen: 'portal', locale: 'ar' } };
