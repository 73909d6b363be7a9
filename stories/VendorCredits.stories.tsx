import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveVendorCredits, VENDOR } from './mocks/vendor-credits.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  role: 'OA' | 'IC' | 'VO';
  data: 'normal' | 'empty' | 'failing';
};

const meta: Meta<Args> = {
  title: 'Elements/Vendor credits',
  parameters: elementDocs('si-vendor-credits'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role (a viewer reads only).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { locale: 'en', theme: 'light', role: 'OA', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveVendorCredits(args.data)),
  render: ({ role, data, ...args }) => <si-vendor-credits key={`${role}-${data}-${args.locale}`} account-id={String(VENDOR.id)} {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

export const VendorCredits: Story = {};
export const AsViewer: Story = { args: { role: 'VO' } };
export const Empty: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
