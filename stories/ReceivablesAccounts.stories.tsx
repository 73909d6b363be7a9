import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveReceivableAccounts } from './mocks/receivablesAccounts.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'IC' | 'LRA' | 'VO'; data: 'normal' | 'empty' | 'failing'; screen: 'list' | 'account' };

const meta: Meta<Args> = {
  title: 'Elements/Receivable accounts',
  parameters: elementDocs('si-receivable-accounts'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'LRA', 'VO'], description: 'Story only: the signed-in user role (VO sees no write controls).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
    screen: { control: 'inline-radio', options: ['list', 'account'], description: 'Story only: the accounts list (si-receivable-accounts) or one account (si-account-receivables).' },
  },
  args: { locale: 'en', theme: 'light', role: 'IC', data: 'normal', screen: 'list' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveReceivableAccounts(args.data)),
  render: ({ role, data, screen, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: Acme Trading (account 1) has invoices, a credit note, a payment and a statement; an existing account name is refused; voiding a partly paid invoice is refused (409);
        recording a payment twice with the same opening of the form records once.
      </p>
      {screen === 'list' ? (
        <si-receivable-accounts key={`${role}-${data}-${args.locale}`} detail-href="#/secureinvoice/accountDetails/4/{id}" new-invoice-href="#/secureinvoice/draft?account={id}&new=1" onsi-navigate={action('si-navigate')} {...args} />
      ) : (
        <si-account-receivables key={`${role}-${data}-${args.locale}`} account-id="1" invoice-href="#/secureinvoice/draft?invoice={id}" new-invoice-href="#/secureinvoice/draft?account={id}&new=1" onsi-navigate={action('si-navigate')} {...args} />
      )}
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Accounts: Story = {};
export const AccountsAsViewer: Story = { args: { role: 'VO' } };
export const AccountsEmpty: Story = { args: { data: 'empty' } };
export const AccountsFailing: Story = { args: { data: 'failing' } };
export const Account: Story = { args: { screen: 'account' }, parameters: elementDocs('si-account-receivables') };
export const AccountAsViewer: Story = { args: { screen: 'account', role: 'VO' }, parameters: elementDocs('si-account-receivables') };
export const AccountArabicDark: Story = { args: { screen: 'account', locale: 'ar', theme: 'dark' }, parameters: elementDocs('si-account-receivables') };
