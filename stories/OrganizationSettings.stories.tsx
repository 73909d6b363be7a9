import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveOrganizationSettings } from './mocks/organizationSettings.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'VO'; data: 'normal' | 'empty' | 'failing' };

const meta: Meta<Args> = {
  title: 'Elements/Organization settings',
  parameters: elementDocs('si-organization-settings'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'VO'], description: 'Story only: the signed-in user role (VO sees every value read-only).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { locale: 'en', theme: 'light', role: 'OA', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveOrganizationSettings(args.data)),
  render: ({ role, data, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: an invalid e-mail, a short name over 50 characters or a time zone without a slash is refused by the “server”.
      </p>
      <si-organization-settings key={`${role}-${data}-${args.locale}`} {...args} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Administrator: Story = {};
export const Viewer: Story = { args: { role: 'VO' } };
export const NothingSet: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
