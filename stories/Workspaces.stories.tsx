import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveWorkspaces } from './mocks/workspaces.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'IC' | 'LRA' | 'VO'; data: 'normal' | 'empty' | 'failing' };

const meta: Meta<Args> = {
  title: 'Elements/Workspaces',
  parameters: elementDocs('si-workspaces-admin'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'LRA', 'VO'], description: 'Story only: the signed-in user role (VO sees no write controls).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { locale: 'en', theme: 'light', role: 'IC', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveWorkspaces(args.data)),
  render: ({ role, data, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>Fake API: an existing workspace name is refused; Tier filters by Gold or Silver; the export downloads a small CSV.</p>
      <si-workspaces-admin key={`${role}-${data}-${args.locale}`} module-kind="1" detail-href="#/filestride/workspaceDetails/{module_kind}/{id}" {...args} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Workspaces: Story = {};
export const AsViewer: Story = { args: { role: 'VO' } };
export const Empty: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
