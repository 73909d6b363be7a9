import type { Meta, StoryObj } from '@storybook/react-vite';
// Not in the all-elements entry the preview loads: each wrapper defines its tag.
import '@si/elements/receivables/ar-aging/ar-aging';
import '@si/elements/receivables/accounts-report/accounts-report';
import '@si/elements/receivables/receivables-settings/receivables-settings';
import '@si/elements/receivables/pay-instructions-admin/pay-instructions-admin';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveReceivablesReports } from './mocks/receivablesReports.ts';

type Screen = 'si-ar-aging' | 'si-accounts-report' | 'si-receivables-settings' | 'si-pay-instructions-admin';
type Args = { screen: Screen; locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'VO'; data: 'normal' | 'empty' | 'failing' };

const meta: Meta<Args> = {
  title: 'Elements/Receivables reports and settings',
  parameters: elementDocs('si-ar-aging'),
  argTypes: {
    screen: { control: 'select', options: ['si-ar-aging', 'si-accounts-report', 'si-receivables-settings', 'si-pay-instructions-admin'] },
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'VO'], description: 'Story only: the signed-in user role (VO reads the settings, cannot change them).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { screen: 'si-ar-aging', locale: 'en', theme: 'light', role: 'OA', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveReceivablesReports(args.data)),
  render: ({ screen: Tag, role, data, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: five customers in USD, EUR, JPY and KWD; pick an earlier as-of date to see the buckets move. Downloads return a small stand-in file. Moving the invoice series backwards is refused.
      </p>
      <Tag key={`${Tag}-${role}-${data}-${args.locale}`} {...args} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const ArAging: Story = {};
export const AccountsReport: Story = { args: { screen: 'si-accounts-report' }, parameters: elementDocs('si-accounts-report') };
export const Settings: Story = { args: { screen: 'si-receivables-settings' }, parameters: elementDocs('si-receivables-settings') };
export const SettingsReadOnly: Story = { args: { screen: 'si-receivables-settings', role: 'VO' }, parameters: elementDocs('si-receivables-settings') };
export const PayInstructions: Story = { args: { screen: 'si-pay-instructions-admin' }, parameters: elementDocs('si-pay-instructions-admin') };
export const Empty: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { screen: 'si-accounts-report', data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
