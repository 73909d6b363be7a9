import type { Meta, StoryObj } from '@storybook/react-vite';
// Not in the all-elements entry the preview loads: each wrapper defines its tag.
import '@si/elements/receivables/ar-aging/ar-aging';
import '@si/elements/receivables/accounts-report/accounts-report';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { servePayablesReports } from './mocks/payablesReports.ts';

type Screen = 'si-ar-aging' | 'si-accounts-report';
type Args = { screen: Screen; locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; data: 'normal' | 'empty' | 'failing' };

/** The receivables reports' elements with `ledger="payables"`: what the organization owes its vendors. */
const meta: Meta<Args> = {
  title: 'Elements/Payables reports',
  parameters: elementDocs('si-ar-aging'),
  argTypes: {
    screen: { control: 'select', options: ['si-ar-aging', 'si-accounts-report'] },
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { screen: 'si-ar-aging', locale: 'en', theme: 'light', data: 'normal' },
  beforeEach: ({ args }) => signedInStory('OA', () => servePayablesReports(args.data)),
  render: ({ screen: Tag, data, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: five vendors in EUR, USD, JPY and KWD; pick an earlier as-of date to see bills paid since count as owed again. Links to a vendor's or a bill's page go nowhere here.
        Downloads return a small stand-in file.
      </p>
      <Tag key={`${Tag}-${data}-${args.locale}`} ledger="payables" account-href="/payable/accountDetails/5/{id}" {...(Tag === 'si-ar-aging' ? { 'document-href': '/payable/bills/{id}' } : {})} {...args} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const PayablesAging: Story = {};
export const VendorAccountsReport: Story = { args: { screen: 'si-accounts-report' }, parameters: elementDocs('si-accounts-report') };
export const Empty: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { screen: 'si-accounts-report', data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
