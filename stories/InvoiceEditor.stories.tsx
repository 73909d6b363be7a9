import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { $auth, $user, logout } from '@si/core';
import type { User } from '@si/contract';
import '../packages/elements/src/receivables/invoice-drafts/invoice-drafts.ts';
import '../packages/elements/src/receivables/invoice-editor/invoice-editor.ts';
import '../packages/elements/src/receivables/invoice-document/invoice-document.ts';
import { elementDocs } from './manifest.ts';
import { serveInvoiceEditor } from './mocks/invoiceEditor.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; data: 'normal' | 'failing'; screen: 'drafts' | 'draft' | 'new' | 'finalized' | 'document' };

const USER: User = {
  id: 1, identifier: 'U-1', is_active: true, email: 'ivan@example.com', first_name: 'Ivan', last_name: 'Contributor',
  home_office_id: 1, phone: '', mfa_active: false, offices: [{ office: { id: 1, identifier: 'PAR', name: 'Paris office' }, role: 'IC' }],
};
const HREFS = { 'invoice-href': '#/secureinvoice/draft?invoice={id}', 'document-href': '#/secureinvoice/documents/freeForm/4/{account_id}?invoice={id}', 'list-href': '#/secureinvoice/draft' };

const meta: Meta<Args> = {
  title: 'Elements/Invoice editor',
  parameters: elementDocs('si-invoice-editor'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    data: { control: 'inline-radio', options: ['normal', 'failing'], description: 'Story only: what the fake API answers.' },
    screen: {
      control: 'inline-radio',
      options: ['drafts', 'draft', 'new', 'finalized', 'document'],
      description: 'Story only: the drafts list (si-invoice-drafts), draft 7, a new draft on account 12, finalized invoice 9 (Arabic), or the free-form document (si-invoice-document).',
    },
  },
  args: { locale: 'en', theme: 'light', data: 'normal', screen: 'draft' },
  beforeEach: ({ args }) => {
    $auth.set({ access: 'story-access', refresh: 'story-refresh' });
    $user.set(USER);
    const restore = serveInvoiceEditor(args.data);
    return () => {
      restore();
      logout();
    };
  },
  render: ({ data, screen, ...args }) => {
    const key = `${screen}-${data}-${args.locale}`;
    return (
      <>
        <p style={{ fontSize: 12, color: 'GrayText' }}>
          Fake API: draft 7 saves with the server rounding (a tax rate over 100 is refused at its line); Finalize takes the next INV- number; invoice 9 is finalized, in Arabic.
        </p>
        {screen === 'drafts' && <si-invoice-drafts key={key} editor-href={HREFS['invoice-href']} onsi-navigate={action('si-navigate')} {...args} />}
        {screen === 'draft' && <si-invoice-editor key={key} invoice-id="7" {...HREFS} onsi-navigate={action('si-navigate')} {...args} />}
        {screen === 'new' && <si-invoice-editor key={key} account-id="12" {...HREFS} onsi-navigate={action('si-navigate')} {...args} />}
        {screen === 'finalized' && <si-invoice-editor key={key} invoice-id="9" {...HREFS} onsi-navigate={action('si-navigate')} {...args} />}
        {screen === 'document' && <si-invoice-document key={key} invoice-id="9" account-href="#/secureinvoice/accountDetails/4/12" onsi-navigate={action('si-navigate')} {...args} />}
      </>
    );
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Draft: Story = {};
export const NewDraft: Story = { args: { screen: 'new' } };
export const Drafts: Story = { args: { screen: 'drafts' }, parameters: elementDocs('si-invoice-drafts') };
export const Finalized: Story = { args: { screen: 'finalized' } };
export const DraftArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
export const Failing: Story = { args: { data: 'failing' } };
export const FreeFormDocument: Story = { args: { screen: 'document' }, parameters: elementDocs('si-invoice-document') };
